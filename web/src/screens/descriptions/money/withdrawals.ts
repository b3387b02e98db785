/**
 * Withdrawals: the members' list (summary cards, approve, reject with reason, mark paid with a proof picture, fail,
 * retry, batch approve and reject) and the partner withdrawals as variants of one description (D-score, merchants,
 * offline merchants, earnings), each with its own applicant columns.
 */
import { createElement } from 'react';
import type { PartnerWithdrawKind } from '../../../../../contract/resources/money/partnerWithdrawals.ts';
import { MemberFlows } from '../../money/MemberFlows.tsx';
import { WithdrawSummaryCards } from '../../money/WithdrawSummaryCards.tsx';
import { cellText } from '../../lib/columns.ts';
import type { ColumnDesc, DetailSection, ListDescription } from '../types.ts';

const PROOF_FORM = { mark_paid: [{ name: 'proof', input: 'picture' as const }] };
/** What finance pays, beside the proof: the amount, the fee, the net transferred, and to whom (the account masked). */
const payFacts = (applicant: string) => ({ mark_paid: [applicant, 'amount', 'fee', 'net', 'method', 'account'] });
const ACTIONS = ['view', 'approve', 'reject', 'mark_paid', 'fail', 'retry'];
/** Approving sends a withdrawal to be paid, and a retry sends it again: both ask first, single and batch. */
const CONFIRM = ['approve', 'retry'];

/** The applicant with the phone under the name. */
const applicant = (name: string, mobile: string): ColumnDesc => ({
  key: name,
  render: (row) => createElement('span', { className: 'applicant' }, String(row[name]), createElement('br'), createElement('small', { className: 'muted' }, String(row[mobile]))),
  exportValue: (row) => `${String(row[name])} ${String(row[mobile])}`,
});
/** The account it pays into, masked (the contract's `payeeAccount` cell). */
const payee = (): ColumnDesc => ({
  key: 'account',
  render: (row) => createElement('span', { className: 'payee' }, cellText('account', row.account, 'zh')),
});

const FLOWS_TITLE = { zh: '申请人资产流水', en: "Applicant's ledger" };
/** The applicant's holding and latest entries of the asset the withdrawal takes from. */
const memberFlows = (idField: string, asset: 'balance' | 'points'): DetailSection => ({
  title: FLOWS_TITLE,
  render: (row) => createElement(MemberFlows, { memberId: Number(row[idField]), asset }),
});

export function withdrawList(): ListDescription {
  return {
    kind: 'list',
    resource: 'withdrawals',
    columns: [
      'withdraw_no', applicant('member_name', 'member_mobile'), 'amount', 'fee', 'net', 'method', payee(), 'status', 'reason', 'created_at',
      { key: 'proof', optional: true },
      { key: 'reviewed_at', optional: true },
      { key: 'paid_at', optional: true },
    ],
    rowActions: ACTIONS,
    bulk: ['approve', 'reject'],
    confirm: CONFIRM,
    actionForms: PROOF_FORM,
    actionFacts: payFacts('member_name'),
    detail: [memberFlows('member_id', 'balance')],
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

export function partnerWithdrawList(kind: PartnerWithdrawKind): ListDescription {
  const { resource, own } = PARTNER[kind];
  return {
    kind: 'list',
    resource,
    columns: [
      'withdraw_no', applicant('applicant_name', 'applicant_mobile'), ...own, 'amount', 'fee', 'net', 'method', payee(), 'status', 'reason', 'created_at',
      { key: 'proof', optional: true },
      { key: 'reviewed_at', optional: true },
      { key: 'paid_at', optional: true },
    ],
    rowActions: ACTIONS,
    bulk: ['approve', 'reject'],
    confirm: CONFIRM,
    actionForms: PROOF_FORM,
    actionFacts: payFacts('applicant_name'),
    // the drawer shows this variant's own fields, not another's (a merchant's withdrawal has no D-score)
    detailOmit: Object.values(PARTNER).flatMap((p) => p.own as readonly string[]).filter((key) => !(own as readonly string[]).includes(key)),
    // a merchant's settlement account is outside the member ledger
    detail: kind === 'd_score' ? [memberFlows('applicant_id', 'points')] : kind === 'earning' ? [memberFlows('applicant_id', 'balance')] : undefined,
    rowLabel: 'withdraw_no',
  };
}
