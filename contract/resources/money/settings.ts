/** The money settings screens: each is one config key (`configRead` / `configSave`), validated by its schema here. */
import { z } from 'zod';
import type { Text } from '../../i18n.ts';
import { nonNegativeMoney } from '../common.ts';

const percent = z.number().int().min(0).max(100);
const bothOrder = (min: string, max: string) => Number(min) <= Number(max);

/** `/property/settings`: conversion rates and fees, transfer fees and limits. */
export const propertySetting = z
  .object({
    conversion_enabled: z.boolean(),
    /** Percent of the converted amount credited to the balance. */
    contribution_rate_percent: percent,
    points_rate_percent: percent,
    conversion_fee_percent: percent,
    conversion_min: nonNegativeMoney,
    transfer_enabled: z.boolean(),
    transfer_fee_percent: percent,
    transfer_daily_limit: nonNegativeMoney,
    withdraw_min: nonNegativeMoney,
    withdraw_max: nonNegativeMoney,
    withdraw_fee_percent: percent,
    withdraw_daily_limit: nonNegativeMoney,
  })
  .refine((s) => bothOrder(s.withdraw_min, s.withdraw_max), { path: ['withdraw_max'], message: '≥ min', params: { text: { zh: '最高提现不能低于最低提现', en: 'the maximum cannot be below the minimum' } } });
export type PropertySetting = z.infer<typeof propertySetting>;

/** `/finance/pdAssignConfig`: how the platform's margin of an order is shared out; the shares make 100 %. */
export const assignSetting = z
  .object({
    platform_percent: percent,
    merchant_percent: percent,
    referrer_percent: percent,
    community_percent: percent,
    service_percent: percent,
    settle_after_days: z.number().int().min(0).max(90),
    min_assign_amount: nonNegativeMoney,
  })
  .refine((s) => s.platform_percent + s.merchant_percent + s.referrer_percent + s.community_percent + s.service_percent === 100, {
    path: ['service_percent'],
    message: 'Σ = 100',
    params: { text: { zh: '各项分配比例之和必须为 100%', en: 'the shares must add up to 100%' } },
  });
export type AssignSetting = z.infer<typeof assignSetting>;

/** `/contribution/con_repayConfig`: the daily cash-back of contribution. */
export const repaySetting = z.object({
  enabled: z.boolean(),
  /** Basis points of the contribution paid back per day (10 = 0.1 %). */
  daily_rate_bp: z.number().int().min(0).max(10_000),
  min_payout: nonNegativeMoney,
  max_daily_payout: nonNegativeMoney,
  /** Whole days between payout runs. */
  cycle_days: z.number().int().min(1).max(365),
  auto_pay: z.boolean(),
  rules: z.string().trim().max(2000),
});
export type RepaySetting = z.infer<typeof repaySetting>;

export const MONEY_SETTING_KEY = {
  property: 'money_property_setting',
  assign: 'money_assign_setting',
  repay: 'money_repay_setting',
} as const;

export const MONEY_SETTING_TITLES: Record<string, Text> = {
  conversion_enabled: { zh: '开启资产转换', en: 'Conversions enabled' },
  contribution_rate_percent: { zh: '贡献值转余额比例(%)', en: 'Contribution → balance rate (%)' },
  points_rate_percent: { zh: '积分转余额比例(%)', en: 'Points → balance rate (%)' },
  conversion_fee_percent: { zh: '转换手续费(%)', en: 'Conversion fee (%)' },
  conversion_min: { zh: '单笔最低转换数量', en: 'Minimum conversion' },
  transfer_enabled: { zh: '开启会员转账', en: 'Transfers enabled' },
  transfer_fee_percent: { zh: '转账手续费(%)', en: 'Transfer fee (%)' },
  transfer_daily_limit: { zh: '每日转账限额', en: 'Daily transfer limit' },
  withdraw_min: { zh: '单笔最低提现', en: 'Minimum withdrawal' },
  withdraw_max: { zh: '单笔最高提现', en: 'Maximum withdrawal' },
  withdraw_fee_percent: { zh: '提现手续费(%)', en: 'Withdrawal fee (%)' },
  withdraw_daily_limit: { zh: '每日提现额度', en: 'Daily withdrawal limit' },
  platform_percent: { zh: '平台留存(%)', en: 'Platform (%)' },
  merchant_percent: { zh: '商家分配(%)', en: 'Merchant (%)' },
  referrer_percent: { zh: '推荐人分配(%)', en: 'Referrer (%)' },
  community_percent: { zh: '社区分配(%)', en: 'Community (%)' },
  service_percent: { zh: '服务专员分配(%)', en: 'Service officer (%)' },
  settle_after_days: { zh: '订单完成后分配天数', en: 'Assign after (days)' },
  min_assign_amount: { zh: '最低分配金额', en: 'Minimum amount' },
  enabled: { zh: '开启返还', en: 'Cash-back enabled' },
  daily_rate_bp: { zh: '日返还率(‱)', en: 'Daily rate (‱)' },
  min_payout: { zh: '最低返还金额', en: 'Minimum payout' },
  max_daily_payout: { zh: '单人每日最高返还', en: 'Maximum per member per day' },
  cycle_days: { zh: '返还周期(天)', en: 'Cycle (days)' },
  auto_pay: { zh: '自动打款', en: 'Pay out automatically' },
  rules: { zh: '返还规则说明', en: 'Rules shown to members' },
};

export const DEFAULT_MONEY_SETTINGS = {
  [MONEY_SETTING_KEY.property]: {
    conversion_enabled: true, contribution_rate_percent: 100, points_rate_percent: 1, conversion_fee_percent: 5, conversion_min: '10.00',
    transfer_enabled: true, transfer_fee_percent: 1, transfer_daily_limit: '5000.00',
    withdraw_min: '10.00', withdraw_max: '50000.00', withdraw_fee_percent: 1, withdraw_daily_limit: '20000.00',
  } satisfies PropertySetting,
  [MONEY_SETTING_KEY.assign]: {
    platform_percent: 40, merchant_percent: 30, referrer_percent: 15, community_percent: 10, service_percent: 5, settle_after_days: 7, min_assign_amount: '1.00',
  } satisfies AssignSetting,
  [MONEY_SETTING_KEY.repay]: {
    enabled: true, daily_rate_bp: 10, min_payout: '0.10', max_daily_payout: '500.00', cycle_days: 1, auto_pay: false,
    rules: '贡献值每日按 0.1% 返还至余额，单人每日最高 500 元。',
  } satisfies RepaySetting,
};
