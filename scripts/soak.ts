/**
 * A bounded soak of the gateway (docs/resilience.md): `npx tsx scripts/soak.ts [--minutes 10] [--rate 300]
 * [--connections 16] [--url http://host:port]`. Without --url it starts the mock upstream and one gateway process
 * (the production build when dist/ has one) in front of it; with --url it soaks a running stack (the scaled one behind
 * nginx, say). A steady mix of proxied calls: list pages (GET), a dry-run import (POST), an export (every page of a
 * list in turn) and calls that must fail (an unknown path, no token, a refused body), each with the statuses it may
 * get (or, for a call the platform refuses with HTTP 200, a non-zero `status` in its body). It passes when nothing unexpected happened (a transport error, a 5xx, a status outside a call's list),
 * the gateway's resident memory (the median of a window's readings) grew under 10 % from the first window after the
 * warm-up to the last, and the last window's p99 is within twice the first's. Windows are a minute long (shorter in
 * a short run); the warm-up is the first minute (a quarter of a short run). Prints one JSON report; exits 1 when it failed.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { Pool } from 'undici';

const root = fileURLToPath(new URL('..', import.meta.url));
const { values } = parseArgs({
  options: {
    minutes: { type: 'string', default: '10' },
    rate: { type: 'string', default: '300' },
    connections: { type: 'string', default: '16' },
    url: { type: 'string' },
  },
});
const minutes = Number(values.minutes);
const rate = Number(values.rate);
const connections = Number(values.connections);
if (!(minutes > 0 && minutes <= 120) || !(rate > 0) || !(Number.isInteger(connections) && connections > 0)) {
  process.stderr.write('soak: --minutes must be 0-120, --rate a positive number, --connections a positive integer\n');
  process.exit(1);
}
const durationMs = minutes * 60_000;
/** Memory settles first (JIT, pools, buffers): growth counts from here. */
const warmUpMs = Math.min(60_000, durationMs / 4);
const windowMs = Math.min(60_000, (durationMs - warmUpMs) / 2);

interface Call {
  kind: string;
  method: 'GET' | 'POST';
  path: string;
  body?: string;
  token?: boolean;
  /** The statuses this call may get; anything else is unexpected. */
  expect: number[];
  /** The platform refuses some calls with HTTP 200 and `status` ≠ 0 in the body: this call must be refused so. */
  refusedInBody?: boolean;
}

const IMPORT_CHECK = JSON.stringify({ rows: [{ order_no: 'SOAK-1', verify_code: '123456' }] });
/** The mix, by weight. */
const MIX: [number, (n: number) => Call][] = [
  [50, (n) => ({ kind: 'list', method: 'GET', path: `/api/v2/seller/orders?page=${1 + (n % 5)}&limit=20`, token: true, expect: [200] })],
  [15, () => ({ kind: 'post', method: 'POST', path: '/api/v8/seller/verification_import/check', body: IMPORT_CHECK, token: true, expect: [200] })],
  [5, () => ({ kind: 'export', method: 'GET', path: '/api/v2/seller/orders?limit=100&page=', token: true, expect: [200] })],
  [10, () => ({ kind: 'fail:not-found', method: 'GET', path: '/api/v2/seller/no-such-thing', token: true, expect: [404] })],
  [10, () => ({ kind: 'fail:no-token', method: 'GET', path: '/api/v2/seller/orders?page=1&limit=20', expect: [200, 401, 403], refusedInBody: true })],
  [10, () => ({ kind: 'fail:bad-body', method: 'POST', path: '/api/v8/seller/verification_import/check', body: '{"rows":', token: true, expect: [400, 422] })],
];
const TOTAL_WEIGHT = MIX.reduce((sum, [w]) => sum + w, 0);
function callOf(n: number): Call {
  let at = (n * 7919) % TOTAL_WEIGHT;
  for (const [weight, make] of MIX) {
    if (at < weight) return make(n);
    at -= weight;
  }
  return MIX[0][1](n);
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function waitFor(url: string, child: ChildProcess): Promise<void> {
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error(`soak: ${url} exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`soak: ${url} did not come up`);
}

/** The built entry when there is one, else the source through tsx. */
function entry(built: string, source: string): string[] {
  return existsSync(`${root}/${built}`) ? [`${root}/${built}`] : ['--import', 'tsx', `${root}/${source}`];
}

async function startStack(): Promise<{ url: string; stop(): void }> {
  const [mockPort, port] = [await freePort(), await freePort()];
  const quiet = { stdio: ['ignore', 'ignore', 'inherit'] as ('ignore' | 'inherit')[], cwd: root };
  const mock = spawn(process.execPath, entry('dist/server/mock.js', 'mock-upstream/main.ts'), {
    ...quiet,
    env: { ...process.env, MOCK_HOST: '127.0.0.1', MOCK_PORT: String(mockPort) },
  });
  await waitFor(`http://127.0.0.1:${mockPort}/healthz`, mock);
  const gateway = spawn(process.execPath, entry('dist/server/gateway.js', 'server/main.ts'), {
    ...quiet,
    env: { ...process.env, UPSTREAM_URL: `http://127.0.0.1:${mockPort}`, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
  });
  await waitFor(`http://127.0.0.1:${port}/healthz`, gateway);
  return {
    url: `http://127.0.0.1:${port}`,
    stop() {
      gateway.kill('SIGTERM');
      mock.kill('SIGTERM');
    },
  };
}

/** The gateway's resident memory, from its /metrics. */
async function residentBytes(url: string): Promise<number> {
  const text = await (await fetch(`${url}/metrics`)).text();
  return Number(/^process_resident_memory_bytes (\S+)$/m.exec(text)?.[1] ?? Number.NaN);
}

function percentile(sorted: number[], p: number): number {
  return sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];
}

const stack = values.url ? { url: values.url.replace(/\/$/, ''), stop() {} } : await startStack();
const pool = new Pool(stack.url, { connections });
const login = await pool.request({
  method: 'POST',
  path: '/api/v2/seller/login',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ account: 'seller', password: '123456' }),
});
const token = ((await login.body.json()) as { data: { token: string } }).data.token;

const started = performance.now();
const unexpected: Record<string, number> = {};
const counts: Record<string, number> = {};
let latencies: number[] = [];
const windows: { atSeconds: number; requests: number; p50: number; p99: number; rssMiB: number }[] = [];

async function send(call: Call): Promise<number> {
  const res = await pool.request({
    method: call.method,
    path: call.path,
    headers: { 'content-type': 'application/json', 'accept-language': 'en', ...(call.token ? { token } : {}) },
    body: call.body,
  });
  if (!call.refusedInBody) {
    await res.body.dump();
    return res.statusCode;
  }
  const body = (await res.body.json()) as { status?: number };
  // an answer that says success where a refusal was due is as unexpected as a wrong status
  return body.status === 0 ? -res.statusCode : res.statusCode;
}

async function one(n: number): Promise<void> {
  const call = callOf(n);
  counts[call.kind] = (counts[call.kind] ?? 0) + 1;
  const t0 = performance.now();
  try {
    if (call.kind === 'export') {
      // every page of the selection in turn, as the console's export reads them
      for (let page = 1; page <= 3; page++) {
        const status = await send({ ...call, path: `${call.path}${page}` });
        if (!call.expect.includes(status)) throw new Error(`status ${status}`);
      }
    } else {
      const status = await send(call);
      if (!call.expect.includes(status)) throw new Error(`status ${status}`);
    }
    latencies.push(performance.now() - t0);
  } catch (error) {
    const key = `${call.kind}: ${(error as Error & { code?: string }).code ?? (error as Error).message}`;
    unexpected[key] = (unexpected[key] ?? 0) + 1;
  }
}

// Open loop at --rate: each worker keeps its share of the rate whatever the answers take.
let next = 0;
const interval = (connections / rate) * 1000;
const workers = Array.from({ length: connections }, async (_, w) => {
  let due = started + (w * interval) / connections;
  while (performance.now() - started < durationMs) {
    await one(next++);
    due += interval;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  }
});

/** Resident memory is read every RSS_EVERY_MS; a window's figure is the median of its readings (one is noise). */
const RSS_EVERY_MS = 5000;
let windowStart = started + warmUpMs;
let rssReadings: number[] = [];
let lastReading = 0;
const closeWindow = (now: number) => {
  const sorted = latencies.sort((a, b) => a - b);
  const rss = rssReadings.sort((a, b) => a - b)[Math.floor(rssReadings.length / 2)] ?? Number.NaN;
  latencies = [];
  rssReadings = [];
  windowStart = now;
  windows.push({
    atSeconds: Math.round((now - started) / 1000),
    requests: sorted.length,
    p50: Math.round(percentile(sorted, 0.5) * 10) / 10,
    p99: Math.round(percentile(sorted, 0.99) * 10) / 10,
    rssMiB: Math.round((rss / 1048576) * 10) / 10,
  });
  process.stderr.write(`soak: ${JSON.stringify(windows.at(-1))}\n`);
};
const sampler = setInterval(async () => {
  const now = performance.now();
  if (now - started < warmUpMs) {
    // the warm-up's latencies do not count
    latencies = [];
    return;
  }
  if (now - lastReading >= RSS_EVERY_MS) {
    lastReading = now;
    rssReadings.push(await residentBytes(stack.url));
  }
  if (now - windowStart >= windowMs) closeWindow(now);
}, 1000);

await Promise.all(workers);
clearInterval(sampler);
// the last, shorter window counts when it is at least half a window
if (performance.now() - windowStart >= windowMs / 2 && rssReadings.length > 0) closeWindow(performance.now());
await pool.close();
stack.stop();

const rssFirst = windows[0]?.rssMiB ?? Number.NaN;
const rssLast = windows.at(-1)?.rssMiB ?? Number.NaN;
const growth = (rssLast - rssFirst) / rssFirst;
const p99First = windows[0]?.p99 ?? 0;
const p99Last = windows.at(-1)?.p99 ?? 0;
const unexpectedTotal = Object.values(unexpected).reduce((a, b) => a + b, 0);
const report = {
  minutes,
  rate,
  connections,
  target: values.url ?? 'gateway + mock upstream',
  calls: counts,
  unexpectedErrors: unexpectedTotal,
  unexpected,
  rssMiB: { firstWindow: rssFirst, lastWindow: rssLast },
  rssGrowthPercent: Math.round(growth * 1000) / 10,
  windows,
  p99SteadyRatio: p99First > 0 ? Math.round((p99Last / p99First) * 100) / 100 : undefined,
};
const passed = unexpectedTotal === 0 && growth < 0.1 && (p99First === 0 || p99Last <= 2 * p99First);
process.stdout.write(`${JSON.stringify({ ...report, passed }, null, 2)}\n`);
process.exit(passed ? 0 : 1);
