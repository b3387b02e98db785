import { RESOURCE_ENDPOINTS, RESOURCES } from '../../contract/index.ts';
import type { Withdrawal } from '../../contract/resources/withdrawals.ts';
import { serveResource } from '../engine/resource.ts';
import { cents } from '../random.ts';
import type { Router } from '../router.ts';
import { now } from '../time.ts';
import { postLedger } from './members.ts';

export function serveWithdrawals(router: Router): void {
  serveResource<Withdrawal>(router, RESOURCES.withdrawals, RESOURCE_ENDPOINTS.withdrawals, {
    table: (s) => s.withdrawals,
    actions: {
      approve: () => ({ reviewed_at: now() }),
      reject: (row, body, ctx) => {
        // The money went out of the balance when the member applied: a rejection returns it.
        postLedger(ctx.state, ctx.state.members.get(row.member_id)!, {
          type: 'refund',
          amountCents: cents(row.amount),
          remark: `提现驳回退回 ${row.withdraw_no}`,
        });
        return { reason: body.reason, reviewed_at: now() };
      },
      mark_paid: (_row, body) => ({ proof: body.proof, paid_at: now(), reason: '' }),
      fail: (_row, body) => ({ reason: body.reason }),
      retry: () => ({ reason: '' }),
    },
  });
}
