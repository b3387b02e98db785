/**
 * A save that did not go through puts the focus on the first field in error, scrolled into view (antd's
 * scrollToFirstError): the operator who pressed 保存 from the keyboard is taken to what to fix, instead of hunting for
 * a red label in a long form while the focus sits on the button. What was typed is not touched. The one policy of the
 * modal forms, the screens' own editors and the settings forms; each says when its save was refused, this finds where.
 *
 * "In error" is what the forms already show: a Semantic field or input marked `error` (beside its message), a row or
 * cell marked `error` in an editor's table (a lottery's prizes, a batch's rows), or a control marked `aria-invalid`.
 * Within it the control marked `aria-invalid` is preferred (a date-time's time rather than its day), then its first
 * input (a picture's address rather than the thumbnail beside it, a rich text's body rather than its toolbar), then
 * whatever else takes the focus.
 */
import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';

const IN_ERROR = '.field.error, .ui.input.error, tr.error, td.error, [aria-invalid="true"]';
const INPUTS = 'input:not([type="hidden"]), select, textarea, [contenteditable="true"]';
const CONTROLS = `${INPUTS}, button, [tabindex]:not([tabindex="-1"])`;

/** A control the operator can reach: enabled and laid out (not inside a closed section). */
const reachable = (element: HTMLElement) => !element.matches(':disabled') && element.getClientRects().length > 0;

/** Focuses the first field in error inside `container`; false when none is marked (the refusal was about the form). */
export function focusFirstError(container: HTMLElement): boolean {
  const marked = container.querySelector<HTMLElement>(IN_ERROR);
  if (!marked) return false;
  const controls = [marked, ...marked.querySelectorAll<HTMLElement>(CONTROLS)].filter((e) => e.matches(CONTROLS) && reachable(e));
  const target = controls.find((e) => e.getAttribute('aria-invalid') === 'true') ?? controls.find((e) => e.matches(INPUTS)) ?? controls[0];
  if (!target) return false;
  // the whole field, so its label and message show with it; only as far as needed, as a dialog's content scrolls
  marked.scrollIntoView({ block: 'nearest' });
  target.focus({ preventScroll: true });
  return true;
}

export interface FirstErrorFocus<T extends HTMLElement> {
  /** On the form (or the element holding its fields). */
  ref: RefObject<T>;
  /** The save was refused: once the errors are shown, the focus goes to the first. */
  refused(): void;
}

export function useFirstErrorFocus<T extends HTMLElement = HTMLFormElement>(): FirstErrorFocus<T> {
  const ref = useRef<T>(null);
  // counted, not flagged: every refusal moves the focus again, after the render that shows its errors
  const [refusals, setRefusals] = useState(0);
  useEffect(() => {
    if (refusals > 0 && ref.current) focusFirstError(ref.current);
  }, [refusals]);
  const refused = useCallback(() => setRefusals((n) => n + 1), []);
  return { ref, refused };
}
