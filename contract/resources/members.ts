import { z } from 'zod';
import { defineEnum, VIP_LEVEL } from '../enums.ts';
import { defineResource } from '../resource.ts';
import { dateTime, id, money, picture } from './common.ts';

export const MEMBER_STATUS = defineEnum({
  normal: { zh: '正常', en: 'Active', color: 'green' },
  frozen: { zh: '已冻结', en: 'Frozen', color: 'red' },
});
export const LEDGER_TYPE = defineEnum({
  recharge: { zh: '充值', en: 'Top-up', color: 'green' },
  consume: { zh: '消费', en: 'Purchase', color: 'orange' },
  refund: { zh: '退款', en: 'Refund', color: 'blue' },
  reward: { zh: '奖励', en: 'Reward', color: 'teal' },
  withdraw: { zh: '提现', en: 'Withdrawal', color: 'purple' },
  adjust: { zh: '人工调整', en: 'Manual adjustment', color: 'grey' },
});

/** `balance` always equals the sum of the member's ledger amounts. */
export const memberRecord = z.object({
  id,
  nickname: z.string(),
  name: z.string(),
  mobile: z.string(),
  avatar: picture,
  vip_level: VIP_LEVEL.schema,
  referrer_id: id.nullable(),
  referrer_name: z.string(),
  balance: money,
  points: z.number().int(),
  contribution: money,
  status: MEMBER_STATUS.schema,
  province: z.string(),
  city: z.string(),
  created_at: dateTime,
});
export type Member = z.infer<typeof memberRecord>;

export const members = defineResource({
  name: 'members',
  title: { zh: '会员', en: 'Members' },
  path: '/api/v2/seller/members',
  record: memberRecord,
  fields: {
    id: { zh: '会员ID', en: 'ID' },
    avatar: { zh: '头像', en: 'Avatar' },
    nickname: { zh: '昵称', en: 'Nickname' },
    name: { zh: '姓名', en: 'Name' },
    mobile: { zh: '手机号', en: 'Phone' },
    vip_level: { zh: '会员等级', en: 'VIP level' },
    referrer_name: { zh: '推荐人', en: 'Referrer' },
    balance: { zh: '余额', en: 'Balance' },
    points: { zh: '积分', en: 'Points' },
    contribution: { zh: '贡献值', en: 'Contribution' },
    status: { zh: '状态', en: 'Status' },
    created_at: { zh: '注册时间', en: 'Registered' },
  },
  enums: { vip_level: VIP_LEVEL, status: MEMBER_STATUS },
  filters: [
    { kind: 'keyword', param: 'keyword', fields: ['name', 'nickname', 'mobile'], title: { zh: '姓名/昵称/手机', en: 'Name, nickname or phone' } },
    { kind: 'exact', field: 'vip_level', schema: VIP_LEVEL.schema, title: { zh: '会员等级', en: 'VIP level' } },
    { kind: 'exact', field: 'status', schema: MEMBER_STATUS.schema, title: { zh: '状态', en: 'Status' } },
    { kind: 'exact', field: 'referrer_id', schema: id, title: { zh: '推荐人', en: 'Referrer' } },
    { kind: 'range', field: 'balance', title: { zh: '余额', en: 'Balance' } },
    { kind: 'dateRange', field: 'created_at', title: { zh: '注册时间', en: 'Registered' } },
  ],
  tabs: MEMBER_STATUS.values.map((s) => ({ key: s, title: MEMBER_STATUS.options[s], where: { status: s } })),
  sortable: ['id', 'balance', 'points', 'vip_level', 'created_at'],
  defaultSort: '-created_at',
  permission: { read: 'memberList_list' },
  actions: {
    freeze: { title: { zh: '冻结', en: 'Freeze' }, when: { status: ['normal'] }, set: { status: 'frozen' }, batch: true, confirm: true },
    unfreeze: { title: { zh: '解冻', en: 'Unfreeze' }, when: { status: ['frozen'] }, set: { status: 'normal' }, batch: true },
    level: { title: { zh: '修改等级', en: 'Change level' }, body: z.object({ vip_level: VIP_LEVEL.schema }), batch: true },
    adjust: {
      title: { zh: '调整余额', en: 'Adjust balance' },
      permission: 'finance_manualHandling',
      body: z.object({
        amount: money.refine((v) => Number(v) !== 0, { message: '≠ 0', params: { rule: 'nonZero' } }),
        remark: z.string().trim().min(2).max(200),
      }),
      confirm: true,
    },
  },
});

export const ledgerRecord = z.object({
  id,
  flow_no: z.string(),
  member_id: id,
  member_name: z.string(),
  type: LEDGER_TYPE.schema,
  /** Signed: positive credits the balance, negative debits it. */
  amount: money,
  balance_after: money,
  order_no: z.string(),
  remark: z.string(),
  created_at: dateTime,
});
export type LedgerEntry = z.infer<typeof ledgerRecord>;

/** Balance flows of members (read only: entries are written by the actions that move money). */
export const ledger = defineResource({
  name: 'ledger',
  title: { zh: '余额明细', en: 'Balance ledger' },
  path: '/api/v2/seller/members_ledger',
  record: ledgerRecord,
  fields: {
    flow_no: { zh: '流水号', en: 'Flow no.' },
    member_name: { zh: '会员', en: 'Member' },
    type: { zh: '类型', en: 'Type' },
    amount: { zh: '金额', en: 'Amount' },
    balance_after: { zh: '变动后余额', en: 'Balance after' },
    order_no: { zh: '关联订单', en: 'Order' },
    remark: { zh: '备注', en: 'Remark' },
    created_at: { zh: '时间', en: 'Time' },
  },
  enums: { type: LEDGER_TYPE },
  filters: [
    { kind: 'exact', field: 'member_id', schema: id, title: { zh: '会员', en: 'Member' } },
    { kind: 'exact', field: 'type', schema: LEDGER_TYPE.schema, title: { zh: '类型', en: 'Type' } },
    { kind: 'keyword', param: 'keyword', fields: ['flow_no', 'member_name', 'order_no'], title: { zh: '流水号/会员/订单', en: 'Flow no., member or order' } },
    { kind: 'dateRange', field: 'created_at', title: { zh: '时间', en: 'Time' } },
  ],
  sortable: ['id', 'amount', 'created_at'],
  defaultSort: '-created_at',
  permission: { read: 'memberList_list' },
});
