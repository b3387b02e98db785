/**
 * The scaled stack's job hand-over (issue 37, docs/jobs.md "Engines"): a bulk job of every member in the normal state
 * started through the balancer, the replica running it (the job's `worker`) stopped mid-way, and the job finished by
 * another replica with every row applied exactly once, by the upstream's own operation log. The replicas run with
 * JOB_CONCURRENCY=1 (scaled.ts) so the job is still running when the stop comes, without slowing the mock.
 */
import { check, logInAsDemoSeller, request, waitUntil } from './console-client.ts';
import type { Engine } from './engine.ts';
import { exec, tail } from './exec.ts';

interface Job {
  id: string;
  state: string;
  total: number;
  worker?: string;
  counts: Record<'done' | 'refused' | 'failed' | 'already_applied' | 'cancelled', number>;
}

export interface HandoverStack {
  engine: Engine;
  base: string;
  gateways: string[];
  /** The mock upstream's container: its operation log is read from inside (the gateway never proxies `/__mock`). */
  mock: string;
}

const MEMBERS = '/api/v2/seller/members';
/** Rows settled before the stop: the job is visibly under way, and most of it is left for another replica. */
const STOP_AFTER_ROWS = 100;
const settled = (job: Job) => Object.values(job.counts).reduce((a, b) => a + b, 0);

/** Answers the stopped replica's container name (the caller starts it again) and a line for the report. */
export async function replicaStoppedMidJob(stack: HandoverStack, stopped: (container: string) => void): Promise<string> {
  const { engine, base } = stack;
  let token = '';
  // The login limit's minute from earlier steps may still be running out.
  await waitUntil('a demo seller signed in', 90_000, async () => {
    token = (await logInAsDemoSeller(base).catch(() => ({ token: '' }))).token;
    return token !== '';
  });
  const call = async <T>(path: string, init: RequestInit = {}) => {
    const reply = await request(`${base}${path}`, { ...init, headers: { token, 'content-type': 'application/json', ...init.headers } });
    const body = JSON.parse(reply.text) as { status: number; data: T; error?: string };
    check(body.status === 0, `${init.method ?? 'GET'} ${path}: HTTP ${reply.status} ${body.error ?? ''}`);
    return { http: reply.status, data: body.data };
  };

  const ids: number[] = [];
  for (let page = 1; ; page++) {
    const { data } = await call<{ list: { id: number }[] }>(`${MEMBERS}?status=normal&sort=id&limit=500&page=${page}`);
    ids.push(...data.list.map((m) => m.id));
    if (data.list.length < 500) break;
  }
  check(ids.length > 1000, `only ${ids.length} members in the normal state`);

  const created = await call<Job>('/gateway/jobs', { method: 'POST', body: JSON.stringify({ kind: 'bulk_action', resource: 'members', action: 'freeze', ids }) });
  check(created.http === 202, `POST /gateway/jobs: HTTP ${created.http}`);
  const id = created.data.id;
  const job = async () => (await call<Job>(`/gateway/jobs/${id}`)).data;

  let before: Job | undefined;
  await waitUntil(`job ${id} ${STOP_AFTER_ROWS} rows in`, 60_000, async () => {
    before = await job();
    // a job just accepted is queued until a replica's worker takes it: wait through that, not only while it runs
    return before.state === 'running' ? settled(before) >= STOP_AFTER_ROWS : before.state !== 'queued';
  });
  check(before?.state === 'running' && before.worker, `the job was not running mid-way: ${JSON.stringify(before)}`);
  const hosts = new Map(await Promise.all(stack.gateways.map(async (g) => [(await exec(engine.cli, ['inspect', '-f', '{{.Config.Hostname}}', g])).stdout.trim(), g] as const)));
  const runner = hosts.get(before.worker);
  check(runner, `the job's worker ${before.worker} is none of the replicas (${[...hosts.keys()].join(' ')})`);

  const stop = await exec(engine.cli, ['stop', '-t', '20', runner]);
  stopped(runner);
  check(stop.code === 0, tail(stop));
  const atStop = settled(await job());
  check(atStop < ids.length, `the job had finished by the time ${runner} stopped`);

  let after: Job | undefined;
  await waitUntil(`job ${id} finished on another replica`, 180_000, async () => {
    after = await job();
    return ['done', 'failed', 'cancelled'].includes(after.state);
  });
  check(after?.state === 'done', `the job ended ${after?.state}: ${JSON.stringify(after?.counts)}`);
  check(after.worker && after.worker !== before.worker, `the job finished on ${after.worker}, the stopped replica's host`);
  check(after.total === ids.length && after.counts.done + after.counts.already_applied === ids.length,
    `of ${ids.length} rows: ${JSON.stringify(after.counts)}`);

  // The upstream's operation log holds one entry per record a call changed: a freeze applied twice would show twice.
  const count = `fetch('http://127.0.0.1:3001/__mock/oplog').then((r) => r.json()).then((b) => {
    const n = {}; for (const e of b.data) if (e.resource === 'members' && e.action === 'freeze') n[e.record_id] = (n[e.record_id] || 0) + 1;
    console.log(JSON.stringify(n)); })`;
  const read = await exec(engine.cli, ['exec', stack.mock, 'node', '-e', count]);
  check(read.code === 0, tail(read));
  const freezes = JSON.parse(read.stdout) as Record<string, number>;
  const notOnce = ids.filter((m) => freezes[String(m)] !== 1);
  check(notOnce.length === 0, `${notOnce.length} members not frozen exactly once upstream, e.g. ${notOnce.slice(0, 5).map((m) => `${m}×${freezes[String(m)] ?? 0}`).join(' ')}`);
  const { data } = await call<{ total: number }>(`${MEMBERS}?status=normal&limit=1`);
  check(data.total === 0, `${data.total} members still in the normal state`);
  return `${ids.length} rows: ${atStop} settled when ${runner} stopped, finished on ${hosts.get(after.worker) ?? after.worker}; each frozen once upstream`;
}
