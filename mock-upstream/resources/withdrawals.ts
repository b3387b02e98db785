import { RESOURCE_ENDPOINTS, RESOURCES } from '../../contract/index.ts';
import type { StoredWithdrawal } from '../data/money/payees.ts';
import { serveResource } from '../engine/resource.ts';
import { cents } from '../random.ts';
import type { Router } from '../router.ts';
import { now } from '../time.ts';
import { postLedger } from './members.ts';
import { actor, serveReveal } from './payees.ts';

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
  serveReveal(router, 'withdrawals', (s) => s.withdrawals, (row) => row.account_no);
}
