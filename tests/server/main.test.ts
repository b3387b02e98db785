/** The gateway process: refuses a bad configuration with one line, and shuts down gracefully on SIGTERM and SIGINT. */
import t from 'tap';
import { request } from 'undici';
import { startUpstream } from './helpers.ts';
import { listeningUrl, startMain } from './process.ts';

t.test('an invalid value stops the start with one line and exit code 1', async (t) => {
  const cases: [Record<string, string>, string, RegExp][] = [
    [{ PORT: 'eighty' }, 'PORT', /port number/],
    [{ PORT: '70000' }, 'PORT', /0-65535/],
    [{ UPSTREAM_URL: 'ftp://x' }, 'UPSTREAM_URL', /http\(s\) URL/],
    [{ UPSTREAM_TIMEOUT_MS: '-5' }, 'UPSTREAM_TIMEOUT_MS', /milliseconds/],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL', /info/],
    [{ BODY_LIMIT: 'huge' }, 'BODY_LIMIT', /bytes/],
    [{ TRUST_PROXY: 'maybe' }, 'TRUST_PROXY', /hop count/],
    // Shaped like addresses, refused by proxy-addr: caught before anything starts, not by a stack trace after.
    [{ TRUST_PROXY: '10.0.0.0/99' }, 'TRUST_PROXY', /CIDRs/],
    [{ TRUST_PROXY: ':::::' }, 'TRUST_PROXY', /CIDRs/],
    [{ UPLOAD_ORIGIN: 'https://x.example/path' }, 'UPLOAD_ORIGIN', /origin/],
    [{ HEADERS_TIMEOUT_MS: 'soon' }, 'HEADERS_TIMEOUT_MS', /milliseconds/],
    // an event feed account without its password would fail to sign in every 2 s, silently but for the logs
    [{ EVENTS_FEED_ACCOUNT: 'gateway' }, 'EVENTS_FEED_PASSWORD', /password of EVENTS_FEED_ACCOUNT/],
    // a typo in the folder's name, refused rather than a console answering 503 to every visitor
    [{ STATIC_DIR: '/srv/no-such-console' }, 'STATIC_DIR', /existing directory/],
  ];
  await Promise.all(
    cases.map(async ([env, variable, accepts]) => {
      const run = startMain(env);
      const code = await run.exit;
      t.equal(code, 1, `${variable}: exit code 1`);
      const lines = run.stderr().trim().split('\n');
      t.equal(lines.length, 1, `${variable}: one line`);
      t.match(lines[0], new RegExp(`^gateway: invalid ${variable}=`), `${variable}: names the variable`);
      t.match(lines[0], accepts, `${variable}: says what it accepts`);
      t.equal(run.stdout(), '', `${variable}: nothing started`);
    }),
  );
});

t.test('at start, warn lines say demo mode and name a misspelt variable', async (t) => {
  // UPSTREAM_UR: meant as UPSTREAM_URL, so the gateway is in demo mode.
  const run = startMain({ UPSTREAM_UR: 'http://127.0.0.1:9', LOG_LEVEL: 'warn' });
  t.teardown(() => {
    if (run.child.exitCode === null) run.child.kill('SIGKILL');
  });
  const lines = () =>
    run
      .stdout()
      .split('\n')
      .filter((l) => l.startsWith('{'))
      .map((l) => JSON.parse(l) as Record<string, unknown>);
  for (let i = 0; i < 200 && !lines().some((l) => String(l.msg).startsWith('demo mode')); i++) await new Promise((r) => setTimeout(r, 50));
  t.match(lines().find((l) => l.variable === 'UPSTREAM_UR'), { level: 40, closest: 'UPSTREAM_URL', msg: /UPSTREAM_UR .*UPSTREAM_URL/ }, 'the misspelt variable');
  t.match(lines().find((l) => String(l.msg).startsWith('demo mode')), { level: 40, msg: /embedded mock.*public demo accounts/ }, 'demo mode at warn');
  run.child.kill('SIGTERM');
  t.equal(await run.exit, 0);
});

for (const mode of ['one process']) {
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    t.test(`${mode}: ${signal} finishes the request in flight, refuses new ones, exits 0`, async (t) => {
      const upstream = await startUpstream((_req, res) => {
        setTimeout(() => res.end('{"status":0,"data":"slow"}'), 800);
      });
      t.teardown(() => upstream.close());
      const run = startMain({ UPSTREAM_URL: upstream.url, SHUTDOWN_GRACE_MS: '5000' });
      t.teardown(() => {
        if (run.child.exitCode === null) run.child.kill('SIGKILL');
      });
      const url = await listeningUrl(run.stdout);
      const inFlight = request(`${url}/api/slow`, { reset: true });
      await new Promise((r) => setTimeout(r, 200));
      run.child.kill(signal);
      await new Promise((r) => setTimeout(r, 200));
      await t.rejects(request(`${url}/healthz`, { reset: true }), 'a new connection is refused while stopping');
      const res = await inFlight;
      t.equal(res.statusCode, 200, 'the request in flight is answered');
      t.equal(await res.body.text(), '{"status":0,"data":"slow"}');
      t.equal(await run.exit, 0, 'the process exits 0');
      const lines = run
        .stdout()
        .split('\n')
        .filter((line) => line.includes('"msg":"request"'))
        .map((line) => JSON.parse(line));
      t.match(lines, [{ method: 'GET', path: '/api/slow', status: 200 }], "the request in flight's log line is written before the exit");
    });
  }

  t.test(`${mode}: a request longer than the grace period does not keep the process alive`, async (t) => {
    const upstream = await startUpstream(() => {
      /* never answers */
    });
    t.teardown(() => upstream.close());
    const run = startMain({ UPSTREAM_URL: upstream.url, SHUTDOWN_GRACE_MS: '300' });
    const url = await listeningUrl(run.stdout);
    // Two calls in flight, a plain and an escaped path: both are cut, both leave a line.
    const inFlight = [`${url}/api/hang?page=1`, `${url}/api/h%61ng`].map((u) =>
      request(u, { headers: { 'x-request-id': u.endsWith('1') ? 'cut-fast' : 'cut-fastify' } }).catch((error: Error) => error),
    );
    await new Promise((r) => setTimeout(r, 200));
    const signalled = Date.now();
    run.child.kill('SIGTERM');
    const code = await run.exit;
    t.ok(Date.now() - signalled < 2000, 'stopped soon after the grace period');
    t.equal(code, 1, 'a forced stop exits 1');
    for (const call of inFlight) t.ok((await call) instanceof Error, 'the hanging request was cut');
    const lines = run
      .stdout()
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    const cut = lines.filter((l) => l.msg === 'request cut off by the shutdown');
    t.match(
      cut.sort((a, b) => String(a.request_id).localeCompare(String(b.request_id))),
      [
        { level: 40, request_id: 'cut-fast', method: 'GET', path: '/api/hang?page=1', status: 503, cut_off: true },
        { level: 40, request_id: 'cut-fastify', method: 'GET', path: '/api/h%61ng', status: 503, cut_off: true },
      ],
      'each call cut off leaves its line, at warn, before the exit',
    );
    t.equal(cut.length, 2, 'one line per call');
    const graceLines = lines.filter((l) => String(l.msg).startsWith('the shutdown grace of 300 ms ran out'));
    t.equal(
      graceLines.reduce((sum, l) => sum + Number(/with (\d+) proxied/.exec(String(l.msg))?.[1]), 0),
      2,
      'the grace line says how many calls were cut',
    );
  });
}
