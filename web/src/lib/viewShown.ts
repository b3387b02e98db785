/**
 * A kept-alive view stays mounted while hidden (layout/AppMain.tsx), so its queries see no mount when it is shown
 * again. The layout reports each view it shows (`viewShown`, from the menu's route effect); a query of that view asks
 * again after the frame that showed its cached data (docs/data-loading.md "Kept-alive views"), so the switch paints
 * first and the request follows.
 */
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

const listeners = new Map<string, Set<() => void>>();

/** Called by the layout when the view of `path` becomes the one shown. */
export function viewShown(path: string): void {
  const waiting = listeners.get(path);
  if (!waiting || waiting.size === 0) return;
  // after the paint of the switch: one frame, then a task
  requestAnimationFrame(() => setTimeout(() => {
    for (const listener of waiting) listener();
  }));
}

/** What a query result offers to be asked again. */
interface Revalidatable {
  isFetching: boolean;
  dataUpdatedAt: number;
  refetch(options?: { cancelRefetch?: boolean }): Promise<unknown>;
}

/**
 * Asks the query again whenever its view is shown again, unless it is loading or answered within `freshMs` (the view
 * was just opened and loaded). `useLocation` is the view's own location inside a kept view.
 */
export function useRevalidateOnShow(result: Revalidatable, freshMs = 1_000): void {
  const { pathname } = useLocation();
  const latest = useRef(result);
  latest.current = result;
  useEffect(() => {
    const listener = () => {
      const { isFetching, dataUpdatedAt, refetch } = latest.current;
      if (!isFetching && Date.now() - dataUpdatedAt > freshMs) void refetch({ cancelRefetch: false });
    };
    const set = listeners.get(pathname) ?? new Set();
    listeners.set(pathname, set);
    set.add(listener);
    return () => {
      set.delete(listener);
    };
  }, [pathname, freshMs]);
}
