/**
 * The statistics calls on a real mock: every figure equals what the matching list call returns for the same filter
 * (counts from the lists' totals and tab counts, money summed in cents over every page), the to-do counts follow
 * changes, a merchant sees its own shop, labels gate the calls, and bad periods are refused with a message.
 */
import t from 'tap';
import type { DashboardData, HomeData } from '../../contract/stats.ts';
import { PAID_ORDER_STATES, TODO_KEYS } from '../../contract/stats.ts';
import { type Mock, startMock } from '../mock/helpers.ts';

const DAY = '2026-11-20';
const PERIOD = { start: '2026-11-14 00:00:00', end: '2026-11-20 23:59:59' };
const PREVIOUS = { start: '2026-11-07 00:00:00', end: '2026-11-13 23:59:59' };

const mock = await startMock();
t.teardown(() => mock.close());
const admin = await mock.login('admin');

const q = (params: Record<string, string | number | boolean>) => new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();
const range = (p: { start: string; end: string }) => ({ start_time: p.start, end_time: p.end });

async function ok<T>(m: Mock, path: string, token: string): Promise<T> {
  const answer = await m.call<T>('GET', path, { token });
  if (answer.status !== 0) throw new Error(`${path}: ${answer.error}`);
  return answer.data;
}

/** Every row a list call returns for a filter, page by page. */
async function allRows<R>(m: Mock, path: string, filter: Record<string, string | number | boolean>, token = admin): Promise<R[]> {
  const rows: R[] = [];
  for (let page = 1; ; page++) {
    const data = await ok<{ list: R[]; total: number }>(m, `${path}?${q({ ...filter, page, limit: 500 })}`, token);
    rows.push(...data.list);
    if (rows.length >= data.total || data.list.length === 0) return rows;
  }
}

async function total(path: string, filter: Record<string, string | number | boolean>, token = admin): Promise<number> {
  return (await ok<{ total: number }>(mock, `${path}?${q({ ...filter, limit: 1 })}`, token)).total;
}

const cents = (money: string) => BigInt(money.replace('.', ''));
const yuan = (c: bigint) => `${c / 100n}.${String(c % 100n).padStart(2, '0')}`;
const kpi = (data: { kpis: DashboardData['kpis'] }, key: string) => {
  const found = data.kpis.find((k) => k.key === key);
  if (!found) throw new Error(`no KPI ${key}`);
  return found;
};

/** Sales and orders as the order list shows them: the paid tabs, every page, summed in cents. */
async function listedTrade(period: { start: string; end: string }, token = admin) {
  let sales = 0n;
  let orders = 0;
  const buyers = new Set<number>();
  for (const status of PAID_ORDER_STATES) {
    const rows = await allRows<{ total: string; member_id: number }>(mock, '/api/v2/seller/orders', { ...range(period), status }, token);
    orders += rows.length;
    for (const row of rows) {
      sales += cents(row.total);
      buyers.add(row.member_id);
    }
  }
  return { sales: yuan(sales), orders: String(orders), buyers: String(buyers.size) };
}

t.test('trade data: sales, orders and buyers equal the order list for the period and the previous one', async (t) => {
  const data = await ok<DashboardData>(mock, `/api/v2/seller/stats/trade?${q(range(PERIOD))}`, admin);
  t.same([data.previous_start, data.previous_end], [PREVIOUS.start, PREVIOUS.end], 'the previous period is the 7 days before');
  const now = await listedTrade(PERIOD);
  const before = await listedTrade(PREVIOUS);
  t.ok(Number(now.orders) > 0, 'the period has orders');
  for (const key of ['sales', 'orders', 'buyers'] as const) {
    t.equal(kpi(data, key).value, now[key], `${key} this period`);
    t.equal(kpi(data, key).previous, before[key], `${key} previous period`);
  }
  // the tab counts of one list call say the same
  const counts = (await ok<{ counts: Record<string, number> }>(mock, `/api/v2/seller/orders?${q({ ...range(PERIOD), limit: 1 })}`, admin)).counts;
  t.equal(kpi(data, 'orders').value, String(PAID_ORDER_STATES.reduce((s, k) => s + counts[k], 0)), 'orders = the paid tabs’ counts');
  t.equal(kpi(data, 'after_sales').value, String(await total('/api/v2/seller/after_sales', range(PERIOD))), 'after-sales requests = the after-sales list');

  // the trend and the breakdowns add up to the KPIs, exactly
  const trendSales = data.trend.points.reduce((s, p) => s + cents(p.values.sales), 0n);
  t.equal(yuan(trendSales), now.sales, 'trend sales add up to the sales KPI');
  t.equal(data.trend.points.length, 7, 'one point a day');
  const byPay = data.breakdowns.find((b) => b.key === 'sales_by_pay_method');
  t.equal(yuan(byPay?.items.reduce((s, i) => s + cents(i.value), 0n) ?? 0n), now.sales, 'pay-method shares add up to the sales');
  const byType = data.breakdowns.find((b) => b.key === 'orders_by_type');
  t.equal(String(byType?.items.reduce((s, i) => s + Number(i.value), 0)), now.orders, 'order types add up to the orders');
  const ranking = data.rankings[0];
  t.ok(ranking.rows.length > 0 && ranking.rows.length <= 10, 'a top-10 ranking');
  const firsts = ranking.rows.map((r) => cents(r.values.sales));
  t.same(firsts, [...firsts].sort((a, b) => (a < b ? 1 : a > b ? -1 : 0)), 'ranked by sales, largest first');
});

t.test('goods and store data: counts equal the goods and merchant lists, sales the order list', async (t) => {
  const goods = await ok<DashboardData>(mock, `/api/v2/seller/stats/goods?${q(range(PERIOD))}`, admin);
  t.equal(kpi(goods, 'new_goods').value, String(await total('/api/v2/seller/goods', range(PERIOD))), 'new goods = goods created in the period');
  let amount = 0n;
  let units = 0;
  for (const status of PAID_ORDER_STATES)
    for (const order of await allRows<{ items: { amount: string; quantity: number }[] }>(mock, '/api/v2/seller/orders', { ...range(PERIOD), status }))
      for (const item of order.items) {
        amount += cents(item.amount);
        units += item.quantity;
      }
  t.equal(kpi(goods, 'goods_amount').value, yuan(amount), 'goods amount = the paid orders’ items');
  t.equal(kpi(goods, 'units').value, String(units), 'units = the paid orders’ quantities');

  const store = await ok<DashboardData>(mock, `/api/v2/seller/stats/store?${q(range(PERIOD))}`, admin);
  t.equal(kpi(store, 'new_stores').value, String(await total('/api/v2/seller/merchants', range(PERIOD))), 'new applications = merchants created in the period');
  t.equal(kpi(store, 'sales').value, (await listedTrade(PERIOD)).sales, 'store sales = trade sales');
  const top = store.rankings[0].rows[0];
  const topSales = (await Promise.all(
    PAID_ORDER_STATES.map((status) => allRows<{ total: string }>(mock, '/api/v2/seller/orders', { ...range(PERIOD), status, merchant_id: top.id })),
  )).flat().reduce((s, o) => s + cents(o.total), 0n);
  t.equal(top.values.sales, yuan(topSales), 'the top store’s sales = its orders in the list');
});

t.test('home: today against yesterday, to-do counts equal the lists and follow changes', async (t) => {
  const home = await ok<HomeData>(mock, `/api/v2/seller/stats/home?todo=${TODO_KEYS.join(',')}`, admin);
  t.equal(home.today, DAY);
  const today = { start: `${DAY} 00:00:00`, end: `${DAY} 23:59:59` };
  const yesterday = { start: '2026-11-19 00:00:00', end: '2026-11-19 23:59:59' };
  t.equal(kpi(home, 'sales').value, (await listedTrade(today)).sales, 'today’s sales');
  t.equal(kpi(home, 'orders').previous, (await listedTrade(yesterday)).orders, 'yesterday’s orders');
  t.equal(kpi(home, 'new_members').value, String(await total('/api/v2/seller/members', range(today))), 'new members today');
  t.equal(home.trend.points.length, 30, 'a 30-day trend');
  t.equal(home.trend.points.at(-1)?.at, DAY, 'ending today');

  const lists: Record<string, () => Promise<number>> = {
    to_ship: () => total('/api/v2/seller/orders', { status: 'to_ship' }),
    refunds: () => total('/api/v2/seller/after_sales', { status: 'applied', in_store: false }),
    withdrawals: () => total('/api/v2/seller/withdrawals', { status: 'in_review' }),
    goods_review: () => total('/api/v2/seller/goods_review', { audit_state: 'pending' }),
    merchant_review: () => total('/api/v2/seller/merchants', { status: 'pending' }),
  };
  for (const { key, count } of home.todo) t.equal(count, await lists[key](), `to-do ${key} = its list`);

  const [order] = (await ok<{ list: { id: number }[] }>(mock, '/api/v2/seller/orders?status=to_ship&limit=1', admin)).list;
  const shipped = await mock.call('PUT', `/api/v2/seller/orders/${order.id}/ship`, { token: admin, body: { courier: 'SF', tracking_no: 'SF1234567890' } });
  t.equal(shipped.status, 0, 'an order shipped');
  const after = await ok<HomeData>(mock, '/api/v2/seller/stats/home?todo=to_ship', admin);
  t.equal(after.todo[0].count, (home.todo.find((x) => x.key === 'to_ship')?.count ?? 0) - 1, 'one fewer to ship');
  t.same(after.todo.map((x) => x.key), ['to_ship'], 'only the counts asked for');
});

t.test('a merchant sees its own shop; members and visits are not its figures', async (t) => {
  const merchant = await mock.login('merchant', 'seller');
  const home = await ok<HomeData>(mock, '/api/v2/seller/stats/home?todo=to_ship', merchant);
  t.same(home.kpis.map((k) => k.key), ['sales', 'orders']);
  t.equal(home.todo[0].count, await total('/api/v2/seller/orders', { status: 'to_ship' }, merchant), 'to ship = its own list');
  const trade = await ok<DashboardData>(mock, `/api/v2/seller/stats/trade?${q(range(PERIOD))}`, merchant);
  t.equal(kpi(trade, 'sales').value, (await listedTrade(PERIOD, merchant)).sales, 'its own sales');
});

t.test('labels gate the calls; bad periods and keys are refused with a message', async (t) => {
  const finance = await mock.login('finance', 'seller');
  const refused = await mock.call('GET', '/api/v2/seller/stats/home?todo=refunds', { token: finance });
  t.equal(refused.status, 1, 'finance may not ask for the refunds count');
  t.equal(refused.error, '无权限');
  t.equal((await mock.call('GET', '/api/v2/seller/stats/home?todo=withdrawals,merchant_review', { token: finance })).status, 0, 'but for its own lists');
  const operator = await mock.login('operator');
  t.equal((await mock.call('GET', '/api/v2/seller/stats/trade', { token: operator })).error, '无权限', 'no data-centre label');
  t.equal((await mock.call('GET', '/api/v2/seller/stats/home')).status, 10, 'no token');

  const bad = async (query: string, lang = 'en') => (await mock.call('GET', `/api/v2/seller/stats/trade?${query}`, { token: admin, lang })).error;
  t.match(await bad(q({ start_time: PERIOD.start })), 'Give both start and end times');
  t.match(await bad(q({ start_time: PERIOD.end, end_time: PERIOD.start }), 'zh'), '开始不晚于结束');
  t.match(await bad(q({ start_time: '2024-01-01 00:00:00', end_time: PERIOD.end })), 'at most 366 days');
  t.match(await bad(q({ start_time: '2026-11-01', end_time: PERIOD.end })), 'start_time');
  const unknown = await mock.call('GET', '/api/v2/seller/stats/home?todo=everything', { token: admin, lang: 'en' });
  t.equal(unknown.status, 1, 'an unknown to-do key');
  t.match(unknown.error, 'todo');
});
