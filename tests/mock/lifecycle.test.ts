import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import t from 'tap';
import { ENDPOINTS } from '../../contract/index.ts';
import { buildMockUpstream, loadMockOptions } from '../../mock-upstream/app.ts';
import { FIXED_DAY, startMock } from './helpers.ts';

const firstPages = async (seed: number) => {
  const mock = await startMock({ seed });
  const token = await mock.login('seller', 'seller');
  const pages = await Promise.all(
    ['/api/v2/seller/orders', '/api/v2/seller/members', '/api/v2/seller/goods', '/api/v2/seller/merchants'].map(
      async (p) => (await mock.call('GET', `${p}?limit=50&sort=-id`, { token })).data,
    ),
  );
  await mock.close();
  return pages;
};

t.test('the same seed gives the same data; another seed other data', async (t) => {
  const a = await firstPages(7);
  t.same(await firstPages(7), a);
  t.notSame(await firstPages(8), a);
});

t.test('reset restores the seeded data and accounts', async (t) => {
  const mock = await startMock();
  t.teardown(() => mock.close());
  const token = await mock.login('admin');
  const before = (await mock.call<{ status: string }>('GET', '/api/v2/seller/orders/1', { token })).data;
  await mock.call('PUT', '/api/v2/seller/orders/1/remark', { token, body: { remark: '加急' } });
  await mock.call('POST', '/api/v2/admin/password', { token, body: { old_pw: '123456', new_pw: 'changed1', new_pw2: 'changed1' } });
  const reset = await mock.call('POST', '/__mock/reset');
  t.equal(reset.status, 0);
  t.equal((await mock.call('GET', '/api/v2/seller/orders/1', { token })).status, 10, 'sessions end with a reset');
  const again = await mock.login('admin');
  t.same((await mock.call('GET', '/api/v2/seller/orders/1', { token: again })).data, before);
});

t.test('MOCK_STATE_FILE: changes survive a restart; the write is atomic', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'mock-state-'));
  const file = join(dir, 'state.json');
  const first = await startMock({ stateFile: file });
  const token = await first.login('seller', 'seller');
  await first.call('PUT', '/api/v2/seller/orders/3/remark', { token, body: { remark: '持久化测试' } });
  await first.call('POST', '/api/v2/seller/password', { token, body: { old_pw: '123456', new_pw: 'persist1', new_pw2: 'persist1' } });
  await first.close();
  t.ok(JSON.parse(readFileSync(file, 'utf8')).tables.orders.rows.length > 0);
  t.same(readdirSync(dir), ['state.json'], 'written through a temp file renamed into place, none left behind');

  const second = await startMock({ stateFile: file });
  const order = await second.call<{ seller_remark: string }>('GET', '/api/v2/seller/orders/3', { token });
  t.equal(order.data.seller_remark, '持久化测试', 'the old session and the change are back');
  t.ok(await second.login('seller', 'seller', 'persist1'));
  const health = await (await fetch(`${second.url}/healthz`)).json();
  t.equal(health.state_file, 'loaded');
  await second.close();
});

t.test('a corrupt state file is reported and never overwritten', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'mock-state-'));
  const file = join(dir, 'state.json');
  writeFileSync(file, '{"version":1,"tables":');
  const mock = await startMock({ stateFile: file });
  const health = await (await fetch(`${mock.url}/healthz`)).json();
  t.equal(health.state_file, 'corrupt');
  const token = await mock.login('seller', 'seller');
  t.equal((await mock.call('PUT', '/api/v2/seller/orders/3/remark', { token, body: { remark: '不写入' } })).status, 0, 'runs on seeded data');
  await mock.close();
  t.equal(readFileSync(file, 'utf8'), '{"version":1,"tables":', 'the file is untouched');
});

t.test("an older mock's state file is reported, left untouched, and the mock runs on seeded data", async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'mock-state-'));
  const file = join(dir, 'state.json');
  const old = JSON.stringify({ version: 1, tables: { goods: { nextId: 2, rows: [{ id: 1, name: '旧商品' }] } } });
  writeFileSync(file, old);
  const lines: string[] = [];
  const app = await buildMockUpstream({ anchorDate: FIXED_DAY, stateFile: file }, { logger: { level: 'error', stream: { write: (line: string) => lines.push(line) } } });
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  t.equal((await (await fetch(`${url}/healthz`)).json()).state_file, 'corrupt');
  t.match(lines.join('\n'), /written by another version of the mock \(format 1; this one reads 8\)/);
  const goods = (await (await fetch(`${url}/__mock/state`)).json()) as { data: { rows: { goods: number } } };
  t.ok(goods.data.rows.goods > 1, 'seeded goods, not the old file\'s one');
  await app.close();
  t.equal(readFileSync(file, 'utf8'), old, 'the file is untouched');
});

t.test('env options: defaults, and one line naming the variable on a bad value', async (t) => {
  t.match(loadMockOptions({}), { host: '0.0.0.0', port: 3001, scale: 'demo', latencyMs: 0, failRate: 0, stateFile: undefined });
  t.match(loadMockOptions({ MOCK_PORT: '4000', MOCK_SCALE: 'large', MOCK_PUBLIC_URL: 'https://demo.example.com/' }), { port: 4000, scale: 'large', publicUrl: 'https://demo.example.com' });
  t.throws(() => loadMockOptions({ MOCK_SCALE: 'huge' }), { message: 'invalid MOCK_SCALE="huge": expected "demo" or "large"' });
  t.throws(() => loadMockOptions({ MOCK_PORT: '70000' }), { message: /^invalid MOCK_PORT="70000": expected an integer port 0-65535$/ });
  t.throws(() => loadMockOptions({ MOCK_FAIL_RATE: '2' }), { message: /^invalid MOCK_FAIL_RATE/ });
  t.throws(() => loadMockOptions({ MOCK_PUBLIC_URL: 'ftp://x' }), { message: /^invalid MOCK_PUBLIC_URL/ });
  t.match(loadMockOptions({ MOCK_ANCHOR_DATE: '2026-11-20', MOCK_ANCHOR_TIME: '14:30' }), { anchorDate: '2026-11-20', anchorTime: '14:30' });
  t.throws(() => loadMockOptions({ MOCK_ANCHOR_DATE: '2026-11-20', MOCK_ANCHOR_TIME: '24:00' }), { message: /^invalid MOCK_ANCHOR_TIME="24:00": expected a time HH:mm/ });
  t.throws(() => loadMockOptions({ MOCK_ANCHOR_TIME: '14:30' }), { message: /^invalid MOCK_ANCHOR_TIME="14:30": expected a time HH:mm on MOCK_ANCHOR_DATE/, }, 'a time with no anchor day');
});

function runMain(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import=tsx', 'mock-upstream/main.ts'], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stdout.on('data', (d) => (out += d));
  child.stderr.on('data', (d) => (out += d));
  // 'close', not 'exit': the process can exit before its last output is read, and the tests read it.
  const exited = new Promise<number | null>((resolve) => child.on('close', (code) => resolve(code)));
  return { child, exited, output: () => out };
}

t.test('npm run mock: a bad env prints one line and exits 1', async (t) => {
  const run = runMain({ MOCK_LATENCY_MS: 'slow' });
  t.equal(await run.exited, 1);
  t.equal(run.output().trim(), 'invalid MOCK_LATENCY_MS="slow": expected an integer 0-60000 (milliseconds)');
});

t.test('npm run mock: listens on MOCK_HOST:MOCK_PORT, answers /healthz, stops on SIGTERM', async (t) => {
  const port = 30_000 + Math.floor(Math.random() * 20_000);
  const run = runMain({ MOCK_HOST: '127.0.0.1', MOCK_PORT: String(port), LOG_LEVEL: 'info' });
  let health: { status?: string } = {};
  let ended = false;
  void run.exited.then(() => (ended = true));
  // asks until the mock answers or its process ends: a fixed 20 s ran out on a loaded machine (two test files at a
  // time beside other work) while tsx compiled and the mock seeded; the cap only keeps a hung start from hanging the file
  const giveUpAt = performance.now() + 120_000;
  while (health.status !== 'ok' && !ended && performance.now() < giveUpAt) {
    await new Promise((r) => setTimeout(r, 200));
    health = await fetch(`http://127.0.0.1:${port}/healthz`).then((r) => r.json(), () => ({}));
  }
  t.equal(health.status, 'ok');
  run.child.kill('SIGTERM');
  t.equal(await run.exited, 0);
  t.match(run.output(), /SIGTERM: shutting down/);
});

t.test('latency and failure injection apply to upstream paths only', async (t) => {
  const slow = await startMock({ latencyMs: 150 });
  const start = performance.now();
  await slow.call('GET', '/api/v2/common/demo');
  t.ok(performance.now() - start >= 140, 'latency added');
  await slow.close();
  const failing = await startMock({ failRate: 1 });
  const res = await failing.call('GET', '/api/v2/common/demo');
  t.same([res.http, res.status, res.error], [503, 1, '上游服务暂时不可用（模拟故障）']);
  t.equal((await fetch(`${failing.url}/healthz`)).status, 200);
  await failing.close();
});

t.test('MOCK_PUBLIC_URL makes upload and CDN URLs absolute', async (t) => {
  const mock = await startMock({ publicUrl: 'https://demo.example.com' });
  t.teardown(() => mock.close());
  const grant = await mock.call<{ upload_url: string; cdn_url: string }>('GET', '/api/v2/common/imgkeyqiniu', { token: await mock.login('admin') });
  t.same([grant.data.upload_url, grant.data.cdn_url], ['https://demo.example.com/api/v2/common/upload', 'https://demo.example.com/api/v2/common/files/']);
});

t.test('the contract is served as OpenAPI 3.1', async (t) => {
  const mock = await startMock();
  t.teardown(() => mock.close());
  const doc = await (await fetch(`${mock.url}/__mock/openapi.json`)).json();
  t.equal(doc.openapi, '3.1.0');
  for (const e of ENDPOINTS) t.ok(doc.paths[e.path]?.[e.method.toLowerCase()], `${e.method} ${e.path}`);
  const login = doc.paths['/api/v2/admin/login'].post;
  t.same(login.requestBody.content['application/json'].schema.required.sort(), ['account', 'code', 'key', 'password']);
  t.equal(doc.paths['/api/v2/seller/orders'].get['x-permission'], 'order_index');
  t.ok(doc.paths['/api/v2/seller/orders'].get.parameters.some((p: { name: string }) => p.name === 'status'));
});
