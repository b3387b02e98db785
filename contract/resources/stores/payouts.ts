/**
 * A store's money: bills settle its sales into its balance, payouts take money out of it, and every movement is a
 * merchant ledger entry, so a balance always equals the sum of its ledger (the mock's `postMerchantLedger`).
 *
 *   bill unsettled --settle--> settled            (+ net amount)
 *   payout pending --approve--> to_transfer --transfer--> transferred
 *   payout pending | to_transfer --reject--> rejected   (the amount, taken at the application, comes back)
 */
import { z } from 'zod';
import { defineEnum } from '../../enums.ts';
import { defineResource, type Problem, report } from '../../resource.ts';
import { dateTime, id, money, nonNegativeMoney, payeeAccount, reason } from '../common.ts';
import { format } from '../../formats.ts';
import { MERCHANT_MONEY_LABELS } from '../../merchantMoney.ts';

export const PAYOUT_STATUS = defineEnum({
  pending: { zh: '待审核', en: 'Pending', color: 'yellow' },
  to_transfer: { zh: '待打款', en: 'To transfer', color: 'blue' },
  transferred: { zh: '已打款', en: 'Transferred', color: 'green' },
  rejected: { zh: '已驳回', en: 'Rejected', color: 'red' },
});
export const PAYOUT_METHOD = defineEnum({
  bank: { zh: '银行卡', en: 'Bank card', color: 'blue' },
  alipay: { zh: '支付宝', en: 'Alipay', color: 'teal' },
  wechat: { zh: '微信', en: 'WeChat', color: 'green' },
});

/** A card's transfer needs the bank and the branch; Alipay and WeChat pay to the phone and need neither. */
export const cardPayeeProblems = (p: { method?: unknown; bank_name?: unknown; bank_branch?: unknown }): Problem[] =>
  p.method !== 'bank'
    ? []
    : [
        ...(p.bank_name ? [] : [{ field: 'bank_name', text: { zh: '银行卡打款需填写开户银行', en: 'A card payout needs the bank' } }]),
        ...(p.bank_branch ? [] : [{ field: 'bank_branch', text: { zh: '银行卡打款需填写开户支行', en: 'A card payout needs the branch' } }]),
      ];

export const payoutRecord = z.object({
  id,
  payout_no: z.string(),
  merchant_id: id,
  merchant_name: z.string(),
  amount: money,
  method: PAYOUT_METHOD.schema,
  /** The account holder's name, as the bank knows it. */
  account_name: z.string(),
  /** Masked (`6222 **** **** 0226`); the full number only through `revealStorePayoutAccount` (contract/payee.ts). */
  account_no: payeeAccount,
  /** A card's bank and branch; empty for Alipay and WeChat. */
  bank_name: z.string(),
  bank_branch: z.string(),
  status: PAYOUT_STATUS.schema,
  reject_reason: z.string(),
  transfer_no: z.string(),
  created_at: dateTime,
  /** Who approved or rejected it (the person's name) and when, and who marked it transferred: null until someone did. */
  reviewed_at: dateTime.nullable(),
  reviewed_by: z.string().nullable(),
  transferred_at: dateTime.nullable(),
  transferred_by: z.string().nullable(),
});
export type StorePayout = z.infer<typeof payoutRecord>;

const positiveMoney = nonNegativeMoney.refine((v) => v !== '0.00', { message: '> 0', params: { text: { zh: '必须大于 0', en: 'must be above 0' } } });

export const storePayouts = defineResource({
  name: 'storePayouts',
  title: { zh: '店铺结算', en: 'Store payouts' },
  path: '/api/v2/seller/store_payouts',
  record: payoutRecord,
  fields: {
    id: { zh: 'ID', en: 'ID' },
    payout_no: { zh: '结算单号', en: 'Payout no.' },
    merchant_id: { zh: '商家', en: 'Merchant' },
    merchant_name: { zh: '店铺', en: 'Shop' },
    amount: { zh: '结算金额', en: 'Amount' },
    method: { zh: '收款方式', en: 'Method' },
    account_name: { zh: '收款户名', en: 'Account holder' },
    account_no: { zh: '收款账号', en: 'Account no.' },
    bank_name: { zh: '开户银行', en: 'Bank' },
    bank_branch: { zh: '开户支行', en: 'Branch' },
    status: { zh: '状态', en: 'Status' },
    reject_reason: { zh: '驳回原因', en: 'Rejection reason' },
    transfer_no: { zh: '打款流水号', en: 'Transfer ref.' },
    created_at: { zh: '申请时间', en: 'Requested' },
    reviewed_at: { zh: '审核时间', en: 'Reviewed' },
    reviewed_by: { zh: '审核人', en: 'Reviewed by' },
    transferred_at: { zh: '打款时间', en: 'Transferred' },
    transferred_by: { zh: '打款人', en: 'Transferred by' },
  },
  enums: { status: PAYOUT_STATUS, method: PAYOUT_METHOD },
  filters: [
    { kind: 'keyword', param: 'keyword', fields: ['payout_no', 'merchant_name', 'account_name'], title: { zh: '单号/店铺/户名', en: 'No., shop or holder' } },
    { kind: 'exact', field: 'merchant_id', schema: id, title: { zh: '商家', en: 'Merchant' } },
    { kind: 'exact', field: 'method', schema: PAYOUT_METHOD.schema, title: { zh: '收款方式', en: 'Method' } },
    { kind: 'exact', field: 'status', schema: PAYOUT_STATUS.schema, title: { zh: '状态', en: 'Status' } },
    { kind: 'range', field: 'amount', title: { zh: '金额', en: 'Amount' } },
    { kind: 'dateRange', field: 'created_at', title: { zh: '申请时间', en: 'Requested' } },
  ],
  tabs: PAYOUT_STATUS.values.map((s) => ({ key: s, title: PAYOUT_STATUS.options[s], where: { status: s } })),
  sortable: ['id', 'amount', 'created_at'],
  defaultSort: '-created_at',
  // a merchant reads its own payouts (its shop's, the upstream decides) and never acts on them
  permission: { read: 'store_storePayout', readAlso: [MERCHANT_MONEY_LABELS.payouts] },
  /** A payout for a store, on its behalf: the amount leaves its balance at once. */
  create: z.object({
    merchant_id: id,
    amount: positiveMoney,
    method: PAYOUT_METHOD.schema,
    account_name: z.string().trim().min(2).max(30),
    account_no: z.string().trim().regex(/^[\w@.-]{4,40}$/, format('payoutAccount')),
    /** A card's bank and branch, as the transfer needs them; left empty for Alipay and WeChat. */
    bank_name: z.string().trim().max(40).default(''),
    bank_branch: z.string().trim().max(40).default(''),
  }).superRefine((p, ctx) => report(cardPayeeProblems(p), ctx)),
  actions: {
    approve: { title: { zh: '审核通过', en: 'Approve' }, when: { status: ['pending'] }, set: { status: 'to_transfer' }, batch: true, confirm: true },
    reject: { title: { zh: '驳回', en: 'Reject' }, when: { status: ['pending', 'to_transfer'] }, set: { status: 'rejected' }, body: reason, batch: true },
    transfer: {
      title: { zh: '确认打款', en: 'Mark transferred' },
      when: { status: ['to_transfer'] },
      set: { status: 'transferred' },
      body: z.object({ transfer_no: z.string().trim().min(6).max(40) }),
      confirm: true,
    },
  },
});

export const MERCHANT_LEDGER_TYPE = defineEnum({
  settlement: { zh: '账单结算', en: 'Bill settled', color: 'green' },
  payout: { zh: '结算提现', en: 'Payout', color: 'orange' },
  payout_refund: { zh: '结算驳回退回', en: 'Payout returned', color: 'blue' },
});

export const merchantLedgerRecord = z.object({
  id,
  flow_no: z.string(),
  merchant_id: id,
  merchant_name: z.string(),
  type: MERCHANT_LEDGER_TYPE.schema,
  /** Signed: income positive, payouts negative. */
  amount: money,
  balance_after: money,
  related_no: z.string(),
  created_at: dateTime,
});
export type MerchantLedgerEntry = z.infer<typeof merchantLedgerRecord>;

export const merchantLedger = defineResource({
  name: 'merchantLedger',
  title: { zh: '店铺资金流水', en: 'Store money flows' },
  path: '/api/v2/seller/merchant_ledger',
  record: merchantLedgerRecord,
  fields: {
    id: { zh: 'ID', en: 'ID' },
    flow_no: { zh: '流水号', en: 'Flow no.' },
    merchant_id: { zh: '商家', en: 'Merchant' },
    merchant_name: { zh: '店铺', en: 'Shop' },
    type: { zh: '类型', en: 'Type' },
    amount: { zh: '变动金额', en: 'Amount' },
    balance_after: { zh: '变动后余额', en: 'Balance after' },
    related_no: { zh: '关联单号', en: 'Related no.' },
    created_at: { zh: '时间', en: 'Time' },
  },
  enums: { type: MERCHANT_LEDGER_TYPE },
  filters: [
    { kind: 'keyword', param: 'keyword', fields: ['flow_no', 'merchant_name', 'related_no'], title: { zh: '流水号/店铺/单号', en: 'Flow no., shop or no.' } },
    { kind: 'exact', field: 'merchant_id', schema: id, title: { zh: '商家', en: 'Merchant' } },
    { kind: 'dateRange', field: 'created_at', title: { zh: '时间', en: 'Time' } },
    { kind: 'exact', field: 'type', schema: MERCHANT_LEDGER_TYPE.schema, title: { zh: '类型', en: 'Type' } },
  ],
  tabs: MERCHANT_LEDGER_TYPE.values.map((s) => ({ key: s, title: MERCHANT_LEDGER_TYPE.options[s], where: { type: s } })),
  sortable: ['id', 'created_at'],
  defaultSort: '-id',
  permission: { read: 'store_payoutList' },
});

export const BILL_STATUS = defineEnum({
  unsettled: { zh: '待结算', en: 'Unsettled', color: 'yellow' },
  settled: { zh: '已结算', en: 'Settled', color: 'green' },
});

/** A store's bill for one period: its completed orders' sales less the platform's commission. */
export const billRecord = z.object({
  id,
  bill_no: z.string(),
  merchant_id: id,
  merchant_name: z.string(),
  period_start: dateTime,
  period_end: dateTime,
  order_count: z.number().int().min(0),
  sales: money,
  commission: money,
  net_amount: money,
  status: BILL_STATUS.schema,
  settled_at: dateTime.nullable(),
  created_at: dateTime,
});
export type StoreBill = z.infer<typeof billRecord>;

export const storeBills = defineResource({
  name: 'storeBills',
  title: { zh: '店铺账单', en: 'Store bills' },
  path: '/api/v2/seller/store_bills',
  record: billRecord,
  fields: {
    id: { zh: 'ID', en: 'ID' },
    bill_no: { zh: '账单号', en: 'Bill no.' },
    merchant_id: { zh: '商家', en: 'Merchant' },
    merchant_name: { zh: '店铺', en: 'Shop' },
    period_start: { zh: '账期开始', en: 'Period from' },
    period_end: { zh: '账期结束', en: 'Period to' },
    order_count: { zh: '订单数', en: 'Orders' },
    sales: { zh: '销售额', en: 'Sales' },
    commission: { zh: '平台佣金', en: 'Commission' },
    net_amount: { zh: '应结金额', en: 'Net amount' },
    status: { zh: '状态', en: 'Status' },
    settled_at: { zh: '结算时间', en: 'Settled' },
    created_at: { zh: '出账时间', en: 'Issued' },
  },
  enums: { status: BILL_STATUS },
  filters: [
    { kind: 'keyword', param: 'keyword', fields: ['bill_no', 'merchant_name'], title: { zh: '账单号/店铺', en: 'Bill no. or shop' } },
    { kind: 'exact', field: 'merchant_id', schema: id, title: { zh: '商家', en: 'Merchant' } },
    { kind: 'dateRange', field: 'created_at', title: { zh: '出账时间', en: 'Issued' } },
    { kind: 'exact', field: 'status', schema: BILL_STATUS.schema, title: { zh: '状态', en: 'Status' } },
  ],
  tabs: BILL_STATUS.values.map((s) => ({ key: s, title: BILL_STATUS.options[s], where: { status: s } })),
  sortable: ['id', 'net_amount', 'created_at'],
  defaultSort: '-created_at',
  permission: { read: 'store_billList', readAlso: [MERCHANT_MONEY_LABELS.bills] },
  actions: {
    settle: { title: { zh: '结算入账', en: 'Settle' }, when: { status: ['unsettled'] }, set: { status: 'settled' }, batch: true, confirm: true },
  },
});
