/**
 * The job routes (docs/jobs.md "API"), under /gateway/jobs, each answered `{status: 0, data}` or the gateway's
 * `{status: 1, error}` in the caller's language:
 *
 *   POST /gateway/jobs                 start a job (contract/jobs.ts): 202 with the job, before any row runs
 *   GET  /gateway/jobs                 the caller's jobs (an administrator's `?all=1`: everyone's)
 *   GET  /gateway/jobs/:id             one job: state, total and counts per outcome
 *   POST /gateway/jobs/:id/cancel      stops it between rows; what was done stays done
 *   POST /gateway/jobs/:id/retry       runs again exactly the rows that failed or were never run; `{refused: true}`:
 *                                      the refused rows too, once their cause is fixed
 *   GET  /gateway/jobs/:id/rows        the outcome of each row, paged, `?outcome=` to pick one
 *   GET  /gateway/jobs/:id/download    an export's file, or a bulk job's result sheet (.xlsx): with the event stream
 *                                      (events/routes.ts), the one call the session cookie may make
 *
 * Every call but the download needs the `token` header. A job is seen by the account that started it and by
 * administrators; to anyone else it does not exist (404). With REDIS_URL set and Redis away, every call answers 503.
 */
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { createReadStream } from 'node:fs';
import { PassThrough } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { langFromAcceptLanguage } from '../../contract/i18n.ts';
import { GatewayError } from '../errors.ts';
import { NO_SNIFF } from '../security.ts';
import { actionOf, resourceCalls } from './contract-calls.ts';
import type { JobEngine } from './engine.ts';
import { exportFileOf, exportRefusal } from './export-job.ts';
import { type ExportSpec, jobSpec, retryBody } from '../../contract/jobs.ts';
import { attachment, writeResultSheet } from './result-file.ts';
import { jobView, maySee } from './job-view.ts';
import { callerOf, JOBS_PATH } from './sessions.ts';
import { FINISHED, type JobRecord, type JobStore, OUTCOMES, type Who } from './store.ts';
import type { JobCalls } from './upstream-calls.ts';

export interface JobRoutesOptions {
  store: JobStore;
  engine: JobEngine;
  calls: JobCalls;
  /** EXPORT_DIR: where export files are, each named by its job's id. */
  exportDir: string;
}

const rowsQuery = z.object({
  outcome: z.enum(OUTCOMES).optional(),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(1000).default(100),
});
const idParams = z.object({ id: z.string().uuid() });
/**
 * The download's language: a plain link sends the browser's Accept-Language, not the console's, so the console's link
 * names its own (`?lang=`); a language is no secret, unlike a token.
 */
const downloadQuery = z.object({ lang: z.enum(['zh', 'en']).optional() });

const view = (job: JobRecord, request: FastifyRequest, durable: boolean) => jobView(job, langFromAcceptLanguage(request.headers['accept-language']), durable);

function parsed<T>(schema: z.ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value);
  if (!result.success) throw new GatewayError(400, 'bad_request');
  return result.data;
}

export async function registerJobRoutes(app: FastifyInstance, options: JobRoutesOptions): Promise<void> {
  const { store, engine, calls, exportDir } = options;
  // A store call that fails while Redis is away is the jobs being unavailable, not the gateway failing: 503 in words.
  app.setErrorHandler((error) => {
    if (!(error instanceof GatewayError) && !store.available()) throw new GatewayError(503, 'jobs_unavailable');
    throw error;
  });
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id).header(NO_SNIFF.name, NO_SNIFF.value).header('cache-control', 'no-store');
    done();
  });

  const caller = (request: FastifyRequest, cookie: boolean) => callerOf(request, { store, calls }, cookie);
  const visibleJob = async (request: FastifyRequest, who: Who): Promise<JobRecord> => {
    const { id } = parsed(idParams, request.params);
    const job = await store.get(id);
    if (!job || !maySee(who, job)) throw new GatewayError(404, 'job_not_found');
    return job;
  };
  const answer = (reply: FastifyReply, data: unknown, code = 200) => reply.code(code).send({ status: 0, data });

  app.post(JOBS_PATH, async (request, reply) => {
    const { who, token } = await caller(request, false);
    const spec = parsed(jobSpec, request.body);
    const resource = await resourceCalls(spec.resource);
    if (!resource) throw new GatewayError(400, 'job_unknown_resource');
    if (spec.kind === 'bulk_action' && !actionOf(resource, spec.action)) throw new GatewayError(400, 'job_unknown_action');
    const refused = spec.kind === 'export' ? exportRefusal(spec) : undefined;
    if (refused) {
      const lang = langFromAcceptLanguage(request.headers['accept-language']);
      return reply.code(400).send({ status: 1, error: refused.text[lang], request_id: request.id });
    }
    const job: JobRecord = {
      id: randomUUID(),
      kind: spec.kind,
      spec,
      owner: who.account,
      lang: langFromAcceptLanguage(request.headers['accept-language']),
      state: 'queued',
      total: spec.kind === 'bulk_action' && spec.ids ? new Set(spec.ids).size : 0,
      counts: { done: 0, refused: 0, failed: 0, already_applied: 0, cancelled: 0 },
      created_at: new Date().toISOString(),
    };
    await store.create(job, token);
    await engine.enqueue(job.id);
    return answer(reply, view(job, request, engine.durable), 202);
  });

  app.get(JOBS_PATH, async (request, reply) => {
    const { who } = await caller(request, false);
    const all = (request.query as { all?: string }).all === '1' && who.admin;
    const jobs = await store.list(all ? undefined : who.account);
    return answer(reply, { durable: engine.durable, list: jobs.map((job) => view(job, request, engine.durable)) });
  });

  app.get(`${JOBS_PATH}/:id`, async (request, reply) => {
    const { who } = await caller(request, false);
    return answer(reply, view(await visibleJob(request, who), request, engine.durable));
  });

  app.post(`${JOBS_PATH}/:id/cancel`, async (request, reply) => {
    const { who } = await caller(request, false);
    const job = await visibleJob(request, who);
    if (await store.transition(job.id, ['queued'], 'cancelled')) await store.update(job.id, { finished_at: new Date().toISOString() });
    else if (!(await store.transition(job.id, ['running'], 'cancelling')) && job.state !== 'cancelling') throw new GatewayError(409, 'job_already_finished');
    return answer(reply, view((await store.get(job.id)) ?? job, request, engine.durable));
  });

  app.post(`${JOBS_PATH}/:id/retry`, async (request, reply) => {
    const { who, token } = await caller(request, false);
    const job = await visibleJob(request, who);
    if (!FINISHED.includes(job.state)) throw new GatewayError(409, 'job_not_finished');
    const { refused } = parsed(retryBody, request.body ?? {});
    const resolved = (await store.targets(job.id)) !== undefined;
    const reopened = await store.reopen(job.id, refused ? ['failed', 'cancelled', 'refused'] : ['failed', 'cancelled']);
    // A job cancelled before it resolved its rows has none to name: it runs whole.
    if (resolved && reopened.length === 0) throw new GatewayError(409, 'job_nothing_to_retry');
    if (!(await store.transition(job.id, FINISHED, 'queued'))) throw new GatewayError(409, 'job_not_finished');
    // The owner may have signed in again since: the rows run with the session asking, when it is the owner's.
    if (who.account === job.owner) await store.setToken(job.id, token);
    await store.update(job.id, { finished_at: undefined, error: undefined });
    await engine.enqueue(job.id);
    return answer(reply, view((await store.get(job.id)) ?? job, request, engine.durable), 202);
  });

  app.get(`${JOBS_PATH}/:id/rows`, async (request, reply) => {
    const { who } = await caller(request, false);
    const job = await visibleJob(request, who);
    const query = parsed(rowsQuery, request.query);
    const rows = (await store.results(job.id)).filter((r) => !query.outcome || r.outcome === query.outcome).sort((a, b) => a.id - b.id);
    const start = (query.page - 1) * query.limit;
    return answer(reply, { list: rows.slice(start, start + query.limit), total: rows.length, page: query.page, limit: query.limit });
  });

  app.get(`${JOBS_PATH}/:id/download`, async (request, reply) => {
    const { who } = await caller(request, true);
    const job = await visibleJob(request, who);
    const resource = await resourceCalls(job.spec.resource);
    if (!resource) throw new GatewayError(404, 'job_not_found');
    const lang = parsed(downloadQuery, request.query).lang ?? langFromAcceptLanguage(request.headers['accept-language']);
    if (job.spec.kind === 'export') {
      if (job.state !== 'done' || !job.file) throw new GatewayError(409, 'job_file_not_ready');
      const file = await openOrGone(await exportFileOf(exportDir, job as JobRecord & { spec: ExportSpec }));
      // named only now: an error answer must not arrive as a download; named in the language it was written in
      return reply.header('content-disposition', attachment(job, resource, job.lang)).header('content-type', FILE_TYPES[job.spec.format]).header('content-length', job.file.bytes).send(file);
    }
    const rows = await store.results(job.id);
    const out = new PassThrough();
    writeResultSheet(out, rows, resource, lang).catch((error) => out.destroy(error));
    return reply.header('content-disposition', attachment(job, resource, lang)).header('content-type', FILE_TYPES.xlsx).send(out);
  });
}

const FILE_TYPES = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
} as const;

/** The export's file, open for reading; gone (retention deleted it, or another replica's volume is not shared): 404. */
async function openOrGone(path: string) {
  const file = createReadStream(path);
  try {
    await once(file, 'open');
  } catch {
    throw new GatewayError(404, 'job_file_gone');
  }
  return file;
}
