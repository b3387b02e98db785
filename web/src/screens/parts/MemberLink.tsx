/** A member's name as a link to the member's detail screen (`/memberList/listItem?id=`), plain text for a role that may not open it. */
import { ScreenLink } from '../../components/ScreenLink.tsx';

export const MEMBER_DETAIL_PATH = '/memberList/listItem';
export const REFERRAL_TREE_PATH = '/memberList/relational';

export const memberDetailLink = (id: number) => `${MEMBER_DETAIL_PATH}?id=${id}`;
export const referralTreeLink = (id: number) => `${REFERRAL_TREE_PATH}?id=${id}`;

export function MemberLink({ id, name }: { id: number; name: string }) {
  return (
    <ScreenLink to={memberDetailLink(id)} className="member-link" data-member={id} otherwise={name}>
      {name}
    </ScreenLink>
  );
}
