/**
 * Topping up a carrier account's waybills: the count first, then a confirmation that says exactly what will happen
 * (the balance before and after) before it happens. The call carries the balance confirmed, and the upstream refuses
 * the top-up if the balance moved since (a batch bought waybills meanwhile), so what was confirmed is what is done.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Message } from 'semantic-ui-react';
import { type CarrierAccount, carrierEndpoints, MAX_TOP_UP } from '../../../../../contract/resources/carriers.ts';
import { COURIERS } from '../../../../../contract/resources/orders.ts';
import { useLang } from '../../../hooks/useLang.ts';
import { useSingleFlight } from '../../../hooks/useSingleFlight.ts';
import { failureText, isOk } from '../../../lib/api.ts';
import { Dialog } from '../../../screens/parts/Dialog.tsx';
import { useStores } from '../../../stores/index.ts';

export function TopUpDialog({ account, onDone, reload, onClose }: { account: CarrierAccount; onDone(after: CarrierAccount, count: number): void; reload(): void; onClose(): void }) {
  const { t } = useTranslation();
  const lang = useLang();
  const { api } = useStores();
  const [typed, setTyped] = useState('');
  const [reviewing, setReviewing] = useState(false);
  const [error, setError] = useState('');
  const { busy, run } = useSingleFlight();
  const carrier = COURIERS.options[account.carrier][lang];
  const count = /^\d+$/.test(typed.trim()) ? Number(typed.trim()) : Number.NaN;
  const valid = Number.isInteger(count) && count >= 1 && count <= MAX_TOP_UP;

  const topUp = () =>
    run(async () => {
      const answer = await api(carrierEndpoints.topUp, { body: { carrier: account.carrier, count, balance_before: account.balance }, quiet: true });
      if (!isOk(answer)) {
        setReviewing(false);
        // the balance shown may be stale: read it again before the next review
        reload();
        return setError(failureText(answer) ?? '');
      }
      onDone(answer.data, count);
    });

  return (
    <Dialog size="tiny" onClose={() => !busy && onClose()} className="top-up-dialog" data-carrier={account.carrier}>
      <Dialog.Header>{reviewing ? t('screens.trade.shipping.topUp.confirmTitle', { carrier, count }) : t('screens.trade.shipping.topUp.title', { carrier })}</Dialog.Header>
      <Dialog.Content>
        {reviewing ? (
          <p className="top-up-facts" data-before={account.balance} data-after={account.balance + count}>
            {t('screens.trade.shipping.topUp.confirmMessage', { carrier, before: account.balance, after: account.balance + count })}
          </p>
        ) : (
          <div className="ui form">
            <div className={`field${typed && !valid ? ' error' : ''}`}>
              <label htmlFor="top-up-count">{t('screens.trade.shipping.topUp.count', { max: MAX_TOP_UP })}</label>
              <input id="top-up-count" className="top-up-count" inputMode="numeric" value={typed} onChange={(e) => setTyped(e.target.value)} />
              {typed && !valid && <div className="ui pointing red basic label top-up-invalid">{t('screens.trade.shipping.topUp.countInvalid', { max: MAX_TOP_UP })}</div>}
            </div>
          </div>
        )}
        {error && <Message negative size="small" className="top-up-error" content={error} />}
      </Dialog.Content>
      <Dialog.Actions>
        <Button content={t('screens.dialog.cancel')} onClick={onClose} disabled={busy} />
        {reviewing ? (
          <Button primary className="top-up-confirm" loading={busy} disabled={busy} content={t('screens.trade.shipping.topUp.button', { count })} onClick={() => void topUp()} />
        ) : (
          <Button primary className="top-up-review" disabled={!valid} content={t('screens.trade.shipping.topUp.review')} onClick={() => { setError(''); setReviewing(true); }} />
        )}
      </Dialog.Actions>
    </Dialog>
  );
}
