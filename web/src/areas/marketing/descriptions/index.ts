/** The described screens of coupons, sections, lottery, group buy, Jibe, check-in and sign-in. */
import type { ScreenDescription } from '../../../screens/descriptions/types.ts';
import { flashSaleList, flashSaleSettings, groupBuyList, groupBuySettings } from './campaigns.ts';
import { allCheckIns, checkInReview, consumeCheckIns, consumeClockSettings, signinDashboard, signinOrderList, studyCheckIns } from './checkIn.ts';
import { couponIndex, newMemberCoupons } from './coupons.ts';
import { jibeEarning, jibeRules, jibeWriteOffs, jibeZone, momentsPosts, momentsRewards } from './jibe.ts';
import { drawList, dScoreDrawList, lotteryList, lotterySettings, shopMarketingReview } from './lottery.ts';

export const marketingScreens: Record<string, () => ScreenDescription> = {
  '/coupon/index': couponIndex,
  '/coupon/newCoupon': newMemberCoupons,
  '/marketingSection/groupBuying': groupBuyList,
  '/marketingSection/groupSetting': groupBuySettings,
  '/marketingSection/limitedTimeShop': flashSaleList,
  '/marketingSection/limitedTimeSetting': flashSaleSettings,
  '/lottery/lotteryRecord': drawList,
  '/lottery/dslotteryRecord': dScoreDrawList,
  '/lottery/shopMarketing': shopMarketingReview,
  '/lottery/activityList': lotteryList,
  '/lottery/globleSetting': lotterySettings,
  '/pyqyx/pyqAward': momentsRewards,
  '/pyqyx/putNews': momentsPosts,
  '/Jibe/JibeSpecial': jibeZone,
  '/Jibe/JibeWriteOff': jibeWriteOffs,
  '/Jibe/JibeConfiguration': jibeEarning,
  '/Jibe/JibeiSettings': jibeRules,
  '/consumeClock/consumeClockConfig': consumeClockSettings,
  '/consumeClock/consumeClockList': consumeCheckIns,
  '/signIn/punchCheck': () => checkInReview('punchChecks'),
  '/signIn/signinOrder': () => signinOrderList('signinOrders'),
  '/signIn/SignInData': signinDashboard,
  '/signIn/orderData': signinDashboard,
  '/signIn/performance': signinDashboard,
  '/signinSector/storePunchCheck': () => checkInReview('storePunchChecks'),
  '/signinSector/studyClockin': studyCheckIns,
  '/signinSector/storeOrderList': () => signinOrderList('storeSigninOrders'),
  '/signinSector/allList': allCheckIns,
  '/signinSector/storePerformance': signinDashboard,
};
