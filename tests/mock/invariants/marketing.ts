/**
 * Invariants of campaigns: a coupon is claimed and used while it is valid, by a member registered by then; a new
 * members' coupon goes to members that are new; a draw happens while its lottery runs; a code's state fits its expiry.
 */
import { DAY_MS, firstBroken, type Invariant, ms } from './time.ts';

export const marketing: Invariant[] = [
  {
    name: 'a coupon is claimed after it was made, within its dates, and used before it expires',
    check: ({ state }) =>
      firstBroken('marketing.couponClaims', state.marketing.couponClaims.all(), (c) => {
        const coupon = state.marketing.coupons.get(c.coupon_id);
        if (!coupon) return `coupon ${c.coupon_id} does not exist`;
        if (c.claimed_at < coupon.created_at) return `claimed ${c.claimed_at}, before coupon ${coupon.id} was made ${coupon.created_at}`;
        if (coupon.start_at && c.claimed_at < coupon.start_at) return `claimed ${c.claimed_at}, before coupon ${coupon.id} starts ${coupon.start_at}`;
        if (coupon.end_at && c.claimed_at > coupon.end_at) return `claimed ${c.claimed_at}, after coupon ${coupon.id} ended ${coupon.end_at}`;
        if (c.expires_at < c.claimed_at) return `expires ${c.expires_at}, before it was claimed ${c.claimed_at}`;
        return c.used_at !== null && c.used_at > c.expires_at && `used ${c.used_at}, after it expired ${c.expires_at}`;
      }),
  },
  {
    name: "a claimed coupon's state fits its expiry: unused ones have not expired, expired ones have",
    check: ({ state, now }) =>
      firstBroken('marketing.couponClaims', state.marketing.couponClaims.all(), (c) => {
        if (c.status === 'unused' && c.expires_at <= now) return `unused, but it expired ${c.expires_at}`;
        return c.status === 'expired' && c.expires_at > now && `expired, but it runs until ${c.expires_at}`;
      }),
  },
  {
    name: "a coupon goes to a member registered by then, a new members' coupon within its days of registering",
    check: ({ state }) =>
      firstBroken('marketing.couponClaims', state.marketing.couponClaims.all(), (c) => {
        const m = state.members.get(c.member_id);
        if (!m) return `member ${c.member_id} does not exist`;
        if (m.created_at > c.claimed_at) return `claimed ${c.claimed_at}, but member ${m.id} registered ${m.created_at}`;
        const days = state.marketing.coupons.get(c.coupon_id)?.new_member_days;
        return days != null && ms(c.claimed_at) - ms(m.created_at) > days * DAY_MS && `a ${days}-day new members' coupon claimed ${c.claimed_at} by member ${m.id}, registered ${m.created_at}`;
      }),
  },
  {
    name: 'a draw happens while its lottery runs, by a member registered by then',
    check: ({ state }) =>
      firstBroken('marketing.draws', state.marketing.draws.all(), (d) => {
        const lottery = state.marketing.lotteries.get(d.lottery_id);
        if (!lottery) return `lottery ${d.lottery_id} does not exist`;
        if (d.created_at < lottery.start_at || d.created_at > lottery.end_at) return `drawn ${d.created_at}, outside lottery ${lottery.id}'s ${lottery.start_at} to ${lottery.end_at}`;
        const m = state.members.get(d.member_id);
        return (!m || m.created_at > d.created_at) && `drawn ${d.created_at}, but member ${d.member_id} registered ${m?.created_at}`;
      }),
  },
  {
    name: "a write-off code's state fits its expiry",
    check: ({ state, now }) =>
      firstBroken('marketing.jibeWriteOffs', state.marketing.jibeWriteOffs.all(), (j) => {
        if (j.status === 'pending' && j.expires_at <= now) return `pending, but it expired ${j.expires_at}`;
        if (j.status === 'expired' && j.expires_at > now) return `expired, but it runs until ${j.expires_at}`;
        return j.written_off_at !== null && j.written_off_at > j.expires_at && `written off ${j.written_off_at}, after it expired ${j.expires_at}`;
      }),
  },
];
