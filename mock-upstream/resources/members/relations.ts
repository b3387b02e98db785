/** The referral tree (one level per call, each node with its direct-referral count) and members' addresses. */
import { RESOURCE_ENDPOINTS, RESOURCES } from '../../../contract/index.ts';
import type { Member } from '../../../contract/resources/members.ts';
import type { MemberAddress, ReferralNode } from '../../../contract/resources/members/relations.ts';
import { serveResource } from '../../engine/resource.ts';
import type { Router } from '../../router.ts';
import type { MockState } from '../../state.ts';

/** A member as a node of the tree; the count comes from the `referrer_id` index, one lookup per node. */
function referralNode(m: Member, state: MockState): ReferralNode {
  return {
    id: m.id, name: m.name, nickname: m.nickname, mobile: m.mobile, avatar: m.avatar, vip_level: m.vip_level, status: m.status,
    referrer_id: m.referrer_id, referral_count: state.members.count('referrer_id', m.id), created_at: m.created_at,
  };
}

export function serveRelations(router: Router): void {
  serveResource<Member>(router, RESOURCES.referrals, RESOURCE_ENDPOINTS.referrals, {
    table: (s) => s.members,
    view: (row, ctx) => referralNode(row, ctx.state),
  });
  serveResource<MemberAddress>(router, RESOURCES.memberAddresses, RESOURCE_ENDPOINTS.memberAddresses, {
    table: (s) => s.membersArea.memberAddresses,
  });
}
