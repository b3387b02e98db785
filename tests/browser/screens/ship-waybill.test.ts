/**
 * Shipping with electronic waybills in Chromium (docs/shipping.md). zh: on the shipping list three orders are ticked,
 * the batch dialog shows their count, the platform's default carrier and its default sender address preselected; the
 * job ships two and refuses the one whose phone the buyer mistyped, its result file giving the carrier's reason. en:
 * the phone fixed, that order's ship dialog shows its receiver, address, goods lines and note, "Get an e-waybill"
 * fills in the number, and it ships with it. A job's refused rows in the job centre (docs/jobs.md "In the console"): two
 * more batches of three, each with one mistyped phone, show the refused order with the carrier's reason in the
 * console's language (zh, then en); the phone fixed, "retry the refused rows" ships it in the same job, with one
 * waybill. A merchant's "all matching" batch ships its own orders and no other shop's.
 */
import ExcelJS from 'exceljs';
import t from 'tap';
import type { Order } from '../../../contract/resources/orders.ts';
import { requireChromium } from '../../helpers/browser.ts';
import { stateFileWith } from '../../helpers/shippingState.ts';
import { adminToken, go, logIn, newPage, startConsoleOverMock, switchToEnglish, upstreamReader } from '../console.ts';
import { downloadBytes, reloading, rowsOf, view } from './helpers.ts';
import { clickRowAction } from '../rowActions.ts';
import { openShipBatch, ordersForWaybills, runShipBatch, SHIPMENTS, shipBatch } from '../shipBatch.ts';
const BAD_PHONE = '1380013800';

if (requireChromium(t)) {
  const anchorDate = '2026-06-30';
  let mistyped = 0;
  const batches: { ids: number[]; mistyped: number; phone: string }[] = [];
  const stateFile = await stateFileWith({ anchorDate }, (s) => {
    // what the test ships meets the carrier's own refusal; the platform and the demo merchant's shop (2) use SF
    const newest = ordersForWaybills(s, [0, 2]);
    // the list's second row (newest first) has the buyer's mistyped phone
    newest[1].receiver_mobile = BAD_PHONE;
    newest[1].buyer_note = '请尽快发货';
    mistyped = newest[1].id;
    // for the job centre's refused rows, the next two batches of three, the second order of each with a mistyped phone
    for (const [i, phone] of ['1380013800', '1390013900'].entries()) {
      const ids = newest.slice(3 + i * 3, 6 + i * 3);
      ids[1].receiver_mobile = phone;
      batches.push({ ids: ids.map((o) => o.id), mistyped: ids[1].id, phone });
    }
  });
  const { stack, browser } = await startConsoleOverMock(t, { anchorDate, stateFile });
  const admin = await adminToken(stack.url);
  const api = upstreamReader(stack.url, admin);
  const order = (id: number | string) => api<Order>(`/api/v2/seller/orders/${id}`);

  t.test('zh: three ticked orders shipped as one job with the default carrier; the refused one says why', async (t) => {
    const { page, context } = await newPage(browser);
    t.teardown(() => context.close());
    await logIn(page, stack.url, 'admin', 'admin');
    await go(page, SHIPMENTS);
    const screen = view(page, SHIPMENTS);
    const rows = await rowsOf(screen);
    const ids = (await rows.evaluateAll((trs) => trs.slice(0, 3).map((tr) => tr.getAttribute('data-id') ?? ''))).map(Number);
    t.ok(ids.includes(mistyped), 'the mistyped phone is among the ticked');
    const dialog = await openShipBatch(page, ids);
    t.equal(await dialog.locator('.waybill-ship-count').textContent(), '发货订单：3 单');
    const profile = await api<{ default_carrier: string; senders: { address: string; is_default: boolean }[]; accounts: { carrier: string; balance: number }[] }>('/api/v2/seller/shipping/profile');
    t.equal(await dialog.locator('.waybill-carrier').inputValue(), 'SF', 'the default carrier preselected');
    t.equal(await dialog.locator('.waybill-carrier option:checked').textContent(), '顺丰速运（面单余额 500）');
    t.equal(await dialog.locator('.waybill-sender-address').textContent(), profile.senders.find((s) => s.is_default)?.address, 'the default sender address shown');

    const { row } = await runShipBatch(page);
    t.equal(await row.locator('.job-what').textContent(), '电子面单发货');
    t.equal(Number(await row.locator('[data-outcome=done]').getAttribute('data-count')), 2, 'two shipped');
    t.equal(Number(await row.locator('[data-outcome=refused]').getAttribute('data-count')), 1, 'one refused');

    const [download] = await Promise.all([page.waitForEvent('download'), row.locator('.job-download').click()]);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(await downloadBytes(download)) as unknown as ArrayBuffer);
    const lines: string[] = [];
    book.worksheets[0].eachRow((r) => lines.push((r.values as unknown[]).slice(1).join(' | ')));
    const refusedLine = lines.find((l) => l.startsWith(`${mistyped} `)) ?? '';
    t.match(refusedLine, `顺丰速运：收件人电话 ${BAD_PHONE} 无效，请修改收件人电话`, "the carrier's reason in the result file");

    for (const id of ids.filter((id) => id !== mistyped)) {
      const o = await order(id);
      t.equal(o.status, 'shipped', `order ${id} shipped`);
      t.equal(o.tracking_no, o.waybill?.waybill_no, 'with its waybill number');
      t.match(o.tracking_no, /^SF\d{13}$/);
    }
    const left = await order(mistyped);
    t.equal(left.status, 'to_ship');
    t.equal(left.waybill, null, 'no waybill bought for the refused order');
  });

  t.test('en: the ship dialog shows who, where and what; "Get an e-waybill" fills the number, and it ships', async (t) => {
    const fixed = await fetch(`${stack.url}/api/v2/seller/orders/${mistyped}`, { method: 'PUT', headers: { token: admin, 'content-type': 'application/json' }, body: JSON.stringify({ receiver_mobile: '13800138000' }) });
    t.equal(((await fixed.json()) as { status: number }).status, 0, 'the operator fixed the phone');
    const o = await order(mistyped);
    const { page, context } = await newPage(browser);
    t.teardown(() => context.close());
    await logIn(page, stack.url, 'admin', 'admin');
    await switchToEnglish(page);
    await go(page, SHIPMENTS);
    const screen = view(page, SHIPMENTS);
    await rowsOf(screen);
    await clickRowAction(screen.locator(`tr[data-id="${mistyped}"]`), 'ship');
    const dialog = page.locator('.ship-dialog');
    t.equal(await dialog.locator('.ship-receiver-name').textContent(), `${o.receiver_name} 13800138000`);
    t.equal(await dialog.locator('.ship-receiver-address').textContent(), o.receiver_address);
    t.equal(await dialog.locator('.ship-buyer-note').textContent(), '请尽快发货');
    const lines = await dialog.locator('.ship-goods-line').evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent)));
    t.same(lines, o.items.map((i) => [i.name, i.sku_spec, String(i.quantity)]), 'every goods line with its spec and quantity');
    t.equal(await dialog.locator('.ship-courier').inputValue(), 'SF', 'the default carrier');

    await dialog.locator('.get-waybill').click();
    await dialog.locator('.ship-waybill-note').waitFor();
    const number = await dialog.locator('.ship-tracking').inputValue();
    t.match(number, /^SF\d{13}$/, 'the number filled in');
    t.match(await dialog.locator('.ship-waybill-note').textContent(), `Got e-waybill ${number}, sorting code`);
    await reloading(screen, () => dialog.locator('.confirm-ok').click());
    const shipped = await order(mistyped);
    t.equal(shipped.status, 'shipped');
    t.equal(shipped.tracking_no, number);
    t.equal(shipped.waybill?.waybill_no, number, 'shipped with the waybill it got');
  });

  const fixPhone = async (id: number) => {
    const answer = (await (await fetch(`${stack.url}/api/v2/seller/orders/${id}`, { method: 'PUT', headers: { token: admin, 'content-type': 'application/json' }, body: JSON.stringify({ receiver_mobile: '13800138000' }) })).json()) as { status: number; error?: string };
    if (answer.status !== 0) throw new Error(`the phone of order ${id} was not fixed: ${answer.error}`);
  };

  const cases = [
    {
      lang: 'zh',
      reason: (phone: string) => `顺丰速运：收件人电话 ${phone} 无效，请修改收件人电话`,
      toggle: '被拒的行（1）',
      hide: '收起被拒的行',
      retry: '重试被拒和失败的 1 行',
      confirmTitle: '重试被拒的行？',
    },
    {
      lang: 'en',
      reason: (phone: string) => `SF Express: the receiver’s phone ${phone} is invalid: edit the receiver’s phone`,
      toggle: 'Refused rows (1)',
      hide: 'Hide refused rows',
      retry: 'Retry the 1 refused and failed rows',
      confirmTitle: 'Retry the refused rows?',
    },
  ] as const;

  for (const [i, c] of cases.entries()) {
    t.test(`${c.lang}: the refused order with the carrier's reason in the job centre; fixed, retried, shipped by the same job`, async (t) => {
      const { ids, mistyped, phone } = batches[i];
      const { page, context, errors } = await newPage(browser);
      t.teardown(() => context.close());
      await logIn(page, stack.url, 'admin', 'admin');
      if (c.lang === 'en') await switchToEnglish(page);
      await go(page, SHIPMENTS);
      const { job, row } = await shipBatch(page, ids);
      t.equal(Number(await row.locator('[data-outcome=refused]').getAttribute('data-count')), 1, 'one refused');
      const toggle = row.locator('.job-refused-toggle');
      // the job the toast linked to opens with its refused rows shown; the button folds them and shows them again
      t.equal(await toggle.getAttribute('aria-expanded'), 'true');
      t.equal(await toggle.textContent(), c.hide);
      await toggle.click();
      t.equal(await page.locator('.job-refused-line').count(), 0, 'folded');
      t.equal(await toggle.textContent(), c.toggle);
      await toggle.click();
      const refused = page.locator(`.job-refused[data-job="${job}"] .job-refused-row`);
      await refused.first().waitFor();
      t.same(await refused.evaluateAll((trs) => trs.map((tr) => Number(tr.getAttribute('data-id')))), [mistyped], 'the refused order, and only it');
      const mistypedOrder = await order(mistyped);
      t.equal(await refused.locator('.job-refused-record').textContent(), `${mistypedOrder.order_no} (#${mistyped})`, 'named by its order number');
      t.equal(await refused.locator('.job-refused-reason').textContent(), c.reason(phone), "the carrier's reason, in the console's language");
      t.equal(mistypedOrder.waybill, null, 'no waybill bought for it');

      // the operator fixes the phone, then runs the refused row again
      await fixPhone(mistyped);
      const retry = page.locator('.job-refused-line .job-retry-refused');
      t.equal(await retry.textContent(), c.retry);
      await retry.click();
      const confirm = page.locator('.confirm-dialog');
      t.equal(await confirm.locator('.header').first().textContent(), c.confirmTitle, 'it says what it will do first');
      await confirm.locator('.confirm-ok').click();
      await page.locator(`.job-centre .job-row[data-job="${job}"][data-state=done] [data-outcome=done][data-count="3"]`).waitFor({ timeout: 60_000 });
      t.equal(await row.locator('[data-outcome=refused]').count(), 0, 'nothing refused any more');
      t.equal(await row.locator('.job-refused-toggle').count(), 0, 'no refused rows to show');

      const shipped = await order(mistyped);
      t.equal(shipped.status, 'shipped', 'the fixed order shipped');
      t.match(shipped.tracking_no, /^SF\d{13}$/);
      t.equal(shipped.tracking_no, shipped.waybill?.waybill_no, 'with its one waybill');
      const numbers = await Promise.all(ids.map(async (id) => (await order(id)).tracking_no));
      t.equal(new Set(numbers).size, 3, 'three orders, three waybills');
      t.same(errors, [], 'no page error');
    });
  }

  // last: it ships every order of the merchant's shop still to ship, the batches' above among them
  t.test("a merchant's batch of every matching order ships its own shop's orders only", async (t) => {
    const before = await api<{ list: Order[]; total: number }>('/api/v2/seller/orders?status=to_ship&limit=500');
    const others = before.list.filter((o) => o.merchant_id !== 2).map((o) => o.id);
    const own = (await api<{ list: Order[] }>('/api/v2/seller/orders?status=to_ship&merchant_id=2&limit=500')).list.map((o) => o.id);
    t.ok(own.length > 0 && others.length > 0, `${own.length} of the merchant's orders to ship, ${others.length} of other shops`);
    const { page, context } = await newPage(browser);
    t.teardown(() => context.close());
    await logIn(page, stack.url, 'seller', 'merchant');
    await go(page, SHIPMENTS);
    const dialog = await openShipBatch(page, 'every matching');
    t.equal(Number(await dialog.locator('.waybill-ship-count').getAttribute('data-count')), own.length, "the count is the merchant's orders");
    await runShipBatch(page);
    const after = await api<{ list: Order[] }>('/api/v2/seller/orders?status=to_ship&limit=500');
    const stillToShip = new Set(after.list.map((o) => o.id));
    t.same(own.filter((id) => stillToShip.has(id)), [], "every one of the merchant's orders shipped");
    t.same(others.filter((id) => !stillToShip.has(id)), [], "no other shop's order touched");
  });
}
