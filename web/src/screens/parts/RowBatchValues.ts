/** A row batch's values as typed (the shared fields, a value per row) and the bodies they make, one per row. */
import type { FormFieldDesc } from '../descriptions/types.ts';
import { coerce } from '../lib/validation.ts';
import type { Place } from '../hooks/useSchemaForm.ts';

export interface BatchValues {
  shared: Record<string, string>;
  /** `id`: the row's; `value`: what was typed for it. */
  rows: { id: number; value: string }[];
}

/** Each row's body: the shared fields and its own value, read as the action's schema expects. */
export function rowBodies(values: BatchValues, perRow: FormFieldDesc, shared: readonly FormFieldDesc[]): Record<string, unknown>[] {
  const common = Object.fromEntries(shared.map((f) => [f.name, coerce(f.input, values.shared[f.name] ?? '')]));
  return values.rows.map((row) => ({ ...common, [perRow.name]: coerce(perRow.input, row.value) }));
}

/** Where a problem of `rows.3.tracking_no` shows: that row's value; of a shared field in any row: that field, once. */
export function batchPlace(perRow: FormFieldDesc, shared: readonly FormFieldDesc[]): (path: string) => Place | undefined {
  return (path) => {
    const [, index, name] = path.split('.');
    if (name === perRow.name) return { name: `rows.${index}.value` };
    return shared.some((f) => f.name === name) ? { name: `shared.${name}` } : undefined;
  };
}
