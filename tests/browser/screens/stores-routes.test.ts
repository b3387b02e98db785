/** The 20 routes of merchants and stores, offline stores and shops, business circles, as admin in zh then en. */
import t from 'tap';
import { BUSINESS_ROUTES } from '../../../contract/index.ts';
import { requireChromium } from '../../helpers/browser.ts';
import { startConsole } from '../console.ts';
import { visitRoutes } from './visit.ts';

const GROUPS = ['/store/', '/offlineStore/', '/offlineShop/', '/businessCommunity/'];

if (requireChromium(t)) {
  const { stack, browser } = await startConsole(t);
  const paths = BUSINESS_ROUTES.filter((r) => GROUPS.some((g) => r.path.startsWith(g))).map((r) => r.path);
  t.equal(paths.length, 20, 'the area has 20 routes');
  visitRoutes(t, browser, stack.url, { paths });
}
