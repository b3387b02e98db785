/**
 * The console's business routes (docs/routes.md) as the shell and the mock read them: the catalogue
 * (routeCatalogue.ts, 238 routes in menu order) with each route's permission label, flat, and the finance role's set.
 * The shell routes (/login, /authredirect, /404, /401) and /home are not part of it.
 *
 * - A route's permission label is derived from its path (labelOf): NAMED_LABELS where the product names one, else the
 *   two path segments joined by '_'. Nothing here repeats it.
 */

import { CATALOGUE, type GroupEntry, type RouteEntry } from './routeCatalogue.ts';
import type { Area } from './shell.ts';

export interface BusinessRoute extends RouteEntry {
  /** Permission label: labelOf(path), e.g. 'order_index', 'goods_list'. */
  label: string;
}

export type RouteGroup = GroupEntry<BusinessRoute>;

/**
 * The labels the product names for a route (docs/routes.md, "Permission labels"); every other route's label is its
 * two path segments joined by '_'. Two routes may share a label (goods_instalment).
 */
export const NAMED_LABELS: Readonly<Record<string, string>> = {
  '/goods/index': 'goods_list',
  '/goods/promotionGoods': 'goods_promotion',
  '/goods/gogoGoods': 'goods_gogo',
  '/goods/ElectricityReturn': 'goods_instalment',
  '/goods/instalment': 'goods_instalment',
  '/other/preAuth': 'goods_pre_auth',
  '/other/auth': 'goods_auth',
  '/other/expect': 'goods_expect',
  '/shipments/shipments': 'shipments_list',
};

/** The permission label of a business route path: its named label, else its path segments joined by '_'. */
export function labelOf(path: string): string {
  return NAMED_LABELS[path] ?? path.split('/').filter((segment) => segment !== '').join('_');
}

export const ROUTE_GROUPS: RouteGroup[] = CATALOGUE.map((group) => ({
  ...group,
  children: group.children.map((route) => ({ ...route, label: labelOf(route.path) })),
}));

/** Every business route, flat, in menu order. */
export const BUSINESS_ROUTES: BusinessRoute[] = ROUTE_GROUPS.flatMap((g) => g.children);

/** A route's two set flags, as the catalogue and the console's route table both carry them. */
export interface RouteScope {
  adminOnly?: boolean;
  merchantOnly?: boolean;
}

/**
 * Whether a route is in an area's route set (docs/routes.md, "Route sets"): the seller set leaves out the platform's
 * governance screens, the administrator set a merchant's own screens. An account's labels are picked from this set.
 */
export function inRouteSet(route: RouteScope, area: Area): boolean {
  return area === 'admin' ? route.merchantOnly !== true : route.adminOnly !== true;
}

/**
 * Whether a role given routes wholesale (an area's full role, finance's allow-list) gets this one: never a merchant's
 * own screen, whose list would hold every shop's records under the title "mine"; the platform reads those on its own
 * screens. The one rule the console's route filter and the upstream's labels both follow.
 */
export function forWholeRoles(route: RouteScope): boolean {
  return route.merchantOnly !== true;
}

/**
 * The finance role's allow-list of the seller set (docs/routes.md, "Route sets"): every route of these groups, and
 * these single routes. The console's route filter and the mock's labels for the finance account both read it.
 */
export const FINANCE_GROUPS: readonly string[] = ['/order', '/memberList', '/finance', '/withDraw', '/store', '/offlineStore', '/serviceOfficer'];
export const FINANCE_ROUTES: readonly string[] = ['/serviceSetting/index', '/infoManagement/setting', '/infoManagement/asset'];

/** The labels of the routes under some path prefixes, except some paths: who may read a resource those screens share. */
export function labelsUnder(prefixes: readonly string[], except: readonly string[] = []): string[] {
  return BUSINESS_ROUTES.filter((r) => prefixes.some((p) => r.path.startsWith(p)) && !except.includes(r.path)).map((r) => r.label);
}
