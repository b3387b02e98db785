/**
 * What every dashboard counts the same way: the caller's rows, paid orders in a period, KPIs against the previous
 * period, trends per hour or day (docs/screens.md, "Dashboards"). Money is summed in integer cents.
 */
import type { Order } from '../../contract/resources/orders.ts';
import { type Kpi, PAID_ORDER_STATES, type Trend, type Unit } from '../../contract/stats.ts';
import type { Table } from '../engine/table.ts';
import { cents as centsOf, money } from '../random.ts';
import type { Ctx } from '../router.ts';
import { addDays, changePercent, type Period } from './statsPeriod.ts';

const PAID: ReadonlySet<string> = new Set(PAID_ORDER_STATES);

export function show(unit: Unit, n: number): string {
  return unit === 'money' ? money(n) : String(n);
}

export function kpiOf(key: string, unit: Unit, value: number, previous: number): Kpi {
  return { key, unit, value: show(unit, value), previous: show(unit, previous), change: changePercent(value, previous) };
}

export const within = (time: string, p: Period) => time >= p.start && time <= p.end;

/** The rows a caller may see: a merchant account only its own shop's (as the lists scope them). */
export function scoped<R extends { id: number }>(ctx: Pick<Ctx, 'caller'>, table: Table<R>, merchantField: string): R[] {
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

/**
 * Sums per bucket and series; `add(time, series, n)` ignores times outside the period's buckets. A period cut at the
 * clock (`asOf`) ends with the bucket holding it, marked as so far.
 */
export function trendBuilder(period: Period, series: readonly { key: string; unit: Unit }[], asOf?: string) {
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
        ...(asOf ? { so_far: asOf } : {}),
        series: [...series],
        points: keys.map((at) => {
          const values = sums.get(at) as Record<string, number>;
          return { at, values: Object.fromEntries(series.map((s) => [s.key, show(s.unit, values[s.key])])) };
        }),
      };
    },
  };
}
