/**
 * The work part of `/home`, per role (docs/homes.md): the queues a person may open with the age of their oldest
 * record, the finance clerk's money to pay out, and a merchant's money. The upstream picks the sections from the
 * caller: queues from the list labels it holds, the finance section for the finance role, the money section for a
 * merchant account (its own shop only).
 */
import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { dateTime } from './list.ts';
import { kpi } from './stats.ts';
import { PAYOUT_METHOD, PAYOUT_STATUS } from './resources/stores/payouts.ts';
import { LOW_STOCK } from './resources/goods.ts';
import { money } from './resources/common.ts';

/** The platform's queues (an operator's and an administrator's), then a merchant's own. */
export const QUEUE_KEYS = ['unshipped_48h', 'unshipped_24h', 'after_sales', 'goods_review', 'to_ship', 'low_stock'] as const;
export type QueueKey = (typeof QUEUE_KEYS)[number];
export const PLATFORM_QUEUES: readonly QueueKey[] = ['unshipped_48h', 'unshipped_24h', 'after_sales', 'goods_review'];
export const MERCHANT_QUEUES: readonly QueueKey[] = ['to_ship', 'after_sales', 'low_stock'];

const HOUR_MS = 3_600_000;

/**
 * Where each queue's records are listed, and the list's URL query that shows exactly the records it counts at `clock`
 * (the upstream's now, `YYYY-MM-DD HH:mm:ss`), on top of the screen's own fixed filters (the shipments screen shows
 * orders to ship; the after-sales screen leaves in-store ones out): a queue's count is that list's total. An order's
 * age is from when it was placed, the order list's date filter.
 */
export const QUEUE_LISTS: Record<QueueKey, { route: string; label: string; query(clock: string): Record<string, string> }> = {
  unshipped_48h: { route: '/shipments/shipments', label: 'shipments_list', query: (clock) => ({ end_time: hoursBefore(clock, 48) }) },
  unshipped_24h: { route: '/shipments/shipments', label: 'shipments_list', query: (clock) => ({ end_time: hoursBefore(clock, 24) }) },
  to_ship: { route: '/shipments/shipments', label: 'shipments_list', query: () => ({}) },
  after_sales: { route: '/afterSale/index', label: 'afterSale_index', query: () => ({ tab: 'applied' }) },
  goods_review: { route: '/other/auth', label: 'goods_auth', query: () => ({ tab: 'pending' }) },
  low_stock: { route: '/goods/index', label: 'goods_list', query: () => ({ tab: 'low_stock' }) },
};
export { LOW_STOCK };

/** `YYYY-MM-DD HH:mm:ss` some hours before another, both in the contract's time zone (China time, no summer time). */
export function hoursBefore(clock: string, hours: number): string {
  const at = new Date(`${clock.replace(' ', 'T')}Z`).getTime() - hours * HOUR_MS;
  return new Date(at).toISOString().slice(0, 19).replace('T', ' ');
}

export const queue = z.object({
  key: z.enum(QUEUE_KEYS),
  count: z.number().int().min(0),
  /** When the oldest record of the queue came in (placed, applied, submitted); null when the queue is empty. */
  oldest_at: dateTime.nullable(),
});
export type Queue = z.infer<typeof queue>;

const countAmount = z.object({ count: z.number().int().min(0), amount: money });

export const financeWork = z.object({
  /** Store payouts approved and waiting for the transfer, by channel (bank, Alipay, WeChat). */
  payouts_to_make: z.array(countAmount.extend({ method: PAYOUT_METHOD.schema })),
  /** Members' withdrawals whose transfer failed, to retry. */
  failed_payouts: countAmount,
  /** Withdrawals waiting for review (members' withdrawals in review, store payouts pending) and the oldest's time. */
  withdrawals_waiting: z.array(countAmount.extend({ key: z.enum(['member_withdrawals', 'store_payouts']), oldest_at: dateTime.nullable() })),
  /**
   * Money in (paid orders' sales) and out (withdrawals paid, store payouts transferred, after-sales refunded), today
   * so far against yesterday up to the same time.
   */
  kpis: z.array(kpi),
});
export type FinanceWork = z.infer<typeof financeWork>;

export const merchantMoney = z.object({
  /** What the platform holds for the shop: the sum of its ledger (settled bills less payouts asked for). */
  balance: money,
  /** The oldest bill not settled yet, and the day it settles on (a week after its period closes); null when none. */
  next_settlement: z
    .object({ bill_no: z.string(), period_start: dateTime, period_end: dateTime, net_amount: money, settles_on: z.string() })
    .nullable(),
  /** The shop's newest payouts, newest first (at most 5). */
  recent_payouts: z.array(
    z.object({ payout_no: z.string(), amount: money, method: PAYOUT_METHOD.schema, status: PAYOUT_STATUS.schema, created_at: dateTime, transferred_at: dateTime.nullable() }),
  ),
});
export type MerchantMoney = z.infer<typeof merchantMoney>;

export const homeWorkData = z.object({
  /** The upstream's now: every age and "today so far" is counted to it. */
  as_of: dateTime,
  /** Oldest first; only the queues whose list the caller may open. */
  queues: z.array(queue),
  finance: financeWork.nullable(),
  money: merchantMoney.nullable(),
});
export type HomeWorkData = z.infer<typeof homeWorkData>;

export const homeWork = endpoint({
  method: 'GET',
  path: '/api/v2/seller/stats/work',
  auth: 'token',
  response: homeWorkData,
  summary: { zh: '首页：各角色的待办队列与资金', en: 'Home: each role’s queues and money' },
});
