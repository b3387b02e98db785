/** Moves between assets and members: conversions, transfers; and the records finance reads (usage, electricity). */
import { z } from 'zod';
import { defineEnum } from '../../enums.ts';
import { defineResource } from '../../resource.ts';
import { mobile } from '../../shell.ts';
import { LEDGER_ASSET } from '../members.ts';
import { dateTime, id, money } from '../common.ts';
import { format } from '../../formats.ts';

const positiveMoney = money.refine((v) => !v.startsWith('-') && Number(v) !== 0, { message: '> 0', params: { rule: 'nonZero' } });

/** A member converts contribution or points into balance at the rate of the asset settings, less a fee. */
export const conversionRecord = z.object({
  id,
  conversion_no: z.string(),
  member_id: id,
  member_name: z.string(),
  member_mobile: z.string(),
  from_asset: LEDGER_ASSET.schema,
  to_asset: LEDGER_ASSET.schema,
  /** Taken from `from_asset`. */
  amount: money,
  /** Percent of `amount` credited to `to_asset` before the fee. */
  rate_percent: z.number().int(),
  gross: money,
  fee: money,
  /** `gross - fee`, credited to `to_asset`. */
  net: money,
  remark: z.string(),
  created_at: dateTime,
});
export type Conversion = z.infer<typeof conversionRecord>;

/** The assets a member may convert into balance. */
export const CONVERTIBLE_ASSET = defineEnum({
  contribution: { zh: '贡献值', en: 'Contribution', color: 'teal' },
  points: { zh: '积分', en: 'Points', color: 'orange' },
});

/** The member is named by phone when a conversion is made. */
export const MEMBER_PHONE_TITLE = { zh: '会员手机号', en: 'Member phone' };

export const conversionInput = z.object({
  mobile,
  from_asset: CONVERTIBLE_ASSET.schema,
  amount: positiveMoney,
  remark: z.string().trim().min(2).max(200),
});

export const assetConversions = defineResource({
  name: 'assetConversions',
  title: { zh: '资产转换', en: 'Asset conversions' },
  path: '/api/v2/seller/asset_conversions',
  record: conversionRecord,
  fields: {
    conversion_no: { zh: '转换单号', en: 'Conversion no.' },
    member_name: { zh: '会员', en: 'Member' },
    member_mobile: { zh: '手机号', en: 'Phone' },
    from_asset: { zh: '转出资产', en: 'From' },
    to_asset: { zh: '转入资产', en: 'To' },
    amount: { zh: '转出数量', en: 'Amount' },
    rate_percent: { zh: '转换比例(%)', en: 'Rate (%)' },
    gross: { zh: '转换所得', en: 'Gross' },
    fee: { zh: '手续费', en: 'Fee' },
    net: { zh: '实际到账', en: 'Net' },
    remark: { zh: '备注', en: 'Remark' },
    created_at: { zh: '时间', en: 'Time' },
  },
  enums: { from_asset: LEDGER_ASSET, to_asset: LEDGER_ASSET },
  filters: [
    { kind: 'keyword', param: 'keyword', fields: ['conversion_no', 'member_name', 'member_mobile'], title: { zh: '单号/会员/手机', en: 'No., member or phone' } },
    { kind: 'exact', field: 'from_asset', schema: LEDGER_ASSET.schema, title: { zh: '转出资产', en: 'From' } },
    { kind: 'dateRange', field: 'created_at', title: { zh: '时间', en: 'Time' } },
  ],
  sortable: ['id', 'amount', 'created_at'],
  defaultSort: '-created_at',
  permission: { read: 'property_conversion' },
  create: conversionInput,
});

/** A member transfers balance or points to another member; the sender also pays the transfer fee. */
export const transferRecord = z.object({
  id,
  transfer_no: z.string(),
  from_member_id: id,
  from_name: z.string(),
  from_mobile: z.string(),
  to_member_id: id,
  to_name: z.string(),
  to_mobile: z.string(),
  asset: LEDGER_ASSET.schema,
  amount: money,
  fee: money,
  created_at: dateTime,
});
export type Transfer = z.infer<typeof transferRecord>;

export const assetTransfers = defineResource({
  name: 'assetTransfers',
  title: { zh: '资产转账记录', en: 'Asset transfers' },
  path: '/api/v2/seller/asset_transfers',
  record: transferRecord,
  fields: {
    transfer_no: { zh: '转账单号', en: 'Transfer no.' },
    from_name: { zh: '转出会员', en: 'From member' },
    from_mobile: { zh: '转出手机', en: 'From phone' },
    to_name: { zh: '转入会员', en: 'To member' },
    to_mobile: { zh: '转入手机', en: 'To phone' },
    asset: { zh: '资产', en: 'Asset' },
    amount: { zh: '转账金额', en: 'Amount' },
    fee: { zh: '手续费', en: 'Fee' },
    created_at: { zh: '时间', en: 'Time' },
  },
  enums: { asset: LEDGER_ASSET },
  filters: [
    { kind: 'keyword', param: 'keyword', fields: ['transfer_no', 'from_name', 'from_mobile', 'to_name', 'to_mobile'], title: { zh: '单号/会员/手机', en: 'No., member or phone' } },
    { kind: 'exact', field: 'asset', schema: LEDGER_ASSET.schema, title: { zh: '资产', en: 'Asset' } },
    { kind: 'range', field: 'amount', title: { zh: '转账金额', en: 'Amount' } },
    { kind: 'dateRange', field: 'created_at', title: { zh: '时间', en: 'Time' } },
  ],
  sortable: ['id', 'amount', 'created_at'],
  defaultSort: '-created_at',
  permission: { read: 'finance_assetsgiroRecord' },
});

/** How much of a member's daily withdrawal limit each day's withdrawals used (derived from the withdrawals). */
export const withdrawUsageRecord = z.object({
  id,
  member_id: id,
  member_name: z.string(),
  member_mobile: z.string(),
  day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, format('day')),
  count: z.number().int().min(0),
  used: money,
  limit: money,
  remaining: money,
});
export type WithdrawUsage = z.infer<typeof withdrawUsageRecord>;

export const withdrawUsage = defineResource({
  name: 'withdrawUsage',
  title: { zh: '提现使用记录', en: 'Withdrawal usage' },
  path: '/api/v2/seller/withdraw_usage',
  record: withdrawUsageRecord,
  fields: {
    member_name: { zh: '会员', en: 'Member' },
    member_mobile: { zh: '手机号', en: 'Phone' },
    day: { zh: '日期', en: 'Day' },
    count: { zh: '提现笔数', en: 'Withdrawals' },
    used: { zh: '已用额度', en: 'Used' },
    limit: { zh: '每日额度', en: 'Daily limit' },
    remaining: { zh: '剩余额度', en: 'Remaining' },
  },
  filters: [
    { kind: 'keyword', param: 'keyword', fields: ['member_name', 'member_mobile', 'day'], title: { zh: '会员/手机/日期', en: 'Member, phone or day' } },
    { kind: 'range', field: 'used', title: { zh: '已用额度', en: 'Used' } },
  ],
  sortable: ['id', 'used', 'day'],
  defaultSort: '-day',
  permission: { read: 'finance_withdrawUseList' },
});

export const ELECTRICITY_STATUS = defineEnum({
  unpaid: { zh: '待缴费', en: 'Unpaid', color: 'yellow' },
  paid: { zh: '已缴费', en: 'Paid', color: 'green' },
  refunded: { zh: '已退款', en: 'Refunded', color: 'grey' },
});

/** Electricity bills members paid through the platform (a utility service), read by finance for reconciliation. */
export const electricityRecord = z.object({
  id,
  bill_no: z.string(),
  member_id: id,
  member_name: z.string(),
  account_no: z.string(),
  household: z.string(),
  province: z.string(),
  period: z.string().regex(/^\d{4}-\d{2}$/, format('month')),
  kwh: z.number().int().min(0),
  amount: money,
  status: ELECTRICITY_STATUS.schema,
  paid_at: dateTime.nullable(),
  created_at: dateTime,
});
export type ElectricityBill = z.infer<typeof electricityRecord>;

export const electricityBills = defineResource({
  name: 'electricityBills',
  title: { zh: '电费数据', en: 'Electricity bills' },
  path: '/api/v2/seller/electricity_bills',
  record: electricityRecord,
  fields: {
    bill_no: { zh: '账单号', en: 'Bill no.' },
    member_name: { zh: '会员', en: 'Member' },
    account_no: { zh: '电费户号', en: 'Account no.' },
    household: { zh: '户名', en: 'Household' },
    province: { zh: '省份', en: 'Province' },
    period: { zh: '账期', en: 'Period' },
    kwh: { zh: '用电量(度)', en: 'kWh' },
    amount: { zh: '金额', en: 'Amount' },
    status: { zh: '状态', en: 'Status' },
    paid_at: { zh: '缴费时间', en: 'Paid' },
    created_at: { zh: '创建时间', en: 'Created' },
  },
  enums: { status: ELECTRICITY_STATUS },
  filters: [
    { kind: 'keyword', param: 'keyword', fields: ['bill_no', 'member_name', 'account_no', 'household', 'period'], title: { zh: '账单号/会员/户号/账期', en: 'Bill, member, account or period' } },
    { kind: 'exact', field: 'status', schema: ELECTRICITY_STATUS.schema, title: { zh: '状态', en: 'Status' } },
    { kind: 'range', field: 'amount', title: { zh: '金额', en: 'Amount' } },
    { kind: 'dateRange', field: 'created_at', title: { zh: '创建时间', en: 'Created' } },
  ],
  tabs: ELECTRICITY_STATUS.values.map((s) => ({ key: s, title: ELECTRICITY_STATUS.options[s], where: { status: s } })),
  sortable: ['id', 'amount', 'kwh', 'created_at'],
  defaultSort: '-created_at',
  permission: { read: 'finance_electricityData' },
});
