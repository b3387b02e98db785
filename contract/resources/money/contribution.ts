/** Contribution: daily cash-back (返还) payouts, rebate exchanges, hedging, and monthly performance. */
import { z } from 'zod';
import { defineEnum, VIP_LEVEL } from '../../enums.ts';
import { defineResource } from '../../resource.ts';
import { dateTime, id, money, reason } from '../common.ts';
import { format } from '../../formats.ts';

export const REPAY_STATUS = defineEnum({
  pending: { zh: '待返还', en: 'Pending', color: 'yellow' },
  paid: { zh: '已返还', en: 'Paid out', color: 'green' },
  cancelled: { zh: '已取消', en: 'Cancelled', color: 'grey' },
});

/**
 * One day's cash-back of a member's contribution: paying it out moves `amount` from the contribution to the balance
 * (two `payout` ledger entries).
 */
export const repayRecord = z.object({
  id,
  repay_no: z.string(),
  member_id: id,
  member_name: z.string(),
  member_mobile: z.string(),
  day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, format('day')),
  /** The contribution the day's cash-back was computed on. */
  base: money,
  /** Cash-back rate in basis points (1/10,000) per day. */
  rate_bp: z.number().int().min(0),
  amount: money,
  status: REPAY_STATUS.schema,
  reason: z.string(),
  paid_at: dateTime.nullable(),
  created_at: dateTime,
});
export type RepayRecord = z.infer<typeof repayRecord>;

export const repayRecords = defineResource({
  name: 'repayRecords',
  title: { zh: '返还记录', en: 'Cash-back records' },
  path: '/api/v2/seller/contribution_repay',
  record: repayRecord,
  fields: {
    repay_no: { zh: '返还单号', en: 'Cash-back no.' },
    member_name: { zh: '会员', en: 'Member' },
    member_mobile: { zh: '手机号', en: 'Phone' },
    day: { zh: '返还日', en: 'Day' },
    base: { zh: '计算基数', en: 'Base' },
    rate_bp: { zh: '日返还率(‱)', en: 'Daily rate (‱)' },
    amount: { zh: '返还金额', en: 'Amount' },
    status: { zh: '状态', en: 'Status' },
    reason: { zh: '取消原因', en: 'Reason' },
    paid_at: { zh: '返还时间', en: 'Paid out' },
    created_at: { zh: '生成时间', en: 'Created' },
  },
  enums: { status: REPAY_STATUS },
  filters: [
    { kind: 'keyword', param: 'keyword', fields: ['repay_no', 'member_name', 'member_mobile', 'day'], title: { zh: '单号/会员/手机/日期', en: 'No., member, phone or day' } },
    { kind: 'exact', field: 'status', schema: REPAY_STATUS.schema, title: { zh: '状态', en: 'Status' } },
    { kind: 'range', field: 'amount', title: { zh: '返还金额', en: 'Amount' } },
    { kind: 'dateRange', field: 'created_at', title: { zh: '生成时间', en: 'Created' } },
  ],
  tabs: REPAY_STATUS.values.map((s) => ({ key: s, title: REPAY_STATUS.options[s], where: { status: s } })),
  sortable: ['id', 'amount', 'created_at'],
  defaultSort: '-created_at',
  permission: { read: 'contribution_con_repayList' },
  actions: {
    pay: { title: { zh: '返还打款', en: 'Pay out' }, when: { status: ['pending'] }, set: { status: 'paid' }, batch: true, confirm: true },
    cancel: { title: { zh: '取消', en: 'Cancel' }, when: { status: ['pending'] }, set: { status: 'cancelled' }, body: reason, confirm: true },
  },
});

export const EXCHANGE_STATUS = defineEnum({
  pending: { zh: '待审核', en: 'Pending', color: 'yellow' },
  approved: { zh: '已兑换', en: 'Exchanged', color: 'green' },
  rejected: { zh: '已驳回', en: 'Rejected', color: 'red' },
});
/** Points per yuan of a rebate exchange. */
export const REBATE_POINTS_PER_YUAN = 100;

/** A member asks to exchange rebate points for balance; approving moves them (two `conversion` entries). */
export const rebateExchangeRecord = z.object({
  id,
  exchange_no: z.string(),
  member_id: id,
  member_name: z.string(),
  member_mobile: z.string(),
  points: z.number().int().min(1),
  amount: money,
  status: EXCHANGE_STATUS.schema,
  reason: z.string(),
  created_at: dateTime,
  reviewed_at: dateTime.nullable(),
});
export type RebateExchange = z.infer<typeof rebateExchangeRecord>;

export const rebateExchanges = defineResource({
  name: 'rebateExchanges',
  title: { zh: '返利兑换', en: 'Rebate exchanges' },
  path: '/api/v2/seller/rebate_exchanges',
  record: rebateExchangeRecord,
  fields: {
    exchange_no: { zh: '兑换单号', en: 'Exchange no.' },
    member_name: { zh: '会员', en: 'Member' },
    member_mobile: { zh: '手机号', en: 'Phone' },
    points: { zh: '兑换积分', en: 'Points' },
    amount: { zh: '兑换金额', en: 'Amount' },
    status: { zh: '状态', en: 'Status' },
    reason: { zh: '驳回原因', en: 'Reason' },
    created_at: { zh: '申请时间', en: 'Applied' },
    reviewed_at: { zh: '审核时间', en: 'Reviewed' },
  },
  enums: { status: EXCHANGE_STATUS },
  filters: [
    { kind: 'keyword', param: 'keyword', fields: ['exchange_no', 'member_name', 'member_mobile'], title: { zh: '单号/会员/手机', en: 'No., member or phone' } },
    { kind: 'exact', field: 'status', schema: EXCHANGE_STATUS.schema, title: { zh: '状态', en: 'Status' } },
    { kind: 'range', field: 'points', title: { zh: '兑换积分', en: 'Points' } },
    { kind: 'dateRange', field: 'created_at', title: { zh: '申请时间', en: 'Applied' } },
  ],
  tabs: EXCHANGE_STATUS.values.map((s) => ({ key: s, title: EXCHANGE_STATUS.options[s], where: { status: s } })),
  sortable: ['id', 'points', 'created_at'],
  defaultSort: '-created_at',
  permission: { read: 'contribution_rebateExchange' },
  actions: {
    approve: { title: { zh: '通过', en: 'Approve' }, when: { status: ['pending'] }, set: { status: 'approved' }, batch: true, confirm: true },
    reject: { title: { zh: '驳回', en: 'Reject' }, when: { status: ['pending'] }, set: { status: 'rejected' }, body: reason, batch: true, confirm: true },
  },
});

/** A member's contribution performance in one month (read only, computed by the platform each month). */
export const performanceRecord = z.object({
  id,
  member_id: id,
  member_name: z.string(),
  member_mobile: z.string(),
  vip_level: VIP_LEVEL.schema,
  month: z.string().regex(/^\d{4}-\d{2}$/, format('month')),
  personal: money,
  team: money,
  new_referrals: z.number().int().min(0),
  rank: z.number().int().min(1),
});
export type Performance = z.infer<typeof performanceRecord>;

export const contributionPerformance = defineResource({
  name: 'contributionPerformance',
  title: { zh: '贡献值业绩', en: 'Contribution performance' },
  path: '/api/v2/seller/contribution_performance',
  record: performanceRecord,
  fields: {
    rank: { zh: '排名', en: 'Rank' },
    member_name: { zh: '会员', en: 'Member' },
    member_mobile: { zh: '手机号', en: 'Phone' },
    vip_level: { zh: '会员等级', en: 'VIP level' },
    month: { zh: '月份', en: 'Month' },
    personal: { zh: '个人业绩', en: 'Personal' },
    team: { zh: '团队业绩', en: 'Team' },
    new_referrals: { zh: '新增推荐', en: 'New referrals' },
  },
  enums: { vip_level: VIP_LEVEL },
  filters: [
    { kind: 'keyword', param: 'keyword', fields: ['member_name', 'member_mobile'], title: { zh: '会员/手机', en: 'Member or phone' } },
    { kind: 'exact', field: 'month', schema: z.string().regex(/^\d{4}-\d{2}$/, format('month')), title: { zh: '月份', en: 'Month' } },
    { kind: 'exact', field: 'vip_level', schema: VIP_LEVEL.schema, title: { zh: '会员等级', en: 'VIP level' } },
    { kind: 'range', field: 'team', title: { zh: '团队业绩', en: 'Team' } },
  ],
  sortable: ['rank', 'personal', 'team', 'new_referrals'],
  defaultSort: 'rank',
  permission: { read: 'contribution_contributionYj' },
});

export const HEDGING_STATUS = defineEnum({
  pending: { zh: '待对冲', en: 'Pending', color: 'yellow' },
  done: { zh: '已对冲', en: 'Offset', color: 'green' },
  cancelled: { zh: '已取消', en: 'Cancelled', color: 'grey' },
});

/**
 * A hedging (对冲): a member's balance pays back contribution credit spent on credit purchases. Executing it moves
 * `amount` from the balance to the contribution (two `hedging` entries). Made one by one or by the batch import.
 */
export const hedgingRecord = z.object({
  id,
  hedging_no: z.string(),
  member_id: id,
  member_name: z.string(),
  member_mobile: z.string(),
  amount: money,
  remark: z.string(),
  status: HEDGING_STATUS.schema,
  reason: z.string(),
  /** The import that made it; null when made by hand. */
  import_id: id.nullable(),
  created_at: dateTime,
  done_at: dateTime.nullable(),
});
export type Hedging = z.infer<typeof hedgingRecord>;

export const hedgings = defineResource({
  name: 'hedgings',
  title: { zh: '对冲管理', en: 'Hedging' },
  path: '/api/v2/seller/hedgings',
  record: hedgingRecord,
  fields: {
    hedging_no: { zh: '对冲单号', en: 'Hedging no.' },
    member_name: { zh: '会员', en: 'Member' },
    member_mobile: { zh: '手机号', en: 'Phone' },
    amount: { zh: '对冲金额', en: 'Amount' },
    remark: { zh: '备注', en: 'Remark' },
    status: { zh: '状态', en: 'Status' },
    reason: { zh: '取消原因', en: 'Reason' },
    import_id: { zh: '导入批次', en: 'Import' },
    created_at: { zh: '创建时间', en: 'Created' },
    done_at: { zh: '对冲时间', en: 'Offset at' },
  },
  enums: { status: HEDGING_STATUS },
  filters: [
    { kind: 'keyword', param: 'keyword', fields: ['hedging_no', 'member_name', 'member_mobile', 'remark'], title: { zh: '单号/会员/手机/备注', en: 'No., member, phone or remark' } },
    { kind: 'exact', field: 'status', schema: HEDGING_STATUS.schema, title: { zh: '状态', en: 'Status' } },
    { kind: 'range', field: 'amount', title: { zh: '对冲金额', en: 'Amount' } },
    { kind: 'dateRange', field: 'created_at', title: { zh: '创建时间', en: 'Created' } },
  ],
  tabs: HEDGING_STATUS.values.map((s) => ({ key: s, title: HEDGING_STATUS.options[s], where: { status: s } })),
  sortable: ['id', 'amount', 'created_at'],
  defaultSort: '-created_at',
  permission: { read: 'finance_hedgingManage' },
  actions: {
    execute: { title: { zh: '执行对冲', en: 'Offset' }, when: { status: ['pending'] }, set: { status: 'done' }, batch: true, confirm: true },
    cancel: { title: { zh: '取消', en: 'Cancel' }, when: { status: ['pending'] }, set: { status: 'cancelled' }, body: reason, confirm: true },
  },
});
