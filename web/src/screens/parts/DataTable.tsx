/**
 * The table of a list, through TanStack Table (headless) and drawn with semantic-ui's table markup: sortable headers
 * (the sort itself is the server's, from the URL), row selection, the columns shown, their order, widths and pinning
 * as the operator left them (`lib/tableLayout.ts`), row actions, placeholders while loading. A long set of rows
 * renders only the rows near the view (`useVirtualRows.ts`). See docs/lists.md.
 */
import { type ColumnDef, type ColumnPinningState, getCoreRowModel, type Header, type RowSelectionState, type Updater, useReactTable } from '@tanstack/react-table';
import { type MouseEvent as ReactMouseEvent, type ReactNode, useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../layout/useLang.ts';
import type { Row } from '../descriptions/types.ts';
import type { ResolvedColumn } from '../lib/columns.ts';
import { defaultLayout, type TableLayout } from '../lib/tableLayout.ts';
import { DataRow, type Pinned, pinnedStyle } from './DataRow.tsx';
import { useRowsInViewFirst } from './useRowsInViewFirst.ts';
import { useVirtualRows } from './useVirtualRows.ts';
// the look of rows, cells (Cells.tsx) and row actions (RowActions.tsx); imported here, where the browser build reaches
// it, not in Cells.tsx, which the descriptions' tests load under Node
import './table.css';

interface Props {
  /** Every column the screen has; `layout` says which show, in which order, how wide. */
  columns: ResolvedColumn[];
  /** Without it, the description's layout, and no widths to drag. */
  layout?: TableLayout;
  onLayout?(layout: TableLayout): void;
  rows: Row[] | undefined;
  sort: string;
  onSort(field: string): void;
  selectable: boolean;
  selected: ReadonlySet<number>;
  onSelect(ids: number[], on: boolean): void;
  actions(row: Row): ReactNode;
  /** Runs the action of a switch column; undefined when the row's state does not allow it. */
  toggle?(row: Row, action: string): (() => Promise<unknown> | undefined) | undefined;
  loadingRows: number;
}

const NO_ROWS: Row[] = [];
/** The selection column's width, fixed so that the pinned columns after it know their offset. */
const SELECT_WIDTH = 40;
/** A column's width moves this much per arrow key on its edge. */
const WIDTH_STEP = 16;
const apply = <T,>(updater: Updater<T>, old: T): T => (typeof updater === 'function' ? (updater as (old: T) => T)(old) : updater);

export function DataTable({ columns, layout: given, onLayout, rows, sort, onSort, selectable, selected, onSelect, actions, toggle, loadingRows }: Props) {
  const { t } = useTranslation();
  const lang = useLang();
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
      const ids = (state: RowSelectionState, other: RowSelectionState) => Object.keys(state).filter((id) => state[id] && !other[id]).map(Number);
      const on = ids(next, rowSelection);
      const off = ids(rowSelection, next);
      if (on.length > 0) onSelect(on, true);
      if (off.length > 0) onSelect(off, false);
    },
    onColumnSizingChange: (updater) => onLayout?.({ ...layout, sizing: apply(updater, layout.sizing) }),
    onColumnVisibilityChange: (updater) => onLayout?.({ ...layout, visibility: apply(updater, layout.visibility) }),
    onColumnOrderChange: (updater) => onLayout?.({ ...layout, order: apply(updater, layout.order) }),
    onColumnPinningChange: (updater) => onLayout?.({ ...layout, pinning: { left: apply<ColumnPinningState>(updater, layout.pinning).left ?? [] } }),
  });

  // the shown columns and the pinned offsets keep their identity while they stay the same: every row is memoised on them
  const shownKeys = [...table.getLeftVisibleLeafColumns(), ...table.getCenterVisibleLeafColumns()].map((c) => c.id);
  const pinnedKeys = table.getLeftVisibleLeafColumns().map((c) => `${c.id}:${c.getSize()}`);
  const shownKey = shownKeys.join(' ');
  const pinnedKey = pinnedKeys.join(' ');
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed on the keys' text, not on the new arrays each render
  const shown = useMemo(() => shownKeys.map((key) => columns.find((c) => c.key === key)).filter((c) => c !== undefined), [shownKey, columns]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed on the offsets' text
  const pinned = useMemo<Pinned>(() => {
    const at: Pinned = {};
    if (pinnedKeys.length === 0) return at;
    let left = selectable ? SELECT_WIDTH : 0;
    if (selectable) at[''] = { left: 0, width: SELECT_WIDTH };
    for (const entry of pinnedKeys) {
      const [key, width] = entry.split(':');
      at[key] = { left, width: Number(width) };
      left += Number(width);
    }
    return at;
  }, [pinnedKey, selectable]);

  // rows re-render only when their own props change: the callbacks are read through refs, so a new closure from
  // the screen (every render makes one) does not re-render a page of 100 rows
  const latest = useRef({ actions, toggle });
  latest.current = { actions, toggle };
  const select = useCallback((ids: number[], on: boolean) => (ids.length === 1 ? table.getRow(String(ids[0]))?.toggleSelected(on) : table.toggleAllRowsSelected(on)), [table]);
  const rowActions = useCallback((row: Row) => latest.current.actions(row), []);
  const rowToggle = useCallback((row: Row, action: string) => latest.current.toggle?.(row, action), []);
  const allOn = table.getIsAllRowsSelected();
  const element = useRef<HTMLTableElement>(null);
  const body = useRef<HTMLTableSectionElement>(null);
  const virtual = useVirtualRows(rows?.length ?? 0, body);
  const columnsKey = `${selectable} ${shownKey} ${JSON.stringify(layout.sizing)}`;
  const inView = useRowsInViewFirst(virtual ? undefined : rows, columnsKey, element);
  // Virtual rows come and go as the view scrolls: with the columns held at the widths the first rows gave them (fixed
  // layout), a row added lays out alone instead of the whole table measuring its columns again every frame.
  const [fixed, setFixed] = useState<{ key: string; widths: number[] }>();
  useLayoutEffect(() => {
    const cells = element.current?.tHead?.rows[0]?.cells;
    if (!virtual || fixed?.key === columnsKey || !cells || !element.current?.parentElement?.clientWidth) return;
    setFixed({ key: columnsKey, widths: Array.from(cells, (cell) => cell.getBoundingClientRect().width) });
  });
  const widths = inView.widths ?? (virtual && fixed?.key === columnsKey ? fixed.widths : undefined);
  const headers = new Map(table.getFlatHeaders().map((h) => [h.column.id, h]));
  const span = shown.length + (selectable ? 2 : 1);
  const rowOf = (row: Row, index: number) => (
    <DataRow key={row.id} row={row} index={index} columns={shown} pinned={pinned} lang={lang} selectable={selectable} checked={selected.has(row.id)} onSelect={select} actions={rowActions} toggle={rowToggle} measure={virtual?.measure} />
  );
  return (
    <div style={{ overflowX: 'auto' }}>
      <table
        ref={element}
        className={`ui celled compact table data-table${widths ? ' held-columns' : ''}${virtual ? ' virtual-rows' : ''}`}
        aria-busy={inView.filling}
        aria-rowcount={virtual && rows ? rows.length + 1 : undefined}
      >
        {widths && (
          <colgroup>
            {widths.map((width, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: one col per header cell, in their order
              <col key={i} style={{ width }} />
            ))}
          </colgroup>
        )}
        <thead>
          <tr aria-rowindex={virtual ? 1 : undefined}>
            {selectable && (
              <th style={pinnedStyle(pinned, '') ?? { width: 36 }}>
                <input type="checkbox" aria-label={t('screens.list.selectAll')} checked={allOn} onChange={() => table.toggleAllRowsSelected(!allOn)} className="select-all" />
              </th>
            )}
            {shown.map((c) => {
              const header = headers.get(c.key);
              return header && <HeaderCell key={c.key} column={c} header={header} title={c.title[lang]} pinned={pinned} resizable={onLayout !== undefined} onSort={onSort} />;
            })}
            <th className="actions-column">{t('screens.list.actions')}</th>
          </tr>
        </thead>
        <tbody ref={body}>
          {rows === undefined
            ? Array.from({ length: loadingRows }, (_, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to key on
                <tr key={i} className="placeholder-row">
                  <td colSpan={span}>
                    <div className="ui fluid placeholder">
                      <div className="line" />
                    </div>
                  </td>
                </tr>
              ))
            : virtual
              ? [
                  <Spacer key="before" height={virtual.before} span={span} />,
                  ...virtual.indexes.map((i) => rowOf(rows[i], i)),
                  <Spacer key="after" height={virtual.after} span={span} />,
                ]
              : rows.slice(0, inView.count).map(rowOf)}
        </tbody>
      </table>
    </div>
  );
}

/** The height of the rows not rendered, above or below the rendered ones; not a row to a screen reader. */
function Spacer({ height, span }: { height: number; span: number }) {
  return height > 0 ? (
    // biome-ignore lint/a11y/noAriaHiddenOnFocusable: a table row is not focusable; the rule takes its row role for a widget's
    <tr aria-hidden="true" className="virtual-spacer">
      <td colSpan={span} style={{ height, padding: 0, border: 0 }} />
    </tr>
  ) : null;
}

interface HeaderProps {
  column: ResolvedColumn;
  header: Header<Row, unknown>;
  title: string;
  pinned: Pinned;
  resizable: boolean;
  onSort(field: string): void;
}

/** A column's title: sorts on click, Enter or Space when sortable; its right edge drags (or arrow-keys) its width. */
function HeaderCell({ column: c, header, title, pinned, resizable, onSort }: HeaderProps) {
  const { t } = useTranslation();
  const sorted = header.column.getIsSorted();
  const direction = sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined;
  const width = header.column.getIsPinned() || !(c.key in header.getContext().table.getState().columnSizing) ? undefined : header.getSize();
  // a drag of the edge that ends over the title is a click on it: not a sort
  const dragged = useRef(false);
  const [resizing, setResizing] = useState(false);
  const table = header.getContext().table;
  /** Sets the width from the one on screen (an unsized column is as wide as the automatic layout made it). */
  const widthFrom = (cell: Element | null, by: number) => {
    const from = table.getState().columnSizing[c.key] ?? cell?.getBoundingClientRect().width ?? header.getSize();
    table.setColumnSizing((old) => ({ ...old, [c.key]: Math.round(Math.min(1200, Math.max(60, from + by))) }));
  };
  const drag = (e: ReactMouseEvent<HTMLSpanElement>) => {
    e.preventDefault();
    const cell = e.currentTarget.parentElement;
    const start = { x: e.clientX, width: cell?.getBoundingClientRect().width ?? header.getSize() };
    setResizing(true);
    const move = (m: MouseEvent) => table.setColumnSizing((old) => ({ ...old, [c.key]: Math.round(Math.min(1200, Math.max(60, start.width + m.clientX - start.x))) }));
    const up = () => {
      setResizing(false);
      document.removeEventListener('mousemove', move);
      document.removeEventListener('mouseup', up);
    };
    document.addEventListener('mousemove', move);
    document.addEventListener('mouseup', up);
  };
  return (
    <th
      data-column={c.key}
      className={[c.sortable && 'sortable', direction && `sorted ${direction}`, c.cell === 'time' && 'time-column', pinned[c.key] && 'pinned-cell'].filter(Boolean).join(' ')}
      aria-sort={direction}
      onMouseDown={(e) => {
        dragged.current = e.target !== e.currentTarget && (e.target as HTMLElement).classList.contains('column-resizer');
      }}
      onClick={c.sortable ? () => !dragged.current && onSort(c.key) : undefined}
      // a sortable title is reached with Tab and sorted with Enter or Space, as a button would be
      tabIndex={c.sortable ? 0 : undefined}
      onKeyDown={
        c.sortable
          ? (e) => {
              if (e.target !== e.currentTarget || (e.key !== 'Enter' && e.key !== ' ')) return;
              e.preventDefault();
              onSort(c.key);
            }
          : undefined
      }
      style={{ ...(c.sortable ? { cursor: 'pointer' } : {}), ...(width ? { width, minWidth: width, maxWidth: width } : {}), ...pinnedStyle(pinned, c.key) }}
    >
      <span className="column-title">{title}</span>
      {resizable && (
        // biome-ignore lint/a11y/useSemanticElements: a focusable splitter between two column titles has no element of its own
        <span
          role="separator"
          aria-orientation="vertical"
          aria-valuenow={header.getSize()}
          aria-label={t('screens.list.columnWidth', { column: title })}
          tabIndex={0}
          className={`column-resizer${resizing ? ' resizing' : ''}`}
          onMouseDown={drag}
          onClick={(e) => e.stopPropagation()}
          onDoubleClick={() => header.column.resetSize()}
          onKeyDown={(e) => {
            if (e.key !== 'ArrowLeft' && e.key !== 'ArrowRight') return;
            e.preventDefault();
            e.stopPropagation();
            widthFrom(e.currentTarget.parentElement, e.key === 'ArrowLeft' ? -WIDTH_STEP : WIDTH_STEP);
          }}
        />
      )}
    </th>
  );
}
