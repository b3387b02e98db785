/**
 * Sessions end: after the idle time, at the end of their lifetime, and when the account's password changes (its own
 * change keeps the session that made it; an administrator's reset and an SMS reset end them all). An ended session
 * gets status 10 in zh/en and its writes change nothing. Every login says when its session ends. Time is the mock's
 * clock, moved by the test.
 */
import { spawn } from 'node:child_process';
import t, { type Test } from 'tap';
import { loadMockOptions } from '../../mock-upstream/app.ts';
import { type Mock, startMock } from './helpers.ts';

/** 10:00 China time. */
const START = Date.parse('2026-11-20T02:00:00Z');
const MINUTE = 60_000;

async function clockedMock(t: Test, options: { sessionIdleMinutes?: number; sessionLifetimeHours?: number } = {}) {
  let now = START;
  const mock = await startMock({ clock: () => now, ...options });
  t.teardown(() => mock.close());
  return { ...mock, tick: (ms: number) => (now += ms) };
}

const storeInfo = (mock: Mock, token: string, lang?: string) => mock.call('GET', '/api/v2/seller/storeinfo', { token, lang });
const changeOwnPassword = (mock: Mock, token: string, old_pw: string, new_pw: string) =>
  mock.call('POST', '/api/v2/admin/password', { token, body: { old_pw, new_pw, new_pw2: new_pw } });

type Session = { idle_seconds: number; expires_at: string };

t.test('every login says when its session ends: admin, seller password and SMS', async (t) => {
  const mock = await clockedMock(t);
  const captcha = await mock.call<{ key: string }>('GET', '/api/v2/admin/imgkey');
  const { code } = (await mock.call<{ code: string }>('GET', `/__mock/captcha?key=${captcha.data.key}`)).data;
  const admin = await mock.call<{ session: Session }>('POST', '/api/v2/admin/login', { body: { account: 'admin', password: '123456', key: captcha.data.key, code } });
  // 10:00 China time plus the default 12 hours
  t.same(admin.data.session, { idle_seconds: 1800, expires_at: '2026-11-20 22:00:00' });
  const seller = await mock.call<{ session: Session }>('POST', '/api/v2/seller/login', { body: { account: 'seller', password: '123456' } });
  t.same(seller.data.session, { idle_seconds: 1800, expires_at: '2026-11-20 22:00:00' });
  await mock.call('POST', '/api/v2/common/mobilecode', { body: { mobile: '13800000002', type: 'login' } });
  const sms = ((await (await fetch(`${mock.url}/__mock/sms?mobile=13800000002`)).json()) as { data: { code: string } }).data.code;
  mock.tick(MINUTE);
  const bySms = await mock.call<{ session: Session }>('POST', '/api/v2/seller/login', { body: { mobile: '13800000002', code: sms } });
  t.same(bySms.data.session, { idle_seconds: 1800, expires_at: '2026-11-20 22:01:00' });

  const short = await clockedMock(t, { sessionIdleMinutes: 5, sessionLifetimeHours: 1 });
  const other = await short.call<{ session: Session }>('POST', '/api/v2/seller/login', { body: { account: 'seller', password: '123456' } });
  t.same(other.data.session, { idle_seconds: 300, expires_at: '2026-11-20 11:00:00' }, 'the options decide');
});

t.test('idle: every authenticated call counts as activity; after the idle time the session is over', async (t) => {
  const mock = await clockedMock(t);
  const token = await mock.login('seller', 'seller');
  for (let i = 0; i < 4; i++) {
    mock.tick(29 * MINUTE);
    t.equal((await storeInfo(mock, token)).status, 0, `active after ${(i + 1) * 29} minutes of calls every 29`);
  }
  mock.tick(29 * MINUTE);
  t.equal((await mock.call('GET', '/user/info', { token })).status, 0, '/user/info counts too');
  mock.tick(30 * MINUTE);
  const ended = await storeInfo(mock, token);
  t.same([ended.http, ended.status, ended.error], [200, 10, '已 30 分钟未操作，登录已失效，请重新登录']);
  t.equal((await storeInfo(mock, token, 'en')).error, 'Signed out after 30 minutes without activity, please log in again');
  t.equal((await mock.call('GET', '/user/info', { token })).status, 10);
});

t.test('calls that are not activity: answered as before, but the idle time goes on and ends the session', async (t) => {
  const mock = await clockedMock(t);
  const background = { 'x-activity': 'background' };
  const token = await mock.login('operator');
  mock.tick(20 * MINUTE);
  t.equal((await mock.call('GET', '/api/v2/seller/storeinfo', { token, headers: background })).status, 0, 'a read marked background is answered');
  t.equal((await mock.call('GET', '/api/v2/common/inbox', { token })).status, 0, 'the inbox read, declared not activity by the contract, is answered');
  t.equal((await mock.call('GET', '/api/v2/common/inbox/audience', { token })).status, 0, 'so is the audience');
  mock.tick(10 * MINUTE);
  const ended = await mock.call('GET', '/api/v2/seller/storeinfo', { token, headers: background });
  t.same([ended.status, ended.error], [10, '已 30 分钟未操作，登录已失效，请重新登录'], 'the idle time counted from the login, not from those reads');
  t.equal((await mock.call('GET', '/api/v2/common/inbox', { token, lang: 'en' })).error, 'Signed out after 30 minutes without activity, please log in again');

  const kept = await mock.login('operator');
  mock.tick(20 * MINUTE);
  t.equal((await mock.call('GET', '/api/v2/seller/storeinfo', { token: kept })).status, 0, 'a read without the header');
  mock.tick(20 * MINUTE);
  const other = await mock.call('GET', '/api/v2/seller/storeinfo', { token: kept, headers: { 'x-activity': 'foreground' } });
  t.equal(other.status, 0, 'alive 40 minutes after the login: the read without the header restarted the idle time');
  mock.tick(20 * MINUTE);
  t.equal((await mock.call('GET', '/api/v2/seller/storeinfo', { token: kept, headers: background })).status, 0, 'alive 60 minutes after the login: another value of the header counts too');
});

t.test('a write counts as activity whatever it carries', async (t) => {
  const mock = await clockedMock(t);
  const token = await mock.login('operator');
  mock.tick(20 * MINUTE);
  const write = await mock.call('POST', '/api/v2/common/inbox/read_all', { token, body: {}, headers: { 'x-activity': 'background' } });
  t.equal(write.status, 0);
  mock.tick(20 * MINUTE);
  t.equal((await mock.call('GET', '/api/v2/common/inbox', { token })).status, 0, 'alive 20 minutes after the write, 40 after the login');
});

t.test('a background call does not bring back a session past its lifetime', async (t) => {
  const mock = await clockedMock(t, { sessionIdleMinutes: 120, sessionLifetimeHours: 1 });
  const token = await mock.login('operator');
  mock.tick(61 * MINUTE);
  const ended = await mock.call('GET', '/api/v2/common/inbox', { token, headers: { 'x-activity': 'background' } });
  t.same([ended.status, ended.error], [10, '登录已满 1 小时，请重新登录']);
});

t.test("an ended session's write changes nothing", async (t) => {
  const mock = await clockedMock(t);
  const token = await mock.login('operator');
  mock.tick(30 * MINUTE);
  const write = await changeOwnPassword(mock, token, '123456', 'changed1');
  t.same([write.status, write.error], [10, '已 30 分钟未操作，登录已失效，请重新登录']);
  t.ok(await mock.login('operator', 'admin', '123456'), 'the password is unchanged');
  await t.rejects(mock.login('operator', 'admin', 'changed1'));
});

t.test('lifetime: a busy session still ends at its end', async (t) => {
  const mock = await clockedMock(t);
  const token = await mock.login('seller', 'seller');
  for (let minutes = 20; minutes < 12 * 60; minutes += 20) {
    mock.tick(20 * MINUTE);
    if ((await storeInfo(mock, token)).status !== 0) t.fail(`ended early, after ${minutes} minutes`);
  }
  mock.tick(19 * MINUTE + 59_000);
  t.equal((await storeInfo(mock, token)).status, 0, 'a second before its end');
  mock.tick(1000);
  const ended = await storeInfo(mock, token);
  t.same([ended.status, ended.error], [10, '登录已满 12 小时，请重新登录']);
  t.equal((await storeInfo(mock, token, 'en')).error, 'Sessions last at most 12 hours, please log in again');
  t.ok(await mock.login('seller', 'seller'), 'a new login starts a new session');
});

t.test('own password change: every other session of the account ends at once; the one that changed it stays', async (t) => {
  const mock = await clockedMock(t);
  const [here, there, admin] = [await mock.login('operator'), await mock.login('operator'), await mock.login('admin')];
  t.equal((await changeOwnPassword(mock, here, '123456', 'changed1')).status, 0);
  t.equal((await mock.call('GET', '/api/v2/seller/auth', { token: here })).status, 0, 'the changing session stays');
  const gone = await mock.call('GET', '/api/v2/seller/auth', { token: there });
  t.same([gone.status, gone.error], [10, '账号密码已修改，请用新密码重新登录']);
  t.equal((await mock.call('GET', '/api/v2/seller/auth', { token: there, lang: 'en' })).error, 'The password of this account was changed, please log in with the new one');
  const write = await changeOwnPassword(mock, there, 'changed1', 'changed2');
  t.equal(write.status, 10, "the other session's write is refused");
  t.ok(await mock.login('operator', 'admin', 'changed1'), 'and changed nothing');
  t.equal((await mock.call('GET', '/api/v2/seller/auth', { token: admin })).status, 0, "another account's session is untouched");

  const seller = await mock.login('seller', 'seller');
  const sellerElsewhere = await mock.login('seller', 'seller');
  const changed = await mock.call('POST', '/api/v2/seller/password', { token: seller, body: { old_pw: '123456', new_pw: 'changed1', new_pw2: 'changed1' } });
  t.equal(changed.status, 0);
  t.same([(await storeInfo(mock, seller)).status, (await storeInfo(mock, sellerElsewhere)).status], [0, 10], 'the seller password call alike');
});

t.test("an administrator's reset ends every session of the account", async (t) => {
  const mock = await clockedMock(t);
  const [first, second, admin] = [await mock.login('operator'), await mock.login('operator'), await mock.login('admin')];
  const user = (await mock.call<{ list: { id: number; account: string }[] }>('GET', '/api/v2/admin/users?keyword=operator', { token: admin })).data.list.find((u) => u.account === 'operator')!;
  const reset = await mock.call('PUT', `/api/v2/admin/users/${user.id}/reset_password`, { token: admin, body: { password: 'newpass9', password2: 'newpass9' } });
  t.equal(reset.status, 0);
  for (const token of [first, second]) t.same((await mock.call('GET', '/api/v2/seller/auth', { token })).error, '账号密码已修改，请用新密码重新登录');
  t.equal((await mock.call('GET', '/api/v2/seller/auth', { token: admin })).status, 0, "the administrator's own session stays");
});

t.test('an SMS reset ends every session of the account', async (t) => {
  const mock = await clockedMock(t);
  const [first, second] = [await mock.login('merchant', 'seller'), await mock.login('merchant', 'seller')];
  await mock.call('POST', '/api/v2/common/mobilecode', { body: { mobile: '13800000002', type: 'reset' } });
  const code = ((await (await fetch(`${mock.url}/__mock/sms?mobile=13800000002`)).json()) as { data: { code: string } }).data.code;
  t.equal((await mock.call('POST', '/api/v2/seller/smspassword', { body: { mobile: '13800000002', code, password: 'newpass1' } })).status, 0);
  t.same([(await storeInfo(mock, first)).status, (await storeInfo(mock, second)).status], [10, 10]);
  t.equal((await storeInfo(mock, first)).error, '账号密码已修改，请用新密码重新登录');
});

t.test('MOCK_SESSION_IDLE_MINUTES and MOCK_SESSION_LIFETIME_HOURS: defaults, values, one line for a bad one', async (t) => {
  t.match(loadMockOptions({}), { sessionIdleMinutes: 30, sessionLifetimeHours: 12 });
  t.match(loadMockOptions({ MOCK_SESSION_IDLE_MINUTES: '15', MOCK_SESSION_LIFETIME_HOURS: '8' }), { sessionIdleMinutes: 15, sessionLifetimeHours: 8 });
  t.throws(() => loadMockOptions({ MOCK_SESSION_IDLE_MINUTES: '0' }), { message: 'invalid MOCK_SESSION_IDLE_MINUTES="0": expected an integer 1-1440 (minutes)' });
  t.throws(() => loadMockOptions({ MOCK_SESSION_LIFETIME_HOURS: '1.5' }), { message: 'invalid MOCK_SESSION_LIFETIME_HOURS="1.5": expected an integer 1-720 (hours)' });

  const child = spawn(process.execPath, ['--import=tsx', 'mock-upstream/main.ts'], {
    env: { ...process.env, MOCK_SESSION_LIFETIME_HOURS: 'forever' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (d) => (out += d));
  child.stderr.on('data', (d) => (out += d));
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  t.equal(code, 1);
  t.equal(out.trim(), 'invalid MOCK_SESSION_LIFETIME_HOURS="forever": expected an integer 1-720 (hours)');
});
