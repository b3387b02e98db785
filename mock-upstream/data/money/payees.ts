/**
 * Where the platform's money is paid (docs/money.md, "The payee"): a card's bank and branch, the holder, the full
 * number, for a member's or a partner's withdrawal and a store's payout. The bank and branch follow from the holder,
 * so one member's (or one shop's) payouts go to one bank; each bank's cards start with its own issuer number, as real
 * debit cards do.
 */
import type { PartnerWithdrawal } from '../../../contract/resources/money/partnerWithdrawals.ts';
import type { StorePayout } from '../../../contract/resources/stores/payouts.ts';
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

/** Who is paid: a member, or a shop with its owner's name. `id` picks the bank, so one holder keeps one. */
export interface Holder {
  id: number;
  name: string;
  mobile: string;
}

/** The payee by `method`; `lastFour` are a card's last digits. Alipay and WeChat pay to the holder's phone. */
export function payeeOf(holder: Holder, method: Withdrawal['method'], lastFour: string): Payee {
  if (method !== 'bank') return { payee_name: holder.name, bank_name: '', bank_branch: '', account_no: holder.mobile };
  const bank = BANKS[holder.id % BANKS.length];
  const middle = String((holder.id * 7919) % 1_000_000).padStart(6, '0');
  return { payee_name: holder.name, bank_name: bank.name, bank_branch: BRANCHES[holder.id % BRANCHES.length], account_no: `${bank.bin}${middle}${lastFour}` };
}

/** A card's number in groups of four, as a clerk types it into the bank's transfer; a phone as it is. */
export function grouped(accountNo: string): string {
  return /^\d{12,}$/.test(accountNo) ? accountNo.replace(/(\d{4})(?=\d)/g, '$1 ') : accountNo;
}

/** A withdrawal as the mock's table keeps it: with the payee's full account number, which no answer lists. */
export type StoredWithdrawal = Withdrawal & Pick<Payee, 'account_no'>;

/** A partner's withdrawal as the mock's table keeps it, likewise. */
export type StoredPartnerWithdrawal = PartnerWithdrawal & Pick<Payee, 'account_no'>;

/**
 * A store payout as the mock's table keeps it: `account_no` masked as every answer gives it, the full number beside
 * it under a secret's name, so the operation log of a payout made through the console records it changed, never its value
 * (`isSecretField`, contract/history.ts).
 */
export type StoredPayout = StorePayout & { account_secret: string };
