/**
 * A person's phone number in a drawer: masked (`138****5678`, contract/accounts.ts), with a button showing it in full
 * to a role that may open the member's own record (the member detail screen, which shows it anyway); any other role
 * sees the masked number only, and no button.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { maskAccount } from '../../../../contract/accounts.ts';
import { useMayOpen } from '../../components/ScreenLink.tsx';
import { MEMBER_DETAIL_PATH } from './MemberLink.tsx';

export function MaskedPhone({ phone }: { phone: string }) {
  const { t } = useTranslation();
  const mayReveal = useMayOpen()(MEMBER_DETAIL_PATH);
  const [shown, setShown] = useState(false);
  if (!phone) return <span className="muted">-</span>;
  return (
    <span className="masked-phone">
      <span className="phone-number">{shown ? phone : maskAccount(phone)}</span>
      {mayReveal && (
        <button type="button" className="ui mini basic button phone-reveal" aria-pressed={shown} onClick={() => setShown(!shown)}>
          {t(shown ? 'screens.phone.hide' : 'screens.phone.reveal')}
        </button>
      )}
    </span>
  );
}
