/**
 * `/home`: today so far against yesterday up to the same time of day, the to-do counts asked for (each needs its
 * list's label) and a 30-day trend whose last point is today so far (docs/screens.md, "Dashboards").
 */
import { type HomeData, homeStats, TODO_LISTS, type TodoKey } from '../../contract/stats.ts';
import { Fail, MESSAGES } from '../messages.ts';
import { cents as centsOf } from '../random.ts';
import type { Ctx, Router } from '../router.ts';
import { formatTime } from '../time.ts';
import { kpiOf, orderFigures, paidOrders, scoped, trendBuilder, within } from './statsFigures.ts';
import { addDays, comparedAt, DAY_MS, dayEnd, dayStart, msOf, type Period } from './statsPeriod.ts';

const HOME_TREND_DAYS = 30;

/**
 * Visits are not recorded by the mock: a day's figure is seeded from the seed, the day and the day's paid orders, so it
 * is stable for a day and moves with the trade. A day counted so far gets the share of the seeded part it has lived.
 */
export function visitsOn(seed: number, date: string, paidOrderCount: number, dayShare = 1): number {
  let hash = 2166136261 ^ seed;
  for (const ch of date) hash = Math.imul(hash ^ ch.charCodeAt(0), 16777619);
  return paidOrderCount * 18 + Math.round((200 + ((hash >>> 0) % 400)) * dayShare);
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

/**
 * `/home` at `clock` (`YYYY-MM-DD HH:mm:ss`, the upstream's now): today 00:00 up to the clock against yesterday 00:00
 * up to the same time, the to-do counts asked for, the 30 days ending today (its last point today so far).
 */
export function homeDashboard(ctx: Pick<Ctx, 'caller' | 'state'>, clock: string, seed: number, todo: readonly TodoKey[]): HomeData {
  for (const key of todo) if (!ctx.caller?.labels.has(TODO_LISTS[key].label)) throw new Fail(MESSAGES.permissionDenied);
  const today = clock.slice(0, 10);
  const { period, previous: yesterday } = comparedAt({ start: dayStart(today), end: dayEnd(today) }, clock);
  const a = orderFigures(paidOrders(ctx, period));
  const b = orderFigures(paidOrders(ctx, yesterday));
  const kpis = [kpiOf('sales', 'money', a.sales, b.sales), kpiOf('orders', 'count', a.orders, b.orders)];
  // members and visits are the platform's, not a shop's: a merchant account is shown its own trade only
  if (ctx.caller?.user.merchant_id === undefined) {
    const members = ctx.state.members.all();
    const joined = (p: Period) => members.filter((m) => within(m.created_at, p)).length;
    kpis.push(kpiOf('new_members', 'count', joined(period), joined(yesterday)));
    const share = (msOf(clock) + 1000 - msOf(period.start)) / DAY_MS;
    kpis.push(kpiOf('visits', 'count', visitsOn(seed, today, a.orders, share), visitsOn(seed, yesterday.start.slice(0, 10), b.orders, share)));
  }
  const month = { start: dayStart(addDays(today, 1 - HOME_TREND_DAYS)), end: clock };
  const trend = trendBuilder(
    month,
    [
      { key: 'sales', unit: 'money' },
      { key: 'orders', unit: 'count' },
    ],
    clock,
  );
  for (const o of paidOrders(ctx, month)) {
    trend.add(o.created_at, 'sales', centsOf(o.total));
    trend.add(o.created_at, 'orders', 1);
  }
  return { today, as_of: clock, kpis, todo: todo.map((key) => ({ key, count: todoCount(ctx, key) })), trend: trend.build() };
}

/** `/home` on the upstream's clock (`clockMs`: the anchor's moment, or the real time). */
export function serveHomeStats(router: Router, clockMs: (ctx: Ctx) => number): void {
  router.on(homeStats, (ctx) => homeDashboard(ctx, formatTime(clockMs(ctx)), ctx.options.seed, ctx.query.todo));
}
