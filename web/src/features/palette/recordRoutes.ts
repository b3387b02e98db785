/**
 * Where a found record opens (docs/palette.md, "Records"): the screen of its own kind (an order's type, a goods'
 * zone, the in-store after-sales) when the role may open it, else its resource's general screen, with `?open=<id>`
 * so the list opens the record's detail drawer. Undefined when the role may open none of them.
 */
import type { SearchHit, SearchKind } from '../../../../contract/resources/search.ts';
import { ORDER_ROUTES, ZONE_ROUTES } from '../../screens/routes.ts';

const pathsOf = (routes: Record<string, string>, value: string) => Object.keys(routes).filter((path) => routes[path] === value);

const CANDIDATES: Record<SearchKind, (screen: string) => string[]> = {
  order: (type) => [...pathsOf(ORDER_ROUTES, type), '/order/index'],
  afterSale: (screen) => (screen === 'store' ? ['/afterSale/storeAfterSale', '/afterSale/index'] : ['/afterSale/index']),
  withdrawal: () => ['/withDraw/index'],
  member: () => ['/memberList/list'],
  goods: (zone) => [...pathsOf(ZONE_ROUTES, zone), '/goods/index'],
};

/** The URL of the record's drawer on the first of its screens `permitted` lets the role open. */
export function recordTarget(hit: SearchHit, permitted: (path: string) => boolean): string | undefined {
  const path = CANDIDATES[hit.kind](hit.screen).find(permitted);
  return path && `${path}?open=${hit.id}`;
}
