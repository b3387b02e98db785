/**
 * The programme member routes: each lists one programme's members with that programme's own account. Programmes of
 * one shape (the two credit purchase programmes, the two advancement tracks) are the same builder with their fields.
 */
import { ADVANCE_LEVEL, ADVANCE_TRACK } from '../../../../../contract/resources/members/programmes.ts';
import type { ColumnDesc, ListDescription, Row } from '../../../screens/descriptions/types.ts';
import { MEMBER_COLUMNS } from './columns.ts';
import { memberCells } from '../cells.tsx';

type ProgrammeResource = 'repayMembers' | 'shegouVips' | 'contributionShegouVips' | 'gratisMembers' | 'contributionMembers' | 'storedMembers' | 'jibeMembers' | 'growVips' | 'unionVips';

function programmeList(resource: ProgrammeResource, own: (string | ColumnDesc)[], state: string, actions: string[], extra: Partial<ListDescription> = {}): ListDescription {
  return {
    kind: 'list',
    resource,
    columns: [...MEMBER_COLUMNS, ...own, state, 'joined_at', { key: 'member_id', optional: true }],
    rowActions: ['view', ...actions],
    bulk: actions.filter((a) => a !== 'set_limit' && a !== 'grant'),
    rowLabel: 'member_name',
    ...extra,
  };
}

const PERIODS: ColumnDesc = {
  key: 'periods_done',
  text: (row: Row) => `${String(row.periods_done)} / ${String(row.periods)}`,
  exportValue: (row: Row) => `${String(row.periods_done)}/${String(row.periods)}`,
};

export const repayList = () =>
  programmeList('repayMembers', ['total_amount', 'returned_amount', 'remaining_amount', PERIODS, 'next_return_at'], 'repay_state', ['pause', 'resume']);

const CREDIT_COLUMNS = ['credit_limit', 'credit_used', 'credit_available', 'repaid_amount', 'bill_due_at', 'overdue_days'];
const creditList = (resource: 'shegouVips' | 'contributionShegouVips', backing: string[]) =>
  programmeList(resource, [...backing, ...CREDIT_COLUMNS], 'credit_state', ['set_limit', 'freeze_credit', 'unfreeze_credit'], {
    actionForms: { set_limit: [{ name: 'credit_limit', input: 'money' }] },
  });
export const shegouVipList = () => creditList('shegouVips', ['instalments']);
export const contributionShegouVipList = () => creditList('contributionShegouVips', ['pledged_contribution', 'credit_ratio']);

export const gratisList = () =>
  programmeList('gratisMembers', ['queue_no', 'ahead', 'order_no', 'order_amount', 'gratis_amount', 'granted_at'], 'gratis_state', ['grant']);

const ACCOUNT_ACTIONS = ['lock', 'unlock'];
export const contributionList = () =>
  programmeList('contributionMembers', ['contribution', 'frozen_contribution', 'total_earned', 'total_converted', 'daily_release'], 'account_state', ACCOUNT_ACTIONS);
export const storedMemberList = () =>
  programmeList('storedMembers', ['card_no', 'stored_balance', 'gift_balance', 'total_recharged', 'total_spent', 'last_recharge_at'], 'account_state', ACCOUNT_ACTIONS);
export const jibeMemberList = () =>
  programmeList('jibeMembers', ['shells', 'total_collected', 'total_exchanged', 'exchange_value', 'last_collected_at'], 'account_state', ACCOUNT_ACTIONS);

const PROGRESS: ColumnDesc = {
  key: 'progress',
  cell: memberCells.progress,
  args: { target: 'next_threshold' },
  exportValue: (row: Row) => Number(row.progress),
};
const advancementList = (resource: 'growVips' | 'unionVips', own: string[]) =>
  programmeList(resource, ['advance_level', PROGRESS, ...own, 'advanced_at'], 'advance_state', []);
export const growVipList = () => advancementList('growVips', ['team_size', 'direct_count', 'team_sales']);
export const unionVipList = () => advancementList('unionVips', ['union_name', 'dues_paid', 'recruited']);

/** Manual advancement: the entries made so far, and a form to make one (the member's track row follows). */
export function advanceEntryList(): ListDescription {
  return {
    kind: 'list',
    resource: 'advanceEntries',
    columns: [...MEMBER_COLUMNS, 'track', 'from_level', 'to_level', 'remark', 'operator', 'created_at'],
    rowActions: ['view'],
    form: [
      { name: 'member_id', input: 'int' },
      { name: 'track', input: 'select', options: ADVANCE_TRACK },
      { name: 'to_level', input: 'select', options: ADVANCE_LEVEL },
      { name: 'remark', input: 'textarea' },
    ],
    rowLabel: 'member_name',
  };
}
