/** One row of a list table, and the switch a boolean column shows; rows re-render only when their own props change. */
import { memo, type ReactNode } from 'react';
import type { Lang } from '../../../../contract/i18n.ts';
import { useSingleFlight } from '../../hooks/useSingleFlight.ts';
import type { Row } from '../descriptions/types.ts';
import { cellText, type ResolvedColumn } from '../lib/columns.ts';
import { NONE } from './Cells.tsx';
import { cellContent } from '../cells/content.tsx';

/** Where a column pinned to the left edge sits, and its width (a pinned column's width is fixed, so the next one's offset is known). */
export type Pinned = Record<string, { left: number; width: number }>;

export const pinnedStyle = (pinned: Pinned, key: string) => {
  const at = pinned[key];
  return at ? { position: 'sticky' as const, left: at.left, width: at.width, minWidth: at.width, maxWidth: at.width, zIndex: 1 } : undefined;
};

interface RowProps {
  row: Row;
  /** The row's place among all the rows (virtual rows: `aria-rowindex` and what the virtualizer measures). */
  index: number;
  columns: ResolvedColumn[];
  pinned: Pinned;
  lang: Lang;
  selectable: boolean;
  checked: boolean;
  onSelect(ids: number[], on: boolean): void;
  /** Absent: no actions cell (a table without an actions column). */
  actions?(row: Row): ReactNode;
  toggle(row: Row, action: string): (() => Promise<unknown> | undefined) | undefined;
  /** A virtual row: measured when rendered, and numbered for screen readers (the header is row 1). */
  measure?(row: HTMLTableRowElement | null): void;
}

export const DataRow = memo(function DataRow({ row, index, columns, pinned, lang, selectable, checked, onSelect, actions, toggle, measure }: RowProps) {
  return (
    <tr data-id={row.id} className={checked ? 'active' : undefined} ref={measure} data-index={measure ? index : undefined} aria-rowindex={measure ? index + 2 : undefined}>
      {selectable && (
        <td style={pinnedStyle(pinned, '')}>
          <input type="checkbox" className="row-select" aria-label={String(row.id)} checked={checked} onChange={(e) => onSelect([row.id], e.target.checked)} />
        </td>
      )}
      {columns.map((c) => (
        // data-label: the column's title beside the value when a phone shows the row as a card (docs/lists.md "Phones")
        <td key={c.key} data-column={c.key} data-label={c.title[lang]} style={pinnedStyle(pinned, c.key)} className={pinned[c.key] ? 'pinned-cell' : undefined}>
          {/* the box a single-line row cuts short (a table cell itself cannot be narrower than its content) */}
          <div className="cell-box">
            {c.toggle ? <Switch on={row[c.key] === true} run={toggle(row, row[c.key] === true ? c.toggle.off : c.toggle.on)} label={c.title[lang]} /> : cellContent(c, row, lang)}
          </div>
        </td>
      ))}
      {actions && <td className="actions-cell">{actions(row)}</td>}
    </tr>
  );
});

/**
 * A row while the view is flung (docs/lists.md "Light rows while flinging"): the same cells, their value as plain text,
 * no control, picture or menu, so that mounting it is cheap; swapped for the full row once the scrolling settles. It
 * keeps the row's id, index and place for screen readers, the cells' widths and pinning, and the full row's height
 * (`height`, known or typical), so the scroll height stays that of full rows; it is not measured.
 */
export const LightRow = memo(function LightRow({ row, index, height, columns, pinned, lang, selectable, checked, actions }: Omit<RowProps, 'onSelect' | 'toggle' | 'actions' | 'measure'> & { height: number; actions: boolean }) {
  return (
    <tr data-id={row.id} className={checked ? 'active light-row' : 'light-row'} style={{ height }} data-index={index} aria-rowindex={index + 2}>
      {selectable && <td style={pinnedStyle(pinned, '')} />}
      {columns.map((c) => (
        <td key={c.key} data-column={c.key} style={pinnedStyle(pinned, c.key)} className={pinned[c.key] ? 'pinned-cell' : undefined}>
          {(c.text ? c.text(row, lang) : cellText(c.cell, row[c.key], lang, c.enumDef)) || NONE}
        </td>
      ))}
      {actions && <td className="actions-cell" />}
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
