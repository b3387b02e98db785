/**
 * Partner withdrawals (D-score, merchants, offline merchants, earnings) and the withdrawals summary. A rejection
 * returns what left on applying: a D-score withdrawal's points, an earnings withdrawal's balance; a merchant's
 * settlement account is outside the member ledger.
 */
import { RESOURCE_ENDPOINTS, RESOURCES } from '../../../contract/index.ts';
import { PARTNER_WITHDRAW_RESOURCES, type PartnerWithdrawal } from '../../../contract/resources/money/partnerWithdrawals.ts';
import type { WithdrawSummary } from '../../../contract/resources/money/withdrawSummary.ts';
import type { Withdrawal } from '../../../contract/resources/withdrawals.ts';
import type { StoredPartnerWithdrawal } from '../../data/money/payees.ts';
import { serveResource } from '../../engine/resource.ts';
import { merchantScope } from '../scope.ts';
import { cents, money } from '../../random.ts';
import type { Ctx, Router } from '../../router.ts';
import type { MockState } from '../../state.ts';
import { clockMs, formatTime, now } from '../../time.ts';
import { postLedger } from '../members.ts';
import { actor, serveReveal } from '../payees.ts';
import { memberOf } from './people.ts';

/** Gives back what a rejected withdrawal took when it was applied for. */
function returnOnReject(state: MockState, row: PartnerWithdrawal): void {
  const remark = `提现驳回退回 ${row.withdraw_no}`;
  if (row.kind === 'd_score') postLedger(state, memberOf(state, row.applicant_id), { asset: 'points', type: 'refund', amountCents: row.score * 100, remark });
  if (row.kind === 'earning') postLedger(state, memberOf(state, row.applicant_id), { asset: 'balance', type: 'refund', amountCents: cents(row.amount), remark });
}

const ownShop = merchantScope('applicant_id');

export function servePartnerWithdrawals(router: Router): void {
  for (const [name, kind] of Object.entries(PARTNER_WITHDRAW_RESOURCES) as [keyof typeof PARTNER_WITHDRAW_RESOURCES, PartnerWithdrawal['kind']][]) {
    serveResource<StoredPartnerWithdrawal>(router, RESOURCES[name], RESOURCE_ENDPOINTS[name], {
      table: (s) => s.money.partnerWithdrawals,
      // a merchant's own withdrawals only: the applicant of a merchant's withdrawal is its shop
      scope: (ctx) => [{ kind: 'eq', field: 'kind', value: kind }, ...(kind === 'seller' ? ownShop(ctx) : [])],
      // every answer leaves the full account number out: only the kind's logged reveal gives it
      view: ({ account_no: _secret, ...shown }) => shown,
      actions: {
        approve: (_row, _body, ctx) => ({ reviewed_at: now(), reviewed_by: actor(ctx) }),
        reject: (row, body, ctx) => {
          returnOnReject(ctx.state, row);
          return { reason: body.reason, reviewed_at: now(), reviewed_by: actor(ctx) };
        },
        mark_paid: (_row, body, ctx) => ({ proof: body.proof, paid_at: now(), paid_by: actor(ctx), reason: '' }),
        fail: (_row, body) => ({ reason: body.reason }),
        retry: () => ({ reason: '' }),
      },
    });
    serveReveal(router, name, (s) => s.money.partnerWithdrawals, (row) => row.account_no, (row) => row.kind === kind);
  }
}

/** Counts and amounts (summed in cents) of the members' withdrawals waiting, to pay, failed, and paid today (`today`: YYYY-MM-DD on the upstream's clock). */
export function withdrawSummaryOf(rows: readonly Withdrawal[], today: string): WithdrawSummary {
  const sum = (list: readonly Withdrawal[]) => money(list.reduce((s, w) => s + cents(w.amount), 0));
  const by = (status: Withdrawal['status']) => rows.filter((w) => w.status === status);
  // paid on the clock's day, or later: a payment made during an anchored demo carries the real time, past the anchor
  const paidToday = by('paid').filter((w) => w.paid_at !== null && w.paid_at >= today);
  return {
    id: 1,
    pending_count: by('in_review').length,
    pending_amount: sum(by('in_review')),
    approved_count: by('approved').length,
    approved_amount: sum(by('approved')),
    paid_today_count: paidToday.length,
    paid_today_amount: sum(paidToday),
    failed_count: by('failed').length,
    failed_amount: sum(by('failed')),
  };
}

export function serveWithdrawSummary(router: Router): void {
  // "today" on the upstream's clock: an anchored demo's day, whatever the real date (time.ts, clockMs)
  const summary = (ctx: Ctx) => withdrawSummaryOf(ctx.state.withdrawals.all(), formatTime(clockMs(ctx.options.anchorDate, ctx.options.anchorTime)).slice(0, 10));
  router.on(RESOURCE_ENDPOINTS.withdrawSummary.list, (ctx) => {
    const q = ctx.query as { limit: number };
    return { list: [summary(ctx)], total: 1, page: 1, limit: q.limit };
  });
  router.on(RESOURCE_ENDPOINTS.withdrawSummary.get, (ctx) => summary(ctx));
}
