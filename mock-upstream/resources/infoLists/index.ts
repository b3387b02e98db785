/** The mock's handlers of the infoLists screens' resources. */
import type { Router } from '../../router.ts';
import { serveBanners } from './banners.ts';
import { serveCampaigns } from './campaigns.ts';
import { serveClasses } from './classes.ts';
import { serveFreight } from './freight.ts';
import { serveLogs } from './logs.ts';
import { serveRequests } from './requests.ts';
import { serveStaff } from './staff.ts';

export function serveInfoListsArea(router: Router): void {
  serveBanners(router);
  serveLogs(router);
  serveClasses(router);
  serveFreight(router);
  serveRequests(router);
  serveStaff(router);
  serveCampaigns(router);
}
