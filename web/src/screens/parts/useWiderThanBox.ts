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
