/**
 * One action over the selected rows where each row needs its own value (a tracking number per order) and the rest
 * is shared (the courier), kept by the one form layer (docs/forms.md): every row is checked against the action's
 * schema before anything is sent, then the rows go one by one. Rows the upstream refuses stay in the dialog with its
 * words on their value and what was typed; the others leave it, and the lists refresh (docs/data-loading.md).
 */
import { useMemo, useRef, useState } from 'react';
import { useFieldArray } from 'react-hook-form';
import { Progress } from 'semantic-ui-react';
import { z } from 'zod';
import type { Text } from '../../../../contract/i18n.ts';
import type { BatchResult } from '../../../../contract/list.ts';
import { useChanged } from '../../hooks/useChanged.ts';
import { useLang } from '../../hooks/useLang.ts';
import type { FormFieldDesc, Row } from '../descriptions/types.ts';
import { Dialog } from './Dialog.tsx';
import { EditorActions, useDiscardAsk } from './discardAsk.tsx';
import { Field, FieldInput } from './FormFields.tsx';
import { batchPlace, type BatchValues, rowBodies } from './RowBatchValues.ts';
import { RowBatchTable } from './RowBatchTable.tsx';
import { useSchemaForm } from '../hooks/useSchemaForm.ts';

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
  const lang = useLang();
  const changed = useChanged();
  const [done, setDone] = useState<number | null>(null);
  // rows sent in an earlier try that the upstream took: counted in the batch's result when the rest go through
  const succeeded = useRef<number[]>([]);
  const byId = useMemo(() => new Map(rows.map((r) => [r.id, r])), [rows]);
  const allRows = useMemo(() => z.object({ rows: z.array(schema) }), [schema]);
  const label = (f: FormFieldDesc) => (f.title ?? titles[f.name])?.[lang] ?? f.name;
  const core = useSchemaForm<BatchValues>({
    schema: allRows,
    defaults: { shared: Object.fromEntries(shared.map((f) => [f.name, ''])), rows: rows.map((r) => ({ id: r.id, value: '' })) },
    bodyOf: (values) => ({ rows: rowBodies(values, perRow, shared) }),
    place: batchPlace(perRow, shared),
    fields: [],
    send: async (body, values) => {
      const bodies = body.rows as Record<string, unknown>[];
      const failed: { index: number; id: number; error: string }[] = [];
      setDone(0);
      for (const [index, { id }] of values.rows.entries()) {
        const error = await send(byId.get(id) as Row, bodies[index]);
        if (error === undefined) succeeded.current.push(id);
        else failed.push({ index, id, error });
        setDone((n) => (n ?? 0) + 1);
      }
      setDone(null);
      if (failed.length === 0) {
        onDone({ succeeded: succeeded.current, failed: [] });
        return undefined;
      }
      // the refused rows stay, with what was typed and the upstream's words; the ones taken leave the dialog
      core.form.reset({ ...values, rows: failed.map((f) => values.rows[f.index]) }, { keepDefaultValues: true });
      for (const [at, f] of failed.entries()) core.form.setError(`rows.${at}.value`, { type: 'server', message: f.error });
      if (failed.length < values.rows.length) void changed();
      return '';
    },
  });
  const { form, submit, formRef, busy, dirty, errorOf } = core;
  // keyName: each row's own `id` is the record's, the field array's key is another
  const typed = useFieldArray({ control: form.control, name: 'rows', keyName: 'key' });
  const ask = useDiscardAsk(dirty, onClose);

  return (
    <Dialog size="small" onClose={ask.close} closeOnDimmerClick={false} className="row-batch-dialog">
      <Dialog.Header>{`${title} (${typed.fields.length})`}</Dialog.Header>
      <Dialog.Content scrolling>
        <form ref={formRef} id="row-batch-form" className="ui form" noValidate onSubmit={submit}>
          {shared.map((f) => (
            <Field key={f.name} name={f.name} id={`batch-${f.name}`} title={label(f)} error={errorOf(`shared.${f.name}`)}>
              <FieldInput form={form} name={`shared.${f.name}`} id={`batch-${f.name}`} field={f} />
            </Field>
          ))}
          <RowBatchTable form={form} rows={typed.fields} byId={byId} rowLabel={rowLabel} title={label(perRow)} errorOf={errorOf} />
        </form>
        {done !== null && <Progress percent={Math.round((done / typed.fields.length) * 100)} indicating size="small" />}
      </Dialog.Content>
      <EditorActions ask={ask} form="row-batch-form" busy={busy} submitText={title} saveClass="row-batch-ok" />
    </Dialog>
  );
}
