/** The governance resources of the mock through real calls: permission list, administrator accounts, settings rules. */
import t from 'tap';
import { startMock } from './helpers.ts';

const mock = await startMock();
t.teardown(() => mock.close());
const { call, login } = mock;

interface Page<R> {
  list: R[];
  total: number;
  counts?: Record<string, number>;
}
type AdminUser = { id: number; account: string; role: string; status: string; labels_count: number; permission: string[]; last_login_at: string | null };

const admin = await login('admin');
const userByAccount = async (account: string) =>
  (await call<Page<AdminUser>>('GET', `/api/v2/admin/users?keyword=${account}`, { token: admin })).data.list.find((u) => u.account === account)!;

t.test('permission list: every route with the labels each demo role holds, counted per role', async (t) => {
  const all = await call<Page<{ label: string; group: string; admin: boolean; operator: boolean; seller: boolean; finance: boolean; merchant: boolean }>>(
    'GET', '/api/v2/admin/permissions?limit=500', { token: admin },
  );
  t.equal(all.data.total, 242, 'one row per business route');
  // the administrators and the self-run shop hold every route but the merchant's three own money screens (docs/routes.md)
  t.same(all.data.counts, { all: 242, admin: 239, operator: 22, finance: all.data.counts?.finance, seller: 233, merchant: 16 });
  t.ok((all.data.counts?.finance ?? 0) > 20, 'finance holds its groups');
  const user = all.data.list.find((r) => r.label === 'user_index');
  t.match(user, { group: 'user', admin: true, operator: false, seller: false, finance: false, merchant: false });
  const bySms = await call<Page<{ label: string }>>('GET', '/api/v2/admin/permissions?operator=true&group=smsConfig', { token: admin });
  t.same(bySms.data.list.map((r) => r.label), ['smsConfig_index'], 'filtered by group and role');
  const operator = await login('operator');
  t.equal((await call('GET', '/api/v2/admin/permissions', { token: operator, lang: 'en' })).error, 'Permission denied');
});

t.test('administrators: create, unique account and phone, labels, login with its labels', async (t) => {
  const body = { account: 'ops_wang', name: '王运营', mobile: '13912345678', password: 'secret1', password2: 'secret1', permission: ['news_index', 'coupon_index'] };
  const mismatch = await call('POST', '/api/v2/admin/users', { token: admin, body: { ...body, password2: 'other12' } });
  t.equal(mismatch.error, 'password2 必须与 password 一致');
  const short = await call('POST', '/api/v2/admin/users', { token: admin, body: { ...body, password: '123', password2: '123' }, lang: 'en' });
  t.equal(short.error, 'password must be at least 6 characters');
  const badLabel = await call('POST', '/api/v2/admin/users', { token: admin, body: { ...body, permission: ['no_such_label'] } });
  t.equal(badLabel.error, 'permission.0 无效');
  const created = await call<AdminUser>('POST', '/api/v2/admin/users', { token: admin, body });
  t.match(created.data, { account: 'ops_wang', role: 'admin2', status: 'enabled', labels_count: 2, last_login_at: null });
  t.equal((await call('POST', '/api/v2/admin/users', { token: admin, body: { ...body, account: 'OPS_WANG', mobile: '13912345679' } })).error, '账号 OPS_WANG 已存在');
  t.equal((await call('POST', '/api/v2/admin/users', { token: admin, body: { ...body, account: 'ops_li' }, lang: 'en' })).error, 'The phone number 13912345678 is used by another account');

  const token = await login('ops_wang', 'admin', 'secret1');
  t.equal((await call('GET', '/api/v2/seller/recommend_award?limit=1', { token })).error, '无权限', 'no label, no call');
  t.equal((await call('GET', '/api/v2/admin/smscode?mobile=13800000001', { token })).error, '无权限');
  t.equal((await call('GET', '/api/v2/seller/goods?limit=1', { token })).error, '无权限', 'only its labels');
  t.ok((await userByAccount('ops_wang')).last_login_at, 'the login is recorded');
  const demo = await call<{ accounts: { account: string }[] }>('GET', '/api/v2/common/demo');
  t.notOk(demo.data.accounts.some((a) => a.account === 'ops_wang'), 'the login page lists only the demo accounts');
});

t.test('administrators: the operator gets a label, its next login carries it', async (t) => {
  const operator = await userByAccount('operator');
  t.equal(operator.labels_count, 22);
  const labels = [...operator.permission, 'user_index'];
  const assigned = await call<AdminUser>('PUT', `/api/v2/admin/users/${operator.id}/assign_labels`, { token: admin, body: { permission: labels } });
  t.equal(assigned.data.labels_count, 23);
  const token = await login('operator');
  t.equal((await call('GET', '/api/v2/admin/users?limit=1', { token })).status, 0, 'the new label opens the list');
  const perms = await call<Page<unknown>>('GET', '/api/v2/admin/permissions?operator=true&limit=1', { token: admin });
  t.equal(perms.data.total, 23, 'the permission list follows');
  const superAdmin = await userByAccount('admin');
  t.equal((await call('PUT', `/api/v2/admin/users/${superAdmin.id}/assign_labels`, { token: admin, body: { permission: ['news_index'] } })).error, '角色为「超级管理员 (admin)」，不能分配权限');
  await call('PUT', `/api/v2/admin/users/${operator.id}/assign_labels`, { token: admin, body: { permission: operator.permission } });
});

t.test('administrators: disable refuses the login and ends sessions; admin cannot disable itself; reset password', async (t) => {
  const user = await userByAccount('ops_wang');
  const session = await login('ops_wang', 'admin', 'secret1');
  const disabled = await call<AdminUser>('PUT', `/api/v2/admin/users/${user.id}/disable`, { token: admin, body: {} });
  t.equal(disabled.data.status, 'disabled');
  t.equal((await call('GET', '/api/v2/admin/users?limit=1', { token: session })).status, 10, 'its session ended');
  await t.rejects(login('ops_wang', 'admin', 'secret1'), /该账号已停用，请联系管理员/);
  const captcha = await call<{ key: string }>('GET', '/api/v2/admin/imgkey');
  const code = await call<{ code: string }>('GET', `/__mock/captcha?key=${captcha.data.key}`);
  const refusedEn = await call('POST', '/api/v2/admin/login', { body: { account: 'ops_wang', password: 'secret1', key: captcha.data.key, code: code.data.code }, lang: 'en' });
  t.equal(refusedEn.error, 'This account has been disabled; please contact an administrator');
  t.match((await call('PUT', `/api/v2/admin/users/${user.id}/disable`, { token: admin, body: {} })).error, /^状态为「已停用」（已由 超级管理员 于 [\d: -]+ 停用），不能停用$/, 'who disabled it, and when');
  const self = await userByAccount('admin');
  t.equal((await call('PUT', `/api/v2/admin/users/${self.id}/disable`, { token: admin, body: {}, lang: 'en' })).error, 'You cannot disable the account you are logged in with');
  t.equal((await call<AdminUser>('PUT', `/api/v2/admin/users/${user.id}/enable`, { token: admin, body: {} })).data.status, 'enabled');
  const reset = await call('PUT', `/api/v2/admin/users/${user.id}/reset_password`, { token: admin, body: { password: 'newpass9', password2: 'newpass9' } });
  t.equal(reset.status, 0);
  await t.rejects(login('ops_wang', 'admin', 'secret1'), /账号或密码错误/);
  t.ok(await login('ops_wang', 'admin', 'newpass9'));
  const tooLong = await call('PUT', `/api/v2/admin/users/${user.id}/reset_password`, { token: admin, body: { password: 'x'.repeat(21), password2: 'x'.repeat(21) } });
  t.equal(tooLong.error, 'password 长度不能超过 20 个字符');
});

t.test('seeded staff: a disabled account cannot log in', async (t) => {
  await t.rejects(login('intern', 'admin'), /该账号已停用/);
  t.equal((await userByAccount('kefu')).status, 'enabled');
});

t.test('home modules and referral rules validate their values', async (t) => {
  const modules = await call<Page<{ id: number; slot: number; enabled: boolean }>>('GET', '/api/v2/seller/four_modules', { token: admin });
  t.same(modules.data.list.map((m) => m.slot).sort(), [1, 2, 3, 4]);
  const badLink = await call('PUT', `/api/v2/seller/four_modules/${modules.data.list[0].id}`, { token: admin, body: { link: 'javascript:alert(1)' } });
  t.match(badLink.error, /^link 格式不正确/);
  const hidden = modules.data.list.find((m) => !m.enabled)!;
  t.equal((await call<{ enabled: boolean }>('PUT', `/api/v2/seller/four_modules/${hidden.id}/show`, { token: admin, body: {} })).data.enabled, true);

  const rule = { name: '测试规则', trigger: 'first_order', generation: 1, min_vip_level: 0, rate_percent: 101, amount: '0.00', daily_cap: '0.00' };
  t.equal((await call('POST', '/api/v2/seller/recommend_award', { token: admin, body: rule })).error, 'rate_percent 不能大于 100');
  t.equal((await call('POST', '/api/v2/seller/recommend_award', { token: admin, body: { ...rule, rate_percent: 5, amount: '-1.00' } })).error, 'amount 不能为负数');
  t.equal((await call('POST', '/api/v2/seller/recommend_award', { token: admin, body: { ...rule, rate_percent: 0 } })).error, 'amount 不能与奖励比例同时为 0');
  const created = await call<{ id: number; enabled: boolean }>('POST', '/api/v2/seller/recommend_award', { token: admin, body: { ...rule, rate_percent: 8 } });
  t.equal(created.data.enabled, true);
  const zeroed = await call('PUT', `/api/v2/seller/recommend_award/${created.data.id}`, { token: admin, body: { rate_percent: 0 }, lang: 'en' });
  t.equal(zeroed.error, 'amount cannot be 0 while the rate is 0', 'on the amount, in the create rule’s words');
});

t.test('service settings: the finance role reads them; hours must be in order', async (t) => {
  const finance = await login('finance');
  const read = await call<Record<string, { opens_at: string }>>('POST', '/api/v2/common/config', { token: finance, body: { keys: ['service_setting'] } });
  t.equal(read.data.service_setting.opens_at, '09:00');
  const setting = { ...read.data.service_setting, opens_at: '22:00' };
  const late = await call('POST', '/api/v2/seller/config', { token: finance, body: { values: { service_setting: setting } } });
  t.equal(late.error, 'service_setting: closes_at 须晚于开始时间');
  const saved = await call('POST', '/api/v2/seller/config', { token: finance, body: { values: { service_setting: { ...setting, opens_at: '08:30' } } } });
  t.equal(saved.status, 0, 'the finance role saves them');
  const operator = await login('operator');
  t.equal((await call('POST', '/api/v2/seller/config', { token: operator, body: { values: { service_setting: setting } } })).error, '无权限');
});
