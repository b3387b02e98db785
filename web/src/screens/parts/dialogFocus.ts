/**
 * Keyboard focus for a dialog. It moves into the dialog when it opens (the element given the ref), so Tab, Enter and
 * Escape act on the dialog instead of the row behind it; and it goes back to what had it before, usually the button
 * that opened the dialog, when the dialog closes.
 */
import { type RefObject, useEffect, useRef, useState } from 'react';

export function useDialogFocus<T extends HTMLElement>(): RefObject<T> {
  // read while the dialog first renders, before anything in it takes the focus
  const [opener] = useState(() => (document.activeElement instanceof HTMLElement ? document.activeElement : null));
  const ref = useRef<T>(null);
  useEffect(() => {
    if (ref.current && !ref.current.contains(document.activeElement)) ref.current.focus();
    return () => {
      if (opener?.isConnected) opener.focus();
    };
  }, [opener]);
  return ref;
}
