/**
 * Every credential call is rate limited at the gateway (docs/gateway.md "Credential calls"), per client address and
 * per account or phone, with a 429 in the caller's language and Retry-After; a refused call never reaches the upstream.
 */
import t from 'tap';
import { request } from 'undici';
import { startGateway, startUpstream } from './helpers.ts';

const CALLS = [
  { path: '/api/v2/admin/login', body: (n: number) => ({ account: `admin${n}`, password: 'x', key: 'k', code: '1234' }), same: { account: 'admin', password: 'x', key: 'k', code: '1' } },
  { path: '/api/v2/seller/login', body: (n: number) => ({ account: `seller${n}`, password: 'x' }), same: { mobile: '13800000000', code: '000000' } },
  { path: '/api/v2/common/mobilecode', body: (n: number) => ({ mobile: `1380000000${n}`, type: 'reset' }), same: { mobile: '13811111111', type: 'reset' } },
  { path: '/api/v2/seller/smspassword', body: (n: number) => ({ mobile: `1390000000${n}`, code: '123456', password: 'secret1' }), same: { mobile: '13911111111', code: '111111', password: 'secret1' } },
  { path: '/api/v2/admin/password', body: (n: number) => ({ old_pw: 'a', new_pw: 'b', new_pw2: 'b', n }), same: { old_pw: 'a', new_pw: 'b', new_pw2: 'b' } },
  { path: '/api/v2/seller/password', body: (n: number) => ({ old_pw: 'a', new_pw: 'b', new_pw2: 'b', n }), same: { old_pw: 'a', new_pw: 'b', new_pw2: 'b' } },
];

const post = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  request(url, { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json', ...headers } });

for (const call of CALLS) {
  t.test(`${call.path}: limited per client address and per account or phone`, async (t) => {
    const upstream = await startUpstream();
    t.teardown(() => upstream.close());
    // Behind a trusted balancer, X-Forwarded-For names the client: several addresses from one test.
    const gateway = await startGateway({ UPSTREAM_URL: upstream.url, LOGIN_RATE_LIMIT: '3', TRUST_PROXY: '127.0.0.1', LOG_LEVEL: 'silent' });
    t.teardown(() => gateway.close());
    const url = `${gateway.url}${call.path}`;

    // One address, a different account each time: the address's limit.
    const byAddress: number[] = [];
    for (let n = 0; n < 5; n++) {
      const res = await post(url, call.body(n), { 'x-forwarded-for': '203.0.113.1', token: `session-${n}` });
      await res.body.dump();
      byAddress.push(res.statusCode);
    }
    t.same(byAddress, [200, 200, 200, 429, 429], 'one address: three attempts a minute, whatever the account');
    t.equal(upstream.seen.length, 3, 'the refused attempts never reached the upstream');

    // One account or phone from a new address each time: the subject's limit.
    const bySubject: number[] = [];
    for (let n = 0; n < 5; n++) {
      const res = await post(url, call.same, { 'x-forwarded-for': `198.51.100.${n + 1}`, token: 'one-session', 'accept-language': 'zh-CN' });
      bySubject.push(res.statusCode);
      if (res.statusCode === 429) {
        t.ok(Number(res.headers['retry-after']) > 0 && Number(res.headers['retry-after']) <= 60, 'Retry-After in seconds');
        t.match(await res.body.json(), { status: 1, error: '登录或验证尝试过于频繁，请一分钟后再试' }, 'the message in the caller language');
      } else await res.body.dump();
    }
    t.same(bySubject, [200, 200, 200, 429, 429], 'one account or phone: three attempts a minute, whatever the address');
    t.equal(upstream.seen.length, 6, 'the refused attempts never reached the upstream');

    const en = await post(url, call.same, { 'x-forwarded-for': '198.51.100.99', token: 'one-session', 'accept-language': 'en' });
    t.match(await en.body.json(), { error: 'Too many sign-in or verification attempts. Please try again in a minute.' }, 'and in English');
  });
}

t.test('a credential call spelt differently is counted as the same call', async (t) => {
  const upstream = await startUpstream();
  t.teardown(() => upstream.close());
  const gateway = await startGateway({ UPSTREAM_URL: upstream.url, LOGIN_RATE_LIMIT: '3', LOG_LEVEL: 'silent' });
  t.teardown(() => gateway.close());
  const spellings = ['/api/v2/admin/login', '/api/v2/admin/login/', '/api/v2/admin//login', '/api/v2/admin/%6cogin', '/api/v2/Admin/Login', '/api/v2/admin/login?x=1'];
  const statuses: number[] = [];
  for (const path of spellings) {
    const res = await post(`${gateway.url}${path}`, { account: `a${path.length}`, password: 'x' });
    await res.body.dump();
    statuses.push(res.statusCode);
  }
  t.same(statuses, [200, 200, 200, 429, 429, 429], 'one budget, whatever the spelling');
  t.equal(upstream.seen.length, 3);
});

t.test('the SMS reset: a guessed code meets the limit long before the code space', async (t) => {
  const upstream = await startUpstream();
  t.teardown(() => upstream.close());
  const gateway = await startGateway({ UPSTREAM_URL: upstream.url, LOG_LEVEL: 'silent' });
  t.teardown(() => gateway.close());
  let answered = 0;
  for (let code = 0; code < 30; code++) {
    const res = await post(`${gateway.url}/api/v2/seller/smspassword`, { mobile: '13900000009', code: String(code).padStart(6, '0'), password: 'secret1' });
    await res.body.dump();
    if (res.statusCode !== 429) answered++;
  }
  t.equal(answered, 10, 'the default: ten tries a minute for one phone');
  t.equal(upstream.seen.length, 10, 'only those reached the upstream');
});
