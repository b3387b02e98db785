/** The mock's handlers of the marketing screens' resources. */
import type { Router } from '../../router.ts';
import { serveCampaignResources } from './campaigns.ts';
import { serveCouponResources } from './coupons.ts';
import { serveRecordResources } from './records.ts';
import { serveSigninStats } from './stats.ts';

export function serveMarketingArea(router: Router): void {
  serveCouponResources(router);
  serveCampaignResources(router);
  serveRecordResources(router);
  serveSigninStats(router);
}
