/** `/store` money: payouts (pending → to transfer → transferred, or rejected), the store money flows, and bills. */
import { PAYOUT_METHOD } from '../../../../../contract/resources/stores/payouts.ts';
import { cellText } from '../../../screens/lib/columns.ts';
import { TO, toPayee, toPlace } from '../../../screens/descriptions/effects.ts';
import type { ActionEffect, ColumnDesc, DrawerDesign, ListDescription, Row } from '../../../screens/descriptions/types.ts';
import { payeeAccount } from '../../../screens/cells/person.tsx';
import { storeCells } from '../cells.tsx';

/** The holder and the account number, masked as everywhere (`account_no` is the contract's `payeeAccount`). */
const payee = (row: Row) => `${String(row.account_name)} · ${cellText('account', row.account_no, 'zh')}`;
const ACCOUNT: ColumnDesc = {
  key: 'account',
  title: { zh: '收款账户', en: 'Account' },
  text: payee,
};

const PAYOUT_FACTS = ['merchant_name', 'amount', 'method', 'account_name', 'account_no'];
const PAYEE = toPayee(PAYOUT_METHOD, 'account_no', 'account_name');
/** A payout took its amount from the store balance when applied for: a rejection returns it, a transfer pays it out. */
const PAYOUT_EFFECTS: Record<string, ActionEffect> = {
  approve: { facts: PAYOUT_FACTS, amount: 'amount', to: PAYEE, title: { zh: '通过结算 {amount}，待转账到{to}', en: 'Approve the payout of {amount}, to be transferred to {to}' } },
  transfer: { facts: PAYOUT_FACTS, amount: 'amount', to: PAYEE, title: { zh: '确认转账 {amount} 到{to}', en: 'Transfer {amount} to {to}' } },
  reject: { facts: PAYOUT_FACTS, amount: 'amount', to: toPlace(TO.storeBalance), title: { zh: '驳回结算 {amount}，退回{to}', en: 'Reject the payout of {amount}, returned to {to}' } },
};

/**
 * A payout's drawer (docs/drawers.md), designed as the withdrawals' one: its number and state, the decision first;
 * where it is paid (the holder, bank and branch, the account masked with its logged reveal: docs/money.md), and who
 * approved or rejected it and who transferred it, each with when.
 */
const PAYOUT_DRAWER: DrawerDesign = {
  identity: 'payout_no',
  state: ['status'],
  facts: ['amount', 'created_at'],
  primary: ['approve', 'transfer', 'reject'],
  sections: [
    { title: { zh: '店铺', en: 'Shop' }, fields: ['merchant_name'] },
    { title: { zh: '收款', en: 'Payee' }, fields: ['method', 'account_name', 'bank_name', 'bank_branch', { key: 'account_no', cell: payeeAccount, args: { resource: 'storePayouts' } }] },
    { title: { zh: '处理', en: 'Handling' }, fields: ['reject_reason', 'reviewed_by', 'reviewed_at', 'transfer_no', 'transferred_by', 'transferred_at'] },
  ],
};

/** `/store/storePayout`: the payout queue. */
export function storePayouts(): ListDescription {
  return {
    kind: 'audit',
    resource: 'storePayouts',
    defaultTab: 'pending',
    filters: ['keyword', 'merchant_id', 'method', 'amount', 'created_at'],
    // fitting a 1366 px laptop (docs/lists.md "Columns that fit"): who approved or rejected and who transferred are
    // shown, as on the withdrawals; the method (the account tells a card from a phone), the transfer's reference, the
    // reason and the bank wait in the drawer and the column settings
    columns: [
      'payout_no', 'merchant_name', 'amount', ACCOUNT, 'status', 'reviewed_by', 'transferred_by', 'created_at',
      { key: 'transfer_no', optional: true },
      { key: 'method', optional: true },
      { key: 'reject_reason', optional: true },
      { key: 'bank_name', optional: true },
      { key: 'reviewed_at', optional: true },
      { key: 'transferred_at', optional: true },
    ],
    rowActions: ['view', 'approve', 'transfer', 'reject'],
    bulk: ['approve', 'reject'],
    actionForms: { transfer: [{ name: 'transfer_no', input: 'text' }] },
    effects: PAYOUT_EFFECTS,
    form: [
      { name: 'merchant_id', input: 'select', options: 'merchants' },
      { name: 'amount', input: 'money' },
      { name: 'method', input: 'select', options: PAYOUT_METHOD },
      { name: 'account_name', input: 'text' },
      { name: 'account_no', input: 'text' },
      // a card's bank and branch; the upstream keeps them empty for Alipay and WeChat
      { name: 'bank_name', input: 'text' },
      { name: 'bank_branch', input: 'text' },
    ],
    drawer: PAYOUT_DRAWER,
    rowLabel: 'payout_no',
  };
}

/** A signed amount: income in green, money out in red. */
const SIGNED_AMOUNT: ColumnDesc = {
  key: 'amount',
  cell: storeCells.signedAmount,
};

/** `/store/payoutList`: every movement of the stores' balances. */
export function merchantLedgerList(): ListDescription {
  return {
    kind: 'list',
    resource: 'merchantLedger',
    filters: ['keyword', 'merchant_id', 'created_at'],
    columns: ['flow_no', 'merchant_name', 'type', SIGNED_AMOUNT, 'balance_after', 'related_no', 'created_at'],
    rowActions: ['view'],
    rowLabel: 'flow_no',
  };
}

const PERIOD: ColumnDesc = {
  key: 'period',
  title: { zh: '账期', en: 'Period' },
  text: (row) => `${String(row.period_start).slice(0, 10)} ~ ${String(row.period_end).slice(0, 10)}`,
};

/** `/store/billList`: weekly bills; settling one credits the store's balance. */
export function storeBills(): ListDescription {
  return {
    kind: 'list',
    resource: 'storeBills',
    filters: ['keyword', 'merchant_id', 'created_at'],
    columns: ['bill_no', 'merchant_name', PERIOD, 'order_count', 'sales', 'commission', 'net_amount', 'status', 'settled_at', { key: 'created_at', optional: true }],
    rowActions: ['view', 'settle'],
    bulk: ['settle'],
    // settling credits the bill's net to the store balance
    effects: {
      settle: {
        facts: ['merchant_name', PERIOD, 'order_count', 'sales', 'commission', 'net_amount'],
        amount: 'net_amount',
        to: toPlace(TO.storeBalance),
        title: { zh: '结算入账 {amount} 到{to}', en: 'Settle {amount} into {to}' },
      },
    },
    rowLabel: 'bill_no',
  };
}
