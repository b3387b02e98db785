/**
 * Which route test file visits which business routes (contract/routes.ts), in one place: each `*-routes.test.ts`
 * visits its set with visit.ts's `visitRoutes` (which also runs the accessibility scan on each screen), and
 * tests/browser/a11y-routes.test.ts scans whatever no set holds, so every route is scanned in zh and en once.
 */
import { BUSINESS_ROUTES, ROUTE_GROUPS } from '../../../contract/index.ts';
import { INFO_SETTINGS } from '../../../contract/resources/infoSettings/index.ts';
import { infoListScreens } from '../../../web/src/areas/infoLists/descriptions/index.ts';

/** The business routes under any of the path prefixes, in menu order. */
function under(prefixes: readonly string[]): string[] {
  return BUSINESS_ROUTES.filter((r) => prefixes.some((p) => r.path.startsWith(p))).map((r) => r.path);
}

const MONEY_GROUPS = ['/withDraw', '/finance', '/earningDraw', '/property', '/contribution'];

export const ROUTE_SETS = {
  /** routes.test.ts: the first screens issue's areas. */
  orders: [...under(['/goods/', '/other/', '/shipments/', '/order/', '/afterSale/', '/batches/']), '/infoManagement/classify'],
  content: [
    '/richText/index',
    '/news/index',
    '/case/index',
    '/comment/index',
    '/infoManagement/about',
    '/infoManagement/agreement',
    '/infoManagement/attractMain',
    '/infoManagement/attractMain2',
    '/infoManagement/business',
  ],
  governance: ['/authority/index', '/user/index', '/smsConfig/index', '/serviceSetting/index', '/fourModules/index', '/recommendAward/index'],
  infoLists: Object.keys(infoListScreens),
  infoSettings: Object.keys(INFO_SETTINGS).map((name) => `/infoManagement/${name}`),
  marketing: under(['/coupon/', '/marketingSection/', '/lottery/', '/pyqyx/', '/Jibe/', '/consumeClock/', '/signIn/', '/signinSector/']),
  members: under(['/memberList/', '/promotionPerson/', '/serviceOfficer/', '/tradeunionModule/']),
  money: ROUTE_GROUPS.filter((g) => MONEY_GROUPS.includes(g.path)).flatMap((g) => g.children.map((r) => r.path)),
  stores: under(['/store/', '/offlineStore/', '/offlineShop/', '/businessCommunity/']),
} as const satisfies Record<string, readonly string[]>;

/** The business routes no route test file visits (the data centre's dashboards): a11y-routes.test.ts scans them. */
export function routesVisitedByNone(): string[] {
  const visited = new Set<string>(Object.values(ROUTE_SETS).flat());
  return BUSINESS_ROUTES.map((r) => r.path).filter((p) => !visited.has(p));
}
