/**
 * A gateway with a real upstream starts without the mock's code (docs/gateway.md, "Demo mode"): the built gateway
 * (dist/server, from `npm run pretest` or `npm run build`) imports the mock only when UPSTREAM_URL is unset or `mock`.
 * Proven on a copy of dist/server from which every file built from mock-upstream/ is deleted: with UPSTREAM_URL set
 * it serves and proxies; in demo mode the same copy fails, so the deleted files were the ones demo mode needs.
 */
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import t from 'tap';
import { request } from 'undici';
import { startUpstream } from './helpers.ts';
import { listeningUrl, startMain } from './process.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const BUILT = join(ROOT, 'dist/server');

/** A copy of dist/server without the mock: each output whose source map names a file of mock-upstream/ is left out. */
function gatewayWithoutMock(): { dir: string; removed: string[] } {
  const dir = mkdtempSync(join(tmpdir(), 'gateway-without-mock-'));
  cpSync(BUILT, join(dir, 'dist/server'), { recursive: true });
  // the build keeps packages external: the copy resolves them from the repository's node_modules
  symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'), 'dir');
  const removed: string[] = [];
  for (const name of readdirSync(join(dir, 'dist/server')).filter((f) => f.endsWith('.js'))) {
    const map = JSON.parse(readFileSync(join(dir, 'dist/server', `${name}.map`), 'utf8')) as { sources: string[] };
    if (map.sources.some((source) => /(^|\/)mock-upstream\//.test(source))) {
      rmSync(join(dir, 'dist/server', name));
      rmSync(join(dir, 'dist/server', `${name}.map`));
      removed.push(name);
    }
  }
  return { dir, removed };
}

t.test('the built gateway starts and proxies with UPSTREAM_URL set, the mock\'s files absent', async (t) => {
  t.ok(existsSync(join(BUILT, 'gateway.js')), 'dist/server is built (npm run pretest)');
  const { dir, removed } = gatewayWithoutMock();
  t.teardown(() => rmSync(dir, { recursive: true, force: true }));
  t.ok(removed.includes('mock.js') && removed.length >= 2, `the mock's entry and its chunks are gone: ${removed.join(', ')}`);

  const upstream = await startUpstream((_req, res) => res.end('{"status":0,"data":"from the upstream"}'));
  t.teardown(() => upstream.close());
  const env = { UPSTREAM_URL: upstream.url, STATIC_DIR: join(ROOT, 'dist/web'), MOCK_SEED: '7' };
  const run = startMain(env, { args: ['dist/server/gateway.js'], cwd: dir });
  t.teardown(() => {
    if (run.child.exitCode === null) run.child.kill('SIGKILL');
  });
  const url = await listeningUrl(run.stdout);
  const res = await request(`${url}/api/anything`);
  t.equal(res.statusCode, 200);
  t.equal(await res.body.text(), '{"status":0,"data":"from the upstream"}', 'a call reaches the real upstream');
  t.equal((await request(`${url}/healthz`)).statusCode, 200, '/healthz answers');
  t.notMatch(run.stdout(), /MOCK_SEED|demo mode/, 'no demo-mode warning, and MOCK_* variables are not the gateway\'s to check');
  run.child.kill('SIGTERM');
  t.equal(await run.exit, 0, 'it stops cleanly');
  t.equal(run.stderr(), '', 'nothing went to stderr');
});

t.test('the same copy in demo mode fails for want of the mock: the deleted files were the demo\'s', async (t) => {
  const { dir } = gatewayWithoutMock();
  t.teardown(() => rmSync(dir, { recursive: true, force: true }));
  const run = startMain({ STATIC_DIR: join(ROOT, 'dist/web') }, { args: ['dist/server/gateway.js'], cwd: dir });
  t.teardown(() => {
    if (run.child.exitCode === null) run.child.kill('SIGKILL');
  });
  t.not(await run.exit, 0, 'exits with an error');
  t.match(run.stderr(), /ERR_MODULE_NOT_FOUND|Cannot find module/, 'a chunk of the mock is missing');
});
