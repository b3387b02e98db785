/**
 * The route filter: which routes a role list may see in an area (docs/routes.md, "Route sets").
 * - `caiwu` (finance): the seller routes of the finance groups plus three single routes, in both areas;
 * - the area's full role (`admin` in the admin area, `seller` in the seller area): its whole route set;
 * - neither of those sees a merchant's own screens (`merchantOnly`: "my" money would list every shop's);
 * - anyone else (`admin2`, `seller2`): the routes of the set whose permission label is in the role list.
 * Groups left with no children are dropped; /home, the job centre (/jobs) and the print view (/print) are always there.
 */
import { type GrantedRole, grantedLabels } from '../../../contract/payee.ts';
import { FINANCE_GROUPS, FINANCE_ROUTES, forWholeRoles } from '../../../contract/routes.ts';
import type { Area } from '../../../contract/shell.ts';
import { SHELL_PATHS } from './paths.ts';
import { type AppRoute, BUSINESS_GROUPS, HOME_ROUTE, JOBS_ROUTE, type RouteGroupNode, routeSetOf } from './routes.ts';

export const FINANCE_ROLE = 'caiwu';

const FULL_ROLE: Record<Area, string> = { admin: 'admin', seller: 'seller' };

export interface PermittedRoutes {
  home: AppRoute;
  groups: RouteGroupNode[];
  /** Every permitted path, /home, /jobs and /print included. */
  paths: ReadonlySet<string>;
  /** Permission labels of the permitted routes: the same labels gate the screens' actions (docs/routes.md). */
  labels: ReadonlySet<string>;
  /** Every route of the catalogue, permitted or not (the guard answers 401 for these, 404 for the rest). */
  known: ReadonlySet<string>;
}

const KNOWN: ReadonlySet<string> = new Set([HOME_ROUTE.path, JOBS_ROUTE.path, ...BUSINESS_GROUPS.flatMap((g) => g.children.map((r) => r.path))]);

export function filterRoutes(roles: readonly string[], area: Area): PermittedRoutes {
  let visible: (group: RouteGroupNode, route: AppRoute) => boolean;
  let set = routeSetOf(area);
  // labels no route carries, held by the role kind (contract/payee.ts: seeing a payee's full account)
  let granted: GrantedRole | undefined;
  if (roles.includes(FINANCE_ROLE)) {
    set = routeSetOf('seller');
    visible = (group, route) => forWholeRoles(route) && (FINANCE_GROUPS.includes(group.path) || FINANCE_ROUTES.includes(route.path));
    granted = 'finance';
  } else if (roles.includes(FULL_ROLE[area])) {
    visible = (_, route) => forWholeRoles(route);
    granted = 'full';
  } else {
    const labels = new Set(roles);
    visible = (_, route) => route.meta.label !== undefined && labels.has(route.meta.label);
  }
  const groups = set
    .map((group) => ({ ...group, children: group.children.filter((route) => visible(group, route)) }))
    .filter((group) => group.children.length > 0);
  // the print view asks the upstream for what it prints, which refuses a role that may not ship the orders
  const paths = new Set([HOME_ROUTE.path, JOBS_ROUTE.path, SHELL_PATHS.print, ...groups.flatMap((g) => g.children.map((r) => r.path))]);
  const labels = new Set([...groups.flatMap((g) => g.children.map((r) => r.meta.label ?? '')).filter(Boolean), ...(granted ? grantedLabels(granted) : [])]);
  return { home: HOME_ROUTE, groups, paths, labels, known: KNOWN };
}
