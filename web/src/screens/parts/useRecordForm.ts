/**
 * A hand-built editor's form (docs/forms.md "Adding an editor"): the one form layer over the resource's schema, saved
 * by its create or update call on the version the edit started from, with the same way out of a version conflict as
 * the described forms (`ConflictPanel`, docs/forms.md "Version conflicts").
 */
import type { FieldValues } from 'react-hook-form';
import type { ResourceEndpoints } from '../../../../contract/resource.ts';
import type { Row } from '../cells/types.ts';
import { type ConflictWayOut, useConflictWayOut, useEditBase } from './ConflictPanelState.ts';
import { type SchemaForm, type SchemaFormOptions, useRecordSave, useSchemaForm } from '../hooks/useSchemaForm.ts';

export interface RecordFormOptions<V extends FieldValues> extends Omit<SchemaFormOptions<V>, 'send' | 'defaults'> {
  endpoints: ResourceEndpoints;
  /** The record edited; undefined for a new one. */
  row: { id?: unknown } | undefined;
  /** The values a record (the one edited, or the newer one a conflict brought) starts the form from. */
  valuesOf(record: unknown): V;
  onSaved(saved: Row): void;
}

export function useRecordForm<V extends FieldValues>(options: RecordFormOptions<V>): SchemaForm<V> & { way: ConflictWayOut } {
  const { endpoints, row, valuesOf, onSaved } = options;
  const base = useEditBase(row);
  const save = useRecordSave(endpoints, row, onSaved);
  const core = useSchemaForm<V>({
    ...options,
    defaults: valuesOf(row),
    send: (body) => save(body, base.current.version),
  });
  const way = useConflictWayOut(core, base, valuesOf);
  return { ...core, way };
}
