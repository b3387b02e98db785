/**
 * The routes the screens chunk describes, with the zone or order type each variant fixes. Type-only imports: the
 * registry reads this in the main bundle without pulling in the contract's schemas.
 */
import type { GOODS_ZONE } from '../../../contract/resources/goods.ts';
import type { OrderType } from '../../../contract/resources/orderTypes.ts';

type Zone = (typeof GOODS_ZONE.values)[number];

/** Goods zone routes and the zone each one fixes. */
export const ZONE_ROUTES: Record<string, Zone> = {
  '/goods/activeList': 'activity',
  '/goods/promotionGoods': 'promotion',
  '/goods/welfarePromotion': 'welfare',
  '/goods/gogoGoods': 'gogo',
  '/goods/wholesaleGoods': 'wholesale',
  '/goods/quanping': 'quanping',
  '/goods/purchasedGoods': 'purchased',
  '/goods/ElectricityReturn': 'electricity',
  '/goods/instalment': 'instalment',
  '/goods/povertyGoods': 'poverty',
  '/goods/liveGoods': 'live',
  '/goods/appreciation': 'appreciation',
  '/goods/Supplementary': 'supplementary',
  '/goods/tradeunionIncrement': 'tradeunion',
  '/goods/queuingGratis': 'gratis',
  '/goods/superlinkGoods': 'superlink',
  '/goods/newPeopleGoods': 'new_people',
  '/goods/withdrawGoods': 'withdraw',
  '/goods/repeatGoods': 'repeat',
  '/goods/returnGoods': 'full_return',
};

/** Order routes and the order type each one fixes. */
export const ORDER_ROUTES: Record<string, OrderType> = {
  '/order/index': 'normal',
  '/order/superLinkOrder': 'superlink',
  '/order/activityRegistrationOrder': 'activity',
  '/order/gratisOrder': 'gratis',
  '/order/gratisOutOrder': 'gratis_out',
  '/order/promotion': 'promotion',
  '/order/porder': 'wholesale',
  '/order/gorder': 'group',
  '/order/corder': 'seckill',
  '/order/newOrder': 'new_people',
  '/order/storeOrder': 'store',
  '/order/repayOrder': 'repay',
  '/order/shegouOrder': 'shegou',
  '/order/instalmentOrder': 'instalment',
  '/order/allRetuen': 'full_return',
  '/order/ElectricityOrder': 'electricity',
  '/order/dividendStockOrder': 'dividend_stock',
  '/order/bonusSharesOrder': 'bonus_shares',
  '/order/tradeunionOrder': 'tradeunion',
  '/order/workpointsUseOrder': 'workpoints',
  '/order/assortment': 'assortment',
  '/order/welfareOrder': 'welfare',
  '/order/activingOrder': 'activation',
  '/order/oneGoodsOrder': 'single',
  '/order/collectOrder': 'collect',
  '/order/returnGoodsOrder': 'return_exchange',
  '/order/optionalOrder': 'optional',
  '/order/preStoredOrder': 'prestored',
  '/order/InstallmentOrder': 'instalment_pay',
  '/order/withdrawOrder': 'withdraw',
  '/order/repeatGoodsOrder': 'repeat',
  '/order/jibeOrder': 'jibe',
};
