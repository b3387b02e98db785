/**
 * The route table: the shell routes and the 238 business routes of contract/routes.ts, as data. A business screen
 * is plugged in by path in app/screens/registry.ts; the table itself never names a component.
 */
import type { Area } from '../../../contract/shell.ts';
import type { Text } from '../../../contract/i18n.ts';
import { ROUTE_GROUPS, inRouteSet } from '../../../contract/routes.ts';
import { SHELL_PATHS } from './paths.ts';


export interface RouteMeta {
  title: Text;
  icon?: string;
  /** The view is not kept alive when left. */
  noCache?: boolean;
  /** Permission label (docs/routes.md, "Permission labels"). */
  label?: string;
}

export interface AppRoute {
  path: string;
  /** Unique name (labels are not unique: two routes share goods_instalment). */
  name: string;
  meta: RouteMeta;
  /** Platform governance screens, left out of the seller route set. */
  adminOnly?: boolean;
  /** A merchant's own screens: left out of the administrator set and of the roles given a whole set (contract/routes.ts). */
  merchantOnly?: boolean;
}

export interface RouteGroupNode {
  path: string;
  meta: { title: Text; icon: string };
  children: AppRoute[];
}

export const HOME_ROUTE: AppRoute = {
  path: SHELL_PATHS.home,
  name: 'home',
  meta: { title: { zh: '首页', en: 'Home' }, icon: 'dashboard', noCache: true },
};

/** The job centre: a shell page like home, open to every signed-in account (it lists only the account's own jobs). */
export const JOBS_ROUTE: AppRoute = {
  path: SHELL_PATHS.jobs,
  name: 'jobs',
  meta: { title: { zh: '任务中心', en: 'Job centre' }, icon: 'tasks' },
};

/** Every business route as an AppRoute, grouped in menu order. */
export const BUSINESS_GROUPS: RouteGroupNode[] = ROUTE_GROUPS.map((group) => ({
  path: group.path,
  meta: { title: group.title, icon: group.icon },
  children: group.children.map((route) => ({
    path: route.path,
    name: route.path.split('/').filter(Boolean).join('_'),
    meta: { title: route.title, label: route.label },
    ...(route.adminOnly ? { adminOnly: true } : {}),
    ...(route.merchantOnly ? { merchantOnly: true } : {}),
  })),
}));

const BY_PATH = new Map<string, AppRoute>(
  [HOME_ROUTE, JOBS_ROUTE, ...BUSINESS_GROUPS.flatMap((g) => g.children)].map((route) => [route.path, route]),
);

/** The home route, the job centre or a business route by its path. */
export function routeByPath(path: string): AppRoute | undefined {
  return BY_PATH.get(path);
}

export function groupOf(path: string): RouteGroupNode | undefined {
  return BUSINESS_GROUPS.find((group) => group.children.some((child) => child.path === path));
}

/** The route set of an area: administrators all but a merchant's own screens, sellers all but the admin-only ones. */
export function routeSetOf(area: Area): RouteGroupNode[] {
  return BUSINESS_GROUPS.map((group) => ({ ...group, children: group.children.filter((r) => inRouteSet(r, area)) })).filter(
    (group) => group.children.length > 0,
  );
}
