/**
 * Interactive calls while a job runs (issue 37: "interactive calls keep their p99 within 2× of an idle gateway's"): the
 * built gateway and the large mock as processes of their own, a list GET driven by autocannon for 10 s on an idle
 * gateway for 5 s, then again for 5 s while a 10,000-row bulk job (members frozen) runs through the same gateway.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import type { Report } from './run.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

async function start(script: string, env: Record<string, string>, url: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, [script], { cwd: root, env: { ...process.env, ...env }, stdio: 'ignore' });
  // The large mock seeds 100,000 orders first: a minute or more on a loaded machine.
  for (let i = 0; i < 1500; i++) {
    if (await fetch(`${url}/healthz`).then((r) => r.ok, () => false)) return child;
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill();
  throw new Error(`${script} did not start`);
}

/** autocannon ships no types: the part of its API used here. */
type Autocannon = (options: { url: string; connections: number; duration: number; headers: Record<string, string> }) => Promise<{
  requests: { average: number };
  latency: { p99: number };
}>;

const p99 = async (url: string, token: string) => {
  const { default: autocannon } = (await import('autocannon' as string)) as { default: Autocannon };
  const result = await autocannon({ url: `${url}/api/v2/seller/orders?page=1&limit=20`, connections: 4, duration: 5, headers: { token } });
  return { p99: result.latency.p99, rps: result.requests.average };
};

export default async function jobsBench(report: Report): Promise<void> {
  const [mockPort, gatewayPort] = [await freePort(), await freePort()];
  const mockUrl = `http://127.0.0.1:${mockPort}`;
  const url = `http://127.0.0.1:${gatewayPort}`;
  const mock = await start('dist/server/mock.js', { MOCK_PORT: String(mockPort), MOCK_HOST: '127.0.0.1', MOCK_SCALE: 'large', MOCK_ANCHOR_DATE: '2026-06-01' }, mockUrl);
  const gateway = await start('dist/server/gateway.js', { PORT: String(gatewayPort), HOST: '127.0.0.1', UPSTREAM_URL: mockUrl, LOG_LEVEL: 'silent', LOGIN_RATE_LIMIT: '1000' }, url);
  try {
    const captcha = (await (await fetch(`${url}/api/v2/admin/imgkey`)).json()) as { data: { key: string } };
    const code = (await (await fetch(`${mockUrl}/__mock/captcha?key=${captcha.data.key}`)).json()) as { data: { code: string } };
    const login = (await (
      await fetch(`${url}/api/v2/admin/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ account: 'admin', password: '123456', key: captcha.data.key, code: code.data.code }),
      })
    ).json()) as { data: { token: string } };
    const token = login.data.token;
    const ids: number[] = [];
    for (let page = 1; ids.length < 10_000; page++) {
      const list = (await (await fetch(`${url}/api/v2/seller/members?status=normal&sort=id&limit=500&page=${page}`, { headers: { token } })).json()) as { data: { list: { id: number }[] } };
      ids.push(...list.data.list.map((r) => r.id));
    }

    const idle = await p99(url, token);
    const created = (await (
      await fetch(`${url}/gateway/jobs`, {
        method: 'POST',
        headers: { token, 'content-type': 'application/json' },
        body: JSON.stringify({ kind: 'bulk_action', resource: 'members', action: 'freeze', ids: ids.slice(0, 10_000) }),
      })
    ).json()) as { data: { id: string } };
    const jobStarted = performance.now();
    const busy = await p99(url, token);
    type Job = { state: string; counts: { done: number }; started_at?: string; finished_at?: string };
    const read = async () => ((await (await fetch(`${url}/gateway/jobs/${created.data.id}`, { headers: { token } })).json()) as { data: Job }).data;
    const during = await read();
    const stillRunning = during.state === 'running';
    let job = during;
    while (job.state === 'running' || job.state === 'queued') {
      await new Promise((r) => setTimeout(r, 200));
      job = await read();
    }
    const seconds = job.started_at && job.finished_at ? (Date.parse(job.finished_at) - Date.parse(job.started_at)) / 1000 : (performance.now() - jobStarted) / 1000;
    const rowsPerSecond = job.counts.done / seconds;
    const ratio = busy.p99 / Math.max(1, idle.p99);
    report({ name: 'interactive list GET p99, idle', value: idle.p99, unit: 'ms', note: `${Math.round(idle.rps)} req/s` });
    report({
      name: 'interactive list GET p99, during a 10,000-row job',
      value: busy.p99,
      unit: 'ms',
      note: `${ratio.toFixed(2)}× idle, ${Math.round(busy.rps)} req/s${stillRunning ? '' : '; the job ended within the 5 s'}`,
      target: '≤ 2× idle',
      ok: ratio <= 2,
    });
    report({ name: 'bulk job rows done', value: rowsPerSecond, unit: 'rows/s', note: `10,000 rows at JOB_CONCURRENCY 4, ${job.state} in ${seconds.toFixed(1)} s` });
  } finally {
    gateway.kill();
    mock.kill();
  }
}
