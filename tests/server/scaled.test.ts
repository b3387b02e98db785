/**
 * The gateway as one replica of the scaled deployment (docs/scaling.md): credential calls refused while Redis
 * cannot count them, a bad REDIS_URL refused at start, and a stop that fails /readyz at once while it still serves for
 * SHUTDOWN_ACCEPT_MS. The Redis-shared count across replicas runs against a real Redis in `npm run test:container`.
 */
import t from 'tap';
import { request } from 'undici';
import { refusingUrl, startGateway, startUpstream } from './helpers.ts';
import { listeningUrl, startMain } from './process.ts';

const login = (url: string) =>
  request(`${url}/api/v2/admin/login`, { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' }, reset: true });

t.test('Redis unreachable: credential calls are refused 503 (never counted nowhere), with one warn line, a metric and /readyz saying so', async (t) => {
  const upstream = await startUpstream();
  t.teardown(() => upstream.close());
  const port = new URL(await refusingUrl()).port;
  const gateway = await startGateway({ UPSTREAM_URL: upstream.url, LOGIN_RATE_LIMIT: '3', REDIS_URL: `redis://127.0.0.1:${port}` });
  t.teardown(() => gateway.close());
  await new Promise((r) => setTimeout(r, 300));

  const statuses: number[] = [];
  for (let i = 0; i < 3; i++) {
    const res = await login(gateway.url);
    t.equal(res.headers['retry-after'], '5', 'with Retry-After');
    t.match(await res.body.json(), { status: 1, error: '暂时无法校验登录频率，请稍后重试' }, 'in the caller language (zh by default)');
    statuses.push(res.statusCode);
  }
  t.same(statuses, [503, 503, 503], 'fail closed: an attempt nobody can count is not let through');
  t.equal(upstream.seen.length, 0, 'none reached the upstream');
  const other = await request(`${gateway.url}/api/v2/ping`);
  await other.body.dump();
  t.equal(other.statusCode, 200, 'other calls are served as usual');

  const warned = gateway.logs.filter((line) => String(line.msg).startsWith('Redis unreachable'));
  t.equal(warned.length, 1, 'one warn line for the outage, not one per attempt');
  t.match(warned[0], { level: 40, redis: `127.0.0.1:${port}` }, 'at warn, naming where Redis was expected');

  const metrics = await (await request(`${gateway.url}/metrics`)).body.text();
  t.match(metrics, /\ngateway_rate_limit_store_up 0\n/, 'the store is down');

  const ready = await request(`${gateway.url}/readyz`);
  t.equal(ready.statusCode, 200, 'still ready: every other call is served');
  t.match(await ready.body.json(), { data: { rate_limit_store: 'redis-down', job_store: 'redis-down' } }, '/readyz says where logins are counted and jobs kept');
});

t.test('without REDIS_URL /readyz says the limit is counted locally, and no Redis metric appears', async (t) => {
  const upstream = await startUpstream();
  t.teardown(() => upstream.close());
  const gateway = await startGateway({ UPSTREAM_URL: upstream.url });
  t.teardown(() => gateway.close());
  t.match(await (await request(`${gateway.url}/readyz`)).body.json(), { data: { rate_limit_store: 'local', job_store: 'memory' } });
  t.notMatch(await (await request(`${gateway.url}/metrics`)).body.text(), /gateway_rate_limit_store_up/);
});

t.test('an invalid REDIS_URL stops the start with one line naming it, exit 1', async (t) => {
  const run = startMain({ REDIS_URL: 'localhost:6379' });
  t.equal(await run.exit, 1);
  t.match(run.stderr(), /^gateway: invalid REDIS_URL="localhost:6379": expected a redis:\/\/ or rediss:\/\/ URL[^\n]*\n$/);
});

t.test('SIGTERM with SHUTDOWN_ACCEPT_MS: /readyz fails at once, calls are served through the grace, then exit 0', async (t) => {
  const upstream = await startUpstream();
  t.teardown(() => upstream.close());
  const run = startMain({ UPSTREAM_URL: upstream.url, SHUTDOWN_ACCEPT_MS: '1500' });
  t.teardown(() => {
    if (run.child.exitCode === null) run.child.kill('SIGKILL');
  });
  const url = await listeningUrl(run.stdout);
  t.equal((await request(`${url}/readyz`, { reset: true })).statusCode, 200, 'ready before the stop');
  const before = await request(`${url}/api/v2/ping`);
  await before.body.dump();
  t.equal(before.headers.connection, 'keep-alive', 'kept alive before the stop');

  const signalled = performance.now();
  run.child.kill('SIGTERM');
  while (!run.stdout().includes('"gateway stopping"')) await new Promise((r) => setTimeout(r, 10));
  const readyz = await request(`${url}/readyz`, { reset: true, headers: { 'accept-language': 'en' } });
  t.equal(readyz.statusCode, 503, '/readyz fails as soon as the stop began');
  t.match(await readyz.body.json(), { status: 1, error: /restarting/ }, 'saying the gateway is restarting');

  // Calls keep being answered, on new connections too, until the accept grace is over.
  let served = 0;
  while (performance.now() - signalled < 1000) {
    const res = await request(`${url}/api/v2/ping`, { reset: true });
    await res.body.dump();
    t.equal(res.statusCode, 200);
    served++;
  }
  t.ok(served > 0, `${served} calls served during the accept grace`);
  // A balancer's pooled connections are closed by the answers, so none is reused once the gateway stops listening.
  for (const [path, method] of [['/api/v2/ping', 'GET'], ['/api/v2/admin/login', 'POST']] as const) {
    const res = await request(`${url}${path}`, { method, body: method === 'POST' ? '{}' : undefined, headers: { 'content-type': 'application/json' } });
    await res.body.dump();
    t.equal(res.headers.connection, 'close', `${method} ${path} during the grace: Connection: close`);
  }
  t.equal(await run.exit, 0, 'exit 0 after the grace');
  const stoppedAfter = performance.now() - signalled;
  t.ok(stoppedAfter >= 1500, `accepted for the whole grace (exit after ${Math.round(stoppedAfter)} ms)`);
  t.match(run.stdout(), /gateway stops accepting; finishing the requests in flight/);
});
