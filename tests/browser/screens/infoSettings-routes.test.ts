/**
 * The 21 settings routes of /infoManagement as admin, in zh then en (see visit.ts for what each visit checks), and as
 * the operator, whose labels include none of them: absent from its menu, 401 when typed in.
 */
import t from 'tap';
import { requireChromium } from '../../helpers/browser.ts';
import { startConsole } from '../console.ts';
import { ROUTE_SETS } from './route-sets.ts';
import { checkRoleRoutes, visitRoutes } from './visit.ts';

if (requireChromium(t)) {
  const { stack, browser } = await startConsole(t);
  const paths = ROUTE_SETS.infoSettings;
  visitRoutes(t, browser, stack.url, { paths });
  checkRoleRoutes(t, browser, stack.url, { account: 'operator', paths });
}
