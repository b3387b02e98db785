import { keepPreviousData } from '@tanstack/react-query';
import type { DataOf, Endpoint, QueryOf } from '../../../../contract/endpoint.ts';
import type { CallInput } from '../../lib/api.ts';
import { useApiQuery } from '../../hooks/useApi.ts';
import { useRevalidateOnShow } from '../../lib/viewShown.ts';

export interface StatsLoad<D> {
  data?: D;
  loading: boolean;
  /** Why the last load failed (the server's words); '' when it gave none. The previous figures stay on screen. */
  error?: string;
  reload(): void;
}

/**
 * A statistics call as a query (docs/data-loading.md): another period shows the previous figures until its own come,
 * and a kept dashboard shown again asks again after the switch painted.
 */
export function useStats<E extends Endpoint>(endpoint: E, query: QueryOf<E>, enabled = true): StatsLoad<DataOf<E>> {
  const result = useApiQuery(endpoint, { query } as Omit<CallInput<E>, 'signal' | 'body'>, { enabled, placeholderData: keepPreviousData });
  useRevalidateOnShow(result);
  // not enabled yet (the roles are still loading) is loading too: the screen shows its loader, not an empty page
  return { data: result.data, loading: result.isFetching || !enabled, error: result.error?.message, reload: () => void result.refetch() };
}
