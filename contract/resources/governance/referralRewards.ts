/**
 * Referral reward rules (`/recommendAward/index`): what a referrer earns when someone they brought in registers,
 * places a first order or upgrades: a share of the order (0-100 %) and/or a fixed amount, per referral generation.
 */
import { z } from 'zod';
import { defineEnum, VIP_LEVEL } from '../../enums.ts';
import { defineResource, type FieldRule, patchOf } from '../../resource.ts';
import { dateTime, id, money, nonNegativeMoney } from '../common.ts';

export const REWARD_TRIGGER = defineEnum({
  register: { zh: '注册成功', en: 'Sign-up', color: 'blue' },
  first_order: { zh: '首单完成', en: 'First order', color: 'green' },
  every_order: { zh: '每笔订单', en: 'Every order', color: 'teal' },
  vip_upgrade: { zh: '升级VIP', en: 'VIP upgrade', color: 'orange' },
});
export const REWARD_GENERATION = defineEnum({
  1: { zh: '直推', en: 'Direct', color: 'blue' },
  2: { zh: '间推', en: 'Indirect', color: 'violet' },
});

export const referralRewardRecord = z.object({
  id,
  name: z.string(),
  trigger: REWARD_TRIGGER.schema,
  generation: REWARD_GENERATION.schema,
  /** The referrer's lowest VIP level for the rule to apply. */
  min_vip_level: VIP_LEVEL.schema,
  /** Share of the order's paid amount, in percent. */
  rate_percent: z.number().int().min(0).max(100),
  /** A fixed amount paid per event. */
  amount: money,
  /** Most a referrer earns from this rule per day; 0.00 is no limit. */
  daily_cap: money,
  enabled: z.boolean(),
  remark: z.string(),
  updated_at: dateTime,
});
export type ReferralReward = z.infer<typeof referralRewardRecord>;

const editable = z.object({
  name: z.string().trim().min(2).max(30),
  trigger: REWARD_TRIGGER.schema,
  generation: REWARD_GENERATION.schema,
  min_vip_level: VIP_LEVEL.schema,
  rate_percent: z.number().int().min(0).max(100),
  amount: nonNegativeMoney,
  daily_cap: nonNegativeMoney,
  remark: z.string().trim().max(200).default(''),
});
/**
 * A rule rewards something: a share, an amount or both. An edit that changes only one of them is checked by the
 * upstream against the rule's other one.
 */
export const REWARDS_SOMETHING: FieldRule = {
  holds: ({ rate_percent: rate, amount }) => typeof rate !== 'number' || typeof amount !== 'string' || rate !== 0 || Number(amount) > 0,
  issue: { path: ['amount'], message: 'rate or amount', params: { text: { zh: '不能与奖励比例同时为 0', en: 'cannot be 0 while the rate is 0' } } },
};

export const referralRewards = defineResource({
  name: 'referralRewards',
  title: { zh: '推荐奖励规则', en: 'Referral reward rules' },
  path: '/api/v2/seller/recommend_award',
  record: referralRewardRecord,
  fields: {
    name: { zh: '规则名称', en: 'Rule' },
    trigger: { zh: '触发条件', en: 'Trigger' },
    generation: { zh: '推荐层级', en: 'Generation' },
    min_vip_level: { zh: '推荐人最低等级', en: "Referrer's lowest level" },
    rate_percent: { zh: '奖励比例(%)', en: 'Rate (%)' },
    amount: { zh: '固定奖励', en: 'Fixed amount' },
    daily_cap: { zh: '每日上限(0为不限)', en: 'Daily cap (0 = none)' },
    enabled: { zh: '启用', en: 'Enabled' },
    remark: { zh: '说明', en: 'Note' },
    updated_at: { zh: '更新时间', en: 'Updated' },
  },
  enums: { trigger: REWARD_TRIGGER, generation: REWARD_GENERATION, min_vip_level: VIP_LEVEL },
  filters: [
    { kind: 'keyword', param: 'keyword', fields: ['name', 'remark'], title: { zh: '规则名称', en: 'Rule' } },
    { kind: 'exact', field: 'trigger', schema: REWARD_TRIGGER.schema, title: { zh: '触发条件', en: 'Trigger' } },
    { kind: 'exact', field: 'generation', schema: REWARD_GENERATION.schema, title: { zh: '推荐层级', en: 'Generation' } },
    { kind: 'exact', field: 'enabled', schema: z.boolean(), title: { zh: '启用', en: 'Enabled' } },
  ],
  tabs: [
    { key: 'on', title: { zh: '已启用', en: 'Enabled' }, where: { enabled: 'true' } },
    { key: 'off', title: { zh: '已停用', en: 'Disabled' }, where: { enabled: 'false' } },
  ],
  sortable: ['id', 'rate_percent', 'amount', 'updated_at'],
  defaultSort: 'id',
  permission: { read: 'recommendAward_index' },
  create: editable.refine(REWARDS_SOMETHING.holds, REWARDS_SOMETHING.issue),
  update: patchOf(editable, REWARDS_SOMETHING),
  deletable: true,
  actions: {
    enable: { title: { zh: '启用', en: 'Enable' }, when: { enabled: [false] }, set: { enabled: true }, batch: true },
    disable: { title: { zh: '停用', en: 'Disable' }, when: { enabled: [true] }, set: { enabled: false }, batch: true, confirm: true },
  },
});
