/** The rows of a row batch, each with its value to type and its problem beside it (RowBatchDialog). */
import type { FieldArrayWithId, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Row } from '../descriptions/types.ts';
import type { BatchValues } from './RowBatchValues.ts';

export function RowBatchTable({ form, rows, byId, rowLabel, title, errorOf }: {
  form: UseFormReturn<BatchValues>;
  rows: FieldArrayWithId<BatchValues, 'rows', 'key'>[];
  byId: ReadonlyMap<number, Row>;
  rowLabel: string;
  title: string;
  errorOf(name: string): string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <table className="ui very compact table">
      <thead>
        <tr>
          <th>{t('screens.batch.row')}</th>
          <th>{title}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((field, i) => {
          const label = String(byId.get(field.id)?.[rowLabel] ?? field.id);
          const error = errorOf(`rows.${i}.value`);
          return (
            <tr key={field.key} data-id={field.id}>
              <td>{label}</td>
              <td className={error ? 'error' : ''}>
                <input id={`batch-row-${i}`} aria-label={`${title} ${label}`} aria-invalid={error ? true : undefined} className="row-batch-value" {...form.register(`rows.${i}.value`)} />
                {error && <div className="field-error" style={{ color: '#db2828' }}>{error}</div>}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
