/**
 * Keyboard focus for a modal dialog: the one policy every dialog (`Dialog.tsx`), the detail drawer and the mobile
 * sidebar follow, so Tab, Enter and Escape act on what is in front of the operator and never on what is behind it.
 *
 * - In: when the dialog opens the focus moves to what the dialog names (`initial`, or an `autoFocus` button), else to
 *   the dialog itself, whose first Tab then reaches its first field.
 * - Kept: Tab from the last element goes to the first, Shift+Tab from the first to the last, and a press on the dimmer
 *   or the drawer's mask does not take the focus out (focus-trap); a button disabled or taken away under the focus
 *   leaves it with the dialog. A dialog opened from inside another one holds the focus until it closes, and the outer
 *   one holds it again.
 * - Back: when the dialog closes the focus goes back to what had it before, usually the button that opened it. When
 *   that button went with the dialog it was in (an edit form opened from the detail drawer, both closed by the save),
 *   the focus goes where that dialog would have given it back: the row's button that opened the drawer.
 *
 * Escape is left to each dialog: it closes, or in a form holding changes it asks first.
 */
import { createFocusTrap } from 'focus-trap';
import { type RefObject, useEffect, useRef, useState } from 'react';

/** Where each open dialog gives the focus back, for a dialog opened from inside it whose opener goes with it. */
const returnTargets = new Map<HTMLElement, () => HTMLElement | false>();

export interface DialogFocusOptions {
  /** What takes the focus when the dialog opens; by default an `autoFocus` element, else the dialog itself. */
  initial?: RefObject<HTMLElement>;
  /**
   * Where the focus goes back when nothing had it as the dialog opened: a menu item opening the dialog is taken away
   * with its menu, and Semantic's dropdown blurs itself on the item's click.
   */
  openedFrom?: RefObject<HTMLElement>;
  /** Whether the element is a dialog now (the sidebar is one only while it lies over a narrow screen); by default it is. */
  active?: boolean;
}

const focused = () => (document.activeElement instanceof HTMLElement ? document.activeElement : null);

/** The returned ref goes on the dialog's element, which needs tabIndex -1 to hold the focus itself. */
export function useDialogFocus<T extends HTMLElement>({ initial, openedFrom, active = true }: DialogFocusOptions = {}): RefObject<T> {
  // read while the dialog first renders (or becomes one), before anything in it takes the focus
  const [opened, setOpened] = useState(() => ({ active, opener: active ? focused() : null }));
  if (opened.active !== active) setOpened({ active, opener: active ? focused() : null });
  const { opener } = opened;
  const ref = useRef<T>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!active || !dialog) return;
    // read now, while the dialog the opener is in is open: it may close before this one does
    const outer = [...returnTargets].find(([element]) => element !== dialog && opener && element.contains(opener))?.[1];
    const back = (): HTMLElement | false =>
      opener?.isConnected && opener !== document.body ? opener : (openedFrom?.current ?? outer?.() ?? false);
    returnTargets.set(dialog, back);
    if (!dialog.contains(document.activeElement)) (initial?.current ?? dialog).focus();
    const trap = createFocusTrap(dialog, {
      // Later the trap may have to place the focus itself: when a dialog opened over this one closes, or the focused
      // button is taken out (the form's discard question answered). The dialog itself takes it then: the next Tab
      // starts from its top, and no field's text is selected for a stray key to replace.
      initialFocus: () => (document.activeElement instanceof HTMLElement && dialog.contains(document.activeElement) ? document.activeElement : dialog),
      // a dialog with nothing to Tab to keeps the focus on itself
      fallbackFocus: dialog,
      setReturnFocus: back,
      // at once, so an Enter pressed right after the dialog closes acts on the opener, not on the page
      delayReturnFocus: false,
      escapeDeactivates: false,
      // A press outside the dialog lands on the dimmer: it must not take the focus, so its mousedown is cancelled. Its
      // click goes through, to the dimmer that closes a dialog, and a touch too, or a tap would never become a click.
      allowOutsideClick: (event) => event.type !== 'mousedown',
    });
    trap.activate();
    // A button the dialog disables while it works (保存 while saving) drops the focus to the page's body, out of the
    // trap's sight: Enter would then do nothing, and after a refusal the operator would have to find the form again.
    const regain = (event: FocusEvent) => {
      if (event.relatedTarget !== null) return;
      // looked at once the change is over: the dialog may be closing, or one opened over it taking the focus
      setTimeout(() => {
        if (trap.active && !trap.paused && document.activeElement === document.body) dialog.focus();
      });
    };
    dialog.addEventListener('focusout', regain);
    return () => {
      dialog.removeEventListener('focusout', regain);
      returnTargets.delete(dialog);
      trap.deactivate();
    };
  }, [active, opener, initial, openedFrom]);
  return ref;
}
