/** The described screens of merchants and stores, offline stores and shops, business communities. */
import type { ScreenDescription } from '../../../screens/descriptions/types.ts';
import { guideSteps, storeGuide } from './guides.ts';
import { newStoreList, storeChangeReview, storeCheckRecommend, storeList } from './merchants.ts';
import { merchantLedgerList, storeBills, storePayouts } from './money.ts';
import {
  businessCircleSettings,
  businessCircles,
  offlineGoodsManage,
  offlineGoodsReview,
  offlineOrders,
  offlineServices,
  offlineSettled,
  offlineStoreCheckRecommend,
  offlineStoreList,
} from './offline.ts';

export const storeScreens: Record<string, () => ScreenDescription> = {
  '/store/alllist': storeList,
  '/store/check': () => storeCheckRecommend('check'),
  '/store/recommend': () => storeCheckRecommend('recommend'),
  '/store/guide': storeGuide,
  '/store/newGuide': guideSteps,
  '/store/storeReview': storeChangeReview,
  '/store/storePayout': storePayouts,
  '/store/newStoreList': newStoreList,
  '/store/payoutList': merchantLedgerList,
  '/store/billList': storeBills,
  '/offlineStore/list': offlineStoreList,
  '/offlineStore/check': () => offlineStoreCheckRecommend('check'),
  '/offlineStore/recommend': () => offlineStoreCheckRecommend('recommend'),
  '/offlineStore/server': offlineServices,
  '/offlineShop/offline_settledConfig': offlineSettled,
  '/offlineShop/offline_goodsReview': offlineGoodsReview,
  '/offlineShop/offline_goodsManage': offlineGoodsManage,
  '/offlineShop/offline_orderManage': offlineOrders,
  '/businessCommunity/index': businessCircles,
  '/businessCommunity/businessSetting': businessCircleSettings,
};
