/**
 * The screen registry: a route path mapped to a lazily imported component. Every business route of the contract's
 * catalogue opens the described screens' chunk (its description says what it shows); the dashboards have their own.
 */
import { type LazyExoticComponent, lazy } from 'react';
import { BUSINESS_ROUTES } from '../../../../contract/routes.ts';
import type { Screen } from '../../screens/screen.ts';

type ScreenLoader = () => Promise<{ default: Screen }>;

/** The described business screens share one chunk whose entry picks the route's description. */
const loadScreenHost: ScreenLoader = () => import('./ScreenHost.tsx');
const SCREENS: Record<string, ScreenLoader> = {
  ...Object.fromEntries(BUSINESS_ROUTES.map((route) => [route.path, loadScreenHost])),
  '/home': () => import('../../areas/dashboard/HomeScreen.tsx'),
  '/jobs': () => import('../../features/jobs/JobCentreScreen.tsx'),
  '/datacenter/tradinfo': () => import('../../areas/dashboard/DataCentreScreen.tsx'),
  '/datacenter/goodsinfo': () => import('../../areas/dashboard/DataCentreScreen.tsx'),
  '/datacenter/storeinfo': () => import('../../areas/dashboard/DataCentreScreen.tsx'),
};

const loaded = new Map<string, Screen | LazyExoticComponent<Screen>>();
/** Screen modules already imported, by loader. */
const imported = new Map<ScreenLoader, Screen>();

/**
 * The screen of a path, the same component every time for that path (a new one would remount a kept view). A
 * path opened after its module was imported gets the component itself, not a lazy one: a lazy component suspends on
 * its first render even when its module is already there, and the Suspense fallback and the retry cost a new
 * screen its first frames (its list request left about 100 ms after the click).
 */
export function screenOf(path: string): Screen | LazyExoticComponent<Screen> {
  const loader = SCREENS[path];
  if (!loader) throw new Error(`${path}: no screen`);
  let screen = loaded.get(path);
  if (!screen) {
    // A failed chunk load (a deploy replaced it, the network dropped) is forgotten, so a retry imports it afresh.
    screen =
      imported.get(loader) ??
      lazy(() =>
        loader().then(
          (module) => {
            imported.set(loader, module.default);
            return module;
          },
          (error: unknown) => {
            loaded.delete(path);
            throw error;
          },
        ),
      );
    loaded.set(path, screen);
  }
  return screen;
}
