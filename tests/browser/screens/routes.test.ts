/** Every route of the first screens issue as admin, in zh then en (see visit.ts for what each visit checks). */
import t from 'tap';
import { requireChromium } from '../../helpers/browser.ts';
import { startConsole } from '../console.ts';
import { ROUTE_SETS } from './route-sets.ts';
import { visitRoutes } from './visit.ts';

/** What the lookups search for: a phone prefix many buyers share, a common goods word. */
const QUERIES: Record<string, string> = { '/order/searchOrder': '138', '/batches/commoditySearch': '茶' };

if (requireChromium(t)) {
  const { stack, browser } = await startConsole(t);
  visitRoutes(t, browser, stack.url, { paths: ROUTE_SETS.orders, queries: QUERIES });
}
