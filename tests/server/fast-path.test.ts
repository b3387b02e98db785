/**
 * The proxy's two paths, the fast path in front of Fastify and Fastify's http-proxy routes, answer alike: same
 * upstream request, same response headers, same error bodies and the same log line. Which path a call takes is the
 * fast path's rule (`plainProxiedRoute`); the login paths and paths with escapes always go through Fastify.
 */
import { connect } from 'node:net';
import t from 'tap';
import { type Dispatcher, request } from 'undici';
import { plainProxiedRoute } from '../../server/proxy.ts';
import { refusingUrl, sleep, startGateway, startUpstream } from './helpers.ts';

t.test('which calls take the fast path', async (t) => {
  t.equal(plainProxiedRoute('GET', '/api/v2/goods/list?page=1&k=%E9%9E%8B'), 'api', 'a plain API call, any query');
  t.equal(plainProxiedRoute('POST', '/user/info'), 'user');
  t.equal(plainProxiedRoute('DELETE', "/api/v2/a-b_c.d~e/!$&'()*+,=:@x"), 'api', 'unreserved and sub-delim characters');
  const toFastify: [string, string][] = [
    ['GET', '/api'],
    ['GET', '/apix/y'],
    ['GET', '/assets/main.js'],
    ['GET', '/API/v2/x'],
    ['TRACE', '/api/v2/x'],
    ['POST', '/api/v2/admin/login'],
    ['POST', '/api/v2/seller/login?x=1'],
    ['POST', '/api/v2/admin/login/'],
    ['GET', '/api/%2e%2e/x'],
    ['GET', '/api/v2/%E9%9E%8B'],
    ['GET', '/api//evil.example/x'],
    ['GET', '/api/./x'],
    ['GET', '/api/v2/..'],
    ['GET', '/api/v2\\..\\x'],
    ['GET', '/api/v2/x;jsessionid=1'],
    ['GET', '/api/v2/x"y'],
  ];
  for (const [method, url] of toFastify) t.equal(plainProxiedRoute(method, url), undefined, `${method} ${url} goes to Fastify`);
});

/**
 * What a caller sees, without what differs per request (id, date, the length of a body carrying the id) and the login
 * routes' rate-limit counters.
 */
function comparable(res: Dispatcher.ResponseData, body: Record<string, unknown>): { status: number; headers: object; body: Record<string, unknown> } {
  const { date: _date, 'x-request-id': id, 'content-length': length, ...rest } = res.headers;
  t.equal(Number(length), Buffer.byteLength(JSON.stringify(body)), 'content-length is the body length');
  const headers = Object.fromEntries(Object.entries(rest).filter(([name]) => !name.startsWith('x-ratelimit-')));
  return { status: res.statusCode, headers, body: { ...body, request_id: body.request_id === id ? 'same as header' : body.request_id } };
}

/** A log line without the fields that differ per request. */
function lineShape(line: Record<string, unknown> | undefined): Record<string, unknown> | undefined {
  if (!line) return undefined;
  const { time: _time, request_id: _id, duration_ms, upstream_ms, path: _path, trace_id, ...rest } = line;
  return { keys: Object.keys(line), ...rest, duration_ms: typeof duration_ms, upstream_ms: typeof upstream_ms, trace_id: /^[0-9a-f]{32}$/.test(String(trace_id)) };
}

t.test('upstream failures: the same answer and log line from both paths', async (t) => {
  const gateway = await startGateway({ UPSTREAM_URL: await refusingUrl() });
  t.teardown(() => gateway.close());
  const answers = [];
  // The first takes the fast path; the login path and the escaped path go through Fastify.
  for (const [path, id] of [
    ['/api/v2/goods?page=1', 'fast-1'],
    ['/api/v2/admin/login', 'login-1'],
    ['/api/v2/%67oods', 'escaped-1'],
  ]) {
    const res = await request(`${gateway.url}${path}`, {
      method: 'POST',
      body: '{"a":1}',
      headers: { 'content-type': 'application/json', 'accept-language': 'en', 'x-request-id': id },
    });
    const body = (await res.body.json()) as Record<string, unknown>;
    t.equal(res.statusCode, 502, `${path} is a 502`);
    t.equal(body.request_id, id);
    answers.push({ answer: comparable(res, body), line: lineShape(gateway.logs.find((l) => l.request_id === id)) });
  }
  t.same(answers[1], answers[0], 'the login route (Fastify) answers and logs like the fast path');
  t.same(answers[2], answers[0], 'an escaped path (Fastify) answers and logs like the fast path');
  t.equal(answers[0].line?.upstream_error, 'refused');
  t.same(answers[0].line?.keys, ['level', 'time', 'request_id', 'method', 'path', 'client', 'status', 'duration_ms', 'upstream_ms', 'upstream_error', 'trace_id', 'upstream_code', 'msg']);
  const metrics = await (await request(`${gateway.url}/metrics`)).body.text();
  t.match(metrics, /gateway_requests_total\{class="api",status="502"\} 3/, 'every call counted once, in its class');
});

t.test('a body over the limit: the same 413 from both paths', async (t) => {
  const upstream = await startUpstream();
  const gateway = await startGateway({ UPSTREAM_URL: upstream.url, BODY_LIMIT: '1kb' });
  t.teardown(async () => {
    await gateway.close();
    await upstream.close();
  });
  const answers = [];
  for (const path of ['/api/upload', '/api/v2/seller/login']) {
    const res = await request(`${gateway.url}${path}`, { method: 'POST', body: 'x'.repeat(2048), headers: { 'accept-language': 'zh' } });
    answers.push(comparable(res, (await res.body.json()) as Record<string, unknown>));
  }
  t.equal(answers[0].status, 413);
  t.equal(answers[0].body.error, '请求内容过大');
  t.same(answers[1], answers[0], 'Fastify and the fast path refuse alike');
  t.equal(upstream.seen.length, 0, 'nothing reached the upstream');
});

t.test('a proxied answer: the same upstream request and response headers from both paths', async (t) => {
  const upstream = await startUpstream((req, res, body) => {
    res.setHeader('content-type', 'application/json');
    res.setHeader('set-cookie', ['a=1; Path=/', 'b=2; Path=/']);
    res.setHeader('keep-alive', 'timeout=5');
    res.end(JSON.stringify({ url: req.url, body: body.toString() }));
  });
  // Behind one trusted proxy: x-forwarded-proto from it is believed on both paths.
  const gateway = await startGateway({ UPSTREAM_URL: upstream.url, TRUST_PROXY: '127.0.0.1' });
  t.teardown(async () => {
    await gateway.close();
    await upstream.close();
  });
  const seen = [];
  const answers = [];
  for (const [path, id] of [
    ['/api/v2/goods?x=1', 'fast-2'],
    ['/api/v2/admin/login?x=1', 'login-2'],
  ]) {
    const res = await request(`${gateway.url}${path}`, {
      method: 'POST',
      body: '{"name":"商品"}',
      headers: {
        'content-type': 'application/json',
        'x-request-id': id,
        'x-forwarded-for': '203.0.113.7',
        'x-forwarded-proto': 'http, https',
        token: 'abc',
      },
    });
    const body = (await res.body.json()) as { url: string; body: string };
    t.equal(body.body, '{"name":"商品"}', `${path}: body passes`);
    t.equal(res.headers['x-request-id'], id);
    const { date: _date, 'x-request-id': _id, 'content-length': _length, ...headers } = res.headers;
    answers.push({ status: res.statusCode, headers });
    const { 'x-request-id': sentId, 'content-length': _sentLength, traceparent, ...sent } = upstream.seen.at(-1)!.headers;
    t.equal(sentId, id, 'the request id goes upstream');
    t.match(traceparent, /^00-[0-9a-f]{32}-[0-9a-f]{16}-01$/, 'a trace is started for the upstream');
    seen.push(sent);
  }
  t.same(answers[1], answers[0], 'response status and headers alike');
  t.same(seen[1], seen[0], 'the upstream gets the same headers');
  t.equal(seen[0]['x-forwarded-proto'], 'https', "the trusted proxy's protocol");
  t.equal(seen[0]['x-forwarded-for'], '203.0.113.7, 127.0.0.1');
  t.equal(seen[0].token, 'abc');
  t.notOk(answers[0].headers['keep-alive'] === 'timeout=5', 'hop-by-hop headers stay behind');
  const lines = ['fast-2', 'login-2'].map((id) => lineShape(gateway.logs.find((l) => l.request_id === id)));
  t.same(lines[1], lines[0], 'the same log line');
});

t.test('without TRUST_PROXY a client cannot claim https', async (t) => {
  const upstream = await startUpstream();
  const gateway = await startGateway({ UPSTREAM_URL: upstream.url });
  t.teardown(async () => {
    await gateway.close();
    await upstream.close();
  });
  const res = await request(`${gateway.url}/api/v2/x`, { headers: { 'x-forwarded-proto': 'https' } });
  await res.body.dump();
  t.equal(upstream.seen.at(-1)!.headers['x-forwarded-proto'], 'http');
});

t.test('a client that breaks off its body: nothing reaches the upstream, the gateway keeps serving', async (t) => {
  const upstream = await startUpstream();
  const gateway = await startGateway({ UPSTREAM_URL: upstream.url });
  t.teardown(async () => {
    await gateway.close();
    await upstream.close();
  });
  for (const path of ['/api/v2/goods/add', '/api/v2/admin/login']) {
    const socket = connect(gateway.port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write(`POST ${path} HTTP/1.1\r\nHost: a\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"name":`);
    await sleep(50);
    socket.destroy();
  }
  await sleep(50);
  t.equal(upstream.seen.length, 0, 'a partial body is never sent upstream');
  const res = await request(`${gateway.url}/api/v2/goods/add`, { method: 'POST', body: '{"name":"x"}' });
  t.equal(res.statusCode, 200, 'the next call works');
  t.equal(((await res.body.json()) as { body: string }).body, '{"name":"x"}');
});

t.test('a client that leaves before the answer: the upstream call stops, the line says 499', async (t) => {
  const closed: string[] = [];
  const upstream = await startUpstream((req, res) => {
    // Never answers; records when the gateway gives up the call.
    res.on('close', () => closed.push(req.url ?? ''));
  });
  const gateway = await startGateway({ UPSTREAM_URL: upstream.url });
  t.teardown(async () => {
    await gateway.close();
    await upstream.close();
  });
  for (const path of ['/api/v2/wait', '/api/v2/admin/login']) {
    const controller = new AbortController();
    const pending = request(`${gateway.url}${path}`, { method: 'POST', body: '{}', signal: controller.signal, headers: { 'x-request-id': `gone-${path.length}` } });
    for (let i = 0; i < 100 && upstream.seen.length === closed.length; i++) await sleep(10);
    controller.abort();
    await t.rejects(pending);
    for (let i = 0; i < 100 && !closed.includes(path); i++) await sleep(10);
    t.ok(closed.includes(path), `${path}: the upstream call is closed at once, not at the timeout`);
  }
  const fast = gateway.logs.find((l) => l.request_id === 'gone-12');
  t.equal(fast?.status, 499, "the fast path's line says the client left");
  const viaFastify = gateway.logs.filter((l) => l.request_id === 'gone-19');
  t.match(viaFastify, [{ status: 499, path: '/api/v2/admin/login' }], "Fastify's route logs the call it never finished, once, alike");
  t.equal(viaFastify.length, 1, 'one line, not two');
  const metrics = await (await request(`${gateway.url}/metrics`)).body.text();
  t.match(metrics, /gateway_upstream_errors_total\{kind="other"\} 0/, 'a client leaving is no upstream error');
});

t.test('a text body passes byte for byte on both paths', async (t) => {
  const upstream = await startUpstream();
  const gateway = await startGateway({ UPSTREAM_URL: upstream.url });
  t.teardown(async () => {
    await gateway.close();
    await upstream.close();
  });
  // Latin-1 bytes that are not UTF-8: a decoding parser would change them.
  const body = Buffer.from('caf\xe9 = 1', 'latin1');
  for (const path of ['/api/v2/note', '/api/v2/admin/login', '/api/v2/%6eote']) {
    const res = await request(`${gateway.url}${path}`, { method: 'POST', body, headers: { 'content-type': 'text/plain' } });
    await res.body.dump();
    t.equal(res.statusCode, 200, `${path} is proxied`);
    t.same(upstream.seen.at(-1)?.body, body, `${path}: the upstream gets the same bytes`);
  }
});
