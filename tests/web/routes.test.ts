/**
 * The route catalogue and the route filter against what the product says (docs/routes.md): the business routes group
 * by group in menu order, the permission labels the product names, the six governance screens the seller set leaves
 * out, and what each role sees. Every expectation is written out here from docs/routes.md, none is read from the code
 * under test.
 */
import t from 'tap';
import { BUSINESS_ROUTES, ROUTE_GROUPS } from '../../contract/routes.ts';
import type { MenuNode } from '../../contract/shell.ts';
import { loginLabels } from '../../web/src/stores/roles.ts';
import { filterRoutes } from '../../web/src/router/filter.ts';
import { BUSINESS_GROUPS, HOME_ROUTE, routeByPath, routeSetOf } from '../../web/src/router/routes.ts';

/** The business routes, group by group, in menu order (docs/routes.md, "The catalogue"). */
const CATALOGUE: [group: string, names: string][] = [
  [
    '/goods',
    'index activityRegistration activeList promotionGoods welfarePromotion gogoGoods ' +
    'wholesaleGoods quanping purchasedGoods ElectricityReturn instalment povertyGoods liveGoods ' +
    'appreciation Supplementary tradeunionIncrement queuingGratis superlinkGoods newPeopleGoods ' +
    'withdrawGoods repeatGoods returnGoods systemSettings',
  ],
  ['/other', 'preAuth auth authStore expect allReturnGoods'],
  ['/shipments', 'shipments settings'],
  [
    '/order',
    'searchOrder index superLinkOrder activityRegistrationOrder gratisOrder gratisOutOrder ' +
    'promotion porder gorder corder newOrder storeOrder repayOrder shegouOrder instalmentOrder ' +
    'allRetuen ElectricityOrder dividendStockOrder bonusSharesOrder tradeunionOrder ' +
    'workpointsUseOrder assortment welfareOrder activingOrder oneGoodsOrder collectOrder ' +
    'returnGoodsOrder optionalOrder preStoredOrder InstallmentOrder withdrawOrder ' +
    'repeatGoodsOrder jibeOrder',
  ],
  ['/afterSale', 'index storeAfterSale'],
  ['/smsConfig', 'index'],
  ['/richText', 'index'],
  ['/comment', 'index'],
  ['/recommendAward', 'index'],
  ['/news', 'index'],
  ['/case', 'index'],
  ['/user', 'index'],
  ['/serviceSetting', 'index'],
  ['/authority', 'index'],
  ['/fourModules', 'index'],
  ['/earningDraw', 'index'],
  ['/promotionPerson', 'temporary official personCheck Achievements'],
  ['/Jibe', 'JibeSpecial JibeWriteOff JibeConfiguration JibeiSettings'],
  ['/withDraw', 'index d_score seller offlineMerchant'],
  ['/batches', 'index commoditySearch'],
  ['/coupon', 'index newCoupon'],
  [
    '/memberList',
    'list listItem relational repay shegouvip ContributionShegouVip gratisList contributionList ' +
    'storedMember advanceGrowVip advanceUnionVip jbUser advanceEntry',
  ],
  ['/consumeClock', 'consumeClockConfig consumeClockList'],
  ['/signIn', 'punchCheck signinOrder SignInData orderData performance'],
  ['/signinSector', 'storePunchCheck studyClockin storeOrderList allList storePerformance'],
  ['/marketingSection', 'groupBuying groupSetting limitedTimeShop limitedTimeSetting'],
  ['/contribution', 'con_repayConfig con_repayList rebateExchange contributionYj'],
  ['/serviceOfficer', 'serviceOfficerConfig serviceOfficerList serviceExamineList serviceExamineRecord'],
  ['/tradeunionModule', 'tradeunionPackage tradeunionList'],
  [
    '/infoManagement',
    'newHomeSet growAdvance growDividend unionAdvance platformAptitude bonusSet propertySet ' +
    'marketingSet videoSetting logList shopSetting rewardsPenalties miniClass manageList ' +
    'operatingList classify customClass modelClass businessOpera appIcon newsClass freight ' +
    'special read rainPackage rainPackageNew sign bargain recommended banner activitiesBanner ' +
    'attractMain attractMain2 about address business home share dScore setting asset fullReturn ' +
    'fullReturnZone fullReturnGoods award poster rebate LiveList povertyReduction feedback ' +
    'useRogout agreement operatingRecord systemLog',
  ],
  ['/lottery', 'lotteryRecord dslotteryRecord shopMarketing activityList globleSetting'],
  ['/pyqyx', 'pyqAward putNews'],
  ['/datacenter', 'tradinfo goodsinfo storeinfo'],
  [
    '/finance',
    'bossAudit withdrawUseList manualHandling rechargeType platformRecharge batchImport ' +
    'pdAssignConfig hedgingManage hedgingbatchimport gxzShegou assetsgiroRecord electricityData ' +
    'deal community reward repayment bonusShares makeAudit serviceCharge allRerurn shegouDetail ' +
    'zengzhiList myBills myPayouts myWithdrawals',
  ],
  ['/store', 'alllist check recommend guide newGuide storeReview storePayout newStoreList payoutList billList'],
  ['/offlineStore', 'list check recommend server'],
  ['/offlineShop', 'offline_settledConfig offline_goodsReview offline_goodsManage offline_orderManage'],
  ['/businessCommunity', 'index businessSetting'],
  ['/property', 'conversion settings'],
];
const PATHS = CATALOGUE.flatMap(([group, names]) => names.split(' ').map((name) => `${group}/${name}`));

/** The labels the product names (docs/routes.md, "Permission labels"); every other label is `${group}_${name}`. */
const NAMED_LABELS: Record<string, string> = {
  '/goods/index': 'goods_list',
  '/goods/promotionGoods': 'goods_promotion',
  '/goods/gogoGoods': 'goods_gogo',
  '/goods/ElectricityReturn': 'goods_instalment',
  '/goods/instalment': 'goods_instalment',
  '/other/preAuth': 'goods_pre_auth',
  '/other/auth': 'goods_auth',
  '/other/expect': 'goods_expect',
  '/shipments/shipments': 'shipments_list',
};

/** The platform governance screens, in the administrator set only (docs/routes.md, "Route sets"). */
const ADMIN_ONLY = ['/authority/index', '/user/index', '/smsConfig/index', '/infoManagement/systemLog', '/infoManagement/operatingRecord', '/infoManagement/platformAptitude'];
const SELLER_PATHS = PATHS.filter((path) => !ADMIN_ONLY.includes(path));
/**
 * A merchant's own money screens (docs/routes.md, "Route sets"): in the seller set for a merchant's labels to pick, in
 * no administrator set, and never given to a full role or finance, which would list every shop's under "mine".
 */
const MERCHANT_OWN = ['/finance/myBills', '/finance/myPayouts', '/finance/myWithdrawals'];
const ADMIN_PATHS = PATHS.filter((path) => !MERCHANT_OWN.includes(path));
const WHOLE_SELLER_PATHS = SELLER_PATHS.filter((path) => !MERCHANT_OWN.includes(path));

/**
 * What the finance role caiwu sees in both areas (docs/routes.md, "Route sets"): the seller routes of the groups of
 * orders, withdrawals, members, service officers, finance and stores, plus three settings screens.
 */
const FINANCE_GROUPS = ['/order', '/withDraw', '/memberList', '/serviceOfficer', '/finance', '/store', '/offlineStore'];
const FINANCE_SINGLE_ROUTES = ['/serviceSetting/index', '/infoManagement/setting', '/infoManagement/asset'];
const FINANCE_MENU = ['/order', '/serviceSetting', '/withDraw', '/memberList', '/serviceOfficer', '/infoManagement', '/finance', '/store', '/offlineStore'];
const FINANCE_PATHS = WHOLE_SELLER_PATHS.filter((path) => FINANCE_GROUPS.some((group) => path.startsWith(`${group}/`)) || FINANCE_SINGLE_ROUTES.includes(path));

/** The menu definition as the upstream gives it: every group with its route labels (the input of the admin login). */
const MENU: MenuNode[] = ROUTE_GROUPS.map((g) => ({
  label: g.path.slice(1),
  title: g.title.zh,
  children: g.children.map((r) => ({ label: r.label, title: r.title.zh })),
}));
const OPERATOR = ['goods_list', 'goods_promotion', 'order_index', 'order_porder', 'user_index', 'infoManagement_banner'];
const MERCHANT = ['goods_list', 'order_index', 'afterSale_index', 'user_index', 'finance_deal'];

const flat = (r: ReturnType<typeof filterRoutes>) => r.groups.flatMap((g) => g.children.map((c) => c.path));

t.test('the catalogue holds the 242 business routes, group by group in menu order', async (t) => {
  t.equal(PATHS.length, 242);
  t.same(ROUTE_GROUPS.map((g) => g.path), CATALOGUE.map(([group]) => group), 'the groups in menu order');
  t.same(BUSINESS_ROUTES.map((r) => r.path), PATHS, 'every route, in menu order');
  const routes = BUSINESS_GROUPS.flatMap((g) => g.children);
  t.same(routes.map((r) => r.path), PATHS, 'the route table holds them all');
  t.equal(new Set(routes.map((r) => r.name)).size, 242, 'names are unique');
  for (const route of routes) {
    if (!route.meta.title.zh || !route.meta.title.en || !route.meta.label) t.fail(`incomplete route ${route.path}`);
  }
  t.same(HOME_ROUTE.meta, { title: { zh: '首页', en: 'Home' }, icon: 'dashboard', noCache: true });
  t.equal(routeByPath('/nope'), undefined);
});

t.test("a route's label is the one the product names, else its group and name joined by _", async (t) => {
  for (const [group, names] of CATALOGUE) {
    for (const name of names.split(' ')) {
      const path = `${group}/${name}`;
      t.equal(routeByPath(path)?.meta.label, NAMED_LABELS[path] ?? `${group.slice(1)}_${name}`, path);
    }
  }
  t.equal(routeByPath('/goods/index')?.meta.label, 'goods_list');
  t.equal(routeByPath('/order/index')?.meta.label, 'order_index');
  t.equal(routeByPath('/contribution/con_repayConfig')?.meta.label, 'contribution_con_repayConfig');
});

t.test("route sets: administrators get all 242 but a merchant's three own screens, sellers all but the six governance screens", async (t) => {
  t.same(routeSetOf('admin').flatMap((g) => g.children.map((c) => c.path)), ADMIN_PATHS);
  t.equal(ADMIN_PATHS.length, 239);
  t.same(routeSetOf('seller').flatMap((g) => g.children.map((c) => c.path)), SELLER_PATHS);
  t.equal(SELLER_PATHS.length, 236);
});

t.test('admin in the admin area sees the whole administrator set', async (t) => {
  const roles = loginLabels({ is_admin: 1, is_finance: 0, permission: [] }, 'admin', MENU);
  t.ok(roles.includes('admin') && roles.includes('seller'));
  const r = filterRoutes(roles, 'admin');
  t.same(flat(r), ADMIN_PATHS);
  t.ok(r.paths.has('/home') && r.paths.has('/jobs') && r.paths.has('/print'), 'home, the job centre and the print view');
  t.equal(r.paths.size, 242, "the 239 business routes that are not a merchant's own, home, the job centre and the print view");
});

t.test('admin2 sees only the administrator routes whose label it holds', async (t) => {
  const roles = loginLabels({ is_admin: 0, is_finance: 0, permission: OPERATOR }, 'admin');
  t.same(roles, [...OPERATOR, 'seller2', 'admin2']);
  const r = filterRoutes(roles, 'admin');
  t.same(flat(r), ['/goods/index', '/goods/promotionGoods', '/order/index', '/order/porder', '/user/index', '/infoManagement/banner']);
  t.same(r.groups.map((g) => g.path), ['/goods', '/order', '/user', '/infoManagement'], 'groups left empty are dropped, menu order kept');
  t.same([...r.labels].sort(), [...OPERATOR].sort(), 'the labels that gate actions');
  t.ok(r.paths.has('/home'));
});

t.test('seller in the seller area sees the whole seller set', async (t) => {
  const roles = loginLabels({ is_admin: 1, is_finance: 0, permission: [] }, 'seller', MENU);
  t.notOk(roles.includes('admin'));
  const r = filterRoutes(roles, 'seller');
  t.same(flat(r), WHOLE_SELLER_PATHS);
  for (const path of ADMIN_ONLY) t.notOk(r.paths.has(path), `${path} is not in the seller set`);
  for (const path of MERCHANT_OWN) t.ok(r.known.has(path) && !r.paths.has(path), `${path}: the self-run shop reads every shop's on the platform's screens, not under "mine"`);
});

t.test('seller2 sees the seller routes whose label it holds, never an admin-only one', async (t) => {
  const roles = loginLabels({ is_admin: 0, is_finance: 0, permission: MERCHANT }, 'seller');
  t.same(roles, [...MERCHANT, 'seller2']);
  const r = filterRoutes(roles, 'seller');
  t.same(flat(r), ['/goods/index', '/order/index', '/afterSale/index', '/finance/deal']);
  t.notOk(r.paths.has('/user/index'), 'user_index is admin-only');
  const own = filterRoutes([...MERCHANT_OWN.map((p) => p.slice(1).replace('/', '_')), 'seller2'], 'seller');
  t.same(flat(own), MERCHANT_OWN, "a merchant holding its money labels sees its three own screens");
});

t.test("an administrator account given a merchant's money labels does not see the screens: they are in no administrator set", async (t) => {
  const labels = MERCHANT_OWN.map((p) => p.slice(1).replace('/', '_'));
  const r = filterRoutes(loginLabels({ is_admin: 0, is_finance: 0, permission: labels }, 'admin'), 'admin');
  t.same(flat(r), []);
  for (const path of MERCHANT_OWN) t.ok(r.known.has(path) && !r.paths.has(path), `${path} answers the no-access page`);
});

t.test('a label shared by two routes shows both', async (t) => {
  const r = filterRoutes(['goods_instalment', 'seller2'], 'seller');
  t.same(flat(r), ['/goods/ElectricityReturn', '/goods/instalment']);
});

t.test('caiwu sees the finance groups and the three settings screens of the seller set, in both areas', async (t) => {
  const roles = loginLabels({ is_admin: 1, is_finance: 1, permission: [] }, 'admin', MENU);
  t.same(roles, ['caiwu']);
  t.same(loginLabels({ is_admin: 1, is_finance: 1, permission: ['x'] }, 'seller'), ['caiwu']);
  t.equal(FINANCE_PATHS.length, 33 + 4 + 13 + 4 + 22 + 10 + 4 + 3, "orders, withdrawals, members, officers, finance (not a merchant's own), stores, offline stores, 3 settings");
  for (const area of ['admin', 'seller'] as const) {
    const r = filterRoutes(roles, area);
    t.same(r.groups.map((g) => g.path), FINANCE_MENU, `${area}: exactly the finance groups, in menu order`);
    t.same(flat(r), FINANCE_PATHS, `${area}: every route of those groups and the three settings screens`);
    t.same(r.groups.find((g) => g.path === '/infoManagement')?.children.map((c) => c.path), ['/infoManagement/setting', '/infoManagement/asset']);
    t.notOk(r.paths.has('/goods/index'));
    for (const path of MERCHANT_OWN) t.notOk(r.paths.has(path), `${area}: not ${path}`);
  }
});

t.test('roles with nothing permitted still get home and their own jobs', async (t) => {
  const r = filterRoutes(['seller2'], 'seller');
  t.same(r.groups, []);
  t.same([...r.paths], ['/home', '/jobs', '/print'], 'the job centre lists only the account\'s own jobs: any role may open it; the print view, whose upstream calls refuse a role that may not ship');
  t.ok(r.known.has('/goods/index'), 'the catalogue stays known for the 401 decision');
});
