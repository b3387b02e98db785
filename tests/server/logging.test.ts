/** One JSON line per request with the fields operators need, and no secret anywhere in the log output. */
import t from 'tap';
import { request } from 'undici';
import { refusingUrl, startGateway, startUpstream } from './helpers.ts';

const TOKEN = 'tok-7f3a9c1e55d2';
const PASSWORD = 'pw-Secr3t-9912';
const COOKIE = 'Admin-Token=ck-4471bd';

t.test('one line per request with method, path, status, durations and request id', async (t) => {
  const upstream = await startUpstream();
  const gateway = await startGateway({ UPSTREAM_URL: upstream.url });
  t.teardown(async () => {
    await gateway.close();
    await upstream.close();
  });
  const res = await request(`${gateway.url}/api/v2/goods?page=1`, { headers: { 'x-request-id': 'line-1' } });
  await res.body.dump();
  const lines = gateway.logs.filter((l) => l.request_id === 'line-1');
  t.equal(lines.length, 1, 'exactly one line for the request');
  const [line] = lines;
  t.equal(line.method, 'GET');
  t.equal(line.path, '/api/v2/goods?page=1');
  t.equal(line.status, 200);
  t.type(line.duration_ms, 'number');
  t.type(line.upstream_ms, 'number');
  t.ok((line.upstream_ms as number) <= (line.duration_ms as number), 'the upstream share is part of the whole');
  t.equal(line.level, 30);

  const page = await request(`${gateway.url}/healthz`, { headers: { 'x-request-id': 'line-2' } });
  await page.body.dump();
  const own = gateway.logs.filter((l) => l.request_id === 'line-2');
  t.equal(own.length, 1);
  t.equal(own[0].upstream_ms, undefined, 'no upstream time for a gateway route');
});

t.test('tokens, cookies, authorization and query passwords never reach the log', async (t) => {
  const upstream = await startUpstream((_req, res) => {
    res.setHeader('set-cookie', `Admin-Token=${TOKEN}; Path=/`);
    res.end('{"status":0}');
  });
  const refused = await refusingUrl();
  // Trace level: every log call Fastify and the proxy make is written, not only the request lines.
  const gateway = await startGateway({ UPSTREAM_URL: upstream.url, LOG_LEVEL: 'trace' });
  const failing = await startGateway({ UPSTREAM_URL: refused, LOG_LEVEL: 'trace' });
  t.teardown(async () => {
    await gateway.close();
    await failing.close();
    await upstream.close();
  });
  const secretHeaders = {
    token: TOKEN,
    cookie: COOKIE,
    authorization: `Bearer ${TOKEN}`,
    'content-type': 'application/json',
  };
  const paths = [
    `/user/info?token=${TOKEN}`,
    `/api/v2/admin/login?username=admin&password=${PASSWORD}`,
    `/api/v2/x?pwd=${PASSWORD}&access_token=${TOKEN}&keep=visible`,
    `/api/v2/x?user%5Bpassword%5D=${PASSWORD}`,
    `/nowhere?password=${PASSWORD}`,
    `/assets/none.js?token=${TOKEN}`,
  ];
  for (const target of [gateway, failing]) {
    for (const path of paths) {
      const res = await request(`${target.url}${path}`, {
        method: path.includes('login') ? 'POST' : 'GET',
        body: path.includes('login') ? JSON.stringify({ username: 'admin', password: PASSWORD }) : undefined,
        headers: secretHeaders,
      });
      await res.body.dump();
    }
  }
  for (const target of [gateway, failing]) {
    const text = target.logText();
    t.ok(text.length > 0, 'something was logged');
    t.notOk(text.includes(TOKEN), 'no token in the log');
    t.notOk(text.includes(PASSWORD), 'no password in the log');
    t.notOk(text.includes('ck-4471bd'), 'no cookie in the log');
    t.ok(text.includes('keep=visible'), 'harmless query parameters stay readable');
    t.ok(text.includes('[REDACTED]'), 'redacted values are marked');
  }
  t.equal(upstream.seen.find((s) => s.url.startsWith('/user/info'))?.headers.token, TOKEN, 'the upstream still gets the token');
});
