/**
 * A form over a description's fields (docs/forms.md): the one form layer (useSchemaForm) with typed values nested
 * along dotted field names, the version the edit started from and the way out of a version conflict, and the inputs
 * with their labels and errors. Used by the modal forms, the settings kind and the editors built on descriptions.
 */
import { type BaseSyntheticEvent, lazy, Suspense, type RefObject, useEffect, useMemo } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { Text } from '../../../../contract/i18n.ts';
import { isPatch } from '../../../../contract/resource.ts';
import { useLang } from '../../hooks/useLang.ts';
import type { FormFieldDesc } from '../descriptions/types.ts';
import { isDayTime, splitDateTime } from '../lib/dateTime.ts';
import { requiredFields } from '../lib/validation.ts';
import { type ConflictWayOut, useConflictWayOut, useEditBase } from './ConflictPanelState.ts';
import { DateTimeInput } from './DateTimeInput.tsx';
import { defaultsOf, fieldOf, formName, ownedBy, type Refusal, type Values, valuesOf } from './formValues.ts';
import { PictureInput } from './Upload.tsx';
import { useOptions } from '../hooks/useOptions.ts';
import { useSchemaForm } from '../hooks/useSchemaForm.ts';


// the editor (and its sanitiser) loads with the first form that has rich text
const RichTextEditor = lazy(() => import('./editor/RichTextEditor.tsx'));


export interface ContractForm extends ConflictWayOut {
  form: UseFormReturn<Values>;
  /** Shown under the fields: an upstream error that names no field. */
  formError: string;
  /** The form's onSubmit (see useSchemaForm): checks, then sends, once at a time. */
  submit(event?: BaseSyntheticEvent): Promise<void>;
  /** On the `<form>`: where the first field in error is looked for. */
  formRef: RefObject<HTMLFormElement>;
  /** Changed since it started: closing or leaving asks first. */
  dirty: boolean;
  /** The fields the schema requires, marked as such before anything is typed. */
  required: ReadonlySet<string>;
}

/** The one form layer (useSchemaForm) over a description's fields: their values, body, places and version. */
export function useContractForm(
  fields: readonly FormFieldDesc[],
  schema: z.ZodType,
  initial: unknown,
  /** `version`: the version the edit started from, for the upstream to refuse it when the record changed since. */
  onSubmit: (body: Record<string, unknown>, version: number | undefined) => Promise<Refusal | undefined>,
  /** The version `initial` was read at; default: its own `version` field (a record of the contract). */
  version?: number,
): ContractForm {
  // what the edit started from: the record read, then the newer one a conflict brought
  const base = useEditBase(initial, version);
  // an update sends what was emptied as null (see valuesOf); settings replace their whole value, and leave it out
  const was = isPatch(schema) ? initial : undefined;
  const core = useSchemaForm<Values>({
    schema,
    defaults: defaultsOf(fields, initial),
    bodyOf: (values) => valuesOf(fields, values, was === undefined ? undefined : base.current.record),
    place: (path) => {
      const f = fieldOf(fields, path);
      // a custom editor shows each of its problems where it is (a SKU's price in its row)
      return f && { name: formName(f.name), ...(f.editor && { key: path }) };
    },
    fields: fields.flatMap(ownedBy),
    send: async (body) => {
      const { version: from } = base.current;
      const answer = await onSubmit(body, from);
      // a form that stays open (settings) goes on from what it saved: a save raises the version by exactly one
      if (answer === undefined) base.current = { record: was === undefined ? body : base.current.record, version: from === undefined ? undefined : from + 1 };
      return answer;
    },
  });
  const { form } = core;
  const required = useMemo(() => requiredFields(schema, fields.map((f) => f.name), was !== undefined), [schema, fields, was]);
  const way = useConflictWayOut(core, base, (record) => defaultsOf(fields, record));
  return { ...way, form, formError: core.formError, submit: core.submit, formRef: core.formRef, dirty: core.dirty, required };
}

/** The inputs of a contract form with their labels and errors. */
export function ContractFields({ fields, titles, form, required }: {
  fields: readonly FormFieldDesc[];
  titles: Record<string, Text>;
  form: UseFormReturn<Values>;
  required: ReadonlySet<string>;
}) {
  const lang = useLang();
  const { errors } = form.formState;
  return (
    <>
      {fields.map((f) => {
        const name = formName(f.name);
        const id = `form-${name}`;
        const error = errors[name]?.message;
        const label = (f.title ?? titles[f.name])?.[lang] ?? f.name;
        const editor = f.editor;
        if (editor) {
          const { Input } = editor;
          const types = (errors[name]?.types ?? {}) as Record<string, string>;
          return (
            <div key={f.name} className={`field ${error ? 'error' : ''}`} data-field={f.name}>
              <label htmlFor={id}>
                {label}
                {required.has(f.name) && (
                  <span className="required-mark" aria-hidden="true">
                    *
                  </span>
                )}
              </label>
              <Controller
                name={name}
                control={form.control}
                render={({ field }) => (
                  <Input
                    id={id}
                    value={field.value}
                    onChange={(value) => {
                      field.onChange(value);
                      // its messages follow what is typed once shown, as a refused field's do (the form's own check
                      // on blur would see one input leave, not the editor's other rows change)
                      if (errors[name]) void form.trigger(name);
                    }}
                    onBlur={field.onBlur}
                    errors={Object.keys(types).length > 0 ? types : error ? { [f.name]: String(error) } : {}}
                  />
                )}
              />
            </div>
          );
        }
        if (f.input === 'bool') {
          return (
            <div key={f.name} className="inline field" data-field={f.name}>
              <div className="ui toggle checkbox">
                <input id={id} type="checkbox" {...form.register(name)} />
                <label htmlFor={id}>{label}</label>
              </div>
            </div>
          );
        }
        return (
          <div key={f.name} className={`field ${error ? 'error' : ''}`} data-field={f.name}>
            {/* the error sits beside the label: a message appearing or going never moves the buttons under a click */}
            <label htmlFor={id} style={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}>
              <span>
                {label}
                {required.has(f.name) && (
                  <span className="required-mark" aria-hidden="true">
                    *
                  </span>
                )}
              </span>
              {error && <span className="field-error" style={{ color: '#db2828', fontWeight: 'normal' }}>{String(error)}</span>}
            </label>
            {f.input === 'richtext' ? (
              <Suspense fallback={<div className="ui placeholder segment" />}>
                <Controller name={name} control={form.control} render={({ field }) => <RichTextEditor value={String(field.value ?? '')} onChange={field.onChange} label={label} />} />
              </Suspense>
            ) : f.input === 'textarea' ? (
              <textarea id={id} rows={3} aria-required={required.has(f.name) || undefined} {...form.register(name)} />
            ) : f.input === 'select' ? (
              <SelectInput id={id} field={f} form={form} />
            ) : f.input === 'datetime' ? (
              <Controller
                name={name}
                control={form.control}
                render={({ field }) => (
                  <DateTimeInput
                    id={id}
                    value={isDayTime(field.value) ? field.value : splitDateTime(field.value)}
                    endsWindow={f.endsWindow}
                    invalid={Boolean(error)}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                  />
                )}
              />
            ) : f.input === 'picture' ? (
              <Controller
                name={name}
                control={form.control}
                render={({ field }) => <PictureInput id={id} value={String(field.value ?? '')} onChange={field.onChange} onBlur={field.onBlur} />}
              />
            ) : (
              <input
                id={id}
                inputMode={f.input === 'money' || f.input === 'decimal' ? 'decimal' : f.input === 'int' ? 'numeric' : undefined}
                aria-required={required.has(f.name) || undefined}
                {...form.register(name)}
              />
            )}
          </div>
        );
      })}
    </>
  );
}

function SelectInput({ id, field, form }: { id: string; field: FormFieldDesc; form: UseFormReturn<Values> }) {
  const { t } = useTranslation();
  const options = useOptions(field.options);
  const name = formName(field.name);
  // looked-up options arrive after the select rendered: put the record's value back once they are there
  useEffect(() => {
    if (options.length > 0) form.setValue(name, form.getValues(name));
  }, [options, form, name]);
  return (
    <select id={id} className="ui dropdown" {...form.register(name)}>
      <option value="">{t('screens.filter.choose')}</option>
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.text}
        </option>
      ))}
    </select>
  );
}
