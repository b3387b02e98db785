import { useVirtualizer } from '@tanstack/react-virtual';
import { type RefObject, useLayoutEffect, useState } from 'react';

/**
 * More rows than the longest page the console offers (100): such a set renders only the rows near the view, through
 * @tanstack/react-virtual (docs/lists.md "Virtual rows"). Up to it a page renders whole, the rows in view first
 * (useRowsInViewFirst.ts): find-in-page, printing and the tests reading every row keep working there.
 */
export const VIRTUAL_FROM = 101;
/** A row's height before it is measured: one line of text in a compact celled table. */
const ESTIMATED_ROW = 41;
/** Rows rendered beyond each edge of the view, so a scroll by the wheel shows rendered rows, not blank space. */
const OVERSCAN = 10;

export interface VirtualRows {
  /** The indexes of the rows to render. */
  indexes: number[];
  /** Blank space before and after them, in px (a spacer row each). */
  before: number;
  after: number;
  /** Measures a rendered row (its `data-index` says which). */
  measure(row: HTMLTableRowElement | null): void;
}

/**
 * The nearest box that scrolls vertically: the console's view (`.app-view`), or the document. The search starts
 * above the table's own box, which scrolls only sideways (its overflow-y computes to auto all the same).
 */
function scrollerOf(body: HTMLElement): HTMLElement | null {
  for (let box = body.parentElement?.parentElement?.parentElement; box; box = box.parentElement) {
    const { overflowY } = getComputedStyle(box);
    if (overflowY === 'auto' || overflowY === 'scroll') return box;
  }
  return (document.scrollingElement as HTMLElement | null) ?? null;
}

/** `undefined` while the rows render whole (VIRTUAL_FROM). `body`: the table's body, whose top the rows start at. */
export function useVirtualRows(count: number, body: RefObject<HTMLTableSectionElement | null>): VirtualRows | undefined {
  const on = count >= VIRTUAL_FROM;
  const [place, setPlace] = useState<{ scroller: HTMLElement | null; margin: number }>({ scroller: null, margin: 0 });
  useLayoutEffect(() => {
    if (!on || !body.current) return;
    const scroller = scrollerOf(body.current);
    if (!scroller) return;
    // where the body starts within the scrolled content: the rows' offsets count from there
    const margin = body.current.getBoundingClientRect().top - scroller.getBoundingClientRect().top + scroller.scrollTop;
    setPlace((p) => (p.scroller === scroller && Math.abs(p.margin - margin) < 1 ? p : { scroller, margin }));
  }, [on, body]);
  const virtualizer = useVirtualizer({
    count: on ? count : 0,
    enabled: on && place.scroller !== null,
    getScrollElement: () => place.scroller,
    estimateSize: () => ESTIMATED_ROW,
    overscan: OVERSCAN,
    scrollMargin: place.margin,
  });
  if (!on) return undefined;
  const items = virtualizer.getVirtualItems();
  const first = items[0];
  const last = items[items.length - 1];
  // before the scroller is known, the first rows: the view's top is filled at once
  if (!first || !last) return { indexes: Array.from({ length: Math.min(count, 30) }, (_, i) => i), before: 0, after: 0, measure: virtualizer.measureElement };
  return {
    indexes: items.map((item) => item.index),
    before: first.start - place.margin,
    after: Math.max(0, virtualizer.getTotalSize() - (last.end - place.margin)),
    measure: virtualizer.measureElement,
  };
}
