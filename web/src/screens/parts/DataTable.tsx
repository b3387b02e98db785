/**
 * The table of a list, through TanStack Table (headless, `useDataTable.ts`) and drawn with semantic-ui's table markup:
 * sortable headers (the sort itself is the server's, from the URL), row selection, the columns shown, their order,
 * widths and pinning as the operator left them (`lib/tableLayout.ts`), row actions, placeholders while loading. A set
 * of more rows than a page renders only the rows near the view (`VirtualBody.tsx`). See docs/lists.md.
 */
import { type ReactNode, type SyntheticEvent, useLayoutEffect, useRef, useState } from 'react';
import { useLang } from '../../hooks/useLang.ts';
import type { Row } from '../descriptions/types.ts';
import type { ResolvedColumn } from '../lib/columns.ts';
import type { TableLayout } from '../lib/tableLayout.ts';
import { DataRow, LightRow } from './DataRow.tsx';
import { TableHead } from './TableHead.tsx';
import { useDataTable } from './useDataTable.ts';
import { useRowsInViewFirst } from './useRowsInViewFirst.ts';
import { VIRTUAL_FROM } from '../../hooks/useVirtualRows.ts';
import { VirtualBody } from './VirtualBody.tsx';
import { useHeadInView, useWiderThanBox } from './useWiderThanBox.ts';
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
  sort?: string;
  /** Without it, the titles do not sort. */
  onSort?(field: string): void;
  selectable?: boolean;
  selected?: ReadonlySet<number>;
  onSelect?(ids: number[], on: boolean): void;
  /** A row's actions; without it, the table has no actions column. */
  actions?(row: Row): ReactNode;
  /** Runs the action of a switch column; undefined when the row's state does not allow it. */
  toggle?(row: Row, action: string): (() => Promise<unknown> | undefined) | undefined;
  loadingRows: number;
  /** A label for the table (a lookup's group title), for screen readers. */
  label?: string;
}

const NONE: ReadonlySet<number> = new Set();
const ignore = () => {};

export function DataTable({ rows, sort = '', onSort, selectable = false, selected = NONE, onSelect = ignore, actions, loadingRows, label, ...rest }: Props) {
  const lang = useLang();
  const state = useDataTable({ ...rest, rows, sort, selectable, selected, onSelect, actions });
  const { table, shown, pinned, columnsKey } = state;
  const element = useRef<HTMLTableElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const body = useRef<HTMLTableSectionElement>(null);
  // the box scrolls sideways only when the table is wider than it: a box that scrolls holds the header's stickiness
  // to itself, and the header then no longer stays at the top of the view (docs/lists.md "Density")
  const wide = useWiderThanBox(box, element);
  useHeadInView(element, wide);
  const virtual = rows !== undefined && rows.length >= VIRTUAL_FROM;
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
  const span = shown.length + (selectable ? 1 : 0) + (actions ? 1 : 0);
  const rowOf = (row: Row, index: number, measure?: (row: HTMLTableRowElement | null) => void, light?: number) => {
    const checked = selected.has(row.id);
    if (light !== undefined) return <LightRow key={row.id} row={row} index={index} height={light} columns={shown} pinned={pinned} lang={lang} selectable={selectable} checked={checked} actions={actions !== undefined} />;
    return (
      <DataRow
        key={row.id}
        row={row}
        index={index}
        columns={shown}
        pinned={pinned}
        lang={lang}
        selectable={selectable}
        checked={checked}
        onSelect={state.select}
        actions={actions ? state.rowActions : undefined}
        toggle={state.rowToggle}
        measure={measure}
      />
    );
  };
  return (
    <div ref={box} className={`data-table-box${wide ? ' scrolls-sideways' : ''}`}>
      <table
        ref={element}
        className={`ui celled compact table data-table${widths ? ' held-columns' : ''}${virtual ? ' virtual-rows' : ''}`}
        data-density={rest.layout?.density ?? 'default'}
        onMouseOver={titleTruncated}
        onFocus={titleTruncated}
        aria-busy={inView.filling}
        aria-rowcount={virtual ? rows.length + 1 : undefined}
        aria-label={label}
      >
        {widths && (
          <colgroup>
            {widths.map((width, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: one col per header cell, in their order
              <col key={i} style={{ width }} />
            ))}
          </colgroup>
        )}
        <TableHead
          table={table}
          shown={shown}
          headers={state.headers}
          pinned={pinned}
          lang={lang}
          selectable={selectable}
          allOn={table.getIsAllRowsSelected()}
          resizable={rest.onLayout !== undefined}
          onSort={onSort}
          actions={actions !== undefined}
          rowIndex={virtual ? 1 : undefined}
        />
        {virtual ? (
          <VirtualBody count={rows.length} row={(index, measure, light) => rowOf(rows[index], index, measure, light)} span={span} body={body} />
        ) : (
          <tbody ref={body}>{rows === undefined ? <Placeholders count={loadingRows} span={span} /> : rows.slice(0, inView.count).map((row, index) => rowOf(row, index))}</tbody>
        )}
      </table>
    </div>
  );
}

/**
 * A cell cut short by its column (single-line rows) gets its full text as its tooltip when the pointer or the focus
 * reaches it: set then, from the document, so a page of rows renders no title it may never need.
 */
function titleTruncated(event: SyntheticEvent) {
  const cell = (event.target as Element).closest?.('td[data-column]');
  const content = cell?.querySelector('.cell-box');
  if (!(cell instanceof HTMLElement) || !(content instanceof HTMLElement)) return;
  // the box, or a part of it that cuts its own text (an order's goods line)
  const cut = [content, ...content.querySelectorAll<HTMLElement>('*')].some((e) => e.scrollWidth > e.clientWidth);
  if (cut) cell.title = content.innerText.replace(/\s*\n\s*/g, ' ');
  else cell.removeAttribute('title');
}

function Placeholders({ count, span }: { count: number; span: number }) {
  return Array.from({ length: count }, (_, i) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to key on
    <tr key={i} className="placeholder-row">
      <td colSpan={span}>
        <div className="ui fluid placeholder">
          <div className="line" />
        </div>
      </td>
    </tr>
  ));
}
