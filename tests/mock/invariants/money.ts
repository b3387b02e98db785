/**
 * Invariants of members' money: withdrawals go through review within days, every holding is its ledger's sum, the
 * ledger starts when the member registered, and a VIP level is what the member's growth value earns under the
 * growth settings (`grow_advance_setting`: each level's growth needed).
 */
import type { Withdrawal } from '../../../contract/resources/withdrawals.ts';
import { cents, DAY_MS, firstBroken, type Invariant, ms } from './time.ts';

/** A finance desk reviews a withdrawal within days: nothing seeded waits longer than this for review or payment. */
export const WAITS_AT_MOST_DAYS = 7;

type Payout = Pick<Withdrawal, 'id' | 'status' | 'created_at' | 'reviewed_at' | 'paid_at'>;

/** What each withdrawal state says has happened, and that a waiting one is recent. */
function withdrawalStory(w: Payout, now: string): string | null {
  if (w.status === 'in_review' && w.reviewed_at !== null) return `in review but reviewed ${w.reviewed_at}`;
  if (w.status !== 'in_review' && w.reviewed_at === null) return `${w.status} but never reviewed`;
  if ((w.status === 'paid') !== (w.paid_at !== null)) return `${w.status} with paid_at ${w.paid_at}`;
  const waiting = w.status === 'in_review' || w.status === 'approved';
  const days = (ms(now) - ms(w.created_at)) / DAY_MS;
  return waiting && days > WAITS_AT_MOST_DAYS ? `${w.status} since ${w.created_at}, ${Math.floor(days)} days` : null;
}

const ASSETS = ['balance', 'points', 'contribution', 'growth'] as const;
/** The member's holding of an asset in cents (points and growth are whole units). */
const holding = (m: Record<string, unknown>, asset: (typeof ASSETS)[number]) =>
  asset === 'points' || asset === 'growth' ? (m[asset] as number) * 100 : cents(m[asset] as string);

export const money: Invariant[] = [
  {
    name: "a member's withdrawal waits for review or payment a few days at most, and its times fit its state",
    check: ({ state, now }) => firstBroken('withdrawals', state.withdrawals.all(), (w) => withdrawalStory(w, now)),
  },
  {
    name: "a partner's withdrawal waits for review or payment a few days at most, and its times fit its state",
    check: ({ state, now }) => firstBroken('money.partnerWithdrawals', state.money.partnerWithdrawals.all(), (w) => withdrawalStory(w, now)),
  },
  {
    name: "each member's balance, points, contribution and growth are the sums of their ledger",
    check: ({ state }) => {
      const sums = new Map<string, number>();
      for (const e of state.ledger.all()) sums.set(`${e.member_id} ${e.asset}`, (sums.get(`${e.member_id} ${e.asset}`) ?? 0) + cents(e.amount));
      return firstBroken('members', state.members.all(), (m) => {
        const off = ASSETS.find((a) => (sums.get(`${m.id} ${a}`) ?? 0) !== holding(m, a));
        return off && `${off} is ${m[off]}, its ledger adds up to ${(sums.get(`${m.id} ${off}`) ?? 0) / 100}`;
      });
    },
  },
  {
    name: "a ledger entry is a registered member's, dated after the registration",
    check: ({ state }) =>
      firstBroken('ledger', state.ledger.all(), (e) => {
        const m = state.members.get(e.member_id);
        if (!m) return `member ${e.member_id} does not exist`;
        return e.created_at < m.created_at && `dated ${e.created_at}, but member ${m.id} registered ${m.created_at}`;
      }),
  },
  {
    name: "a member's VIP level is the one their growth value earns",
    check: ({ state }) => {
      const setting = state.config.grow_advance_setting as { levels: Record<string, { growth: number }> };
      const needed = [0, ...[1, 2, 3, 4].map((l) => setting.levels[`vip${l}`].growth)];
      const earned = (growth: number) => needed.findLastIndex((n) => growth >= n);
      return firstBroken('members', state.members.all(), (m) => m.vip_level !== earned(m.growth) && `VIP ${m.vip_level} with growth ${m.growth}, which earns VIP ${earned(m.growth)}`);
    },
  },
];
