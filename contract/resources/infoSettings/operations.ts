/**
 * Operations settings: the two home page designs, marketing, videos, the mall's hours and order timeouts, merchants'
 * rewards and penalties, and what members earn for reading, signing in and sharing (in points or D-score).
 */
import { z } from 'zod';
import { defineEnum } from '../../enums.ts';
import { dateTime, picture } from '../common.ts';
import {
  above,
  amount,
  ascending,
  count,
  defineSetting,
  f,
  type FieldGroup,
  flag,
  LATER_TIME,
  label,
  note,
  rate,
  whole,
} from './define.ts';
import { dailyReward, dailyWindow, dailyWindowRules, homeModules } from './groups.ts';
import { format } from '../../formats.ts';

export const HOME_TEMPLATE = defineEnum({
  classic: { zh: '经典版', en: 'Classic', color: 'blue' },
  grid: { zh: '宫格版', en: 'Grid', color: 'teal' },
  waterfall: { zh: '瀑布流', en: 'Waterfall', color: 'violet' },
});
export const VIDEO_FORMATS = defineEnum({
  mp4: { zh: '仅 MP4', en: 'MP4 only', color: 'blue' },
  mp4_mov: { zh: 'MP4 和 MOV', en: 'MP4 and MOV', color: 'teal' },
});
export const STOCK_DEDUCT = defineEnum({
  on_order: { zh: '下单减库存', en: 'When ordered', color: 'orange' },
  on_pay: { zh: '付款减库存', en: 'When paid', color: 'green' },
});

const rulesText = f(note(2000), '规则说明', 'Rules shown to members');
const hexColour = z.string().regex(/^#[0-9A-Fa-f]{6}$/, format('hexColour'));

export const newHomeSet = defineSetting('new_home_setting', 'infoManagement_newHomeSet', {
  template: f(HOME_TEMPLATE.schema, '首页模板', 'Home page template'),
  theme_color: f(hexColour, '主题色', 'Theme colour'),
  search_placeholder: f(label(2, 30), '搜索框提示语', 'Search box hint'),
  ...homeModules,
  show_notice: f(flag, '显示滚动公告', 'Show the news ticker'),
  notice_text: f(note(200), '公告内容', 'Ticker text'),
});

export const home = defineSetting(
  'home_setting',
  'infoManagement_home',
  {
    ...homeModules,
    banner_interval: f(count(30), '轮播间隔（秒）', 'Banner interval (seconds)'),
    hot_keywords: f(note(200), '热搜词（以逗号分隔）', 'Trending searches (comma-separated)'),
    popup_enabled: f(flag, '启用首页弹窗', 'Home pop-up on'),
    popup_picture: f(picture, '弹窗图片', 'Pop-up picture'),
    popup_link: f(note(300), '弹窗跳转链接', 'Pop-up link'),
    popup_start: f(dateTime, '弹窗开始时间', 'Pop-up from'),
    popup_end: f(dateTime, '弹窗结束时间', 'Pop-up until'),
  },
  [above('popup_end', 'popup_start', LATER_TIME)],
);

export const marketingSet = defineSetting(
  'marketing_setting',
  'infoManagement_marketingSet',
  {
    new_member_coupon: f(amount, '新人券金额(元)', 'New-member coupon (¥)'),
    new_member_coupon_days: f(count(365), '新人券有效天数', 'New-member coupon valid (days)'),
    full_threshold: f(amount, '满减门槛(元)', 'Spend threshold (¥)'),
    full_reduction: f(amount, '满减金额(元)', 'Amount off (¥)'),
    free_shipping: f(amount, '包邮门槛(元，0为不包邮)', 'Free shipping from (¥, 0 = never)'),
    share_commission_rate: f(rate, '分享佣金比例(%)', 'Share commission (%)'),
    activity_start: f(dateTime, '活动开始时间', 'Campaign starts'),
    activity_end: f(dateTime, '活动结束时间', 'Campaign ends'),
  },
  [
    above('full_threshold', 'full_reduction', { zh: '必须高于满减金额', en: 'must be above the amount off' }),
    above('activity_end', 'activity_start', LATER_TIME),
  ],
);

export const videoSetting = defineSetting(
  'video_setting',
  'infoManagement_videoSetting',
  {
    max_size_mb: f(count(2048), '单个视频最大(MB)', 'Largest video (MB)'),
    min_seconds: f(count(600), '最短时长（秒）', 'Shortest (seconds)'),
    max_seconds: f(count(3600), '最长时长（秒）', 'Longest (seconds)'),
    formats: f(VIDEO_FORMATS.schema, '允许的格式', 'Formats accepted'),
    review_required: f(flag, '发布前需审核', 'Reviewed before publishing'),
    watermark: f(flag, '添加平台水印', 'Platform watermark'),
    default_cover: f(picture, '默认封面', 'Default cover'),
    view_reward_points: f(whole(1000), '完整观看奖励积分', 'Points for watching to the end'),
    daily_reward_cap: f(count(100), '每日最多奖励次数', 'Rewards per day at most'),
  },
  [above('max_seconds', 'min_seconds', { zh: '必须大于最短时长', en: 'must be longer than the shortest' })],
);

export const shopSetting = defineSetting(
  'shop_setting',
  'infoManagement_shopSetting',
  {
    open: f(flag, '商城营业中', 'Mall open'),
    ...dailyWindow,
    closed_notice: f(note(200), '打烊提示', 'Closed notice'),
    unpaid_close_minutes: f(z.number().int().min(5).max(1440), '未付款自动关闭（分钟）', 'Unpaid orders close after (minutes)'),
    auto_receive_days: f(count(30), '发货后自动确认收货（天）', 'Auto-receive after shipping (days)'),
    after_sale_days: f(whole(30), '收货后可申请售后（天）', 'After-sales window after receipt (days)'),
    auto_review_days: f(count(30), '收货后自动好评（天）', 'Auto-review after receipt (days)'),
    stock_deduct: f(STOCK_DEDUCT.schema, '库存扣减方式', 'Stock deducted'),
  },
  dailyWindowRules,
);

export const rewardsPenalties = defineSetting(
  'rewards_penalties_setting',
  'infoManagement_rewardsPenalties',
  {
    good_review_points: f(whole(1000), '商家获好评奖励信誉分', 'Merchant credit per good review'),
    on_time_points: f(whole(1000), '按时发货奖励信誉分', 'Merchant credit per on-time shipment'),
    ship_within_hours: f(count(720), '须在付款后几小时内发货', 'Ship within (hours after payment)'),
    late_penalty: f(amount, '延迟发货罚款(元/单)', 'Late shipment fine (¥ per order)'),
    fake_ship_penalty: f(amount, '虚假发货罚款(元/单)', 'False shipment fine (¥ per order)'),
    deposit_deduct_rate: f(rate, '违规扣保证金比例(%)', 'Deposit deducted per violation (%)'),
    warn_points: f(count(100), '违规扣分预警线', 'Violation points for a warning'),
    freeze_points: f(count(100), '违规扣分冻结线', 'Violation points to freeze the shop'),
    freeze_days: f(count(365), '冻结天数', 'Frozen for (days)'),
  },
  [above('freeze_points', 'warn_points', { zh: '必须高于预警线', en: 'must be above the warning line' })],
);

export const read = defineSetting(
  'read_setting',
  'infoManagement_read',
  {
    enabled: f(flag, '启用阅读奖励', 'Reading rewards on'),
    min_read_seconds: f(count(3600), '阅读满多少秒奖励', 'Rewarded after reading (seconds)'),
    ...dailyReward,
    ...dailyWindow,
    rules: rulesText,
  },
  dailyWindowRules,
);

const STREAKS = ['s1', 's2', 's3'] as const;
export const sign = defineSetting(
  'sign_setting',
  'infoManagement_sign',
  {
    enabled: f(flag, '启用签到', 'Sign-in on'),
    daily_points: f(whole(10_000), '每日签到积分', 'Points per sign-in'),
    cycle_days: f(count(31), '签到周期（天，满一周期重新计数）', 'Streak cycle (days, then it starts over)'),
    ...Object.fromEntries(
      STREAKS.flatMap((s, i) => [
        [`streaks.${s}.days`, f(count(31), `连签奖励${i + 1} 连续天数`, `Streak reward ${i + 1}: days in a row`)],
        [`streaks.${s}.points`, f(whole(100_000), `连签奖励${i + 1} 额外积分`, `Streak reward ${i + 1}: extra points`)],
      ]),
    ),
    makeup_enabled: f(flag, '允许补签', 'Make-up sign-ins allowed'),
    makeup_cost: f(whole(10_000), '补签一次消耗积分', 'Points per make-up sign-in'),
    rules: rulesText,
  },
  [
    ...ascending(STREAKS.map((s) => `streaks.${s}.days`), { zh: '必须多于上一档的天数', en: 'must be more days than the tier before' }),
    ...ascending(STREAKS.map((s) => `streaks.${s}.points`), { zh: '必须多于上一档的积分', en: 'must be more points than the tier before' }),
  ],
);

/** What sharing earns, the same rule on the share screen (paid in points) and the D-score screen (in D-score). */
const shareReward: FieldGroup = {
  share_reward: f(whole(10_000), '每次分享奖励', 'Reward per share'),
  share_daily_limit: f(count(100), '每日最多奖励次数', 'Rewarded shares per day at most'),
};

export const share = defineSetting('share_setting', 'infoManagement_share', {
  share_title: f(label(2, 40), '分享标题', 'Share title'),
  share_desc: f(note(100), '分享描述', 'Share description'),
  share_picture: f(picture, '分享图片', 'Share picture'),
  poster_background: f(picture, '海报背景图', 'Poster background'),
  ...shareReward,
});

export const dScore = defineSetting(
  'dscore_setting',
  'infoManagement_dScore',
  {
    enabled: f(flag, '启用D积分', 'D-score on'),
    earn_per_yuan: f(whole(1000), '每消费1元获得D积分', 'D-score per ¥1 spent'),
    daily_release_rate: f(rate, '每日释放比例(%)', 'Released per day (%)'),
    per_yuan: f(count(100_000), '多少D积分兑换1元', 'D-score worth ¥1'),
    min_exchange: f(count(1_000_000), '单次最少兑换D积分', 'Smallest exchange (D-score)'),
    max_exchange: f(count(10_000_000), '单次最多兑换D积分', 'Largest exchange (D-score)'),
    exchange_fee_rate: f(rate, '兑换手续费(%)', 'Exchange fee (%)'),
    ...shareReward,
  },
  [above('max_exchange', 'min_exchange', { zh: '必须大于单次最少兑换', en: 'must be above the smallest exchange' })],
);

