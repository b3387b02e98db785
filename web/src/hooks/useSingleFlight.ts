/**
 * One request at a time from a form or a button: a second click, Enter or Space while the first request is still out
 * does nothing. A loading button alone does not stop it (Semantic UI keeps a loading button clickable, and Enter in a
 * field submits the form again), and a double-click on "save" must not create a record twice or pay twice.
 */
import { useCallback, useRef, useState } from 'react';

export interface SingleFlight {
  /** A run is under way: show the button loading and disabled. */
  busy: boolean;
  /** Runs `work` unless a run is under way; then resolves to undefined without running it. */
  run<T>(work: () => Promise<T>): Promise<T | undefined>;
}

export function useSingleFlight(): SingleFlight {
  // The ref, not the state: two events can arrive before React renders the first one's state.
  const running = useRef(false);
  const [busy, setBusy] = useState(false);
  const run = useCallback(async <T,>(work: () => Promise<T>): Promise<T | undefined> => {
    if (running.current) return undefined;
    running.current = true;
    setBusy(true);
    try {
      return await work();
    } finally {
      running.current = false;
      setBusy(false);
    }
  }, []);
  return { busy, run };
}
