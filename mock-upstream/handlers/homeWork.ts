/**
 * `/home`'s work sections (contract/homeWork.ts, docs/homes.md): each queue counts what its list shows under the
 * queue's list query at the upstream's clock, so a card's count is the list's total; the finance clerk's money to pay
 * out; a merchant's money, from its own ledger, bills and payouts.
 */
import {
  type FinanceWork,
  type HomeWorkData,
  homeWork,
  LOW_STOCK,
  MERCHANT_QUEUES,
  type MerchantMoney,
  PLATFORM_QUEUES,
  type Queue,
  QUEUE_LISTS,
  type QueueKey,
} from '../../contract/homeWork.ts';
import { PAYOUT_METHOD } from '../../contract/resources/stores/payouts.ts';
import { cents, money } from '../random.ts';
import type { Ctx, Router } from '../router.ts';
import { merchantBalanceCents } from '../resources/stores/ledger.ts';
import { formatTime, parseTime } from '../time.ts';
import { kpiOf, orderFigures, paidOrders, scoped, within } from './statsFigures.ts';
import { comparedAt, dayEnd, dayStart, type Period } from './statsPeriod.ts';

type Caller = Pick<Ctx, 'caller' | 'state'>;
const DAY_MS = 86_400_000;
const RECENT_PAYOUTS = 5;

/** The records a queue counts, each with the time it came in (its age starts there). */
function queueRows(ctx: Caller, key: QueueKey, clock: string): { at: string }[] {
  const { end_time: placedBy } = QUEUE_LISTS[key].query(clock);
  switch (key) {
    case 'unshipped_48h':
    case 'unshipped_24h':
    case 'to_ship':
      return scoped(ctx, ctx.state.orders, 'merchant_id')
        .filter((o) => o.status === 'to_ship' && (placedBy === undefined || o.created_at <= placedBy))
        .map((o) => ({ at: o.created_at }));
    case 'after_sales':
      return scoped(ctx, ctx.state.afterSales, 'merchant_id')
        .filter((a) => a.status === 'applied' && !a.in_store)
        .map((a) => ({ at: a.created_at }));
    case 'goods_review':
      return scoped(ctx, ctx.state.goods, 'merchant_id')
        .filter((g) => g.audit_state === 'pending')
        .map((g) => ({ at: g.created_at }));
    case 'low_stock':
      return scoped(ctx, ctx.state.goods, 'merchant_id')
        .filter((g) => g.state === 'on_sale' && g.stock <= LOW_STOCK)
        .map((g) => ({ at: g.created_at }));
  }
}

function oldest(rows: readonly { at: string }[]): string | null {
  return rows.reduce<string | null>((min, r) => (min === null || r.at < min ? r.at : min), null);
}

/** The caller's queues (those whose list it may open), the oldest first; empty ones last. */
export function queuesOf(ctx: Caller, clock: string): Queue[] {
  const keys = ctx.caller?.user.merchant_id === undefined ? PLATFORM_QUEUES : MERCHANT_QUEUES;
  const queues = keys
    .filter((key) => ctx.caller?.labels.has(QUEUE_LISTS[key].label))
    .map((key) => {
      const rows = queueRows(ctx, key, clock);
      return { key, count: rows.length, oldest_at: oldest(rows) };
    });
  return queues.sort((a, b) => (a.oldest_at ?? '9').localeCompare(b.oldest_at ?? '9'));
}

const sumCents = (rows: readonly { amount: string }[]) => rows.reduce((s, r) => s + cents(r.amount), 0);
const countAmount = (rows: readonly { amount: string }[]) => ({ count: rows.length, amount: money(sumCents(rows)) });

/** The finance clerk's section: what to pay, what failed, what waits, and money in and out today so far. */
export function financeOf(ctx: Caller, clock: string): FinanceWork {
  const { state } = ctx;
  const payouts = state.stores.payouts.all();
  const withdrawals = state.withdrawals.all();
  const toTransfer = payouts.filter((p) => p.status === 'to_transfer');
  const inReview = withdrawals.filter((w) => w.status === 'in_review');
  const pending = payouts.filter((p) => p.status === 'pending');
  const today = clock.slice(0, 10);
  const { period, previous } = comparedAt({ start: dayStart(today), end: dayEnd(today) }, clock);
  const moneyOut = (p: Period) =>
    sumCents(withdrawals.filter((w) => w.status === 'paid' && w.paid_at !== null && within(w.paid_at, p))) +
    sumCents(payouts.filter((o) => o.status === 'transferred' && o.transferred_at !== null && within(o.transferred_at, p))) +
    state.afterSales
      .all()
      .filter((a) => a.refunded_at !== null && within(a.refunded_at, p))
      .reduce((s, a) => s + cents(a.refund_amount), 0);
  return {
    payouts_to_make: PAYOUT_METHOD.values.map((method) => ({ method, ...countAmount(toTransfer.filter((p) => p.method === method)) })),
    failed_payouts: countAmount(withdrawals.filter((w) => w.status === 'failed')),
    withdrawals_waiting: [
      { key: 'member_withdrawals', ...countAmount(inReview), oldest_at: oldest(inReview.map((w) => ({ at: w.created_at }))) },
      { key: 'store_payouts', ...countAmount(pending), oldest_at: oldest(pending.map((p) => ({ at: p.created_at }))) },
    ],
    kpis: [
      kpiOf('money_in', 'money', orderFigures(paidOrders(ctx, period)).sales, orderFigures(paidOrders(ctx, previous)).sales),
      kpiOf('money_out', 'money', moneyOut(period), moneyOut(previous)),
    ],
  };
}

/** A merchant's money: its balance, its oldest unsettled bill, its newest payouts. */
export function merchantMoneyOf(ctx: Caller, merchantId: number): MerchantMoney {
  const { stores } = ctx.state;
  const unsettled = stores.bills
    .where('merchant_id', merchantId)
    .filter((b) => b.status === 'unsettled')
    .sort((a, b) => a.period_end.localeCompare(b.period_end));
  const next = unsettled[0];
  const payouts = stores.payouts
    .where('merchant_id', merchantId)
    .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id)
    .slice(0, RECENT_PAYOUTS);
  return {
    balance: money(merchantBalanceCents(ctx.state, merchantId)),
    next_settlement: next
      ? {
          bill_no: next.bill_no,
          period_start: next.period_start,
          period_end: next.period_end,
          net_amount: next.net_amount,
          // a bill settles a week after its period closes (the seed's and the platform's rule)
          settles_on: formatTime(parseTime(next.period_end) + 1000 + 7 * DAY_MS).slice(0, 10),
        }
      : null,
    recent_payouts: payouts.map(({ payout_no, amount, method, status, created_at, transferred_at }) => ({ payout_no, amount, method, status, created_at, transferred_at })),
  };
}

export function homeWorkOf(ctx: Caller, clock: string): HomeWorkData {
  const user = ctx.caller?.user;
  return {
    as_of: clock,
    queues: queuesOf(ctx, clock),
    finance: user?.is_finance === 1 ? financeOf(ctx, clock) : null,
    money: user?.merchant_id !== undefined ? merchantMoneyOf(ctx, user.merchant_id) : null,
  };
}

export function serveHomeWork(router: Router, clockMs: (ctx: Ctx) => number): void {
  router.on(homeWork, (ctx) => homeWorkOf(ctx, formatTime(clockMs(ctx))));
}
