/**
 * The mock upstream at both scales, each in its own process (the production bundle dist/server/mock.js): start-up time
 * until /healthz answers, memory after seeding, and at MOCK_SCALE=large the latency of filtered, sorted pages of
 * orders over HTTP. The baseline is /healthz measured the same way in the same run: the HTTP floor under the list call.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { Report } from './run.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 240);

/** Realistic list views: a status tab with filters, a date range, a keyword, a merchant, a deep page. */
const QUERIES = [
  'status=to_ship&pay_method=wechat&sort=-total',
  'status=completed&sort=-created_at&page=40',
  'start_time=2026-11-01%2000:00:00&end_time=2026-11-15%2023:59:59&sort=-total',
  'buyer=138&sort=-created_at',
  'merchant_id=5&status=shipped&sort=-paid_at',
  'type=group&total_min=100&total_max=500&sort=created_at',
];

export interface Started {
  child: ChildProcess;
  url: string;
  startMs: number;
}

/** The built mock in a process of its own (the export bench reads its large scale too). */
export async function start(scale: 'demo' | 'large'): Promise<Started> {
  const t0 = performance.now();
  const child = spawn(process.execPath, [`${root}dist/server/mock.js`], {
    env: { ...process.env, MOCK_SCALE: scale, MOCK_HOST: '127.0.0.1', MOCK_PORT: '0', MOCK_ANCHOR_DATE: '2026-11-20', LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (d: Buffer) => {
      out += d;
      const m = out.match(/Server listening at (http:\/\/127\.0\.0\.1:\d+)/);
      if (m) resolve(m[1]);
    });
    child.on('exit', (code) => reject(new Error(`mock exited with ${code}`)));
  });
  const res = await fetch(`${url}/healthz`);
  if (!res.ok) throw new Error('healthz failed');
  return { child, url, startMs: performance.now() - t0 };
}

export async function stop(s: Started): Promise<void> {
  const exited = new Promise((r) => s.child.on('exit', r));
  s.child.kill('SIGTERM');
  await exited;
}

async function timed(url: string, headers: Record<string, string> = {}): Promise<number> {
  const t = performance.now();
  const res = await fetch(url, { headers });
  const body = (await res.json()) as { status: unknown };
  if (res.status !== 200 || (body.status !== 0 && body.status !== 'ok')) throw new Error(`${url}: ${JSON.stringify(body).slice(0, 200)}`);
  return performance.now() - t;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.95)];

async function memory(url: string): Promise<{ rss: number; heap: number }> {
  return ((await (await fetch(`${url}/__mock/state`)).json()) as { data: { memory_mb: { rss: number; heap: number } } }).data.memory_mb;
}

export default async function bench(report: Report): Promise<void> {
  const demo = await start('demo');
  const demoMemory = await memory(demo.url);
  await stop(demo);
  report({ name: 'start-up, demo scale', value: demo.startMs, unit: 'ms', note: 'spawn until /healthz answers' });
  report({ name: 'memory, demo scale', value: demoMemory.rss, unit: 'MiB rss', note: `heap ${demoMemory.heap} MiB` });

  const large = await start('large');
  try {
    const largeMemory = await memory(large.url);
    report({ name: 'start-up, large scale (100,000 orders, 50,000 members)', value: large.startMs, unit: 'ms', note: 'spawn until /healthz answers' });
    report({ name: 'memory, large scale', value: largeMemory.rss, unit: 'MiB rss', note: `heap ${largeMemory.heap} MiB` });

    const login = await fetch(`${large.url}/api/v2/seller/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ account: 'seller', password: '123456' }),
    });
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    // Warm-up: the first query per sort field builds its sorted order and columns.
    for (const q of QUERIES) await timed(`${large.url}/api/v2/seller/orders?${q}&limit=20`, { token });

    const floor: number[] = [];
    const pages: number[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      floor.push(await timed(`${large.url}/healthz`));
      pages.push(await timed(`${large.url}/api/v2/seller/orders?${QUERIES[i % QUERIES.length]}&limit=20`, { token }));
    }
    const m = median(pages);
    report({
      name: 'filtered, sorted page of orders at large scale, median',
      value: m,
      unit: 'ms',
      note: `p95 ${p95(pages).toFixed(2)} ms; /healthz floor ${median(floor).toFixed(2)} ms; ${QUERIES.length} views, ${ROUNDS} calls`,
      target: '< 10 ms',
      ok: m < 10,
    });
  } finally {
    await stop(large);
  }
}
