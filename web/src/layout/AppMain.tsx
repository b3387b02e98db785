/**
 * The main area with keep-alive: every visited view without noCache stays mounted (hidden) with its state, its
 * own location and its scroll position; the tag bar's refresh bumps the view's generation, which remounts it.
 */
import { observer } from 'mobx-react-lite';
import { memo, Suspense, useEffect, useLayoutEffect, useRef } from 'react';
import { type Location, Route, Routes, useLocation } from 'react-router-dom';
import { Loading } from '../pages/Loading.tsx';
import { type AppRoute, routeByPath } from '../router/routes.ts';
import { screenOf } from '../screens/registry.ts';
import { useStores } from '../stores/index.ts';
import { ScreenErrorBoundary } from './ScreenErrorBoundary.tsx';

export const AppMain = observer(function AppMain() {
  const location = useLocation();
  const { tags, permission } = useStores();
  const locations = useRef(new Map<string, Location>());
  const current = location.pathname;
  locations.current.set(current, location);

  useEffect(() => {
    const route = routeByPath(location.pathname);
    if (route) tags.addView(route, `${location.pathname}${location.search}`);
  }, [location.pathname, location.search, tags]);

  const kept = tags.visited.filter((v) => !v.meta.noCache && permission.permitted(v.path)).map((v) => v.path);
  const paths = kept.includes(current) ? kept : [...kept, current];
  for (const path of locations.current.keys()) if (!paths.includes(path)) locations.current.delete(path);

  return (
    <main className="app-main">
      {paths.map((path) => {
        const route = routeByPath(path);
        if (!route) return null;
        return (
          <View
            key={`${path}#${tags.generation[path] ?? 0}`}
            route={route}
            active={path === current}
            location={locations.current.get(path) ?? { ...location, pathname: path, search: '', hash: '' }}
          />
        );
      })}
    </main>
  );
});

/** Memoised: a kept view keeps its location object, so a navigation elsewhere does not re-render it. */
const View = memo(function View({ route, active, location }: { route: AppRoute; active: boolean; location: Location }) {
  const ref = useRef<HTMLDivElement>(null);
  const scrollTop = useRef(0);
  useLayoutEffect(() => {
    if (active && ref.current) ref.current.scrollTop = scrollTop.current;
  }, [active]);
  return (
    <div
      ref={ref}
      className="app-view"
      hidden={!active}
      data-path={route.path}
      onScroll={(e) => {
        scrollTop.current = e.currentTarget.scrollTop;
      }}
    >
      <ScreenErrorBoundary route={route}>
        {() => {
          const Screen = screenOf(route.path);
          return (
            // a hidden view keeps reading its own location, not the active one
            <Routes location={location}>
              <Route
                path="*"
                element={
                  <Suspense fallback={<Loading />}>
                    <Screen route={route} />
                  </Suspense>
                }
              />
            </Routes>
          );
        }}
      </ScreenErrorBoundary>
    </div>
  );
});
