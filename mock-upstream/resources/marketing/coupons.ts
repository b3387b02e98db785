/**
 * Coupons and their claim records. The counts on a coupon (claimed, issued, used, remaining) always equal what its
 * claim records say: issuing adds the records and the counts together, and never more than are left.
 */
import { RESOURCE_ENDPOINTS, RESOURCES } from '../../../contract/index.ts';
import type { Coupon, CouponInput, IssueBody } from '../../../contract/resources/marketing/coupons.ts';
import { couponPatchProblems } from '../../../contract/resources/marketing/rules.ts';
import type { Member } from '../../../contract/resources/members.ts';
import { checkRule, serveResource } from '../../engine/resource.ts';
import { Fail, MESSAGES } from '../../messages.ts';
import type { Ctx, Router } from '../../router.ts';
import type { MockState } from '../../state.ts';
import { formatTime, now } from '../../time.ts';

const DAY = 86_400_000;

/** The names of the categories or goods a coupon applies to; unknown ids are refused. */
function scopeNames(state: MockState, scope: Coupon['scope'], ids: readonly number[]): string[] {
  if (scope === 'all') return [];
  const names = ids.map((id) => (scope === 'classes' ? state.productClass.get(id)?.name : state.goods.get(id)?.name));
  const unknown = ids.filter((_, i) => names[i] === undefined);
  if (unknown.length > 0) throw new Fail(MESSAGES.marketingScopeUnknown, { ids: unknown.join(', ') });
  return names as string[];
}

function membersToIssue(state: MockState, body: IssueBody): Member[] {
  if (body.target === 'level') {
    if (body.vip_level === undefined) throw new Fail(MESSAGES.marketingIssueNoLevel);
    const members = state.members.where('vip_level', body.vip_level).filter((m) => m.status === 'normal');
    if (members.length === 0) throw new Fail(MESSAGES.marketingIssueNoMembers);
    return members;
  }
  const mobiles = [...new Set(body.mobiles.split(/[\s,，;；]+/).filter(Boolean))];
  if (mobiles.length === 0) throw new Fail(MESSAGES.marketingIssueNoMobiles);
  const byMobile = new Map(state.members.all().map((m) => [m.mobile, m]));
  const unknown = mobiles.filter((m) => !byMobile.has(m));
  if (unknown.length > 0) throw new Fail(MESSAGES.marketingIssueUnknownMobiles, { mobiles: unknown.slice(0, 5).join(', ') });
  return mobiles.map((m) => byMobile.get(m) as Member);
}

function issue(ctx: Ctx, coupon: Coupon, body: IssueBody): Partial<Coupon> {
  if (body.per_member > coupon.per_limit) throw new Fail(MESSAGES.marketingIssueOverLimit, { limit: coupon.per_limit });
  const members = membersToIssue(ctx.state, body);
  const needed = members.length * body.per_member;
  if (needed > coupon.remaining) throw new Fail(MESSAGES.marketingIssueOverRemaining, { needed, remaining: coupon.remaining });
  const claimedAt = now();
  const expiresAt = coupon.end_at ?? formatTime(Date.now() + (coupon.valid_days ?? 1) * DAY);
  for (const member of members) {
    for (let i = 0; i < body.per_member; i++) {
      ctx.state.marketing.couponClaims.insert({
        coupon_id: coupon.id, coupon_name: coupon.name, member_id: member.id, member_name: member.name, member_mobile: member.mobile,
        source: 'issue', status: 'unused', order_no: '', claimed_at: claimedAt, expires_at: expiresAt, used_at: null,
      });
    }
  }
  return { claimed: coupon.claimed + needed, issued: coupon.issued + needed };
}

function serveCoupons(router: Router, name: 'coupons' | 'newCoupons', audience: Coupon['audience']): void {
  serveResource<Coupon>(router, RESOURCES[name], RESOURCE_ENDPOINTS[name], {
    table: (s) => s.marketing.coupons,
    scope: () => [{ kind: 'eq', field: 'audience', value: audience }],
    create: (input: CouponInput, ctx) => ({
      ...input,
      audience,
      new_member_days: audience === 'new_member' ? (input.new_member_days ?? 7) : null,
      scope_names: scopeNames(ctx.state, input.scope, input.scope_ids),
      claimed: 0,
      issued: 0,
      used: 0,
      remaining: input.total,
      status: 'active',
      created_at: now(),
    }),
    update: (row, input: Partial<CouponInput>, ctx) => {
      const next = { ...row, ...input };
      checkRule(couponPatchProblems, next);
      if (next.total < row.claimed) throw new Fail(MESSAGES.marketingTotalBelowClaimed, { claimed: row.claimed });
      return { ...input, scope_names: scopeNames(ctx.state, next.scope, next.scope_ids) };
    },
    beforeDelete: (row) => {
      if (row.claimed > 0) throw new Fail(MESSAGES.marketingCouponClaimed, { claimed: row.claimed });
    },
    actions: { issue: (row, body, ctx) => issue(ctx, row, body) },
    derive: (row) => ({ remaining: row.total - row.claimed }),
  });
}

export function serveCouponResources(router: Router): void {
  serveCoupons(router, 'coupons', 'all');
  serveCoupons(router, 'newCoupons', 'new_member');
  serveResource(router, RESOURCES.couponClaims, RESOURCE_ENDPOINTS.couponClaims, { table: (s) => s.marketing.couponClaims });
}
