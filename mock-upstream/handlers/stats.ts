/**
 * The dashboards' statistics, computed on each call from the mock's own records (orders, goods, members,
 * withdrawals, merchants, after-sales), so every figure equals what the matching list shows for the same dates
 * (contract/stats.ts says which records each figure counts). Money is summed in integer cents.
 */
import type { Text } from '../../contract/i18n.ts';
import { GOODS_ZONE } from '../../contract/resources/goods.ts';
import { MERCHANT_CATEGORY } from '../../contract/resources/merchants.ts';
import type { Order } from '../../contract/resources/orders.ts';
import { ORDER_TYPE, PAY_METHOD } from '../../contract/resources/orders.ts';
import {
  type Breakdown,
  type DashboardData,
  goodsStats,
  type HomeData,
  homeStats,
  type Kpi,
  MAX_STATS_DAYS,
  PAID_ORDER_STATES,
  type Ranking,
  type StatsQuery,
  storeStats,
  TODO_LISTS,
  type TodoKey,
  type Trend,
  tradeStats,
  type Unit,
} from '../../contract/stats.ts';
import type { Table } from '../engine/table.ts';
import { Fail, MESSAGES } from '../messages.ts';
import { cents as centsOf, money } from '../random.ts';
import type { Ctx, Router } from '../router.ts';
import { formatTime } from '../time.ts';

const DAY_MS = 86_400_000;
const HOME_TREND_DAYS = 30;
const RANKING_ROWS = 10;
const PAID: ReadonlySet<string> = new Set(PAID_ORDER_STATES);

const BAD_RANGE: Text = { zh: '开始时间和结束时间需同时填写，且开始不晚于结束', en: 'Give both start and end times, the start not after the end' };
const RANGE_TOO_LONG: Text = { zh: '统计区间最长 {days} 天', en: 'The period is at most {days} days' };
const OTHER: Text = { zh: '其他', en: 'Other' };

/** A period, both ends included, as `YYYY-MM-DD HH:mm:ss` China time (the records' format, compared as strings). */
export interface Period {
  start: string;
  end: string;
}

/** Milliseconds of a China-time `YYYY-MM-DD HH:mm:ss`. */
function msOf(time: string): number {
  return Date.parse(`${time.replace(' ', 'T')}+08:00`);
}

function dayStart(date: string): string {
  return `${date} 00:00:00`;
}
function dayEnd(date: string): string {
  return `${date} 23:59:59`;
}
function addDays(date: string, n: number): string {
  return formatTime(msOf(dayStart(date)) + n * DAY_MS).slice(0, 10);
}

/** The data's current day: the anchor date when the data is anchored, else today in China time. */
export function todayOf(anchorDate: string | undefined, nowMs = Date.now()): string {
  return anchorDate ?? formatTime(nowMs).slice(0, 10);
}

/** The asked period (default: the 7 days ending today); an incomplete, reversed or too long one is refused. */
export function periodOf(query: StatsQuery, today: string): Period {
  if (!query.start_time && !query.end_time) return { start: dayStart(addDays(today, -6)), end: dayEnd(today) };
  if (!query.start_time || !query.end_time || query.start_time > query.end_time) throw new Fail(BAD_RANGE);
  if (msOf(query.end_time) - msOf(query.start_time) >= MAX_STATS_DAYS * DAY_MS) throw new Fail(RANGE_TOO_LONG, { days: MAX_STATS_DAYS });
  return { start: query.start_time, end: query.end_time };
}

/** The period of the same length that ends one second before `period` starts. */
export function previousPeriod(period: Period): Period {
  const length = msOf(period.end) - msOf(period.start) + 1000;
  const end = msOf(period.start) - 1000;
  return { start: formatTime(end - length + 1000), end: formatTime(end) };
}

/** The change in percent with one decimal; null when there is nothing to compare with. */
export function changePercent(value: number, previous: number): number | null {
  if (previous === 0) return null;
  const change = Math.round(((value - previous) / Math.abs(previous)) * 1000) / 10;
  return change === 0 ? 0 : change;
}

function show(unit: Unit, n: number): string {
  return unit === 'money' ? money(n) : String(n);
}

function kpiOf(key: string, unit: Unit, value: number, previous: number): Kpi {
  return { key, unit, value: show(unit, value), previous: show(unit, previous), change: changePercent(value, previous) };
}

const within = (time: string, p: Period) => time >= p.start && time <= p.end;

/** The rows a caller may see: a merchant account only its own shop's (as the lists scope them). */
function scoped<R extends { id: number }>(ctx: Pick<Ctx, 'caller'>, table: Table<R>, merchantField: string): R[] {
  const merchantId = ctx.caller?.user.merchant_id;
  return merchantId === undefined ? table.all() : table.where(merchantField, merchantId);
}

/** Paid orders placed in the period (what the order list shows for those dates under the paid tabs). */
export function paidOrders(ctx: Pick<Ctx, 'caller' | 'state'>, period: Period): Order[] {
  return scoped(ctx, ctx.state.orders, 'merchant_id').filter((o) => PAID.has(o.status) && within(o.created_at, period));
}

/** Sales (cents), order count and distinct buyers of some orders. */
export function orderFigures(orders: readonly Order[]): { sales: number; orders: number; buyers: number } {
  let sales = 0;
  const buyers = new Set<number>();
  for (const o of orders) {
    sales += centsOf(o.total);
    buyers.add(o.member_id);
  }
  return { sales, orders: orders.length, buyers: buyers.size };
}

/** Hourly buckets for a period within one day, else daily ones. */
function bucketsOf(period: Period): { bucket: Trend['bucket']; keys: string[]; keyOf(time: string): string } {
  const first = period.start.slice(0, 10);
  const last = period.end.slice(0, 10);
  if (first === last) {
    const from = Number(period.start.slice(11, 13));
    const to = Number(period.end.slice(11, 13));
    const keys = Array.from({ length: to - from + 1 }, (_, i) => `${first} ${String(from + i).padStart(2, '0')}:00`);
    return { bucket: 'hour', keys, keyOf: (time) => `${time.slice(0, 13)}:00` };
  }
  const keys: string[] = [];
  for (let d = first; d <= last; d = addDays(d, 1)) keys.push(d);
  return { bucket: 'day', keys, keyOf: (time) => time.slice(0, 10) };
}

/** Sums per bucket and series; `add(time, series, n)` ignores times outside the period's buckets. */
function trendBuilder(period: Period, series: readonly { key: string; unit: Unit }[]) {
  const { bucket, keys, keyOf } = bucketsOf(period);
  const sums = new Map(keys.map((k) => [k, Object.fromEntries(series.map((s) => [s.key, 0])) as Record<string, number>]));
  return {
    /** The bucket a time falls in. */
    bucketOf: keyOf,
    add(time: string, key: string, n: number) {
      const point = sums.get(keyOf(time));
      if (point && key in point) point[key] += n;
    },
    build(): Trend {
      return {
        bucket,
        series: [...series],
        points: keys.map((at) => {
          const values = sums.get(at) as Record<string, number>;
          return { at, values: Object.fromEntries(series.map((s) => [s.key, show(s.unit, values[s.key])])) };
        }),
      };
    },
  };
}

/** Sums by a dimension, largest first. */
function breakdownOf(key: string, unit: Unit, sums: Map<string, { label: Text; value: number }>): Breakdown {
  const items = [...sums.entries()].sort((a, b) => b[1].value - a[1].value || a[0].localeCompare(b[0]));
  return { key, unit, items: items.map(([k, v]) => ({ key: k, label: v.label, value: show(unit, v.value) })) };
}

function addTo(sums: Map<string, { label: Text; value: number }>, key: string, label: Text, n: number): void {
  const entry = sums.get(key);
  if (entry) entry.value += n;
  else sums.set(key, { label, value: n });
}

const plain = (name: string): Text => ({ zh: name, en: name });

/** The top rows by the first column. */
function rankingOf(key: string, columns: { key: string; unit: Unit }[], rows: Map<number, { name: string; values: Record<string, number> }>): Ranking {
  const first = columns[0].key;
  const top = [...rows.entries()].sort((a, b) => b[1].values[first] - a[1].values[first] || a[0] - b[0]).slice(0, RANKING_ROWS);
  return {
    key,
    columns,
    rows: top.map(([id, r]) => ({ id, name: r.name, values: Object.fromEntries(columns.map((c) => [c.key, show(c.unit, r.values[c.key] ?? 0)])) })),
  };
}

function rowOf(rows: Map<number, { name: string; values: Record<string, number> }>, id: number, name: string) {
  let row = rows.get(id);
  if (!row) {
    row = { name, values: {} };
    rows.set(id, row);
  }
  return row.values;
}
const bump = (values: Record<string, number>, key: string, n: number) => {
  values[key] = (values[key] ?? 0) + n;
};

const SALES_COLUMNS: { key: string; unit: Unit }[] = [
  { key: 'sales', unit: 'money' },
  { key: 'orders', unit: 'count' },
  { key: 'buyers', unit: 'count' },
];

/** Sales, orders and distinct buyers per ranking row (a region, a store). */
class SalesTally {
  private readonly rows = new Map<number, { name: string; values: Record<string, number> }>();
  private readonly buyers = new Map<number, Set<number>>();

  add(id: number, name: string, memberId: number, cents: number): void {
    const values = rowOf(this.rows, id, name);
    bump(values, 'sales', cents);
    bump(values, 'orders', 1);
    const buyers = this.buyers.get(id) ?? new Set<number>();
    buyers.add(memberId);
    this.buyers.set(id, buyers);
    values.buyers = buyers.size;
  }

  ranking(key: string): Ranking {
    return rankingOf(key, SALES_COLUMNS, this.rows);
  }
}

type Frame = Pick<DashboardData, 'today' | 'start_time' | 'end_time' | 'previous_start' | 'previous_end'>;
function frameOf(today: string, period: Period, previous: Period): Frame {
  return { today, start_time: period.start, end_time: period.end, previous_start: previous.start, previous_end: previous.end };
}

/** Trade data: sales, orders, buyers, order value and after-sales; by pay method and order type; top regions. */
export function tradeDashboard(ctx: Pick<Ctx, 'caller' | 'state'>, today: string, period: Period): DashboardData {
  const previous = previousPeriod(period);
  const now = paidOrders(ctx, period);
  const before = paidOrders(ctx, previous);
  const a = orderFigures(now);
  const b = orderFigures(before);
  const afterSales = scoped(ctx, ctx.state.afterSales, 'merchant_id');
  const refundsIn = (p: Period) => afterSales.filter((r) => within(r.created_at, p)).length;
  const average = (f: { sales: number; orders: number }) => (f.orders === 0 ? 0 : Math.round(f.sales / f.orders));

  const trend = trendBuilder(period, [
    { key: 'sales', unit: 'money' },
    { key: 'orders', unit: 'count' },
  ]);
  const byPay = new Map<string, { label: Text; value: number }>();
  const byType = new Map<string, { label: Text; value: number }>();
  const regions = new SalesTally();
  const regionIds = new Map<string, number>();
  for (const o of now) {
    const cents = centsOf(o.total);
    trend.add(o.created_at, 'sales', cents);
    trend.add(o.created_at, 'orders', 1);
    const pay = o.pay_method ?? 'other';
    addTo(byPay, pay, o.pay_method ? PAY_METHOD.options[o.pay_method] : OTHER, cents);
    addTo(byType, o.type, ORDER_TYPE.options[o.type], 1);
    const province = ctx.state.members.get(o.member_id)?.province ?? OTHER.zh;
    if (!regionIds.has(province)) regionIds.set(province, regionIds.size + 1);
    regions.add(regionIds.get(province) as number, province, o.member_id, cents);
  }
  return {
    ...frameOf(today, period, previous),
    kpis: [
      kpiOf('sales', 'money', a.sales, b.sales),
      kpiOf('orders', 'count', a.orders, b.orders),
      kpiOf('buyers', 'count', a.buyers, b.buyers),
      kpiOf('average_order', 'money', average(a), average(b)),
      kpiOf('after_sales', 'count', refundsIn(period), refundsIn(previous)),
    ],
    trend: trend.build(),
    breakdowns: [breakdownOf('sales_by_pay_method', 'money', byPay), breakdownOf('orders_by_type', 'count', byType)],
    rankings: [regions.ranking('top_regions')],
  };
}

/** Units sold, goods amount, distinct goods sold of some paid orders (over their items). */
function itemFigures(orders: readonly Order[]): { units: number; amount: number; goods: number } {
  let units = 0;
  let amount = 0;
  const goods = new Set<number>();
  for (const o of orders)
    for (const item of o.items) {
      units += item.quantity;
      amount += centsOf(item.amount);
      goods.add(item.goods_id);
    }
  return { units, amount, goods: goods.size };
}

/** Goods data: units, goods amount, goods sold, new goods; by top-level class and by zone; top goods. */
export function goodsDashboard(ctx: Pick<Ctx, 'caller' | 'state'>, today: string, period: Period): DashboardData {
  const previous = previousPeriod(period);
  const now = paidOrders(ctx, period);
  const a = itemFigures(now);
  const b = itemFigures(paidOrders(ctx, previous));
  const goods = scoped(ctx, ctx.state.goods, 'merchant_id');
  const newGoods = (p: Period) => goods.filter((g) => within(g.created_at, p)).length;

  const trend = trendBuilder(period, [
    { key: 'units', unit: 'count' },
    { key: 'goods_amount', unit: 'money' },
  ]);
  const byClass = new Map<string, { label: Text; value: number }>();
  const byZone = new Map<string, { label: Text; value: number }>();
  const top = new Map<number, { name: string; values: Record<string, number> }>();
  for (const o of now)
    for (const item of o.items) {
      const cents = centsOf(item.amount);
      trend.add(o.created_at, 'units', item.quantity);
      trend.add(o.created_at, 'goods_amount', cents);
      const record = ctx.state.goods.get(item.goods_id);
      const leaf = record && ctx.state.productClass.get(record.class_id);
      const topClass = leaf && (leaf.parent_id === 0 ? leaf : ctx.state.productClass.get(leaf.parent_id));
      if (topClass) addTo(byClass, String(topClass.id), plain(topClass.name), cents);
      else addTo(byClass, 'other', OTHER, cents);
      if (record) addTo(byZone, record.zone, GOODS_ZONE.options[record.zone], cents);
      else addTo(byZone, 'other', OTHER, cents);
      const values = rowOf(top, item.goods_id, item.name);
      bump(values, 'goods_amount', cents);
      bump(values, 'units', item.quantity);
    }
  return {
    ...frameOf(today, period, previous),
    kpis: [
      kpiOf('goods_amount', 'money', a.amount, b.amount),
      kpiOf('units', 'count', a.units, b.units),
      kpiOf('goods_sold', 'count', a.goods, b.goods),
      kpiOf('new_goods', 'count', newGoods(period), newGoods(previous)),
    ],
    trend: trend.build(),
    breakdowns: [breakdownOf('amount_by_class', 'money', byClass), breakdownOf('amount_by_zone', 'money', byZone)],
    rankings: [
      rankingOf(
        'top_goods',
        [
          { key: 'goods_amount', unit: 'money' },
          { key: 'units', unit: 'count' },
        ],
        top,
      ),
    ],
  };
}

/** Store data: sales, orders, selling stores, new applications; by main category and province; top stores. */
export function storeDashboard(ctx: Pick<Ctx, 'caller' | 'state'>, today: string, period: Period): DashboardData {
  const previous = previousPeriod(period);
  const now = paidOrders(ctx, period);
  const before = paidOrders(ctx, previous);
  const a = orderFigures(now);
  const b = orderFigures(before);
  const selling = (orders: readonly Order[]) => new Set(orders.map((o) => o.merchant_id)).size;
  const merchants = scoped(ctx, ctx.state.merchants, 'id');
  const newStores = (p: Period) => merchants.filter((m) => within(m.created_at, p)).length;

  const trend = trendBuilder(period, [
    { key: 'sales', unit: 'money' },
    { key: 'active_stores', unit: 'count' },
  ]);
  // a store counts once per bucket it sold in
  const sellingPerBucket = new Set<string>();
  const byCategory = new Map<string, { label: Text; value: number }>();
  const byRegion = new Map<string, { label: Text; value: number }>();
  const stores = new SalesTally();
  for (const o of now) {
    const cents = centsOf(o.total);
    trend.add(o.created_at, 'sales', cents);
    const bucketKey = `${trend.bucketOf(o.created_at)}|${o.merchant_id}`;
    if (!sellingPerBucket.has(bucketKey)) {
      sellingPerBucket.add(bucketKey);
      trend.add(o.created_at, 'active_stores', 1);
    }
    const merchant = ctx.state.merchants.get(o.merchant_id);
    if (merchant) {
      addTo(byCategory, merchant.category, MERCHANT_CATEGORY.options[merchant.category], cents);
      addTo(byRegion, merchant.province, plain(merchant.province), cents);
    } else {
      addTo(byCategory, 'other', OTHER, cents);
      addTo(byRegion, 'other', OTHER, cents);
    }
    stores.add(o.merchant_id, o.merchant_name, o.member_id, cents);
  }
  return {
    ...frameOf(today, period, previous),
    kpis: [
      kpiOf('sales', 'money', a.sales, b.sales),
      kpiOf('orders', 'count', a.orders, b.orders),
      kpiOf('active_stores', 'count', selling(now), selling(before)),
      kpiOf('new_stores', 'count', newStores(period), newStores(previous)),
    ],
    trend: trend.build(),
    breakdowns: [breakdownOf('sales_by_category', 'money', byCategory), breakdownOf('sales_by_region', 'money', byRegion)],
    rankings: [stores.ranking('top_stores')],
  };
}

/**
 * Visits are not recorded by the mock: a day's figure is seeded from the seed, the day and the day's paid orders, so it
 * is stable for a day and moves with the trade.
 */
export function visitsOn(seed: number, date: string, paidOrderCount: number): number {
  let hash = 2166136261 ^ seed;
  for (const ch of date) hash = Math.imul(hash ^ ch.charCodeAt(0), 16777619);
  return paidOrderCount * 18 + 200 + ((hash >>> 0) % 400);
}

/** The records a to-do count counts (the list the card links to, under its fixed filters and tab). */
export function todoCount(ctx: Pick<Ctx, 'caller' | 'state'>, key: TodoKey): number {
  const { where } = TODO_LISTS[key];
  const rows: object[] = {
    to_ship: () => scoped(ctx, ctx.state.orders, 'merchant_id'),
    refunds: () => scoped(ctx, ctx.state.afterSales, 'merchant_id'),
    withdrawals: () => ctx.state.withdrawals.all(),
    goods_review: () => scoped(ctx, ctx.state.goods, 'merchant_id'),
    merchant_review: () => scoped(ctx, ctx.state.merchants, 'id'),
  }[key]();
  const conditions = Object.entries(where);
  return rows.filter((row) => conditions.every(([field, value]) => (row as Record<string, unknown>)[field] === value)).length;
}

/** `/home`: today against yesterday, the to-do counts asked for (each needs its list's label), a 30-day trend. */
export function homeDashboard(ctx: Pick<Ctx, 'caller' | 'state'>, today: string, seed: number, todo: readonly TodoKey[]): HomeData {
  for (const key of todo) if (!ctx.caller?.labels.has(TODO_LISTS[key].label)) throw new Fail(MESSAGES.permissionDenied);
  const period = { start: dayStart(today), end: dayEnd(today) };
  const yesterday = previousPeriod(period);
  const a = orderFigures(paidOrders(ctx, period));
  const b = orderFigures(paidOrders(ctx, yesterday));
  const kpis = [kpiOf('sales', 'money', a.sales, b.sales), kpiOf('orders', 'count', a.orders, b.orders)];
  // members and visits are the platform's, not a shop's: a merchant account is shown its own trade only
  if (ctx.caller?.user.merchant_id === undefined) {
    const members = ctx.state.members.all();
    const joined = (p: Period) => members.filter((m) => within(m.created_at, p)).length;
    kpis.push(kpiOf('new_members', 'count', joined(period), joined(yesterday)));
    kpis.push(kpiOf('visits', 'count', visitsOn(seed, today, a.orders), visitsOn(seed, yesterday.start.slice(0, 10), b.orders)));
  }
  const month = { start: dayStart(addDays(today, 1 - HOME_TREND_DAYS)), end: dayEnd(today) };
  const trend = trendBuilder(month, [
    { key: 'sales', unit: 'money' },
    { key: 'orders', unit: 'count' },
  ]);
  for (const o of paidOrders(ctx, month)) {
    trend.add(o.created_at, 'sales', centsOf(o.total));
    trend.add(o.created_at, 'orders', 1);
  }
  return { today, kpis, todo: todo.map((key) => ({ key, count: todoCount(ctx, key) })), trend: trend.build() };
}

export function serveStats(router: Router): void {
  const today = (ctx: Ctx) => todayOf(ctx.options.anchorDate);
  router.on(homeStats, (ctx) => homeDashboard(ctx, today(ctx), ctx.options.seed, ctx.query.todo));
  router.on(tradeStats, (ctx) => tradeDashboard(ctx, today(ctx), periodOf(ctx.query, today(ctx))));
  router.on(goodsStats, (ctx) => goodsDashboard(ctx, today(ctx), periodOf(ctx.query, today(ctx))));
  router.on(storeStats, (ctx) => storeDashboard(ctx, today(ctx), periodOf(ctx.query, today(ctx))));
}
