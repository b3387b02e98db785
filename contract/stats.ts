/**
 * The dashboards' statistics: `/home` and the three data-centre screens. The upstream computes every figure from the
 * same records its lists serve, over orders *placed* in the period (the lists' date filter is on `created_at`), so a
 * dashboard figure equals what the matching list shows for the same dates:
 * - sales: the sum of `total` over paid orders (status to ship, shipped, completed or refunding);
 * - orders: their count; buyers: their distinct members.
 * Each KPI comes with its value over the previous period of the same length, ending where this one starts.
 */
import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { dateTime } from './list.ts';
import { format } from './formats.ts';

/** Order states that mean the order was paid (to pay and closed ones never were). */
export const PAID_ORDER_STATES = ['to_ship', 'shipped', 'completed', 'refunding'] as const;

/** The longest period a dashboard may ask for. */
export const MAX_STATS_DAYS = 366;

/** `YYYY-MM-DD`. */
export const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, format('day'));

export const statsQuery = z.object({
  /** Both or neither; neither: the 7 days ending today. */
  start_time: dateTime.optional(),
  end_time: dateTime.optional(),
});
export type StatsQuery = z.infer<typeof statsQuery>;

/** How a figure is shown: money ("1234.50", shown as ¥1,234.50) or a whole number. */
export const UNIT = z.enum(['money', 'count']);
export type Unit = z.infer<typeof UNIT>;

/**
 * A KPI. `value` and `previous` are decimal strings: money with two places, counts as integers ("1234"), so sums
 * stay exact. `change` is the change against `previous` in percent, one decimal; null when `previous` is zero.
 */
export const kpi = z.object({
  key: z.string(),
  unit: UNIT,
  value: z.string(),
  previous: z.string(),
  change: z.number().nullable(),
});
export type Kpi = z.infer<typeof kpi>;

/** A time series: one point per hour (a one-day period) or per day; `values[series]` as in `kpi.value`. */
export const trend = z.object({
  bucket: z.enum(['hour', 'day']),
  /**
   * Set when the last point is still running (today, or this hour): its figure is counted up to this time, the
   * upstream's now, so a chart shows it as so far rather than as a drop. There is no point after it.
   */
  so_far: dateTime.optional(),
  series: z.array(z.object({ key: z.string(), unit: UNIT })),
  points: z.array(z.object({ at: z.string(), values: z.record(z.string(), z.string()) })),
});
export type Trend = z.infer<typeof trend>;

const text = z.object({ zh: z.string(), en: z.string() });

/** Shares of one figure by one dimension (pay method, order type, category, region), largest first. */
export const breakdown = z.object({
  key: z.string(),
  unit: UNIT,
  items: z.array(z.object({ key: z.string(), label: text, value: z.string() })),
});
export type Breakdown = z.infer<typeof breakdown>;

/** The top rows by the first column (top goods, top stores). */
export const ranking = z.object({
  key: z.string(),
  columns: z.array(z.object({ key: z.string(), unit: UNIT })),
  rows: z.array(z.object({ id: z.number().int(), name: z.string(), values: z.record(z.string(), z.string()) })),
});
export type Ranking = z.infer<typeof ranking>;

/** What a data-centre screen shows for a period. */
export const dashboardData = z.object({
  /** The data's current day (the days of the date shortcuts count from it). */
  today: day,
  start_time: dateTime,
  end_time: dateTime,
  previous_start: dateTime,
  previous_end: dateTime,
  /**
   * Set when the period runs past the upstream's now: the figures are counted up to it (`end_time` is it), and the
   * previous period's up to the same point (the same time of day for whole days).
   */
  as_of: dateTime.optional(),
  kpis: z.array(kpi),
  trend,
  breakdowns: z.array(breakdown),
  rankings: z.array(ranking),
});
export type DashboardData = z.infer<typeof dashboardData>;

/** The to-do counts of `/home`. */
export const TODO_KEYS = ['to_ship', 'refunds', 'withdrawals', 'goods_review', 'merchant_review'] as const;
export type TodoKey = (typeof TODO_KEYS)[number];

/**
 * Where each to-do count comes from and leads to: the list route (whose label the caller must hold for the count to
 * be computed or shown), the records it counts (`where`, as that list's fixed filters and tab select them) and the
 * list's URL query that opens the same rows (`tab` is the key of the resource's status tab).
 */
export const TODO_LISTS: Record<TodoKey, { route: string; label: string; where: Record<string, string | boolean>; link: Record<string, string> }> = {
  to_ship: { route: '/shipments/shipments', label: 'shipments_list', where: { status: 'to_ship' }, link: {} },
  refunds: {
    route: '/afterSale/index',
    label: 'afterSale_index',
    where: { status: 'applied', in_store: false },
    link: { tab: 'applied' },
  },
  withdrawals: {
    route: '/withDraw/index',
    label: 'withDraw_index',
    where: { status: 'in_review' },
    link: { tab: 'in_review' },
  },
  goods_review: { route: '/other/auth', label: 'goods_auth', where: { audit_state: 'pending' }, link: { tab: 'pending' } },
  merchant_review: { route: '/store/check', label: 'store_check', where: { status: 'pending' }, link: { tab: 'pending' } },
};

export const homeQuery = z.object({
  /** Comma-separated to-do keys the console will show (the routes the role may open); none: no to-do counts. */
  todo: z
    .string()
    .optional()
    .transform((v) => (v ? v.split(',').filter(Boolean) : []))
    .pipe(z.array(z.enum(TODO_KEYS)).max(TODO_KEYS.length)),
});

export const homeData = z.object({
  today: day,
  /** The upstream's now: today's figures are counted up to it, yesterday's up to the same time of day. */
  as_of: dateTime,
  /** Today so far against yesterday up to the same time. */
  kpis: z.array(kpi),
  todo: z.array(z.object({ key: z.enum(TODO_KEYS), count: z.number().int().min(0) })),
  /** The 30 days ending today, its last point today so far (`so_far`). */
  trend,
});
export type HomeData = z.infer<typeof homeData>;

export const homeStats = endpoint({
  method: 'GET',
  path: '/api/v2/seller/stats/home',
  auth: 'token',
  query: homeQuery,
  response: homeData,
  summary: { zh: '首页：今日数据、待办、30 天趋势', en: 'Home: today, to-do counts, 30-day trend' },
});

export const tradeStats = endpoint({
  method: 'GET',
  path: '/api/v2/seller/stats/trade',
  auth: 'token',
  permission: 'datacenter_tradinfo',
  query: statsQuery,
  response: dashboardData,
  summary: { zh: '交易数据', en: 'Trade data' },
});

export const goodsStats = endpoint({
  method: 'GET',
  path: '/api/v2/seller/stats/goods',
  auth: 'token',
  permission: 'datacenter_goodsinfo',
  query: statsQuery,
  response: dashboardData,
  summary: { zh: '商品数据', en: 'Goods data' },
});

export const storeStats = endpoint({
  method: 'GET',
  path: '/api/v2/seller/stats/store',
  auth: 'token',
  permission: 'datacenter_storeinfo',
  query: statsQuery,
  response: dashboardData,
  summary: { zh: '店铺数据', en: 'Store data' },
});
