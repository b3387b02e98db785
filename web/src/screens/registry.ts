/**
 * The screen registry: a route path mapped to a lazily imported component. Every business route of the contract's
 * catalogue opens the described screens' chunk (its description says what it shows); the dashboards have their own.
 */
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { BUSINESS_ROUTES } from '../../../contract/routes.ts';
import type { AppRoute } from '../router/routes.ts';

export interface ScreenProps {
  route: AppRoute;
}
export type Screen = ComponentType<ScreenProps>;
type ScreenLoader = () => Promise<{ default: Screen }>;

/** The described business screens share one chunk whose entry picks the route's description. */
const loadScreenHost: ScreenLoader = () => import('./ScreenHost.tsx');
const SCREENS: Record<string, ScreenLoader> = {
  ...Object.fromEntries(BUSINESS_ROUTES.map((route) => [route.path, loadScreenHost])),
  '/home': () => import('./dashboard/HomeScreen.tsx'),
  '/datacenter/tradinfo': () => import('./dashboard/DataCentreScreen.tsx'),
  '/datacenter/goodsinfo': () => import('./dashboard/DataCentreScreen.tsx'),
  '/datacenter/storeinfo': () => import('./dashboard/DataCentreScreen.tsx'),
};

const loaded = new Map<string, LazyExoticComponent<Screen>>();

export function screenOf(path: string): Screen | LazyExoticComponent<Screen> {
  const loader = SCREENS[path];
  if (!loader) throw new Error(`${path}: no screen`);
  let screen = loaded.get(path);
  if (!screen) {
    // A failed chunk load (a deploy replaced it, the network dropped) is forgotten, so a retry imports it afresh.
    screen = lazy(() =>
      loader().catch((error: unknown) => {
        loaded.delete(path);
        throw error;
      }),
    );
    loaded.set(path, screen);
  }
  return screen;
}
