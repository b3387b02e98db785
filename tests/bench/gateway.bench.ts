/**
 * The gateway against its reference, @fastify/http-proxy out of the box (docs/performance.md), in one run: proxied GET
 * and POST through the gateway (one process, the production build, logging at info to a file), through the reference,
 * and to the upstream directly; nginx proxying the same, when installed, for context only; a hashed 300 KB asset from
 * the gateway (and nginx `gzip_static`); and the latency the gateway adds at light load. The targets are ratios to the
 * reference measured in the same rounds: throughput ≥ 1.3×, CPU per call ≤ 0.75×, p99 at 50 connections no worse,
 * and an added p50 under 0.5 ms at one connection. Load comes from wrk (autocannon when wrk is absent, or with
 * BENCH_LOAD=autocannon); every process under test is separate from the load generator.
 *
 * BENCH_SECONDS (default 5) sets each measurement's duration, BENCH_ROUNDS (default 3) the rounds of the proxied
 * ones and of the light-load latency; BENCH_GATEWAY another gateway entry to measure (default: the production build,
 * dist/server/gateway.js).
 */
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, openSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { stockProxySource } from './reference-proxies.ts';
import type { Report } from './run.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 50;
/** Rounds of the proxied measurements (BENCH_ROUNDS); the ratios are the medians of their per-round values. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => existsSync(p));
const WRK = process.env.BENCH_LOAD === 'autocannon' ? undefined : ['/usr/bin/wrk', '/usr/local/bin/wrk'].find((p) => existsSync(p));
const ASSET = 'main-BENCH0300.js';
const POST_BODY = JSON.stringify({ goods_name: '测试商品', price: '99.00', stock: 100, cat_id: [1, 2, 3], desc: 'x'.repeat(200) });

/** The upstream: a small Node server answering like the platform's list calls. */
const UPSTREAM_SOURCE = `
import { createServer } from 'node:http';
const list = JSON.stringify({ status: 0, data: { total: 2, list: [
  { id: 1, goods_name: 'Sample goods one', price: '19.90', stock: 120, status: 1, created_at: '2024-06-01 10:00:00' },
  { id: 2, goods_name: 'Sample goods two', price: '29.90', stock: 80, status: 1, created_at: '2024-06-02 11:00:00' } ] } });
const server = createServer((req, res) => {
  if (req.method === 'GET') {
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(list) });
    return res.end(list);
  }
  let size = 0;
  req.on('data', (c) => { size += c.length; });
  req.on('end', () => {
    const body = JSON.stringify({ status: 0, data: { received: size } });
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
    res.end(body);
  });
});
server.keepAliveTimeout = 60000;
server.listen(Number(process.env.PORT), '127.0.0.1');
`;

type Autocannon = (options: {
  url: string;
  connections: number;
  duration: number;
  method: string;
  body?: string;
  headers: Record<string, string>;
}) => Promise<{ requests: { average: number; total: number }; latency: { p50: number; p99: number }; non2xx: number }>;

interface Result {
  rps: number;
  p50: number;
  p99: number;
  /** CPU time (user + system) the measured server process spent per request, when known. */
  cpuUs?: number;
}

/**
 * CPU seconds a process and its children have used, from /proc (Linux). On a shared
 * machine throughput swings with everyone else's load; the CPU each server spends per request does much less, so it
 * is reported beside the req/s.
 */
async function cpuSeconds(pid: number | undefined): Promise<number | undefined> {
  if (!pid) return undefined;
  try {
    const fields = (await readFile(`/proc/${pid}/stat`, 'utf8')).split(') ')[1].split(' ');
    let seconds = (Number(fields[11]) + Number(fields[12])) / 100;
    for (const child of await childPids(pid)) seconds += (await cpuSeconds(child)) ?? 0;
    return seconds;
  } catch {
    return undefined;
  }
}

async function childPids(pid: number): Promise<number[]> {
  const text = await readFile(`/proc/${pid}/task/${pid}/children`, 'utf8').catch(() => '');
  return text.trim().split(/\s+/).filter(Boolean).map(Number);
}

/** nginx serves from its worker, the master's only child. */
async function nginxWorker(master: number | undefined): Promise<number | undefined> {
  return master ? (await childPids(master))[0] : undefined;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** The round with the median req/s, so its latencies and CPU belong to the same measurement. */
function medianResult(results: Result[]): Result {
  return [...results].sort((a, b) => a.rps - b.rps)[Math.floor(results.length / 2)];
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Up to 60 s: a process starts slowly on a loaded machine, and a start is not what this bench measures. */
async function waitFor(url: string): Promise<void> {
  for (let i = 0; i < 1200; i++) {
    try {
      const res = await fetch(url);
      await res.arrayBuffer();
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  throw new Error(`bench: ${url} never answered`);
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

function ms(value: string): number {
  const match = /^([\d.]+)(us|ms|s)$/.exec(value.trim());
  if (!match) return Number.NaN;
  const n = Number(match[1]);
  return match[2] === 'us' ? n / 1000 : match[2] === 's' ? n * 1000 : n;
}

async function load(
  dir: string,
  url: string,
  options: { connections?: number; seconds?: number; method?: 'GET' | 'POST'; body?: string; headers?: Record<string, string>; pid?: number } = {},
): Promise<Result> {
  const cpuBefore = await cpuSeconds(options.pid);
  const result = await drive(dir, url, options);
  const cpuAfter = await cpuSeconds(options.pid);
  if (cpuBefore === undefined || cpuAfter === undefined || !result.requests) return result;
  return { ...result, cpuUs: ((cpuAfter - cpuBefore) * 1e6) / result.requests };
}

async function drive(
  dir: string,
  url: string,
  options: { connections?: number; seconds?: number; method?: 'GET' | 'POST'; body?: string; headers?: Record<string, string> },
): Promise<Result & { requests: number }> {
  const connections = options.connections ?? CONNECTIONS;
  const seconds = options.seconds ?? SECONDS;
  const headers = { 'content-type': 'application/json', ...options.headers };
  if (WRK) {
    const script = join(dir, `wrk-${randomBytes(4).toString('hex')}.lua`);
    const lines = [`wrk.method = "${options.method ?? 'GET'}"`];
    if (options.body) lines.push(`wrk.body = ${JSON.stringify(options.body)}`);
    for (const [k, v] of Object.entries(headers)) lines.push(`wrk.headers["${k}"] = ${JSON.stringify(v)}`);
    await writeFile(script, lines.join('\n'));
    const { stdout } = await promisify(execFile)(WRK, ['-t1', `-c${connections}`, `-d${seconds}s`, '--latency', '-s', script, url]);
    const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(stdout)?.[1]);
    const p50 = ms(/\n\s+50%\s+(\S+)/.exec(stdout)?.[1] ?? '');
    const p99 = ms(/\n\s+99%\s+(\S+)/.exec(stdout)?.[1] ?? '');
    const requests = Number(/(\d+) requests in/.exec(stdout)?.[1]);
    if (/Non-2xx or 3xx responses/.test(stdout)) throw new Error(`bench: ${url} answered errors:\n${stdout}`);
    return { rps, p50, p99, requests };
  }
  const { default: autocannon } = (await import('autocannon' as string)) as { default: Autocannon };
  const result = await autocannon({ url, connections, duration: seconds, method: options.method ?? 'GET', body: options.body, headers });
  if (result.non2xx) throw new Error(`bench: ${url} answered ${result.non2xx} errors`);
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, requests: result.requests.total };
}

/** The median time of sequential GETs over one kept-alive connection for SECONDS, in ms. */
async function lightP50(url: string): Promise<number> {
  const { Pool } = await import('undici');
  const target = new URL(url);
  const pool = new Pool(target.origin, { connections: 1 });
  const times: number[] = [];
  try {
    const end = performance.now() + SECONDS * 1000;
    while (performance.now() < end) {
      const started = performance.now();
      const res = await pool.request({ path: target.pathname + target.search, method: 'GET' });
      await res.body.dump();
      times.push(performance.now() - started);
    }
  } finally {
    await pool.close();
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)];
}

/** 300 KB of the console's own largest script (compresses like the real thing); generated code when not built. */
async function assetSource(): Promise<Buffer> {
  const built = join(root, 'dist/web/assets');
  try {
    const scripts = (await readdir(built)).filter((f) => f.endsWith('.js'));
    const sized = await Promise.all(scripts.map(async (f) => ({ f, size: (await stat(join(built, f))).size })));
    const largest = sized.sort((a, b) => b.size - a.size)[0];
    if (largest && largest.size >= 300 * 1024) return (await readFile(join(built, largest.f))).subarray(0, 300 * 1024);
  } catch {
    // not built: generate below
  }
  let seed = 42;
  const random = () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const letters = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ_';
  const words = Array.from({ length: 300 }, () => Array.from({ length: 3 + Math.floor(random() * 8) }, () => letters[Math.floor(random() * 53)]).join(''));
  const punctuation = ['(', ')', '{', '}', ';', ',', '.', '=', '=>', '+', '&&', '?', ':', 'return ', 'function ', 'const ', 'if(', '\n'];
  let code = '';
  while (code.length < 300 * 1024) {
    code += random() < 0.5 ? words[Math.floor(random() * random() * words.length)] : punctuation[Math.floor(random() * punctuation.length)];
  }
  return Buffer.from(code.slice(0, 300 * 1024));
}

async function assetFixture(dir: string): Promise<string> {
  const web = join(dir, 'web');
  await mkdir(join(web, 'assets'), { recursive: true });
  const code = await assetSource();
  await writeFile(join(web, 'assets', ASSET), code);
  await writeFile(join(web, 'assets', `${ASSET}.gz`), gzipSync(code, { level: 9 }));
  await writeFile(join(web, 'assets', `${ASSET}.br`), brotliCompressSync(code));
  await writeFile(join(web, 'index.html'), '<!doctype html><title>bench</title>');
  return web;
}

function nginxConfig(dir: string, port: number, upstreamPort: number, web: string): string {
  return `worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/nginx-error.log warn;
events { worker_connections 1024; }
http {
  access_log ${dir}/nginx-access.log combined buffer=64k;
  client_body_temp_path ${dir}/body; proxy_temp_path ${dir}/proxy; fastcgi_temp_path ${dir}/fcgi;
  uwsgi_temp_path ${dir}/uwsgi; scgi_temp_path ${dir}/scgi;
  types { application/javascript js; }
  upstream api { server 127.0.0.1:${upstreamPort}; keepalive 64; }
  server {
    listen 127.0.0.1:${port};
    location /api/ {
      proxy_pass http://api;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header X-Forwarded-For $remote_addr;
    }
    location /assets/ {
      root ${web};
      gzip_static on;
      add_header Cache-Control "public, max-age=31536000, immutable";
    }
  }
}
`;
}

export default async function gatewayBench(report: Report): Promise<void> {
  const dir = await mkdtemp(join(tmpdir(), 'gateway-bench-'));
  // nginx's worker drops root privileges and must still read the asset folder.
  await chmod(dir, 0o755);
  const children: ChildProcess[] = [];
  try {
    const web = await assetFixture(dir);
    const upstreamPort = await freePort();
    const upstreamFile = join(dir, 'upstream.mjs');
    await writeFile(upstreamFile, UPSTREAM_SOURCE);
    const upstream = spawn(process.execPath, [upstreamFile], { env: { PORT: String(upstreamPort) }, stdio: 'inherit' });
    children.push(upstream);
    const upstreamUrl = `http://127.0.0.1:${upstreamPort}`;
    await waitFor(`${upstreamUrl}/api/v2/goods`);

    // The production build, logging at info to a file as it would to a container's log.
    const entry = process.env.BENCH_GATEWAY ?? join(root, 'dist/server/gateway.js');
    const gatewayPort = await freePort();
    const gatewayChild = spawn(process.execPath, [entry], {
      env: { ...process.env, PORT: String(gatewayPort), HOST: '127.0.0.1', UPSTREAM_URL: upstreamUrl, STATIC_DIR: web, LOG_LEVEL: 'info' },
      stdio: ['ignore', openSync(join(dir, 'gateway.log'), 'w'), 'inherit'],
    });
    children.push(gatewayChild);
    const gatewayUrl = `http://127.0.0.1:${gatewayPort}`;
    await waitFor(`${gatewayUrl}/healthz`);
    const gatewayPid = gatewayChild.pid;
    // The reference, written to the bench's temporary folder: it imports its packages by resolved path.
    const resolved = (name: string) => pathToFileURL(createRequire(import.meta.url).resolve(name)).href;
    const stockFile = join(dir, 'stock-proxy.mjs');
    await writeFile(stockFile, stockProxySource(resolved('fastify'), resolved('@fastify/http-proxy')));
    const stockPort = await freePort();
    const stockChild = spawn(process.execPath, [stockFile], {
      env: { PORT: String(stockPort), UPSTREAM_URL: upstreamUrl },
      stdio: ['ignore', openSync(join(dir, 'stock-proxy.log'), 'w'), 'inherit'],
    });
    children.push(stockChild);
    const stock = { url: `http://127.0.0.1:${stockPort}`, pid: stockChild.pid };
    await waitFor(`${stock.url}/api/v2/goods`);

    let nginxUrl: string | undefined;
    let nginxPid: number | undefined;
    if (NGINX) {
      const nginxPort = await freePort();
      const conf = join(dir, 'nginx.conf');
      await writeFile(conf, nginxConfig(dir, nginxPort, upstreamPort, web));
      const nginx = spawn(NGINX, ['-c', conf, '-p', dir], { stdio: 'inherit' });
      children.push(nginx);
      nginxUrl = `http://127.0.0.1:${nginxPort}`;
      await waitFor(`${nginxUrl}/api/v2/goods`);
      nginxPid = await nginxWorker(nginx.pid);
    } else {
      console.log('  nginx not installed (apt-get install nginx): its rows are skipped');
    }
    console.log(`  load: ${WRK ? 'wrk' : 'autocannon'}, ${CONNECTIONS} connections, ${SECONDS} s each`);

    const path = '/api/v2/goods?page=1&limit=20';
    const warm = (url: string) => load(dir, url, { seconds: 1 });
    const row = (name: string, r: Result) =>
      report({
        name: `${name} req/s`,
        value: Math.round(r.rps),
        unit: 'req/s',
        note: `p50 ${r.p50.toFixed(2)} ms, p99 ${r.p99.toFixed(2)} ms${r.cpuUs === undefined ? '' : `, ${Math.round(r.cpuUs)} µs CPU per request`}`,
      });
    const cpuRow = (name: string, subject: Result, baseline: Result) => {
      if (subject.cpuUs !== undefined && baseline.cpuUs !== undefined) {
        report({ name: `${name} CPU per request`, value: subject.cpuUs / baseline.cpuUs, unit: '× nginx' });
      }
    };
    const upstreamPid = upstream.pid;

    // Rounds of every subject back to back, the order reversed each round, and the ratio to the reference taken per
    // round and reported as the median: on a shared machine a burst of someone else's load then falls on one round of
    // one subject instead of deciding the result.
    for (const method of ['GET', 'POST'] as const) {
      const options = method === 'POST' ? { method, body: POST_BODY } : { method };
      const subjects = {
        direct: { name: `${method} upstream direct`, url: upstreamUrl, pid: upstreamPid },
        gateway: { name: `${method} via gateway`, url: gatewayUrl, pid: gatewayPid },
        stock: { name: `${method} via @fastify/http-proxy out of the box (reference)`, ...stock },
        ...(nginxUrl ? { nginx: { name: `${method} via nginx (context)`, url: nginxUrl, pid: nginxPid } } : {}),
      };
      const entries = Object.entries(subjects);
      const results: Record<string, Result[]> = Object.fromEntries(entries.map(([key]) => [key, []]));
      for (let round = 0; round < ROUNDS; round++) {
        for (const [key, subject] of round % 2 === 1 ? [...entries].reverse() : entries) {
          await warm(`${subject.url}${path}`);
          results[key].push(await load(dir, `${subject.url}${path}`, { ...options, pid: subject.pid }));
        }
      }
      for (const [key, subject] of entries) row(subject.name, medianResult(results[key]));
      const { gateway: viaGateway, stock: viaStock, nginx: viaNginx } = results;
      const perRound = (f: (subject: Result, base: Result) => number) => viaGateway.map((r, round) => f(r, viaStock[round]));
      const ratioRow = (name: string, values: number[], target?: { text: string; ok: (v: number) => boolean }) =>
        report({
          name,
          value: median(values),
          unit: '×',
          note: `median of ${values.length} rounds: ${values.map((v) => v.toFixed(2)).join(', ')}`,
          ...(target === undefined ? {} : { target: target.text, ok: target.ok(median(values)) }),
        });
      ratioRow(`${method} throughput, gateway / reference`, perRound((g, r) => g.rps / r.rps), { text: '≥ 1.3×', ok: (v) => v >= 1.3 });
      if (viaGateway.every((r) => r.cpuUs !== undefined) && viaStock.every((r) => r.cpuUs !== undefined)) {
        ratioRow(`${method} CPU per call, gateway / reference`, perRound((g, r) => (g.cpuUs ?? 0) / (r.cpuUs ?? 1)), { text: '≤ 0.75×', ok: (v) => v <= 0.75 });
      }
      ratioRow(`${method} p99 at ${CONNECTIONS} connections, gateway / reference`, perRound((g, r) => g.p99 / r.p99), { text: '≤ 1×', ok: (v) => v <= 1 });
      if (viaNginx) {
        ratioRow(`${method} throughput, gateway / nginx (context, no target)`, viaGateway.map((r, round) => r.rps / viaNginx[round].rps));
        cpuRow(`${method} gateway / nginx (context)`, medianResult(viaGateway), medianResult(viaNginx));
      }
    }

    const assetPath = `/assets/${ASSET}`;
    const gzipOnly = { headers: { 'accept-encoding': 'gzip' } };
    await load(dir, `${gatewayUrl}${assetPath}`, { ...gzipOnly, seconds: 1 });
    const assetGateway = await load(dir, `${gatewayUrl}${assetPath}`, { ...gzipOnly, pid: gatewayPid });
    row('300 KB asset (gzip) from gateway', assetGateway);
    if (nginxUrl) {
      await load(dir, `${nginxUrl}${assetPath}`, { ...gzipOnly, seconds: 1 });
      const assetNginx = await load(dir, `${nginxUrl}${assetPath}`, { ...gzipOnly, pid: nginxPid });
      row('300 KB asset (gzip) from nginx gzip_static', assetNginx);
      const ratio = assetGateway.rps / assetNginx.rps;
      report({ name: 'asset gateway / nginx (context, no target)', value: ratio, unit: '×' });
      cpuRow('asset gateway / nginx', assetGateway, assetNginx);
    }

    // Light load: one connection, so the difference in p50 is the time the gateway adds to each call. Timed here with
    // a microsecond clock (the load generators report whole milliseconds). In rounds too, direct and gateway back to
    // back: one burst of other load on the machine would otherwise decide it.
    const lights: { direct: number; gateway: number }[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const direct = await lightP50(`${upstreamUrl}${path}`);
      lights.push({ direct, gateway: await lightP50(`${gatewayUrl}${path}`) });
    }
    const added = lights.map((l) => l.gateway - l.direct);
    const middle = median(added);
    const typical = lights.find((l) => l.gateway - l.direct === middle);
    report({
      name: 'added p50 latency, 1 connection',
      value: middle,
      unit: 'ms',
      note: `median of ${added.length} rounds: ${added.map((v) => v.toFixed(2)).join(', ')}; that round direct ${typical?.direct.toFixed(3)} ms, via gateway ${typical?.gateway.toFixed(3)} ms`,
      target: '< 0.5 ms',
      ok: middle < 0.5,
    });
  } finally {
    await Promise.all(children.reverse().map(stop));
    await rm(dir, { recursive: true, force: true });
  }
}
