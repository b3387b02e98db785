/**
 * Withdrawals: the members' list (summary cards, approve, reject with reason, mark paid with a proof picture, fail,
 * retry, batch approve and reject, mark paid as a job) and the partner withdrawals as variants of one description (D-score, merchants,
 * offline merchants, earnings), each with its own applicant columns.
 */
import type { Text } from '../../../../../contract/i18n.ts';
import type { PayeeResource } from '../../../../../contract/payee.ts';
import type { PartnerWithdrawKind } from '../../../../../contract/resources/money/partnerWithdrawals.ts';
import { WITHDRAW_METHOD } from '../../../../../contract/resources/withdrawals.ts';
import { maskedPhone, TO, toPayee, toPlace } from '../../../screens/descriptions/effects.ts';
import { memberNameColumn, revealablePhone } from '../../../screens/descriptions/drawerFields.ts';
import type { ActionEffect, ColumnDesc, DetailSection, DrawerDesign, FactsSection, ListDescription } from '../../../screens/descriptions/types.ts';
import { payeeAccount } from '../../../screens/cells/person.tsx';
import { moneyCells } from '../cells.tsx';
import { WithdrawSummaryCards } from '../WithdrawSummaryCards.tsx';

const PROOF_FORM = { mark_paid: [{ name: 'proof', input: 'picture' as const }] };

/**
 * What each action does to a withdrawal, for its confirmation: who applied (the phone masked), the amount, fee and
 * net, the payee (method and account, masked) and the state after. Approving and paying name the net paid to the
 * payee; a rejection names where the amount returns (`returnsTo`; a merchant's withdrawal took nothing to return).
 */
function withdrawEffects(applicant: string, phone: string, returnsTo?: Text, own: readonly string[] = []): Record<string, ActionEffect> {
  const facts = [applicant, maskedPhone(phone), ...own, 'amount', 'fee', 'net', 'method', 'account'];
  const payee = toPayee(WITHDRAW_METHOD, 'account');
  return {
    approve: { facts, amount: 'amount', to: payee, title: { zh: '通过提现 {amount}，待打款到{to}', en: 'Approve the withdrawal of {amount}, to be paid to {to}' } },
    reject: returnsTo
      ? { facts, amount: 'amount', to: toPlace(returnsTo), title: { zh: '驳回提现 {amount}，退回{to}', en: 'Reject the withdrawal of {amount}, returned to {to}' } }
      : { facts, amount: 'amount', title: { zh: '驳回提现 {amount}', en: 'Reject the withdrawal of {amount}' } },
    mark_paid: { facts, amount: 'net', to: payee, title: { zh: '确认打款 {amount} 到{to}', en: 'Pay {amount} to {to}' } },
    fail: { facts, amount: 'net', to: payee, title: { zh: '打款失败 · {amount} 到{to}', en: 'Mark failed · {amount} to {to}' } },
    retry: { facts, amount: 'net', to: payee, title: { zh: '重新打款 {amount} 到{to}', en: 'Pay {amount} again to {to}' } },
  };
}
const ACTIONS = ['view', 'approve', 'reject', 'mark_paid', 'fail', 'retry'];
/** Approving sends a withdrawal to be paid, and a retry sends it again: both ask first, single and batch. */
const CONFIRM = ['approve', 'retry'];

/** The applicant with the phone under the name. */
const applicant = (name: string, mobile: string): ColumnDesc => ({
  key: name,
  cell: moneyCells.applicant,
  args: { phone: mobile },
  exportValue: (row) => `${String(row[name])} ${String(row[mobile])}`,
});

const FLOWS_TITLE = { zh: '申请人资产流水', en: "Applicant's ledger" };
/** The applicant's holding and latest entries of the asset the withdrawal takes from. */
const memberFlows = (idField: string, asset: 'balance' | 'points'): DetailSection => ({
  title: FLOWS_TITLE,
  cell: moneyCells.memberFlows,
  args: { member: idField, asset },
});

/** Where a withdrawal is paid: the holder, bank and branch, the account masked with its kind's logged reveal (docs/money.md). */
const payeeSection = (resource: PayeeResource): FactsSection => ({
  title: { zh: '收款', en: 'Payee' },
  fields: ['method', 'payee_name', 'bank_name', 'bank_branch', { key: 'account', cell: payeeAccount, args: { resource } }, 'proof'],
});
/** Who decided and who paid, each with when (issue #39 §4). */
const HANDLING: FactsSection = { title: { zh: '处理', en: 'Handling' }, fields: ['reason', 'reviewed_by', 'reviewed_at', 'paid_by', 'paid_at'] };

/**
 * A member's withdrawal drawer (docs/drawers.md): its number and state, the decision first among its actions; then
 * the money, who asked (a link to the member for roles that may open members, the phone masked), where it is paid
 * (the holder, bank and branch, the account masked with its logged reveal: docs/money.md), who handled it and when,
 * and the applicant's ledger.
 */
const WITHDRAWAL_DRAWER: DrawerDesign = {
  identity: 'withdraw_no',
  state: ['status'],
  facts: ['amount', 'created_at'],
  primary: ['approve', 'reject', 'mark_paid'],
  sections: [
    { title: { zh: '到账', en: 'Paid out' }, fields: ['fee', 'net'] },
    { title: { zh: '申请人', en: 'Applicant' }, fields: [memberNameColumn('member_name', 'member_id'), revealablePhone('member_mobile')] },
    payeeSection('withdrawals'),
    HANDLING,
    memberFlows('member_id', 'balance'),
  ],
};

/** A withdrawal's columns kept in the column settings, in the members' and the partners' lists alike. */
const IN_COLUMN_SETTINGS: ColumnDesc[] = ['method', 'fee', 'net', 'reason', 'payee_name', 'bank_name', 'proof', 'reviewed_at', 'paid_at'].map((key) => ({
  key,
  optional: true,
}));

export function withdrawList(): ListDescription {
  return {
    kind: 'list',
    resource: 'withdrawals',
    columns: [
      // the default set fits a 1366 px laptop (docs/lists.md "Columns that fit"): the fee, the net amount and the
      // reason are in the drawer and the column settings; who approved or rejected, and who paid, are shown: finance
      // answers for each payout by name
      'withdraw_no', applicant('member_name', 'member_mobile'), 'amount', 'account', 'status', 'reviewed_by', 'paid_by', 'created_at',
      // the masked account tells a card from a phone or a mail; the method is in the drawer and the column settings
      ...IN_COLUMN_SETTINGS,
    ],
    rowActions: ACTIONS,
    bulk: ['approve', 'reject'],
    // paying has no batch call: many payments (with one proof) run as a job
    jobBulk: ['mark_paid'],
    confirm: CONFIRM,
    actionForms: PROOF_FORM,
    effects: withdrawEffects('member_name', 'member_mobile', TO.balance),
    drawer: WITHDRAWAL_DRAWER,
    banner: WithdrawSummaryCards,
    rowLabel: 'withdraw_no',
  };
}

const PARTNER = {
  d_score: { resource: 'dScoreWithdrawals', own: ['score'] },
  seller: { resource: 'sellerWithdrawals', own: ['shop_name'] },
  offline_merchant: { resource: 'offlineMerchantWithdrawals', own: ['shop_name'] },
  earning: { resource: 'earningWithdrawals', own: ['source'] },
} as const;

/**
 * A partner withdrawal's drawer (docs/drawers.md), designed as the members' one: its number and state, the decision
 * first; then the money, who asked (a member's name links to the member for the roles that may open members; a
 * merchant is not a member), the variant's own facts (the D-score, the shop, the earning's source), where it is paid
 * (the holder, bank and branch, the account with its logged reveal), who handled it and when, and, for a member's points or balance, the applicant's ledger.
 */
function partnerDrawer(kind: PartnerWithdrawKind, own: readonly string[]): DrawerDesign {
  const member = kind === 'd_score' || kind === 'earning';
  return {
    identity: 'withdraw_no',
    state: ['status'],
    facts: ['amount', 'created_at'],
    primary: ['approve', 'reject', 'mark_paid'],
    sections: [
      { title: { zh: '到账', en: 'Paid out' }, fields: ['fee', 'net'] },
      { title: { zh: '申请人', en: 'Applicant' }, fields: [member ? memberNameColumn('applicant_name', 'applicant_id') : 'applicant_name', revealablePhone('applicant_mobile'), ...own] },
      payeeSection(PARTNER[kind].resource),
      HANDLING,
      // a merchant's settlement account is outside the member ledger
      ...(member ? [memberFlows('applicant_id', kind === 'd_score' ? 'points' : 'balance')] : []),
    ],
  };
}

/** Where a rejected withdrawal's amount goes back: the D-score's points, the earnings' balance (docs/screens.md, "Money"). */
const RETURNS_TO: Record<PartnerWithdrawKind, Text | undefined> = { d_score: TO.points, earning: TO.balance, seller: undefined, offline_merchant: undefined };

export function partnerWithdrawList(kind: PartnerWithdrawKind): ListDescription {
  const { resource, own } = PARTNER[kind];
  return {
    kind: 'list',
    resource,
    columns: [
      // fitting a 1366 px laptop (docs/lists.md "Columns that fit"): who approved or rejected and who paid are shown;
      // the payee's account (with its logged reveal in the drawer, where a payment is made), the fee, the net, the
      // method and the reason are in the drawer and the column settings
      'withdraw_no', applicant('applicant_name', 'applicant_mobile'), ...own, 'amount', 'status', 'reviewed_by', 'paid_by', 'created_at',
      { key: 'account', optional: true },
      ...IN_COLUMN_SETTINGS,
    ],
    rowActions: ACTIONS,
    bulk: ['approve', 'reject'],
    // paying has no batch call: many payments (with one proof) run as a job
    jobBulk: ['mark_paid'],
    confirm: CONFIRM,
    actionForms: PROOF_FORM,
    effects: withdrawEffects('applicant_name', 'applicant_mobile', RETURNS_TO[kind], own),
    drawer: partnerDrawer(kind, own),
    rowLabel: 'withdraw_no',
  };
}
