/**
 * The screen registry: a route path (or the `sharedScreen` key of the contract's catalogue, for routes sharing one
 * screen) mapped to a lazily imported component. A business issue plugs its screen in here, nothing else changes;
 * a route with no entry shows its title and an empty state.
 */
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { BUSINESS_ROUTES } from '../../../contract/routes.ts';
import type { AppRoute } from '../router/routes.ts';
import { EmptyScreen } from './EmptyScreen.tsx';
import { SCREEN_PATHS } from './routes.ts';

export interface ScreenProps {
  route: AppRoute;
}
export type Screen = ComponentType<ScreenProps>;
type ScreenLoader = () => Promise<{ default: Screen }>;

/**
 * Keys: a route path ('/goods/index', '/home') or a sharedScreen key ('finance/detailList'), e.g.
 * `'/goods/index': () => import('./goods/GoodsList.tsx')`. The described business screens share one chunk whose
 * entry picks the route's description (screens/routes.ts lists them).
 */
const loadScreenHost: ScreenLoader = () => import('./ScreenHost.tsx');
const SCREENS: Record<string, ScreenLoader> = {
  ...Object.fromEntries(SCREEN_PATHS.map((path) => [path, loadScreenHost])),
  '/home': () => import('./dashboard/HomeScreen.tsx'),
  '/datacenter/tradinfo': () => import('./dashboard/DataCentreScreen.tsx'),
  '/datacenter/goodsinfo': () => import('./dashboard/DataCentreScreen.tsx'),
  '/datacenter/storeinfo': () => import('./dashboard/DataCentreScreen.tsx'),
};

const SHARED_KEY = new Map(BUSINESS_ROUTES.filter((r) => r.sharedScreen).map((r) => [r.path, r.sharedScreen as string]));
const loaded = new Map<string, LazyExoticComponent<Screen>>();

export function screenOf(path: string): Screen | LazyExoticComponent<Screen> {
  const key = path in SCREENS ? path : SHARED_KEY.get(path);
  const loader = key === undefined ? undefined : SCREENS[key];
  if (!key || !loader) return EmptyScreen;
  let screen = loaded.get(key);
  if (!screen) {
    // A failed chunk load (a deploy replaced it, the network dropped) is forgotten, so a retry imports it afresh.
    screen = lazy(() =>
      loader().catch((error: unknown) => {
        loaded.delete(key);
        throw error;
      }),
    );
    loaded.set(key, screen);
  }
  return screen;
}
