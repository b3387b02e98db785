/** The business resources of the stores screens, by name (joined into the contract's RESOURCES). */
import type { ResourceDef } from '../../resource.ts';
import { guideSteps } from './guides.ts';
import { newStores, recommendedStores, storeApplications } from './merchantViews.ts';
import {
  businessCircles,
  offlineGoods,
  offlineGoodsReview,
  offlineOrders,
  offlineServices,
  offlineStoreApplications,
  offlineStoreRecommend,
  offlineStores,
} from './offline.ts';
import { merchantLedger, storeBills, storePayouts } from './payouts.ts';
import { storeChanges } from './storeChanges.ts';

export * from './guides.ts';
export * from './merchantViews.ts';
export * from './offline.ts';
export * from './payouts.ts';
export * from './storeChanges.ts';

export const storesResources = {
  storeApplications,
  recommendedStores,
  newStores,
  storeChanges,
  storePayouts,
  merchantLedger,
  storeBills,
  guideSteps,
  offlineStores,
  offlineStoreApplications,
  offlineStoreRecommend,
  offlineServices,
  offlineGoods,
  offlineGoodsReview,
  offlineOrders,
  businessCircles,
} satisfies Record<string, ResourceDef>;
