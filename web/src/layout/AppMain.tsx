/**
 * The main area with keep-alive: every visited view without noCache stays mounted (hidden) with its state, its
 * own location and its scroll position; the tag bar's refresh bumps the view's generation, which remounts it.
 * A hidden view does not re-render when another view navigates (see `ViewContent`).
 */
import { observer } from 'mobx-react-lite';
import { createRef, memo, PureComponent, Suspense, useEffect, useMemo, useRef } from 'react';
import {
  type Location,
  NavigationType,
  UNSAFE_LocationContext as LocationContext,
  UNSAFE_RouteContext as RouteContext,
  useLocation,
} from 'react-router-dom';
import { Loading } from '../components/Loading.tsx';
import { type AppRoute, routeByPath } from '../router/routes.ts';
import { screenOf } from '../app/screens/registry.ts';
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
        let kept = locations.current.get(path);
        if (!kept) {
          // a kept tag not yet shown in this session (restored after a reload) gets its location once, kept like the others
          kept = { ...location, pathname: path, search: '', hash: '' };
          locations.current.set(path, kept);
        }
        return <View key={`${path}#${tags.generation[path] ?? 0}`} route={route} active={path === current} location={kept} />;
      })}
    </main>
  );
});

interface ViewProps {
  route: AppRoute;
  active: boolean;
  location: Location;
}

/**
 * A pure component: a kept view keeps its location object, so a navigation elsewhere does not re-render it. A class
 * for `getSnapshotBeforeUpdate`, the one moment the view's scroll position can still be read before it is hidden
 * (a scroll event can come after, when a hidden element reads 0).
 */
class View extends PureComponent<ViewProps> {
  private readonly ref = createRef<HTMLDivElement>();
  private scrollTop = 0;

  override getSnapshotBeforeUpdate(previous: ViewProps): null {
    if (previous.active && !this.props.active && this.ref.current) this.scrollTop = this.ref.current.scrollTop;
    return null;
  }

  override componentDidUpdate(previous: ViewProps): void {
    if (!previous.active && this.props.active && this.ref.current) this.ref.current.scrollTop = this.scrollTop;
  }

  override render() {
    const { route, active, location } = this.props;
    return (
      <div ref={this.ref} className="app-view" hidden={!active} data-path={route.path}>
        <ViewContent route={route} location={location} />
      </div>
    );
  }
}

/** What a view's screen sees of the route tree: it is the whole of it (the screens navigate by absolute paths). */
const VIEW_ROUTE = { outlet: null, matches: [], isDataRoute: false };

/**
 * The screen of a view, memoised apart from the view's frame: showing or hiding a view changes the frame's `hidden`,
 * and re-rendering the screens inside (the one left and the one shown) would cost a switch a render of each.
 *
 * The screen reads the view's own location through React Router's location and route contexts, provided here with
 * values that change only with that location. `<Routes location>` would provide the same, but it also reads the
 * router's location and hands out new context values on every navigation, so every kept list re-rendered whenever
 * any view changed its page, sort or filters.
 */
const ViewContent = memo(function ViewContent({ route, location }: { route: AppRoute; location: Location }) {
  const routing = useMemo(() => ({ location, navigationType: NavigationType.Pop }), [location]);
  return (
    <ScreenErrorBoundary route={route}>
      {() => {
        const Screen = screenOf(route.path);
        return (
          <LocationContext.Provider value={routing}>
            <RouteContext.Provider value={VIEW_ROUTE}>
              <Suspense fallback={<Loading />}>
                <Screen route={route} />
              </Suspense>
            </RouteContext.Provider>
          </LocationContext.Provider>
        );
      }}
    </ScreenErrorBoundary>
  );
});
