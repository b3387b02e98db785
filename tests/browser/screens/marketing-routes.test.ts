/** The 29 marketing routes as admin in zh then en, and as the operator (see visit.ts for what each visit checks). */
import t from 'tap';
import { MARKETING_SETTING_TITLES } from '../../../contract/resources/marketing/settings.ts';
import { marketingScreens } from '../../../web/src/areas/marketing/descriptions/index.ts';
import { en, zh } from '../../../web/src/areas/marketing/texts.ts';
import { requireChromium } from '../../helpers/browser.ts';
import { startConsole } from '../console.ts';
import { ROUTE_SETS } from './route-sets.ts';
import { checkRoleRoutes, visitRoutes } from './visit.ts';

const TEXTS = { zh, en };

/** The custom screens' own texts: the settings' field names, the dashboards' first KPI and ranking. */
const OWN: Record<string, (lang: 'zh' | 'en') => string[]> = {
  '/marketingSection/groupSetting': (lang) => [MARKETING_SETTING_TITLES.valid_hours[lang], MARKETING_SETTING_TITLES.unpaid_close_minutes[lang]],
  '/marketingSection/limitedTimeSetting': (lang) => [MARKETING_SETTING_TITLES.sessions[lang], MARKETING_SETTING_TITLES.limit_per_member[lang]],
  '/signIn/SignInData': (lang) => [TEXTS[lang].dashboard.figure.check_ins, TEXTS[lang].dashboard.ranking.top_checkin_members],
  '/signIn/orderData': (lang) => [TEXTS[lang].dashboard.figure.signin_orders, TEXTS[lang].dashboard.breakdown.signin_amount_by_package],
  '/signIn/performance': (lang) => [TEXTS[lang].dashboard.figure.signin_rewards, TEXTS[lang].dashboard.ranking.top_signin_members],
  '/signinSector/storePerformance': (lang) => [TEXTS[lang].dashboard.figure.store_amount, TEXTS[lang].dashboard.ranking.top_signin_stores],
};

const paths = ROUTE_SETS.marketing;
t.equal(paths.length, 29, 'the marketing area has 29 routes');
t.same(paths.filter((p) => !(p in marketingScreens)), [], 'every one is described');

if (requireChromium(t)) {
  const { stack, browser } = await startConsole(t);
  visitRoutes(t, browser, stack.url, { paths, ownTexts: (path, lang) => OWN[path]?.(lang) });
  // the operator holds two of these labels (coupons, group buy): those two open, the other 27 are 401
  checkRoleRoutes(t, browser, stack.url, { account: 'operator', paths });
}
