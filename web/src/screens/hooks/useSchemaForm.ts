/**
 * The console's one form layer (docs/forms.md): react-hook-form over a contract zod schema. Every editor, settings
 * page and dialog keeps what is typed here, checks it against the schema before sending (messages in the console's
 * language, on the field they are about), sends once at a time, keeps everything typed when refused, puts the
 * upstream's refusal back on the field it names, and says whether anything changed (`formState.isDirty`, what the
 * unsaved-changes warnings read).
 */
import { toNestErrors } from '@hookform/resolvers';
import { type BaseSyntheticEvent, useEffect, useRef, useState } from 'react';
import { type DefaultValues, type FieldError, type FieldValues, type Path, type Resolver, type UseFormReturn, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { ResourceEndpoints } from '../../../../contract/resource.ts';
import { type ConflictData, versionOf } from '../../../../contract/version.ts';
import { LoadFailure } from '../../lib/queries.ts';
import { useApiMutation } from '../../hooks/useApi.ts';
import { useSingleFlight } from '../../hooks/useSingleFlight.ts';
import { fieldErrors, serverErrorField, type Translate } from '../lib/validation.ts';
import { useFirstErrorFocus } from '../../hooks/useFirstErrorFocus.ts';
import type { Refusal } from '../parts/formValues.ts';
import type { Row } from '../cells/types.ts';

/** Where a problem at a body path shows: a form field, and within a field that shows several (a SKU table) which one. */
export interface Place {
  name: string;
  key?: string;
}

export interface SchemaFormOptions<V extends FieldValues> {
  /** The contract's schema of the body sent. */
  schema: z.ZodType;
  /** What the fields start from, as typed (text, a day and a time, a picked goods). */
  defaults: V;
  /** The body the typed values make (numbers read, empty fields left out). */
  bodyOf(values: V): Record<string, unknown>;
  /**
   * The screen's own rules the schema cannot hold (the password typed twice, a label picked, a debit the member
   * holds): problems by body path, in the console's language; they win over the schema's on the same path.
   */
  check?(values: V): Record<string, string | undefined>;
  /** Where the problem at a body path shows; default: the form field of that path, when it is one of `fields`. */
  place?(path: string): Place | undefined;
  /** The body paths an upstream refusal may start with ("name 至少 2 个字符"), to put it on that field. */
  fields: readonly string[];
  /** The upstream names some fields by their words rather than their name ("账号 ops 已存在"). */
  fieldOfWords?(error: string): string | undefined;
  /** Sends the checked body; undefined when saved, else the upstream's words or a version conflict. */
  send(body: Record<string, unknown>, values: V): Promise<Refusal | undefined>;
}

export interface SchemaForm<V extends FieldValues> {
  form: UseFormReturn<V>;
  /** The form's onSubmit: checks, then sends, once at a time; refused, the focus goes to the first field in error. */
  submit(event?: BaseSyntheticEvent): Promise<void>;
  /** On the `<form>`: where the first field in error is looked for. */
  formRef: React.RefObject<HTMLFormElement>;
  busy: boolean;
  /** Shown under the fields: a refusal that names no field. */
  formError: string;
  /** Refused because someone else saved first (docs/concurrency.md): their words and the record now. */
  conflict?: { error: string; data: ConflictData };
  clearConflict(): void;
  /** Changed since the form started (an edit undone is no change): closing or leaving asks first. */
  dirty: boolean;
  /** The message shown on a field (a nested one by its dotted path), if any. */
  errorOf(name: string): string | undefined;
}

/** The schema's problems with `values`, in the console's language, placed on their form fields. */
export function schemaResolver<V extends FieldValues>(
  schema: z.ZodType,
  bodyOf: (values: V) => Record<string, unknown>,
  check: ((values: V) => Record<string, string | undefined>) | undefined,
  place: (path: string) => Place | undefined,
  t: Translate,
): Resolver<V> {
  return async (values, _context, options) => {
    const own = Object.entries(check?.(values) ?? {}).filter((entry): entry is [string, string] => entry[1] !== undefined);
    const problems = { ...fieldErrors(schema, bodyOf(values), t), ...Object.fromEntries(own) };
    const shown: Record<string, FieldError> = {};
    for (const [path, message] of Object.entries(problems)) {
      const at = place(path);
      if (!at) continue;
      shown[at.name] ??= { type: 'validate', message };
      // a field showing several problems (a SKU table) shows each where it is
      if (at.key !== undefined) shown[at.name].types = { ...shown[at.name].types, [at.key]: message };
    }
    if (Object.keys(shown).length === 0) return { values, errors: {} };
    // toNestErrors: `prizes.0.name` is the error of that input, `prizes` beside them the array's own (`prizes.root`)
    return { values: {}, errors: toNestErrors(shown, options) };
  };
}

export function useSchemaForm<V extends FieldValues>(options: SchemaFormOptions<V>): SchemaForm<V> {
  const { schema, defaults, bodyOf, fields, send } = options;
  const place: (path: string) => Place | undefined = options.place ?? ((path: string) => (fields.some((f) => path === f || path.startsWith(`${f}.`)) ? { name: path } : undefined));
  const { t, i18n } = useTranslation();
  const [formError, setFormError] = useState('');
  const [conflict, setConflict] = useState<SchemaForm<V>['conflict']>();
  // the latest options: the resolver is made once, the screen's closures change every render
  const latest = useRef({ bodyOf, check: options.check, place, schema, t });
  latest.current = { bodyOf, check: options.check, place, schema, t };
  const [resolver] = useState<Resolver<V>>(() => (values: V, context: unknown, opts: Parameters<Resolver<V>>[2]) => {
    const { schema, bodyOf, check, place, t } = latest.current;
    return schemaResolver<V>(schema, bodyOf, check, place, t)(values, context, opts);
  });
  // the focus after a refusal is firstError's to place: react-hook-form's own would skip the fields it holds no
  // element of (a date-time, a picture) and, a moment later, move it again
  const form = useForm<V>({ mode: 'onBlur', resolver, defaultValues: defaults as DefaultValues<V>, shouldFocusError: false });
  const flight = useSingleFlight();
  const firstError = useFirstErrorFocus();
  // a message shown is said again in the language switched to; the upstream's own words ('server') stay as they came
  const shownAt = useRef(i18n.language);
  useEffect(() => {
    if (shownAt.current === i18n.language) return;
    shownAt.current = i18n.language;
    const { errors } = form.formState;
    const names = Object.keys(errors).filter((name) => errors[name]?.type !== 'server');
    if (names.length > 0) void form.trigger(names as Path<V>[]);
  }, [i18n.language, form]);

  const refused = (error: string) => {
    const path = serverErrorField(error, fields) ?? options.fieldOfWords?.(error) ?? error.split(' ')[0];
    const at = place(path);
    if (!at) return setFormError(error);
    const key = at.key === undefined ? {} : { types: { [at.key]: error.slice(path.length + 1) } };
    form.setError(at.name as never, { type: 'server', message: error, ...key });
  };

  const submit = async (event?: BaseSyntheticEvent) => {
    // a skipped submit must not fall through to the browser's own form submission either
    event?.preventDefault();
    let saved = false;
    await flight.run(() =>
      form.handleSubmit(async (values) => {
        setFormError('');
        const answer = await send(bodyOf(values), values);
        if (answer === undefined) {
          saved = true;
          // a form that stays open (settings) goes on from what it saved: nothing left unsaved
          form.reset(values);
        } else if (typeof answer !== 'string') setConflict({ error: answer.error, data: answer.conflict });
        // '': cancelled or already said (a confirmation closed, the session ended)
        else if (answer !== '') refused(answer);
      })(event),
    );
    // refused by the schema, or by the upstream naming a field; a refusal of the whole form marks none, the focus stays
    if (!saved) firstError.refused();
  };

  const { errors, isDirty } = form.formState;
  const errorOf = (name: string) => {
    let at: unknown = errors;
    for (const key of name.split('.')) at = (at as Record<string, unknown> | undefined)?.[key];
    const error = at as { message?: unknown; root?: { message?: unknown } } | undefined;
    const message = error?.message ?? error?.root?.message;
    return typeof message === 'string' && message !== '' ? message : undefined;
  };
  return {
    form,
    submit,
    formRef: firstError.ref,
    busy: flight.busy,
    formError,
    conflict,
    clearConflict: () => {
      setConflict(undefined);
      setFormError('');
    },
    dirty: isDirty,
    errorOf,
  };
}

/**
 * A save made with `useApiMutation` (every query invalidated once it went through) as a form's answer: undefined when
 * saved, the upstream's words, or the version conflict with the record now; '' when the session ended (the login shows).
 */
export async function answerOf(save: Promise<unknown>): Promise<Refusal | undefined> {
  try {
    await save;
    return undefined;
  } catch (error) {
    if (!(error instanceof LoadFailure)) throw error;
    return error.conflict ? { error: error.message, conflict: error.conflict } : error.message;
  }
}

/**
 * The save of a resource's editor: its create call, or for `row` its update call with the row's id and the version it
 * was read at (the upstream refuses it when someone saved since, docs/concurrency.md).
 */
export function useRecordSave(
  endpoints: ResourceEndpoints,
  row: { id?: unknown } | undefined,
  onSaved: (saved: Row) => void,
): (body: Record<string, unknown>, version?: number) => Promise<Refusal | undefined> {
  const target = row ? endpoints.update : endpoints.create;
  // every resource with an editor has both calls: a missing one is a programming error, shown where it is
  if (!target) throw new Error(`no ${row ? 'update' : 'create'} call for ${endpoints.list.path}`);
  const mutation = useApiMutation(target);
  // `version`: a form that went on from a newer record (a conflict resolved) sends that one's
  return (body, version = versionOf(row)) =>
    // the saved record goes on from here, the one save path of every editor, so each save's toast can name it
    answerOf(mutation.mutateAsync(row ? { params: { id: row.id as number }, body: { ...body, version } as never } : { body: body as never }).then((saved) => onSaved(saved as Row)));
}
