/**
 * The finance role (caiwu) over all 76 routes of issue 6: its menu lists exactly the allowed ones, each allowed one
 * opens with its data, each other one typed in shows 401.
 */
import t from 'tap';
import { ROUTE_GROUPS } from '../../../contract/index.ts';
import { requireChromium } from '../../helpers/browser.ts';
import { startConsole } from '../console.ts';
import { checkRoleRoutes } from './visit.ts';

const ISSUE_GROUPS = [
  '/withDraw', '/finance', '/earningDraw', '/property', '/contribution', '/memberList', '/promotionPerson', '/serviceOfficer',
  '/tradeunionModule', '/store', '/offlineStore', '/offlineShop', '/businessCommunity',
];
const paths = ROUTE_GROUPS.filter((g) => ISSUE_GROUPS.includes(g.path)).flatMap((g) => g.children.map((r) => r.path));

if (requireChromium(t)) {
  t.equal(paths.length, 79, "the 76 routes of issue 6 and the merchant's own money (3)");
  const { stack, browser } = await startConsole(t);
  checkRoleRoutes(t, browser, stack.url, { account: 'finance', paths });
}
