/**
 * The state of a list table through TanStack Table (headless): the server's sort, the row selection, and the layout
 * (`lib/tableLayout.ts`) as its column visibility, order, sizing and pinning. Returns what the header and the rows draw
 * from, each keeping its identity while it stays the same, so memoised rows do not re-render (docs/lists.md "Virtual rows").
 */
import { type ColumnDef, type ColumnPinningState, getCoreRowModel, type Header, type RowSelectionState, type Table, type Updater, useReactTable } from '@tanstack/react-table';
import { type ReactNode, useCallback, useMemo, useRef } from 'react';
import type { Row } from '../descriptions/types.ts';
import type { ResolvedColumn } from '../lib/columns.ts';
import { defaultLayout, type TableLayout } from '../lib/tableLayout.ts';
import type { Pinned } from './DataRow.tsx';

export interface TableInput {
  columns: ResolvedColumn[];
  layout?: TableLayout;
  onLayout?(layout: TableLayout): void;
  rows: Row[] | undefined;
  sort: string;
  selectable: boolean;
  selected: ReadonlySet<number>;
  onSelect(ids: number[], on: boolean): void;
  actions?(row: Row): ReactNode;
  toggle?(row: Row, action: string): (() => Promise<unknown> | undefined) | undefined;
}

export interface TableState {
  table: Table<Row>;
  /** The shown columns, in their order (pinned first), and the key of that choice with the widths. */
  shown: ResolvedColumn[];
  columnsKey: string;
  pinned: Pinned;
  headers: Map<string, Header<Row, unknown>>;
  /** Stable callbacks for the rows: they read the screen's latest ones through a ref. */
  select(ids: number[], on: boolean): void;
  rowActions(row: Row): ReactNode;
  rowToggle(row: Row, action: string): (() => Promise<unknown> | undefined) | undefined;
}

const NO_ROWS: Row[] = [];
/** The selection column's width, fixed so that the pinned columns after it know their offset. */
const SELECT_WIDTH = 40;
const apply = <T>(updater: Updater<T>, old: T): T => (typeof updater === 'function' ? (updater as (old: T) => T)(old) : updater);
const changedIds = (state: RowSelectionState, other: RowSelectionState) => Object.keys(state).filter((id) => state[id] && !other[id]).map(Number);

export function useDataTable({ columns, layout: given, onLayout, rows, sort, selectable, selected, onSelect, actions, toggle }: TableInput): TableState {
  const layout = useMemo(() => given ?? defaultLayout(columns), [given, columns]);
  const defs = useMemo<ColumnDef<Row>[]>(() => columns.map((c) => ({ id: c.key, accessorFn: (row) => row[c.key], enableSorting: c.sortable, minSize: 60, maxSize: 1200 })), [columns]);
  const sorting = useMemo(() => (sort ? [{ id: sort.replace(/^-/, ''), desc: sort.startsWith('-') }] : []), [sort]);
  const rowSelection = useMemo<RowSelectionState>(() => Object.fromEntries([...selected].map((id) => [String(id), true])), [selected]);
  const table = useReactTable({
    data: rows ?? NO_ROWS,
    columns: defs,
    getRowId: (row) => String(row.id),
    getCoreRowModel: getCoreRowModel(),
    // the upstream sorts (the URL's `sort`): a header asks for the next sort through onSort
    manualSorting: true,
    enableRowSelection: selectable,
    enableColumnResizing: onLayout !== undefined,
    state: { sorting, rowSelection, columnVisibility: layout.visibility, columnOrder: layout.order, columnSizing: layout.sizing, columnPinning: layout.pinning },
    onRowSelectionChange: (updater) => {
      const next = apply(updater, rowSelection);
      const on = changedIds(next, rowSelection);
      const off = changedIds(rowSelection, next);
      if (on.length > 0) onSelect(on, true);
      if (off.length > 0) onSelect(off, false);
    },
    onColumnSizingChange: (updater) => onLayout?.({ ...layout, sizing: apply(updater, layout.sizing) }),
    onColumnVisibilityChange: (updater) => onLayout?.({ ...layout, visibility: apply(updater, layout.visibility) }),
    onColumnOrderChange: (updater) => onLayout?.({ ...layout, order: apply(updater, layout.order) }),
    onColumnPinningChange: (updater) => onLayout?.({ ...layout, pinning: { left: apply<ColumnPinningState>(updater, layout.pinning).left ?? [] } }),
  });

  // the shown columns and the pinned offsets keep their identity while they stay the same: every row is memoised on them
  const shownKey = [...table.getLeftVisibleLeafColumns(), ...table.getCenterVisibleLeafColumns()].map((c) => c.id).join(' ');
  const pinnedKey = table
    .getLeftVisibleLeafColumns()
    .map((c) => `${c.id}:${c.getSize()}`)
    .join(' ');
  const shown = useMemo(() => (shownKey ? shownKey.split(' ') : []).map((key) => columns.find((c) => c.key === key)).filter((c) => c !== undefined), [shownKey, columns]);
  const pinned = useMemo(() => pinnedOffsets(pinnedKey, selectable), [pinnedKey, selectable]);

  // rows re-render only when their own props change: the callbacks are read through refs, so a new closure from
  // the screen (every render makes one) does not re-render a page of rows
  const latest = useRef({ actions, toggle });
  latest.current = { actions, toggle };
  const select = useCallback((ids: number[], on: boolean) => (ids.length === 1 ? table.getRow(String(ids[0]))?.toggleSelected(on) : table.toggleAllRowsSelected(on)), [table]);
  const rowActions = useCallback((row: Row) => latest.current.actions?.(row), []);
  const rowToggle = useCallback((row: Row, action: string) => latest.current.toggle?.(row, action), []);
  const headers = new Map(table.getFlatHeaders().map((h) => [h.column.id, h]));
  return { table, shown, columnsKey: `${selectable} ${shownKey} ${JSON.stringify(layout.sizing)}`, pinned, headers, select, rowActions, rowToggle };
}

/** The left offset and width of each pinned column (`key:width`, in order), after the selection column if any. */
function pinnedOffsets(pinnedKey: string, selectable: boolean): Pinned {
  const at: Pinned = {};
  if (!pinnedKey) return at;
  let left = selectable ? SELECT_WIDTH : 0;
  if (selectable) at[''] = { left: 0, width: SELECT_WIDTH };
  for (const entry of pinnedKey.split(' ')) {
    const [key, width] = entry.split(':');
    at[key] = { left, width: Number(width) };
    left += Number(width);
  }
  return at;
}
