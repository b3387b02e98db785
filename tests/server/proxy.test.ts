/** Pass-through: methods, paths, queries, bodies, headers and statuses reach the upstream and come back unchanged. */
import t from 'tap';
import { request } from 'undici';
import { rawRequest, sleep, startGateway, startUpstream } from './helpers.ts';

t.test('proxied calls pass through unchanged', async (t) => {
  const upstream = await startUpstream((req, res, body) => {
    if (req.url?.startsWith('/api/status/')) {
      const status = Number(req.url.split('/').pop());
      res.statusCode = status;
      if (status === 302) res.setHeader('location', '/api/elsewhere');
      return res.end(status === 204 || status === 304 ? undefined : JSON.stringify({ status }));
    }
    res.setHeader('content-type', 'application/json');
    res.setHeader('x-upstream', 'yes');
    res.setHeader('set-cookie', ['a=1; Path=/', 'b=2; Path=/']);
    res.setHeader('keep-alive', 'timeout=5');
    res.end(JSON.stringify({ method: req.method, url: req.url, body: body.toString('utf8') }));
  });
  const gateway = await startGateway({ UPSTREAM_URL: upstream.url });
  t.teardown(async () => {
    await gateway.close();
    await upstream.close();
  });

  for (const method of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const) {
    const hasBody = method !== 'GET' && method !== 'OPTIONS';
    const body = hasBody ? JSON.stringify({ name: '商品', method }) : undefined;
    const res = await request(`${gateway.url}/api/v2/goods/list?page=2&keyword=%E9%9E%8B&tag=a&tag=b`, {
      method,
      body,
      headers: { 'content-type': 'application/json', token: 'abc', 'x-custom': 'kept', 'x-activity': 'background' },
    });
    const json = (await res.body.json()) as { method: string; url: string; body: string };
    t.equal(res.statusCode, 200, `${method} status`);
    t.equal(json.method, method, `${method} reaches the upstream as ${method}`);
    t.equal(json.url, '/api/v2/goods/list?page=2&keyword=%E9%9E%8B&tag=a&tag=b', `${method} path and query unchanged`);
    t.equal(json.body, body ?? '', `${method} body unchanged`);
    const seen = upstream.seen.at(-1)!;
    t.equal(seen.headers.token, 'abc', 'the token header reaches the upstream');
    t.equal(seen.headers['x-custom'], 'kept', 'custom request headers pass');
    t.equal(seen.headers['x-activity'], 'background', "the console's mark of a read that is not activity passes (contract/activity.ts)");
    t.equal(seen.headers.host, `127.0.0.1:${upstream.port}`, 'Host names the upstream');
    t.equal(res.headers['x-upstream'], 'yes', 'upstream response headers come back');
    t.same(res.headers['set-cookie'], ['a=1; Path=/', 'b=2; Path=/'], 'every set-cookie comes back');
    t.notOk(res.headers['keep-alive'] === 'timeout=5', "the upstream's keep-alive header is not forwarded");
  }

  const head = await request(`${gateway.url}/api/v2/goods/list`, { method: 'HEAD' });
  await head.body.dump();
  t.equal(head.statusCode, 200, 'HEAD passes');
  t.equal(upstream.seen.at(-1)!.method, 'HEAD');

  const user = await request(`${gateway.url}/user/info?lang=en`);
  t.equal(((await user.body.json()) as { url: string }).url, '/user/info?lang=en', '/user/* is proxied too, its query unchanged');

  for (const status of [201, 204, 302, 400, 401, 404, 409, 500, 503]) {
    const before = upstream.seen.length;
    const res = await request(`${gateway.url}/api/status/${status}`);
    await res.body.dump();
    t.equal(res.statusCode, status, `upstream ${status} comes back as ${status}`);
    t.equal(upstream.seen.length, before + 1, `upstream ${status} is asked exactly once (no retry)`);
    if (status === 302) t.equal(res.headers.location, '/api/elsewhere', 'redirect location unchanged');
  }

  const big = 'x'.repeat(2 * 1024 * 1024);
  const res = await request(`${gateway.url}/api/upload`, { method: 'POST', body: big, headers: { 'content-type': 'text/plain' } });
  t.equal(((await res.body.json()) as { body: string }).body.length, big.length, 'a 2 MB body streams through whole');
});

t.test('every answer that is not the console carries X-Content-Type-Options: nosniff', async (t) => {
  const upstream = await startUpstream((req, res) => {
    // An upload's answer, say: the upstream's own value is kept, not doubled.
    if (req.url === '/api/own') res.setHeader('x-content-type-options', 'nosniff');
    res.setHeader('content-type', req.url === '/api/html' ? 'text/html' : 'application/json');
    res.end('{"status":0}');
  });
  const gateway = await startGateway({ UPSTREAM_URL: upstream.url });
  t.teardown(async () => {
    await gateway.close();
    await upstream.close();
  });
  const sniffing = async (path: string, init: { method?: 'GET' | 'POST'; body?: string } = {}) => {
    const res = await request(`${gateway.url}${path}`, init);
    await res.body.dump();
    return { status: res.statusCode, value: res.headers['x-content-type-options'] };
  };
  t.same(await sniffing('/api/v2/goods'), { status: 200, value: 'nosniff' }, 'a proxied answer');
  t.same(await sniffing('/api/h%74ml'), { status: 200, value: 'nosniff' }, "a proxied answer through Fastify's route");
  t.same(await sniffing('/api/own'), { status: 200, value: 'nosniff' }, "the upstream's own value, once");
  t.same(await sniffing('/api/x', { method: 'POST', body: '{' }), { status: 200, value: 'nosniff' }, 'a POST');
  t.same(await sniffing('/nowhere'), { status: 404, value: 'nosniff' }, "the gateway's 404");
  t.same(await sniffing('/healthz'), { status: 200, value: 'nosniff' }, 'an operations endpoint');
  const big = await rawRequest(gateway.port, `GET /api/x HTTP/1.1\r\nHost: a\r\nX-Big: ${'x'.repeat(20_000)}\r\n`);
  t.same([big.status, big.headers['x-content-type-options']], [431, 'nosniff'], "the parser's 431");
  await upstream.close();
  t.same(await sniffing('/api/v2/goods'), { status: 502, value: 'nosniff' }, 'a 502 of the proxy');
  t.same(await sniffing('/api/h%74ml'), { status: 502, value: 'nosniff' }, "a 502 through Fastify's route");
});

t.test('hop-by-hop request headers are dropped, forwarding headers added', async (t) => {
  const upstream = await startUpstream();
  const gateway = await startGateway({ UPSTREAM_URL: upstream.url });
  t.teardown(async () => {
    await gateway.close();
    await upstream.close();
  });
  // Sent raw: HTTP clients refuse to send a Connection header that lists other headers.
  const res = await rawRequest(
    gateway.port,
    'GET /api/x HTTP/1.1\r\nHost: a\r\nConnection: close, x-private\r\nX-Private: secret-hop\r\nProxy-Authorization: Basic Zm9v\r\nTE: trailers\r\n',
  );
  t.equal(res.status, 200);
  const seen = upstream.seen.at(-1)!;
  t.equal(seen.headers['x-private'], undefined, 'headers named in Connection are dropped');
  t.equal(seen.headers['proxy-authorization'], undefined, 'proxy-authorization is dropped');
  t.equal(seen.headers.te, undefined, 'te is dropped');
  t.equal(seen.headers['x-forwarded-for'], '127.0.0.1', 'x-forwarded-for names the client');
  t.equal(seen.headers['x-forwarded-proto'], 'http');
});

t.test('X-Forwarded-For: an untrusted client cannot forge it; the log line names the client TRUST_PROXY judges real', async (t) => {
  const upstream = await startUpstream();
  const untrusting = await startGateway({ UPSTREAM_URL: upstream.url });
  const trusting = await startGateway({ UPSTREAM_URL: upstream.url, TRUST_PROXY: '127.0.0.1' });
  t.teardown(async () => {
    await untrusting.close();
    await trusting.close();
    await upstream.close();
  });
  // A plain and an escaped proxied path, and a gateway route of its own.
  const paths = ['/api/xff', '/api/%E9%9E%8B', '/healthz'];
  const cases = [
    { gateway: untrusting, sent: '6.6.6.6', upstreamSees: '127.0.0.1', client: '127.0.0.1' },
    { gateway: trusting, sent: '6.6.6.6', upstreamSees: '6.6.6.6, 127.0.0.1', client: '6.6.6.6' },
    { gateway: trusting, sent: '1.1.1.1, 6.6.6.6', upstreamSees: '1.1.1.1, 6.6.6.6, 127.0.0.1', client: '6.6.6.6' },
  ];
  let n = 0;
  for (const { gateway, sent, upstreamSees, client } of cases) {
    for (const path of paths) {
      const id = `xff-${++n}`;
      const before = upstream.seen.length;
      const res = await request(`${gateway.url}${path}`, { headers: { 'x-forwarded-for': sent, 'x-request-id': id } });
      await res.body.dump();
      t.equal(res.statusCode, 200);
      if (path !== '/healthz') {
        t.equal(upstream.seen.length, before + 1);
        t.equal(upstream.seen.at(-1)!.headers['x-forwarded-for'], upstreamSees, `${path}, sent "${sent}": the upstream sees "${upstreamSees}"`);
      }
      await sleep(20);
      t.equal(gateway.logs.find((l) => l.request_id === id)?.client, client, `${path}, sent "${sent}": logged client ${client}`);
    }
  }
});

t.test('request id: taken from the caller or generated, sent upstream, returned', async (t) => {
  const upstream = await startUpstream();
  const gateway = await startGateway({ UPSTREAM_URL: upstream.url });
  t.teardown(async () => {
    await gateway.close();
    await upstream.close();
  });
  const given = await request(`${gateway.url}/api/a`, { headers: { 'x-request-id': 'abc-123.DEF' } });
  await given.body.dump();
  t.equal(given.headers['x-request-id'], 'abc-123.DEF', 'a given id is returned');
  t.equal(upstream.seen.at(-1)!.headers['x-request-id'], 'abc-123.DEF', 'and sent upstream');

  const generated = await request(`${gateway.url}/api/b`);
  await generated.body.dump();
  const id = generated.headers['x-request-id'] as string;
  t.match(id, /^[0-9a-f-]{36}$/, 'an id is generated when none is given');
  t.equal(upstream.seen.at(-1)!.headers['x-request-id'], id, 'the generated id is sent upstream');

  const hostile = await request(`${gateway.url}/api/c`, { headers: { 'x-request-id': 'a"b {} <script>' } });
  await hostile.body.dump();
  t.not(hostile.headers['x-request-id'], 'a"b {} <script>', 'an id with odd characters is replaced');
  t.match(hostile.headers['x-request-id'] as string, /^[0-9a-f-]{36}$/);

  const line = gateway.logs.find((l) => l.request_id === id);
  t.ok(line, 'the log line carries the request id');

  const notFound = await request(`${gateway.url}/no/such/page`, { headers: { 'x-request-id': 'req-404' } });
  const body = (await notFound.body.json()) as { request_id: string };
  t.equal(body.request_id, 'req-404', 'gateway errors name the request id');
});

t.test('an upstream URL with a path prefix keeps it', async (t) => {
  const upstream = await startUpstream();
  const gateway = await startGateway({ UPSTREAM_URL: `${upstream.url}/base/` });
  t.teardown(async () => {
    await gateway.close();
    await upstream.close();
  });
  const res = await request(`${gateway.url}/api/v2/x?y=1`);
  t.equal(((await res.body.json()) as { url: string }).url, '/base/api/v2/x?y=1');
});

const DISPOSITION = "attachment; filename*=UTF-8''%E8%AE%A2%E5%8D%95.xlsx; filename=\"订单.xlsx\"";

t.test('large and non-ASCII responses pass through byte for byte', async (t) => {
  const big = Buffer.alloc(5 * 1024 * 1024, 'abcdefghij');
  const upstream = await startUpstream((req, res) => {
    if (req.url === '/api/export') {
      // Node takes header values as latin1 strings: this sends the UTF-8 bytes of the file name.
      res.setHeader('content-disposition', Buffer.from(DISPOSITION, 'utf8').toString('latin1'));
      res.setHeader('content-type', 'application/octet-stream');
      return res.end('xlsx');
    }
    // Written in chunks without a length: streamed through with backpressure, not buffered.
    let sent = 0;
    const step = () => {
      while (sent < big.length) {
        const chunk = big.subarray(sent, sent + 64 * 1024);
        sent += chunk.length;
        if (!res.write(chunk)) return res.once('drain', step);
      }
      res.end();
    };
    step();
  });
  const gateway = await startGateway({ UPSTREAM_URL: upstream.url });
  t.teardown(async () => {
    await gateway.close();
    await upstream.close();
  });
  const res = await request(`${gateway.url}/api/download`);
  const received = Buffer.from(await res.body.arrayBuffer());
  t.equal(received.length, big.length, '5 MB arrive');
  t.ok(received.equals(big), 'unchanged');

  const file = await request(`${gateway.url}/api/export`);
  const disposition = Buffer.from(file.headers['content-disposition'] as string, 'latin1').toString('utf8');
  t.equal(disposition, DISPOSITION, 'UTF-8 header bytes unchanged');
  t.equal(await file.body.text(), 'xlsx');
});

t.test("the upstream's service calls (the event feed of every shop) are never passed on from a browser", async (t) => {
  const upstream = await startUpstream();
  const gateway = await startGateway({ UPSTREAM_URL: upstream.url });
  t.teardown(async () => {
    await gateway.close();
    await upstream.close();
  });
  for (const path of ['/api/v2/service/events?after=0', '/api/v2//Service/events', '/api/v2/%73ervice/events']) {
    const before = upstream.seen.length;
    const res = await request(`${gateway.url}${path}`, { headers: { token: 'any', 'accept-language': 'en' } });
    const body = (await res.body.json()) as { status: number; error: string };
    t.equal(res.statusCode, 404, `${path}: 404`);
    t.match(body, { status: 1, error: 'The page or resource does not exist.' }, `${path}: the JSON error in the caller's language`);
    t.equal(upstream.seen.length, before, `${path}: nothing reached the upstream`);
  }
});
