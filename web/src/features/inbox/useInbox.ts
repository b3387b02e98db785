/**
 * The account's inbox as the upstream keeps it (docs/events.md "The inbox in the console"): one TanStack query, read
 * by the bell and its panel. It is read again when an `inbox` event arrives on the gateway's stream, when the stream
 * (re)opens, and when the window gets the focus back (another browser of the account may have read items): never on
 * a timer. Those reads are the console's own, not activity (contract/activity.ts: the contract says so of the inbox
 * read, and the lists and counts an event makes stale are read as background: lib/queries.ts `refreshOnItsOwn`). The
 * writes answer the new unread total; the query is read again after each, for the groups' counts.
 */
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { BodyOf, DataOf, Endpoint } from '../../../../contract/endpoint.ts';
import { useApiQuery } from '../../hooks/useApi.ts';
import { useLang } from '../../hooks/useLang.ts';
import type { Call } from '../../lib/api.ts';
import { listen, RESYNC } from '../../lib/gatewayEvents.ts';
import { dataOf, type LoadFailure, pathKey, refreshOnItsOwn } from '../../lib/queries.ts';
import { useStores } from '../../stores/index.ts';
import { type Inbox, INBOX_EVENT, type InboxEvent, inboxCalls, type UpstreamEventKind } from './inboxCalls.ts';
import { HOME_STATS_PATH, STALE_ON } from './kindEffects.ts';
import { joinSoundElection, rings } from './soundLeader.ts';

/** Items per kind the panel lists: the newest; the kind's list screen has the rest. */
const ITEMS_PER_KIND = 20;
const INBOX_KEY = pathKey(inboxCalls.inboxRead.path);

export function useInbox() {
  return useApiQuery(inboxCalls.inboxRead, { query: { limit: ITEMS_PER_KIND }, quiet: true, background: true }, { refetchOnWindowFocus: true });
}

const refreshInbox = (client: QueryClient) => refreshOnItsOwn(client, { queryKey: INBOX_KEY });

function mutedNow(client: QueryClient, kind: string): boolean {
  const inboxes = client.getQueriesData<Inbox>({ queryKey: INBOX_KEY });
  return inboxes.some(([, inbox]) => inbox?.groups.some((group) => group.kind === kind && group.muted));
}

/**
 * Follows the stream's `inbox` events while the bell is mounted (signed in): the inbox and the queries the kind
 * changes (STALE_ON: lists, their tab counts, the to-do counts) are read again, and `onNew` runs in the one tab of the
 * browser that rings (soundLeader.ts) unless the kind is muted.
 */
export function useInboxLive(onNew: (event: InboxEvent) => void): void {
  const client = useQueryClient();
  const lang = useLang();
  const latest = useRef(onNew);
  latest.current = onNew;
  useEffect(() => {
    const leave = joinSoundElection();
    const stopInbox = listen(INBOX_EVENT, lang, (data) => {
      const event = data as InboxEvent;
      for (const path of STALE_ON[event.kind] ?? []) void refreshOnItsOwn(client, { queryKey: pathKey(path) });
      // muted is decided on the inbox read after the event: another tab or browser may have muted the kind since
      void refreshInbox(client).then(() => {
        if (!mutedNow(client, event.kind) && rings()) latest.current(event);
      });
    });
    // the stream was down: what arrived meanwhile is read once, the counts with it
    const stopResync = listen(RESYNC, lang, () => {
      void refreshInbox(client);
      void refreshOnItsOwn(client, { queryKey: pathKey(HOME_STATS_PATH) });
    });
    // TanStack refetches on a tab shown again; a window focused beside another one needs its own call
    const onFocus = () => void refreshInbox(client);
    window.addEventListener('focus', onFocus);
    return () => {
      leave();
      stopInbox();
      stopResync();
      window.removeEventListener('focus', onFocus);
    };
  }, [client, lang]);
}

/** One of the inbox's writes; the inbox is read again after it, whatever the answer (a refusal says why in a toast). */
function useInboxWrite<E extends Endpoint>(call: Call<E>) {
  const { api } = useStores();
  const client = useQueryClient();
  return useMutation<DataOf<E>, LoadFailure, BodyOf<E>>({
    mutationFn: async (body) => dataOf(await api(call, { body })),
    onSettled: () => void client.invalidateQueries({ queryKey: INBOX_KEY }),
  });
}

export function useInboxActions() {
  const markRead = useInboxWrite(inboxCalls.inboxMarkRead);
  const markAllRead = useInboxWrite(inboxCalls.inboxMarkAllRead);
  const mute = useInboxWrite(inboxCalls.inboxMute);
  return {
    busy: markRead.isPending || markAllRead.isPending || mute.isPending,
    markRead: (ids: number[]) => markRead.mutate({ ids }),
    markAllRead: () => markAllRead.mutate({}),
    /** A group's kind: the upstream lists only kinds it publishes, which are the ones it lets mute. */
    mute: (kind: string, muted: boolean) => mute.mutate({ kind: kind as UpstreamEventKind, muted }),
  };
}
