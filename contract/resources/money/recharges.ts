/**
 * Recharges made by the platform for members (an offline transfer received, a compensation): made on the platform
 * recharge screen, approved by the voucher review (制单审核) and then by the owner (负责人审核); only that last approval
 * posts the money to the member's balance (a `recharge` entry, and a `reward` entry for the recharge type's bonus).
 */
import { z } from 'zod';
import { defineEnum } from '../../enums.ts';
import { defineResource, patchOf } from '../../resource.ts';
import { mobile } from '../../shell.ts';
import { dateTime, id, money, nonNegativeMoney, reason } from '../common.ts';

export const rechargeTypeRecord = z.object({
  id,
  name: z.string(),
  /** Bonus credited on top of a recharge, in percent of its amount (rounded down to the cent). */
  bonus_percent: z.number().int().min(0).max(100),
  min_amount: money,
  max_amount: money,
  enabled: z.boolean(),
  sort: z.number().int(),
  created_at: dateTime,
});
export type RechargeType = z.infer<typeof rechargeTypeRecord>;

const positiveMoney = money.refine((v) => !v.startsWith('-') && Number(v) !== 0, { message: '> 0', params: { rule: 'nonZero' } });
export const rechargeTypeInput = z
  .object({
    name: z.string().trim().min(2).max(20),
    bonus_percent: z.number().int().min(0).max(100),
    min_amount: nonNegativeMoney,
    max_amount: positiveMoney,
    enabled: z.boolean().default(true),
    sort: z.number().int().min(0).max(9999).default(0),
  });

export const rechargeTypes = defineResource({
  name: 'rechargeTypes',
  title: { zh: '充值类型', en: 'Recharge types' },
  path: '/api/v2/seller/recharge_types',
  record: rechargeTypeRecord,
  fields: {
    name: { zh: '类型名称', en: 'Name' },
    bonus_percent: { zh: '赠送比例(%)', en: 'Bonus (%)' },
    min_amount: { zh: '最低金额', en: 'Minimum' },
    max_amount: { zh: '最高金额', en: 'Maximum' },
    enabled: { zh: '启用', en: 'Enabled' },
    sort: { zh: '排序', en: 'Sort' },
    created_at: { zh: '创建时间', en: 'Created' },
  },
  filters: [
    { kind: 'keyword', param: 'keyword', fields: ['name'], title: { zh: '类型名称', en: 'Name' } },
    { kind: 'exact', field: 'enabled', schema: z.boolean(), title: { zh: '启用', en: 'Enabled' } },
  ],
  sortable: ['id', 'sort', 'bonus_percent'],
  defaultSort: 'sort',
  permission: { read: 'finance_rechargeType' },
  create: rechargeTypeInput,
  update: patchOf(rechargeTypeInput),
  deletable: true,
  actions: {
    enable: { title: { zh: '启用', en: 'Enable' }, when: { enabled: [false] }, set: { enabled: true } },
    disable: { title: { zh: '停用', en: 'Disable' }, when: { enabled: [true] }, set: { enabled: false } },
  },
});

export const RECHARGE_STAGE = defineEnum({
  make_review: { zh: '待制单审核', en: 'Voucher review', color: 'yellow' },
  boss_review: { zh: '待负责人审核', en: 'Owner approval', color: 'orange' },
  posted: { zh: '已入账', en: 'Posted', color: 'green' },
  rejected: { zh: '已驳回', en: 'Rejected', color: 'red' },
});

export const rechargeRecord = z.object({
  id,
  recharge_no: z.string(),
  member_id: id,
  member_name: z.string(),
  member_mobile: z.string(),
  type_id: id,
  type_name: z.string(),
  amount: money,
  bonus: money,
  /** `amount + bonus`: what reaches the balance when posted. */
  total: money,
  remark: z.string(),
  stage: RECHARGE_STAGE.schema,
  reason: z.string(),
  maker: z.string(),
  created_at: dateTime,
  reviewed_at: dateTime.nullable(),
  posted_at: dateTime.nullable(),
  /** The ledger entry's flow number once posted. */
  flow_no: z.string(),
});
export type Recharge = z.infer<typeof rechargeRecord>;

export const rechargeInput = z.object({
  mobile,
  type_id: id,
  amount: positiveMoney,
  remark: z.string().trim().min(2).max(200),
});

const RECHARGE_FIELDS = {
  recharge_no: { zh: '充值单号', en: 'Recharge no.' },
  member_name: { zh: '会员', en: 'Member' },
  member_mobile: { zh: '手机号', en: 'Phone' },
  type_id: { zh: '充值类型', en: 'Recharge type' },
  type_name: { zh: '充值类型', en: 'Recharge type' },
  amount: { zh: '充值金额', en: 'Amount' },
  bonus: { zh: '赠送', en: 'Bonus' },
  total: { zh: '入账合计', en: 'Total credited' },
  remark: { zh: '备注', en: 'Remark' },
  stage: { zh: '状态', en: 'Stage' },
  reason: { zh: '驳回原因', en: 'Reason' },
  maker: { zh: '制单人', en: 'Made by' },
  created_at: { zh: '制单时间', en: 'Made' },
  reviewed_at: { zh: '制单审核时间', en: 'Voucher reviewed' },
  posted_at: { zh: '入账时间', en: 'Posted' },
  flow_no: { zh: '入账流水号', en: 'Flow no.' },
};
const RECHARGE_FILTERS = [
  { kind: 'keyword', param: 'keyword', fields: ['recharge_no', 'member_name', 'member_mobile', 'remark'], title: { zh: '单号/会员/手机/备注', en: 'No., member, phone or remark' } },
  { kind: 'exact', field: 'stage', schema: RECHARGE_STAGE.schema, title: { zh: '状态', en: 'Stage' } },
  { kind: 'range', field: 'amount', title: { zh: '充值金额', en: 'Amount' } },
  { kind: 'dateRange', field: 'created_at', title: { zh: '制单时间', en: 'Made' } },
] as const;
const stageTabs = (stages: readonly (typeof RECHARGE_STAGE.values)[number][]) =>
  stages.map((s) => ({ key: s, title: RECHARGE_STAGE.options[s], where: { stage: s } }));

export const platformRecharges = defineResource({
  name: 'platformRecharges',
  title: { zh: '平台充值', en: 'Platform recharges' },
  path: '/api/v2/seller/platform_recharges',
  record: rechargeRecord,
  fields: RECHARGE_FIELDS,
  enums: { stage: RECHARGE_STAGE },
  filters: RECHARGE_FILTERS,
  tabs: stageTabs(RECHARGE_STAGE.values),
  sortable: ['id', 'amount', 'created_at'],
  defaultSort: '-created_at',
  permission: { read: 'finance_platformRecharge' },
  create: rechargeInput,
});

/** First approval: the voucher is checked; money does not move yet. */
export const makeAudits = defineResource({
  name: 'makeAudits',
  title: { zh: '制单审核', en: 'Voucher review' },
  path: '/api/v2/seller/recharge_make_audit',
  record: rechargeRecord,
  fields: RECHARGE_FIELDS,
  enums: { stage: RECHARGE_STAGE },
  filters: RECHARGE_FILTERS,
  tabs: stageTabs(RECHARGE_STAGE.values),
  sortable: ['id', 'amount', 'created_at'],
  defaultSort: '-created_at',
  permission: { read: 'finance_makeAudit' },
  actions: {
    approve: { title: { zh: '通过', en: 'Approve' }, when: { stage: ['make_review'] }, set: { stage: 'boss_review' }, batch: true },
    reject: { title: { zh: '驳回', en: 'Reject' }, when: { stage: ['make_review'] }, set: { stage: 'rejected' }, body: reason, batch: true, confirm: true },
  },
});

/** Final approval: posts the recharge to the member's balance. */
export const bossAudits = defineResource({
  name: 'bossAudits',
  title: { zh: '负责人审核', en: 'Owner approval' },
  path: '/api/v2/seller/recharge_boss_audit',
  record: rechargeRecord,
  fields: RECHARGE_FIELDS,
  enums: { stage: RECHARGE_STAGE },
  filters: RECHARGE_FILTERS,
  tabs: stageTabs(['boss_review', 'posted', 'rejected']),
  sortable: ['id', 'amount', 'created_at'],
  defaultSort: '-created_at',
  permission: { read: 'finance_bossAudit' },
  actions: {
    approve: { title: { zh: '通过并入账', en: 'Approve and post' }, when: { stage: ['boss_review'] }, set: { stage: 'posted' }, batch: true, confirm: true },
    reject: { title: { zh: '驳回', en: 'Reject' }, when: { stage: ['boss_review'] }, set: { stage: 'rejected' }, body: reason, batch: true, confirm: true },
  },
});
