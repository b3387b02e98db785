/**
 * The menu asks for a screen's first query as it is clicked, before the navigation renders the screen: the upstream
 * answers while the layout and the screen render (docs/data-loading.md "Prefetch"). The menu lives in the shell's
 * chunk and knows no screen; the screens' chunk registers how a path's first query is found once it has loaded (a
 * first click before that loads the chunk anyway, and the screen asks on mount).
 */
import type { QueryClient } from '@tanstack/react-query';
import type { Api } from './api.ts';

export type ScreenPrefetcher = (client: QueryClient, api: Api, path: string) => void;

let prefetcher: ScreenPrefetcher | undefined;

export function setScreenPrefetcher(next: ScreenPrefetcher): void {
  prefetcher = next;
}

/** Starts the first query of the screen at `path`, when the screens' chunk knows one. */
export function prefetchScreen(client: QueryClient, api: Api, path: string): void {
  prefetcher?.(client, api, path);
}
