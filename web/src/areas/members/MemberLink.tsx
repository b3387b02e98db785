/** A member's name as a link to the member's detail screen (`/memberList/listItem?id=`). */
import { Link } from 'react-router-dom';

export const MEMBER_DETAIL_PATH = '/memberList/listItem';
export const REFERRAL_TREE_PATH = '/memberList/relational';

export const memberDetailLink = (id: number) => `${MEMBER_DETAIL_PATH}?id=${id}`;
export const referralTreeLink = (id: number) => `${REFERRAL_TREE_PATH}?id=${id}`;

export function MemberLink({ id, name }: { id: number; name: string }) {
  return (
    <Link to={memberDetailLink(id)} className="member-link" data-member={id}>
      {name}
    </Link>
  );
}
