/** The 20 routes of merchants and stores, offline stores and shops, business circles, as admin in zh then en. */
import t from 'tap';
import { requireChromium } from '../../helpers/browser.ts';
import { startConsole } from '../console.ts';
import { ROUTE_SETS } from './route-sets.ts';
import { visitRoutes } from './visit.ts';

if (requireChromium(t)) {
  const { stack, browser } = await startConsole(t);
  const paths = ROUTE_SETS.stores;
  t.equal(paths.length, 20, 'the area has 20 routes');
  visitRoutes(t, browser, stack.url, { paths });
}
