/**
 * A payee's account in a payout's drawer (a member's or partner's withdrawal, a store's payout): masked as every
 * answer gives it (`6222 **** **** 0226`), with a button
 * that asks the upstream for the full number, to a role holding the reveal label (contract/payee.ts) only. Each press
 * is a call the upstream logs with who and when, so the number is asked again after hiding, never kept in the page.
 * In the kit: the money area's withdrawals and the stores area's payouts both show it.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PAYEE_REVEALS, type PayeeResource, REVEAL_ACCOUNT_LABEL, type revealWithdrawalAccount } from '../../../../contract/payee.ts';
import { useApiMutation } from '../../hooks/useApi.ts';
import { callOf } from '../../lib/api.ts';
import { useStores } from '../../stores/index.ts';

/** `resource`: the payout's resource, whose own reveal call is asked (contract/payee.ts, `PAYEE_REVEALS`). */
export function PayeeAccount({ resource, id, masked }: { resource: PayeeResource; id: number; masked: string }) {
  const { t } = useTranslation();
  const { permission } = useStores();
  // every kind's call has the same shape: an id in, `{account}` out
  const reveal = useApiMutation(callOf<typeof revealWithdrawalAccount>('POST', PAYEE_REVEALS[resource].path));
  const [full, setFull] = useState<string | null>(null);
  if (!masked) return <span className="muted">-</span>;
  const toggle = async () => {
    if (full !== null) return setFull(null);
    const answer = await reveal.mutateAsync({ params: { id } }).catch(() => null);
    if (answer) setFull(answer.account);
  };
  return (
    <span className="payee-account">
      <span className="account-number">{full ?? masked}</span>
      {permission.can(REVEAL_ACCOUNT_LABEL) && (
        <button
          type="button"
          className={`ui mini basic button account-reveal ${reveal.isPending ? 'loading' : ''}`}
          aria-pressed={full !== null}
          title={t('screens.payee.logged')}
          disabled={reveal.isPending}
          onClick={toggle}
        >
          {t(full !== null ? 'screens.payee.hide' : reveal.isPending ? 'screens.payee.revealing' : 'screens.payee.reveal')}
        </button>
      )}
    </span>
  );
}
