/** Managers and operators: one staff table by `role`; a phone number belongs to one person. */
import { RESOURCE_ENDPOINTS, RESOURCES } from '../../../contract/index.ts';
import type { Staff } from '../../../contract/resources/infoLists/staff.ts';
import { serveResource } from '../../engine/resource.ts';
import { Fail, MESSAGES } from '../../messages.ts';
import type { Ctx, Router } from '../../router.ts';
import { now } from '../../time.ts';

function checkMobile(ctx: Ctx, mobile: string, self?: number): void {
  if (ctx.state.infoLists.staff.all().some((s) => s.mobile === mobile && s.id !== self)) throw new Fail(MESSAGES.infoListsMobileTaken, { mobile });
}

export function serveStaff(router: Router): void {
  for (const [name, role] of [['managers', 'manager'], ['operators', 'operator']] as const) {
    const def = RESOURCES[name];
    serveResource<Staff>(router, def, RESOURCE_ENDPOINTS[name], {
      table: (s) => s.infoLists.staff,
      scope: () => [{ kind: 'eq', field: 'role', value: role }],
      create(input, ctx) {
        checkMobile(ctx, input.mobile);
        return { ...input, role, workload: 0, monthly_sales: '0.00', status: 'active', joined_at: now() };
      },
      update(row, input, ctx) {
        if (input.mobile) checkMobile(ctx, input.mobile, row.id);
        return input;
      },
    });
  }
}
