/** The mock's tables of the marketing screens, indexed on the fields their lists filter and scope by. */
import type { FlashSale, GroupBuy } from '../../../contract/resources/marketing/activities.ts';
import type { CheckIn, SigninOrder } from '../../../contract/resources/marketing/checkIn.ts';
import type { Coupon, CouponClaim } from '../../../contract/resources/marketing/coupons.ts';
import type { JibeGoods, MomentsPost, MomentsReward, WriteOff } from '../../../contract/resources/marketing/jibe.ts';
import type { Draw, Lottery, ShopMarketing } from '../../../contract/resources/marketing/lottery.ts';
import { Table } from '../../engine/table.ts';

export function marketingTables() {
  return {
    coupons: new Table<Coupon>(['audience', 'status', 'kind', 'scope']),
    couponClaims: new Table<CouponClaim>(['coupon_id', 'source', 'status']),
    groupBuys: new Table<GroupBuy>(['status']),
    flashSales: new Table<FlashSale>(['status', 'session']),
    lotteries: new Table<Lottery>(['status', 'currency']),
    draws: new Table<Draw>(['currency', 'delivery_state', 'prize_kind', 'won']),
    shopMarketing: new Table<ShopMarketing>(['status', 'kind']),
    momentsPosts: new Table<MomentsPost>(['status']),
    momentsRewards: new Table<MomentsReward>(['status']),
    jibeGoods: new Table<JibeGoods>(['on_shelf']),
    jibeWriteOffs: new Table<WriteOff>(['status']),
    /** Every check-in: daily, store, study and consume ones. */
    checkIns: new Table<CheckIn>(['kind', 'status']),
    signinOrders: new Table<SigninOrder>(['status', 'package']),
    storeSigninOrders: new Table<SigninOrder>(['status', 'package']),
  };
}
export type MarketingTables = ReturnType<typeof marketingTables>;
