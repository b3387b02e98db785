/**
 * Above a form refused because someone else saved the record first (README.md "Two people, one record"): who and when
 * (the upstream's words), that what was typed is kept, the fields this user or the other one changed side by side with
 * the newer values, and the way out: reapply my changes on the newer record, or discard them and load it.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'semantic-ui-react';
import type { Text } from '../../../../contract/i18n.ts';
import { useLang } from '../../hooks/useLang.ts';
import { isDayTime } from '../lib/dateTime.ts';
import type { ConflictWayOut } from './ConflictPanelState.ts';
import { formName } from './formValues.ts';

/** A field the panel compares: its name (a description's dotted one, or a hand-built editor's value) and its title. */
export interface ConflictField {
  name: string;
  title?: Text;
}

type Values = Record<string, unknown>;

/** One panel for every editor: the described forms (ContractForm) and the hand-built ones (useRecordForm). */
export function ConflictPanel({ form, fields, titles }: { form: ConflictWayOut; fields: readonly ConflictField[]; titles: Record<string, Text> }) {
  const { t } = useTranslation();
  const lang = useLang();
  const [shown, setShown] = useState(false);
  if (!form.conflict) return null;
  const started = form.started();
  const mine = form.mine();
  const theirs = form.theirs();
  const differs = (a: Values, name: string) => JSON.stringify(a[name]) !== JSON.stringify(started[name]);
  // what either side changed: this user's fields to reapply, the other's to see before choosing
  const rows = fields.filter((f) => differs(mine, formName(f.name)) || differs(theirs, formName(f.name)));
  const text = (value: Values[string]) => {
    if (typeof value === 'boolean') return value ? t('screens.conflict.yes') : t('screens.conflict.no');
    // a custom editor's value (a goods' SKU rows) is shown as written, for comparing only
    const written = typeof value === 'string' ? value : isDayTime(value) ? `${value.day} ${value.time}`.trim() : value == null ? '' : picked(value) ?? JSON.stringify(value);
    return written === '' ? t('screens.conflict.none') : written;
  };
  return (
    <div className="ui warning visible message conflict-message" role="alert">
      <p className="conflict-error">{form.conflict.error}</p>
      <p>{t('screens.conflict.kept')}</p>
      <Button type="button" size="small" basic className="conflict-show" content={shown ? t('screens.conflict.hide') : t('screens.conflict.show')} onClick={() => setShown(!shown)} />
      {shown && (
        <table className="ui very compact celled table conflict-diff">
          <thead>
            <tr>
              <th>{t('screens.conflict.field')}</th>
              <th>{t('screens.conflict.mine')}</th>
              <th>{t('screens.conflict.theirs')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((f) => (
              <tr key={f.name} data-field={f.name}>
                <td>{(f.title ?? titles[f.name])?.[lang] ?? f.name}</td>
                <td className="conflict-mine">{text(mine[formName(f.name)])}</td>
                <td className="conflict-theirs">{text(theirs[formName(f.name)])}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <div style={{ marginTop: 8 }}>
        <Button type="button" size="small" primary className="conflict-reapply" content={t('screens.conflict.reapply')} loading={form.busy} disabled={form.busy} onClick={() => void form.reapply()} />
        <Button type="button" size="small" className="conflict-discard" content={t('screens.conflict.discard')} disabled={form.busy} onClick={form.discard} />
      </div>
    </div>
  );
}

/** Picked records (a coupon's goods or categories) by their names, as the editor shows them. */
function picked(value: unknown): string | undefined {
  if (!Array.isArray(value) || !value.every((v) => typeof (v as { name?: unknown } | null)?.name === 'string')) return undefined;
  return value.map((v) => (v as { name: string }).name).join(', ');
}
