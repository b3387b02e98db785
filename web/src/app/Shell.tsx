/**
 * The logged-in console, loaded on demand: route generation from the stored roles (the guard's generateRoutes
 * step) and the layout.
 */
import { useLayoutEffect } from 'react';
import { Layout } from '../layout/Layout.tsx';
import { Loading } from '../pages/Loading.tsx';
import { filterRoutes } from '../router/filter.ts';
import { useStores } from '../stores/index.ts';

/** Generates the routes this session's roles may see; the guard then decides again. */
export function RouteGenerator() {
  const { session, permission } = useStores();
  useLayoutEffect(() => {
    permission.setRoutes(filterRoutes(session.roles, session.area));
  }, [permission, session]);
  return <Loading />;
}

export default function Shell() {
  return <Layout />;
}
