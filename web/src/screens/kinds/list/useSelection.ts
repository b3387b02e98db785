import { useMemo, useState } from 'react';
import type { Row } from '../../descriptions/types.ts';

const NONE: ReadonlySet<number> = new Set();

/**
 * The rows selected for a batch action. A selection belongs to the rows it was made on (`queryKey`): another page,
 * filter, tab or sort, or a reload the row left, drops it, so a batch action never runs on rows the operator no
 * longer sees. Dropped, not set aside: Back to those rows does not bring it back.
 *
 * `allMatching`: every row the filter matches, on every page (docs/jobs.md "In the console"), chosen after the
 * page's own rows are all ticked; unticking any row goes back to the rows ticked.
 */
export function useSelection(queryKey: string, rows: readonly Row[] | undefined) {
  const [selection, setSelection] = useState<{ key: string; ids: ReadonlySet<number>; all: boolean }>({ key: queryKey, ids: NONE, all: false });
  if (selection.key !== queryKey) setSelection({ key: queryKey, ids: NONE, all: false });
  const selected = useMemo(
    () => (selection.key === queryKey && rows ? new Set(rows.filter((r) => selection.ids.has(r.id)).map((r) => r.id)) : NONE),
    [selection, queryKey, rows],
  );
  const wholePage = rows !== undefined && rows.length > 0 && selected.size === rows.length;
  return {
    selected,
    /** Every row of the filter, on every page: the page is wholly ticked and the operator chose all matching. */
    allMatching: selection.key === queryKey && selection.all && wholePage,
    /** Every row of this page is ticked: the moment to offer all matching. */
    wholePage,
    /** The selected rows as the list shows them. */
    rows: () => (rows ?? []).filter((r) => selected.has(r.id)),
    select: (ids: readonly number[], on: boolean) =>
      setSelection((current) => {
        const next = new Set(current.key === queryKey ? current.ids : NONE);
        for (const id of ids) on ? next.add(id) : next.delete(id);
        return { key: queryKey, ids: next, all: false };
      }),
    selectAllMatching: () => setSelection((current) => ({ ...current, all: true })),
    clear: () => setSelection({ key: queryKey, ids: NONE, all: false }),
  };
}
