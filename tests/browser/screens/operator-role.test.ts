/**
 * The operator (admin2) over the 96 routes of the third screens issue: its menu lists exactly the routes of its
 * labels, each of them opens with its data, every other one typed in shows 401.
 */
import t from 'tap';
import { BUSINESS_ROUTES } from '../../../contract/index.ts';
import { requireChromium } from '../../helpers/browser.ts';
import { startConsole } from '../console.ts';
import { checkRoleRoutes } from './visit.ts';

const GROUPS = [
  '/coupon', '/marketingSection', '/lottery', '/pyqyx', '/Jibe', '/consumeClock', '/signIn', '/signinSector', '/infoManagement',
  '/news', '/case', '/comment', '/richText', '/fourModules', '/recommendAward', '/datacenter', '/authority', '/user', '/smsConfig',
  '/serviceSetting',
];
const paths = BUSINESS_ROUTES.filter((r) => GROUPS.some((g) => r.path.startsWith(`${g}/`))).map((r) => r.path);
// the issue counts them: a catalogue change must show here
t.equal(paths.length, 96, 'the 96 routes of the issue');

if (requireChromium(t)) {
  const { stack, browser } = await startConsole(t);
  checkRoleRoutes(t, browser, stack.url, { account: 'operator', paths });
}
