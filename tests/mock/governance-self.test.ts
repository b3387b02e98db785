/**
 * Governance on the mock, over HTTP: an administrator cannot lock themselves out (disable their own account, take the
 * administrators screen's permission from it), refused in zh and en while the same calls on another account succeed;
 * each account's real role; every permission row titled as its route in the route catalogue, in zh and en.
 */
import t from 'tap';
import { BUSINESS_ROUTES, inRouteSet } from '../../contract/routes.ts';
import { startMock } from './helpers.ts';

const mock = await startMock();
t.teardown(() => mock.close());
const { call, login } = mock;

type AdminUser = { id: number; account: string; role: string; status: string; permission: string[] };
const admin = await login('admin');
const accounts = async () => (await call<{ list: AdminUser[] }>('GET', '/api/v2/admin/users?limit=100', { token: admin })).data.list;
const byAccount = async (account: string) => (await accounts()).find((u) => u.account === account)!;

t.test('each account shows its real role', async (t) => {
  const roles = Object.fromEntries((await accounts()).map((u) => [u.account, u.role]));
  // docs/console.md, "Areas, logins and roles": is_admin=1 is the super admin, with is_finance=1 finance, else labels (admin2)
  t.match(roles, { admin: 'admin', operator: 'admin2', finance: 'caiwu', kefu: 'admin2', intern: 'admin2' });
  t.notOk('seller' in roles || 'merchant' in roles, 'merchant-console accounts are not administrators');
});

t.test('nobody disables the account they are logged in with', async (t) => {
  const self = await byAccount('admin');
  const path = `/api/v2/admin/users/${self.id}/disable`;
  t.equal((await call('PUT', path, { token: admin, body: {} })).error, '不能停用当前登录的账号');
  t.equal((await call('PUT', path, { token: admin, body: {}, lang: 'en' })).error, 'You cannot disable the account you are logged in with');
  t.equal((await byAccount('admin')).status, 'enabled');
});

t.test('a staff administrator keeps the administrators screen on their own account', async (t) => {
  const body = { account: 'ops_self', name: '自管理', mobile: '13912340001', password: 'secret1', password2: 'secret1', permission: ['user_index', 'news_index'] };
  const created = await call<AdminUser>('POST', '/api/v2/admin/users', { token: admin, body });
  t.equal(created.status, 0, created.error ?? 'created');
  const own = await login('ops_self', 'admin', 'secret1');
  const assign = (id: number, permission: string[], lang = 'zh') => call<AdminUser>('PUT', `/api/v2/admin/users/${id}/assign_labels`, { token: own, body: { permission }, lang });
  const me = created.data.id;

  t.equal((await assign(me, ['news_index'])).error, '不能去掉自己账号的「管理员管理」权限：去掉后就不能再管理账号，也无法把它加回来');
  t.equal(
    (await assign(me, ['news_index'], 'en')).error,
    'You cannot take the "Administrators" permission from your own account: you could no longer manage accounts or give it back',
  );
  t.same((await byAccount('ops_self')).permission, ['user_index', 'news_index'], 'nothing changed');
  t.equal((await call('PUT', `/api/v2/admin/users/${me}/disable`, { token: own, body: {}, lang: 'en' })).error, 'You cannot disable the account you are logged in with');

  const dropped = await assign(me, ['user_index']);
  t.same(dropped.data.permission, ['user_index'], 'the other labels may go; the administrators screen stays');
  const kefu = await byAccount('kefu');
  t.same((await assign(kefu.id, ['news_index'])).data.permission, ['news_index'], 'another account may lose it');
  t.equal((await call<AdminUser>('PUT', `/api/v2/admin/users/${me}/disable`, { token: admin, body: {} })).data.status, 'disabled', 'another administrator may disable it');
});

t.test('every permission is titled as its route, in zh and en', async (t) => {
  const rows = (await call<{ list: { label: string; path: string; title_zh: string; title_en: string }[] }>('GET', '/api/v2/admin/permissions?limit=500', { token: admin })).data.list;
  t.equal(rows.length, BUSINESS_ROUTES.length, 'one permission per route');
  for (const route of BUSINESS_ROUTES) {
    const row = rows.find((r) => r.path === route.path);
    t.same(row && [row.label, row.title_zh, row.title_en], [route.label, route.title.zh, route.title.en], `${route.path}: ${route.title.zh} / ${route.title.en}`);
  }
  // the menu definition names each label by the same title
  const menu = (await call<{ children?: { label: string; title: string }[] }[]>('GET', '/api/v2/seller/auth', { token: admin })).data;
  const titled = menu.flatMap((g) => g.children ?? []);
  t.same(
    titled.map((c) => [c.label, c.title]),
    BUSINESS_ROUTES.filter((r) => inRouteSet(r, 'admin')).map((r) => [r.label, r.title.zh]),
    "the menu definition titles every label of the admin area as its route (a merchant's own screens are not in it)",
  );
});
