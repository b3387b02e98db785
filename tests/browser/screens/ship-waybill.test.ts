/**
 * Shipping with electronic waybills in Chromium (docs/shipping.md). zh: on the shipping list three orders are ticked,
 * the batch dialog shows their count, the platform's default carrier and its default sender address preselected; the
 * job ships two and refuses the one whose phone the buyer mistyped, its result file giving the carrier's reason. en:
 * the phone fixed, that order's ship dialog shows its receiver, address, goods lines and note, "Get an e-waybill"
 * fills in the number, and it ships with it. A merchant's "all matching" batch ships its own orders and no other shop's.
 */
import ExcelJS from 'exceljs';
import t from 'tap';
import type { Order } from '../../../contract/resources/orders.ts';
import { requireChromium } from '../../helpers/browser.ts';
import { stateFileWith } from '../../helpers/shippingState.ts';
import { adminToken, go, logIn, newPage, startConsoleOverMock, switchToEnglish, upstreamReader } from '../console.ts';
import { downloadBytes, reloading, rowsOf, view } from './helpers.ts';
import { clickRowAction } from '../rowActions.ts';
import { openShipBatch, ordersForWaybills, runShipBatch, SHIPMENTS } from '../shipBatch.ts';
const BAD_PHONE = '1380013800';

if (requireChromium(t)) {
  const anchorDate = '2026-06-30';
  let mistyped = 0;
  const stateFile = await stateFileWith({ anchorDate }, (s) => {
    // what the test ships meets the carrier's own refusal; the platform and the demo merchant's shop (2) use SF
    const newest = ordersForWaybills(s, [0, 2]);
    // the list's second row (newest first) has the buyer's mistyped phone
    newest[1].receiver_mobile = BAD_PHONE;
    newest[1].buyer_note = '请尽快发货';
    mistyped = newest[1].id;
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
