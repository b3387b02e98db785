/**
 * Server state as an operator sees it (docs/data-loading.md), in Chromium as admin: a change made on one screen shows
 * on every other screen it touched, kept alive in its tag, without a reload. Approving a withdrawal moves the
 * withdrawals' tab count, their summary card and the home to-do card; rejecting one puts the refund on the member's
 * ledger tab. A kept-alive screen (the member's detail) is refreshed while hidden and shows the new figures the moment
 * it is shown again; home, which is not kept, asks again when it is shown.
 */
import t from 'tap';
import type { LedgerEntry, Withdrawal } from '../../../contract/index.ts';
import { requireChromium } from '../../helpers/browser.ts';
import { adminToken, go, loggedInConsole, upstreamReader } from '../console.ts';
import { reloading, rowsOf, view } from './helpers.ts';
import { clickRowAction } from '../rowActions.ts';

const count = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, ''));

if (requireChromium(t)) {
  const { stack, page, errors } = await loggedInConsole(t, 'admin', 'admin');
  const api = upstreamReader(stack.url, await adminToken(stack.url));
  const withdrawals = view(page, '/withDraw/index');
  const openInReview = async () => {
    await go(page, '/withDraw/index?tab=in_review');
    const rows = await rowsOf(withdrawals);
    await withdrawals.locator('.withdraw-summary[data-ready=true]').waitFor();
    return rows;
  };
  const inReviewTab = async () => count(await withdrawals.locator('[data-tab=in_review] .label').textContent());
  const pendingCard = async () => Number(await withdrawals.locator('[data-card=pending] .value').getAttribute('data-count'));

  t.test('approving a withdrawal moves its tab count, its summary card and the home to-do card, with no reload', async (t) => {
    await go(page, '/home');
    const home = view(page, '/home');
    const todo = home.locator('[data-todo=withdrawals] .dashboard-todo-count');
    await home.locator('.dashboard[data-loading=false] [data-todo=withdrawals]').waitFor();
    const before = count(await todo.textContent());
    t.ok(before > 0, 'there are withdrawals to review');

    const rows = await openInReview();
    t.equal(await inReviewTab(), before, 'the to-do card counts what the in-review tab lists');
    t.equal(await pendingCard(), before, 'and so does the summary card');
    await clickRowAction(rows.first(), 'approve');
    await reloading(withdrawals, () => page.locator('.confirm-dialog .confirm-ok').click());
    t.equal(await inReviewTab(), before - 1, 'the in-review tab count follows');
    await page.waitForFunction((n) => document.querySelector('.app-view[data-path="/withDraw/index"] [data-card=pending] .value')?.getAttribute('data-count') === String(n), before - 1, { timeout: 5000 });
    t.pass('the summary card follows');

    // home is not kept alive (noCache): shown again, it asks again and shows the new count, with no page reload
    await go(page, '/home');
    await page.waitForFunction(
      (n) => Number(document.querySelector('.app-view[data-path="/home"] [data-todo=withdrawals] .dashboard-todo-count')?.textContent?.replace(/[^\d]/g, '')) === n,
      before - 1,
      { timeout: 5000 },
    );
    t.pass('back on home, the to-do card shows the new count');
  });

  t.test("rejecting a withdrawal puts the refund on the member's ledger tab, kept open in its own tag", async (t) => {
    let rows = await openInReview();
    const id = Number(await rows.first().getAttribute('data-id'));
    const withdrawal = await api<Withdrawal>(`/api/v2/seller/withdrawals/${id}`);
    const detailPath = '/memberList/listItem';
    await go(page, `${detailPath}?id=${withdrawal.member_id}&tab=balance`);
    const detail = view(page, detailPath);
    const ledger = detail.locator('.resource-table.tab-balance');
    await detail.locator('.resource-table.tab-balance[aria-busy=false][data-loads="1"]').waitFor();
    const loads = Number(await ledger.getAttribute('data-loads'));

    rows = await openInReview();
    await clickRowAction(withdrawals.locator(`tr[data-id="${id}"]`), 'reject');
    await page.locator('#reject-reason').fill('收款账户信息有误');
    await reloading(withdrawals, () => page.locator('.reject-dialog .reject-ok').click());
    const [refund] = (await api<{ list: LedgerEntry[] }>(`/api/v2/seller/members_ledger?member_id=${withdrawal.member_id}&asset=balance&sort=-id&limit=1`)).list;
    t.match(refund, { type: 'refund', amount: withdrawal.amount }, 'the upstream has the refund');

    await page.waitForFunction(
      (refundId) => document.querySelector(`.app-view[data-path="/memberList/listItem"] .tab-balance tr[data-id="${refundId}"]`) !== null,
      refund.id,
      { timeout: 5000 },
    );
    t.ok(Number(await ledger.getAttribute('data-loads')) > loads, "the hidden ledger asked again after the rejection");
    await go(page, `${detailPath}?id=${withdrawal.member_id}&tab=balance`);
    t.ok(await ledger.locator(`tr[data-id="${refund.id}"]`).isVisible(), 'back on the member, the refund is on the ledger at once');
  });

  t.test('no page error', async (t) => {
    t.same(errors, []);
  });
}
