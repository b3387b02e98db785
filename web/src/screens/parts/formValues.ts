/**
 * A contract form's values and body: what each field holds as typed, the body sent (nested along dotted names, an
 * emptied field `null` in an update), the values an edit starts from, and the field a body path's problem shows on.
 */
import type { ConflictData } from '../../../../contract/version.ts';
import type { FormFieldDesc } from '../descriptions/types.ts';
import { splitDateTime } from '../lib/dateTime.ts';
import { coerce } from '../lib/validation.ts';

/** What each field holds as typed: text, a switch, a date-time's day and time, or a custom editor's own value. */
export type Values = Record<string, unknown>;

/**
 * What a form's submit resolves to when not saved: the upstream's words, or a version conflict (README.md "Two people,
 * one record"): the words saying who changed it and when, and the record (or settings value) as it is now.
 */
export type Refusal = string | { error: string; conflict: ConflictData };


/** Form names cannot hold dots (react-hook-form reads them as paths): `zone_info.periods` is `zone_info__periods`. */
export const formName = (path: string) => path.replaceAll('.', '__');

/**
 * The body of a form: typed values, nested along dotted field names, empty ones left out. In an update (`was`, the
 * record it edits) a field that had a value and was emptied is sent as `null`, which clears it: left out, it would keep
 * its value.
 */
export function valuesOf(fields: readonly FormFieldDesc[], values: Values, was?: unknown): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const f of fields) {
    const editor = f.editor;
    if (editor) {
      // a custom editor's value is the whole of its fields: always sent, never cleared by leaving it out
      Object.assign(body, editor.body(values[formName(f.name)]));
      continue;
    }
    let value = coerce(f.input, values[formName(f.name)] ?? '');
    if (was !== undefined && (value === undefined || value === '') && !isEmpty(valueAt(was, f.name))) value = null;
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

const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

function valueAt(record: unknown, path: string): unknown {
  let value = record;
  for (const key of path.split('.')) value = value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
  return value;
}

/** The body's fields a form field stands for: its name, or those a custom editor owns. */
export const ownedBy = (f: FormFieldDesc): readonly string[] => f.editor?.owns ?? [f.name];

/** The form field showing the problem of a body path: its own, or the custom editor owning it or what it is under. */
export function fieldOf(fields: readonly FormFieldDesc[], path: string): FormFieldDesc | undefined {
  return fields.find((f) => (f.editor ? ownedBy(f).some((o) => path === o || path.startsWith(`${o}.`)) : f.name === path));
}

export function defaultsOf(fields: readonly FormFieldDesc[], initial: unknown): Values {
  return Object.fromEntries(
    fields.map((f) => {
      const value = valueAt(initial, f.name);
      const editor = f.editor;
      if (editor) return [formName(f.name), editor.initial(initial)];
      if (f.input === 'bool') return [formName(f.name), value === true];
      if (f.input === 'datetime') return [formName(f.name), splitDateTime(value)];
      return [formName(f.name), value === undefined || value === null ? '' : String(value)];
    }),
  );
}
