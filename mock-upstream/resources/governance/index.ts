/** The mock's handlers of the governance screens' resources. */
import type { Router } from '../../router.ts';
import { serveAdminUsers } from './adminUsers.ts';
import { serveHomeModules } from './homeModules.ts';
import { servePermissions } from './permissions.ts';
import { serveReferralRewards } from './referralRewards.ts';

export function serveGovernanceArea(router: Router): void {
  servePermissions(router);
  serveAdminUsers(router);
  serveHomeModules(router);
  serveReferralRewards(router);
}
