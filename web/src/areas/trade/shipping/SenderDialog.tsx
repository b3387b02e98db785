/**
 * Adding or editing an address of the sender address book. The upstream makes the full line from the parts and checks
 * them (a mobile number, each part's length); its words show in the dialog, which stays open until the address saves.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Message } from 'semantic-ui-react';
import { carrierEndpoints, type SenderAddress } from '../../../../../contract/resources/carriers.ts';
import { useSingleFlight } from '../../../hooks/useSingleFlight.ts';
import { failureText, isOk } from '../../../lib/api.ts';
import { Dialog } from '../../../screens/parts/Dialog.tsx';
import { useStores } from '../../../stores/index.ts';

const FIELDS = ['name', 'mobile', 'province', 'city', 'district', 'detail'] as const;
type Fields = Record<(typeof FIELDS)[number], string>;

export function SenderDialog({ editing, onSaved, onClose }: { editing?: SenderAddress; onSaved(saved: SenderAddress): void; onClose(): void }) {
  const { t } = useTranslation();
  const { api } = useStores();
  const [fields, setFields] = useState<Fields>(() => Object.fromEntries(FIELDS.map((f) => [f, editing?.[f] ?? ''])) as Fields);
  const [isDefault, setIsDefault] = useState(editing?.is_default ?? false);
  const [error, setError] = useState('');
  const { busy, run } = useSingleFlight();

  const save = () =>
    run(async () => {
      const body = { ...fields, is_default: isDefault };
      const answer = editing
        ? await api(carrierEndpoints.editSender, { params: { id: editing.id }, body, quiet: true })
        : await api(carrierEndpoints.addSender, { body, quiet: true });
      if (!isOk(answer)) return setError(failureText(answer) ?? '');
      onSaved(answer.data);
    });

  return (
    <Dialog size="small" onClose={() => !busy && onClose()} className="sender-dialog">
      <Dialog.Header>{t(editing ? 'screens.trade.shipping.senders.editTitle' : 'screens.trade.shipping.senders.addTitle')}</Dialog.Header>
      <Dialog.Content>
        <div className="ui form">
          {FIELDS.map((f) => (
            <div className="field" key={f}>
              <label htmlFor={`sender-${f}`}>{t(`screens.trade.shipping.senders.${f}`)}</label>
              <input id={`sender-${f}`} className={`sender-${f}`} value={fields[f]} onChange={(e) => setFields({ ...fields, [f]: e.target.value })} />
            </div>
          ))}
          <div className="field">
            <div className="ui checkbox">
              <input id="sender-default" type="checkbox" className="sender-default" checked={isDefault} disabled={editing?.is_default} onChange={(e) => setIsDefault(e.target.checked)} />
              <label htmlFor="sender-default">{t('screens.trade.shipping.senders.isDefault')}</label>
            </div>
          </div>
        </div>
        {error && <Message negative size="small" className="sender-error" content={error} />}
      </Dialog.Content>
      <Dialog.Actions>
        <Button content={t('screens.dialog.cancel')} onClick={onClose} disabled={busy} />
        <Button primary className="sender-save" loading={busy} disabled={busy} content={t('screens.trade.shipping.senders.save')} onClick={() => void save()} />
      </Dialog.Actions>
    </Dialog>
  );
}
