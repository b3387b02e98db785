/** Seeded coupons (general and new-member ones) and the claim records behind their counts. */
import type { Coupon, CouponClaim } from '../../../contract/resources/marketing/coupons.ts';
import { money, type Random } from '../../random.ts';
import type { MockState } from '../../state.ts';
import { dayEndMs, dayStartMs, formatTime, parseTime } from '../../time.ts';
import { DAY, memberOf, poolsOf } from './pick.ts';

const NAMES = ['新春满减券', '周末狂欢券', '品质家电券', '生鲜立减券', '会员专享券', '美妆折扣券', '母婴专享券', '限时神券', '店庆回馈券', '爆款直降券', '夏日清凉券', '开学季优惠券'];
const NEW_NAMES = ['新人专享券', '首单立减券', '新人礼包券', '注册有礼券', '新人折扣券', '新客体验券'];

export function seedCoupons(state: MockState, rnd: Random, endMs: number): void {
  const { members, goods } = poolsOf(state);
  const leaves = state.productClass.all().filter((c) => c.parent_id !== 0);
  const count = (audience: Coupon['audience']) => (audience === 'all' ? 28 : 10);
  for (const audience of ['all', 'new_member'] as const) {
    for (let i = 0; i < count(audience); i++) {
      const kind = rnd.chance(0.65) ? 'amount' : 'discount';
      const amountCents = kind === 'amount' ? rnd.pick([500, 1000, 2000, 3000, 5000, 10000]) : 0;
      const thresholdCents = kind === 'amount' ? amountCents * rnd.pick([0, 2, 3, 5, 10]) : rnd.pick([0, 9900, 19900]);
      const validity = rnd.chance(0.6) ? 'range' : 'days';
      const created = endMs - rnd.int(5, 90) * DAY;
      const start = dayStartMs(created + rnd.int(0, 3) * DAY);
      const end = dayEndMs(start + rnd.pick([7, 15, 30, 60, 120]) * DAY);
      const scope = rnd.weighted([['all', 60], ['classes', 25], ['goods', 15]] as const);
      const scoped = scope === 'classes' ? [rnd.pick(leaves), rnd.pick(leaves)] : scope === 'goods' ? [rnd.pick(goods), rnd.pick(goods), rnd.pick(goods)] : [];
      const unique = [...new Map(scoped.map((x) => [x.id, x])).values()];
      const total = rnd.pick([100, 200, 500, 1000, 5000]);
      const expired = validity === 'range' && end < endMs;
      const coupon = state.marketing.coupons.insert({
        name: `${rnd.pick(audience === 'all' ? NAMES : NEW_NAMES)}${i + 1}`,
        audience,
        kind,
        amount: money(amountCents),
        discount: kind === 'discount' ? rnd.pick([5, 6.5, 7, 8, 8.5, 9, 9.5]) : null,
        threshold: money(thresholdCents),
        validity,
        start_at: validity === 'range' ? formatTime(start) : null,
        end_at: validity === 'range' ? formatTime(end) : null,
        valid_days: validity === 'days' ? rnd.pick([3, 7, 15, 30]) : null,
        new_member_days: audience === 'new_member' ? rnd.pick([3, 7, 30]) : null,
        total,
        per_limit: rnd.pick([1, 1, 2, 3, 5]),
        scope,
        scope_ids: unique.map((x) => x.id),
        scope_names: unique.map((x) => x.name),
        claimed: 0,
        issued: 0,
        used: 0,
        remaining: total,
        status: expired ? 'expired' : rnd.chance(0.15) ? 'stopped' : 'active',
        created_at: formatTime(created),
      });
      seedClaims(state, rnd, coupon, members, endMs);
    }
  }
}

/**
 * Claims of a coupon while it is valid (from when it was made and starts, to when it ends or now), each by a member
 * registered by then; a new members' coupon by a member within its days of registering. A claim's state follows its
 * expiry: past it, an unused coupon has expired; before it, none has.
 */
function seedClaims(state: MockState, rnd: Random, coupon: Coupon, members: ReturnType<typeof poolsOf>['members'], endMs: number): void {
  const claims = rnd.int(0, Math.min(40, coupon.total));
  const from = Math.max(parseTime(coupon.created_at), coupon.start_at ? parseTime(coupon.start_at) : 0);
  const to = Math.min(endMs, coupon.end_at ? parseTime(coupon.end_at) : endMs);
  const byRegistration = [...members].sort((a, b) => (a.created_at < b.created_at ? -1 : 1));
  const now = formatTime(endMs);
  let claimed = 0;
  let used = 0;
  let issued = 0;
  for (let i = 0; i < claims; i++) {
    const source: CouponClaim['source'] = coupon.audience === 'new_member' ? 'register' : rnd.chance(0.25) ? 'issue' : 'claim';
    const claimedAt = formatTime(to - rnd.int(60, Math.max(60, Math.floor((to - from) / 1000))) * 1000);
    const drawn = rnd.pick(members);
    const newSince = coupon.new_member_days === null ? '' : formatTime(parseTime(claimedAt) - coupon.new_member_days * DAY);
    const able = byRegistration.filter((m) => m.created_at <= claimedAt && m.created_at >= newSince);
    if (able.length === 0) continue;
    const member = able.includes(drawn) ? drawn : able[drawn.id % able.length];
    const expiresAt = coupon.end_at ?? formatTime(parseTime(claimedAt) + (coupon.valid_days ?? 7) * DAY);
    const drawnStatus = rnd.weighted([['unused', 50], ['used', 35], ['expired', 15]] as const);
    const status = drawnStatus === 'used' ? 'used' : expiresAt <= now ? 'expired' : 'unused';
    claimed++;
    if (status === 'used') used++;
    if (source === 'issue') issued++;
    state.marketing.couponClaims.insert({
      coupon_id: coupon.id,
      coupon_name: coupon.name,
      ...memberOf(member),
      source,
      status,
      order_no: status === 'used' ? `CP${claimedAt.replace(/\D/g, '').slice(0, 8)}${rnd.digits(8)}` : '',
      claimed_at: claimedAt,
      expires_at: expiresAt,
      used_at: status === 'used' ? claimedAt : null,
    });
  }
  state.marketing.coupons.update(coupon, { claimed, issued, used, remaining: coupon.total - claimed });
}

/**
 * A new members' coupon stays with a member new when claiming it: a registration moved earlier afterwards (causes.ts,
 * `registerBeforeActivity`) hands such a claim to a member registered within the coupon's days, by the claim's id.
 */
export function keepNewMembersCouponsNew(state: MockState): void {
  const byRegistration = [...state.members.all()].sort((a, b) => (a.created_at < b.created_at ? -1 : 1));
  for (const claim of state.marketing.couponClaims.all()) {
    const days = state.marketing.coupons.get(claim.coupon_id)?.new_member_days;
    const holder = state.members.get(claim.member_id);
    if (days == null || !holder) continue;
    const since = formatTime(parseTime(claim.claimed_at) - days * DAY);
    if (holder.created_at >= since && holder.created_at <= claim.claimed_at) continue;
    const able = byRegistration.filter((m) => m.created_at >= since && m.created_at <= claim.claimed_at);
    if (able.length > 0) state.marketing.couponClaims.update(claim, memberOf(able[claim.id % able.length]));
  }
}
