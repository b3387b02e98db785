import t from 'tap';
import { startMock } from './helpers.ts';

const mock = await startMock();
t.teardown(() => mock.close());
const { call, login } = mock;

t.test('demo accounts are listed with their area and a zh/en description', async (t) => {
  const res = await call<{ accounts: { account: string; area: string; password: string; description: { zh: string; en: string } }[] }>('GET', '/api/v2/common/demo');
  t.equal(res.status, 0);
  t.same(res.data.accounts.map((a) => [a.account, a.area]), [['admin', 'admin'], ['operator', 'admin'], ['finance', 'both'], ['seller', 'seller'], ['merchant', 'seller']]);
  for (const a of res.data.accounts) {
    t.equal(a.password, '123456');
    t.ok(a.description.zh && a.description.en, `${a.account} described in both languages`);
  }
});

t.test('admin login checks the captcha, once per picture', async (t) => {
  const captcha = await call<{ key: string; img: string }>('GET', '/api/v2/admin/imgkey');
  t.match(captcha.data.img, /^data:image\/svg\+xml;base64,/);
  const { data: { code } } = await call<{ code: string }>('GET', `/__mock/captcha?key=${captcha.data.key}`);
  t.match(Buffer.from(captcha.data.img.split(',')[1], 'base64').toString(), />[A-Z0-9]</, 'the picture draws the letters');
  const wrong = await call('POST', '/api/v2/admin/login', { body: { account: 'admin', password: '123456', key: captcha.data.key, code: code === 'AAAA' ? 'BBBB' : 'AAAA' } });
  t.same([wrong.status, wrong.error], [1, '验证码错误']);
  const reused = await call('POST', '/api/v2/admin/login', { body: { account: 'admin', password: '123456', key: captcha.data.key, code } });
  t.same([reused.status, reused.error], [1, '验证码已过期，请刷新'], 'a captcha serves one attempt');

  const fresh = await call<{ key: string }>('GET', '/api/v2/admin/imgkey');
  const freshCode = (await call<{ code: string }>('GET', `/__mock/captcha?key=${fresh.data.key}`)).data.code;
  const ok = await call<{ token: string; is_admin: number; is_finance: number; permission: string[] }>('POST', '/api/v2/admin/login', {
    body: { account: 'admin', password: '123456', key: fresh.data.key, code: freshCode.toLowerCase() },
  });
  t.equal(ok.status, 0, 'the code is case-insensitive');
  t.same([ok.data.is_admin, ok.data.is_finance, ok.data.permission], [1, 0, []]);
  t.match(ok.data.token, /^[0-9a-f]{48}$/);
});

t.test('wrong password and wrong area are refused; zh by default, en on request', async (t) => {
  const bad = await call('POST', '/api/v2/seller/login', { body: { account: 'seller', password: 'nope12' } });
  t.same([bad.status, bad.error], [1, '账号或密码错误']);
  const badEn = await call('POST', '/api/v2/seller/login', { body: { account: 'seller', password: 'nope12' }, lang: 'en-US,en;q=0.9' });
  t.equal(badEn.error, 'Wrong account or password');
  const area = await call('POST', '/api/v2/seller/login', { body: { account: 'admin', password: '123456' } });
  t.same([area.status, area.error], [1, '该账号不能登录此后台']);
  t.ok(await login('finance', 'seller'), 'finance logs in on both pages');
  t.ok(await login('finance', 'admin'));
});

t.test('login flags and /user/info roles of every demo account', async (t) => {
  const expected: Record<string, [string, 'admin' | 'seller', string[]]> = {
    admin: ['admin', 'admin', ['admin']],
    operator: ['operator', 'admin', ['admin2']],
    finance: ['finance', 'admin', ['caiwu']],
    seller: ['seller', 'seller', ['seller']],
    merchant: ['merchant', 'seller', ['seller2']],
  };
  for (const [account, area, roles] of Object.values(expected)) {
    const token = await login(account, area);
    const info = await call<{ roles: string[]; name: string; avatar: string; introduction: string }>('GET', '/user/info', { token });
    t.same(info.data.roles, roles, `${account} roles`);
    t.ok(info.data.name.length > 0 && info.data.introduction.length > 0);
    const avatar = await fetch(mock.url + info.data.avatar);
    t.equal(avatar.headers.get('content-type'), 'image/png', `${account} avatar is served`);
  }
  const operator = await call<{ permission: string[]; is_admin: number }>('POST', '/api/v2/seller/login', { body: { account: 'merchant', password: '123456' } });
  t.equal(operator.data.is_admin, 0);
  t.ok(operator.data.permission.includes('goods_list'));
});

t.test('menu definition: groups by path segment, children by route label, zh titles; seller set without governance', async (t) => {
  const admin = await call<{ label: string; title: string; children: { label: string; title: string }[] }[]>('GET', '/api/v2/seller/auth', { token: await login('admin') });
  t.equal(admin.data[0].label, 'goods');
  t.equal(admin.data[0].title, '商品管理');
  t.same(admin.data[0].children[0], { label: 'goods_list', title: '商品列表' });
  const adminLabels = admin.data.flatMap((g) => g.children.map((c) => c.label));
  t.ok(adminLabels.includes('smsConfig_index'));
  const seller = await call<{ children: { label: string }[] }[]>('GET', '/api/v2/seller/auth', { token: await login('seller', 'seller') });
  const sellerLabels = seller.data.flatMap((g) => g.children.map((c) => c.label));
  t.notOk(sellerLabels.includes('smsConfig_index'));
  t.notOk(sellerLabels.includes('authority_index'));
  // the six governance screens are the administrators' only; the merchant's three own money screens are the seller area's only
  t.equal(adminLabels.length - sellerLabels.length, 6 - 3);
  t.ok(sellerLabels.includes('finance_myBills') && !adminLabels.includes('finance_myBills'), "the merchant's own bills: seller area only");
});

t.test('status 10 for a missing, unknown or logged-out token', async (t) => {
  const missing = await call('GET', '/api/v2/seller/storeinfo');
  t.same([missing.http, missing.status], [200, 10]);
  t.equal((await call('GET', '/api/v2/seller/storeinfo', { token: 'deadbeef' })).status, 10);
  const token = await login('seller', 'seller');
  t.equal((await call('GET', '/api/v2/seller/storeinfo', { token })).status, 0);
  t.equal((await call('GET', '/api/v2/admin/logout', { token })).status, 0);
  t.equal((await call('GET', '/api/v2/seller/storeinfo', { token })).status, 10, 'logged out');
  t.equal((await call('GET', '/user/info', { token })).status, 10);
});

t.test('/user/info takes the token from its header only, never from the URL', async (t) => {
  const token = await login('seller', 'seller');
  t.equal((await call('GET', '/user/info', { token })).status, 0);
  t.equal((await call('GET', `/user/info?token=${token}`)).status, 10, 'a token in the query is no session');
});

t.test('a call whose permission label the caller lacks gets 无权限', async (t) => {
  const operator = await login('operator');
  const denied = await call('PUT', '/api/v2/seller/members/1/adjust', { token: operator, body: { amount: '1.00', remark: '测试' } });
  t.same([denied.status, denied.error], [1, '无权限']);
  const deniedEn = await call('GET', '/api/v2/seller/merchants?limit=1', { token: await login('merchant', 'seller'), lang: 'en' });
  t.same([deniedEn.status, deniedEn.error], [1, 'Permission denied'], 'a merchant has no merchant list');
  const sms = await call('GET', '/api/v2/admin/smscode?mobile=13800000001', { token: await login('seller', 'seller'), lang: 'en' });
  t.same([sms.status, sms.error], [1, 'Permission denied'], 'the seller set has no SMS lookup');
  const finance = await login('finance');
  t.equal((await call('GET', '/api/v2/seller/goods?limit=1', { token: finance })).error, '无权限', 'caiwu has no goods screens');
  t.equal((await call('GET', '/api/v2/seller/orders?limit=1', { token: finance })).status, 0, 'caiwu reads orders');
});

/** The code a phone got, as its owner reads it (the lookup screen never shows a console account's codes). */
const smsCodeOf = async (mobile: string) => ((await (await fetch(`${mock.url}/__mock/sms?mobile=${mobile}`)).json()) as { data: { code: string } }).data.code;

t.test('SMS code: sent, used once for login; throttled (sms-codes.test.ts: the limits)', async (t) => {
  const sent = await call<{ expires_in: number }>('POST', '/api/v2/common/mobilecode', { body: { mobile: '13800000002', type: 'login' } });
  t.same(sent.data, { expires_in: 300 });
  const again = await call('POST', '/api/v2/common/mobilecode', { body: { mobile: '13800000002', type: 'login' } });
  t.match(again.error, /^发送太频繁，请 \d+ 秒后再试$/);
  const code = await smsCodeOf('13800000002');
  const wrongCode = code === '000000' ? '111111' : '000000';
  t.equal((await call('POST', '/api/v2/seller/login', { body: { mobile: '13800000002', code: wrongCode } })).error, '短信验证码错误或已过期');
  const ok = await call<{ token: string; account_id: number; account: string }>('POST', '/api/v2/seller/login', { body: { mobile: '13800000002', code } });
  t.equal(ok.status, 0);
  t.equal((await call('POST', '/api/v2/seller/login', { body: { mobile: '13800000002', code } })).status, 1, 'a code works once');
  // the login by phone names the account as the login by password does: the console tells accounts apart by the id
  const byPassword = await call<{ account_id: number; account: string }>('POST', '/api/v2/seller/login', { body: { account: 'merchant', password: '123456' } });
  t.same([ok.data.account_id, ok.data.account], [byPassword.data.account_id, 'merchant'], 'the same account id and name either way');
  const other = await call<{ account_id: number }>('POST', '/api/v2/seller/login', { body: { account: 'seller', password: '123456' } });
  t.not(other.data.account_id, ok.data.account_id, 'another account, another id');
  const info = await call<{ account_id: number }>('GET', '/user/info', { token: ok.data.token });
  t.equal(info.data.account_id, ok.data.account_id, '/user/info says the same id');
});

t.test('SMS password reset: the new password works, the old does not, sessions end', async (t) => {
  const before = await login('seller', 'seller');
  await call('POST', '/api/v2/common/mobilecode', { body: { mobile: '13800000001', type: 'reset' } });
  const code = await smsCodeOf('13800000001');
  const short = await call('POST', '/api/v2/seller/smspassword', { body: { mobile: '13800000001', code, password: '123' } });
  t.equal(short.error, 'password 长度不能少于 6 个字符');
  t.equal((await call('POST', '/api/v2/seller/smspassword', { body: { mobile: '13800000001', code, password: 'newpass1' } })).status, 0);
  t.equal((await call('GET', '/api/v2/seller/storeinfo', { token: before })).status, 10);
  await t.rejects(login('seller', 'seller'), /账号或密码错误/);
  t.ok(await login('seller', 'seller', 'newpass1'));
  await call('POST', '/__mock/reset');
});

t.test('password change: old password, 6 to 20, equality; the new one works at the next login', async (t) => {
  const token = await login('operator');
  const body = (old_pw: string, new_pw: string, new_pw2: string) => ({ token, body: { old_pw, new_pw, new_pw2 } });
  t.equal((await call('POST', '/api/v2/admin/password', body('123456', '12345', '12345'))).error, 'new_pw 长度不能少于 6 个字符');
  t.equal((await call('POST', '/api/v2/admin/password', { ...body('123456', 'a'.repeat(21), 'a'.repeat(21)), lang: 'en' })).error, 'new_pw must be at most 20 characters');
  t.equal((await call('POST', '/api/v2/admin/password', body('123456', 'abcdef', 'abcdeg'))).error, 'new_pw2 必须与 new_pw 一致');
  t.equal((await call('POST', '/api/v2/admin/password', body('654321', 'abcdef', 'abcdef'))).error, '原密码错误');
  t.equal((await call('POST', '/api/v2/admin/password', body('123456', 'abcdef', 'abcdef'))).status, 0);
  await t.rejects(login('operator'), /账号或密码错误/);
  const again = await login('operator', 'admin', 'abcdef');
  t.equal((await call('POST', '/api/v2/seller/password', { token: again, body: { old_pw: 'abcdef', new_pw: '123456', new_pw2: '123456' } })).status, 0);
  t.ok(await login('operator'));
});

t.test('store info is the account\'s shop', async (t) => {
  const seller = await call<{ id: number; name: string }>('GET', '/api/v2/seller/storeinfo', { token: await login('seller', 'seller') });
  t.same([seller.data.id, seller.data.name], [1, '平台自营旗舰店']);
  const merchant = await call<{ id: number; address: string; phone: string }>('GET', '/api/v2/seller/storeinfo', { token: await login('merchant', 'seller') });
  t.equal(merchant.data.id, 2);
  t.equal(merchant.data.phone, '13800000002');
  t.ok(merchant.data.address.length > 6);
});

t.test('validation names the field and the rule', async (t) => {
  const token = await login('admin');
  const cases: [string, string, unknown, string][] = [
    ['GET', '/api/v2/seller/orders?limit=abc', undefined, 'limit 应为数字'],
    ['GET', '/api/v2/seller/orders?limit=501', undefined, 'limit 不能大于 500'],
    ['GET', '/api/v2/seller/orders?page=0', undefined, 'page 不能小于 1'],
    ['GET', '/api/v2/seller/orders?status=lost', undefined, 'status 只能是以下值之一：to_pay, to_ship, shipped, completed, closed, refunding'],
    ['GET', '/api/v2/seller/orders?start_time=2024-01-01', undefined, 'start_time 格式不正确，应为 年-月-日 时:分:秒，如 2024-06-01 09:30:00'],
    ['GET', '/api/v2/seller/orders?sort=-buyer_name', undefined, 'sort 只能是以下值之一：id, total, created_at, paid_at'],
    ['POST', '/api/v2/common/mobilecode', { mobile: '12345', type: 'login' }, 'mobile 格式不正确，应为 1 开头的 11 位手机号'],
    ['POST', '/api/v2/common/mobilecode', { mobile: '13800000001', type: 'x' }, 'type 只能是以下值之一：login, reset'],
    ['POST', '/api/v2/common/config', { keys: [] }, 'keys 至少需要 1 项'],
    ['POST', '/api/v2/common/config', { keys: 'site_name' }, 'keys 应为数组'],
    ['PUT', '/api/v2/seller/orders/1/close', {}, 'note 为必填项'],
    ['PUT', '/api/v2/seller/members/1/adjust', { amount: '0.00', remark: '调整' }, 'amount 不能为 0'],
    ['PUT', '/api/v2/seller/seckill/setting', { enabled: true, sessions: ['20:00', '10:00'], session_minutes: 60, limit_per_member: 1, unpaid_close_minutes: 5, rules: '' }, 'sessions 必须按升序排列'],
  ];
  for (const [method, path, body, error] of cases) {
    const res = await call(method, path, { token, body });
    t.same([res.status, res.error], [1, error], `${method} ${path}`);
  }
  const en = await call('GET', '/api/v2/seller/orders?limit=abc', { token, lang: 'en' });
  t.equal(en.error, 'limit must be a number');
  const badJson = await fetch(`${mock.url}/api/v2/common/config`, { method: 'POST', headers: { token, 'content-type': 'application/json' }, body: '{"keys":' });
  t.same([badJson.status, ((await badJson.json()) as { error: string }).error], [400, '请求体不是有效的 JSON']);
});

t.test('unknown path: HTTP 404 with status 1', async (t) => {
  const res = await call('GET', '/api/v2/nothing/here?x=1');
  t.same([res.http, res.status, res.error], [404, 1, '接口不存在：GET /api/v2/nothing/here']);
});
