/**
 * The marketing settings stored as config keys (read with `configRead`, saved with `configSave`): lottery, consume
 * clock, Jibe earning and Jibe rules. The group-buy and seckill settings have calls of their own
 * (`contract/settings.ts`).
 */
import { z } from 'zod';
import type { Text } from '../../i18n.ts';
import { nonNegativeMoney } from '../common.ts';
import { report } from '../../resource.ts';
import { timeOrderProblem } from './rules.ts';
import { format } from '../../formats.ts';

const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, format('clock'));
const rules = z.string().trim().max(2000);

/** Two `HH:mm` fields in order; the problem travels in both languages to the console and the mock. */
function inOrder(start: string, end: string) {
  return (values: Record<string, unknown>, ctx: z.RefinementCtx) => report(timeOrderProblem(end, String(values[start]), String(values[end])), ctx);
}

export const MARKETING_SETTING_KEY = {
  lottery: 'lottery_global_setting',
  consumeClock: 'consume_clock_setting',
  jibeEarning: 'jibe_configuration',
  jibeRules: 'jibe_setting',
} as const;

export const lotteryGlobalSetting = z.object({
  enabled: z.boolean(),
  /** Draws a member may make a day over every campaign. */
  daily_limit_per_member: z.number().int().min(1).max(100),
  /** Days a winner has to give an address before a physical prize lapses. */
  claim_days: z.number().int().min(1).max(90),
  /** Ship physical prizes within this many days of the address. */
  ship_days: z.number().int().min(1).max(30),
  min_vip_level: z.number().int().min(0).max(4),
  rules,
});

export const consumeClockSetting = z.object({
  enabled: z.boolean(),
  /** The smallest order that allows a check-in. */
  min_order_amount: nonNegativeMoney,
  reward_points: z.number().int().min(0).max(100_000),
  /** Extra points on every 7th day in a row. */
  streak_bonus_points: z.number().int().min(0).max(100_000),
  window_start: hhmm,
  window_end: hhmm,
  rules,
}).superRefine(inOrder('window_start', 'window_end'));

export const jibeEarningSetting = z.object({
  /** Shells per yuan paid. */
  shells_per_yuan: z.number().int().min(0).max(1000),
  sign_in_shells: z.number().int().min(0).max(1000),
  share_shells: z.number().int().min(0).max(1000),
  daily_cap: z.number().int().min(1).max(100_000),
});

export const jibeRulesSetting = z.object({
  enabled: z.boolean(),
  /** Months before earned shells lapse; 0 never. */
  expire_months: z.number().int().min(0).max(120),
  /** Days a write-off code stays valid. */
  write_off_days: z.number().int().min(1).max(365),
  exchange_start: hhmm,
  exchange_end: hhmm,
  rules,
}).superRefine(inOrder('exchange_start', 'exchange_end'));

/** Field titles of every marketing settings form (the group-buy and seckill settings' too). */
export const MARKETING_SETTING_TITLES: Record<string, Text> = {
  enabled: { zh: '启用', en: 'Enabled' },
  rules: { zh: '规则说明', en: 'Rules' },
  daily_limit_per_member: { zh: '每人每日抽奖上限', en: 'Draws per member a day' },
  claim_days: { zh: '实物奖领取期限（天）', en: 'Days to claim a physical prize' },
  ship_days: { zh: '发货时限（天）', en: 'Days to ship a prize' },
  min_vip_level: { zh: '参与最低会员等级（0-4）', en: 'Lowest VIP level (0-4)' },
  min_order_amount: { zh: '最低消费金额', en: 'Smallest order' },
  reward_points: { zh: '打卡奖励积分', en: 'Points per check-in' },
  streak_bonus_points: { zh: '连续7天额外奖励', en: 'Bonus on every 7th day in a row' },
  window_start: { zh: '打卡开始时间（HH:mm）', en: 'Check-in from (HH:mm)' },
  window_end: { zh: '打卡结束时间（HH:mm）', en: 'Check-in until (HH:mm)' },
  shells_per_yuan: { zh: '每消费1元得贝壳', en: 'Shells per yuan paid' },
  sign_in_shells: { zh: '签到得贝壳', en: 'Shells per sign-in' },
  share_shells: { zh: '分享得贝壳', en: 'Shells per share' },
  daily_cap: { zh: '每日获取上限', en: 'Daily cap' },
  expire_months: { zh: '贝壳有效期（月，0为永久）', en: 'Shells lapse after (months, 0 never)' },
  write_off_days: { zh: '核销码有效天数', en: 'Days a write-off code is valid' },
  exchange_start: { zh: '兑换开始时间（HH:mm）', en: 'Exchange from (HH:mm)' },
  exchange_end: { zh: '兑换结束时间（HH:mm）', en: 'Exchange until (HH:mm)' },
  valid_hours: { zh: '成团有效时长（小时）', en: 'Hours a group stays open' },
  auto_fill: { zh: '到期自动补齐（虚拟成团）', en: 'Fill expiring groups automatically' },
  unpaid_close_minutes: { zh: '未支付自动关闭（分钟）', en: 'Close unpaid orders after (minutes)' },
  sessions: { zh: '每日场次（HH:mm，逗号分隔，升序）', en: 'Sessions of the day (HH:mm, comma-separated, ascending)' },
  session_minutes: { zh: '每场时长（分钟）', en: 'Minutes per session' },
  limit_per_member: { zh: '每人限购', en: 'Limit per member' },
};

/** Each key's schema, for the mock's check of a generic config save, and the route label needed to save it. */
export const MARKETING_SETTING_SCHEMAS: Record<string, z.ZodType> = {
  [MARKETING_SETTING_KEY.lottery]: lotteryGlobalSetting,
  [MARKETING_SETTING_KEY.consumeClock]: consumeClockSetting,
  [MARKETING_SETTING_KEY.jibeEarning]: jibeEarningSetting,
  [MARKETING_SETTING_KEY.jibeRules]: jibeRulesSetting,
};
export const MARKETING_SETTING_LABEL: Record<string, string> = {
  [MARKETING_SETTING_KEY.lottery]: 'lottery_globleSetting',
  [MARKETING_SETTING_KEY.consumeClock]: 'consumeClock_consumeClockConfig',
  [MARKETING_SETTING_KEY.jibeEarning]: 'Jibe_JibeConfiguration',
  [MARKETING_SETTING_KEY.jibeRules]: 'Jibe_JibeiSettings',
};
