/** Upstream failures become JSON errors in the caller's language; nothing hangs and the gateway keeps serving. */
import t, { type Test } from 'tap';
import { request } from 'undici';
import { blackHole, refusingUrl, sleep, startGateway, startUpstream } from './helpers.ts';

interface ErrorBody {
  status: number;
  error: string;
  request_id: string;
}

t.test('a refused upstream is a 502 in the caller language', async (t) => {
  const gateway = await startGateway({ UPSTREAM_URL: await refusingUrl() });
  t.teardown(() => gateway.close());
  const en = await request(`${gateway.url}/api/v2/x`, { headers: { 'accept-language': 'en-US,en;q=0.9' } });
  const enBody = (await en.body.json()) as ErrorBody;
  t.equal(en.statusCode, 502);
  t.equal(enBody.status, 1);
  t.equal(enBody.error, 'The backend service cannot be reached. Please try again later.');
  t.equal(enBody.request_id, en.headers['x-request-id']);
  const zh = await request(`${gateway.url}/api/v2/x`, { headers: { 'accept-language': 'zh-CN,zh;q=0.9,en;q=0.8' } });
  t.equal(((await zh.body.json()) as ErrorBody).error, '无法连接后端服务，请稍后重试');
  const none = await request(`${gateway.url}/user/info`);
  t.equal(((await none.body.json()) as ErrorBody).error, '无法连接后端服务，请稍后重试', 'no Accept-Language: Chinese');
  const line = gateway.logs.find((l) => l.path === '/api/v2/x');
  t.equal(line?.status, 502);
  t.equal(line?.upstream_error, 'refused', 'the log line says why');
  t.equal(line?.level, 40, 'at warn: LOG_LEVEL=warn keeps it');
  t.equal(line?.upstream_code, 'ECONNREFUSED', 'with the error code');
  const metrics = await (await request(`${gateway.url}/metrics`)).body.text();
  t.match(metrics, /gateway_upstream_errors_total\{kind="refused"\} 3/);
});

t.test('a silent upstream is a 504 within the timeout plus 1 s', async (t) => {
  const upstream = await startUpstream(() => {
    /* never answers */
  });
  const gateway = await startGateway({ UPSTREAM_URL: upstream.url, UPSTREAM_TIMEOUT_MS: '500' });
  t.teardown(async () => {
    await gateway.close();
    await upstream.close();
  });
  const started = Date.now();
  const res = await request(`${gateway.url}/api/slow`, { headers: { 'accept-language': 'en' } });
  const body = (await res.body.json()) as ErrorBody;
  const elapsed = Date.now() - started;
  t.equal(res.statusCode, 504);
  t.equal(body.error, 'The backend service did not answer in time. Please try again later.');
  t.ok(elapsed >= 450 && elapsed < 1500, `answered after ${elapsed} ms`);
  const health = await request(`${gateway.url}/healthz`);
  t.equal(health.statusCode, 200, 'the gateway keeps serving');
  await health.body.dump();
});

t.test('an upstream that resets before answering is a 502', async (t) => {
  const upstream = await startUpstream((req) => req.socket.destroy());
  const gateway = await startGateway({ UPSTREAM_URL: upstream.url });
  t.teardown(async () => {
    await gateway.close();
    await upstream.close();
  });
  const res = await request(`${gateway.url}/api/reset`, { method: 'POST', body: '{}', headers: { 'accept-language': 'en' } });
  const body = (await res.body.json()) as ErrorBody;
  t.equal(res.statusCode, 502);
  t.equal(body.error, 'The connection to the backend service was interrupted. Please try again later.');
});

/** A gateway in front of an upstream that answers `/api/ok` and resets every other call mid-response. */
async function resettingUpstream(t: Test) {
  const upstream = await startUpstream((req, res) => {
    if (req.url === '/api/ok') return res.end('{"status":0}');
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': '100000' });
    res.write('{"status":0,"data":"');
    setTimeout(() => req.socket.destroy(), 50);
  });
  const gateway = await startGateway({ UPSTREAM_URL: upstream.url });
  t.teardown(async () => {
    await gateway.close();
    await upstream.close();
  });
  return gateway;
}

t.test('an upstream that resets mid-response ends the client response; the gateway keeps serving', async (t) => {
  const gateway = await resettingUpstream(t);
  const res = await request(`${gateway.url}/api/partial`);
  t.equal(res.statusCode, 200, 'the headers had already been sent');
  await t.rejects(res.body.text(), 'the client sees the response fail instead of hanging or a truncated success');
  const cut = gateway.logs.find((l) => l.path === '/api/partial');
  t.match(cut, { status: 200, upstream_error: 'reset', level: 40 }, 'the cut-off answer is a warn line despite its 200');
  t.type(cut?.upstream_code, 'string');
  const ok = await request(`${gateway.url}/api/ok`);
  t.equal(await ok.body.text(), '{"status":0}', 'the next call works');
  const metrics = await (await request(`${gateway.url}/metrics`)).body.text();
  t.match(metrics, /gateway_upstream_errors_total\{kind="reset"\} 1/, 'the reset is counted');
});

t.test("through Fastify's route too, a reset mid-response is logged and counted", async (t) => {
  const gateway = await resettingUpstream(t);
  // An escaped path, checked by http-proxy before the call.
  const res = await request(`${gateway.url}/api/v2/%E9%9E%8B`, { headers: { 'x-request-id': 'cut-via-fastify' } });
  t.equal(res.statusCode, 200, 'the headers had already been sent');
  await t.rejects(res.body.text(), 'the client sees the response fail');
  const metrics = await (await request(`${gateway.url}/metrics`)).body.text();
  t.match(metrics, /gateway_upstream_errors_total\{kind="reset"\} 1/, 'the reset is counted once');
  t.match(metrics, /gateway_requests_total\{class="api",status="200"\} 1/, 'the request is counted once');
  const lines = gateway.logs.filter((l) => l.request_id === 'cut-via-fastify');
  t.match(lines, [{ path: '/api/v2/%E9%9E%8B', status: 200, upstream_error: 'reset', level: 40 }], 'one warn line names the reset');
  t.type(lines[0]?.upstream_code, 'string', 'and its code');
  t.equal(lines.length, 1, 'one line, not two');
});

t.test('a client that leaves mid-response stops the upstream call', async (t) => {
  let upstreamClosed: () => void = () => {};
  const closed = new Promise<void>((resolve) => {
    upstreamClosed = resolve;
  });
  const upstream = await startUpstream((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/plain' });
    res.write('first chunk');
    const timer = setInterval(() => res.write('more'), 20);
    res.on('close', () => {
      clearInterval(timer);
      upstreamClosed();
    });
  });
  const gateway = await startGateway({ UPSTREAM_URL: upstream.url });
  t.teardown(async () => {
    await gateway.close();
    await upstream.close();
  });
  const controller = new AbortController();
  const res = await request(`${gateway.url}/api/stream`, { signal: controller.signal });
  t.equal(res.statusCode, 200);
  controller.abort();
  await t.resolves(Promise.race([closed, new Promise((_, reject) => setTimeout(() => reject(new Error('upstream still streaming')), 2000))]), 'the upstream connection is closed');
  const metrics = await (await request(`${gateway.url}/metrics`)).body.text();
  t.match(metrics, /gateway_upstream_errors_total\{kind="other"\} 0/, 'a client leaving is not counted as an upstream error');
  t.match(metrics, /gateway_upstream_errors_total\{kind="reset"\} 0/);
});

t.test('at LOG_LEVEL=warn a failed upstream call still has its line, a TLS failure with its code', async (t) => {
  // https to a plain HTTP server: the TLS handshake fails.
  const plain = await startUpstream();
  const gateway = await startGateway({ UPSTREAM_URL: `https://127.0.0.1:${plain.port}`, LOG_LEVEL: 'warn' });
  t.teardown(async () => {
    await gateway.close();
    await plain.close();
  });
  const res = await request(`${gateway.url}/api/tls`, { headers: { 'x-request-id': 'tls-1' } });
  t.equal(res.statusCode, 502);
  await res.body.dump();
  const line = gateway.logs.find((l) => l.request_id === 'tls-1');
  t.match(line, { level: 40, status: 502, upstream_error: 'other' }, 'logged at warn');
  t.match(line?.upstream_code, /^ERR_SSL_/, `the TLS error's code (${line?.upstream_code})`);
});

t.test('an upstream that accepts no connection is a 504 within UPSTREAM_TIMEOUT_MS, not undici\'s 10 s', async (t) => {
  const hole = await blackHole();
  const gateway = await startGateway({ UPSTREAM_URL: hole.url, UPSTREAM_TIMEOUT_MS: '1000' });
  t.teardown(async () => {
    await gateway.close();
    hole.close();
  });
  for (const path of ['/api/a', '/api/%E9%9E%8B']) {
    const started = Date.now();
    const res = await request(`${gateway.url}${path}`, { headers: { 'accept-language': 'en' } });
    const body = (await res.body.json()) as ErrorBody;
    const elapsed = Date.now() - started;
    t.equal(res.statusCode, 504, `${path}: 504`);
    t.equal(body.error, 'The backend service did not answer in time. Please try again later.');
    t.ok(elapsed >= 900 && elapsed < 2500, `${path}: answered after ${elapsed} ms`);
    await sleep(50);
    t.match(gateway.logs.findLast((l) => l.path === path), { upstream_error: 'timeout', upstream_code: 'UND_ERR_CONNECT_TIMEOUT', level: 40 });
  }
});

t.test('UPSTREAM_TIMEOUT_MS counts the wait for a free connection', async (t) => {
  const upstream = await startUpstream((req, res) => {
    if (req.url === '/api/fast') res.end('{"status":0}');
    // anything else never answers
  });
  const gateway = await startGateway({ UPSTREAM_URL: upstream.url, UPSTREAM_TIMEOUT_MS: '1000', UPSTREAM_CONNECTIONS: '1' });
  t.teardown(async () => {
    await gateway.close();
    await upstream.close();
  });
  const timed = async (path: string, after: number) => {
    await new Promise((r) => setTimeout(r, after));
    const started = Date.now();
    const res = await request(`${gateway.url}${path}`, { headers: { 'x-request-id': path.slice(5) } });
    await res.body.dump();
    return { status: res.statusCode, ms: Date.now() - started };
  };
  // hang-1 holds the one connection until its timeout; hang-2 and fast wait for it in the pool's queue.
  const [first, second, fast] = await Promise.all([timed('/api/hang-1', 0), timed('/api/hang-2', 50), timed('/api/fast', 500)]);
  t.equal(first.status, 504, `the first hanging call: 504 after ${first.ms} ms`);
  t.equal(second.status, 504, 'the queued hanging call: 504');
  // answered at its own deadline (1,000 ms after it arrived, plus scheduling), not when hang-1's connection frees or
  // at the 2,000 ms a queue-blind timeout would take here
  t.ok(second.ms < 1300, `within its timeout from when it arrived, the queue included (${second.ms} ms)`);
  t.equal(fast.status, 200, 'the queued fast call is answered');
  t.ok(fast.ms < 1400, `within the timeout from when it arrived (${fast.ms} ms)`);
  await sleep(50);
  const queued = gateway.logs.find((l) => l.request_id === 'hang-2');
  t.match(queued, { upstream_error: 'timeout', upstream_code: /^(UND_ERR_HEADERS_TIMEOUT|GATEWAY_POOL_TIMEOUT)$/ });
});

t.test('a 504 comes at UPSTREAM_TIMEOUT_MS, not up to half a second later', async (t) => {
  const upstream = await startUpstream(() => {
    /* never answers */
  });
  const gateway = await startGateway({ UPSTREAM_URL: upstream.url, UPSTREAM_TIMEOUT_MS: '600' });
  t.teardown(async () => {
    await gateway.close();
    await upstream.close();
  });
  // Four calls 125 ms apart: a timer that ticks every 500 ms (undici's "fast timers") ends at least one of them
  // 375 ms or more late, whatever its phase.
  const timed = async (n: number) => {
    await sleep(n * 125);
    const started = performance.now();
    const res = await request(`${gateway.url}/api/silent-${n}`, { headers: { 'accept-language': 'en', 'x-request-id': `silent-${n}` } });
    const body = (await res.body.json()) as ErrorBody;
    return { status: res.statusCode, error: body.error, ms: Math.round(performance.now() - started) };
  };
  const calls = await Promise.all([0, 1, 2, 3].map(timed));
  for (const [n, call] of calls.entries()) {
    t.equal(call.status, 504, `call ${n}: 504`);
    t.equal(call.error, 'The backend service did not answer in time. Please try again later.');
    t.ok(call.ms >= 590 && call.ms < 850, `call ${n}: answered after ${call.ms} ms, for a 600 ms timeout`);
  }
  await sleep(50);
  t.match(gateway.logs.find((l) => l.request_id === 'silent-0'), { status: 504, upstream_error: 'timeout', upstream_code: 'UND_ERR_HEADERS_TIMEOUT', level: 40 });
});

t.test('after the headers, UPSTREAM_TIMEOUT_MS is the longest pause between body chunks', async (t) => {
  const upstream = await startUpstream((req, res) => {
    res.writeHead(200, { 'content-type': 'text/plain' });
    res.write('first chunk;');
    if (req.url === '/api/stalls') return; // and nothing more
    // 8 chunks 150 ms apart: 1.2 s in all, twice the timeout, never a pause as long as it
    let sent = 0;
    const timer = setInterval(() => {
      sent += 1;
      if (sent < 8) res.write(`chunk ${sent};`);
      else {
        clearInterval(timer);
        res.end('last');
      }
    }, 150);
  });
  const gateway = await startGateway({ UPSTREAM_URL: upstream.url, UPSTREAM_TIMEOUT_MS: '600' });
  t.teardown(async () => {
    await gateway.close();
    await upstream.close();
  });
  const slow = await request(`${gateway.url}/api/trickles`);
  t.equal(slow.statusCode, 200);
  t.match(await slow.body.text(), /^first chunk;chunk 1;.*chunk 7;last$/, 'a long answer that keeps coming arrives whole');

  const started = performance.now();
  const stalled = await request(`${gateway.url}/api/stalls`, { headers: { 'x-request-id': 'stalls' } });
  t.equal(stalled.statusCode, 200, 'the headers had already been sent');
  await t.rejects(stalled.body.text(), 'the client sees the answer fail instead of hanging');
  const ms = performance.now() - started;
  t.ok(ms >= 590 && ms < 850, `ended ${Math.round(ms)} ms after the call, for a 600 ms timeout`);
  await sleep(50);
  t.match(gateway.logs.find((l) => l.request_id === 'stalls'), { status: 200, upstream_error: 'timeout', upstream_code: 'UND_ERR_BODY_TIMEOUT', level: 40 });
});
