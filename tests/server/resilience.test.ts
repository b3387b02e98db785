/**
 * A gateway that fails well (docs/resilience.md), against real upstreams on real ports: the circuit breaker trips on
 * refused, hanging and resetting upstreams, answers 503 with Retry-After at once and lets one probe through; a GET
 * whose connection was refused is retried once, a POST only with an Idempotency-Key; a lagging event loop sheds
 * proxied calls while /healthz and /metrics answer; the caller's traceparent goes upstream (or one is started) and
 * its trace id is in the log line. Each on a plain and on an escaped path.
 */
import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import t from 'tap';
import { request } from 'undici';
import { type Gateway, refusingUrl, sleep, startGateway, startUpstream } from './helpers.ts';
import { listeningUrl, startMain } from './process.ts';

interface ErrorBody {
  status: number;
  error: string;
  request_id: string;
}

/** A server on a given port (where a refusing upstream was), so the upstream can come back. */
async function listenOn(port: number, handler: (req: IncomingMessage, res: ServerResponse) => void) {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
}

async function metricsOf(gateway: Gateway): Promise<string> {
  return (await request(`${gateway.url}/metrics`)).body.text();
}

async function call(gateway: Gateway, path: string, options: { method?: 'GET' | 'POST' | 'HEAD'; headers?: Record<string, string> } = {}) {
  const res = await request(`${gateway.url}${path}`, {
    method: options.method ?? 'GET',
    body: options.method === 'POST' ? '{"a":1}' : undefined,
    headers: { 'content-type': 'application/json', ...options.headers },
  });
  const text = await res.body.text();
  return { status: res.statusCode, headers: res.headers, body: text ? (JSON.parse(text) as ErrorBody) : undefined };
}

t.test('refused calls open the circuit: 503 at once with Retry-After, then one probe closes it', async (t) => {
  const url = await refusingUrl();
  // the breaker's clock stands still unless moved: a stall of the loaded machine cannot end the open period early
  let now = 0;
  const gateway = await startGateway({ UPSTREAM_URL: url, BREAKER_FAILURES: '3', BREAKER_OPEN_MS: '1500' }, { breakerClock: () => now });
  let closeUpstream: (() => Promise<void>) | undefined;
  t.teardown(async () => {
    await gateway.close();
    await closeUpstream?.();
  });
  // POSTs: not retried, so each is one failed connection. The second goes through Fastify (an escaped path).
  for (const path of ['/api/a', '/api/%61', '/user/b']) t.equal((await call(gateway, path, { method: 'POST' })).status, 502, `${path}: 502 while closed`);
  const opened = gateway.logs.find((l) => l.circuit === 'open');
  t.match(opened, { level: 40, from: 'closed', failures: 3, open_ms: 1500 }, 'one line at warn when it opens');

  for (const [path, lang, text] of [
    ['/api/a', 'en', 'The backend service is temporarily unavailable. Please try again shortly.'],
    ['/api/%61', 'zh-CN', '后端服务暂时不可用，请稍后重试'],
  ]) {
    const res = await call(gateway, path, { headers: { 'accept-language': lang, 'x-request-id': `open-${lang}` } });
    t.equal(res.status, 503, `${path}: 503 while open`);
    t.equal(res.body?.error, text, `in the caller's language (${lang})`);
    t.equal(res.body?.request_id, `open-${lang}`);
    t.equal(res.headers['x-request-id'], `open-${lang}`);
    t.ok(Number(res.headers['retry-after']) >= 1 && Number(res.headers['retry-after']) <= 2, `Retry-After ${res.headers['retry-after']} s`);
    t.match(gateway.logs.find((l) => l.request_id === `open-${lang}`), { status: 503, turned_away: 'circuit_open', level: 40 });
  }
  const ready = await request(`${gateway.url}/readyz`);
  await ready.body.dump();
  t.equal(ready.statusCode, 503, '/readyz: not ready while open');
  t.equal(ready.headers['x-upstream-circuit'], 'open');
  const metrics = await metricsOf(gateway);
  t.match(metrics, /gateway_upstream_circuit\{state="open"\} 1/);
  t.match(metrics, /gateway_upstream_circuit\{state="closed"\} 0/);
  t.match(metrics, /gateway_turned_away_total\{reason="circuit_open"\} 2/);
  t.match(metrics, /gateway_upstream_errors_total\{kind="refused"\} 3/, 'the turned-away calls never reached the upstream');

  // The upstream comes back; its probe answer is slow, and a call arriving meanwhile is still turned away.
  closeUpstream = await listenOn(Number(new URL(url).port), (req, res) => {
    setTimeout(() => res.end(JSON.stringify({ url: req.url })), req.url === '/api/probe' ? 300 : 0);
  });
  now += 1600;
  const probe = call(gateway, '/api/probe');
  await sleep(100);
  const during = await call(gateway, '/api/during');
  t.equal(during.status, 503, 'one probe at a time: the next call is turned away while it is out');
  t.equal((await probe).status, 200, 'the probe goes through');
  t.equal((await call(gateway, '/api/after')).status, 200, 'closed again');
  t.match(
    gateway.logs.filter((l) => l.from).map((l) => [l.from, l.circuit]),
    [
      ['closed', 'open'],
      ['open', 'half_open'],
      ['half_open', 'closed'],
    ],
    'a line on each change',
  );
  const readyAgain = await request(`${gateway.url}/readyz`);
  t.equal(readyAgain.statusCode, 200);
  t.match(await readyAgain.body.json(), { status: 0, data: { circuit: 'closed' } });
  t.match(await metricsOf(gateway), /gateway_upstream_circuit\{state="closed"\} 1/);
});

t.test('a failed probe opens the circuit again', async (t) => {
  let now = 0;
  const gateway = await startGateway({ UPSTREAM_URL: await refusingUrl(), BREAKER_FAILURES: '1', BREAKER_OPEN_MS: '300' }, { breakerClock: () => now });
  t.teardown(() => gateway.close());
  t.equal((await call(gateway, '/api/a', { method: 'POST' })).status, 502);
  t.equal((await call(gateway, '/api/a', { method: 'POST' })).status, 503);
  now += 350;
  t.equal((await call(gateway, '/api/a', { method: 'POST' })).status, 502, 'the probe fails');
  t.equal((await call(gateway, '/api/a', { method: 'POST' })).status, 503, 'open again');
  t.same(
    gateway.logs.filter((l) => l.from).map((l) => l.circuit),
    ['open', 'half_open', 'open'],
  );
});

t.test('hanging and resetting upstreams trip it too; an upstream answering 500 does not', async (t) => {
  const hanging = await startUpstream(() => {
    /* never answers */
  });
  const resetting = await startUpstream((req) => req.socket.destroy());
  const failing = await startUpstream((_req, res) => {
    res.statusCode = 500;
    res.end('{"status":1}');
  });
  const env = { BREAKER_FAILURES: '2', BREAKER_OPEN_MS: '10000', UPSTREAM_TIMEOUT_MS: '200' };
  const gateways = await Promise.all([hanging, resetting, failing].map((u) => startGateway({ ...env, UPSTREAM_URL: u.url })));
  t.teardown(async () => {
    for (const g of gateways) await g.close();
    for (const u of [hanging, resetting, failing]) await u.close();
  });
  const [hangs, resets, fails] = gateways;
  t.same([(await call(hangs, '/api/x')).status, (await call(hangs, '/api/x')).status, (await call(hangs, '/api/x')).status], [504, 504, 503], 'timeouts');
  t.same(
    [(await call(resets, '/api/x', { method: 'POST' })).status, (await call(resets, '/api/x', { method: 'POST' })).status, (await call(resets, '/api/x')).status],
    [502, 502, 503],
    'resets',
  );
  const statuses = [];
  for (let i = 0; i < 5; i++) statuses.push((await call(fails, '/api/x')).status);
  t.same(statuses, [500, 500, 500, 500, 500], 'an upstream that answers is healthy, whatever it answers');
  t.notOk(fails.logs.some((l) => l.circuit), 'no change logged');
});

t.test('a GET or HEAD whose connection was refused is retried once; a POST only with an Idempotency-Key', async (t) => {
  const gateway = await startGateway({ UPSTREAM_URL: await refusingUrl(), BREAKER_FAILURES: '0' });
  t.teardown(() => gateway.close());
  const cases: [string, 'GET' | 'POST' | 'HEAD', Record<string, string>, boolean][] = [
    ['/api/get', 'GET', {}, true],
    ['/api/%67et', 'GET', {}, true],
    ['/api/head', 'HEAD', {}, true],
    ['/api/post', 'POST', {}, false],
    ['/api/%70ost', 'POST', {}, false],
    ['/api/keyed', 'POST', { 'idempotency-key': 'k-1' }, true],
    ['/api/%6beyed', 'POST', { 'idempotency-key': 'k-2' }, true],
  ];
  for (const [path, method, headers, retried] of cases) {
    const id = `retry-${method}-${path.replace(/\W/g, '')}`;
    const res = await call(gateway, path, { method, headers: { ...headers, 'x-request-id': id } });
    t.equal(res.status, 502, `${method} ${path}: 502 in the end`);
    const line = gateway.logs.find((l) => l.request_id === id);
    t.equal(line?.retried, retried ? true : undefined, `${method} ${path}: ${retried ? 'retried once' : 'not retried'}`);
    t.equal(line?.upstream_error, 'refused');
  }
  t.match(await metricsOf(gateway), /gateway_upstream_retries_total 5/, 'five retries counted');
  t.match(await metricsOf(gateway), /gateway_upstream_errors_total\{kind="refused"\} 7/, 'each call counted once as failed');
});

t.test('the retry reaches an upstream that came up after the refused connect', async (t) => {
  const url = await refusingUrl();
  const gateway = await startGateway({ UPSTREAM_URL: url });
  let closeUpstream: (() => Promise<void>) | undefined;
  let refused = 0;
  // The first refused connect brings the upstream up (before the retry's connect starts: both start in the next tick).
  const onConnectError = () => {
    refused++;
    if (refused === 1) {
      void listenOn(Number(new URL(url).port), (req, res) => res.end(JSON.stringify({ method: req.method, url: req.url }))).then((close) => {
        closeUpstream = close;
      });
    }
  };
  subscribe('undici:client:connectError', onConnectError);
  t.teardown(async () => {
    unsubscribe('undici:client:connectError', onConnectError);
    await gateway.close();
    await closeUpstream?.();
  });
  const res = await request(`${gateway.url}/api/v2/goods`, { headers: { 'x-request-id': 'comes-back' } });
  t.equal(res.statusCode, 200, 'the caller never sees the refused connect');
  t.same(await res.body.json(), { method: 'GET', url: '/api/v2/goods' });
  t.equal(refused, 1, 'one refused connect');
  t.match(gateway.logs.find((l) => l.request_id === 'comes-back'), { status: 200, retried: true });
});

/** Keeps the event loop busy in slices of `sliceMs` for `totalMs`, as a gateway that cannot keep up. */
async function overload(totalMs: number, sliceMs: number): Promise<void> {
  const end = Date.now() + totalMs;
  while (Date.now() < end) {
    const until = Date.now() + sliceMs;
    while (Date.now() < until) {
      /* busy */
    }
    await new Promise((resolve) => setImmediate(resolve));
  }
}

t.test('a lagging event loop sheds proxied calls with a 503 while /healthz and /metrics answer', async (t) => {
  const upstream = await startUpstream();
  const gateway = await startGateway({ UPSTREAM_URL: upstream.url, SHED_EVENT_LOOP_DELAY_MS: '100' });
  t.teardown(async () => {
    await gateway.close();
    await upstream.close();
  });
  t.equal((await call(gateway, '/api/before')).status, 200, 'served before the lag');
  const busy = overload(3500, 200);
  let shed: Awaited<ReturnType<typeof call>> | undefined;
  const deadline = Date.now() + 3000;
  for (let n = 0; !shed && Date.now() < deadline; n++) {
    const res = await call(gateway, '/api/during', { headers: { 'accept-language': 'en', 'x-request-id': `shed-${n}` } });
    if (res.status === 503) shed = res;
    else t.equal(res.status, 200, 'a call is served or shed, nothing else');
  }
  t.ok(shed, 'shed within a few measurements of the lag');
  t.equal(shed?.body?.error, 'The service is busy. Please try again shortly.');
  t.equal(shed?.headers['retry-after'], '1');
  const routed = await call(gateway, '/api/%64uring', { headers: { 'accept-language': 'zh' } });
  t.equal(routed.status, 503, "Fastify's route sheds too");
  t.equal(routed.body?.error, '服务繁忙，请稍后重试');
  const health = await request(`${gateway.url}/healthz`);
  t.equal(health.statusCode, 200, '/healthz answers while shedding');
  await health.body.dump();
  const metrics = await metricsOf(gateway);
  t.match(metrics, /gateway_turned_away_total\{reason="event_loop_lag"\} [1-9]/, '/metrics answers, and counts the shed calls');
  t.match(gateway.logs.find((l) => l.request_id === shed?.body?.request_id), { status: 503, turned_away: 'event_loop_lag', level: 40 });
  await busy;
  await sleep(1100);
  t.equal((await call(gateway, '/api/after')).status, 200, 'served again once the lag is gone');
  t.notOk(upstream.seen.some((r) => r.url === '/api/%64uring'), 'the shed calls never reached the upstream');
});

t.test('a single long stall (a slow start) sheds nothing', async (t) => {
  const upstream = await startUpstream();
  const gateway = await startGateway({ UPSTREAM_URL: upstream.url, SHED_EVENT_LOOP_DELAY_MS: '100' });
  t.teardown(async () => {
    await gateway.close();
    await upstream.close();
  });
  await overload(800, 800);
  await sleep(550);
  t.equal((await call(gateway, '/api/x')).status, 200);
});

t.test('a gateway kept waiting for CPU by other processes (stopped, not busy) sheds nothing', async (t) => {
  const upstream = await startUpstream();
  t.teardown(() => upstream.close());
  const run = startMain({ UPSTREAM_URL: upstream.url, SHED_EVENT_LOOP_DELAY_MS: '100' });
  t.teardown(() => {
    if (run.child.exitCode === null) run.child.kill('SIGKILL');
  });
  const url = await listeningUrl(run.stdout);
  // Off the CPU 600 ms of every 650 for 2.6 s: each measurement's timer as late as a loop blocked by its own work.
  for (let i = 0; i < 4; i++) {
    run.child.kill('SIGSTOP');
    await sleep(600);
    run.child.kill('SIGCONT');
    await sleep(50);
  }
  const res = await request(`${url}/api/after-stalls`, { reset: true });
  await res.body.dump();
  t.equal(res.statusCode, 200, 'served: the lag was time spent waiting, not working');
  const metrics = await (await request(`${url}/metrics`, { reset: true })).body.text();
  t.notMatch(metrics, /gateway_turned_away_total\{reason="event_loop_lag"\} [1-9]/, 'nothing shed');
});

t.test("the caller's traceparent goes upstream as the gateway's hop; one is started when absent or invalid", async (t) => {
  const upstream = await startUpstream();
  const gateway = await startGateway({ UPSTREAM_URL: upstream.url });
  t.teardown(async () => {
    await gateway.close();
    await upstream.close();
  });
  const given = '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-00';
  for (const path of ['/api/trace', '/api/%74race']) {
    const id = `trace-${path.length}`;
    await call(gateway, path, { headers: { traceparent: given, tracestate: 'vendor=abc', 'x-request-id': id } });
    const sent = upstream.seen.at(-1)!.headers;
    t.match(sent.traceparent, /^00-4bf92f3577b34da6a3ce929d0e0e4736-[0-9a-f]{16}-00$/, `${path}: the same trace and flags`);
    t.not(sent.traceparent, given, `${path}: with the gateway's own parent id`);
    t.equal(sent.tracestate, 'vendor=abc', 'tracestate passes unchanged');
    t.equal(gateway.logs.find((l) => l.request_id === id)?.trace_id, '4bf92f3577b34da6a3ce929d0e0e4736', 'the trace id in the log line');
  }
  for (const [label, headers] of [
    ['absent', {}],
    ['invalid', { traceparent: '00-00000000000000000000000000000000-00f067aa0ba902b7-01' }],
    ['garbage', { traceparent: 'hello' }],
  ] as const) {
    const id = `new-trace-${label}`;
    await call(gateway, '/api/new', { headers: { ...headers, 'x-request-id': id } });
    const sent = String(upstream.seen.at(-1)!.headers.traceparent);
    const [, traceId] = /^00-([0-9a-f]{32})-[0-9a-f]{16}-01$/.exec(sent) ?? [];
    t.ok(traceId && traceId !== '0'.repeat(32), `${label}: a trace is started (${sent})`);
    t.equal(gateway.logs.find((l) => l.request_id === id)?.trace_id, traceId, `${label}: its id in the log line`);
  }
});
