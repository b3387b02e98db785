import t from 'tap';
import { BUSINESS_ROUTES, ROUTE_GROUPS } from '../../contract/routes.ts';
import type { MenuNode } from '../../contract/shell.ts';
import { loginLabels } from '../../web/src/features/login/roles.ts';
import { FINANCE_GROUPS, FINANCE_ROUTES, filterRoutes } from '../../web/src/router/filter.ts';
import { BUSINESS_GROUPS, HOME_ROUTE, routeByPath, routeSetOf } from '../../web/src/router/routes.ts';

const ADMIN_ONLY = ['/authority/index', '/user/index', '/smsConfig/index', '/infoManagement/systemLog', '/infoManagement/operatingRecord', '/infoManagement/platformAptitude'];

/** The menu definition as the upstream gives it: every group with its route labels. */
const MENU: MenuNode[] = ROUTE_GROUPS.map((g) => ({
  label: g.path.slice(1),
  title: g.title.zh,
  children: g.children.map((r) => ({ label: r.label, title: r.title.zh })),
}));
const OPERATOR = ['goods_list', 'goods_promotion', 'order_index', 'order_porder', 'user_index', 'infoManagement_banner'];
const MERCHANT = ['goods_list', 'order_index', 'afterSale_index', 'user_index', 'finance_deal'];

const flat = (r: ReturnType<typeof filterRoutes>) => r.groups.flatMap((g) => g.children.map((c) => c.path));

t.test('the route table holds every business route with title, label and a unique name', async (t) => {
  t.equal(BUSINESS_ROUTES.length, 238);
  const routes = BUSINESS_GROUPS.flatMap((g) => g.children);
  t.equal(routes.length, 238);
  t.equal(new Set(routes.map((r) => r.name)).size, 238, 'names are unique');
  for (const route of routes) {
    if (!route.meta.title.zh || !route.meta.title.en || !route.meta.label) t.fail(`incomplete route ${route.path}`);
  }
  t.equal(routeByPath('/goods/index')?.meta.label, 'goods_list');
  t.same(HOME_ROUTE.meta, { title: { zh: '首页', en: 'Home' }, icon: 'dashboard', noCache: true });
  t.equal(routeByPath('/nope'), undefined);
});

t.test('route sets: administrators get all 238, sellers all but the six governance screens', async (t) => {
  const seller = routeSetOf('seller').flatMap((g) => g.children.map((c) => c.path));
  t.equal(routeSetOf('admin').flatMap((g) => g.children).length, 238);
  t.equal(seller.length, 232);
  for (const path of ADMIN_ONLY) t.notOk(seller.includes(path), `${path} not in the seller set`);
});

t.test('admin in the admin area sees the whole administrator set', async (t) => {
  const roles = loginLabels({ is_admin: 1, is_finance: 0, permission: [] }, 'admin', MENU);
  t.ok(roles.includes('admin') && roles.includes('seller'));
  const r = filterRoutes(roles, 'admin');
  t.equal(flat(r).length, 238);
  t.ok(r.paths.has('/home'));
  t.equal(r.paths.size, 239);
});

t.test('admin2 sees only the administrator routes whose label it holds', async (t) => {
  const roles = loginLabels({ is_admin: 0, is_finance: 0, permission: OPERATOR }, 'admin');
  t.same(roles, [...OPERATOR, 'seller2', 'admin2']);
  const r = filterRoutes(roles, 'admin');
  t.same(flat(r).sort(), ['/goods/index', '/goods/promotionGoods', '/infoManagement/banner', '/order/index', '/order/porder', '/user/index'].sort());
  t.same(r.groups.map((g) => g.path), ['/goods', '/order', '/user', '/infoManagement'], 'groups left empty are dropped, menu order kept');
  t.same([...r.labels].sort(), [...OPERATOR].sort(), 'the labels that gate actions');
  t.ok(r.paths.has('/home'));
});

t.test('seller in the seller area sees the whole seller set', async (t) => {
  const roles = loginLabels({ is_admin: 1, is_finance: 0, permission: [] }, 'seller', MENU);
  t.notOk(roles.includes('admin'));
  const r = filterRoutes(roles, 'seller');
  t.equal(flat(r).length, 232);
  for (const path of ADMIN_ONLY) t.notOk(r.paths.has(path));
});

t.test('seller2 sees the seller routes whose label it holds, never an admin-only one', async (t) => {
  const roles = loginLabels({ is_admin: 0, is_finance: 0, permission: MERCHANT }, 'seller');
  t.same(roles, [...MERCHANT, 'seller2']);
  const r = filterRoutes(roles, 'seller');
  t.same(flat(r).sort(), ['/afterSale/index', '/finance/deal', '/goods/index', '/order/index'].sort());
  t.notOk(r.paths.has('/user/index'), 'user_index is admin-only');
});

t.test('a label shared by two routes shows both', async (t) => {
  const r = filterRoutes(['goods_instalment', 'seller2'], 'seller');
  t.same(flat(r), ['/goods/ElectricityReturn', '/goods/instalment']);
});

t.test('caiwu sees the finance allow-list of the seller set, in both areas', async (t) => {
  const roles = loginLabels({ is_admin: 1, is_finance: 1, permission: [] }, 'admin', MENU);
  t.same(roles, ['caiwu']);
  t.same(loginLabels({ is_admin: 1, is_finance: 1, permission: ['x'] }, 'seller'), ['caiwu']);
  for (const area of ['admin', 'seller'] as const) {
    const r = filterRoutes(roles, area);
    const groups = r.groups.map((g) => g.path);
    t.same([...groups].sort(), [...FINANCE_GROUPS, '/serviceSetting', '/infoManagement'].sort(), `${area}: exactly the finance groups`);
    for (const g of FINANCE_GROUPS) t.ok(groups.includes(g), `${area}: group ${g}`);
    for (const p of FINANCE_ROUTES) t.ok(r.paths.has(p), `${area}: ${p}`);
    t.same(r.groups.find((g) => g.path === '/infoManagement')?.children.map((c) => c.path), ['/infoManagement/setting', '/infoManagement/asset']);
    t.notOk(r.paths.has('/goods/index'));
    const orders = ROUTE_GROUPS.find((g) => g.path === '/order')!.children.length;
    t.equal(r.groups.find((g) => g.path === '/order')?.children.length, orders);
  }
});

t.test('roles with nothing permitted still get home', async (t) => {
  const r = filterRoutes(['seller2'], 'seller');
  t.same(r.groups, []);
  t.same([...r.paths], ['/home']);
  t.ok(r.known.has('/goods/index'), 'the catalogue stays known for the 401 decision');
});
