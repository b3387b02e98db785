/**
 * Reads an event causes are the console's own (docs/data-loading.md "Invalidation"): a query on screen that an event
 * made stale is read again at once as a background read (lib/queries.ts `refreshOnItsOwn`), which the upstream does
 * not count as activity; a query not on screen is read when someone shows it again, and that read is theirs.
 */
import { QueryObserver } from '@tanstack/react-query';
import t from 'tap';
import type { Api, Call } from '../../web/src/lib/api.ts';
import { createQueryClient, queryOptionsOf, refreshOnItsOwn } from '../../web/src/lib/queries.ts';

function recordingApi() {
  const reads: { path: string; background: boolean }[] = [];
  const api = (async (target: Call<never>, input: { background?: boolean } = {}) => {
    reads.push({ path: target.path, background: input.background === true });
    return { status: 0, data: reads.length };
  }) as unknown as Api;
  return { api, reads };
}

const ORDERS = { method: 'GET', path: '/api/v2/seller/orders' } as Call<never>;
const GOODS = { method: 'GET', path: '/api/v2/seller/goods' } as Call<never>;

t.test('an event refetches what is on screen as background; what is not waits for someone to show it', async (t) => {
  const client = createQueryClient();
  t.teardown(() => client.clear());
  const { api, reads } = recordingApi();
  const onScreen = new QueryObserver(client, queryOptionsOf(api, ORDERS));
  const unsubscribe = onScreen.subscribe(() => {});
  t.teardown(unsubscribe);
  await client.fetchQuery(queryOptionsOf(api, GOODS));
  await onScreen.refetch();
  t.same(reads.splice(0), [
    { path: ORDERS.path, background: false },
    { path: GOODS.path, background: false },
    { path: ORDERS.path, background: false },
  ], "the first reads and a refresh are someone's");

  await refreshOnItsOwn(client, { queryKey: ['api'] });
  t.same(reads.splice(0), [{ path: ORDERS.path, background: true }], 'the list on screen is read again, as background; the other is only stale');

  await onScreen.refetch();
  await client.fetchQuery(queryOptionsOf(api, GOODS));
  t.same(reads.splice(0), [
    { path: ORDERS.path, background: false },
    { path: GOODS.path, background: false },
  ], 'the mark is used once: the next refresh, and the stale list shown again, are activity');
});

t.test('a query read as background by its caller stays background', async (t) => {
  const client = createQueryClient();
  t.teardown(() => client.clear());
  const { api, reads } = recordingApi();
  await client.fetchQuery(queryOptionsOf(api, ORDERS, { background: true }));
  t.same(reads, [{ path: ORDERS.path, background: true }]);
});
