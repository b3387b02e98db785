/**
 * WORKERS > 1: a primary and gateway workers on one port. What a caller must not notice: one demo state, one login
 * budget per client, one set of metrics; a worker that dies is replaced while the others serve; a port in use stops
 * the start with exit 1 instead of a restart loop.
 */
import { createServer } from 'node:net';
import t from 'tap';
import { request } from 'undici';
import { startUpstream } from './helpers.ts';
import { childPids, listeningUrl, startMain } from './process.ts';

/** Every call on a connection of its own: the primary deals connections out to the workers in turn. */
const fresh = { reset: true };

function started(env: Record<string, string>) {
  const run = startMain({ WORKERS: '2', ...env });
  t.teardown(() => {
    if (run.child.exitCode === null) run.child.kill('SIGKILL');
  });
  return run;
}

t.test('demo mode: every worker proxies to the one embedded mock', async (t) => {
  const run = started({ UPSTREAM_URL: 'mock' });
  const url = await listeningUrl(run.stdout, 2);
  const login = await request(`${url}/api/v2/seller/login`, {
    ...fresh,
    method: 'POST',
    body: JSON.stringify({ account: 'seller', password: '123456' }),
    headers: { 'content-type': 'application/json' },
  });
  const { data } = (await login.body.json()) as { data: { token: string } };
  // A token the mock issued through one worker is known through the other: the session lives in the one mock.
  for (let i = 0; i < 4; i++) {
    const info = await request(`${url}/user/info`, { ...fresh, headers: { token: data.token } });
    const body = (await info.body.json()) as { status: number };
    t.equal(body.status, 0, `call ${i + 1} with the session`);
  }
  t.equal((run.stdout().match(/"msg":"mock upstream: seed/g) ?? []).length, 1, 'one mock for the gateway');
});

t.test('the login limit counts a client once across the workers', async (t) => {
  const upstream = await startUpstream();
  t.teardown(() => upstream.close());
  const run = started({ UPSTREAM_URL: upstream.url, LOGIN_RATE_LIMIT: '3' });
  const url = await listeningUrl(run.stdout, 2);
  const statuses: number[] = [];
  for (let i = 0; i < 6; i++) {
    const res = await request(`${url}/api/v2/admin/login`, { ...fresh, method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } });
    await res.body.dump();
    statuses.push(res.statusCode);
  }
  t.same(statuses, [200, 200, 200, 429, 429, 429], 'three attempts a minute in all, not three per worker');
  t.equal(upstream.seen.length, 3, 'the refused attempts never reached the upstream');
});

t.test('/metrics through any worker counts the requests of all of them', async (t) => {
  const upstream = await startUpstream();
  t.teardown(() => upstream.close());
  const run = started({ UPSTREAM_URL: upstream.url });
  const url = await listeningUrl(run.stdout, 2);
  for (let i = 0; i < 10; i++) {
    const res = await request(`${url}/api/v2/things?page=${i}`, fresh);
    await res.body.dump();
  }
  for (let i = 0; i < 2; i++) {
    const res = await request(`${url}/metrics`, fresh);
    t.equal(res.statusCode, 200);
    t.match(res.headers['content-type'], /^text\/plain/);
    const text = await res.body.text();
    t.match(text, /gateway_requests_total\{class="api",status="200"\} 10\n/, `scrape ${i + 1}: all ten proxied calls`);
    t.match(text, /gateway_upstream_duration_seconds_count 10\n/, `scrape ${i + 1}: all ten upstream latencies`);
    t.match(text, /process_resident_memory_bytes \d+/, 'process metrics, summed over the workers');
  }
});

t.test('a worker that dies is replaced; the gateway keeps serving meanwhile', async (t) => {
  const upstream = await startUpstream();
  t.teardown(() => upstream.close());
  const run = started({ UPSTREAM_URL: upstream.url });
  const url = await listeningUrl(run.stdout, 2);
  const pid = run.child.pid ?? 0;
  const before = await childPids(pid);
  t.equal(before.length, 2, 'two workers');
  process.kill(before[0], 'SIGKILL');
  // A connection the primary hands out in the instant the worker dies is lost with it (Node's cluster); from when the
  // primary has seen the death, the other worker takes every connection until the replacement listens.
  while (!/a gateway worker died; starting another/.test(run.stdout())) await new Promise((r) => setTimeout(r, 20));
  const statuses = new Set<number>();
  let after: number[] = [];
  for (let i = 0; i < 200; i++) {
    const res = await request(`${url}/api/v2/ping`, fresh);
    await res.body.dump();
    statuses.add(res.statusCode);
    after = await childPids(pid);
    if (after.length === 2 && !after.includes(before[0]) && i >= 10) break;
    await new Promise((r) => setTimeout(r, 50));
  }
  t.same([...statuses], [200], 'every call answered while the worker was being replaced');
  t.equal(after.length, 2, 'two workers again');
  t.notOk(after.includes(before[0]), 'the dead one was replaced');
});

t.test("a worker that dies leaves its counts in /metrics: the gateway's counters never go down", async (t) => {
  const upstream = await startUpstream();
  t.teardown(() => upstream.close());
  const run = started({ UPSTREAM_URL: upstream.url });
  const url = await listeningUrl(run.stdout, 2);
  const pid = run.child.pid ?? 0;
  const counts = async () => {
    const res = await request(`${url}/metrics`, fresh);
    const text = await res.body.text();
    const number = (pattern: RegExp) => Number(pattern.exec(text)?.[1] ?? Number.NaN);
    return {
      requests: number(/gateway_requests_total\{class="api",status="200"\} (\d+)\n/),
      latencies: number(/gateway_upstream_duration_seconds_count (\d+)\n/),
      memory: number(/process_resident_memory_bytes (\d+)\n/),
    };
  };
  for (let i = 0; i < 10; i++) await (await request(`${url}/api/v2/things?page=${i}`, fresh)).body.dump();
  const before = await counts();
  t.match(before, { requests: 10, latencies: 10 }, 'ten calls, counted over both workers');
  const [dying] = await childPids(pid);
  process.kill(dying, 'SIGKILL');
  while (!/a gateway worker died; starting another/.test(run.stdout())) await new Promise((r) => setTimeout(r, 20));
  // Scraped while the replacement starts (it has nothing to offer yet), and after it listens.
  t.match(await counts(), { requests: 10, latencies: 10 }, 'while the replacement starts');
  while ((run.stdout().match(/Server listening/g) ?? []).length < 3) await new Promise((r) => setTimeout(r, 20));
  for (let i = 0; i < 4; i++) await (await request(`${url}/api/v2/things?page=${i}`, fresh)).body.dump();
  const after = await counts();
  t.match(after, { requests: 14, latencies: 14 }, "the dead worker's ten calls stay counted beside the four after");
  t.ok(after.memory > 0, 'the memory gauge is the live workers');
});

t.test('a port in use stops the start with exit 1, not a restart loop', async (t) => {
  const taken = createServer();
  await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
  t.teardown(() => taken.close());
  const port = (taken.address() as { port: number }).port;
  const run = started({ UPSTREAM_URL: 'http://127.0.0.1:9', PORT: String(port) });
  t.equal(await run.exit, 1, 'exit code 1');
  t.match(run.stdout(), /EADDRINUSE/, 'the reason is logged');
  t.match(run.stdout(), /stopped before it could serve/, 'the primary says why it stops');
});
