/**
 * The first page a list screen opened from the menu asks for, derived as the list screen derives it from a plain link
 * (no filters, its default tab, the first page, the default size and sort): the menu prefetches it on the click
 * (lib/screenPrefetch.ts, docs/data-loading.md "Prefetch").
 */
import { RESOURCE_ENDPOINTS, RESOURCES } from '../../../../contract/index.ts';
import type { QueryClient } from '@tanstack/react-query';
import type { Api } from '../../lib/api.ts';
import type { ScreenDescription } from '../descriptions/types.ts';
import { readListState, upstreamQuery } from '../lib/listQuery.ts';
import { listQueryOptions } from '../hooks/useList.ts';

/** Prefetches the first page of a list screen's description (the screen host gives the route's description). */
export function prefetchFirstPage(client: QueryClient, api: Api, desc: ScreenDescription | undefined): void {
  if (desc?.kind !== 'list' && desc?.kind !== 'audit') return;
  const def = RESOURCES[desc.resource];
  const tabs = desc.tabs ?? def.tabs ?? [];
  const state = readListState(new URLSearchParams(), [], tabs, desc.defaultTab);
  const query = upstreamQuery(state, { fixed: desc.fixed, tabs, defaultSort: def.defaultSort });
  void client.prefetchQuery(listQueryOptions(api, RESOURCE_ENDPOINTS[desc.resource].list, query));
}
