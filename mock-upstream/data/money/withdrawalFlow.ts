/**
 * The members' withdrawals of the last two weeks, a few a day, as a finance desk sees them: applied at any hour,
 * reviewed and paid in office hours (China time). What the data's end has not reached yet is still waiting, so the
 * newest wait for review, the day before's wait for payment or were paid today, and older ones are settled. The core
 * seed's withdrawals follow the members' ledgers and are too few for the withdrawals screen's summary (in review, to
 * pay, paid today) to show a working day in a demo.
 */
import { DEFAULT_MONEY_SETTINGS } from '../../../contract/resources/money/settings.ts';
import type { Withdrawal } from '../../../contract/resources/withdrawals.ts';
import { cents, Random } from '../../random.ts';
import { postLedger } from '../../resources/members.ts';
import type { MockState } from '../../state.ts';
import { formatTime, parseTime } from '../../time.ts';
import { insertMemberWithdrawal } from './memberWithdrawal.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const DAYS = 14;
/** The finance desk's hours: reviews and payments happen from 09:00 to 18:00. */
const OPENS = 9;
const CLOSES = 18;

export function seedWithdrawalFlow(state: MockState, seed: number, endMs: number): void {
  // A stream of its own: the other seeded tables stay as they were.
  const rnd = new Random(seed + 5_000_011);
  const { withdraw_fee_percent: feePercent, withdraw_min: min } = DEFAULT_MONEY_SETTINGS.money_property_setting;
  /** `ms` when the desk is open then, else a few minutes into its next opening. */
  const inOfficeHours = (ms: number) => {
    const text = formatTime(ms);
    const hour = Number(text.slice(11, 13));
    if (hour >= OPENS && hour < CLOSES) return ms;
    const midnight = parseTime(`${text.slice(0, 10)} 00:00:00`);
    return (hour < OPENS ? midnight : midnight + DAY) + OPENS * HOUR + rnd.int(5, 50) * MINUTE;
  };
  const lastMidnight = parseTime(`${formatTime(endMs - 1).slice(0, 10)} 00:00:00`);
  for (let d = DAYS - 1; d >= 0; d--) {
    const midnight = lastMidnight - d * DAY;
    // Members registered before the day, whose balance covers the smallest withdrawal; one withdrawal a day each.
    const since = formatTime(midnight);
    const able = state.members.all().filter((m) => m.status === 'normal' && m.created_at < since && cents(m.balance) >= cents(min));
    const applied = new Set<number>();
    for (let n = rnd.int(4, 9); n > 0 && able.length > 0; n--) {
      const createdMs = midnight + rnd.int(7 * 60, 23 * 60) * MINUTE;
      const member = rnd.pick(able);
      if (createdMs >= endMs || applied.has(member.id)) continue;
      applied.add(member.id);
      const balance = cents(member.balance);
      const amount = Math.min(Math.floor(balance / 1000) * 1000, rnd.int(10, 300) * 1000);
      const fee = Math.round((amount * feePercent) / 100);
      const created = formatTime(createdMs);
      const reviewedMs = inOfficeHours(createdMs + rnd.int(30, 360) * MINUTE);
      const settledMs = inOfficeHours(reviewedMs + rnd.int(30, 180) * MINUTE);
      const rejected = rnd.chance(0.08);
      const failed = rnd.chance(0.05);
      const status: Withdrawal['status'] = reviewedMs >= endMs ? 'in_review' : rejected ? 'rejected' : settledMs >= endMs ? 'approved' : failed ? 'failed' : 'paid';
      const method = rnd.weighted([['bank', 50], ['alipay', 30], ['wechat', 20]] as const);
      const reviewed = status === 'in_review' ? null : formatTime(reviewedMs);
      const paid = status === 'paid' ? formatTime(settledMs) : null;
      const row = insertMemberWithdrawal(state, rnd, { member, amountCents: amount, feeCents: fee, method, status, created, reviewed, paid });
      postLedger(state, member, { type: 'withdraw', amountCents: -amount, remark: `提现申请 ${row.withdraw_no}`, at: created });
      if (status === 'rejected' && reviewed) postLedger(state, member, { type: 'refund', amountCents: amount, remark: `提现驳回退回 ${row.withdraw_no}`, at: reviewed });
    }
  }
}
