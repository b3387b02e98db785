/**
 * Applies the guard's decision (router/guard.ts) to the current location. The login and error pages are part of
 * the first bundle; the layout, the route table and every screen load on demand.
 */
import { observer } from 'mobx-react-lite';
import { lazy, Suspense } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { LoginPage } from '../features/login/LoginPage.tsx';
import { AuthRedirect } from '../pages/AuthRedirect.tsx';
import { ErrorPage } from '../pages/ErrorPage.tsx';
import { Loading } from '../components/Loading.tsx';
import { decide } from '../router/guard.ts';
import { SHELL_PATHS } from '../router/paths.ts';
import { useStores } from '../stores/index.ts';

const Shell = lazy(() => import('./Shell.tsx'));
const PrintView = lazy(() => import('../areas/trade/print/PrintView.tsx'));
const RouteGenerator = lazy(() => import('./Shell.tsx').then((m) => ({ default: m.RouteGenerator })));

export const GuardedRoutes = observer(function GuardedRoutes() {
  const { pathname, state } = useLocation();
  const { session, permission } = useStores();
  const decision = decide(pathname, {
    hasToken: session.loggedIn,
    routesReady: permission.ready,
    permitted: (path) => permission.permitted(path),
    known: (path) => permission.known(path),
    afterLogin: (state as { afterLogin?: boolean } | null)?.afterLogin === true,
  });
  if (decision.action === 'redirect') return <Navigate to={decision.to} replace />;
  if (decision.action === 'generateRoutes') {
    return (
      <Suspense fallback={<Loading />}>
        <RouteGenerator />
      </Suspense>
    );
  }
  switch (pathname) {
    case SHELL_PATHS.login:
      return <LoginPage />;
    case SHELL_PATHS.authRedirect:
      return <AuthRedirect />;
    case SHELL_PATHS.notFound:
      return <ErrorPage code={404} />;
    case SHELL_PATHS.forbidden:
      return <ErrorPage code={401} />;
    case SHELL_PATHS.print:
      return (
        <Suspense fallback={<Loading />}>
          <PrintView />
        </Suspense>
      );
    default:
      return (
        <Suspense fallback={<Loading />}>
          <Shell />
        </Suspense>
      );
  }
});
