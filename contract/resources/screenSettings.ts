/**
 * Settings screens stored as config keys (read with `configRead`, saved with `configSave`): each screen's values are
 * one object under one key, validated by its schema here (the console before saving, the mock's seed for defaults).
 */
import { z } from 'zod';
import { defineEnum } from '../enums.ts';
import type { Text } from '../i18n.ts';
import { nonNegativeMoney } from './common.ts';

export const SETTLE_CYCLE = defineEnum({
  daily: { zh: '按日结算', en: 'Daily', color: 'blue' },
  weekly: { zh: '按周结算', en: 'Weekly', color: 'teal' },
  monthly: { zh: '按月结算', en: 'Monthly', color: 'violet' },
});

export const pointsSystemSetting = z.object({
  enabled: z.boolean(),
  /** Points a member earns per yuan paid. */
  earn_per_yuan: z.number().int().min(0).max(1000),
  /** Points worth one yuan when paying with points. */
  points_per_yuan: z.number().int().min(1).max(10_000),
  /** At most this share of an order may be paid with points. */
  max_deduct_percent: z.number().int().min(0).max(100),
  min_order_amount: nonNegativeMoney,
  expire_months: z.number().int().min(0).max(120),
  rules: z.string().trim().max(2000),
});

export const settlementTemplateSetting = z.object({
  cycle: SETTLE_CYCLE.schema,
  /** Days after the order completes before its money can be settled (T+N). */
  delay_days: z.number().int().min(0).max(90),
  commission_percent: z.number().int().min(0).max(100),
  min_settle_amount: nonNegativeMoney,
  auto_settle: z.boolean(),
  invoice_required: z.boolean(),
  remark: z.string().trim().max(500),
});

export const SCREEN_SETTING_KEY = { pointsSystem: 'points_system_setting', settlementTemplate: 'settlement_template_setting' } as const;

export const SCREEN_SETTING_TITLES: Record<string, Text> = {
  enabled: { zh: '启用消费积分', en: 'Points enabled' },
  earn_per_yuan: { zh: '每消费1元获得积分', en: 'Points earned per ¥1' },
  points_per_yuan: { zh: '多少积分抵扣1元', en: 'Points worth ¥1' },
  max_deduct_percent: { zh: '单笔最高抵扣比例(%)', en: 'Max share paid with points (%)' },
  min_order_amount: { zh: '可用积分的最低订单金额', en: 'Minimum order for points' },
  expire_months: { zh: '积分有效期（月，0为永久）', en: 'Points expire after (months, 0 = never)' },
  rules: { zh: '积分规则说明', en: 'Rules shown to members' },
  cycle: { zh: '结算周期', en: 'Settlement cycle' },
  delay_days: { zh: '结算延迟天数 (T+N)', en: 'Settlement delay (T+N days)' },
  commission_percent: { zh: '平台佣金比例(%)', en: 'Platform commission (%)' },
  min_settle_amount: { zh: '最低结算金额', en: 'Minimum settlement amount' },
  auto_settle: { zh: '到期自动结算', en: 'Settle automatically' },
  invoice_required: { zh: '结算需提供发票', en: 'Invoice required' },
  remark: { zh: '模板备注', en: 'Template note' },
};

export const DEFAULT_SCREEN_SETTINGS = {
  [SCREEN_SETTING_KEY.pointsSystem]: {
    enabled: true, earn_per_yuan: 1, points_per_yuan: 100, max_deduct_percent: 30, min_order_amount: '10.00', expire_months: 24,
    rules: '每消费1元得1积分；100积分可抵扣1元，单笔最多抵扣订单金额的30%；积分自获得起24个月内有效。',
  },
  [SCREEN_SETTING_KEY.settlementTemplate]: {
    cycle: 'weekly', delay_days: 7, commission_percent: 5, min_settle_amount: '100.00', auto_settle: true, invoice_required: false,
    remark: '订单完成7天后进入结算，每周一生成结算单。',
  },
} satisfies Record<string, unknown>;
