/**
 * A member's withdrawal as the seed writes it, from the ledger-driven ones of the core seed and from the finance
 * desk's flow alike: its number, masked account, reason and proof follow from the rest.
 */
import { maskAccount } from '../../../contract/accounts.ts';
import type { Member } from '../../../contract/resources/members.ts';
import type { Withdrawal } from '../../../contract/resources/withdrawals.ts';
import { money, type Random } from '../../random.ts';
import type { MockState } from '../../state.ts';
import { file } from '../files.ts';
import { payeeOf, type StoredWithdrawal } from './payees.ts';

export interface SeededWithdrawal {
  member: Member;
  amountCents: number;
  feeCents: number;
  method: Withdrawal['method'];
  status: Withdrawal['status'];
  created: string;
  reviewed: string | null;
  paid: string | null;
}

/**
 * Inserts the row; a bank account's last four digits are drawn from `rnd`. Who decided and who paid is the finance
 * clerk of the demo accounts (docs/mock.md, "Demo accounts"), the person who does it in the platform.
 */
export function insertMemberWithdrawal(state: MockState, rnd: Random, w: SeededWithdrawal): Withdrawal {
  const id = state.withdrawals.nextId;
  const { member, status } = w;
  const payee = payeeOf(member, w.method, rnd.digits(4));
  const clerk = state.accounts.find((a) => a.is_finance === 1)?.name ?? null;
  const row: Omit<StoredWithdrawal, 'id'> = {
    withdraw_no: `TX${w.created.replace(/\D/g, '').slice(2, 12)}${String(id).padStart(6, '0')}`,
    member_id: member.id, member_name: member.name, member_mobile: member.mobile,
    amount: money(w.amountCents), fee: money(w.feeCents), net: money(w.amountCents - w.feeCents), method: w.method,
    // masked as every answer shows accounts; the full number only through the logged reveal call
    ...payee,
    account: maskAccount(payee.account_no),
    status, reason: status === 'rejected' ? '收款账户信息有误' : status === 'failed' ? '银行退票：账户名不符' : '',
    proof: status === 'paid' ? file('licence', `tx${id}`) : null, created_at: w.created,
    reviewed_at: w.reviewed, reviewed_by: w.reviewed ? clerk : null, paid_at: w.paid, paid_by: w.paid ? clerk : null,
  };
  return state.withdrawals.insert(row);
}
