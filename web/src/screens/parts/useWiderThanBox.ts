import { type RefObject, useLayoutEffect, useState } from 'react';

/** Whether the table is wider than its box, followed as either is resized (columns shown, widths dragged, the window). */
export function useWiderThanBox(box: RefObject<HTMLElement>, table: RefObject<HTMLElement>): boolean {
  const [wide, setWide] = useState(false);
  useLayoutEffect(() => {
    const outer = box.current;
    const inner = table.current;
    if (!outer || !inner) return;
    const check = () => setWide(inner.getBoundingClientRect().width > outer.clientWidth + 1);
    const observer = new ResizeObserver(check);
    observer.observe(outer);
    observer.observe(inner);
    return () => observer.disconnect();
  }, [box, table]);
  return wide;
}

/**
 * The header kept at the top of the view while the table's own box scrolls sideways (`wide`): CSS stickiness holds to
 * the nearest box that scrolls, which is then that box, not the view; the header cells are moved down by what the
 * view has scrolled past the table's top, on the view's scroll events (no render). A table that fits its box has
 * `position: sticky` alone (list.css).
 */
export function useHeadInView(table: RefObject<HTMLTableElement>, wide: boolean): void {
  useLayoutEffect(() => {
    const element = table.current;
    const head = element?.tHead;
    const view = element?.closest('.app-view');
    if (!wide || !element || !head || !view) return;
    const place = () => {
      const past = view.getBoundingClientRect().top - element.getBoundingClientRect().top;
      const shift = Math.max(0, Math.min(past, element.offsetHeight - head.offsetHeight));
      for (const cell of head.rows[0]?.cells ?? []) cell.style.transform = shift > 0 ? `translateY(${shift}px)` : '';
    };
    place();
    view.addEventListener('scroll', place, { passive: true });
    return () => {
      view.removeEventListener('scroll', place);
      for (const cell of head.rows[0]?.cells ?? []) cell.style.transform = '';
    };
  }, [table, wide]);
}
