/**
 * The way out of a version conflict (docs/forms.md "Version conflicts"), the same for every editor: the form remembers
 * the record and version it started from; refused because someone saved first, `reapply` moves the edit onto the newer
 * record, puts back the fields this user changed and saves again on its version, `discard` shows the newer record.
 * `ConflictPanel` draws it; `useContractForm` and `useRecordForm` (the hand-built editors) both keep it here.
 */
import { type RefObject, useRef } from 'react';
import { useChanged } from '../../hooks/useChanged.ts';
import type { FieldValues, Path, PathValue } from 'react-hook-form';
import { type ConflictData, versionOf } from '../../../../contract/version.ts';
import type { SchemaForm } from '../hooks/useSchemaForm.ts';

/** What an edit started from: the record read (or the newer one a conflict brought) and its version. */
export interface EditBase {
  record: unknown;
  version: number | undefined;
}

/** What `ConflictPanel` needs of a form refused for a newer version. */
export interface ConflictWayOut {
  conflict?: { error: string; data: ConflictData };
  busy: boolean;
  /** The values the form started from, as typed. */
  started(): Record<string, unknown>;
  /** The values typed now. */
  mine(): Record<string, unknown>;
  /** The newer record, as the form would show it. */
  theirs(): Record<string, unknown>;
  reapply(): Promise<void>;
  discard(): void;
}

/** The record an edit starts from and its version (its own `version` field unless given). */
export function useEditBase(record: unknown, version?: number): RefObject<EditBase> & { current: EditBase } {
  return useRef<EditBase>({ record, version: version ?? versionOf(record) });
}

/** The way out of a conflict for `core`, whose values for a record are `valuesOf(record)`. */
export function useConflictWayOut<V extends FieldValues>(core: SchemaForm<V>, base: { current: EditBase }, valuesOf: (record: unknown) => V): ConflictWayOut {
  const { form, conflict } = core;
  const changed = useChanged();
  /** Moves the edit onto the record the conflict brought; returns the fields this user had changed, as typed. */
  const rebase = (data: ConflictData) => {
    const from = valuesOf(base.current.record);
    const typed = form.getValues();
    base.current = { record: data.current, version: data.version };
    form.reset(valuesOf(data.current));
    core.clearConflict();
    return Object.entries(typed).filter(([name, value]) => JSON.stringify(value) !== JSON.stringify(from[name]));
  };
  return {
    conflict,
    busy: core.busy,
    started: () => valuesOf(base.current.record),
    mine: () => form.getValues(),
    theirs: () => (conflict ? valuesOf(conflict.data.current) : {}),
    reapply: async () => {
      if (!conflict) return;
      for (const [name, value] of rebase(conflict.data)) form.setValue(name as Path<V>, value as PathValue<V, Path<V>>, { shouldDirty: true });
      await core.submit();
    },
    discard: () => {
      if (!conflict) return;
      rebase(conflict.data);
      // the screen behind the form (a list row, an "updated at") still shows the older record: ask for it again
      void changed();
    },
  };
}
