/**
 * A merchant's own money (docs/money.md, "A merchant's own money"): its shop's bills, payouts and withdrawals, read
 * only. The platform's screens of the same resources settle, approve and pay; these offer the record and the export
 * (a statement for a period: the issued or applied dates' filter), and the upstream keeps every row to the shop.
 */
import { MERCHANT_MONEY_ROUTES } from '../../../../../contract/merchantMoney.ts';
import type { ListDescription } from '../../../screens/descriptions/types.ts';
import { partnerWithdrawList } from './withdrawals.ts';

function myBills(): ListDescription {
  return {
    kind: 'list',
    resource: 'storeBills',
    filters: ['keyword', 'created_at'],
    // the period as two fields, not one computed text: a statement's file holds only the record's own fields
    columns: ['bill_no', 'period_start', 'period_end', 'order_count', 'sales', 'commission', 'net_amount', 'status', 'settled_at', 'created_at'],
    rowActions: ['view'],
    statement: true,
    rowLabel: 'bill_no',
  };
}

function myPayouts(): ListDescription {
  return {
    kind: 'list',
    resource: 'storePayouts',
    filters: ['keyword', 'method', 'amount', 'created_at'],
    // fitting a 1366 px laptop (docs/lists.md "Columns that fit"): the rejection's reason and the transfer's reference
    // are in the drawer and the column settings
    columns: [
      'payout_no', 'amount', 'method', 'account_name', 'account_no', 'status', 'created_at', 'transferred_at',
      { key: 'reject_reason', optional: true },
      { key: 'transfer_no', optional: true },
    ],
    rowActions: ['view'],
    statement: true,
    rowLabel: 'payout_no',
  };
}

/** The merchant withdrawals' screen without its decisions: the buttons follow the labels, and these hold none. */
function myWithdrawals(): ListDescription {
  const { bulk: _bulk, jobBulk: _jobBulk, ...list } = partnerWithdrawList('seller');
  return { ...list, rowActions: ['view'], statement: true };
}

export const MERCHANT_MONEY_SCREENS = {
  [MERCHANT_MONEY_ROUTES.bills]: myBills,
  [MERCHANT_MONEY_ROUTES.payouts]: myPayouts,
  [MERCHANT_MONEY_ROUTES.withdrawals]: myWithdrawals,
};
