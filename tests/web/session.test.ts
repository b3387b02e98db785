import t, { type Test } from 'tap';
import { createApi } from '../../web/src/lib/api.ts';
import { createRequest } from '../../web/src/lib/request.ts';
import { memoryStorage } from '../../web/src/lib/storage.ts';
import { GET_INFO_ERROR, SessionStore, storedRoles } from '../../web/src/stores/session.ts';
import { type Answer, type Received, startUpstream } from './upstream.ts';

const MENU = [{ label: 'goods', title: '商品', children: [{ label: 'goods_list', title: '商品列表' }, { label: 'goods_gogo', title: 'GOGO' }] }];
const login = (is_admin: 0 | 1, is_finance: 0 | 1, permission: string[] = []) => ({
  status: 0,
  data: { token: `tok-${is_admin}${is_finance}`, permission, is_admin, is_finance },
});

async function setup(t: Test, area: 'admin' | 'seller', routes: Record<string, Answer | ((r: Received) => Answer)>, cookies = memoryStorage()) {
  const up = await startUpstream(routes);
  t.teardown(up.close);
  const toasts: (string | undefined)[] = [];
  let session: SessionStore | undefined;
  const request = createRequest({
    baseUrl: up.url,
    token: () => session?.requestToken,
    showError: (message) => toasts.push(message),
    sessionEnded: () => {
      session?.clear();
      return 'ended' as const;
    },
    logError: () => {},
  });
  session = new SessionStore(cookies, createApi(request), area);
  return { session, cookies, up, toasts };
}

t.test('admin login of an administrator: menu labels + seller + admin, cookies written', async (t) => {
  let loggedInDuringMenu: boolean | undefined;
  const { session, cookies, up } = await setup(t, 'admin', {
    'POST /api/v2/admin/login': login(1, 0),
    'GET /api/v2/seller/auth': (r: Received) => {
      loggedInDuringMenu = session.loggedIn;
      return r.headers.token === 'tok-10' ? { status: 0, data: MENU } : { status: 10, error: 'no token' };
    },
  });
  const outcome = await session.loginAdmin({ account: 'admin', password: '123456', key: 'k', code: 'ABCD' });
  t.same(outcome, { ok: true });
  t.same(up.received[0].body, { account: 'admin', password: '123456', key: 'k', code: 'ABCD' });
  t.same(session.roles, ['goods', 'goods_list', 'goods_gogo', 'seller', 'admin']);
  const stored = cookies.dump();
  t.equal(stored['Admin-Token'], 'tok-10');
  t.equal(loggedInDuringMenu, false, 'not logged in (no routes generated) before the roles are known');
  t.same(JSON.parse(stored['Admin-Roles']), ['seller', 'admin'], 'the cookie keeps the role names: the labels would not fit');
  t.same(JSON.parse(stored['Admin-State']), { is_admin: 1, is_finance: 0 });
  t.equal(JSON.parse(stored.user).account, 'admin');
  t.ok(session.loggedIn);
});

t.test('the stored roles: whole for a label list, role names only beside admin or seller', async (t) => {
  t.same(storedRoles(['goods_list', 'order_index', 'seller2', 'admin2']), ['goods_list', 'order_index', 'seller2', 'admin2']);
  t.same(storedRoles(['caiwu']), ['caiwu']);
  const many = Array.from({ length: 300 }, (_, i) => `label_number_${i}`);
  t.same(storedRoles([...many, 'seller']), ['seller']);
  t.ok(JSON.stringify(storedRoles([...many, 'seller', 'admin'])).length < 100);
});

t.test('finance administrators get caiwu without a menu call', async (t) => {
  const { session, up } = await setup(t, 'seller', { 'POST /api/v2/seller/login': login(1, 1) });
  t.same(await session.loginSeller({ account: 'finance', password: '123456' }), { ok: true });
  t.same(session.roles, ['caiwu']);
  t.equal(up.received.length, 1);
});

t.test('non-administrators: the permission list + seller2 (+ admin2 in the admin area)', async (t) => {
  const a = await setup(t, 'admin', { 'POST /api/v2/admin/login': login(0, 0, ['goods_list']) });
  await a.session.loginAdmin({ account: 'operator', password: '123456', key: 'k', code: 'c' });
  t.same(a.session.roles, ['goods_list', 'seller2', 'admin2']);
  const s = await setup(t, 'seller', { 'POST /api/v2/seller/login': login(0, 0, ['order_index']) });
  await s.session.loginSeller({ mobile: '13800000002', code: '123456' });
  t.same(s.session.roles, ['order_index', 'seller2']);
  t.same(s.up.received[0].body, { mobile: '13800000002', code: '123456' });
});

t.test('login with status 1 fails with the server text and stores nothing', async (t) => {
  const { session, cookies, toasts } = await setup(t, 'seller', { 'POST /api/v2/seller/login': { status: 1, error: '账号或密码错误' } });
  t.same(await session.loginSeller({ account: 'x', password: 'y' }), { ok: false, message: '账号或密码错误' });
  t.same(toasts, ['账号或密码错误']);
  t.notOk(session.loggedIn);
  t.same(cookies.dump(), {});
});

t.test('a failing menu call fails the login and forgets the token', async (t) => {
  const { session, cookies } = await setup(t, 'admin', {
    'POST /api/v2/admin/login': login(1, 0),
    'GET /api/v2/seller/auth': { status: 1, error: '菜单不可用' },
    'GET /x': { status: 0, data: null },
  });
  t.same(await session.loginAdmin({ account: 'admin', password: '1', key: 'k', code: 'c' }), { ok: false, message: '菜单不可用' });
  t.notOk(session.loggedIn);
  t.equal(session.requestToken, undefined, 'the issued token is forgotten');
  t.same(cookies.dump(), {});
});

t.test('getInfo loads the user, and fails with the spec message without roles', async (t) => {
  const info = (roles: unknown) => ({ status: 0, data: { roles, name: '超级管理员', avatar: '/a.svg', introduction: 'hi' } });
  const cookies = memoryStorage({ 'Admin-Token': 't1', 'Admin-Roles': '["admin"]' });
  let answer: unknown = info(['admin']);
  const { session, up } = await setup(t, 'admin', { 'GET /user/info': () => answer }, cookies);
  await session.getInfo();
  t.equal(up.received[0].url, '/user/info', 'no token in the URL');
  t.equal(up.received[0].headers.token, 't1', 'the token in its header');
  t.equal(session.user?.name, '超级管理员');
  t.equal(session.user?.avatar, '/a.svg');
  for (const bad of [[], null, undefined, 'admin']) {
    answer = info(bad);
    await t.rejects(session.getInfo(), new Error(GET_INFO_ERROR), `roles ${JSON.stringify(bad)}`);
  }
  answer = { status: 0 };
  await t.rejects(session.getInfo(), new Error(GET_INFO_ERROR), 'missing user data');
  answer = { status: 1, error: '用户不存在' };
  await t.rejects(session.getInfo(), new Error('用户不存在'));
});

t.test('status 10 during getInfo clears the session', async (t) => {
  const cookies = memoryStorage({ 'Admin-Token': 't1', 'Admin-Roles': '["admin"]', 'Admin-State': '{}' });
  const { session } = await setup(t, 'admin', { 'GET /user/info': { status: 10, error: '登录已过期' } }, cookies);
  await t.rejects(session.getInfo());
  t.notOk(session.loggedIn);
  t.same(session.roles, []);
  t.same(cookies.dump(), {});
});

t.test('a stale tab\'s status 10 leaves the cookies of a session another tab logged in since', async (t) => {
  const cookies = memoryStorage({ 'Admin-Token': 'old', 'Admin-Roles': '["admin"]', 'Admin-State': '{}', user: '{"account":"admin"}' });
  const { session } = await setup(t, 'admin', { 'GET /user/info': { status: 10, error: '登录已过期' } }, cookies);
  // the other tab: logout, then finance logs in
  const finance = { 'Admin-Token': 'new', 'Admin-Roles': '["caiwu"]', 'Admin-State': '{"is_finance":1}', user: '{"account":"finance"}' };
  for (const [name, value] of Object.entries(finance)) cookies.set(name, value);
  await t.rejects(session.getInfo());
  t.notOk(session.loggedIn, 'this tab is logged out');
  t.same(cookies.dump(), finance, 'the other tab\'s session stays');
});

t.test('a stored session is read back; unparsable roles are ignored', async (t) => {
  const good = await setup(t, 'admin', {}, memoryStorage({ 'Admin-Token': 't', 'Admin-Roles': '["admin2","goods_list"]', user: '{"account":"op","name":"运营"}' }));
  t.same(good.session.roles, ['admin2', 'goods_list']);
  t.equal(good.session.user?.name, '运营');
  const bad = await setup(t, 'admin', {}, memoryStorage({ 'Admin-Token': 't', 'Admin-Roles': 'admin' }));
  t.same(bad.session.roles, []);
  t.equal(bad.session.readStoredRoles(), undefined);
});

t.test('logout sends the logout call with the token and clears everything', async (t) => {
  const cookies = memoryStorage({ 'Admin-Token': 't9', 'Admin-Roles': '["seller"]', 'Admin-State': '{}', user: '{}', language: 'en' });
  const { session, up } = await setup(t, 'seller', { 'GET /api/v2/admin/logout': { status: 0, data: null } }, cookies);
  await session.logout();
  t.equal(up.received[0].headers.token, 't9');
  t.notOk(session.loggedIn);
  t.same(cookies.dump(), { language: 'en' }, 'layout settings survive');
});
