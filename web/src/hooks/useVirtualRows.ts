import { defaultRangeExtractor, measureElement, type Range, useVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import { type RefObject, useCallback, useLayoutEffect, useRef, useState } from 'react';

/**
 * More rows than the longest page the console offers (100): such a set renders only the rows near the view, through
 * @tanstack/react-virtual (docs/lists.md "Virtual rows"). Up to it a page renders whole, the rows in view first
 * (useRowsInViewFirst.ts): find-in-page, printing and the tests reading every row keep working there.
 */
export const VIRTUAL_FROM = 101;
/** A row's height until one is measured: one line of text in a compact celled table. */
const ESTIMATED_ROW = 41;
/**
 * Rows rendered beyond each edge of the view. A wheel's step is about three rows, so five either side keep the rows
 * in view rendered between two frames, and each frame mounts only the few rows coming in.
 */
const OVERSCAN = 5;
/**
 * A fling: the view moved more than this since the last render (a wheel's step is about 120 px). Rows coming in then
 * mount light (docs/lists.md "Light rows while flinging"): at that speed every row in view is replaced each frame.
 */
const FLING = 300;

export interface VirtualRows {
  /** The rows to render, in order, each with the blank space in px before it (where rows are left out), and its height. */
  rows: { index: number; before: number; size: number }[];
  /** Blank space after the last rendered row, in px. */
  after: number;
  /** Measures a rendered row (its `data-index` says which). */
  measure(row: HTMLTableRowElement | null): void;
  /** Scrolls a row into the view; it stays rendered while it holds the focus (`keep`). */
  scrollTo(index: number): void;
  /** The view is being flung: it moved more than FLING px since the last render and has not settled yet. */
  flinging: boolean;
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

/**
 * The rows of a virtual table body (`count` ≥ VIRTUAL_FROM). `body`: the table's body, whose top the rows start at.
 * `keep`: a row that stays rendered out of view, the one holding the focus, so Tab and the screen reader do not lose
 * their place when the view scrolls away from it.
 */
export function useVirtualRows(count: number, body: RefObject<HTMLTableSectionElement | null>, keep: number | undefined): VirtualRows {
  const [place, setPlace] = useState<{ scroller: HTMLElement | null; margin: number }>({ scroller: null, margin: 0 });
  useLayoutEffect(() => {
    if (!body.current) return;
    const scroller = scrollerOf(body.current);
    if (!scroller) return;
    // where the body starts within the scrolled content: the rows' offsets count from there
    const margin = body.current.getBoundingClientRect().top - scroller.getBoundingClientRect().top + scroller.scrollTop;
    setPlace((p) => (p.scroller === scroller && Math.abs(p.margin - margin) < 1 ? p : { scroller, margin }));
  }, [body]);
  // The rows of one table are about as high as each other: once one is measured, the rows not yet rendered are
  // estimated at its height, so a row coming in rarely changes the scroll height (and renders the body again).
  const typical = useRef(ESTIMATED_ROW);
  const virtualizer: Virtualizer<HTMLElement, HTMLTableRowElement> = useVirtualizer({
    count,
    enabled: place.scroller !== null,
    getScrollElement: () => place.scroller,
    estimateSize: () => typical.current,
    measureElement: (row, entry, instance) => {
      // A row mounting (no entry yet) takes the size known for it, else the typical one: reading its height there
      // would force a layout in the middle of React's commit, every frame of a scroll. The ResizeObserver's entry,
      // after the frame's own layout, corrects the rare row of another height (docs/lists.md "Virtual rows").
      if (!entry) return instance.itemSizeCache.get(instance.options.getItemKey(instance.indexFromElement(row))) ?? typical.current;
      const size = measureElement(row, entry, instance);
      if (typical.current === ESTIMATED_ROW && size > 0) typical.current = size;
      return size;
    },
    overscan: OVERSCAN,
    scrollMargin: place.margin,
    rangeExtractor: (range: Range) => withKept(defaultRangeExtractor(range), keep, count),
  });
  const scrollTo = useCallback((index: number) => virtualizer.scrollToIndex(index, { align: 'auto' }), [virtualizer]);
  // A fling lasts until the scrolling settles (the virtualizer renders again 150 ms after the last scroll event), so a
  // render in between (a row measured) does not swap the light rows for full ones. The last commit's offset is read
  // after the commit, so a render run twice sees the same speed.
  const offset = virtualizer.scrollOffset ?? 0;
  const last = useRef({ offset, flinging: false });
  const flinging = virtualizer.isScrolling && (last.current.flinging || Math.abs(offset - last.current.offset) > FLING);
  useLayoutEffect(() => {
    last.current = { offset, flinging };
  });
  const items = virtualizer.getVirtualItems();
  // before the scroller is known, the first rows: the view's top is filled at once
  if (items.length === 0) return { rows: Array.from({ length: Math.min(count, 30) }, (_, index) => ({ index, before: 0, size: typical.current })), after: 0, measure: virtualizer.measureElement, scrollTo, flinging: false };
  let end = place.margin;
  const rows = items.map((item) => {
    const before = Math.max(0, item.start - end);
    end = item.end;
    return { index: item.index, before, size: item.size };
  });
  return { rows, after: Math.max(0, virtualizer.getTotalSize() + place.margin - end), measure: virtualizer.measureElement, scrollTo, flinging };
}

/** The range's indexes with the kept row among them, in order. */
function withKept(indexes: number[], keep: number | undefined, count: number): number[] {
  if (keep === undefined || keep >= count || indexes.includes(keep)) return indexes;
  return [...indexes, keep].sort((a, b) => a - b);
}
