import { RESOURCE_ENDPOINTS, RESOURCES } from '../../contract/index.ts';
import { revealWithdrawalAccount } from '../../contract/payee.ts';
import type { StoredWithdrawal } from '../data/money/payees.ts';
import { serveResource } from '../engine/resource.ts';
import { Fail, MESSAGES } from '../messages.ts';
import { cents } from '../random.ts';
import type { Ctx, Router } from '../router.ts';
import { now } from '../time.ts';
import { postLedger } from './members.ts';

/** The person acting, as a record names who decided or paid (docs/money.md, "Who did it"). */
const actor = (ctx: Ctx) => ctx.caller?.user.name ?? null;

/** A card's number in groups of four, as a clerk types it into the bank's transfer; a phone as it is. */
function grouped(accountNo: string): string {
  return /^\d{12,}$/.test(accountNo) ? accountNo.replace(/(\d{4})(?=\d)/g, '$1 ') : accountNo;
}

export function serveWithdrawals(router: Router): void {
  serveResource<StoredWithdrawal>(router, RESOURCES.withdrawals, RESOURCE_ENDPOINTS.withdrawals, {
    table: (s) => s.withdrawals,
    // every answer leaves the full account number out: only the logged reveal below gives it
    view: ({ account_no: _secret, ...shown }) => shown,
    actions: {
      approve: (_row, _body, ctx) => ({ reviewed_at: now(), reviewed_by: actor(ctx) }),
      reject: (row, body, ctx) => {
        // The money went out of the balance when the member applied: a rejection returns it.
        postLedger(ctx.state, ctx.state.members.get(row.member_id)!, {
          type: 'refund',
          amountCents: cents(row.amount),
          remark: `提现驳回退回 ${row.withdraw_no}`,
        });
        return { reason: body.reason, reviewed_at: now(), reviewed_by: actor(ctx) };
      },
      mark_paid: (_row, body, ctx) => ({ proof: body.proof, paid_at: now(), paid_by: actor(ctx), reason: '' }),
      fail: (_row, body) => ({ reason: body.reason }),
      retry: () => ({ reason: '' }),
    },
  });
  // logged with who and when by the router (contract/loggedRecords.ts), the number itself never
  router.on(revealWithdrawalAccount, (ctx) => {
    const row = ctx.state.withdrawals.get(Number(ctx.params.id));
    if (!row) throw new Fail(MESSAGES.recordNotFound, { resource: RESOURCES.withdrawals.title, id: String(ctx.params.id) });
    return { account: grouped(row.account_no) };
  });
}
