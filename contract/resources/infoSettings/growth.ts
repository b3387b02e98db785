/**
 * Growth and income settings of the membership programme: VIP advancement by growth value, the growth dividend pool,
 * trade-union advancement, bonuses, rewards, rebates and full return.
 */
import { VIP_LEVEL } from '../../enums.ts';
import {
  above,
  amount,
  ascending,
  below,
  count,
  defineSetting,
  f,
  type FieldGroup,
  fitsInWhole,
  flag,
  label,
  note,
  rate,
  whole,
} from './define.ts';
import { payoutCycle, referralRates, referralRules } from './groups.ts';

/** The four VIP levels above the trial tier, lowest first. */
export const VIP_TIERS = ['vip1', 'vip2', 'vip3', 'vip4'] as const;
const vipName = (tier: (typeof VIP_TIERS)[number]) => VIP_LEVEL.options[Number(tier.slice(3)) as 1 | 2 | 3 | 4];

const ABOVE_TIER_BELOW = { zh: '必须高于下一级', en: 'must be above the level below' };
const rulesText = f(note(2000), '规则说明', 'Rules shown to members');

const growthLadder: FieldGroup = Object.fromEntries(
  VIP_TIERS.flatMap((tier) => {
    const name = vipName(tier);
    return [
      [`levels.${tier}.growth`, f(whole(10_000_000), `${name.zh} 所需成长值`, `${name.en}: growth needed`)],
      [`levels.${tier}.discount`, f(rate, `${name.zh} 会员价(原价的 %)`, `${name.en}: member price (% of list price)`)],
    ];
  }),
);

export const growAdvance = defineSetting(
  'grow_advance_setting',
  'infoManagement_growAdvance',
  {
    enabled: f(flag, '启用成长晋级', 'Growth advancement on'),
    growth_per_yuan: f(whole(1000), '每消费1元获得成长值', 'Growth per ¥1 spent'),
    sign_in_growth: f(whole(100), '每日签到获得成长值', 'Growth per daily sign-in'),
    review_growth: f(whole(100), '评价一次获得成长值', 'Growth per review'),
    valid_months: f(whole(120), '成长值有效期（月，0为永久）', 'Growth expires after (months, 0 = never)'),
    ...growthLadder,
    auto_downgrade: f(flag, '未达保级成长值自动降级', 'Downgrade when growth falls short'),
  },
  [
    ...ascending(VIP_TIERS.map((t) => `levels.${t}.growth`), ABOVE_TIER_BELOW),
    // a higher level pays less: its member price is below the one of the level below
    ...VIP_TIERS.slice(1).map((t, i) =>
      below(`levels.${t}.discount`, `levels.${VIP_TIERS[i]}.discount`, { zh: '必须低于下一级的会员价', en: 'must be below the member price of the level below' }),
    ),
  ],
);

const DIVIDEND_TIERS = ['vip2', 'vip3', 'vip4'] as const;
export const growDividend = defineSetting(
  'grow_dividend_setting',
  'infoManagement_growDividend',
  {
    enabled: f(flag, '启用成长分红', 'Growth dividend on'),
    pool_rate: f(rate, '分红池占平台利润比例(%)', 'Dividend pool (% of platform profit)'),
    min_growth: f(whole(10_000_000), '参与分红最低成长值', 'Lowest growth to share'),
    ...Object.fromEntries(
      DIVIDEND_TIERS.map((tier) => [`shares.${tier}`, f(rate, `${vipName(tier).zh} 分得比例(%)`, `${vipName(tier).en}: share of the pool (%)`)]),
    ),
    ...payoutCycle,
    rules: rulesText,
  },
  [fitsInWhole(DIVIDEND_TIERS.map((t) => `shares.${t}`), { zh: '各等级分得比例合计不能超过 100%', en: 'the levels’ shares must add up to at most 100%' })],
);

const UNION_TIERS = { leader: { zh: '组长', en: 'Team leader' }, captain: { zh: '队长', en: 'Captain' }, chair: { zh: '会长', en: 'Chair' } };
const unionLadder: FieldGroup = Object.fromEntries(
  Object.entries(UNION_TIERS).flatMap(([tier, name]) => [
    [`tiers.${tier}.direct_members`, f(count(100_000), `${name.zh} 直推人数`, `${name.en}: direct referrals`)],
    [`tiers.${tier}.team_sales`, f(amount, `${name.zh} 团队业绩(元)`, `${name.en}: team sales (¥)`)],
    [`tiers.${tier}.reward_rate`, f(rate, `${name.zh} 团队奖励比例(%)`, `${name.en}: team reward rate (%)`)],
  ]),
);
const unionTiers = Object.keys(UNION_TIERS);

export const unionAdvance = defineSetting(
  'union_advance_setting',
  'infoManagement_unionAdvance',
  {
    enabled: f(flag, '启用工会晋级', 'Union advancement on'),
    ...unionLadder,
    keep_months: f(count(24), '晋级后考核周期（月）', 'Review period after advancing (months)'),
    ...payoutCycle,
  },
  [
    ...ascending(unionTiers.map((t) => `tiers.${t}.direct_members`), ABOVE_TIER_BELOW),
    ...ascending(unionTiers.map((t) => `tiers.${t}.team_sales`), ABOVE_TIER_BELOW),
    ...ascending(unionTiers.map((t) => `tiers.${t}.reward_rate`), ABOVE_TIER_BELOW),
  ],
);

export const bonusSet = defineSetting(
  'bonus_setting',
  'infoManagement_bonusSet',
  {
    enabled: f(flag, '启用奖金', 'Bonuses on'),
    ...referralRates,
    team_pool_rate: f(rate, '团队奖金池比例(%)', 'Team bonus pool (% of sales)'),
    peer_rate: f(rate, '平级奖比例(%)', 'Same-level bonus rate (%)'),
    monthly_cap: f(amount, '每人每月奖金上限(元，0为不限)', 'Monthly cap per member (¥, 0 = none)'),
    min_payout: f(amount, '最低发放金额(元)', 'Smallest payout (¥)'),
    ...payoutCycle,
  },
  [...referralRules, fitsInWhole(['direct_rate', 'indirect_rate', 'team_pool_rate', 'peer_rate'], { zh: '各项奖金比例合计不能超过 100%', en: 'the bonus rates must add up to at most 100%' })],
);

export const award = defineSetting(
  'award_setting',
  'infoManagement_award',
  {
    register_points: f(whole(100_000), '新会员注册奖励积分', 'Points for a new member'),
    inviter_points: f(whole(100_000), '邀请人奖励积分', 'Points for the inviter'),
    ...referralRates,
    merchant_referral_rate: f(rate, '推荐商家入驻奖励(商家流水 %)', 'Merchant referral reward (% of its sales)'),
    monthly_cap: f(amount, '每人每月奖励上限(元，0为不限)', 'Monthly cap per member (¥, 0 = none)'),
  },
  referralRules,
);

export const rebate = defineSetting(
  'rebate_setting',
  'infoManagement_rebate',
  {
    enabled: f(flag, '启用返利', 'Rebates on'),
    self_rate: f(rate, '自购返利比例(%)', 'Own-purchase rebate (%)'),
    ...referralRates,
    settle_after_days: f(count(90), '确认收货后几天结算', 'Settled days after receipt'),
    min_order: f(amount, '返利最低订单金额(元)', 'Lowest order with a rebate (¥)'),
    rules: rulesText,
  },
  [...referralRules, fitsInWhole(['self_rate', 'direct_rate', 'indirect_rate'], { zh: '返利比例合计不能超过 100%', en: 'the rebate rates must add up to at most 100%' })],
);

export const fullReturn = defineSetting(
  'full_return_setting',
  'infoManagement_fullReturn',
  {
    enabled: f(flag, '启用全返', 'Full return on'),
    return_rate: f(rate, '返还比例(订单金额 %)', 'Returned (% of the order)'),
    daily_release_rate: f(rate, '每日释放比例(%)', 'Released per day (%)'),
    start_after_days: f(whole(30), '确认收货后几天开始返还', 'Starts days after receipt'),
    min_order: f(amount, '参与全返最低订单金额(元)', 'Lowest order that returns (¥)'),
    member_cap: f(amount, '每人待返上限(元，0为不限)', 'Pending return cap per member (¥, 0 = none)'),
    zone_name: f(label(2, 20), '全返专区名称', 'Full-return zone name'),
    rules: rulesText,
  },
  [above('return_rate', 'daily_release_rate', { zh: '必须高于每日释放比例', en: 'must be above the daily release' })],
);
