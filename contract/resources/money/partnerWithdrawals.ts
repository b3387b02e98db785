/**
 * Withdrawals besides members' balance withdrawals (`withdrawals.ts`): D-score (a member's points), merchants and
 * offline merchants (their settlement account), and promoters' earnings (a member's balance). One table, one state
 * machine (the members' one); each kind is its own path under its route's label.
 */
import { z } from 'zod';
import { defineEnum } from '../../enums.ts';
import type { Text } from '../../i18n.ts';
import { defineResource, type FilterDef } from '../../resource.ts';
import { dateTime, id, money, payeeAccount, picture } from '../common.ts';
import { MERCHANT_MONEY_LABELS } from '../../merchantMoney.ts';
import { WITHDRAW_METHOD, WITHDRAW_STATUS, withdrawals } from '../withdrawals.ts';

export const PARTNER_WITHDRAW_KIND = defineEnum({
  d_score: { zh: 'D积分提现', en: 'D-score', color: 'orange' },
  seller: { zh: '商家提现', en: 'Merchant', color: 'blue' },
  offline_merchant: { zh: '线下商家提现', en: 'Offline merchant', color: 'teal' },
  earning: { zh: '收益提现', en: 'Earnings', color: 'green' },
});
export type PartnerWithdrawKind = (typeof PARTNER_WITHDRAW_KIND.values)[number];
export const EARNING_SOURCE = defineEnum({
  promotion: { zh: '推广收益', en: 'Promotion', color: 'blue' },
  community: { zh: '社区收益', en: 'Community', color: 'olive' },
  service: { zh: '服务收益', en: 'Service', color: 'violet' },
  none: { zh: '—', en: '—', color: 'grey' },
});
/** D-score points per yuan: a D-score withdrawal of 1,000 points pays ¥100.00. */
export const D_SCORE_PER_YUAN = 10;

export const partnerWithdrawalRecord = z.object({
  id,
  withdraw_no: z.string(),
  kind: PARTNER_WITHDRAW_KIND.schema,
  /** A member (D-score, earnings) or a merchant (seller, offline merchant). */
  applicant_id: id,
  applicant_name: z.string(),
  applicant_mobile: z.string(),
  /** The merchant's shop; '' for members. */
  shop_name: z.string(),
  /** D-score points withdrawn (left the member's points on applying); 0 for the other kinds. */
  score: z.number().int().min(0),
  source: EARNING_SOURCE.schema,
  amount: money,
  fee: money,
  /** `amount - fee`. */
  net: money,
  method: WITHDRAW_METHOD.schema,
  /** Masked (`6222 **** **** 0226`); the full number only through the kind's reveal call (contract/payee.ts). */
  account: payeeAccount,
  /** The account holder's name, as the bank knows it: the member, or the merchant's owner. */
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
export type PartnerWithdrawal = z.infer<typeof partnerWithdrawalRecord>;

const FIELDS: Record<string, Text> = {
  withdraw_no: { zh: '提现单号', en: 'Withdrawal no.' },
  kind: { zh: '类别', en: 'Kind' },
  applicant_name: { zh: '申请人', en: 'Applicant' },
  applicant_mobile: { zh: '手机号', en: 'Phone' },
  shop_name: { zh: '店铺', en: 'Shop' },
  score: { zh: 'D积分', en: 'D-score' },
  source: { zh: '收益来源', en: 'Earning source' },
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
};

function partnerWithdrawals(name: string, kind: PartnerWithdrawKind, label: string, title: Text, readAlso: readonly string[] = []) {
  const filters: FilterDef[] = [
    { kind: 'keyword', param: 'keyword', fields: ['withdraw_no', 'applicant_name', 'applicant_mobile', 'shop_name'], title: { zh: '单号/申请人/手机/店铺', en: 'No., applicant, phone or shop' } },
    { kind: 'exact', field: 'status', schema: WITHDRAW_STATUS.schema, title: { zh: '状态', en: 'Status' } },
    { kind: 'exact', field: 'method', schema: WITHDRAW_METHOD.schema, title: { zh: '提现方式', en: 'Method' } },
    ...(kind === 'earning' ? [{ kind: 'exact', field: 'source', schema: EARNING_SOURCE.schema, title: FIELDS.source } as const] : []),
    { kind: 'range', field: 'amount', title: { zh: '提现金额', en: 'Amount' } },
    { kind: 'dateRange', field: 'created_at', title: { zh: '申请时间', en: 'Applied' } },
  ];
  return defineResource({
    name,
    title,
    path: `/api/v2/seller/withdrawals_${kind}`,
    record: partnerWithdrawalRecord,
    fields: FIELDS,
    enums: { kind: PARTNER_WITHDRAW_KIND, status: WITHDRAW_STATUS, method: WITHDRAW_METHOD, source: EARNING_SOURCE },
    filters,
    tabs: withdrawals.tabs,
    sortable: ['id', 'amount', 'created_at'],
    defaultSort: '-created_at',
    permission: { read: label, readAlso },
    actions: withdrawals.actions,
  });
}

export const dScoreWithdrawals = partnerWithdrawals('dScoreWithdrawals', 'd_score', 'withDraw_d_score', { zh: 'D积分提现', en: 'D-score withdrawals' });
// a merchant reads its own withdrawals, never reviews them
export const sellerWithdrawals = partnerWithdrawals('sellerWithdrawals', 'seller', 'withDraw_seller', { zh: '商家提现', en: 'Merchant withdrawals' }, [MERCHANT_MONEY_LABELS.withdrawals]);
export const offlineMerchantWithdrawals = partnerWithdrawals('offlineMerchantWithdrawals', 'offline_merchant', 'withDraw_offlineMerchant', { zh: '线下商家提现', en: 'Offline merchant withdrawals' });
export const earningWithdrawals = partnerWithdrawals('earningWithdrawals', 'earning', 'earningDraw_index', { zh: '收益提现', en: 'Earnings withdrawals' });

/** Which kind each resource serves. */
export const PARTNER_WITHDRAW_RESOURCES = {
  dScoreWithdrawals: 'd_score',
  sellerWithdrawals: 'seller',
  offlineMerchantWithdrawals: 'offline_merchant',
  earningWithdrawals: 'earning',
} as const satisfies Record<string, PartnerWithdrawKind>;
