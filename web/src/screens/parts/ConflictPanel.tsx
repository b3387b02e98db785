/**
 * Above a form refused because someone else saved the record first (README.md "Two people, one record"): who and when
 * (the upstream's words), that what was typed is kept, the fields this user or the other one changed side by side with
 * the newer values, and the way out: reapply my changes on the newer record, or discard them and load it.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'semantic-ui-react';
import type { Text } from '../../../../contract/i18n.ts';
import { useLang } from '../../layout/useLang.ts';
import type { FormFieldDesc } from '../descriptions/types.ts';
import { isDayTime } from '../lib/dateTime.ts';
import type { ContractForm } from './ContractForm.tsx';
import { defaultsOf, formName, type Values } from './formValues.ts';

export function ConflictPanel({ form, fields, titles }: { form: ContractForm; fields: readonly FormFieldDesc[]; titles: Record<string, Text> }) {
  const { t } = useTranslation();
  const lang = useLang();
  const [shown, setShown] = useState(false);
  if (!form.conflict) return null;
  const started = form.started();
  const mine = form.form.getValues();
  const theirs = defaultsOf(fields, form.conflict.data.current);
  const differs = (a: Values, name: string) => JSON.stringify(a[name]) !== JSON.stringify(started[name]);
  // what either side changed: this user's fields to reapply, the other's to see before choosing
  const rows = fields.filter((f) => differs(mine, formName(f.name)) || differs(theirs, formName(f.name)));
  const text = (value: Values[string]) => {
    if (typeof value === 'boolean') return value ? t('screens.conflict.yes') : t('screens.conflict.no');
    // a custom editor's value (a goods' SKU rows) is shown as written, for comparing only
    const written = typeof value === 'string' ? value : isDayTime(value) ? `${value.day} ${value.time}`.trim() : value == null ? '' : JSON.stringify(value);
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
