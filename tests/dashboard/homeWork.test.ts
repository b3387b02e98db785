/**
 * Each role's home (docs/homes.md) on a real mock whose clock stands at 2026-11-20 14:30: every queue's count is the
 * total of the list it opens, oldest first; the finance clerk's payouts, failures and waiting withdrawals are what
 * their lists hold; a merchant's money is its own ledger's balance, bills and payouts, never another shop's.
 */
import t from 'tap';
import type { HomeWorkData } from '../../contract/homeWork.ts';
import type { HomeData } from '../../contract/stats.ts';
import { type Mock, startMock } from '../mock/helpers.ts';

const mock = await startMock({ anchorDate: '2026-11-20', anchorTime: '14:30' });
t.teardown(() => mock.close());
const WORK = '/api/v2/seller/stats/work';

async function ok<T>(m: Mock, path: string, token: string): Promise<T> {
  const answer = await m.call<T>('GET', path, { token });
  if (answer.status !== 0) throw new Error(`${path}: ${answer.error}`);
  return answer.data;
}

type Row = Record<string, string | number | boolean | null>;
/** Every row of a list under a query (all pages). */
async function rows(path: string, query: Record<string, string | number | boolean>, token: string): Promise<Row[]> {
  const out: Row[] = [];
  for (let page = 1; ; page++) {
    const q = new URLSearchParams({ ...Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])), page: String(page), limit: '500' });
    const data = await ok<{ list: Row[]; total: number }>(mock, `${path}?${q}`, token);
    out.push(...data.list);
    if (data.list.length === 0 || page * 500 >= data.total) return out;
  }
}
const total = async (path: string, query: Record<string, string | number | boolean>, token: string) => (await rows(path, query, token)).length;
const sumOf = (list: Row[], field: string) => (list.reduce((s, r) => s + Math.round(Number(r[field]) * 100), 0) / 100).toFixed(2);
const oldestOf = (list: Row[], field = 'created_at') => list.map((r) => String(r[field])).sort()[0] ?? null;

t.test('operator: the queues with their ages, oldest first, each count its list’s total', async (t) => {
  const operator = await mock.login('operator');
  const work = await ok<HomeWorkData>(mock, WORK, operator);
  t.equal(work.as_of, '2026-11-20 14:30:00');
  t.same(work.finance, null, 'no finance section');
  t.same(work.money, null, 'no shop money');
  t.same(work.queues.map((q) => q.key).sort(), ['after_sales', 'goods_review', 'unshipped_24h', 'unshipped_48h']);
  const lists: Record<string, () => Promise<Row[]>> = {
    // placed 24 h / 48 h before the clock or earlier and still to ship
    unshipped_24h: () => rows('/api/v2/seller/orders', { status: 'to_ship', end_time: '2026-11-19 14:30:00' }, operator),
    unshipped_48h: () => rows('/api/v2/seller/orders', { status: 'to_ship', end_time: '2026-11-18 14:30:00' }, operator),
    after_sales: () => rows('/api/v2/seller/after_sales', { status: 'applied', in_store: false }, operator),
    goods_review: () => rows('/api/v2/seller/goods_review', { audit_state: 'pending' }, operator),
  };
  for (const q of work.queues) {
    const listed = await lists[q.key]();
    t.ok(listed.length > 0, `${q.key}: the seed has some (${listed.length})`);
    t.equal(q.count, listed.length, `${q.key}: the count is the list’s total`);
    t.equal(q.oldest_at, oldestOf(listed), `${q.key}: the age is its oldest record’s`);
  }
  const ages = work.queues.map((q) => q.oldest_at ?? '');
  t.same(ages, [...ages].sort(), 'oldest first');
  const over48 = work.queues.find((q) => q.key === 'unshipped_48h')!;
  const over24 = work.queues.find((q) => q.key === 'unshipped_24h')!;
  t.ok(over48.count <= over24.count, 'over 48 h is part of over 24 h');

  const [order] = await rows('/api/v2/seller/orders', { status: 'to_ship', end_time: '2026-11-18 14:30:00' }, operator);
  const shipped = await mock.call('PUT', `/api/v2/seller/orders/${order.id}/ship`, { token: operator, body: { courier: 'SF', tracking_no: 'SF1234567890' } });
  t.equal(shipped.status, 0, 'an old order shipped');
  const after = await ok<HomeWorkData>(mock, WORK, operator);
  t.equal(after.queues.find((q) => q.key === 'unshipped_48h')?.count, over48.count - 1, 'one fewer over 48 h');
  t.equal(after.queues.find((q) => q.key === 'unshipped_24h')?.count, over24.count - 1, 'and over 24 h');
});

t.test('admin keeps today’s home and gets the operator’s queues', async (t) => {
  const admin = await mock.login('admin');
  const work = await ok<HomeWorkData>(mock, WORK, admin);
  t.same(work.queues.map((q) => q.key).sort(), ['after_sales', 'goods_review', 'unshipped_24h', 'unshipped_48h']);
  t.same([work.finance, work.money], [null, null]);
  t.equal((await ok<HomeData>(mock, '/api/v2/seller/stats/home', admin)).as_of, '2026-11-20 14:30:00', 'today’s home is still there');
});

t.test('finance: payouts to make by channel, failed ones, withdrawals waiting, money in and out', async (t) => {
  const finance = await mock.login('finance', 'seller');
  const work = await ok<HomeWorkData>(mock, WORK, finance);
  t.same(work.queues, [], 'no operator queues');
  t.same(work.money, null);
  const f = work.finance!;
  t.ok(f, 'a finance section');
  for (const channel of f.payouts_to_make) {
    const listed = await rows('/api/v2/seller/store_payouts', { status: 'to_transfer', method: channel.method }, finance);
    t.same([channel.count, channel.amount], [listed.length, sumOf(listed, 'amount')], `${channel.method}: what the payouts list holds to transfer`);
  }
  t.ok(f.payouts_to_make.some((c) => c.count > 0), 'some payouts to make');
  const failed = await rows('/api/v2/seller/withdrawals', { status: 'failed' }, finance);
  t.same([f.failed_payouts.count, f.failed_payouts.amount], [failed.length, sumOf(failed, 'amount')], 'failed payouts = the failed withdrawals');
  const inReview = await rows('/api/v2/seller/withdrawals', { status: 'in_review' }, finance);
  const pending = await rows('/api/v2/seller/store_payouts', { status: 'pending' }, finance);
  const waiting = Object.fromEntries(f.withdrawals_waiting.map((w) => [w.key, w]));
  t.same([waiting.member_withdrawals.count, waiting.member_withdrawals.oldest_at], [inReview.length, oldestOf(inReview)], 'members’ withdrawals in review, oldest');
  t.same([waiting.store_payouts.count, waiting.store_payouts.oldest_at], [pending.length, oldestOf(pending)], 'store payouts pending, oldest');

  const moneyIn = f.kpis.find((k) => k.key === 'money_in')!;
  const paidToday = (
    await Promise.all(['to_ship', 'shipped', 'completed', 'refunding'].map((status) => rows('/api/v2/seller/orders', { status, start_time: '2026-11-20 00:00:00', end_time: '2026-11-20 14:30:00' }, finance)))
  ).flat();
  t.equal(moneyIn.value, sumOf(paidToday, 'total'), 'money in today so far = paid orders placed today to 14:30');
  t.ok(f.kpis.some((k) => k.key === 'money_out'), 'money out against yesterday');

  const [payout] = await rows('/api/v2/seller/store_payouts', { status: 'to_transfer' }, finance);
  const done = await mock.call('PUT', `/api/v2/seller/store_payouts/${payout.id}/transfer`, { token: finance, body: { transfer_no: 'TX20261120001' } });
  t.equal(done.status, 0, 'a payout transferred');
  const after = (await ok<HomeWorkData>(mock, WORK, finance)).finance!;
  const channel = (d: typeof f) => d.payouts_to_make.find((c) => c.method === payout.method)!.count;
  t.equal(channel(after), channel(f) - 1, 'one fewer to make on its channel');
});

t.test('a merchant: its queues and its own money', async (t) => {
  const merchant = await mock.login('merchant', 'seller');
  const work = await ok<HomeWorkData>(mock, WORK, merchant);
  t.same(work.finance, null);
  t.same(work.queues.map((q) => q.key).sort(), ['after_sales', 'low_stock', 'to_ship']);
  const lists: Record<string, () => Promise<number>> = {
    to_ship: () => total('/api/v2/seller/orders', { status: 'to_ship' }, merchant),
    after_sales: () => total('/api/v2/seller/after_sales', { status: 'applied', in_store: false }, merchant),
    low_stock: () => total('/api/v2/seller/goods', { state: 'on_sale', stock_max: '10' }, merchant),
  };
  for (const q of work.queues) t.equal(q.count, await lists[q.key](), `${q.key}: its own list’s total`);

  // the platform's lists of the shop's money, read by the administrator: the merchant's home must agree with them
  const admin = await mock.login('admin');
  const ledger = await rows('/api/v2/seller/merchant_ledger', { merchant_id: 2 }, admin);
  const newest = ledger.sort((a, b) => Number(b.id) - Number(a.id))[0];
  const money = work.money!;
  t.equal(money.balance, String(newest.balance_after), 'the balance the platform holds = the ledger’s last balance');
  t.equal(money.balance, sumOf(ledger, 'amount'), 'and the sum of its movements');
  const unsettled = (await rows('/api/v2/seller/store_bills', { merchant_id: 2, status: 'unsettled' }, admin)).sort((a, b) => String(a.period_end).localeCompare(String(b.period_end)));
  t.ok(unsettled.length > 0, 'the shop has bills to settle');
  t.equal(money.next_settlement?.bill_no, unsettled[0].bill_no, 'the next settlement is its oldest unsettled bill');
  t.equal(money.next_settlement?.settles_on, '2026-11-20', 'a week after the period closes (2026-11-13 00:00 + 7 days)');
  const payouts = await rows('/api/v2/seller/store_payouts', { merchant_id: 2 }, admin);
  t.same(money.recent_payouts.map((p) => p.payout_no), payouts.sort((a, b) => String(b.created_at).localeCompare(String(a.created_at))).slice(0, 5).map((p) => p.payout_no), 'its newest payouts');
  t.ok(money.recent_payouts.length > 0, 'it has some');
});

t.test('no token, no home', async (t) => {
  t.equal((await mock.call('GET', WORK)).status, 10);
});
