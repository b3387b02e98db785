/**
 * The logged-in console, loaded on demand: route generation from the stored roles (the guard's generateRoutes
 * step) and the layout.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { useLayoutEffect, useState } from 'react';
import { Layout } from '../layout/Layout.tsx';
import { createQueryClient } from '../lib/queries.ts';
import { Loading } from '../components/Loading.tsx';
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

/** The query cache lives as long as the logged-in shell: a logout unmounts it, so the next account starts empty. */
export default function Shell() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <Layout />
    </QueryClientProvider>
  );
}
