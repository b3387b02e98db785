/**
 * SMS codes as the contract states them (SMS_CODE_RULES): a code dies after 5 wrong tries and after 5 minutes, a phone
 * gets one code a minute and 10 a day, the send call tells nobody whether a phone is registered, and the support
 * lookup shows members' codes only, each lookup recorded. Time is the mock's clock, moved by the test.
 */
import t, { type Test } from 'tap';
import { type Answer, type Mock, startMock } from './helpers.ts';

/** 10:00 China time: the daily limit's day starts 10 hours earlier and ends 14 hours later. */
const START = Date.parse('2026-11-20T02:00:00Z');
const SELLER_PHONE = '13800000001';
const MERCHANT_PHONE = '13800000002';
const NOBODY_PHONE = '13912345678';
const STAFF_PHONE = '13900000011';

async function clockedMock(t: Test): Promise<Mock & { tick: (ms: number) => void }> {
  let now = START;
  const mock = await startMock({ clock: () => now });
  t.teardown(() => mock.close());
  return { ...mock, tick: (ms) => (now += ms) };
}

const send = (mock: Mock, mobile: string, type: 'login' | 'reset' = 'login', lang?: string) =>
  mock.call<{ expires_in: number }>('POST', '/api/v2/common/mobilecode', { body: { mobile, type }, lang });
/** The code the phone got, as the phone's owner reads it (the mock's debug call: the lookup hides console accounts' codes). */
const codeOf = async (mock: Mock, mobile: string) =>
  ((await (await fetch(`${mock.url}/__mock/sms?mobile=${mobile}`)).json()) as { data: { code: string } }).data.code;
const otherThan = (code: string, n = 0) => String((Number(code) + 1 + n) % 1_000_000).padStart(6, '0');
const reset = (mock: Mock, mobile: string, code: string, password = 'newpass1', lang?: string) =>
  mock.call('POST', '/api/v2/seller/smspassword', { body: { mobile, code, password }, lang });
const smsLogin = (mock: Mock, mobile: string, code: string, lang?: string) =>
  mock.call<{ token: string }>('POST', '/api/v2/seller/login', { body: { mobile, code }, lang });
const shape = (a: Answer) => ({ http: a.http, status: a.status, data: a.data, error: a.error });

t.test('the send call answers the same for a registered and an unregistered phone, limits included', async (t) => {
  const mock = await clockedMock(t);
  const first = await send(mock, SELLER_PHONE);
  t.same(shape(first), shape(await send(mock, NOBODY_PHONE)), 'the first code');
  t.same(first.data, { expires_in: 300 });
  const code = await codeOf(mock, SELLER_PHONE);
  const tooSoon = await send(mock, SELLER_PHONE, 'reset');
  t.same([tooSoon.status, tooSoon.error], [1, '发送太频繁，请 60 秒后再试'], 'one code a minute, whatever the purpose');
  t.same(shape(tooSoon), shape(await send(mock, NOBODY_PHONE, 'reset')));
  t.equal((await send(mock, NOBODY_PHONE, 'reset', 'en')).error, 'Too many requests, try again in 60 s');
  t.equal(await codeOf(mock, SELLER_PHONE), code, 'a refused request sends nothing');
  t.equal((await smsLogin(mock, SELLER_PHONE, code)).status, 0, 'and the code sent before still works');
});

t.test('ten codes a day per phone; the next day the phone gets codes again', async (t) => {
  const mock = await clockedMock(t);
  for (let i = 0; i < 10; i++) {
    const [known, unknown] = [await send(mock, MERCHANT_PHONE), await send(mock, NOBODY_PHONE)];
    t.same([known.status, unknown.status], [0, 0], `code ${i + 1}`);
    mock.tick(61_000);
  }
  const tenth = await codeOf(mock, MERCHANT_PHONE);
  const eleventh = await send(mock, MERCHANT_PHONE, 'reset');
  t.same([eleventh.status, eleventh.error], [1, '该手机号今日已获取 10 次验证码，请明天再试']);
  t.same(shape(eleventh), shape(await send(mock, NOBODY_PHONE, 'reset')), 'the same for a phone nobody holds');
  t.equal((await send(mock, MERCHANT_PHONE, 'login', 'en')).error, 'This phone has had 10 codes today, try again tomorrow');
  t.equal(await codeOf(mock, MERCHANT_PHONE), tenth, 'the refused requests sent nothing');
  // 10:11 China time plus 14 hours: past midnight, a new day
  mock.tick(14 * 3600_000);
  t.equal((await send(mock, MERCHANT_PHONE)).status, 0, 'a new day');
});

t.test('after 5 wrong codes the right one is refused, and the password is unchanged', async (t) => {
  const mock = await clockedMock(t);
  await send(mock, SELLER_PHONE, 'reset');
  const code = await codeOf(mock, SELLER_PHONE);
  for (let i = 0; i < 4; i++) t.equal((await reset(mock, SELLER_PHONE, otherThan(code, i))).error, '短信验证码错误或已过期', `wrong try ${i + 1}`);
  t.equal((await reset(mock, SELLER_PHONE, otherThan(code, 4))).error, '验证码已输错 5 次并失效，请重新获取', 'the fifth wrong try kills the code');
  t.equal((await reset(mock, SELLER_PHONE, otherThan(code, 5))).status, 1, 'a sixth wrong try');
  const right = await reset(mock, SELLER_PHONE, code, 'newpass1', 'en');
  t.same([right.status, right.error], [1, 'The code was entered wrong 5 times and no longer works, please request a new one'], 'the right code is refused');
  t.ok(await mock.login('seller', 'seller', '123456'), 'the old password still works');
  await t.rejects(mock.login('seller', 'seller', 'newpass1'), /账号或密码错误/, 'the new one does not');

  mock.tick(61_000);
  await send(mock, SELLER_PHONE, 'reset');
  t.equal((await reset(mock, SELLER_PHONE, await codeOf(mock, SELLER_PHONE))).status, 0, 'a new code works');
  t.ok(await mock.login('seller', 'seller', 'newpass1'));
});

t.test('SMS login: the same limit of wrong tries; no session comes of a refused code', async (t) => {
  const mock = await clockedMock(t);
  await send(mock, MERCHANT_PHONE);
  const code = await codeOf(mock, MERCHANT_PHONE);
  for (let i = 0; i < 5; i++) await smsLogin(mock, MERCHANT_PHONE, otherThan(code, i));
  const right = await smsLogin(mock, MERCHANT_PHONE, code);
  t.same([right.status, right.data, right.error], [1, undefined, '验证码已输错 5 次并失效，请重新获取']);
});

t.test('a code dies after 5 minutes: the right code is refused and nothing changes', async (t) => {
  const mock = await clockedMock(t);
  await send(mock, SELLER_PHONE, 'reset');
  const code = await codeOf(mock, SELLER_PHONE);
  mock.tick(300_000);
  const late = await reset(mock, SELLER_PHONE, code);
  t.same([late.status, late.error], [1, '短信验证码错误或已过期']);
  t.equal((await reset(mock, SELLER_PHONE, code, 'newpass1', 'en')).error, 'Wrong or expired SMS code');
  t.ok(await mock.login('seller', 'seller', '123456'), 'the password is unchanged');

  await send(mock, MERCHANT_PHONE);
  const loginCode = await codeOf(mock, MERCHANT_PHONE);
  mock.tick(299_000);
  t.equal((await smsLogin(mock, MERCHANT_PHONE, loginCode)).status, 0, 'a second before: the code works');
});

t.test('wrong codes for a phone nobody holds get the same answers as for a registered one', async (t) => {
  const mock = await clockedMock(t);
  await send(mock, SELLER_PHONE, 'reset');
  await send(mock, NOBODY_PHONE, 'reset');
  const [known, unknown] = [await codeOf(mock, SELLER_PHONE), await codeOf(mock, NOBODY_PHONE)];
  for (let i = 0; i < 6; i++) {
    // a guess that is wrong for both phones
    let guess = otherThan(known, i);
    while (guess === unknown) guess = otherThan(guess);
    t.same(shape(await reset(mock, SELLER_PHONE, guess)), shape(await reset(mock, NOBODY_PHONE, guess)), `try ${i + 1}`);
  }
  const noCode = await reset(mock, '13700000000', '123456');
  t.same([noCode.status, noCode.error], [1, '短信验证码错误或已过期'], 'a phone that never asked');
});

t.test('the lookup shows members\' codes only; every lookup is recorded with who looked and when', async (t) => {
  const mock = await clockedMock(t);
  const admin = await mock.login('admin');
  const operator = await mock.login('operator');
  const member = (await mock.call<{ mobile: string }>('GET', '/api/v2/seller/members/5', { token: admin })).data.mobile;
  await send(mock, member);
  const sent = await codeOf(mock, member);
  const lookup = await mock.call<{ code: string; type: string; used: boolean }[]>('GET', `/api/v2/admin/smscode?mobile=${member}`, { token: operator });
  t.equal(lookup.status, 0);
  t.match(lookup.data[0], { code: sent, type: 'login', used: false }, "a member's code is shown");

  for (const [phone, whose] of [[SELLER_PHONE, 'the seller'], [MERCHANT_PHONE, 'the merchant'], [STAFF_PHONE, 'a staff account']]) {
    await send(mock, phone);
    const refused = await mock.call('GET', `/api/v2/admin/smscode?mobile=${phone}`, { token: operator });
    t.same([refused.status, refused.data, refused.error], [1, undefined, `${phone} 是后台账号的手机号，其验证码不予查询（本次查询已记入操作记录）`], `${whose}'s codes are never shown`);
  }
  const en = await mock.call('GET', `/api/v2/admin/smscode?mobile=${SELLER_PHONE}`, { token: admin, lang: 'en' });
  t.equal(en.error, `${SELLER_PHONE} belongs to a console account: its codes are never shown (this lookup was recorded in the operation records)`);
  await send(mock, NOBODY_PHONE);
  t.same((await mock.call('GET', `/api/v2/admin/smscode?mobile=${NOBODY_PHONE}`, { token: operator })).data, [], 'no code was sent to a phone nobody holds');

  // every lookup is an entry of the operation log, read on its screen (操作记录) by the kind of record looked at
  type Log = { account: string; operator: string; call_text: string; kind: string; record: string; detail: string; time: string };
  const logs = await mock.call<{ list: Log[] }>('GET', '/api/v2/seller/log/operation?resource=smsCodes&limit=50&sort=id', { token: admin });
  t.same(
    logs.data.list.map((l) => [l.account, l.record, l.detail]),
    [
      ['operator', `短信验证码 #${member}`, `手机号: ${member}`],
      ['operator', `短信验证码 #${SELLER_PHONE}`, `手机号: ${SELLER_PHONE}；已拒绝`],
      ['operator', `短信验证码 #${MERCHANT_PHONE}`, `手机号: ${MERCHANT_PHONE}；已拒绝`],
      ['operator', `短信验证码 #${STAFF_PHONE}`, `手机号: ${STAFF_PHONE}；已拒绝`],
      ['admin', `短信验证码 #${SELLER_PHONE}`, `手机号: ${SELLER_PHONE}；已拒绝`],
      ['operator', `短信验证码 #${NOBODY_PHONE}`, `手机号: ${NOBODY_PHONE}`],
    ],
    'each lookup, refused or not, in order, with who looked',
  );
  t.match(logs.data.list[0], { operator: '运营小李', call_text: '临时短信验证码查询', kind: 'read', time: /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/ });
  const verdict = await mock.call<{ intact: boolean }>('GET', '/api/v2/seller/log/operation/verify', { token: admin });
  t.equal(verdict.data.intact, true, 'the lookups are links of the chain');

  for (let i = 0; i < 5; i++) await smsLogin(mock, member, otherThan(sent, i));
  const locked = await mock.call<{ wrong_tries: number; used: boolean }[]>('GET', `/api/v2/admin/smscode?mobile=${member}`, { token: operator });
  t.match(locked.data[0], { wrong_tries: 5, used: false }, 'support sees the code was killed by wrong tries');
});

t.test("the seeded codes are members' codes", async (t) => {
  const mock = await clockedMock(t);
  const admin = await mock.login('admin');
  const member = (await mock.call<{ mobile: string }>('GET', '/api/v2/seller/members/1', { token: admin })).data.mobile;
  const codes = await mock.call<unknown[]>('GET', `/api/v2/admin/smscode?mobile=${member}`, { token: admin });
  t.equal(codes.data.length, 3);
});
