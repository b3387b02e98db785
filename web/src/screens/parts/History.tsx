/**
 * A record's history (`GET <path>/{id}/history`, its entries of the operation log, docs/oplog.md): when, who, what,
 * and each field the call changed as before → after in words (the contract's labels, enum names, money as money),
 * with what the call was given besides (a reason). Shown in the detail drawer and by the "log" row action.
 */
import { useTranslation } from 'react-i18next';
import { Button } from 'semantic-ui-react';
import { type HistoryEntry, SYSTEM_OPERATOR } from '../../../../contract/history.ts';
import { actionText, changeText, givenTexts, SEPARATOR } from '../../../../contract/historyWords.ts';
import type { ResourceDef } from '../../../../contract/resource.ts';
import type { Endpoint } from '../../../../contract/endpoint.ts';
import { LoadState, queryLoadState } from '../../components/LoadState.tsx';
import { useApiQuery } from '../../hooks/useApi.ts';
import { formatTime } from '../../lib/format.ts';
import { useLang } from '../../hooks/useLang.ts';
import { Dialog } from './Dialog.tsx';

export function HistoryTimeline({ def, endpoint, id }: { def: ResourceDef; endpoint: Endpoint; id: number }) {
  const { t } = useTranslation();
  const lang = useLang();
  const log = useApiQuery(endpoint, { params: { id } });
  const entries = log.data as HistoryEntry[] | undefined;
  if (!entries) return <LoadState {...queryLoadState(log)} className="history-error" />;
  if (entries.length === 0) return <p className="muted history-empty">{t('screens.history.empty')}</p>;
  return (
    <ol className="history-timeline">
      {entries.map((e, i) => {
        const changes = e.changes.map((c) => changeText(def, c, lang)).filter((x): x is string => x !== undefined);
        const given = givenTexts(def, e.fields, lang);
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: a log is shown as read, never reordered
          <li key={i} className="history-entry">
            <span className="history-time">{formatTime(e.time)}</span>
            <strong className="history-action">{actionText(def, e.action, lang) ?? e.action}</strong>
            <span className="history-operator">{e.operator === SYSTEM_OPERATOR ? t('screens.history.system') : e.operator}</span>
            {changes.length > 0 && (
              <ul className="history-changes">
                {changes.map((text) => (
                  <li key={text}>{text}</li>
                ))}
              </ul>
            )}
            {given.length > 0 && <span className="history-fields">{given.join(SEPARATOR[lang])}</span>}
          </li>
        );
      })}
    </ol>
  );
}

export function HistoryDialog({ title, def, endpoint, id, onClose }: { title: string; def: ResourceDef; endpoint: Endpoint; id: number; onClose(): void }) {
  const { t } = useTranslation();
  return (
    <Dialog size="small" onClose={onClose} className="history-dialog">
      <Dialog.Header>{title}</Dialog.Header>
      <Dialog.Content scrolling>
        <HistoryTimeline def={def} endpoint={endpoint} id={id} />
      </Dialog.Content>
      <Dialog.Actions>
        <Button content={t('screens.dialog.close')} onClick={onClose} />
      </Dialog.Actions>
    </Dialog>
  );
}
