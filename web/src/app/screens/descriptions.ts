/**
 * Every described route: its path and the description of its screen, gathered from the areas. The app gathers them,
 * not the screens kit: the kit is given a route's description by the screen host (ScreenHost.tsx), and so knows
 * nothing of the areas. A variant is the same function, other arguments.
 */
import { ORDER_ROUTES, ZONE_ROUTES } from '../../screens/routes.ts';
import { afterSaleList } from '../../areas/trade/descriptions/afterSales.ts';
import { deliveryChangeReview, goodsList, goodsReview, upcomingList, zoneList } from '../../areas/trade/descriptions/goods.ts';
import { orderList, shipments, shippingSettings } from '../../areas/trade/descriptions/orders.ts';
import { commoditySearch, orderSearch } from '../../areas/trade/descriptions/lookups.ts';
import { pointsSystemSettings, settlementTemplateSettings } from '../../areas/settings/descriptions.ts';
import type { ScreenDescription } from '../../screens/descriptions/types.ts';
import { contentScreens } from '../../areas/content/descriptions/index.ts';
import { governanceScreens } from '../../areas/governance/descriptions/index.ts';
import { infoListScreens } from '../../areas/infoLists/descriptions/index.ts';
import { infoSettingScreens } from '../../areas/infoSettings/descriptions/index.ts';
import { marketingScreens } from '../../areas/marketing/descriptions/index.ts';
import { memberScreens } from '../../areas/members/descriptions/index.ts';
import { moneyScreens } from '../../areas/money/descriptions/index.ts';
import { storeScreens } from '../../areas/stores/descriptions/index.ts';

const BUILDERS: Record<string, () => ScreenDescription> = {
  '/goods/index': goodsList,
  // activity registration: merchants' goods applying for an activity, decided like any review
  '/goods/activityRegistration': () => goodsReview({ zone: 'activity' }),
  ...Object.fromEntries(Object.entries(ZONE_ROUTES).map(([path, zone]) => [path, () => zoneList(zone)])),
  '/other/auth': () => goodsReview(),
  // pre-review: regular goods before they may enter a zone
  '/other/preAuth': () => goodsReview({ zone: 'normal' }),
  '/other/allReturnGoods': () => goodsReview({ zone: 'full_return' }),
  '/other/authStore': deliveryChangeReview,
  '/other/expect': upcomingList,
  ...Object.fromEntries(Object.entries(ORDER_ROUTES).map(([path, type]) => [path, () => orderList(type)])),
  '/shipments/shipments': shipments,
  '/shipments/settings': shippingSettings,
  '/afterSale/index': () => afterSaleList(false),
  '/afterSale/storeAfterSale': () => afterSaleList(true),
  '/goods/systemSettings': pointsSystemSettings,
  '/batches/index': settlementTemplateSettings,
  '/order/searchOrder': orderSearch,
  '/batches/commoditySearch': commoditySearch,
  '/infoManagement/classify': () => ({ kind: 'tree', resource: 'productClass' }),
  ...moneyScreens,
  ...memberScreens,
  ...storeScreens,
  ...marketingScreens,
  ...infoSettingScreens,
  ...infoListScreens,
  ...contentScreens,
  ...governanceScreens,
};

const built = new Map<string, ScreenDescription>();

/** The description of a route's screen, built once; undefined for a route without one yet. */
export function descriptionOf(path: string): ScreenDescription | undefined {
  let desc = built.get(path);
  if (!desc && BUILDERS[path]) {
    desc = BUILDERS[path]();
    built.set(path, desc);
  }
  return desc;
}

/** Every described route: all the business routes but the data centre's dashboards (checked by a unit test). */
export const DESCRIBED_PATHS = Object.keys(BUILDERS);
