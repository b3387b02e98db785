import { RESOURCE_ENDPOINTS, RESOURCES } from '../../../contract/index.ts';
import type { ReferralReward } from '../../../contract/resources/governance/referralRewards.ts';
import { serveResource } from '../../engine/resource.ts';
import { Fail, MESSAGES } from '../../messages.ts';
import type { Router } from '../../router.ts';
import { now } from '../../time.ts';

/** A rule must reward something; the create schema checks it, an update is checked against the merged rule. */
function checkRewards(rule: Pick<ReferralReward, 'rate_percent' | 'amount'>): void {
  if (rule.rate_percent === 0 && Number(rule.amount) === 0) throw new Fail(MESSAGES.rewardNothing);
}

export function serveReferralRewards(router: Router): void {
  serveResource<ReferralReward>(router, RESOURCES.referralRewards, RESOURCE_ENDPOINTS.referralRewards, {
    table: (s) => s.referralRewards,
    create: (input) => ({ ...input, enabled: true, updated_at: now() }),
    update: (row, input) => {
      checkRewards({ ...row, ...input });
      return { ...input, updated_at: now() };
    },
    actions: { enable: () => ({ updated_at: now() }), disable: () => ({ updated_at: now() }) },
  });
}
