/**
 * A record's history (`GET <path>/{id}/history`, its entries of the operation log, docs/oplog.md): when, who, what,
 * and each field the call changed as before → after in words (the contract's labels, enum names, money as money),
 * with what the call was given besides (a reason). Shown in the detail drawer and by the "log" row action.
 */
import { useTranslation } from 'react-i18next';
import { Button } from 'semantic-ui-react';
import { type FieldChange, HISTORY_EVENTS, HISTORY_FIELDS, type HistoryEntry, SYSTEM_OPERATOR } from '../../../../contract/history.ts';
import type { Lang } from '../../../../contract/i18n.ts';
import type { ResourceDef } from '../../../../contract/resource.ts';
import type { Endpoint } from '../../../../contract/endpoint.ts';
import { cellText, fieldKindOf } from '../../../../contract/exportCells.ts';
import { LoadState, queryLoadState } from '../../components/LoadState.tsx';
import { useApiQuery } from '../../hooks/useApi.ts';
import { formatTime } from '../../lib/format.ts';
import { useLang } from '../../hooks/useLang.ts';
import { Dialog } from './Dialog.tsx';

type Value = HistoryEntry['fields'][string] | undefined;

/** A logged value in words: an enum by its name, money as money, yes/no, a time as the console writes it; empty as a dash. */
function valueText(def: ResourceDef, field: string, value: Value, lang: Lang): string {
  if (value === null || value === undefined || value === '') return '-';
  return cellText(fieldKindOf(def, field), value, lang, def.enums?.[field]) || '-';
}

const labelOf = (def: ResourceDef, field: string, lang: Lang) => (def.fields[field] ?? HISTORY_FIELDS[field])?.[lang];

/** A change in words, or nothing for a field the contract does not name (the upstream's own bookkeeping). */
function changeText(def: ResourceDef, c: FieldChange, lang: Lang, secret: string): string | undefined {
  const label = labelOf(def, c.field, lang);
  if (!label) return undefined;
  if (c.secret) return `${label}: ${secret}`;
  return `${label}: ${valueText(def, c.field, c.before, lang)} → ${valueText(def, c.field, c.after, lang)}`;
}

export function HistoryTimeline({ def, endpoint, id }: { def: ResourceDef; endpoint: Endpoint; id: number }) {
  const { t } = useTranslation();
  const lang = useLang();
  const log = useApiQuery(endpoint, { params: { id } });
  const entries = log.data as HistoryEntry[] | undefined;
  if (!entries) return <LoadState {...queryLoadState(log)} className="history-error" />;
  if (entries.length === 0) return <p className="muted history-empty">{t('screens.history.empty')}</p>;
  const separator = lang === 'zh' ? '；' : '; ';
  return (
    <ol className="history-timeline">
      {entries.map((e, i) => {
        const changes = e.changes.map((c) => changeText(def, c, lang, t('screens.history.secret'))).filter((x): x is string => x !== undefined);
        const given = Object.entries(e.fields)
          .filter(([field]) => labelOf(def, field, lang))
          .map(([field, value]) => `${labelOf(def, field, lang)}: ${valueText(def, field, value, lang)}`);
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: a log is shown as read, never reordered
          <li key={i} className="history-entry">
            <span className="history-time">{formatTime(e.time)}</span>
            <strong className="history-action">{(def.actions?.[e.action]?.title ?? HISTORY_EVENTS[e.action])?.[lang] ?? e.action}</strong>
            <span className="history-operator">{e.operator === SYSTEM_OPERATOR ? t('screens.history.system') : e.operator}</span>
            {changes.length > 0 && (
              <ul className="history-changes">
                {changes.map((text) => (
                  <li key={text}>{text}</li>
                ))}
              </ul>
            )}
            {given.length > 0 && <span className="history-fields">{given.join(separator)}</span>}
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
