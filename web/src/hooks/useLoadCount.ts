/**
 * How many loads a query's view has finished, shown as `data-loads` for tests and tools to wait on. A load finished
 * when the shown query's answer or failure changes. A query shown from the cache counts as loaded only when it is not
 * asked again (a fresh prefetch); otherwise the load that counts is the one it now waits for, so whoever waits for
 * the next load waits for the request it caused.
 */
import { useState } from 'react';

interface Observed {
  isPlaceholderData: boolean;
  isFetching: boolean;
  dataUpdatedAt: number;
  errorUpdatedAt: number;
}

/** `key`: the query's key as a string; another key is another query, whose cached answer is no load of this view. */
export function useLoadCount(key: string, result: Observed): number {
  const answered = result.isPlaceholderData ? 0 : Math.max(result.dataUpdatedAt, result.errorUpdatedAt);
  const settled = answered > 0 && !result.isFetching;
  const [seen, setSeen] = useState({ key, answered, loads: settled ? 1 : 0 });
  if (seen.key !== key || seen.answered !== answered) {
    const loaded = seen.key === key ? answered > 0 : settled;
    const next = { key, answered, loads: seen.loads + (loaded ? 1 : 0) };
    setSeen(next);
    return next.loads;
  }
  return seen.loads;
}
