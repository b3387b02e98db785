/** /healthz, /readyz and /metrics. */
import t from 'tap';
import { request } from 'undici';
import { blackHole, refusingUrl, startGateway, startUpstream } from './helpers.ts';

t.test('health and readiness follow the upstream', async (t) => {
  let hang = false;
  const upstream = await startUpstream((_req, res) => {
    if (!hang) res.end('ok');
  });
  const gateway = await startGateway({ UPSTREAM_URL: upstream.url });
  const down = await startGateway({ UPSTREAM_URL: await refusingUrl() });
  t.teardown(async () => {
    await gateway.close();
    await down.close();
    await upstream.close();
  });

  const health = await request(`${gateway.url}/healthz`);
  t.equal(health.statusCode, 200);
  t.same(await health.body.json(), { status: 0, data: { alive: true } });

  const ready = await request(`${gateway.url}/readyz`);
  t.equal(ready.statusCode, 200, 'ready when the upstream answers');
  t.equal(((await ready.body.json()) as { status: number }).status, 0);

  const downHealth = await request(`${down.url}/healthz`);
  t.equal(downHealth.statusCode, 200, 'alive even when the upstream is down');
  await downHealth.body.dump();
  const notReady = await request(`${down.url}/readyz`, { headers: { 'accept-language': 'en' } });
  t.equal(notReady.statusCode, 503, 'not ready when the upstream refuses');
  t.equal(((await notReady.body.json()) as { error: string }).error, 'The backend service is not ready.');
  t.match(
    down.logs.find((l) => l.msg?.toString().startsWith('not ready')),
    { level: 40, upstream_code: 'ECONNREFUSED' },
    'the 503 logs its reason',
  );

  hang = true;
  const started = Date.now();
  const slow = await request(`${gateway.url}/readyz`);
  await slow.body.dump();
  const elapsed = Date.now() - started;
  t.equal(slow.statusCode, 503, 'not ready when the upstream does not answer');
  t.ok(elapsed >= 1900 && elapsed < 3000, `within 2 s (${elapsed} ms)`);
});

t.test('readiness answers within 2 s when the upstream accepts no connection', async (t) => {
  const hole = await blackHole();
  const gateway = await startGateway({ UPSTREAM_URL: hole.url });
  t.teardown(async () => {
    await gateway.close();
    hole.close();
  });
  const started = Date.now();
  const res = await request(`${gateway.url}/readyz`);
  await res.body.dump();
  const elapsed = Date.now() - started;
  t.equal(res.statusCode, 503);
  t.ok(elapsed >= 1900 && elapsed < 3000, `within 2 s, connecting included (${elapsed} ms)`);
  t.match(gateway.logs.find((l) => l.msg?.toString().startsWith('not ready')), { level: 40, upstream_code: 'READINESS_TIMEOUT' });
});

t.test('metrics in Prometheus text format', async (t) => {
  const upstream = await startUpstream((req, res) => {
    res.statusCode = req.url === '/api/missing' ? 404 : 200;
    res.end('{}');
  });
  const gateway = await startGateway({ UPSTREAM_URL: upstream.url });
  t.teardown(async () => {
    await gateway.close();
    await upstream.close();
  });
  for (const path of ['/api/a', '/api/a', '/api/missing', '/user/info', '/healthz', '/nowhere', '/']) {
    const res = await request(`${gateway.url}${path}`);
    await res.body.dump();
  }
  const res = await request(`${gateway.url}/metrics`);
  t.equal(res.statusCode, 200);
  t.match(res.headers['content-type'], /^text\/plain/);
  const text = await res.body.text();
  t.match(text, /gateway_requests_total\{class="api",status="200"\} 2/);
  t.match(text, /gateway_requests_total\{class="api",status="404"\} 1/);
  t.match(text, /gateway_requests_total\{class="user",status="200"\} 1/);
  t.match(text, /gateway_requests_total\{class="ops",status="200"\} 1/);
  t.match(text, /gateway_requests_total\{class="other",status="404"\} 1/);
  t.match(text, /gateway_requests_total\{class="static",status="(200|503)"\} 1/);
  t.match(text, /gateway_upstream_duration_seconds_count 4/);
  t.match(text, /gateway_upstream_duration_seconds_bucket\{le="0.1"\}/);
  t.match(text, /gateway_upstream_errors_total\{kind="timeout"\} 0/);
  t.match(text, /process_cpu_user_seconds_total/);
  t.match(text, /nodejs_eventloop_lag_seconds/);
});
