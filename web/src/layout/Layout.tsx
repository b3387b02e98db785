/**
 * The layout (vue-element-admin's): sidebar, top bar, tag bar and the main area. Below 1024 px (3 px tolerance) the
 * device is mobile and the sidebar closes by itself, also on every route change.
 */
import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import toast from 'react-hot-toast';
import { useLocation, useNavigate } from 'react-router-dom';
import { filterRoutes } from '../router/filter.ts';
import { SHELL_PATHS } from '../router/paths.ts';
import { useStores } from '../stores/index.ts';
import { GET_INFO_ERROR } from '../stores/session.ts';
import { AppMain } from './AppMain.tsx';
import { Navbar } from './Navbar.tsx';
import { Sidebar } from './Sidebar.tsx';
import { TagsView } from './TagsView.tsx';

/** Tries of the user call when the upstream fails: a passing failure must not cost the operator the session. */
const GET_INFO_ATTEMPTS = 3;

export const Layout = observer(function Layout() {
  const stores = useStores();
  const { app, session, permission } = stores;
  const { pathname } = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    const onResize = () => app.updateDevice(window.innerWidth);
    onResize();
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, [app]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every route change, hence the path
  useEffect(() => {
    if (app.device === 'mobile' && app.sidebarOpened) app.closeSidebar(true);
  }, [pathname]);

  // once per session in the layout: useNavigate's function changes with every route, so it is read through a ref
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;
  useEffect(() => {
    const hadRoles = session.roles.length > 0;
    let unmounted = false;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const load = (attempt: number) =>
      session.getInfo().then(() => {
        // a session whose role cookie was lost falls back to the account's roles: the routes follow them
        if (!hadRoles) permission.setRoutes(filterRoutes(session.roles, session.area));
      }, (error: Error) => {
        // status 10 has already ended the session and shown the login
        if (unmounted || !session.loggedIn) return;
        if (error.message !== GET_INFO_ERROR) {
          // The upstream failed or was out of reach (the request layer said so): the session is still good, so it
          // stays; the call is tried again a few times for the name and avatar.
          if (attempt < GET_INFO_ATTEMPTS) retry = setTimeout(() => load(attempt + 1), attempt * 1000);
          return;
        }
        toast.error(error.message);
        stores.endSession();
        navigateRef.current(SHELL_PATHS.login, { replace: true });
      });
    void load(1);
    return () => {
      unmounted = true;
      clearTimeout(retry);
    };
  }, [session, permission, stores]);

  const classes = [
    'app-wrapper',
    app.sidebarOpened ? 'open-sidebar' : 'hide-sidebar',
    app.device === 'mobile' ? 'mobile' : '',
    app.withoutAnimation ? 'without-animation' : '',
  ];
  return (
    <div className={classes.filter(Boolean).join(' ')}>
      {app.device === 'mobile' && app.sidebarOpened ? (
        <div className="drawer-bg" onClick={() => app.closeSidebar(false)} />
      ) : null}
      <Sidebar />
      <div className="main-container">
        <div className="fixed-header">
          <Navbar />
          <TagsView />
        </div>
        <AppMain />
      </div>
    </div>
  );
});
