/** Every route of the first screens issue as admin, in zh then en (see visit.ts for what each visit checks). */
import t from 'tap';
import { BUSINESS_ROUTES } from '../../../contract/index.ts';
import { requireChromium } from '../../helpers/browser.ts';
import { startConsole } from '../console.ts';
import { visitRoutes } from './visit.ts';

const GROUPS = ['/goods/', '/other/', '/shipments/', '/order/', '/afterSale/', '/batches/'];
/** What the lookups search for: a phone prefix many buyers share, a common goods word. */
const QUERIES: Record<string, string> = { '/order/searchOrder': '138', '/batches/commoditySearch': '茶' };

if (requireChromium(t)) {
  const { stack, browser } = await startConsole(t);
  const paths = [...BUSINESS_ROUTES.filter((r) => GROUPS.some((g) => r.path.startsWith(g))).map((r) => r.path), '/infoManagement/classify'];
  visitRoutes(t, browser, stack.url, { paths, queries: QUERIES });
}
