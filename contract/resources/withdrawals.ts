import { z } from 'zod';
import { defineEnum } from '../enums.ts';
import { defineResource } from '../resource.ts';
import { dateTime, id, money, payeeAccount, picture, reason } from './common.ts';

export const WITHDRAW_STATUS = defineEnum({
  in_review: { zh: '审核中', en: 'In review', color: 'yellow' },
  approved: { zh: '待打款', en: 'Approved', color: 'blue' },
  paid: { zh: '已打款', en: 'Paid', color: 'green' },
  rejected: { zh: '已驳回', en: 'Rejected', color: 'red' },
  failed: { zh: '打款失败', en: 'Failed', color: 'orange' },
});
export const WITHDRAW_METHOD = defineEnum({
  bank: { zh: '银行卡', en: 'Bank card', color: 'grey' },
  alipay: { zh: '支付宝', en: 'Alipay', color: 'blue' },
  wechat: { zh: '微信', en: 'WeChat', color: 'green' },
});

/**
 * A member's withdrawal. The amount left the balance (a `withdraw` ledger entry) when the member applied; rejecting
 * returns it to the balance with a `refund` entry.
 */
export const withdrawalRecord = z.object({
  id,
  withdraw_no: z.string(),
  member_id: id,
  member_name: z.string(),
  member_mobile: z.string(),
  amount: money,
  fee: money,
  /** `amount - fee`: what is transferred. */
  net: money,
  method: WITHDRAW_METHOD.schema,
  /** Masked (`6222 **** **** 0226`); the full number only through `revealWithdrawalAccount` (contract/payee.ts). */
  account: payeeAccount,
  /** The account holder's name, as the bank knows it. */
  payee_name: z.string(),
  /** A card's bank and branch; empty for Alipay and WeChat. */
  bank_name: z.string(),
  bank_branch: z.string(),
  status: WITHDRAW_STATUS.schema,
  reason: z.string(),
  proof: picture.nullable(),
  created_at: dateTime,
  reviewed_at: dateTime.nullable(),
  /** Who approved or rejected it (the person's name), and who marked it paid: null until someone did. */
  reviewed_by: z.string().nullable(),
  paid_at: dateTime.nullable(),
  paid_by: z.string().nullable(),
});
export type Withdrawal = z.infer<typeof withdrawalRecord>;

export const withdrawals = defineResource({
  name: 'withdrawals',
  title: { zh: '提现', en: 'Withdrawals' },
  path: '/api/v2/seller/withdrawals',
  record: withdrawalRecord,
  fields: {
    withdraw_no: { zh: '提现单号', en: 'Withdrawal no.' },
    member_name: { zh: '申请人', en: 'Applicant' },
    member_mobile: { zh: '手机号', en: 'Phone' },
    amount: { zh: '提现金额', en: 'Amount' },
    fee: { zh: '手续费', en: 'Fee' },
    net: { zh: '实际到账', en: 'Net' },
    method: { zh: '提现方式', en: 'Method' },
    account: { zh: '收款账号', en: 'Account' },
    payee_name: { zh: '开户名', en: 'Account holder' },
    bank_name: { zh: '开户银行', en: 'Bank' },
    bank_branch: { zh: '开户支行', en: 'Branch' },
    status: { zh: '状态', en: 'Status' },
    reason: { zh: '原因', en: 'Reason' },
    proof: { zh: '打款凭证', en: 'Proof' },
    created_at: { zh: '申请时间', en: 'Applied' },
    reviewed_at: { zh: '审核时间', en: 'Reviewed' },
    reviewed_by: { zh: '审核人', en: 'Reviewed by' },
    paid_at: { zh: '打款时间', en: 'Paid' },
    paid_by: { zh: '打款人', en: 'Paid by' },
  },
  enums: { status: WITHDRAW_STATUS, method: WITHDRAW_METHOD },
  filters: [
    { kind: 'keyword', param: 'keyword', fields: ['withdraw_no', 'member_name', 'member_mobile'], title: { zh: '单号/申请人/手机', en: 'No., applicant or phone' } },
    { kind: 'exact', field: 'status', schema: WITHDRAW_STATUS.schema, title: { zh: '状态', en: 'Status' } },
    { kind: 'exact', field: 'method', schema: WITHDRAW_METHOD.schema, title: { zh: '提现方式', en: 'Method' } },
    { kind: 'exact', field: 'member_id', schema: id, title: { zh: '会员', en: 'Member' } },
    { kind: 'range', field: 'amount', title: { zh: '提现金额', en: 'Amount' } },
    { kind: 'dateRange', field: 'created_at', title: { zh: '申请时间', en: 'Applied' } },
  ],
  tabs: WITHDRAW_STATUS.values.map((s) => ({ key: s, title: WITHDRAW_STATUS.options[s], where: { status: s } })),
  sortable: ['id', 'amount', 'created_at'],
  defaultSort: '-created_at',
  permission: { read: 'withDraw_index' },
  actions: {
    approve: { title: { zh: '通过', en: 'Approve' }, when: { status: ['in_review'] }, set: { status: 'approved' }, batch: true },
    reject: { title: { zh: '驳回', en: 'Reject' }, when: { status: ['in_review'] }, set: { status: 'rejected' }, body: reason, batch: true, confirm: true },
    mark_paid: { title: { zh: '确认打款', en: 'Mark paid' }, when: { status: ['approved'] }, set: { status: 'paid' }, body: z.object({ proof: picture }), confirm: true },
    fail: { title: { zh: '打款失败', en: 'Mark failed' }, when: { status: ['approved'] }, set: { status: 'failed' }, body: reason },
    retry: { title: { zh: '重新打款', en: 'Retry' }, when: { status: ['failed'] }, set: { status: 'approved' } },
  },
});
