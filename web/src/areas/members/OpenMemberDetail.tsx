/** In the member list's drawer: open the member's own screen (orders, flows, referrals, addresses) or referral tree, each when the role may. */
import { useTranslation } from 'react-i18next';
import { ScreenLink } from '../../components/ScreenLink.tsx';
import { memberDetailLink, referralTreeLink } from '../../screens/parts/MemberLink.tsx';

export function OpenMemberDetail({ id }: { id: number }) {
  const { t } = useTranslation();
  return (
    <div style={{ display: 'flex', gap: 8 }}>
      <ScreenLink to={memberDetailLink(id)} className="ui small primary button open-member-detail">
        {t('screens.members.openDetail')}
      </ScreenLink>
      <ScreenLink to={referralTreeLink(id)} className="ui small basic button open-referral-tree">
        {t('screens.members.openTree')}
      </ScreenLink>
    </div>
  );
}
