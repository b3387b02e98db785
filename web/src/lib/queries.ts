/**
 * The console's server state: every load is a TanStack Query query keyed by the endpoint's path, its path values and
 * its query (`apiKey`), every change goes through `useApiMutation`. The status policy stays in request.ts: this file
 * only turns its results into data or a thrown `LoadFailure`, and decides which failures may be retried (see
 * docs/data-loading.md).
 */
import { QueryClient, type QueryKey, useMutation, useQuery, type UseQueryOptions } from '@tanstack/react-query';
import type { DataOf, Endpoint } from '../../../contract/endpoint.ts';
import { type ConflictData, conflictOf } from '../../../contract/version.ts';
import { useStores } from '../stores/index.ts';
import { type Api, type Call, type CallInput, failureText, isOk } from './api.ts';
import type { RequestResult } from './request.ts';

/** Why a load failed: `rejected` (status 1, the upstream's words), `ended` (status 10), or `network`. */
export class LoadFailure extends Error {
  constructor(
    readonly kind: 'rejected' | 'ended' | 'network',
    message: string,
    /** A save refused because someone else saved first: the record now (docs/concurrency.md). */
    readonly conflict?: ConflictData,
  ) {
    super(message);
  }
}

/** The data of a status 0 answer; any other answer throws, so a query shows it as its error. */
export function dataOf<T>(result: RequestResult<T>): T {
  if (isOk(result)) return result.data;
  if (result === undefined) throw new LoadFailure('ended', '');
  if (typeof result === 'string') throw new LoadFailure('network', result);
  throw new LoadFailure('rejected', failureText(result) ?? '', conflictOf(result));
}

/** Every query of the console starts with this, so one call can invalidate them all. */
const API = 'api';

/** The key of a call: its path template, then its path values and query, so a change of either is another entry. */
export function apiKey<E extends Endpoint>(target: E | Call<E>, input: Pick<CallInput<E>, 'params' | 'query'> = {}): QueryKey {
  return [API, target.path, input.params ?? {}, input.query ?? {}];
}

/** The key prefix of every call to a path template (to invalidate one resource's queries). */
export function pathKey(path: string): QueryKey {
  return [API, path];
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // A revisited screen shows what it had at once and asks again: an operator must not act on a stale list.
        staleTime: 0,
        gcTime: 10 * 60_000,
        // Status 1 and 10 are answers, not accidents: never retried. A network failure may be, once.
        retry: (failures, error) => failures < 1 && error instanceof LoadFailure && error.kind === 'network',
        // Lists do not jump under the operator's cursor when the window regains focus; they refresh on visit and
        // after every change made here.
        refetchOnWindowFocus: false,
      },
    },
  });
}

export function queryOptionsOf<E extends Endpoint>(api: Api, target: E | Call<E>, input: Omit<CallInput<E>, 'signal' | 'body'> = {}) {
  return {
    queryKey: apiKey(target, input),
    queryFn: async ({ signal }: { signal: AbortSignal }) => dataOf(await api(target, { ...input, signal })),
  };
}

/** Loads a GET call as a query. */
export function useApiQuery<E extends Endpoint>(
  target: E | Call<E>,
  input: Omit<CallInput<E>, 'signal' | 'body'> = {},
  options: Omit<UseQueryOptions<DataOf<E>, LoadFailure>, 'queryKey' | 'queryFn'> = {},
) {
  const { api } = useStores();
  return useQuery<DataOf<E>, LoadFailure>({ ...queryOptionsOf(api, target, input), ...options });
}

/**
 * A call that changes something. On success every query is invalidated: the ones on screen load again at once, the
 * others when next shown. Broad on purpose: one approval changes a list, its tab counts, a member's ledger and the home
 * to-do cards, and a missed refresh shows an operator a state that is no longer true; a few extra GETs of the screen
 * in view are the cheaper mistake.
 */
export function useApiMutation<E extends Endpoint>(target: E | Call<E>) {
  const { api } = useStores();
  return useMutation<DataOf<E>, LoadFailure, Omit<CallInput<E>, 'signal'>>({
    mutationFn: async (input) => dataOf(await api(target, input)),
    onSuccess: (_data, _input, _result, context) => context.client.invalidateQueries({ queryKey: [API] }),
  });
}
