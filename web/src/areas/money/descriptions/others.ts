/** The remaining money lists, each with its own fields: conversions, transfers, usage, electricity, contribution. */
import { CONVERTIBLE_ASSET, MEMBER_PHONE_TITLE } from '../../../../../contract/resources/money/assets.ts';
import { maskedPhone, toPlace } from '../../../screens/descriptions/effects.ts';
import type { ListDescription } from '../../../screens/descriptions/types.ts';


const MEMBER = ['member_name', maskedPhone('member_mobile')];
const FROM_CONTRIBUTION = { zh: '会员余额（从贡献值转出）', en: "the member's balance (from the contribution)" };
const FROM_POINTS = { zh: '会员余额（扣除积分）', en: "the member's balance (points deducted)" };
const FROM_BALANCE = { zh: '会员贡献值（从余额转出）', en: "the member's contribution (from the balance)" };

export function conversionList(): ListDescription {
  return {
    kind: 'list',
    resource: 'assetConversions',
    columns: ['conversion_no', 'member_name', 'member_mobile', 'from_asset', 'amount', 'rate_percent', 'gross', 'fee', 'net', 'remark', 'created_at'],
    rowActions: ['view'],
    form: [
      { name: 'mobile', input: 'text', title: MEMBER_PHONE_TITLE },
      { name: 'from_asset', input: 'select', options: CONVERTIBLE_ASSET },
      { name: 'amount', input: 'money' },
      { name: 'remark', input: 'textarea' },
    ],
    rowLabel: 'conversion_no',
  };
}

export function transferList(): ListDescription {
  return {
    kind: 'list',
    resource: 'assetTransfers',
    columns: ['transfer_no', 'from_name', 'from_mobile', 'to_name', 'to_mobile', 'asset', 'amount', 'fee', 'created_at'],
    rowActions: ['view'],
    rowLabel: 'transfer_no',
  };
}

export function withdrawUsageList(): ListDescription {
  return {
    kind: 'list',
    resource: 'withdrawUsage',
    columns: ['day', 'member_name', 'member_mobile', 'count', 'used', 'limit', 'remaining'],
    rowActions: ['view'],
    rowLabel: 'day',
  };
}

export function electricityList(): ListDescription {
  return {
    kind: 'list',
    resource: 'electricityBills',
    columns: ['bill_no', 'member_name', 'account_no', 'household', 'province', 'period', 'kwh', 'amount', 'status', 'paid_at'],
    rowActions: ['view'],
    rowLabel: 'bill_no',
  };
}

export function repayList(): ListDescription {
  return {
    kind: 'list',
    resource: 'repayRecords',
    columns: ['repay_no', 'member_name', 'member_mobile', 'day', 'base', 'rate_bp', 'amount', 'status', 'reason', 'paid_at'],
    rowActions: ['view', 'pay', 'cancel'],
    bulk: ['pay'],
    // the payout moves the day's cash-back from the contribution to the balance
    effects: {
      pay: { facts: [...MEMBER, 'day', 'base', 'amount'], amount: 'amount', to: toPlace(FROM_CONTRIBUTION), title: { zh: '返还打款 {amount} 到{to}', en: 'Pay out {amount} to {to}' } },
      cancel: { facts: [...MEMBER, 'day', 'amount'], amount: 'amount', title: { zh: '取消返还 {amount}', en: 'Cancel the payout of {amount}' } },
    },
    rowLabel: 'repay_no',
  };
}

export function rebateExchangeList(): ListDescription {
  return {
    kind: 'audit',
    resource: 'rebateExchanges',
    columns: ['exchange_no', 'member_name', 'member_mobile', 'points', 'amount', 'status', 'reason', 'created_at', 'reviewed_at'],
    rowActions: ['view', 'approve', 'reject'],
    bulk: ['approve', 'reject'],
    // approving takes the points and credits the amount to the balance
    effects: {
      approve: { facts: [...MEMBER, 'points', 'amount'], amount: 'amount', to: toPlace(FROM_POINTS), title: { zh: '通过兑换 {amount} 到{to}', en: 'Approve the exchange of {amount} to {to}' } },
      reject: { facts: [...MEMBER, 'points', 'amount'], amount: 'amount', title: { zh: '驳回兑换 {amount}', en: 'Reject the exchange of {amount}' } },
    },
    rowLabel: 'exchange_no',
  };
}

export function performanceList(): ListDescription {
  return {
    kind: 'list',
    resource: 'contributionPerformance',
    columns: ['rank', 'member_name', 'member_mobile', 'vip_level', 'month', 'personal', 'team', 'new_referrals'],
    rowActions: ['view'],
    rowLabel: 'member_name',
  };
}

export function hedgingList(): ListDescription {
  return {
    kind: 'list',
    resource: 'hedgings',
    columns: ['hedging_no', 'member_name', 'member_mobile', 'amount', 'remark', 'status', 'reason', 'import_id', 'created_at', 'done_at'],
    rowActions: ['view', 'execute', 'cancel'],
    bulk: ['execute'],
    // offsetting moves the amount from the balance to the contribution
    effects: {
      execute: { facts: [...MEMBER, 'amount', 'remark'], amount: 'amount', to: toPlace(FROM_BALANCE), title: { zh: '执行对冲 {amount} 到{to}', en: 'Offset {amount} into {to}' } },
      cancel: { facts: [...MEMBER, 'amount', 'remark'], amount: 'amount', title: { zh: '取消对冲 {amount}', en: 'Cancel the offset of {amount}' } },
    },
    rowLabel: 'hedging_no',
  };
}
