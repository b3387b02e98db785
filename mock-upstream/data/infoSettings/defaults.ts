/** The seeded values of the /infoManagement settings screens: what a new platform of this kind typically runs with. */
import type { InfoSettingName } from '../../../contract/resources/infoSettings/index.ts';

const seedFile = (kind: string, name: string) => `/api/v2/common/files/seed/${kind}/${name}.png`;
const RULES = '具体以平台公告为准，如有疑问请联系客服 400-800-1234。';

export const INFO_SETTING_DEFAULTS: Record<InfoSettingName, Record<string, unknown>> = {
  newHomeSet: {
    template: 'grid', theme_color: '#E4393C', search_placeholder: '搜索商品、店铺',
    show_banner: true, show_nav_icons: true, show_seckill: true, show_group_buy: true, show_recommend: true, recommend_count: 20,
    show_notice: true, notice_text: '新人注册即送 20 元无门槛券，每日签到领积分！',
  },
  growAdvance: {
    enabled: true, growth_per_yuan: 1, sign_in_growth: 5, review_growth: 10, valid_months: 12,
    levels: {
      vip1: { growth: 1000, discount: 98 },
      vip2: { growth: 5000, discount: 95 },
      vip3: { growth: 20000, discount: 92 },
      vip4: { growth: 50000, discount: 88 },
    },
    auto_downgrade: false,
  },
  growDividend: {
    enabled: true, pool_rate: 5, min_growth: 5000, shares: { vip2: 20, vip3: 30, vip4: 50 },
    cycle: 'monthly', settle_day: 1, payout_to: 'balance', rules: `每月1日按上月平台利润的5%计提分红池，按等级比例平分给达标会员。${RULES}`,
  },
  unionAdvance: {
    enabled: true,
    tiers: {
      leader: { direct_members: 10, team_sales: '50000.00', reward_rate: 1 },
      captain: { direct_members: 30, team_sales: '300000.00', reward_rate: 2 },
      chair: { direct_members: 100, team_sales: '1000000.00', reward_rate: 3.5 },
    },
    keep_months: 3, cycle: 'monthly', settle_day: 5, payout_to: 'balance',
  },
  bonusSet: {
    enabled: true, direct_rate: 10, indirect_rate: 5, team_pool_rate: 3, peer_rate: 1,
    monthly_cap: '20000.00', min_payout: '1.00', cycle: 'weekly', settle_day: 1, payout_to: 'balance',
  },
  propertySet: {
    points_per_yuan: 100, points_expire_months: 24, transfer_enabled: true, transfer_min: '1.00',
    fee_rate: 0.5, fee_min: '0.10', commission_freeze_days: 7, voucher_valid_days: 90,
  },
  marketingSet: {
    new_member_coupon: '20.00', new_member_coupon_days: 7, full_threshold: '199.00', full_reduction: '30.00',
    free_shipping: '99.00', share_commission_rate: 5, activity_start: '2026-11-01 00:00:00', activity_end: '2026-11-30 23:59:59',
  },
  videoSetting: {
    max_size_mb: 200, min_seconds: 5, max_seconds: 300, formats: 'mp4_mov', review_required: true, watermark: true,
    default_cover: seedFile('logo', '1'), view_reward_points: 2, daily_reward_cap: 10,
  },
  shopSetting: {
    open: true, start_time: '08:00', end_time: '22:00', closed_notice: '商城已打烊，明早 8:00 恢复营业，已下单商品照常发货。',
    unpaid_close_minutes: 30, auto_receive_days: 10, after_sale_days: 7, auto_review_days: 15, stock_deduct: 'on_pay',
  },
  rewardsPenalties: {
    good_review_points: 1, on_time_points: 1, ship_within_hours: 48, late_penalty: '5.00', fake_ship_penalty: '50.00',
    deposit_deduct_rate: 10, warn_points: 6, freeze_points: 12, freeze_days: 7,
  },
  read: {
    enabled: true, min_read_seconds: 30, reward_points: 5, daily_limit: 10, start_time: '06:00', end_time: '23:00',
    rules: `每篇文章阅读满30秒奖励5积分，每日最多10次。${RULES}`,
  },
  sign: {
    enabled: true, daily_points: 5, cycle_days: 30,
    streaks: { s1: { days: 3, points: 10 }, s2: { days: 7, points: 30 }, s3: { days: 15, points: 100 } },
    makeup_enabled: true, makeup_cost: 20, rules: `每日签到得5积分，连续签到3、7、15天额外奖励。${RULES}`,
  },
  home: {
    show_banner: true, show_nav_icons: true, show_seckill: true, show_group_buy: false, show_recommend: true, recommend_count: 30,
    banner_interval: 5, hot_keywords: '茶叶,坚果,大米,食用油,纸巾', popup_enabled: true, popup_picture: seedFile('logo', '1'),
    popup_link: '/pages/coupon/center', popup_start: '2026-11-01 00:00:00', popup_end: '2026-11-30 23:59:59',
  },
  share: {
    share_title: '优选商城 · 好物低价，邀你一起来', share_desc: '新人注册即送 20 元券，分享好友再得积分', share_picture: seedFile('logo', '1'),
    poster_background: seedFile('logo', '2'), share_reward: 10, share_daily_limit: 5,
  },
  dScore: {
    enabled: true, earn_per_yuan: 1, daily_release_rate: 0.3, per_yuan: 100, min_exchange: 100, max_exchange: 100000,
    exchange_fee_rate: 1, share_reward: 2, share_daily_limit: 5,
  },
  setting: {
    platform_name: '优选商城', service_phone: '400-800-1234', start_time: '09:00', end_time: '21:00', icp_no: '沪ICP备2024012345号',
    default_avatar: seedFile('avatar', 'admin'), invoice_enabled: true,
  },
  asset: {
    withdraw_enabled: true, withdraw_min: '10.00', withdraw_daily_max: '50000.00', withdraw_daily_times: 3, fee_rate: 0.6, fee_min: '1.00',
    arrival_days: 1, start_time: '09:00', end_time: '17:00', recharge_enabled: true, recharge_min: '10.00', recharge_gift_rate: 0,
  },
  fullReturn: {
    enabled: true, return_rate: 100, daily_release_rate: 0.5, start_after_days: 7, min_order: '99.00', member_cap: '50000.00',
    zone_name: '全返专区', rules: `全返商品确认收货7天后开始按订单金额每日释放0.5%，返完为止。${RULES}`,
  },
  award: {
    register_points: 100, inviter_points: 200, direct_rate: 8, indirect_rate: 3, merchant_referral_rate: 1, monthly_cap: '0.00',
  },
  rebate: {
    enabled: true, self_rate: 2, direct_rate: 5, indirect_rate: 2, settle_after_days: 7, min_order: '10.00',
    rules: `确认收货7天后（售后期结束）结算返利，退款订单不返。${RULES}`,
  },
  platformAptitude: {
    company_name: '上海优选电子商务有限公司', credit_code: '91310115MA1K4B6T2Q', legal_person: '陈明', licence_valid_until: '2044-06-30',
    licence_picture: seedFile('licence', 'platform'), icp_picture: seedFile('licence', 'icp'), food_permit_picture: seedFile('licence', 'food'),
    payment_picture: '', note: '',
  },
};
