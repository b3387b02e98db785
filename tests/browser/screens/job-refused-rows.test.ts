/**
 * A job's refused rows in the job centre, in Chromium (docs/jobs.md "In the console", docs/shipping.md "The flow"):
 * three orders shipped with e-waybills as one job, the one whose phone the buyer mistyped refused; the job's line
 * shows that order with the carrier's reason in the console's language (zh, then en with another batch); the phone
 * fixed, "retry the refused rows" ships it in the same job, with one waybill.
 */
import t from 'tap';
import type { Order } from '../../../contract/resources/orders.ts';
import { requireChromium } from '../../helpers/browser.ts';
import { stateFileWith } from '../../helpers/shippingState.ts';
import { adminToken, go, logIn, newPage, startConsoleOverMock, switchToEnglish, upstreamReader } from '../console.ts';
import { ordersForWaybills, SHIPMENTS, shipBatch } from '../shipBatch.ts';

if (requireChromium(t)) {
  const anchorDate = '2026-06-30';
  const batches: { ids: number[]; mistyped: number; phone: string }[] = [];
  const stateFile = await stateFileWith({ anchorDate }, (s) => {
    // what the job meets is the carrier's own refusal
    const newest = ordersForWaybills(s);
    // two batches of three, the second order of each with the buyer's mistyped phone
    for (const [i, phone] of ['1380013800', '1390013900'].entries()) {
      const ids = newest.slice(i * 3, i * 3 + 3);
      ids[1].receiver_mobile = phone;
      batches.push({ ids: ids.map((o) => o.id), mistyped: ids[1].id, phone });
    }
  });
  const { stack, browser } = await startConsoleOverMock(t, { anchorDate, stateFile });
  const admin = await adminToken(stack.url);
  const api = upstreamReader(stack.url, admin);
  const order = (id: number) => api<Order>(`/api/v2/seller/orders/${id}`);
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
}
