/**
 * Where a member's withdrawal is paid (docs/money.md, "The payee"): a card's bank and branch, the holder, the full
 * number. The bank and branch follow from the member, so one member's withdrawals go to one bank; each bank's cards
 * start with its own issuer number, as real debit cards do.
 */
import type { Member } from '../../../contract/resources/members.ts';
import type { Withdrawal } from '../../../contract/resources/withdrawals.ts';

const BANKS = [
  { name: '中国工商银行', bin: '622202' },
  { name: '中国建设银行', bin: '621700' },
  { name: '中国农业银行', bin: '622848' },
  { name: '招商银行', bin: '622588' },
  { name: '中国银行', bin: '621785' },
  { name: '交通银行', bin: '622262' },
] as const;

const BRANCHES = ['杭州分行西湖支行', '上海分行徐汇支行', '北京分行朝阳支行', '广州分行天河支行', '深圳分行南山支行', '成都分行高新支行', '南京分行鼓楼支行'] as const;

export interface Payee {
  payee_name: string;
  bank_name: string;
  bank_branch: string;
  /** The full number the upstream keeps and never lists (resources/withdrawals.ts `view`). */
  account_no: string;
}

/** The payee of a withdrawal by `method`; `lastFour` are a card's last digits. Alipay and WeChat pay to the member's phone. */
export function payeeOf(member: Member, method: Withdrawal['method'], lastFour: string): Payee {
  if (method !== 'bank') return { payee_name: member.name, bank_name: '', bank_branch: '', account_no: member.mobile };
  const bank = BANKS[member.id % BANKS.length];
  const middle = String((member.id * 7919) % 1_000_000).padStart(6, '0');
  return { payee_name: member.name, bank_name: bank.name, bank_branch: BRANCHES[member.id % BRANCHES.length], account_no: `${bank.bin}${middle}${lastFour}` };
}

/** A withdrawal as the mock's table keeps it: with the payee's full account number, which no answer lists. */
export type StoredWithdrawal = Withdrawal & Pick<Payee, 'account_no'>;
