/**
 * axe-core over the business routes that no route test visits (screens/route-sets.ts: the data centre's dashboards),
 * as admin, in zh and en. Every other route is scanned inside its visit (screens/visit.ts), so each of the 242 routes
 * is scanned once per language.
 */
import t from 'tap';
import { BUSINESS_ROUTES } from '../../contract/index.ts';
import { requireChromium } from '../helpers/browser.ts';
import { scanRoutes } from './a11y-scan.ts';
import { startConsole } from './console.ts';
import { ROUTE_SETS, routesVisitedByNone } from './screens/route-sets.ts';

const rest = routesVisitedByNone();
const visited = Object.values(ROUTE_SETS).flat();
t.equal(new Set(visited).size, visited.length, 'no route is visited by two route tests');
t.equal(visited.length + rest.length, BUSINESS_ROUTES.length, 'the route tests and this scan cover every business route');

if (requireChromium(t)) {
  const { stack, browser } = await startConsole(t);
  for (const lang of ['zh', 'en'] as const) scanRoutes(t, browser, stack.url, { paths: rest, lang });
}
