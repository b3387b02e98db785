/**
 * The console's server state: every load is a TanStack Query query keyed by the endpoint's path, its path values and
 * its query (`apiKey`), every change goes through `useApiMutation` (hooks/useApi.ts, which reads the api from the
 * stores). The status policy stays in request.ts: this file only turns its results into data or a thrown `LoadFailure`,
 * and decides which failures may be retried (see docs/data-loading.md).
 */
import { type Query, QueryClient, type QueryFilters, type QueryFunctionContext, type QueryKey } from '@tanstack/react-query';
import type { Endpoint } from '../../../contract/endpoint.ts';
import { type ConflictData, conflictOf } from '../../../contract/version.ts';
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

/** The key prefix of every query of the console (a change invalidates them all). */
export const ALL_API_KEY: QueryKey = [API];

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
    queryFn: async ({ signal, client, queryKey }: QueryFunctionContext) =>
      dataOf(await api(target, { ...input, signal, background: input.background || readOnItsOwn(client, queryKey) })),
  };
}

/** The queries on screen that an event made stale: their next read is the console's own, not someone's. */
const staleByEvent = new WeakSet<Query>();

/**
 * Makes the queries `filters` names stale because something happened elsewhere (an `inbox` event, the stream's
 * resync): those on screen are read again at once as background reads (request.ts), which do not keep the session
 * alive (contract/activity.ts), so a console left open with events arriving still reaches its idle end. Those not on
 * screen are read when someone shows them again: that read is theirs, activity.
 */
export async function refreshOnItsOwn(client: QueryClient, filters: QueryFilters): Promise<void> {
  const onScreen = client.getQueryCache().findAll(filters).filter((query) => query.isActive());
  for (const query of onScreen) staleByEvent.add(query);
  try {
    await client.invalidateQueries(filters);
  } finally {
    // a query whose read did not start (paused offline) must not carry the mark to a read someone asks for later
    for (const query of onScreen) staleByEvent.delete(query);
  }
}

/** Whether this read of the query is one `refreshOnItsOwn` started; the mark is used once. */
function readOnItsOwn(client: QueryClient, queryKey: QueryKey): boolean {
  const query = client.getQueryCache().find({ queryKey, exact: true });
  return query !== undefined && staleByEvent.delete(query);
}
