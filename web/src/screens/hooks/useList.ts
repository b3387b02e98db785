import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { Endpoint } from '../../../../contract/endpoint.ts';
import type { ListData } from '../../../../contract/list.ts';
import { useLoadCount } from '../../hooks/useLoadCount.ts';
import { apiKey, type LoadFailure, queryOptionsOf } from '../../lib/queries.ts';
import { useRevalidateOnShow } from '../../lib/viewShown.ts';
import { useStores } from '../../stores/index.ts';
import type { Row } from '../descriptions/types.ts';

export interface ListLoad {
  /**
   * The last page loaded, while a new query loads (no flicker of placeholders). A failed load keeps it only when it
   * answers the same query (a refresh that failed): rows of another query would sit under filters they do not match.
   */
  data?: ListData<Row>;
  loading: boolean;
  /** Why the last load failed. */
  error?: string;
  /** Loads finished so far (shown as `data-loads`, for tests and tools to wait on). */
  loads: number;
  /** Asks this list and every other query of the console again (after a change, or the refresh button). */
  reload(): void;
  /**
   * Asks for the query the next render will ask for (a page, size, sort or filter change, just before the navigation
   * that renders it): that render finds the request under way and waits on it instead of sending its own.
   */
  prefetch(query: Record<string, string | number>): void;
}

/**
 * An answer this young is taken as it is by a screen that mounts or changes its query now: it is most often the
 * answer to a prefetch (a menu click, a page change) the screen itself is the reason for. Older answers are shown at
 * once and asked again (docs/data-loading.md "Cache lifetime").
 */
export const PREFETCH_FRESH_MS = 1_000;

/** The query options of a list page: one place, so a prefetch (`listPrefetch.ts`, `prefetch`) and the screen ask for the same entry. */
export function listQueryOptions(api: Parameters<typeof queryOptionsOf>[0], endpoint: Endpoint, query: Record<string, string | number>) {
  return { ...queryOptionsOf(api, endpoint, { query }), staleTime: PREFETCH_FRESH_MS } as const;
}

/**
 * A list page as a TanStack query keyed by endpoint and query (docs/data-loading.md). While another query loads, the
 * page shown is the previous one (`keepPreviousData`); once that query fails, its own (empty) state is shown, while a
 * failed refresh of the same query keeps its rows, as the query cache does. No request leaves from render: the query
 * starts in the observer's effect, or earlier from `prefetch` (a page, sort or filter change) and the menu click.
 */
export function useList(endpoint: Endpoint, query: Record<string, string | number>, fallbackError: string): ListLoad {
  const { api } = useStores();
  const client = useQueryClient();
  const result = useQuery<ListData<Row>, LoadFailure>({
    ...(listQueryOptions(api, endpoint, query) as ReturnType<typeof listQueryOptions> & { queryFn: () => Promise<ListData<Row>> }),
    placeholderData: keepPreviousData,
  });
  useRevalidateOnShow(result, PREFETCH_FRESH_MS);

  const loads = useLoadCount(JSON.stringify(apiKey(endpoint, { query })), result);

  // The list kind reloads once a change it made is done (an action, a batch, a form, a tool) and on its refresh and
  // retry buttons: every query asks again, since what changed may show anywhere (tab counts, summary cards, ledgers,
  // the home to-do cards), and those on screen refresh with the list (docs/data-loading.md "Invalidation").
  const reload = useCallback(() => void client.invalidateQueries({ queryKey: ['api'] }), [client]);
  const prefetch = (next: Record<string, string | number>) => void client.prefetchQuery(listQueryOptions(api, endpoint, next));
  const error = result.error ? result.error.message || fallbackError : undefined;
  return { data: result.data, error, loads, loading: result.isFetching, reload, prefetch };
}
