/**
 * One action over the selected rows where each row needs its own value (a tracking number per order) and the rest
 * is shared (the courier): every row is validated against the action's schema before anything is sent, then the
 * rows go one by one and the outcome is a batch result like the upstream's.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Progress } from 'semantic-ui-react';
import type { z } from 'zod';
import type { Text } from '../../../../contract/i18n.ts';
import type { BatchResult } from '../../../../contract/list.ts';
import { useLang } from '../../layout/useLang.ts';
import type { FormFieldDesc, Row } from '../descriptions/types.ts';
import { coerce, fieldErrors } from '../lib/validation.ts';
import { useOptions } from './useOptions.ts';
import { useSingleFlight } from '../../lib/singleFlight.ts';
import { Dialog } from './Dialog.tsx';
import { useFirstErrorFocus } from './firstError.ts';

interface Props {
  title: string;
  rows: Row[];
  rowLabel: string;
  perRow: FormFieldDesc;
  shared: FormFieldDesc[];
  titles: Record<string, Text>;
  schema: z.ZodType;
  /** Sends one row's body; resolves to undefined when done, or to the upstream's error. */
  send(row: Row, body: Record<string, unknown>): Promise<string | undefined>;
  onDone(result: BatchResult): void;
  onClose(): void;
}

export function RowBatchDialog({ title, rows, rowLabel, perRow, shared, titles, schema, send, onDone, onClose }: Props) {
  const { t } = useTranslation();
  const lang = useLang();
  const [sharedValues, setShared] = useState<Record<string, string>>({});
  const [values, setValues] = useState<Record<number, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [done, setDone] = useState<number | null>(null);
  const flight = useSingleFlight();
  const firstError = useFirstErrorFocus<HTMLDivElement>();
  const label = (f: FormFieldDesc) => (f.title ?? titles[f.name])?.[lang] ?? f.name;
  const bodyOf = (row: Row) => ({
    ...Object.fromEntries(shared.map((f) => [f.name, coerce(f.input, sharedValues[f.name] ?? '')])),
    [perRow.name]: coerce(perRow.input, values[row.id] ?? ''),
  });

  const submit = async () => {
    const found: Record<string, string> = {};
    for (const row of rows) {
      for (const [field, message] of Object.entries(fieldErrors(schema, bodyOf(row), t))) {
        const key = field === perRow.name ? `row-${row.id}` : field;
        found[key] ??= message;
      }
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return firstError.refused();
    await flight.run(async () => {
      const result: BatchResult = { succeeded: [], failed: [] };
      setDone(0);
      for (const row of rows) {
        const error = await send(row, bodyOf(row));
        if (error === undefined) result.succeeded.push(row.id);
        else result.failed.push({ id: row.id, error });
        setDone((n) => (n ?? 0) + 1);
      }
      onDone(result);
    });
  };

  return (
    <Dialog size="small" onClose={onClose} closeOnDimmerClick={false} className="row-batch-dialog">
      <Dialog.Header>{`${title} (${rows.length})`}</Dialog.Header>
      <Dialog.Content scrolling>
        <div ref={firstError.ref} className="ui form">
          {shared.map((f) => (
            <div key={f.name} className={`field ${errors[f.name] ? 'error' : ''}`}>
              <label htmlFor={`batch-${f.name}`} style={{ display: 'flex', justifyContent: 'space-between' }}>
                <span>{label(f)}</span>
                {errors[f.name] && <span className="field-error" style={{ color: '#db2828', fontWeight: 'normal' }}>{errors[f.name]}</span>}
              </label>
              <SharedInput id={`batch-${f.name}`} field={f} value={sharedValues[f.name] ?? ''} onChange={(v) => setShared((s) => ({ ...s, [f.name]: v }))} />
            </div>
          ))}
          <table className="ui very compact table">
            <thead>
              <tr>
                <th>{t('screens.batch.row')}</th>
                <th>{label(perRow)}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id} data-id={row.id}>
                  <td>{String(row[rowLabel])}</td>
                  <td className={errors[`row-${row.id}`] ? 'error' : ''}>
                    <input
                      aria-label={`${label(perRow)} ${String(row[rowLabel])}`}
                      className="row-batch-value"
                      value={values[row.id] ?? ''}
                      onChange={(e) => setValues((v) => ({ ...v, [row.id]: e.target.value }))}
                    />
                    {errors[`row-${row.id}`] && <div className="field-error" style={{ color: '#db2828' }}>{errors[`row-${row.id}`]}</div>}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {done !== null && <Progress percent={Math.round((done / rows.length) * 100)} indicating size="small" />}
      </Dialog.Content>
      <Dialog.Actions>
        <Button content={t('screens.dialog.cancel')} onClick={onClose} disabled={done !== null} />
        <Button primary content={t('screens.dialog.confirm')} onClick={submit} loading={flight.busy} disabled={flight.busy} className="row-batch-ok" />
      </Dialog.Actions>
    </Dialog>
  );
}

function SharedInput({ id, field, value, onChange }: { id: string; field: FormFieldDesc; value: string; onChange(value: string): void }) {
  const { t } = useTranslation();
  const options = useOptions(field.options);
  if (field.input !== 'select') return <input id={id} value={value} onChange={(e) => onChange(e.target.value)} />;
  return (
    <select id={id} className="ui dropdown" value={value} onChange={(e) => onChange(e.target.value)}>
      <option value="">{t('screens.filter.choose')}</option>
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.text}
        </option>
      ))}
    </select>
  );
}
