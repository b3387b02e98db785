import { type RefObject, startTransition, useEffect, useState } from 'react';
import type { Row } from '../descriptions/types.ts';

/** A page of the default size (20) renders in one step, as it always has. */
const FIRST_ROWS = 20;
/** No list row is lower (the lowest of the 182 list screens' rows: 34 px), so this many fill the view. */
const MIN_ROW_HEIGHT = 32;

interface Fill {
  rows: Row[] | undefined;
  /** The column layout the widths belong to. */
  columns: string;
  /** How many of `rows` to render. */
  count: number;
  /** The columns' widths while they are held, and the width of the table's box they were measured in. */
  widths?: number[];
  width?: number;
}

export interface RowsInView {
  /** How many rows to render now. */
  count: number;
  /** Widths to hold the columns at (fixed table layout), when held. */
  widths?: number[];
  /** The rest of the page is still to come. */
  filling: boolean;
}

/**
 * A page of 50 or 100 rows renders in two steps: first the rows that can be in view, then, once that frame has been
 * painted, the rest. Chromium's style and layout of a row cost more than React's creation of it (docs/screens.md, "Where a
 * screen's time goes"), and most of a long page is below the fold when it arrives, so the operator sees it in about
 * half the time. The rest follows as a transition: a click or a scroll meanwhile comes first.
 *
 * Nothing in view moves when the rest comes in: the first rows size the columns (automatic table layout), and the
 * columns are then held at those widths (fixed layout) while the rest fills in, until the next page comes or the
 * table's width changes. "In view" counts from the table body's top to the bottom of the window at its current
 * scroll, so a reload while the operator reads row 60 renders through row 60 at once and the scroll position stays.
 */
export function useRowsInViewFirst(rows: Row[] | undefined, columns: string, table: RefObject<HTMLTableElement | null>): RowsInView {
  const [state, setState] = useState<Fill>({ rows, columns, count: rows?.length ?? 0 });
  let fill = state;
  // derived from the props during render (React re-renders at once, before committing): a new page starts over
  if (state.rows !== rows || state.columns !== columns) {
    fill = { rows, columns, count: rows === undefined ? 0 : state.rows === rows ? rows.length : Math.min(rows.length, rowsToFillView(table.current)) };
    setState(fill);
  }
  const filling = rows !== undefined && fill.count < rows.length;

  useEffect(() => {
    if (!filling || rows === undefined) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // a task queued from an animation frame's callback runs after that frame's paint
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        const held = heldWidths(table.current);
        startTransition(() => setState((s) => (s.rows === rows ? { ...s, count: rows.length, ...held } : s)));
      });
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [filling, rows, table]);

  const width = fill.width;
  useEffect(() => {
    const box = table.current?.parentElement;
    if (width === undefined || !box) return;
    // sized again when the table's box changes width (the window, the sidebar): held widths were right for the old one
    const observer = new ResizeObserver(() => {
      if (box.clientWidth !== width) setState((s) => ({ ...s, widths: undefined, width: undefined }));
    });
    observer.observe(box);
    return () => observer.disconnect();
  }, [width, table]);

  return { count: fill.count, widths: fill.widths, filling };
}

/** Rows that can be in view: from the table body's top to the bottom of the window, at least FIRST_ROWS. */
function rowsToFillView(table: HTMLTableElement | null): number {
  // a hidden document paints no frames: the rest would wait until the operator comes back, so render them all now
  if (document.hidden) return Number.POSITIVE_INFINITY;
  const top = table?.tBodies[0]?.getBoundingClientRect().top ?? 0;
  return Math.max(FIRST_ROWS, Math.ceil((window.innerHeight - top) / MIN_ROW_HEIGHT));
}

/** The header cells' widths, or nothing when the table is not laid out (a view kept hidden). */
function heldWidths(table: HTMLTableElement | null): Pick<Fill, 'widths' | 'width'> {
  const cells = table?.tHead?.rows[0]?.cells;
  const box = table?.parentElement;
  if (!cells || !box || box.clientWidth === 0) return {};
  return { widths: Array.from(cells, (cell) => cell.getBoundingClientRect().width), width: box.clientWidth };
}
