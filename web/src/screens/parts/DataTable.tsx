/** The table of a list: sortable headers, row selection, the chosen columns, row actions, placeholders while loading. */
import { memo, type ReactNode, useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'semantic-ui-react';
import type { Lang } from '../../../../contract/i18n.ts';
import { useLang } from '../../layout/useLang.ts';
import { useSingleFlight } from '../../lib/singleFlight.ts';
import type { Row } from '../descriptions/types.ts';
import type { ResolvedColumn } from '../lib/columns.ts';
import { cellContent } from '../cells/registry.tsx';
import { useRowsInViewFirst } from './useRowsInViewFirst.ts';
// the look of rows, cells (Cells.tsx) and row actions (RowActions.tsx); imported here, where the browser build reaches
// it, not in Cells.tsx, which the descriptions' tests load under Node
import './table.css';

interface Props {
  columns: ResolvedColumn[];
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

export function DataTable({ columns, rows, sort, onSort, selectable, selected, onSelect, actions, toggle, loadingRows }: Props) {
  const { t } = useTranslation();
  const lang = useLang();
  const ids = rows?.map((r) => r.id) ?? [];
  // rows re-render only when their own props change: the callbacks are read through refs, so a new closure from
  // the screen (every render makes one) does not re-render a page of 100 rows
  const latest = useRef({ onSelect, actions, toggle });
  latest.current = { onSelect, actions, toggle };
  const select = useCallback((ids: number[], on: boolean) => latest.current.onSelect(ids, on), []);
  const rowActions = useCallback((row: Row) => latest.current.actions(row), []);
  const rowToggle = useCallback((row: Row, action: string) => latest.current.toggle?.(row, action), []);
  const allOn = ids.length > 0 && ids.every((id) => selected.has(id));
  const table = useRef<HTMLTableElement>(null);
  const inView = useRowsInViewFirst(rows, `${selectable} ${columns.map((c) => c.key).join(' ')}`, table);
  return (
    <div style={{ overflowX: 'auto' }}>
      <table ref={table} className={`ui celled compact table data-table${inView.widths ? ' held-columns' : ''}`} aria-busy={inView.filling}>
        {inView.widths && (
          <colgroup>
            {inView.widths.map((width, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: one col per header cell, in their order
              <col key={i} style={{ width }} />
            ))}
          </colgroup>
        )}
        <thead>
          <tr>
            {selectable && (
              <th style={{ width: 36 }}>
                <input type="checkbox" aria-label={t('screens.list.selectAll')} checked={allOn} onChange={() => onSelect(ids, !allOn)} className="select-all" />
              </th>
            )}
            {columns.map((c) => {
              const direction = sort === c.key ? 'ascending' : sort === `-${c.key}` ? 'descending' : undefined;
              return (
                <th
                  key={c.key}
                  data-column={c.key}
                  className={[c.sortable && 'sortable', direction && `sorted ${direction}`, c.cell === 'time' && 'time-column'].filter(Boolean).join(' ')}
                  aria-sort={direction}
                  onClick={c.sortable ? () => onSort(c.key) : undefined}
                  // a sortable title is reached with Tab and sorted with Enter or Space, as a button would be
                  tabIndex={c.sortable ? 0 : undefined}
                  onKeyDown={
                    c.sortable
                      ? (e) => {
                          if (e.key !== 'Enter' && e.key !== ' ') return;
                          e.preventDefault();
                          onSort(c.key);
                        }
                      : undefined
                  }
                  style={c.sortable ? { cursor: 'pointer' } : undefined}
                >
                  {c.title[lang]}
                </th>
              );
            })}
            <th className="actions-column">{t('screens.list.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {rows === undefined
            ? Array.from({ length: loadingRows }, (_, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to key on
                <tr key={i} className="placeholder-row">
                  <td colSpan={columns.length + (selectable ? 2 : 1)}>
                    <div className="ui fluid placeholder">
                      <div className="line" />
                    </div>
                  </td>
                </tr>
              ))
            : rows.slice(0, inView.count).map((row) => (
                <DataRow key={row.id} row={row} columns={columns} lang={lang} selectable={selectable} checked={selected.has(row.id)} onSelect={select} actions={rowActions} toggle={rowToggle} />
              ))}
        </tbody>
      </table>
    </div>
  );
}

interface RowProps {
  row: Row;
  columns: ResolvedColumn[];
  lang: Lang;
  selectable: boolean;
  checked: boolean;
  onSelect(ids: number[], on: boolean): void;
  actions(row: Row): ReactNode;
  toggle(row: Row, action: string): (() => Promise<unknown> | undefined) | undefined;
}

const DataRow = memo(function DataRow({ row, columns, lang, selectable, checked, onSelect, actions, toggle }: RowProps) {
  return (
    <tr data-id={row.id} className={checked ? 'active' : ''}>
      {selectable && (
        <td>
          <input type="checkbox" className="row-select" aria-label={String(row.id)} checked={checked} onChange={(e) => onSelect([row.id], e.target.checked)} />
        </td>
      )}
      {columns.map((c) => (
        <td key={c.key} data-column={c.key}>
          {c.toggle ? <Switch on={row[c.key] === true} run={toggle(row, row[c.key] === true ? c.toggle.off : c.toggle.on)} label={c.title[lang]} /> : cellContent(c, row, lang)}
        </td>
      ))}
      <td className="actions-cell">{actions(row)}</td>
    </tr>
  );
});

/**
 * A boolean as a switch; disabled when the record's state allows no change (a goods waiting for review), and while its
 * call is out (busy), so a second click sends nothing.
 */
function Switch({ on, run, label }: { on: boolean; run: (() => Promise<unknown> | undefined) | undefined; label: string }) {
  const flight = useSingleFlight();
  return (
    <button
      type="button"
      role="switch"
      aria-checked={on}
      aria-label={label}
      aria-busy={flight.busy}
      disabled={!run || flight.busy}
      onClick={() => run && void flight.run(async () => run())}
      className="row-switch"
    >
      <span />
    </button>
  );
}

/** Which columns show; the choice is remembered per screen by the caller. At least one column stays. */
export function ColumnChooser({ columns, visible, onChange }: { columns: ResolvedColumn[]; visible: string[]; onChange(keys: string[]): void }) {
  const { t } = useTranslation();
  const lang = useLang();
  const [open, setOpen] = useState(false);
  const chooser = useRef<HTMLDivElement>(null);
  const toggle = (key: string, on: boolean) => {
    const next = columns.map((c) => c.key).filter((k) => (k === key ? on : visible.includes(k)));
    if (next.length > 0) onChange(next);
  };
  return (
    <div className="column-chooser" ref={chooser} style={{ position: 'relative' }}>
      <Button basic icon="columns" content={t('screens.list.columns')} aria-expanded={open} onClick={() => setOpen(!open)} className="column-chooser-button" />
      {open && (
        <div
          className="ui segment column-chooser-menu"
          style={{ position: 'absolute', right: 0, zIndex: 20, minWidth: 180, maxHeight: 360, overflowY: 'auto', marginTop: 4 }}
          onMouseLeave={() => setOpen(false)}
          onKeyDown={(e) => {
            // Escape closes it from the keyboard, back on its button, as leaving it with the mouse does
            if (e.key !== 'Escape') return;
            setOpen(false);
            chooser.current?.querySelector<HTMLButtonElement>('.column-chooser-button')?.focus();
          }}
        >
          {columns.map((c) => (
            <label key={c.key} data-column={c.key} style={{ display: 'block', padding: '4px 0', cursor: 'pointer' }}>
              <input type="checkbox" checked={visible.includes(c.key)} onChange={(e) => toggle(c.key, e.target.checked)} /> {c.title[lang]}
            </label>
          ))}
        </div>
      )}
    </div>
  );
}
