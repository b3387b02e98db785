/**
 * Today so far against yesterday up to the same time, on a real mock whose clock stands at 14:30 on the anchor day
 * (MOCK_ANCHOR_TIME): the figures equal what the order list shows for 00:00-14:30 today and 00:00-14:30 yesterday, the
 * hourly trend ends at the 14:00 hour, and a trend's last point says it is so far.
 */
import t from 'tap';
import type { DashboardData, HomeData } from '../../contract/stats.ts';
import { type Mock, startMock } from '../mock/helpers.ts';

const TODAY = '2026-11-20';
const SO_FAR = { start: '2026-11-20 00:00:00', end: '2026-11-20 14:30:00' };
const YESTERDAY_SO_FAR = { start: '2026-11-19 00:00:00', end: '2026-11-19 14:30:00' };
const ALL_YESTERDAY = { start: '2026-11-19 00:00:00', end: '2026-11-19 23:59:59' };
/** The order states that count as sales (paid): to ship, shipped, completed, refunding. */
const PAID = ['to_ship', 'shipped', 'completed', 'refunding'];

const mock = await startMock({ anchorDate: TODAY, anchorTime: '14:30' });
t.teardown(() => mock.close());
const admin = await mock.login('admin');

async function ok<T>(m: Mock, path: string): Promise<T> {
  const answer = await m.call<T>('GET', path, { token: admin });
  if (answer.status !== 0) throw new Error(`${path}: ${answer.error}`);
  return answer.data;
}

/** Paid orders and their sales in a period, as the order list gives them (every page, summed in cents). */
async function listed(period: { start: string; end: string }): Promise<{ orders: string; sales: string }> {
  let orders = 0;
  let cents = 0n;
  for (const status of PAID) {
    for (let page = 1; ; page++) {
      const query = new URLSearchParams({ start_time: period.start, end_time: period.end, status, page: String(page), limit: '500' });
      const data = await ok<{ list: { total: string }[]; total: number }>(mock, `/api/v2/seller/orders?${query}`);
      orders += data.list.length;
      for (const row of data.list) cents += BigInt(row.total.replace('.', ''));
      if (data.list.length === 0 || page * 500 >= data.total) break;
    }
  }
  return { orders: String(orders), sales: `${cents / 100n}.${String(cents % 100n).padStart(2, '0')}` };
}

function kpi(data: { kpis: DashboardData['kpis'] }, key: string) {
  const found = data.kpis.find((k) => k.key === key);
  if (!found) throw new Error(`no KPI ${key}`);
  return found;
}

t.test('home: today up to 14:30 against yesterday up to 14:30, the trend’s last point so far', async (t) => {
  const home = await ok<HomeData>(mock, '/api/v2/seller/stats/home');
  t.equal(home.as_of, '2026-11-20 14:30:00', 'the upstream says how far today counts');
  const now = await listed(SO_FAR);
  const before = await listed(YESTERDAY_SO_FAR);
  const wholeDay = await listed(ALL_YESTERDAY);
  t.ok(Number(now.orders) > 0 && Number(before.orders) > 0, `orders on both mornings (${now.orders}, ${before.orders})`);
  t.ok(Number(wholeDay.orders) > Number(before.orders), 'yesterday had orders after 14:30, which the comparison leaves out');
  t.same([kpi(home, 'orders').value, kpi(home, 'orders').previous], [now.orders, before.orders], 'orders: today so far, yesterday to the same time');
  t.same([kpi(home, 'sales').value, kpi(home, 'sales').previous], [now.sales, before.sales], 'sales likewise');

  const points = home.trend.points;
  t.equal(points.length, 30, '30 days');
  t.equal(points.at(-1)?.at, TODAY, 'ending today');
  t.equal(home.trend.so_far, '2026-11-20 14:30:00', 'the last point is today so far');
  t.equal(points.at(-1)?.values.orders, now.orders, 'and counts the orders so far');
});

t.test('trade data for today: hourly up to the current hour, against yesterday to the same time', async (t) => {
  const query = new URLSearchParams({ start_time: `${TODAY} 00:00:00`, end_time: `${TODAY} 23:59:59` });
  const data = await ok<DashboardData>(mock, `/api/v2/seller/stats/trade?${query}`);
  t.equal(data.as_of, '2026-11-20 14:30:00');
  t.same([data.start_time, data.end_time], [SO_FAR.start, SO_FAR.end], 'the period is cut at the clock');
  t.same([data.previous_start, data.previous_end], [YESTERDAY_SO_FAR.start, YESTERDAY_SO_FAR.end], 'and yesterday at the same time');
  const before = await listed(YESTERDAY_SO_FAR);
  t.equal(kpi(data, 'orders').previous, before.orders, 'the previous orders are yesterday’s up to 14:30');
  t.equal(data.trend.bucket, 'hour');
  t.same(data.trend.points.map((p) => p.at.slice(11)), Array.from({ length: 15 }, (_, h) => `${String(h).padStart(2, '0')}:00`), 'hours 00:00 to 14:00, none after');
  t.equal(data.trend.so_far, '2026-11-20 14:30:00', 'the 14:00 hour is so far');
});

t.test('the 7 days ending today: the week before, up to the same time of its last day', async (t) => {
  const data = await ok<DashboardData>(mock, '/api/v2/seller/stats/goods');
  t.same([data.start_time, data.end_time], ['2026-11-14 00:00:00', '2026-11-20 14:30:00']);
  t.same([data.previous_start, data.previous_end], ['2026-11-07 00:00:00', '2026-11-13 14:30:00']);
  t.equal(data.trend.points.at(-1)?.at, TODAY);
});

t.test('a period in the past is counted whole, with nothing so far', async (t) => {
  const query = new URLSearchParams({ start_time: ALL_YESTERDAY.start, end_time: ALL_YESTERDAY.end });
  const data = await ok<DashboardData>(mock, `/api/v2/seller/stats/store?${query}`);
  t.equal(data.as_of, undefined);
  t.equal(data.trend.so_far, undefined);
  t.same([data.end_time, data.previous_end], ['2026-11-19 23:59:59', '2026-11-18 23:59:59']);
  t.equal(data.trend.points.length, 24, 'all 24 hours');
  t.equal(kpi(data, 'orders').value, (await listed(ALL_YESTERDAY)).orders);
});

t.test('an anchor date alone: the clock stands at the day’s last second', async (t) => {
  const whole = await startMock({ anchorDate: TODAY });
  t.teardown(() => whole.close());
  const token = await whole.login('admin');
  const home = await whole.call<HomeData>('GET', '/api/v2/seller/stats/home', { token });
  t.equal(home.data.as_of, '2026-11-20 23:59:59');
});
