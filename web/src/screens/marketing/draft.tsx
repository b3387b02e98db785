/**
 * The marketing editors' form state: what was typed (kept as typed, whatever the outcome), the body it makes, its
 * problems against the contract's schema (messages in the console's language; a rule between fields brings its own
 * words), and the upstream's refusal put back on the field it names.
 */
import { type ReactNode, type RefObject, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { Text } from '../../../../contract/i18n.ts';
import { failureText, isOk } from '../../lib/api.ts';
import { useLang } from '../../layout/useLang.ts';
import type { RequestResult } from '../../lib/request.ts';
import { useSingleFlight } from '../../lib/singleFlight.ts';
import type { FormFieldDesc } from '../descriptions/types.ts';
import type { DayTime } from '../lib/dateTime.ts';
import { fieldErrors, serverErrorField } from '../lib/validation.ts';
import { DateTimeInput } from '../parts/DateTimeInput.tsx';
import { useFirstErrorFocus } from '../parts/firstError.ts';

export interface Draft<V> {
  values: V;
  /** Something was changed since the editor opened: closing it asks first. */
  dirty: boolean;
  set<K extends keyof V>(name: K, value: V[K]): void;
  /** Shown problems by field path; a field's problem shows once it was left or a save was tried. */
  errors: Record<string, string>;
  touch(name: string): void;
  /** Under the form: a refusal that names no field. */
  formError: string;
  saving: boolean;
  /** Checks, then sends (once at a time); true when saved. Refused, the focus goes to the first field in error. */
  save(send: (body: Record<string, unknown>) => Promise<RequestResult<unknown>>): Promise<boolean>;
  /** On the editor's `<form>`: where the first field in error is looked for. */
  formRef: RefObject<HTMLFormElement>;
}

export function useDraft<V extends object>(initial: V, schema: z.ZodType, bodyOf: (values: V) => Record<string, unknown>, fields: readonly string[]): Draft<V> {
  const { t } = useTranslation();
  const [values, setValues] = useState(initial);
  const [dirty, setDirty] = useState(false);
  const [touched, setTouched] = useState<Set<string>>(new Set());
  const [tried, setTried] = useState(false);
  const [server, setServer] = useState<{ field?: string; message: string } | null>(null);
  const flight = useSingleFlight();
  const firstError = useFirstErrorFocus();

  const problems = fieldErrors(schema, bodyOf(values), t);
  const errors: Record<string, string> = {};
  for (const [field, message] of Object.entries(problems)) {
    const top = field.split('.')[0];
    if (tried || touched.has(top)) errors[field] = message;
  }
  if (server?.field && !(server.field in errors)) errors[server.field] = server.message;

  return {
    values,
    dirty,
    set: (name, value) => {
      setValues((v) => ({ ...v, [name]: value }));
      setDirty(true);
      setServer(null);
    },
    errors,
    touch: (name) => setTouched((s) => (s.has(name) ? s : new Set(s).add(name))),
    formError: server && !server.field ? server.message : '',
    saving: flight.busy,
    formRef: firstError.ref,
    save: async (send) => {
      setTried(true);
      if (Object.keys(problems).length > 0) {
        firstError.refused();
        return false;
      }
      const answer = await flight.run(() => send(bodyOf(values)));
      // undefined: a save was already under way, or the session ended (status 10, the login is shown): nothing to say.
      if (answer === undefined) return false;
      if (isOk(answer)) return true;
      const message = failureText(answer) ?? t('screens.list.actionFailed');
      setServer({ field: serverErrorField(message, fields), message });
      // the upstream named a field: the focus goes there too (a refusal of the whole form marks none, and it stays)
      firstError.refused();
      return false;
    },
  };
}

/** A labelled field with its problem beside the label (a message appearing never moves the buttons). */
export function Field({ name, title, error, hint, children }: { name: string; title: Text | string; error?: string; hint?: string; children: ReactNode }) {
  const lang = useLang();
  return (
    <div className={`field ${error ? 'error' : ''}`} data-field={name}>
      <label htmlFor={`mk-${name}`} style={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}>
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

/** A text input bound to a draft's string value. */
export function TextInput<V extends object>({ draft, name, inputMode }: { draft: Draft<V>; name: keyof V & string; inputMode?: 'decimal' | 'numeric' }) {
  return (
    <input
      id={`mk-${name}`}
      inputMode={inputMode}
      value={String(draft.values[name] ?? '')}
      onChange={(e) => draft.set(name, e.target.value as V[typeof name])}
      onBlur={() => draft.touch(name)}
    />
  );
}

/** A labelled date-time field (`datetime`) bound to a draft's typed day and time. */
export function DateTimeField<V extends object>({ draft, field, title }: { draft: Draft<V>; field: FormFieldDesc; title: Text }) {
  const name = field.name as keyof V & string;
  return (
    <Field name={name} title={title} error={draft.errors[name]}>
      <DateTimeInput
        id={`mk-${name}`}
        value={draft.values[name] as DayTime}
        endsWindow={field.endsWindow}
        invalid={name in draft.errors}
        onChange={(value) => draft.set(name, value as V[typeof name])}
        onBlur={() => draft.touch(name)}
      />
    </Field>
  );
}

/** A select over an enum's options, bound to a draft's string value. */
export function EnumSelect<V extends object>({ draft, name, options }: { draft: Draft<V>; name: keyof V & string; options: Record<string, Text> }) {
  const lang = useLang();
  const { t } = useTranslation();
  return (
    <select id={`mk-${name}`} className="ui dropdown" value={String(draft.values[name] ?? '')} onChange={(e) => draft.set(name, e.target.value as V[typeof name])} onBlur={() => draft.touch(name)}>
      <option value="">{t('screens.filter.choose')}</option>
      {Object.entries(options).map(([value, text]) => (
        <option key={value} value={value}>
          {text[lang]}
        </option>
      ))}
    </select>
  );
}
