/**
 * A record's operation log (`GET <path>/{id}/history`): when, who, what, and what the action was given, in the
 * reader's language. Shown in the detail drawer and by the "log" row action of resources that keep one.
 */
import { useTranslation } from 'react-i18next';
import { Button } from 'semantic-ui-react';
import { HISTORY_EVENTS, HISTORY_FIELDS, type HistoryEntry, SYSTEM_OPERATOR } from '../../../../contract/history.ts';
import type { Lang } from '../../../../contract/i18n.ts';
import type { ResourceDef } from '../../../../contract/resource.ts';
import type { Endpoint } from '../../../../contract/endpoint.ts';
import { LoadState, queryLoadState } from '../../components/LoadState.tsx';
import { useApiQuery } from '../../hooks/useApi.ts';
import { formatTime } from '../../lib/format.ts';
import { useLang } from '../../hooks/useLang.ts';
import { Dialog } from './Dialog.tsx';

function valueText(def: ResourceDef, field: string, value: HistoryEntry['fields'][string], lang: Lang, yesNo: [string, string]): string {
  if (value === null || value === '') return '-';
  if (typeof value === 'boolean') return value ? yesNo[0] : yesNo[1];
  return def.enums?.[field]?.options[String(value)]?.[lang] ?? String(value);
}

export function HistoryTimeline({ def, endpoint, id }: { def: ResourceDef; endpoint: Endpoint; id: number }) {
  const { t } = useTranslation();
  const lang = useLang();
  const log = useApiQuery(endpoint, { params: { id } });
  const entries = log.data as HistoryEntry[] | undefined;
  if (!entries) return <LoadState {...queryLoadState(log)} className="history-error" />;
  if (entries.length === 0) return <p className="muted history-empty">{t('screens.history.empty')}</p>;
  const yesNo: [string, string] = [t('screens.history.yes'), t('screens.history.no')];
  return (
    <ol className="history-timeline">
      {entries.map((e, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a log is shown as read, never reordered
        <li key={i} className="history-entry">
          <span className="history-time">{formatTime(e.time)}</span>
          <strong className="history-action">{(def.actions?.[e.action]?.title ?? HISTORY_EVENTS[e.action])?.[lang] ?? e.action}</strong>
          <span className="history-operator">{e.operator === SYSTEM_OPERATOR ? t('screens.history.system') : e.operator}</span>
          {Object.keys(e.fields).length > 0 && (
            <span className="history-fields">
              {Object.entries(e.fields)
                .map(([field, value]) => `${(def.fields[field] ?? HISTORY_FIELDS[field])?.[lang] ?? field}: ${valueText(def, field, value, lang, yesNo)}`)
                .join(lang === 'zh' ? '；' : '; ')}
            </span>
          )}
        </li>
      ))}
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
