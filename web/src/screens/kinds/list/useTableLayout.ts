import { useMemo, useState } from 'react';
import type { ResourceDef } from '../../../../../contract/resource.ts';
import type { ListDescription } from '../../descriptions/types.ts';
import { resolveColumns } from '../../lib/columns.ts';
import { loadLayout, saveLayout, shownColumns, type TableLayout } from '../../lib/tableLayout.ts';
import { useLayoutStore } from './views/layoutStore.ts';

/** The screen's columns and the table's layout (shown, order, widths, pinning), kept per user and screen by the upstream. */
export function useTableLayout(user: string, path: string, def: ResourceDef, desc: ListDescription) {
  const columns = useMemo(() => resolveColumns(def, desc.columns), [def, desc]);
  const loaded = useLayoutStore();
  const [changed, setChanged] = useState<TableLayout>();
  // read again once the preferences arrive: until then the description's layout shows
  // biome-ignore lint/correctness/useExhaustiveDependencies: `loaded` is why the stored layout is read again
  const layout = useMemo(() => changed ?? loadLayout(user, path, columns), [changed, user, path, columns, loaded]);
  const shown = useMemo(() => shownColumns(columns, layout), [columns, layout]);
  return {
    columns,
    layout,
    /** The shown columns in their order: what an export writes. */
    shown,
    change: (next: TableLayout) => {
      setChanged(next);
      saveLayout(user, path, next);
    },
  };
}
