import { RESOURCE_ENDPOINTS, RESOURCES } from '../../../contract/index.ts';
import { REWARDS_SOMETHING, type ReferralReward } from '../../../contract/resources/governance/referralRewards.ts';
import { checkRule, serveResource } from '../../engine/resource.ts';
import type { Router } from '../../router.ts';
import { now } from '../../time.ts';

export function serveReferralRewards(router: Router): void {
  serveResource<ReferralReward>(router, RESOURCES.referralRewards, RESOURCE_ENDPOINTS.referralRewards, {
    table: (s) => s.referralRewards,
    create: (input) => ({ ...input, enabled: true, updated_at: now() }),
    update: (row, input) => {
      // a rule must reward something; the schema checks an edit carrying both the rate and the amount
      checkRule(REWARDS_SOMETHING, { ...row, ...input });
      return { ...input, updated_at: now() };
    },
    actions: { enable: () => ({ updated_at: now() }), disable: () => ({ updated_at: now() }) },
  });
}
