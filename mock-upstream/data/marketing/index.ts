/**
 * Seeded demo data of the marketing screens (after the core tables: members, merchants, goods, orders). Drawn from
 * a PRNG of their own, so the other areas' seeded data is unchanged by anything here.
 */
import { MARKETING_SETTING_KEY } from '../../../contract/resources/marketing/settings.ts';
import { Random } from '../../random.ts';
import type { MockState } from '../../state.ts';
import { seedActivities } from './activities.ts';
import { seedCheckIns } from './checkIns.ts';
import { seedCoupons } from './coupons.ts';
import { seedJibe } from './jibe.ts';
import { seedLottery } from './lottery.ts';

export function seedMarketing(state: MockState, seed: number, endMs: number): void {
  const rnd = new Random(seed + 7_000_003);
  seedCoupons(state, rnd, endMs);
  seedActivities(state, rnd, endMs);
  seedLottery(state, rnd, endMs);
  seedJibe(state, rnd, endMs);
  seedCheckIns(state, rnd, endMs);
}

/** Default config keys of the marketing settings screens. */
export function marketingConfig(): Record<string, unknown> {
  return {
    [MARKETING_SETTING_KEY.lottery]: { enabled: true, daily_limit_per_member: 5, claim_days: 7, ship_days: 3, min_vip_level: 0, rules: '每次抽奖消耗相应积分，实物奖品请在 7 天内填写收货地址。' },
    [MARKETING_SETTING_KEY.consumeClock]: { enabled: true, min_order_amount: '29.00', reward_points: 10, streak_bonus_points: 50, window_start: '06:00', window_end: '22:00', rules: '当日消费满额后可打卡一次，连续 7 天额外奖励。' },
    [MARKETING_SETTING_KEY.jibeEarning]: { shells_per_yuan: 1, sign_in_shells: 5, share_shells: 10, daily_cap: 500 },
    [MARKETING_SETTING_KEY.jibeRules]: { enabled: true, expire_months: 12, write_off_days: 30, exchange_start: '09:00', exchange_end: '21:00', rules: '贝壳可在集贝专区兑换商品，兑换后凭核销码到店领取。' },
  };
}
