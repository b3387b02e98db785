/**
 * A withdrawal's payee account in its drawer: masked as every answer gives it (`6222 **** **** 0226`), with a button
 * that asks the upstream for the full number, to a role holding the reveal label (contract/payee.ts) only. Each press
 * is a call the upstream logs with who and when, so the number is asked again after hiding, never kept in the page.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { revealWithdrawalAccount } from '../../../../contract/payee.ts';
import { REVEAL_ACCOUNT_LABEL } from '../../../../contract/payee.ts';
import { useApiMutation } from '../../hooks/useApi.ts';
import { callOf } from '../../lib/api.ts';
import { useStores } from '../../stores/index.ts';

const REVEAL = callOf<typeof revealWithdrawalAccount>('POST', '/api/v2/seller/withdrawals/{id}/reveal_account');

export function PayeeAccount({ id, masked }: { id: number; masked: string }) {
  const { t } = useTranslation();
  const { permission } = useStores();
  const reveal = useApiMutation(REVEAL);
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
          title={t('screens.money.payee.logged')}
          disabled={reveal.isPending}
          onClick={toggle}
        >
          {t(full !== null ? 'screens.money.payee.hide' : reveal.isPending ? 'screens.money.payee.revealing' : 'screens.money.payee.reveal')}
        </button>
      )}
    </span>
  );
}
