/** The shapes of the route catalogue (contract/routeCatalogue.ts): a route and a menu group as written there. */
import type { Text } from './i18n.ts';

/** A route as the catalogue writes it: its label is not written, labelOf derives it. */
export interface RouteEntry {
  /** Full hash path, e.g. '/goods/index'. */
  path: string;
  title: Text;
  /** Platform governance screens hidden from the seller route set (docs/routes.md, "Route sets"). */
  adminOnly?: true;
  /**
   * A merchant's own screens (docs/routes.md, "Route sets"): left out of the administrator set and of every role given a
   * whole set (the area's full role, finance), so only an account whose labels name them, a merchant, sees them.
   */
  merchantOnly?: true;
}

export interface GroupEntry<Route> {
  /** '/goods' */
  path: string;
  title: Text;
  /**
   * A semantic-ui icon name (https://react.semantic-ui.com/elements/icon/) for the sidebar, e.g. 'shopping bag',
   * 'file alternate', 'truck'. Only names from Semantic UI 2.4's icon set.
   */
  icon: string;
  children: Route[];
}
