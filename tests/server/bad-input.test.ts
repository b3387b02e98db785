/**
 * Bad input is refused by the gateway itself (413, 400, 431, 404, 429), never reaches the upstream, and does not
 * disturb the process; no path, header or encoding trick sends the proxy anywhere but the configured upstream.
 */
import t from 'tap';
import { request } from 'undici';
import { rawRequest, startGateway, startUpstream } from './helpers.ts';

interface ErrorBody {
  status: number;
  error: string;
  request_id: string;
}

t.test('413, 400, 431, 404', async (t) => {
  const upstream = await startUpstream();
  const gateway = await startGateway({ UPSTREAM_URL: upstream.url, BODY_LIMIT: '1kb', MAX_HEADER_SIZE: '4kb' });
  t.teardown(async () => {
    await gateway.close();
    await upstream.close();
  });

  const big = 'x'.repeat(2048);
  const declared = await request(`${gateway.url}/api/upload`, { method: 'POST', body: big, headers: { 'accept-language': 'en', 'content-type': 'application/json' } });
  t.equal(declared.statusCode, 413, 'a declared length over BODY_LIMIT is 413');
  t.same(((await declared.body.json()) as ErrorBody).error, 'The request body is too large.');

  const chunked = await rawRequest(
    gateway.port,
    'POST /api/upload HTTP/1.1\r\nHost: a\r\nContent-Type: text/plain\r\nTransfer-Encoding: chunked\r\nAccept-Language: zh\r\n',
    `400\r\n${'y'.repeat(1024)}\r\n400\r\n${'y'.repeat(1024)}\r\n0\r\n\r\n`,
  );
  t.equal(chunked.status, 413, 'a chunked body over BODY_LIMIT is 413');
  t.equal((JSON.parse(chunked.body) as ErrorBody).error, '请求内容过大');

  const smallChunked = await rawRequest(
    gateway.port,
    'POST /api/small HTTP/1.1\r\nHost: a\r\nContent-Type: text/plain\r\nTransfer-Encoding: chunked\r\n',
    '5\r\nhello\r\n6\r\n world\r\n0\r\n\r\n',
  );
  t.equal(smallChunked.status, 200, 'a chunked body under the limit passes');
  t.equal(upstream.seen.at(-1)!.body.toString(), 'hello world');
  t.equal(upstream.seen.length, 1, 'only the allowed body reached the upstream');

  const padded = JSON.stringify({ 'csp-report': { 'violated-directive': 'img-src', 'blocked-uri': `https://x.example/${big}` } });
  const ownRoute = await request(`${gateway.url}/csp-report`, { method: 'POST', body: padded, headers: { 'content-type': 'application/csp-report' } });
  t.equal(ownRoute.statusCode, 204, 'the CSP report route has its own 64 KB limit');
  await ownRoute.body.dump();

  const malformed = await request(`${gateway.url}/csp-report`, { method: 'POST', body: '{"csp-report": ', headers: { 'content-type': 'application/csp-report', 'accept-language': 'en' } });
  t.equal(malformed.statusCode, 400, 'malformed JSON on a gateway route is 400');
  t.equal(((await malformed.body.json()) as ErrorBody).error, 'The request body is not valid JSON.');
  const malformedJson = await request(`${gateway.url}/csp-report`, { method: 'POST', body: '{nope', headers: { 'content-type': 'application/json' } });
  t.equal(malformedJson.statusCode, 400);
  t.equal(((await malformedJson.body.json()) as ErrorBody).status, 1);

  const report = await request(`${gateway.url}/csp-report`, {
    method: 'POST',
    body: JSON.stringify({ 'csp-report': { 'violated-directive': 'script-src', 'blocked-uri': 'https://evil.example/x.js', 'document-uri': 'http://localhost/?token=zzz' } }),
    headers: { 'content-type': 'application/csp-report' },
  });
  t.equal(report.statusCode, 204);
  await report.body.dump();
  const logged = gateway.logs.findLast((l) => l.msg === 'content security policy violation');
  t.equal(logged?.directive, 'script-src', 'a CSP violation is logged');
  t.notMatch(gateway.logText(), /zzz/, 'with its query secrets redacted');

  const huge = await rawRequest(gateway.port, `GET /api/x HTTP/1.1\r\nHost: a\r\nAccept-Language: en\r\nX-Big: ${'h'.repeat(8000)}\r\n`);
  t.equal(huge.status, 431, 'oversized headers are 431');
  t.equal((JSON.parse(huge.body) as ErrorBody).error, 'The request headers are too large.');
  const refused = gateway.logs.findLast((l) => l.msg === 'request refused');
  t.match(refused, { level: 40, method: 'GET', path: '/api/x', status: 431, code: 'HPE_HEADER_OVERFLOW', request_id: (JSON.parse(huge.body) as ErrorBody).request_id }, 'logged at warn, with the id the caller got');
  const metrics = await (await request(`${gateway.url}/metrics`)).body.text();
  t.match(metrics, /gateway_requests_total\{class="other",status="431"\} 1/, 'and counted');

  for (const path of ['/nothing', '/admin', '/api', '/apix/y', '/users/1']) {
    const res = await request(`${gateway.url}${path}`, { headers: { 'accept-language': 'en' } });
    t.equal(res.statusCode, 404, `${path} is 404`);
    const body = (await res.body.json()) as ErrorBody;
    t.equal(body.error, 'The page or resource does not exist.');
  }
  t.equal(upstream.seen.length, 1, 'none of it reached the upstream');
  const health = await request(`${gateway.url}/healthz`);
  t.equal(health.statusCode, 200, 'the gateway still serves');
  await health.body.dump();
});

t.test('the proxy reaches only the configured upstream', async (t) => {
  const upstream = await startUpstream();
  const elsewhere = await startUpstream();
  const gateway = await startGateway({ UPSTREAM_URL: upstream.url });
  t.teardown(async () => {
    await gateway.close();
    await upstream.close();
    await elsewhere.close();
  });
  const other = `127.0.0.1:${elsewhere.port}`;
  const attempts = [
    `GET http://${other}/api/x HTTP/1.1\r\nHost: ${other}\r\n`,
    `GET //${other}/api/x HTTP/1.1\r\nHost: a\r\n`,
    `GET /api//${other}/x HTTP/1.1\r\nHost: a\r\n`,
    `GET /api/http://${other}/x HTTP/1.1\r\nHost: a\r\n`,
    `GET /api/x HTTP/1.1\r\nHost: ${other}\r\nX-Forwarded-Host: ${other}\r\nForwarded: host=${other}\r\n`,
    `GET /api/%2f%2f${other}/x HTTP/1.1\r\nHost: a\r\n`,
    `GET /api/..%2f..%2f${other} HTTP/1.1\r\nHost: a\r\n`,
    `GET /api/%2e%2e/%2e%2e/x HTTP/1.1\r\nHost: a\r\n`,
    `GET /api/..\\..\\x HTTP/1.1\r\nHost: a\r\n`,
    `GET /api/@${other}/x HTTP/1.1\r\nHost: a\r\n`,
    `GET /user/..;/..;/x HTTP/1.1\r\nHost: a\r\n`,
  ];
  for (const head of attempts) {
    const res = await rawRequest(gateway.port, head);
    t.ok(res.status < 500, `${head.split('\r\n')[0]} → ${res.status}`);
  }
  t.equal(elsewhere.seen.length, 0, 'the other server never received a request');
  for (const seen of upstream.seen) {
    t.equal(seen.headers.host, `127.0.0.1:${upstream.port}`, `${seen.url} went to the upstream with its own Host`);
    t.ok(seen.url.startsWith('/api/') || seen.url.startsWith('/user/'), `${seen.url} stays under the proxied prefixes`);
    t.notOk(seen.url.split('?')[0].split('/').includes('..'), `${seen.url} has no dot segments`);
  }
});

t.test('CSP reports: each field logged cut to 512 characters, the line under 2 KB, at most 60 a minute per client', async (t) => {
  const gateway = await startGateway({ UPSTREAM_URL: 'http://127.0.0.1:9' });
  t.teardown(() => gateway.close());
  const post = (report: unknown, lang = 'en') =>
    request(`${gateway.url}/csp-report`, {
      method: 'POST',
      body: JSON.stringify({ 'csp-report': report }),
      headers: { 'content-type': 'application/csp-report', 'accept-language': lang },
    });
  // Near the 64 KB body limit: plain ASCII, control characters (6 bytes each in JSON) and CJK (3 bytes each in UTF-8).
  const hostile = [
    { 'violated-directive': 'script-src', 'blocked-uri': `https://evil.example/${'a'.repeat(20_000)}`, 'document-uri': `https://x.example/${'b'.repeat(20_000)}` },
    { 'violated-directive': '\u0001'.repeat(3000), 'blocked-uri': '\u0002'.repeat(3000), 'document-uri': '\u0003'.repeat(3000) },
    { 'violated-directive': '鞋'.repeat(5000), 'blocked-uri': '鞋'.repeat(5000), 'document-uri': '鞋'.repeat(5000) },
  ];
  for (const report of hostile) {
    const res = await post(report);
    t.equal(res.statusCode, 204);
    await res.body.dump();
  }
  const lines = gateway
    .logText()
    .split('\n')
    .filter((l) => l.includes('content security policy violation'));
  t.equal(lines.length, 3, 'each report logged');
  for (const [i, line] of lines.entries()) {
    t.ok(Buffer.byteLength(line) + 1 < 2048, `a line of ${Buffer.byteLength(line)} bytes, under 2 KB`);
    const parsed = JSON.parse(line) as Record<string, string>;
    for (const field of i === 0 ? ['blocked', 'document'] : ['directive', 'blocked', 'document']) {
      t.ok(parsed[field].length <= 513 && parsed[field].endsWith('…'), `${field}: cut and marked`);
    }
  }
  t.match(JSON.parse(lines[0]).blocked, /^https:\/\/evil\.example\/a+…$/, 'the start of a field is kept');

  const statuses: number[] = [];
  for (let i = 3; i < 62; i++) {
    const res = await post({ 'violated-directive': 'img-src', 'blocked-uri': `https://x.example/${i}` });
    statuses.push(res.statusCode);
    if (res.statusCode === 429) {
      t.equal(((await res.body.json()) as ErrorBody).error, 'Too many violation reports. Please try again in a minute.');
    } else await res.body.dump();
  }
  t.same(statuses.slice(0, 57), Array(57).fill(204), 'sixty a minute are taken');
  t.same(statuses.slice(57), [429, 429], 'then 429');
  const zh = await post({}, 'zh');
  t.equal(((await zh.body.json()) as ErrorBody).error, '违规报告过于频繁，请一分钟后再试', 'in the caller language');
  t.equal(gateway.logs.filter((l) => l.msg === 'content security policy violation').length, 60, 'only the sixty taken are logged');
});

t.test('a // in a path never leaves the upstream: outside /api and /user it is 404, inside it is proxied as it is', async (t) => {
  const upstream = await startUpstream();
  const gateway = await startGateway({ UPSTREAM_URL: upstream.url });
  t.teardown(async () => {
    await gateway.close();
    await upstream.close();
  });
  t.equal((await rawRequest(gateway.port, 'GET //api/x HTTP/1.1\r\nHost: a\r\n')).status, 404, '//api/x: 404');
  t.equal((await rawRequest(gateway.port, 'GET //evil.example/api/x HTTP/1.1\r\nHost: a\r\n')).status, 404, '//evil.example/api/x: 404');
  t.equal(upstream.seen.length, 0);
  for (const path of ['/api//evil.example/x?q=1', '/user//evil.example/x']) {
    const res = await rawRequest(gateway.port, `GET ${path} HTTP/1.1\r\nHost: a\r\n`);
    t.equal(res.status, 200, `${path}: proxied`);
    t.equal(upstream.seen.at(-1)?.url, path, 'to the configured upstream, as that path');
    t.equal(upstream.seen.at(-1)?.headers.host, `127.0.0.1:${upstream.port}`);
  }
  for (const path of ['/api/../x', '/api/%2e%2e/x', '/api/..%2fx', '/api/..\\x']) {
    const before = upstream.seen.length;
    t.equal((await rawRequest(gateway.port, `GET ${path} HTTP/1.1\r\nHost: a\r\n`)).status, 400, `${path}: 400`);
    t.equal(upstream.seen.length, before, `${path}: not proxied`);
  }
  t.equal((await rawRequest(gateway.port, `GET http://127.0.0.1:${upstream.port}/api/x HTTP/1.1\r\nHost: a\r\n`)).status, 400, 'absolute form: 400');
});

t.test('login calls are rate limited per client with a 429 JSON error', async (t) => {
  const upstream = await startUpstream();
  const gateway = await startGateway({ UPSTREAM_URL: upstream.url, LOGIN_RATE_LIMIT: '3' });
  t.teardown(async () => {
    await gateway.close();
    await upstream.close();
  });
  // One budget for both login calls: alternating between them gains nothing.
  const attempts = ['/api/v2/admin/login', '/api/v2/seller/login', '/api/v2/admin/login'];
  for (const [i, path] of attempts.entries()) {
    const res = await request(`${gateway.url}${path}`, { method: 'POST', body: '{"username":"a","password":"b"}', headers: { 'content-type': 'application/json' } });
    t.equal(res.statusCode, 200, `attempt ${i + 1} (${path}) passes`);
    await res.body.dump();
  }
  for (const path of ['/api/v2/admin/login', '/api/v2/seller/login']) {
    const limited = await request(`${gateway.url}${path}`, { method: 'POST', body: '{}', headers: { 'content-type': 'application/json', 'accept-language': 'en' } });
    t.equal(limited.statusCode, 429, `${path} over the limit is 429`);
    const body = (await limited.body.json()) as ErrorBody;
    t.equal(body.status, 1);
    t.equal(body.error, 'Too many sign-in or verification attempts. Please try again in a minute.');
    t.ok(limited.headers['retry-after'], 'says when to retry');
  }
  t.equal(upstream.seen.length, 3, 'limited attempts never reached the upstream');
  const other = await request(`${gateway.url}/api/v2/goods`);
  t.equal(other.statusCode, 200, 'other calls are not limited');
  await other.body.dump();
});
