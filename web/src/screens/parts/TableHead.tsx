/**
 * The header row of a list table: the select-all box, a title per shown column (sorts on click, Enter or Space when
 * the screen sorts; its right edge drags or arrow-keys its width), and the actions' title (docs/lists.md "Table state
 * and its persistence").
 */
import type { Header, Table } from '@tanstack/react-table';
import { type MouseEvent as ReactMouseEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Lang } from '../../../../contract/i18n.ts';
import type { Row } from '../descriptions/types.ts';
import type { ResolvedColumn } from '../lib/columns.ts';
import { type Pinned, pinnedStyle } from './DataRow.tsx';

/** A column's width moves this much per arrow key on its edge. */
const WIDTH_STEP = 16;
const clampWidth = (width: number) => Math.round(Math.min(1200, Math.max(60, width)));

interface HeadProps {
  table: Table<Row>;
  shown: ResolvedColumn[];
  headers: Map<string, Header<Row, unknown>>;
  pinned: Pinned;
  lang: Lang;
  selectable: boolean;
  allOn: boolean;
  resizable: boolean;
  /** Absent: the titles do not sort (a lookup's rows come in the upstream's order). */
  onSort?(field: string): void;
  actions: boolean;
  /** Set on a virtual table: the header is row 1 of `aria-rowcount`. */
  rowIndex?: number;
}

export function TableHead({ table, shown, headers, pinned, lang, selectable, allOn, resizable, onSort, actions, rowIndex }: HeadProps) {
  const { t } = useTranslation();
  return (
    <thead>
      <tr aria-rowindex={rowIndex}>
        {selectable && (
          <th style={pinnedStyle(pinned, '') ?? { width: 36 }}>
            <input type="checkbox" aria-label={t('screens.list.selectAll')} checked={allOn} onChange={() => table.toggleAllRowsSelected(!allOn)} className="select-all" />
          </th>
        )}
        {shown.map((c) => {
          const header = headers.get(c.key);
          return header && <HeaderCell key={c.key} column={c} header={header} title={c.title[lang]} pinned={pinned} resizable={resizable} onSort={onSort} />;
        })}
        {actions && <th className="actions-column">{t('screens.list.actions')}</th>}
      </tr>
    </thead>
  );
}

interface CellProps {
  column: ResolvedColumn;
  header: Header<Row, unknown>;
  title: string;
  pinned: Pinned;
  resizable: boolean;
  onSort?(field: string): void;
}

function HeaderCell({ column: c, header, title, pinned, resizable, onSort }: CellProps) {
  const { t } = useTranslation();
  const sortable = c.sortable && onSort !== undefined;
  const sorted = header.column.getIsSorted();
  const direction = sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined;
  const table = header.getContext().table;
  const width = header.column.getIsPinned() || !(c.key in table.getState().columnSizing) ? undefined : header.getSize();
  // a drag of the edge that ends over the title is a click on it: not a sort
  const dragged = useRef(false);
  const [resizing, setResizing] = useState(false);
  /** Sets the width from the one on screen (an unsized column is as wide as the automatic layout made it). */
  const widthFrom = (cell: Element | null, by: number) => {
    const from = table.getState().columnSizing[c.key] ?? cell?.getBoundingClientRect().width ?? header.getSize();
    table.setColumnSizing((old) => ({ ...old, [c.key]: clampWidth(from + by) }));
  };
  const drag = (e: ReactMouseEvent<HTMLSpanElement>) => {
    e.preventDefault();
    const start = { x: e.clientX, width: e.currentTarget.parentElement?.getBoundingClientRect().width ?? header.getSize() };
    setResizing(true);
    const move = (m: MouseEvent) => table.setColumnSizing((old) => ({ ...old, [c.key]: clampWidth(start.width + m.clientX - start.x) }));
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
      className={[sortable && 'sortable', direction && `sorted ${direction}`, c.cell === 'time' && 'time-column', pinned[c.key] && 'pinned-cell'].filter(Boolean).join(' ')}
      aria-sort={direction}
      onMouseDown={(e) => {
        dragged.current = e.target !== e.currentTarget && (e.target as HTMLElement).classList.contains('column-resizer');
      }}
      onClick={sortable ? () => !dragged.current && onSort(c.key) : undefined}
      // a sortable title is reached with Tab and sorted with Enter or Space, as a button would be
      tabIndex={sortable ? 0 : undefined}
      onKeyDown={
        sortable
          ? (e) => {
              if (e.target !== e.currentTarget || (e.key !== 'Enter' && e.key !== ' ')) return;
              e.preventDefault();
              onSort(c.key);
            }
          : undefined
      }
      style={{ ...(sortable ? { cursor: 'pointer' } : {}), ...(width ? { width, minWidth: width, maxWidth: width } : {}), ...pinnedStyle(pinned, c.key) }}
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
