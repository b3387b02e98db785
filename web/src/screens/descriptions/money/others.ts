/** The remaining money lists, each with its own fields: conversions, transfers, usage, electricity, contribution. */
import { CONVERTIBLE_ASSET, MEMBER_PHONE_TITLE } from '../../../../../contract/resources/money/assets.ts';
import type { ListDescription } from '../types.ts';

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
    rowLabel: 'hedging_no',
  };
}
