/**
 * The inputs of the screens' own editors, bound to their form (useSchemaForm): a labelled field with its problem
 * beside the label (a message appearing never moves the buttons under a click), text, a select over an enum, and a
 * date-time. Ids are `${prefix}-${name}`, what the labels point at and firstError focuses.
 */
import type { ReactNode } from 'react';
import { Controller, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Text } from '../../../../contract/i18n.ts';
import { useLang } from '../../hooks/useLang.ts';
import type { FormFieldDesc } from '../descriptions/types.ts';
import type { DayTime } from '../lib/dateTime.ts';
import { DateTimeInput } from './DateTimeInput.tsx';
import { useOptions } from '../hooks/useOptions.ts';

export function Field({ name, id, title, error, hint, children }: { name: string; id: string; title: Text | string; error?: string; hint?: string; children: ReactNode }) {
  const lang = useLang();
  return (
    <div className={`field ${error ? 'error' : ''}`} data-field={name}>
      <label htmlFor={id} style={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}>
        <span>{typeof title === 'string' ? title : title[lang]}</span>
        {error && (
          <span className="field-error" style={{ color: '#db2828', fontWeight: 'normal' }}>
            {error}
          </span>
        )}
      </label>
      {children}
      {hint && <div className="muted field-hint">{hint}</div>}
    </div>
  );
}

export function TextInput<V extends FieldValues>({ form, name, id, inputMode }: { form: UseFormReturn<V>; name: Path<V>; id: string; inputMode?: 'decimal' | 'numeric' }) {
  return <input id={id} inputMode={inputMode} {...form.register(name)} />;
}

/** A select over an enum's options (value: the option's key as text). */
export function EnumSelect<V extends FieldValues>({ form, name, id, options }: { form: UseFormReturn<V>; name: Path<V>; id: string; options: Record<string, Text> }) {
  const lang = useLang();
  const { t } = useTranslation();
  return (
    <select id={id} className="ui dropdown" {...form.register(name)}>
      <option value="">{t('screens.filter.choose')}</option>
      {Object.entries(options).map(([value, text]) => (
        <option key={value} value={value}>
          {text[lang]}
        </option>
      ))}
    </select>
  );
}

/** A select over a field's options (an enum, or a lookup through the query cache), or a text box for any other field. */
export function FieldInput<V extends FieldValues>({ form, name, id, field }: { form: UseFormReturn<V>; name: Path<V>; id: string; field: FormFieldDesc }) {
  const { t } = useTranslation();
  const options = useOptions(field.input === 'select' ? field.options : undefined);
  if (field.input !== 'select') return <input id={id} {...form.register(name)} />;
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

/** A labelled date-time (`datetime`): a day and a time typed apart. */
export function DateTimeField<V extends FieldValues>({ form, field, id, title, error }: { form: UseFormReturn<V>; field: FormFieldDesc; id: string; title: Text; error?: string }) {
  return (
    <Field name={field.name} id={id} title={title} error={error}>
      <Controller
        name={field.name as Path<V>}
        control={form.control}
        render={({ field: input }) => <DateTimeInput id={id} value={input.value as DayTime} endsWindow={field.endsWindow} invalid={Boolean(error)} onChange={input.onChange} onBlur={input.onBlur} />}
      />
    </Field>
  );
}
