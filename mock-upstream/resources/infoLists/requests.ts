/** Feedback and account cancellation: decisions by an operator, who is recorded with the time. */
import { RESOURCE_ENDPOINTS, RESOURCES } from '../../../contract/index.ts';
import type { Cancellation, Feedback } from '../../../contract/resources/infoLists/requests.ts';
import { serveResource } from '../../engine/resource.ts';
import { Fail, MESSAGES } from '../../messages.ts';
import type { Ctx, Router } from '../../router.ts';
import { now } from '../../time.ts';

const handled = (ctx: Ctx) => ({ handled_by: ctx.caller?.user.name ?? '', handled_at: now() });

export function serveRequests(router: Router): void {
  serveResource<Feedback>(router, RESOURCES.feedback, RESOURCE_ENDPOINTS.feedback, {
    table: (s) => s.infoLists.feedback,
    actions: {
      approve: (_row, _body, ctx) => handled(ctx),
      reject: (_row, body, ctx) => ({ ...handled(ctx), reason: body.reason }),
    },
  });

  serveResource<Cancellation>(router, RESOURCES.accountCancellations, RESOURCE_ENDPOINTS.accountCancellations, {
    table: (s) => s.infoLists.cancellations,
    // the balance shown is the member's balance now, which is what the decision depends on
    view: (row, ctx) => ({ ...row, balance: ctx.state.members.get(row.member_id)?.balance ?? row.balance }),
    actions: {
      approve(row, _body, ctx) {
        const balance = ctx.state.members.get(row.member_id)?.balance ?? '0.00';
        if (balance !== '0.00') throw new Fail(MESSAGES.infoListsCancelHasBalance, { balance });
        return { ...handled(ctx), balance };
      },
      reject: (_row, body, ctx) => ({ ...handled(ctx), reason: body.reason }),
    },
  });
}
