/**
 * The console's business routes as the menu lists them (docs/routes.md): 238 routes in 39 groups, in menu order, each
 * with its path, title and whether it is a platform governance screen. Data only: contract/routes.ts derives the
 * labels, the flat list and the route sets from it.
 *
 * - Groups keep the menu's order. Each single-screen route (/smsConfig/index, /richText/index, ...) is its own group
 *   with one child; /shipments holds the shipping list and its settings.
 * - adminOnly: the platform governance screens left out of the seller route set (docs/routes.md, "Route sets").
 */
import { OPERATIONS_GROUPS } from './routeCatalogueOperations.ts';
import { SERVICE_GROUPS } from './routeCatalogueServices.ts';
import { TRADE_GROUPS } from './routeCatalogueTrade.ts';
import type { GroupEntry, RouteEntry } from './routeEntry.ts';

export type { GroupEntry, RouteEntry } from './routeEntry.ts';

/** The menu, top to bottom: three files by their place in it, each under 300 lines. */
export const CATALOGUE: GroupEntry<RouteEntry>[] = [...TRADE_GROUPS, ...SERVICE_GROUPS, ...OPERATIONS_GROUPS];
