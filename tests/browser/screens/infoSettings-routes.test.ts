/**
 * The 21 settings routes of /infoManagement as admin, in zh then en (see visit.ts for what each visit checks), and as
 * the operator, whose labels include none of them: absent from its menu, 401 when typed in.
 */
import t from 'tap';
import { INFO_SETTINGS } from '../../../contract/resources/infoSettings/index.ts';
import { requireChromium } from '../../helpers/browser.ts';
import { startConsole } from '../console.ts';
import { checkRoleRoutes, visitRoutes } from './visit.ts';

if (requireChromium(t)) {
  const { stack, browser } = await startConsole(t);
  const paths = Object.keys(INFO_SETTINGS).map((name) => `/infoManagement/${name}`);
  visitRoutes(t, browser, stack.url, { paths });
  checkRoleRoutes(t, browser, stack.url, { account: 'operator', paths });
}
