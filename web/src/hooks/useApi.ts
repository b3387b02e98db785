/**
 * The query and mutation hooks of the console's server state (docs/data-loading.md): the keys, the failures and the
 * retry policy are in lib/queries.ts; these hooks add the signed-in api call from the stores.
 */
import { useMutation, useQuery, type UseQueryOptions } from '@tanstack/react-query';
import type { DataOf, Endpoint } from '../../../contract/endpoint.ts';
import type { Call, CallInput } from '../lib/api.ts';
import { ALL_API_KEY, dataOf, type LoadFailure, queryOptionsOf } from '../lib/queries.ts';
import { useStores } from '../stores/index.ts';

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
    onSuccess: (_data, _input, _result, context) => context.client.invalidateQueries({ queryKey: ALL_API_KEY }),
  });
}
