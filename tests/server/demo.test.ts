/** Demo mode: no UPSTREAM_URL, the gateway starts the mock upstream itself and proxies to it like a real one. */
import t from 'tap';
import { request } from 'undici';
import { startStack } from '../helpers/stack.ts';
import { startGateway } from './helpers.ts';

t.test('startStack serves the built console and the mock API on one origin', async (t) => {
  const stack = await startStack();
  t.teardown(() => stack.close());
  t.match(stack.url, /^http:\/\/127\.0\.0\.1:\d+$/);
  const page = await request(`${stack.url}/`);
  t.equal(page.statusCode, 200);
  t.match(await page.body.text(), /<script type="module" src="\/assets\/main-[A-Z0-9]+\.js"><\/script>/, 'the real build');
  const login = await request(`${stack.url}/api/v2/seller/login`, {
    method: 'POST',
    body: JSON.stringify({ account: 'seller', password: '123456' }),
    headers: { 'content-type': 'application/json' },
  });
  t.equal(login.statusCode, 200);
  const body = (await login.body.json()) as { status: number; data: { token: string } };
  t.equal(body.status, 0, 'the demo account logs in through the gateway');
  t.type(body.data.token, 'string');
  for (let i = 0; i < 30; i++) {
    const again = await request(`${stack.url}/api/v2/seller/login`, { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } });
    await again.body.dump();
    t.not(again.statusCode, 429, 'browser tests can log in many times');
  }
});

t.test('demo mode logs one redacted line per call, the mock included', async (t) => {
  const gateway = await startGateway({ UPSTREAM_URL: 'mock' });
  t.teardown(() => gateway.close());
  const login = await request(`${gateway.url}/api/v2/seller/login?password=123456`, {
    method: 'POST',
    body: JSON.stringify({ account: 'seller', password: '123456' }),
    headers: { 'content-type': 'application/json', 'x-request-id': 'demo-1' },
  });
  const { data } = (await login.body.json()) as { data: { token: string } };
  const info = await request(`${gateway.url}/user/info`, { headers: { token: data.token, 'x-request-id': 'demo-2' } });
  t.equal(info.statusCode, 200);
  await info.body.dump();
  t.equal(gateway.logs.filter((l) => l.request_id === 'demo-2').length, 1, 'one line for the call');
  t.notOk(gateway.logText().includes(data.token), 'the session token appears nowhere');
  t.notOk(gateway.logText().includes('123456'), 'the password appears nowhere');
  const ready = await request(`${gateway.url}/readyz`);
  t.equal(ready.statusCode, 200, 'ready: the embedded mock answers');
  await ready.body.dump();
});
