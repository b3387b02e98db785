/** The business resources of the marketing screens, by name (joined into the contract's RESOURCES). */
import type { ResourceDef } from '../../resource.ts';
import { flashSales, groupBuys } from './activities.ts';
import { allCheckIns, consumeCheckIns, punchChecks, signinOrders, storePunchChecks, storeSigninOrders, studyCheckIns } from './checkIn.ts';
import { couponClaims, coupons, newCoupons } from './coupons.ts';
import { jibeGoods, jibeWriteOffs, momentsPosts, momentsRewards } from './jibe.ts';
import { dScoreDraws, lotteryActivities, lotteryDraws, shopMarketing } from './lottery.ts';

export { marketingEndpoints } from './stats.ts';

export const marketingResources = {
  coupons,
  newCoupons,
  couponClaims,
  groupBuys,
  flashSales,
  lotteryActivities,
  lotteryDraws,
  dScoreDraws,
  shopMarketing,
  momentsPosts,
  momentsRewards,
  jibeGoods,
  jibeWriteOffs,
  consumeCheckIns,
  punchChecks,
  signinOrders,
  storePunchChecks,
  studyCheckIns,
  storeSigninOrders,
  allCheckIns,
} satisfies Record<string, ResourceDef>;
