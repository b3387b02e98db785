import { createServer } from 'node:net';
import t from 'tap';
import { createApi, isOk } from '../../web/src/lib/api.ts';
import { CANCELLED, createRequest, isBackground, type NetworkFailure, queryString, type RequestPolicy, type SessionOutcome } from '../../web/src/lib/request.ts';
import { shellCalls } from '../../web/src/lib/shellCalls.ts';
import { type Received, startUpstream } from './upstream.ts';

function policyFor(baseUrl: string, token?: string) {
  const seen = { errors: [] as { message: string | undefined; duration: number }[], expired: 0, logged: [] as string[] };
  const policy: RequestPolicy = {
    baseUrl,
    token: () => token,
    showError: (message, duration) => seen.errors.push({ message, duration }),
    sessionEnded: (): SessionOutcome => {
      seen.expired++;
      return 'ended';
    },
    logError: (message) => seen.logged.push(message),
  };
  return { policy, seen };
}

t.test('status 0: the envelope is returned, JSON with the token header', async (t) => {
  const up = await startUpstream({ 'POST /api/v2/seller/login': { status: 0, data: { token: 'abc' } } });
  t.teardown(up.close);
  const { policy, seen } = policyFor(up.url, 'tok-1');
  const request = createRequest(policy);
  const result = await request('POST', '/api/v2/seller/login', { body: { account: 'a', password: 'b' }, query: { x: 1 } });
  t.same(result, { status: 0, data: { token: 'abc' } });
  t.equal(up.received[0].headers.token, 'tok-1');
  t.equal(up.received[0].headers['content-type'], 'application/json');
  t.equal(up.received[0].url, '/api/v2/seller/login?x=1');
  t.same(up.received[0].body, { account: 'a', password: 'b' });
  t.same(seen.errors, []);
});

t.test('the console language goes out as Accept-Language', async (t) => {
  const up = await startUpstream({ 'GET /x': { status: 0, data: null } });
  t.teardown(up.close);
  await createRequest({ ...policyFor(up.url).policy, language: () => 'en' })('GET', '/x');
  t.equal(up.received[0].headers['accept-language'], 'en');
});

t.test("a read the console makes on its own carries x-activity: background; someone's read and any write do not", async (t) => {
  const up = await startUpstream({ 'GET /x': { status: 0, data: null }, 'POST /x': { status: 0, data: null } });
  t.teardown(up.close);
  const request = createRequest(policyFor(up.url, 'tok').policy);
  await request('GET', '/x', { background: true });
  await request('GET', '/x');
  await request('POST', '/x', { body: {}, background: true });
  t.same(
    up.received.map((r) => [r.method, r.headers['x-activity']]),
    [
      ['GET', 'background'],
      ['GET', undefined],
      ['POST', undefined],
    ],
  );
  t.same([isBackground('GET', { background: true }), isBackground('GET', {}), isBackground('PUT', { background: true })], [true, false, false]);
});

t.test('no token header when logged out', async (t) => {
  const up = await startUpstream({ 'GET /x': { status: 0, data: null } });
  t.teardown(up.close);
  await createRequest(policyFor(up.url).policy)('GET', '/x');
  t.notOk('token' in up.received[0].headers);
});

t.test('status 1: a 5000 ms error toast with the server text, the response still passed on', async (t) => {
  const up = await startUpstream({ 'GET /x': { status: 1, error: '库存不足' } });
  t.teardown(up.close);
  const { policy, seen } = policyFor(up.url, 'tok');
  const result = await createRequest(policy)('GET', '/x');
  t.same(result, { status: 1, error: '库存不足' });
  t.same(seen.errors, [{ message: '库存不足', duration: 5000 }]);
  t.equal(seen.expired, 0);
});

t.test('status 1 of a quiet call (a background poll that shows its failure itself): returned, no toast', async (t) => {
  const up = await startUpstream({ 'GET /gateway/jobs': { status: 1, error: '任务服务暂不可用，请稍后重试' } });
  t.teardown(up.close);
  const { policy, seen } = policyFor(up.url, 'tok');
  const api = createApi(createRequest(policy));
  const result = await api({ method: 'GET', path: '/gateway/jobs' }, { quiet: true });
  t.same(result, { status: 1, error: '任务服务暂不可用，请稍后重试' }, 'the answer is the caller\'s to show');
  t.same(seen.errors, [], 'no toast');
});

t.test('status 10 ending the session: the policy told with the upstream text, nothing returned', async (t) => {
  const up = await startUpstream({ 'POST /x': { status: 10, error: '登录已过期' } });
  t.teardown(up.close);
  const { policy, seen } = policyFor(up.url, 'tok');
  let told: string | undefined;
  const result = await createRequest({
    ...policy,
    sessionEnded: (message) => {
      told = message;
      return policy.sessionEnded(message);
    },
  })('POST', '/x', { body: { name: '草稿' } });
  t.equal(result, undefined);
  t.equal(told, '登录已过期');
  t.same(seen.errors, [], 'the policy shows what it decides; no status 1 toast');
  t.equal(seen.expired, 1);
  t.equal(up.received.length, 1, 'not sent again');
});

t.test('status 10 then a sign-in: the call waits, then goes again with the new token and returns its answer', async (t) => {
  const up = await startUpstream({
    'POST /x': (r: Received) => (r.headers.token === 'new' ? { status: 0, data: { saved: r.body } } : { status: 10, error: '登录已过期' }),
  });
  t.teardown(up.close);
  let token = 'old';
  let signIn: (outcome: SessionOutcome) => void = () => {};
  let pending: Promise<unknown> = Promise.resolve();
  // resolves once the call waits for the sign-in
  const waiting = new Promise<void>((asked) => {
    const request = createRequest({
      ...policyFor(up.url).policy,
      token: () => token,
      sessionEnded: () =>
        new Promise<SessionOutcome>((resolve) => {
          signIn = resolve;
          asked();
        }),
    });
    pending = request('POST', '/x', { body: { name: '草稿' } });
  });
  await waiting;
  t.equal(up.received.length, 1, 'sent once so far');
  token = 'new';
  signIn('retry');
  t.same(await pending, { status: 0, data: { saved: { name: '草稿' } } });
  t.same(up.received.map((r) => [r.headers.token, r.body]), [['old', { name: '草稿' }], ['new', { name: '草稿' }]], 'the same body, once more, with the new token');
});

t.test('a sign-in that keeps ending asks at most a few times, then the call gives up', async (t) => {
  const up = await startUpstream({ 'GET /x': { status: 10, error: '登录已过期' } });
  t.teardown(up.close);
  let asked = 0;
  const request = createRequest({
    ...policyFor(up.url, 'tok').policy,
    sessionEnded: () => {
      asked++;
      return 'retry';
    },
  });
  t.equal(await request('GET', '/x'), undefined);
  t.equal(asked, 4);
  t.equal(up.received.length, 4);
});

t.test('a call cancelled while it waits for the sign-in resolves as cancelled', async (t) => {
  const up = await startUpstream({ 'GET /x': { status: 10, error: '登录已过期' } });
  t.teardown(up.close);
  const controller = new AbortController();
  const result = await createRequest({
    ...policyFor(up.url, 'tok').policy,
    // the screen was closed while the dialog was open
    sessionEnded: () => {
      controller.abort();
      return 'retry';
    },
  })('GET', '/x', { signal: controller.signal });
  t.equal(result, CANCELLED);
  t.equal(up.received.length, 1);
});

t.test('a refused connection is logged and its message returned', async (t) => {
  // a port that was free a moment ago: nothing listens there
  const port = await new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const p = (s.address() as { port: number }).port;
      s.close(() => resolve(p));
    });
  });
  const { policy, seen } = policyFor(`http://127.0.0.1:${port}`);
  const result = await createRequest(policy)('GET', '/x');
  t.type(result, 'string');
  t.match(result as string, /fetch failed/);
  t.equal(seen.logged.length, 1);
  t.same(seen.errors, [], 'a network error is not a toast of the status policy');
});

t.test('a body that is not the envelope is a network error', async (t) => {
  const up = await startUpstream({ 'GET /html': { raw: '<h1>Bad gateway</h1>', code: 502 }, 'GET /nostatus': { ok: true } });
  t.teardown(up.close);
  const { policy, seen } = policyFor(up.url);
  const request = createRequest(policy);
  t.equal(await request('GET', '/html'), 'HTTP 502: response is not JSON');
  t.equal(await request('GET', '/nostatus'), 'HTTP 200: response has no status');
  t.equal(seen.logged.length, 2);
});

t.test('a network error is returned in the words of the policy, the detail only logged', async (t) => {
  const up = await startUpstream({ 'GET /html': { raw: '<h1>Bad gateway</h1>', code: 502 }, 'GET /slow': { hang: true } });
  t.teardown(up.close);
  const { policy, seen } = policyFor(up.url);
  const words = (f: NetworkFailure) => (f.kind === 'timeout' ? `超时 ${f.ms}` : f.kind === 'invalid' ? `无法识别 ${f.status}` : '无法连接');
  const request = createRequest({ ...policy, networkText: words, timeoutMs: 150 });
  t.equal(await request('GET', '/html'), '无法识别 502');
  t.equal(await request('GET', '/slow'), '超时 150');
  const refused = createRequest({ ...policyFor('http://127.0.0.1:1').policy, networkText: words });
  t.equal(await refused('GET', '/x'), '无法连接');
  t.match(seen.logged, [/HTTP 502: response is not JSON/, /timeout of 150ms exceeded/], 'the log keeps the detail');
});

t.test('the request is aborted after the timeout', async (t) => {
  const up = await startUpstream({ 'GET /slow': { hang: true } });
  t.teardown(up.close);
  const { policy, seen } = policyFor(up.url);
  const started = Date.now();
  const result = await createRequest({ ...policy, timeoutMs: 150 })('GET', '/slow');
  t.equal(result, 'timeout of 150ms exceeded');
  t.ok(Date.now() - started < 2000);
  t.equal(seen.logged.length, 1);
});

t.test("the caller's signal aborts the request (an export's cancel): its own answer, nothing logged", async (t) => {
  const up = await startUpstream({ 'GET /slow': { hang: true } });
  t.teardown(up.close);
  const { policy, seen } = policyFor(up.url);
  const controller = new AbortController();
  const started = Date.now();
  const pending = createRequest(policy)('GET', '/slow', { signal: controller.signal });
  setTimeout(() => controller.abort(), 50);
  t.equal(await pending, CANCELLED);
  t.ok(Date.now() - started < 2000, 'at once, not after the timeout');
  t.same(seen.logged, [], 'a cancel is not a failure');
  t.equal(await createRequest(policy)('GET', '/slow', { signal: controller.signal }), CANCELLED, 'an aborted signal sends nothing that waits');
});

t.test('the default timeout is 200000 ms', async (t) => {
  let timeout = 0;
  const realSetTimeout = globalThis.setTimeout;
  t.teardown(() => {
    globalThis.setTimeout = realSetTimeout;
  });
  globalThis.setTimeout = ((fn: () => void, ms: number) => {
    timeout = ms;
    return realSetTimeout(fn, 0);
  }) as typeof setTimeout;
  const request = createRequest({
    token: () => undefined,
    showError: () => {},
    sessionEnded: () => 'ended',
    logError: () => {},
    fetch: (_input, init) =>
      new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new Error('aborted')))),
  });
  t.equal(await request('GET', '/x'), 'timeout of 200000ms exceeded');
  t.equal(timeout, 200000);
});

t.test('api: path parameters, query and typed data', async (t) => {
  const up = await startUpstream({
    'GET /api/v2/admin/imgkey': { status: 0, data: { key: 'k', img: 'data:,' } },
  });
  t.teardown(up.close);
  const api = createApi(createRequest(policyFor(up.url).policy));
  const result = await api(shellCalls.captchaKey, { query: { key: 'a b' } });
  t.equal(up.received[0].url, '/api/v2/admin/imgkey?key=a+b');
  t.ok(isOk(result));
  if (isOk(result)) t.equal(result.data.key, 'k');
});

t.test('queryString skips empty values and repeats arrays', async (t) => {
  t.equal(queryString({ a: 1, b: '', c: undefined, d: null, e: ['x', 'y'], f: false }), '?a=1&e=x&e=y&f=false');
  t.equal(queryString({}), '');
  t.equal(queryString(undefined), '');
});
