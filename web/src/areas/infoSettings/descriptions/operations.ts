/** Operations screens: home pages, marketing, videos, mall hours, rewards and penalties, reading, sign-in, sharing. */
import {
  dScore,
  home,
  marketingSet,
  newHomeSet,
  read,
  rewardsPenalties,
  share,
  shopSetting,
  sign,
  videoSetting,
} from '../../../../../contract/resources/infoSettings/operations.ts';
import type { SettingsDescription } from '../../../screens/descriptions/types.ts';
import { fieldsUnder, settingsScreen, windowEnd } from './fields.ts';
import { dailyRewardSection, homeModulesSection, rulesSection, windowSection } from './sections.ts';

export const newHomeSetScreen = (): SettingsDescription =>
  settingsScreen(newHomeSet, [
    [{ zh: '页面风格', en: 'Look' }, ['template', 'theme_color', 'search_placeholder']],
    homeModulesSection,
    [{ zh: '滚动公告', en: 'News ticker' }, ['show_notice', 'notice_text']],
  ]);

export const homeScreen = (): SettingsDescription =>
  settingsScreen(home, [
    homeModulesSection,
    [{ zh: '轮播与热搜', en: 'Banners and searches' }, ['banner_interval', 'hot_keywords']],
    [{ zh: '首页弹窗', en: 'Home pop-up' }, ['popup_enabled', 'popup_picture', 'popup_link', 'popup_start', windowEnd('popup_end')]],
  ]);

export const marketingSetScreen = (): SettingsDescription =>
  settingsScreen(marketingSet, [
    [{ zh: '新人礼', en: 'New-member gift' }, ['new_member_coupon', 'new_member_coupon_days']],
    [{ zh: '满减与包邮', en: 'Spend-and-save and free shipping' }, ['full_threshold', 'full_reduction', 'free_shipping']],
    [{ zh: '分享与活动时间', en: 'Sharing and campaign dates' }, ['share_commission_rate', 'activity_start', windowEnd('activity_end')]],
  ]);

export const videoSettingScreen = (): SettingsDescription =>
  settingsScreen(videoSetting, [
    [{ zh: '上传限制', en: 'Upload limits' }, ['max_size_mb', 'min_seconds', 'max_seconds', 'formats']],
    [{ zh: '审核与展示', en: 'Review and display' }, ['review_required', 'watermark', 'default_cover']],
    [{ zh: '观看奖励', en: 'Viewing rewards' }, ['view_reward_points', 'daily_reward_cap']],
  ]);

export const shopSettingScreen = (): SettingsDescription =>
  settingsScreen(shopSetting, [
    [{ zh: '营业状态', en: 'Opening' }, ['open', 'closed_notice']],
    windowSection({ zh: '营业时间', en: 'Opening hours' }),
    [{ zh: '订单时效', en: 'Order timeouts' }, ['unpaid_close_minutes', 'auto_receive_days', 'after_sale_days', 'auto_review_days', 'stock_deduct']],
  ]);

export const rewardsPenaltiesScreen = (): SettingsDescription =>
  settingsScreen(rewardsPenalties, [
    [{ zh: '商家奖励', en: 'Merchant rewards' }, ['good_review_points', 'on_time_points']],
    [{ zh: '发货处罚', en: 'Shipping penalties' }, ['ship_within_hours', 'late_penalty', 'fake_ship_penalty', 'deposit_deduct_rate']],
    [{ zh: '违规扣分', en: 'Violation points' }, ['warn_points', 'freeze_points', 'freeze_days']],
  ]);

export const readScreen = (): SettingsDescription =>
  settingsScreen(read, [
    dailyRewardSection({ zh: '阅读奖励', en: 'Reading reward' }, ['enabled', 'min_read_seconds']),
    windowSection({ zh: '奖励时段', en: 'Rewarded hours' }),
    rulesSection,
  ]);

export const signScreen = (): SettingsDescription =>
  settingsScreen(sign, [
    [{ zh: '每日签到', en: 'Daily sign-in' }, ['enabled', 'daily_points', 'cycle_days']],
    [{ zh: '连续签到奖励', en: 'Streak rewards' }, fieldsUnder(sign, 'streaks.')],
    [{ zh: '补签', en: 'Make-up sign-ins' }, ['makeup_enabled', 'makeup_cost']],
    rulesSection,
  ]);

const shareRewardNames = ['share_reward', 'share_daily_limit'];

/** One screen, two variants: share texts and pictures rewarded in points, or the D-score rules rewarded in D-score. */
export function shareDScoreScreen(variant: 'share' | 'dScore'): SettingsDescription {
  if (variant === 'share') {
    return settingsScreen(share, [
      [{ zh: '分享内容', en: 'What is shared' }, ['share_title', 'share_desc', 'share_picture', 'poster_background']],
      [{ zh: '分享奖励（积分）', en: 'Share reward (points)' }, shareRewardNames],
    ]);
  }
  return settingsScreen(dScore, [
    [{ zh: 'D积分获取与释放', en: 'Earning and release' }, ['enabled', 'earn_per_yuan', 'daily_release_rate']],
    [{ zh: 'D积分兑换', en: 'Exchange' }, ['per_yuan', 'min_exchange', 'max_exchange', 'exchange_fee_rate']],
    [{ zh: '分享奖励（D积分）', en: 'Share reward (D-score)' }, shareRewardNames],
  ]);
}
