/**
 * The record search behind the palette (docs/palette.md, "Records"): the upstream's one search call, asked once the
 * typing pauses, as a TanStack query keyed by the query, so a newer query replaces the one under way (its request is
 * aborted through the query's signal) and a query asked again answers from the cache at once.
 */
import { useEffect, useState } from 'react';
import { search } from '../../../../contract/resources/search.ts';
import { useApiQuery } from '../../hooks/useApi.ts';

/** How long the typing must pause before the upstream is asked. */
export const SEARCH_DEBOUNCE_MS = 150;
/** Shorter queries match too much to be worth a call (pages and actions still answer). */
export const MIN_RECORD_QUERY = 2;

function useDebounced(value: string, ms: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

export function useRecordSearch(query: string) {
  const q = useDebounced(query.trim(), SEARCH_DEBOUNCE_MS);
  const enabled = q.length >= MIN_RECORD_QUERY && q === query.trim();
  const result = useApiQuery(search, { query: { q } }, { enabled, staleTime: 30_000 });
  return {
    hits: enabled ? (result.data?.hits ?? []) : [],
    /** The typed query is not answered yet: waiting for the pause, or for the upstream. */
    pending: query.trim().length >= MIN_RECORD_QUERY && (!enabled || result.isFetching),
    error: enabled && result.error ? result.error.message : undefined,
  };
}
