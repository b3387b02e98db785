/**
 * The dashboards' statistics, computed on each call from the mock's own records (orders, goods, members,
 * withdrawals, merchants, after-sales), so every figure equals what the matching list shows for the same dates
 * (contract/stats.ts says which records each figure counts). Money is summed in integer cents.
 */
import type { Text } from '../../contract/i18n.ts';
import { GOODS_ZONE } from '../../contract/resources/goods.ts';
import { MERCHANT_CATEGORY } from '../../contract/resources/merchants.ts';
import type { Order } from '../../contract/resources/orders.ts';
import { PAY_METHOD } from '../../contract/resources/orders.ts';
import { ORDER_TYPE } from '../../contract/resources/orderTypes.ts';
import {
  type Breakdown,
  type DashboardData,
  goodsStats,
  type Ranking,
  type StatsQuery,
  storeStats,
  tradeStats,
  type Unit,
} from '../../contract/stats.ts';
import { cents as centsOf } from '../random.ts';
import type { Ctx, Router } from '../router.ts';
import { clockMs, formatTime } from '../time.ts';
import { serveHomeStats } from './homeStats.ts';
import { serveHomeWork } from './homeWork.ts';
import { orderFigures, paidOrders, scoped, show, trendBuilder, kpiOf, within } from './statsFigures.ts';
import { type Compared, comparedAt, type Period, periodOf, todayOf } from './statsPeriod.ts';

const RANKING_ROWS = 10;
const OTHER: Text = { zh: '其他', en: 'Other' };
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

type Frame = Pick<DashboardData, 'today' | 'start_time' | 'end_time' | 'previous_start' | 'previous_end' | 'as_of'>;
function frameOf(today: string, { period, previous, asOf }: Compared): Frame {
  return { today, start_time: period.start, end_time: period.end, previous_start: previous.start, previous_end: previous.end, ...(asOf ? { as_of: asOf } : {}) };
}

/** Trade data: sales, orders, buyers, order value and after-sales; by pay method and order type; top regions. */
export function tradeDashboard(ctx: Pick<Ctx, 'caller' | 'state'>, today: string, compared: Compared): DashboardData {
  const { period, previous, asOf } = compared;
  const now = paidOrders(ctx, period);
  const before = paidOrders(ctx, previous);
  const a = orderFigures(now);
  const b = orderFigures(before);
  const afterSales = scoped(ctx, ctx.state.afterSales, 'merchant_id');
  const refundsIn = (p: Period) => afterSales.filter((r) => within(r.created_at, p)).length;
  const average = (f: { sales: number; orders: number }) => (f.orders === 0 ? 0 : Math.round(f.sales / f.orders));

  const trend = trendBuilder(
    period,
    [
      { key: 'sales', unit: 'money' },
      { key: 'orders', unit: 'count' },
    ],
    asOf,
  );
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
    ...frameOf(today, compared),
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
export function goodsDashboard(ctx: Pick<Ctx, 'caller' | 'state'>, today: string, compared: Compared): DashboardData {
  const { period, previous, asOf } = compared;
  const now = paidOrders(ctx, period);
  const a = itemFigures(now);
  const b = itemFigures(paidOrders(ctx, previous));
  const goods = scoped(ctx, ctx.state.goods, 'merchant_id');
  const newGoods = (p: Period) => goods.filter((g) => within(g.created_at, p)).length;

  const trend = trendBuilder(
    period,
    [
      { key: 'units', unit: 'count' },
      { key: 'goods_amount', unit: 'money' },
    ],
    asOf,
  );
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
    ...frameOf(today, compared),
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
export function storeDashboard(ctx: Pick<Ctx, 'caller' | 'state'>, today: string, compared: Compared): DashboardData {
  const { period, previous, asOf } = compared;
  const now = paidOrders(ctx, period);
  const before = paidOrders(ctx, previous);
  const a = orderFigures(now);
  const b = orderFigures(before);
  const selling = (orders: readonly Order[]) => new Set(orders.map((o) => o.merchant_id)).size;
  const merchants = scoped(ctx, ctx.state.merchants, 'id');
  const newStores = (p: Period) => merchants.filter((m) => within(m.created_at, p)).length;

  const trend = trendBuilder(
    period,
    [
      { key: 'sales', unit: 'money' },
      { key: 'active_stores', unit: 'count' },
    ],
    asOf,
  );
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
    ...frameOf(today, compared),
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

/** The data centre's calls: the asked period and the previous one, cut at the upstream's clock. */
export function serveStats(router: Router): void {
  const clock = (ctx: Ctx) => clockMs(ctx.options.anchorDate, ctx.options.anchorTime);
  const today = (ctx: Ctx) => todayOf(ctx.options.anchorDate, clock(ctx));
  const compared = (ctx: Ctx, query: StatsQuery) => comparedAt(periodOf(query, today(ctx)), formatTime(clock(ctx)));
  serveHomeStats(router, clock);
  serveHomeWork(router, clock);
  router.on(tradeStats, (ctx) => tradeDashboard(ctx, today(ctx), compared(ctx, ctx.query)));
  router.on(goodsStats, (ctx) => goodsDashboard(ctx, today(ctx), compared(ctx, ctx.query)));
  router.on(storeStats, (ctx) => storeDashboard(ctx, today(ctx), compared(ctx, ctx.query)));
}
