/**
 * The operator's preferences as the upstream keeps them per account (docs/views.md): one TanStack query for the
 * session, read by the views bar, the column layouts and the sidebar's pinned and recent pages.
 */
import type { QueryClient } from '@tanstack/react-query';
import { type Preferences, VIEWS_ENDPOINTS } from '../../../contract/resources/views.ts';
import { apiKey } from '../lib/queries.ts';
import { useApiQuery } from './useApi.ts';

export const PREFERENCES_KEY = apiKey(VIEWS_ENDPOINTS.preferencesRead);

/** The preferences change only through this console's own calls, which update the cache: no need to ask again on every mount. */
export function usePreferences() {
  return useApiQuery(VIEWS_ENDPOINTS.preferencesRead, {}, { staleTime: 5 * 60_000 });
}

export function cachedPreferences(client: QueryClient): Preferences | undefined {
  return client.getQueryData<Preferences>(PREFERENCES_KEY);
}

/** Changes the cached preferences at once (the screen follows), then tells the upstream; a refusal reloads them. */
export function updatePreferences(client: QueryClient, change: (p: Preferences) => Preferences, save: () => Promise<unknown>): void {
  const now = cachedPreferences(client);
  if (now) client.setQueryData(PREFERENCES_KEY, change(now));
  void save().catch(() => client.invalidateQueries({ queryKey: PREFERENCES_KEY }));
}

