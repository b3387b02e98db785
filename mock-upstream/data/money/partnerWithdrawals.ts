/**
 * Partners' withdrawals (D-score, earnings, merchants, offline merchants) of the last 45 days. A D-score or earnings
 * withdrawal leaves the member's points or balance through the ledger on applying; a rejection gives it back.
 */
import { maskAccount } from '../../../contract/accounts.ts';
import type { Member } from '../../../contract/resources/members.ts';
import { D_SCORE_PER_YUAN, type PartnerWithdrawal } from '../../../contract/resources/money/partnerWithdrawals.ts';
import { cents, money, type Random } from '../../random.ts';
import { postLedger } from '../../resources/members.ts';
import { serialNo } from '../../resources/money/people.ts';
import type { MockState } from '../../state.ts';
import { formatTime } from '../../time.ts';
import { file } from '../files.ts';
import { type Holder, payeeOf, type StoredPartnerWithdrawal } from './payees.ts';

const DAY = 86_400_000;

export function seedPartnerWithdrawals(state: MockState, rnd: Random, at: (days: number) => string, members: readonly Member[], endMs: number): void {
  const table = state.money.partnerWithdrawals;
  // a finance desk decides within days: only the last week's applications still wait for review or payment
  const week = formatTime(endMs - 7 * DAY);
  const status = (created: string) =>
    created > week
      ? rnd.weighted([['in_review', 35], ['approved', 15], ['paid', 35], ['rejected', 8], ['failed', 7]] as const)
      : rnd.weighted([['paid', 80], ['rejected', 10], ['failed', 10]] as const);
  const method = () => rnd.weighted([['bank', 50], ['alipay', 30], ['wechat', 20]] as const);
  // who decided and who paid: the finance clerk of the demo accounts, as for members' withdrawals
  const clerk = state.accounts.find((a) => a.is_finance === 1)?.name ?? null;
  type Applied = Omit<PartnerWithdrawal, 'id' | 'withdraw_no' | 'status' | 'reason' | 'proof' | 'reviewed_at' | 'reviewed_by' | 'paid_at' | 'paid_by' | 'method' | 'account' | 'payee_name' | 'bank_name' | 'bank_branch' | 'fee' | 'net'>;
  /** `holder`: who is paid, the member or the shop under its owner's name (its id picks the bank). */
  const add = (row: Applied, holder: Holder) => {
    const s = status(row.created_at);
    const m = method();
    const fee = Math.floor((cents(row.amount) * 6) / 1000);
    const reviewed = s === 'in_review' ? null : row.created_at;
    const paid = s === 'paid' ? reviewed : null;
    // of a card only the last four digits are drawn
    const payee = payeeOf(holder, m, m === 'bank' ? rnd.digits(4) : '');
    const stored: Omit<StoredPartnerWithdrawal, 'id'> = {
      ...row, withdraw_no: serialNo('TX', row.created_at, table.nextId), status: s, method: m,
      // masked as every answer shows accounts; the full number only through the kind's logged reveal call
      ...payee, account: maskAccount(payee.account_no),
      fee: money(fee), net: money(cents(row.amount) - fee), reason: s === 'rejected' ? '收款账户信息有误' : s === 'failed' ? '银行退票：账户名不符' : '',
      proof: s === 'paid' ? file('licence', `ptx${table.nextId}`) : null,
      reviewed_at: reviewed, reviewed_by: reviewed ? clerk : null, paid_at: paid, paid_by: paid ? clerk : null,
    };
    return table.insert(stored);
  };
  for (let i = 0; i < 120; i++) {
    const kind = i % 2 === 0 ? 'd_score' : 'earning';
    const m = rnd.pick(members);
    const time = at(45);
    if (kind === 'd_score') {
      const score = Math.min(m.points, rnd.int(10, 300) * 10);
      if (score < 10) continue;
      postLedger(state, m, { asset: 'points', type: 'withdraw', amountCents: -score * 100, remark: 'D积分提现申请', at: time });
      const row = add({ kind, applicant_id: m.id, applicant_name: m.name, applicant_mobile: m.mobile, shop_name: '', score, source: 'none', amount: money((score * 100) / D_SCORE_PER_YUAN), created_at: time }, m);
      if (row.status === 'rejected') postLedger(state, m, { asset: 'points', type: 'refund', amountCents: score * 100, remark: `提现驳回退回 ${row.withdraw_no}`, at: time });
    } else {
      const amount = Math.min(cents(m.balance), rnd.int(1000, 100000));
      if (amount < 1000) continue;
      postLedger(state, m, { asset: 'balance', type: 'withdraw', amountCents: -amount, remark: '收益提现申请', at: time });
      const source = rnd.pick(['promotion', 'community', 'service'] as const);
      const row = add({ kind, applicant_id: m.id, applicant_name: m.name, applicant_mobile: m.mobile, shop_name: '', score: 0, source, amount: money(amount), created_at: time }, m);
      if (row.status === 'rejected') postLedger(state, m, { asset: 'balance', type: 'refund', amountCents: amount, remark: `提现驳回退回 ${row.withdraw_no}`, at: time });
    }
  }
  const merchants = state.merchants.all().filter((m) => m.status === 'approved');
  for (let i = 0; i < 80 && merchants.length > 0; i++) {
    const m = rnd.pick(merchants);
    add({
      kind: i % 2 === 0 ? 'seller' : 'offline_merchant', applicant_id: m.id, applicant_name: m.owner, applicant_mobile: m.mobile, shop_name: m.name,
      score: 0, source: 'none', amount: money(rnd.int(10000, 2000000)), created_at: at(45),
    }, { id: m.id, name: m.owner, mobile: m.mobile });
  }
}
