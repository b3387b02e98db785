/** The mock's handlers of the stores screens' resources. */
import type { Router } from '../../router.ts';
import { serveGuideSteps } from './guides.ts';
import { serveMerchantViews } from './merchantViews.ts';
import { serveOffline } from './offline.ts';
import { servePayouts } from './payouts.ts';
import { serveStoreChanges } from './storeChanges.ts';

export function serveStoresArea(router: Router): void {
  serveMerchantViews(router);
  serveStoreChanges(router);
  servePayouts(router);
  serveGuideSteps(router);
  serveOffline(router);
}
