import { useMemo, useState } from 'react';
import type { ResourceDef } from '../../../../../contract/resource.ts';
import type { ListDescription } from '../../descriptions/types.ts';
import { resolveColumns } from '../../lib/columns.ts';
import { loadLayout, saveLayout, shownColumns, type TableLayout } from '../../lib/tableLayout.ts';

/** The screen's columns and the table's layout (shown, order, widths, pinning), kept per user and screen. */
export function useTableLayout(user: string, path: string, def: ResourceDef, desc: ListDescription) {
  const columns = useMemo(() => resolveColumns(def, desc.columns), [def, desc]);
  const [layout, setLayout] = useState<TableLayout>(() => loadLayout(user, path, columns));
  const shown = useMemo(() => shownColumns(columns, layout), [columns, layout]);
  return {
    columns,
    layout,
    /** The shown columns in their order: what an export writes. */
    shown,
    change: (next: TableLayout) => {
      setLayout(next);
      saveLayout(user, path, next);
    },
  };
}
