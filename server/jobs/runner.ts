/**
 * Runs one job to its end, on whichever engine picked it up (memory-engine.ts, bullmq-engine.ts): resolves its rows
 * once, runs the rows that have no outcome yet (so a job picked up again after a replica stopped, or a "retry
 * failed", runs exactly those) with at most JOB_CONCURRENCY rows in flight, and stops within a second of a cancel.
 */
import { hostname } from 'node:os';
import fastq from 'fastq';
import { MESSAGES } from '../messages.ts';
import { applyRow, resolveRows, type RowContext, SessionEnded } from './bulk-action.ts';
import { resourceCalls } from './contract-calls.ts';
import { runExport } from './export-job.ts';
import type { ExportSpec } from '../../contract/jobs.ts';
import type { JobRecord, JobStore } from './store.ts';
import type { JobCalls } from './upstream-calls.ts';

/** How often a running job looks for a cancel made on any replica. */
const CANCEL_CHECK_MS = 250;
/**
 * How often a running job touches its session (`/user/info`) when no row call did: the upstream ends a session after
 * its idle time (the mock: MOCK_SESSION_IDLE_MINUTES), and a job is activity of its account.
 */
const SESSION_TOUCH_MS = 60_000;

export interface RunnerDeps {
  store: JobStore;
  calls: JobCalls;
  /** Rows in flight per job (JOB_CONCURRENCY). */
  concurrency: number;
  /** Where export files are written (EXPORT_DIR), each named by its job's id. */
  exportDir: string;
}

/** The engine is shutting down: the job is left as it is for another replica (or this one, restarted) to pick up. */
export class ShutDown extends Error {
  constructor() {
    super('the gateway is shutting down');
  }
}

/** Runs `id`; `stopping` aborts when the engine shuts down. Throws ShutDown when it did before the job ended. */
export async function runJob(id: string, deps: RunnerDeps, stopping: AbortSignal): Promise<void> {
  const { store } = deps;
  if (!(await store.transition(id, ['queued', 'running'], 'running'))) {
    // Cancelled while no replica ran it (its own stopped): it ends here, its rows never run marked cancelled.
    const waiting = await store.get(id);
    if (waiting?.state === 'cancelling') await finish(waiting, store, true, undefined);
    return;
  }
  const job = await store.get(id);
  const token = await store.token(id);
  if (!job || !token) return;
  await store.update(id, { worker: hostname(), ...(job.started_at ? {} : { started_at: new Date().toISOString() }) });

  const cancel = new AbortController();
  const stop = AbortSignal.any([cancel.signal, stopping]);
  const watch = setInterval(() => {
    store.get(id).then((now) => now?.state === 'cancelling' && cancel.abort(), () => {});
  }, CANCEL_CHECK_MS);
  let lastCall = Date.now();
  const ctx: RowContext = {
    calls: {
      call: (args) => {
        lastCall = Date.now();
        return deps.calls.call(args);
      },
      close: () => {},
    },
    token,
    lang: job.lang,
    signal: stop,
  };
  const touch = setInterval(() => {
    if (Date.now() - lastCall >= SESSION_TOUCH_MS) ctx.calls.call({ method: 'GET', path: '/user/info', token, lang: job.lang }).catch(() => {});
  }, SESSION_TOUCH_MS / 4);
  try {
    const { error, reason } = await runWork(job, deps, ctx);
    if (stopping.aborted) throw new ShutDown();
    // A sign-out cancels the job and ends its session at once: rows refused for the ended session count as cancelled.
    const cancelled = cancel.signal.aborted || (await store.get(id))?.state === 'cancelling';
    if (!cancelled && reason) await store.update(id, { reason });
    await finish(job, store, cancelled, cancelled ? undefined : error);
  } finally {
    clearInterval(watch);
    clearInterval(touch);
  }
}

type Stopped = { error?: keyof typeof MESSAGES; reason?: string };

/** Runs the job's work; answers why the whole job failed, if it did (and the upstream's words, when it gave some). */
async function runWork(job: JobRecord, deps: RunnerDeps, ctx: RowContext): Promise<Stopped> {
  if (job.spec.kind === 'export') return (await runExport(job as JobRecord & { spec: ExportSpec }, deps.store, ctx, deps.exportDir)) ?? {};
  return { error: await runRows(job, deps, ctx) };
}

/** Runs a bulk action's rows; answers why the whole job failed, if it did. */
async function runRows(job: JobRecord, deps: RunnerDeps, ctx: RowContext): Promise<keyof typeof MESSAGES | undefined> {
  const spec = job.spec;
  if (spec.kind !== 'bulk_action') return 'job_bad_spec';
  const resource = await resourceCalls(spec.resource);
  if (!resource) return 'job_bad_spec';
  const { store } = deps;
  let targets = await store.targets(job.id);
  if (!targets) {
    const resolved = spec.ids ?? (await resolveRows(resource, spec.filter ?? {}, ctx));
    if (!Array.isArray(resolved)) return 'job_list_failed';
    await store.setTargets(job.id, [...new Set(resolved)]);
    targets = (await store.targets(job.id)) ?? [];
    await store.update(job.id, { total: targets.length });
  }
  const settled = new Set((await store.results(job.id)).map((r) => r.id));
  let ended: SessionEnded | undefined;
  const rows = fastq.promise(async (id: number) => {
    if (ctx.signal.aborted || ended) return;
    try {
      await store.record(job.id, await applyRow(resource, spec.action, spec.body, id, ctx));
    } catch (error) {
      if (!(error instanceof SessionEnded)) throw error;
      ended = error;
    }
  }, deps.concurrency);
  await Promise.all(targets.filter((id) => !settled.has(id)).map((id) => rows.push(id)));
  return ended ? 'job_session_ended' : undefined;
}

/** The job's last state; rows never run are `cancelled` (a cancel) or `failed` (the session ended). */
async function finish(job: JobRecord, store: JobStore, cancelled: boolean, error: keyof typeof MESSAGES | undefined): Promise<void> {
  const settled = new Set((await store.results(job.id)).map((r) => r.id));
  const unrun = ((await store.targets(job.id)) ?? []).filter((id) => !settled.has(id));
  const reason = error ? MESSAGES[error][job.lang] : undefined;
  for (const id of unrun) await store.record(job.id, cancelled ? { id, outcome: 'cancelled' } : { id, outcome: 'failed', reason });
  const state = cancelled ? 'cancelled' : error ? 'failed' : 'done';
  await store.update(job.id, { state, finished_at: new Date().toISOString(), ...(error ? { error } : {}) });
}
