/**
 * Create/edit forms and action forms in a modal: react-hook-form over the contract's zod schema, validated on blur
 * with messages in the console's language; an upstream error naming a field is shown on that field.
 */
import { useEffect, useState } from 'react';
import { type FieldErrors, type Resolver, type UseFormReturn, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button, Modal } from 'semantic-ui-react';
import type { z } from 'zod';
import type { Text } from '../../../../contract/i18n.ts';
import { useLang } from '../../layout/useLang.ts';
import type { FormFieldDesc, Row } from '../descriptions/types.ts';
import { coerce, fieldErrors, serverErrorField } from '../lib/validation.ts';
import { useOptions } from './useOptions.ts';

type Values = Record<string, string>;

interface Props {
  title: string;
  fields: FormFieldDesc[];
  titles: Record<string, Text>;
  schema: z.ZodType;
  initial?: Row;
  /** Resolves to undefined when saved, or to the upstream's error text. */
  onSubmit(body: Record<string, unknown>): Promise<string | undefined>;
  onClose(): void;
}

/** Form names cannot hold dots (react-hook-form reads them as paths): `zone_info.periods` is `zone_info__periods`. */
const formName = (path: string) => path.replaceAll('.', '__');

/** The body of a form: typed values, nested along dotted field names, empty ones left out. */
export function valuesOf(fields: FormFieldDesc[], values: Values): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const f of fields) {
    const value = coerce(f.input, values[formName(f.name)] ?? '');
    if (value === undefined) continue;
    const path = f.name.split('.');
    let target = body;
    for (const key of path.slice(0, -1)) {
      target[key] ??= {};
      target = target[key] as Record<string, unknown>;
    }
    target[path[path.length - 1]] = value;
  }
  return body;
}

function valueAt(row: Row | undefined, path: string): unknown {
  let value: unknown = row;
  for (const key of path.split('.')) value = value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
  return value;
}

export function FormModal({ title, fields, titles, schema, initial, onSubmit, onClose }: Props) {
  const { t } = useTranslation();
  const lang = useLang();
  const [formError, setFormError] = useState('');
  const resolver: Resolver<Values> = async (values) => {
    const body = valuesOf(fields, values);
    const errors = fieldErrors(schema, body, t);
    const shown = Object.entries(errors).filter(([k]) => fields.some((f) => f.name === k));
    if (shown.length === 0) return { values, errors: {} };
    return { values: {}, errors: Object.fromEntries(shown.map(([k, message]) => [formName(k), { type: 'validate', message }])) as FieldErrors<Values> };
  };
  const defaults = Object.fromEntries(
    fields.map((f) => {
      const value = valueAt(initial, f.name);
      return [formName(f.name), value === undefined || value === null ? '' : String(value)];
    }),
  );
  const form = useForm<Values>({ mode: 'onBlur', resolver, defaultValues: defaults });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setFormError('');
    const error = await onSubmit(valuesOf(fields, values));
    if (error === undefined) return;
    const field = serverErrorField(error, fields.map((f) => f.name));
    if (field) form.setError(formName(field), { type: 'server', message: error });
    else setFormError(error);
  });

  return (
    <Modal open size="small" onClose={onClose} className="form-modal" closeOnDimmerClick={false}>
      <Modal.Header>{title}</Modal.Header>
      <Modal.Content scrolling>
        <form id="screen-form" className={`ui form ${formError ? 'error' : ''}`} onSubmit={submit} noValidate>
          {fields.map((f) => {
            const name = formName(f.name);
            const id = `form-${name}`;
            const error = errors[name]?.message;
            const label = (f.title ?? titles[f.name])?.[lang] ?? f.name;
            return (
              <div key={f.name} className={`field ${error ? 'error' : ''}`} data-field={f.name}>
                <label htmlFor={id}>{label}</label>
                {f.input === 'textarea' ? (
                  <textarea id={id} rows={3} {...form.register(name)} />
                ) : f.input === 'select' ? (
                  <SelectInput id={id} field={f} form={form} />
                ) : (
                  <input id={id} inputMode={f.input === 'money' ? 'decimal' : f.input === 'int' ? 'numeric' : undefined} {...form.register(name)} />
                )}
                {error && <div className="ui pointing red basic label field-error">{error}</div>}
              </div>
            );
          })}
          {formError && <div className="ui error message form-error">{formError}</div>}
        </form>
      </Modal.Content>
      <Modal.Actions>
        <Button content={t('screens.dialog.cancel')} onClick={onClose} type="button" />
        <Button primary type="submit" form="screen-form" loading={isSubmitting} content={t('screens.dialog.save')} className="form-save" />
      </Modal.Actions>
    </Modal>
  );
}

function SelectInput({ id, field, form }: { id: string; field: FormFieldDesc; form: UseFormReturn<Values> }) {
  const { t } = useTranslation();
  const options = useOptions(field.options);
  // looked-up options arrive after the select rendered: put the record's value back once they are there
  useEffect(() => {
    if (options.length > 0) form.setValue(formName(field.name), form.getValues(formName(field.name)));
  }, [options, form, field.name]);
  return (
    <select id={id} className="ui dropdown" {...form.register(formName(field.name))}>
      <option value="">{t('screens.filter.choose')}</option>
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.text}
        </option>
      ))}
    </select>
  );
}
