/**
 * The body of a table of more rows than a page (docs/lists.md "Virtual rows"): only the rows near the view, between
 * spacer rows that keep the scroll height. The virtualizer lives here, not in the table: a scroll renders this body
 * again, never the table's state or header. Ctrl+End and Ctrl+Home take the focus to the same control of the last or
 * first row, which scrolls into view (the whole set is one keystroke away, as in a spreadsheet).
 */
import { type KeyboardEvent, type ReactNode, type RefObject, useLayoutEffect, useRef, useState } from 'react';
import { useVirtualRows } from '../../hooks/useVirtualRows.ts';

interface Props {
  count: number;
  /**
   * The row at `index`, measured by `measure` and numbered for screen readers (the header is row 1). `light`: while
   * the view is flung, the height a light row (its cells' text only) is held at, that of the full row it stands for
   * (docs/lists.md "Light rows while flinging").
   */
  row(index: number, measure: (row: HTMLTableRowElement | null) => void, light: number | undefined): ReactNode;
  span: number;
  body: RefObject<HTMLTableSectionElement>;
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex="0"]';
const indexOf = (target: EventTarget | null) => {
  const row = target instanceof Element ? target.closest<HTMLElement>('tr[data-index]') : null;
  return row ? Number(row.dataset.index) : undefined;
};

export function VirtualBody({ count, row, span, body }: Props) {
  // the row holding the focus stays rendered; `moveTo`: a row the keyboard asked for, focused once it is rendered
  const [focused, setFocused] = useState<number>();
  const [moveTo, setMoveTo] = useState<{ index: number; column: number }>();
  const virtual = useVirtualRows(count, body, moveTo?.index ?? focused);
  useLayoutEffect(() => {
    if (!moveTo) return;
    const target = body.current?.querySelector(`tr[data-index="${moveTo.index}"]`)?.querySelectorAll<HTMLElement>(FOCUSABLE)[moveTo.column];
    if (!target) return;
    target.focus();
    setMoveTo(undefined);
  });
  // Flung, the rows coming in mount light, and the ones already full stay so (a row changing kind mounts again). The
  // keyboard never meets a light row: while the focus is in the body or on its way to a row, every row is full.
  const full = useRef<ReadonlySet<number>>(new Set());
  const light = virtual.flinging && focused === undefined && moveTo === undefined;
  const isLight = (index: number) => light && !full.current.has(index);
  useLayoutEffect(() => {
    full.current = new Set(virtual.rows.filter(({ index }) => !isLight(index)).map(({ index }) => index));
  });
  const keyDown = (e: KeyboardEvent<HTMLTableSectionElement>) => {
    if (!e.ctrlKey || (e.key !== 'End' && e.key !== 'Home')) return;
    const from = (e.target as Element).closest('tr');
    if (!from) return;
    e.preventDefault();
    const index = e.key === 'End' ? count - 1 : 0;
    setMoveTo({ index, column: Math.max(0, Array.from(from.querySelectorAll(FOCUSABLE)).indexOf(e.target as Element)) });
    virtual.scrollTo(index);
  };
  return (
    <tbody
      ref={body}
      onFocus={(e) => setFocused(indexOf(e.target))}
      onBlur={(e) => !e.currentTarget.contains(e.relatedTarget) && setFocused(undefined)}
      onKeyDown={keyDown}
    >
      {virtual.rows.flatMap(({ index, before, size }, i) =>
        // The first and the last child stay the same spacer rows (of no height at either end): rows coming and going
        // in between then never change which row is first or last, which semantic-ui's `tr:first-child` rules would
        // make Chromium style again with the rows after it, every frame (docs/lists.md "Virtual rows").
        i === 0 || before > 0 ? [<Spacer key={i === 0 ? 'top' : 'gap'} height={before} span={span} />, row(index, virtual.measure, isLight(index) ? size : undefined)] : [row(index, virtual.measure, isLight(index) ? size : undefined)],
      )}
      <Spacer key="bottom" height={virtual.after} span={span} />
    </tbody>
  );
}

/** The height of the rows not rendered; not a row to a screen reader. At the top of the rows, of no height. */
function Spacer({ height, span }: { height: number; span: number }) {
  return (
    // biome-ignore lint/a11y/noAriaHiddenOnFocusable: a table row is not focusable; the rule takes its row role for a widget's
    <tr aria-hidden="true" className="virtual-spacer">
      <td colSpan={span} style={{ height, padding: 0, border: 0 }} />
    </tr>
  );
}
