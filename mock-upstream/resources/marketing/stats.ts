/**
 * The sign-in dashboards, computed on each call from the check-in and sign-in order records created in the period
 * (what the lists show for the same dates). Money is summed in integer cents; refunded orders are left out of the
 * amounts. The period rules (default 7 days, at most 366) are the data centre's.
 */
import type { Text } from '../../../contract/i18n.ts';
import { CHECK_IN_KIND, type CheckIn, SIGNIN_ORDER_STATUS, SIGNIN_PACKAGE, type SigninOrder } from '../../../contract/resources/marketing/checkIn.ts';
import { REVIEW_STATUS } from '../../../contract/resources/marketing/lottery.ts';
import { marketingEndpoints } from '../../../contract/resources/marketing/stats.ts';
import type { Breakdown, DashboardData, Kpi, Ranking, Trend, Unit } from '../../../contract/stats.ts';
import { changePercent, type Period, periodOf, previousPeriod, todayOf } from '../../handlers/statsPeriod.ts';
import { cents, money } from '../../random.ts';
import type { Ctx, Router } from '../../router.ts';
import { formatTime } from '../../time.ts';

type Figures = Record<string, number>;
type Series = { key: string; unit: Unit }[];

const within = (time: string, p: Period) => time >= p.start && time <= p.end;
const show = (unit: Unit, n: number) => (unit === 'money' ? money(n) : String(n));
const paidCents = (o: SigninOrder) => (o.status === 'refunded' ? 0 : cents(o.amount));
const CHANNEL: Record<string, Text> = { platform: { zh: '平台签到', en: 'Platform' }, store: { zh: '门店签到', en: 'Stores' } };

function kpis(units: Record<string, Unit>, now: Figures, before: Figures): Kpi[] {
  return Object.entries(units).map(([key, unit]) => ({ key, unit, value: show(unit, now[key]), previous: show(unit, before[key]), change: changePercent(now[key], before[key]) }));
}

/** Hourly points for a one-day period, else daily ones; `value(record, series)` is what a record adds. */
function trendOf<R extends { created_at: string }>(period: Period, records: readonly R[], series: Series, value: (r: R, key: string) => number): Trend {
  const oneDay = period.start.slice(0, 10) === period.end.slice(0, 10);
  const keys: string[] = [];
  if (oneDay) for (let h = Number(period.start.slice(11, 13)); h <= Number(period.end.slice(11, 13)); h++) keys.push(`${period.start.slice(0, 10)} ${String(h).padStart(2, '0')}:00`);
  else for (let ms = Date.parse(`${period.start.slice(0, 10)}T00:00:00+08:00`); formatTime(ms).slice(0, 10) <= period.end.slice(0, 10); ms += 86_400_000) keys.push(formatTime(ms).slice(0, 10));
  const keyOf = (time: string) => (oneDay ? `${time.slice(0, 13)}:00` : time.slice(0, 10));
  const sums = new Map(keys.map((k) => [k, Object.fromEntries(series.map((s) => [s.key, 0])) as Figures]));
  for (const r of records) {
    const point = sums.get(keyOf(r.created_at));
    if (point) for (const s of series) point[s.key] += value(r, s.key);
  }
  return { bucket: oneDay ? 'hour' : 'day', series, points: keys.map((at) => ({ at, values: Object.fromEntries(series.map((s) => [s.key, show(s.unit, (sums.get(at) as Figures)[s.key])])) })) };
}

/** Sums by a dimension, largest first, labelled from an enum's options. */
function breakdownOf<R>(key: string, unit: Unit, records: readonly R[], dimension: (r: R) => string, labels: Record<string, Text>, value: (r: R) => number): Breakdown {
  const sums = new Map<string, number>();
  for (const r of records) sums.set(dimension(r), (sums.get(dimension(r)) ?? 0) + value(r));
  const items = [...sums].filter(([, n]) => n > 0).sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  return { key, unit, items: items.map(([k, n]) => ({ key: k, label: { zh: labels[k]?.zh ?? k, en: labels[k]?.en ?? k }, value: show(unit, n) })) };
}

/** The top 10 by the first column; `add(record)` gives a row's id, name and what it adds to each column. */
function rankingOf<R>(key: string, columns: Series, records: readonly R[], add: (r: R) => { id: number; name: string; values: Figures } | null): Ranking {
  const rows = new Map<number, { name: string; values: Figures }>();
  for (const r of records) {
    const part = add(r);
    if (!part) continue;
    const row = rows.get(part.id) ?? { name: part.name, values: Object.fromEntries(columns.map((c) => [c.key, 0])) };
    for (const [k, n] of Object.entries(part.values)) row.values[k] += n;
    rows.set(part.id, row);
  }
  const first = columns[0].key;
  const top = [...rows].sort((a, b) => b[1].values[first] - a[1].values[first] || a[0] - b[0]).slice(0, 10);
  return { key, columns, rows: top.map(([id, r]) => ({ id, name: r.name, values: Object.fromEntries(columns.map((c) => [c.key, show(c.unit, r.values[c.key])])) })) };
}

interface Frame {
  today: string;
  period: Period;
  previous: Period;
}
function frameOf(ctx: Ctx): Frame {
  const today = todayOf(ctx.options.anchorDate);
  const period = periodOf(ctx.query as { start_time?: string; end_time?: string }, today);
  return { today, period, previous: previousPeriod(period) };
}
function answer(f: Frame, rest: Pick<DashboardData, 'kpis' | 'trend' | 'breakdowns' | 'rankings'>): DashboardData {
  return { today: f.today, start_time: f.period.start, end_time: f.period.end, previous_start: f.previous.start, previous_end: f.previous.end, ...rest };
}

function checkInFigures(records: readonly CheckIn[]): Figures {
  return {
    check_ins: records.length,
    checkin_members: new Set(records.map((r) => r.member_id)).size,
    checkin_points: records.reduce((s, r) => s + r.reward_points, 0),
    checkin_pending: records.filter((r) => r.status === 'pending').length,
  };
}
function orderFigures(orders: readonly SigninOrder[]): Figures {
  return {
    signin_orders: orders.length,
    signin_amount: orders.reduce((s, o) => s + paidCents(o), 0),
    signin_buyers: new Set(orders.map((o) => o.member_id)).size,
    signin_refunds: orders.filter((o) => o.status === 'refunded').length,
    signin_completed: orders.filter((o) => o.status === 'completed').length,
    signin_rewards: orders.reduce((s, o) => s + (o.status === 'completed' ? cents(o.reward) : 0), 0),
    signin_days: orders.reduce((s, o) => s + o.days_done, 0),
  };
}

const memberRow = (o: SigninOrder) => ({ id: o.member_id, name: `${o.member_name} ${o.member_mobile}`, values: { signin_amount: paidCents(o), signin_orders: 1, signin_days: o.days_done } });
const MEMBER_COLUMNS: Series = [
  { key: 'signin_amount', unit: 'money' },
  { key: 'signin_orders', unit: 'count' },
  { key: 'signin_days', unit: 'count' },
];

export function checkInDashboard(ctx: Ctx): DashboardData {
  const f = frameOf(ctx);
  const all = ctx.state.marketing.checkIns.all();
  const now = all.filter((r) => within(r.created_at, f.period));
  const before = all.filter((r) => within(r.created_at, f.previous));
  const series: Series = [
    { key: 'check_ins', unit: 'count' },
    { key: 'checkin_points', unit: 'count' },
  ];
  return answer(f, {
    kpis: kpis({ check_ins: 'count', checkin_members: 'count', checkin_points: 'count', checkin_pending: 'count' }, checkInFigures(now), checkInFigures(before)),
    trend: trendOf(f.period, now, series, (r, key) => (key === 'check_ins' ? 1 : r.reward_points)),
    breakdowns: [
      breakdownOf('checkins_by_kind', 'count', now, (r) => r.kind, CHECK_IN_KIND.options, () => 1),
      breakdownOf('checkins_by_status', 'count', now, (r) => r.status, REVIEW_STATUS.options, () => 1),
    ],
    rankings: [
      rankingOf('top_checkin_members', [{ key: 'check_ins', unit: 'count' }, { key: 'checkin_points', unit: 'count' }], now, (r) => ({
        id: r.member_id, name: `${r.member_name} ${r.member_mobile}`, values: { check_ins: 1, checkin_points: r.reward_points },
      })),
    ],
  });
}

function ordersIn(ctx: Ctx, p: Period): { platform: SigninOrder[]; store: SigninOrder[] } {
  return {
    platform: ctx.state.marketing.signinOrders.all().filter((o) => within(o.created_at, p)),
    store: ctx.state.marketing.storeSigninOrders.all().filter((o) => within(o.created_at, p)),
  };
}

export function signinOrderDashboard(ctx: Ctx): DashboardData {
  const f = frameOf(ctx);
  const now = ordersIn(ctx, f.period);
  const before = ordersIn(ctx, f.previous);
  const orders = [...now.platform, ...now.store];
  const units: Record<string, Unit> = { signin_orders: 'count', signin_amount: 'money', signin_buyers: 'count', signin_refunds: 'count' };
  return answer(f, {
    kpis: kpis(units, orderFigures(orders), orderFigures([...before.platform, ...before.store])),
    trend: trendOf(f.period, orders, [{ key: 'signin_orders', unit: 'count' }, { key: 'signin_amount', unit: 'money' }], (o, key) => (key === 'signin_orders' ? 1 : paidCents(o))),
    breakdowns: [
      breakdownOf('signin_amount_by_package', 'money', orders, (o) => o.package, SIGNIN_PACKAGE.options, paidCents),
      breakdownOf('signin_orders_by_status', 'count', orders, (o) => o.status, SIGNIN_ORDER_STATUS.options, () => 1),
    ],
    rankings: [rankingOf('top_signin_members', MEMBER_COLUMNS, orders, memberRow)],
  });
}

export function signinPerformanceDashboard(ctx: Ctx): DashboardData {
  const f = frameOf(ctx);
  const now = ordersIn(ctx, f.period);
  const before = ordersIn(ctx, f.previous);
  const orders = [...now.platform, ...now.store];
  const channelOf = (o: SigninOrder) => (o.store_id === null ? 'platform' : 'store');
  const units: Record<string, Unit> = { signin_amount: 'money', signin_rewards: 'money', signin_completed: 'count', signin_days: 'count' };
  return answer(f, {
    kpis: kpis(units, orderFigures(orders), orderFigures([...before.platform, ...before.store])),
    trend: trendOf(f.period, orders, [{ key: 'signin_amount', unit: 'money' }, { key: 'signin_rewards', unit: 'money' }], (o, key) =>
      key === 'signin_amount' ? paidCents(o) : o.status === 'completed' ? cents(o.reward) : 0,
    ),
    breakdowns: [breakdownOf('signin_amount_by_channel', 'money', orders, channelOf, CHANNEL, paidCents)],
    rankings: [rankingOf('top_signin_members', MEMBER_COLUMNS, orders, memberRow)],
  });
}

export function storeSigninDashboard(ctx: Ctx): DashboardData {
  const f = frameOf(ctx);
  const storeCheckIns = (p: Period) => ctx.state.marketing.checkIns.where('kind', 'store').filter((r) => within(r.created_at, p));
  const figures = (orders: readonly SigninOrder[], checkIns: readonly CheckIn[]): Figures => ({
    store_amount: orders.reduce((s, o) => s + paidCents(o), 0),
    store_orders: orders.length,
    store_check_ins: checkIns.length,
    active_stores: new Set([...orders.map((o) => o.store_id), ...checkIns.map((r) => r.store_id)]).size,
  });
  const orders = ordersIn(ctx, f.period).store;
  const checkIns = storeCheckIns(f.period);
  const units: Record<string, Unit> = { store_amount: 'money', store_orders: 'count', store_check_ins: 'count', active_stores: 'count' };
  type Event = { created_at: string; order?: SigninOrder; checkIn?: CheckIn };
  const events: Event[] = [...orders.map((order) => ({ created_at: order.created_at, order })), ...checkIns.map((checkIn) => ({ created_at: checkIn.created_at, checkIn }))];
  return answer(f, {
    kpis: kpis(units, figures(orders, checkIns), figures(ordersIn(ctx, f.previous).store, storeCheckIns(f.previous))),
    trend: trendOf(f.period, events, [{ key: 'store_amount', unit: 'money' }, { key: 'store_check_ins', unit: 'count' }], (e, key) =>
      key === 'store_amount' ? (e.order ? paidCents(e.order) : 0) : e.checkIn ? 1 : 0,
    ),
    breakdowns: [breakdownOf('store_amount_by_package', 'money', orders, (o) => o.package, SIGNIN_PACKAGE.options, paidCents)],
    rankings: [
      rankingOf('top_signin_stores', [{ key: 'store_amount', unit: 'money' }, { key: 'store_orders', unit: 'count' }, { key: 'store_check_ins', unit: 'count' }], events, (e) => {
        const store = e.order ?? e.checkIn;
        if (!store || store.store_id === null) return null;
        const values: Figures = e.order ? { store_amount: paidCents(e.order), store_orders: 1 } : { store_check_ins: 1 };
        return { id: store.store_id, name: store.store_name, values };
      }),
    ],
  });
}

export function serveSigninStats(router: Router): void {
  router.on(marketingEndpoints.checkInStats, checkInDashboard);
  router.on(marketingEndpoints.signinOrderStats, signinOrderDashboard);
  router.on(marketingEndpoints.signinPerformanceStats, signinPerformanceDashboard);
  router.on(marketingEndpoints.storeSigninStats, storeSigninDashboard);
}
