/**
 * The gateway's own job calls (docs/jobs.md, "API"), declared like the upstream's calls so the authorization test
 * iterates them: not in ENDPOINTS, since the upstream (and the mock) has none of them; the gateway answers them
 * itself. Every one is open to any signed-in account, because a job runs with the rights of the account that started
 * it: the upstream decides each row, and the gateway shows a job only to that account and administrators (404 to
 * anyone else, so ids are not probed). `sessionCookie`: the calls a browser makes without headers (a plain download
 * link, an EventSource), so with the session cookie instead of the token header: both read-only GETs; every other
 * call refuses the cookie alone. The bodies and answers are declared here once: the gateway validates with them, and
 * the console's types are inferred from them (web/src/lib/jobCalls.ts).
 */
import { z } from 'zod';
import { checkWritesAuthorised, type Endpoint, endpoint } from './endpoint.ts';

export type JobEndpoint = Endpoint & { sessionCookie?: true; ofOneJob: boolean };

/** Most ids one job may name; "all rows matching" is resolved on the server and has the same ceiling. */
export const MAX_JOB_ROWS = 100_000;

/** A resource of the contract; routes.ts checks it names one (and the action one of its actions) once the contract is loaded. */
const resourceName = z.string().regex(/^[A-Za-z][A-Za-z0-9_]*$/);
const rowId = z.union([z.number().int().positive(), z.string().regex(/^\d+$/).transform(Number)]);
/** A list call's filter, as the console puts it in the query string (status tab, keyword, ranges, dates). */
const listFilter = z.record(z.string().regex(/^[A-Za-z_][A-Za-z0-9_]*$/), z.union([z.string(), z.number()]).transform(String));

export const bulkActionSpec = z
  .object({
    kind: z.literal('bulk_action'),
    /** A resource of the contract (RESOURCES key), e.g. `withdrawals`. */
    resource: resourceName,
    /** One of the resource's actions, e.g. `approve`. */
    action: z.string().regex(/^[A-Za-z][A-Za-z0-9_]*$/),
    /** What the action takes besides the record (a reason, a level), as its single-record call does. */
    body: z.record(z.string(), z.unknown()).default({}),
    /** Either the records named... */
    ids: z.array(rowId).min(1).max(MAX_JOB_ROWS).optional(),
    /** ...or every row the list call answers with this filter, paged through on the server when the job starts. */
    filter: listFilter.optional(),
  })
  .refine((s) => (s.ids === undefined) !== (s.filter === undefined), { message: 'ids or filter, one of them', path: ['ids'] });
export type BulkActionSpec = z.output<typeof bulkActionSpec>;

export const exportSpec = z.object({
  kind: z.literal('export'),
  resource: resourceName,
  filter: listFilter.default({}),
  /** Record fields, in the order of the file's columns; empty: every field. */
  columns: z.array(z.string().min(1)).max(200).default([]),
  format: z.enum(['xlsx', 'csv']).default('xlsx'),
  /** Orders only: one row per goods line, the warehouse sheet (docs/orders.md). */
  by_goods_line: z.boolean().default(false),
});
export type ExportSpec = z.output<typeof exportSpec>;

export const jobSpec = z.union([bulkActionSpec, exportSpec]);
export type JobSpec = BulkActionSpec | ExportSpec;
export type JobKind = JobSpec['kind'];

/** `cancelling`: asked to stop; the runner stops within a second and the job becomes `cancelled`. */
export const JOB_STATES = ['queued', 'running', 'cancelling', 'cancelled', 'done', 'failed'] as const;
export type JobState = (typeof JOB_STATES)[number];
/**
 * What happened to one row. `already_applied`: the upstream had applied the action before (its state check refused
 * it, and the record shows the action's result), so it was not applied again; `cancelled`: never run, the job was
 * cancelled first.
 */
export const OUTCOMES = ['done', 'refused', 'failed', 'already_applied', 'cancelled'] as const;
export type Outcome = (typeof OUTCOMES)[number];

/** A job as the gateway answers it (and as its event carries it): the spec without the ids it named, their count instead. */
export const jobAnswer = z.object({
  id: z.string(),
  kind: z.enum(['bulk_action', 'export']),
  spec: z.union([
    z.object({
      kind: z.literal('bulk_action'),
      resource: z.string(),
      action: z.string(),
      body: z.record(z.string(), z.unknown()).optional(),
      filter: z.record(z.string(), z.string()).optional(),
      /** How many ids the job named (the rows call lists them). */
      ids_named: z.number().optional(),
    }),
    z.object({
      kind: z.literal('export'),
      resource: z.string(),
      filter: z.record(z.string(), z.string()),
      columns: z.array(z.string()),
      format: z.enum(['xlsx', 'csv']),
      by_goods_line: z.boolean().optional(),
    }),
  ]),
  /** `admin:<account>`, `seller:<account>` or `session:<hash>`. */
  owner: z.string(),
  state: z.enum(JOB_STATES),
  total: z.number(),
  counts: z.record(z.enum(OUTCOMES), z.number()),
  created_at: z.string(),
  started_at: z.string().optional(),
  finished_at: z.string().optional(),
  /** Why the whole job stopped, in the caller's language. */
  error: z.string().optional(),
  /** The upstream's or the export writer's words behind `error`. */
  reason: z.string().optional(),
  /** An export's records written of those its filter selects (its `total` and `counts` stay 0). */
  progress: z.object({ done: z.number(), total: z.number() }).optional(),
  /** An export's finished file. */
  file: z.object({ format: z.enum(['xlsx', 'csv']), records: z.number(), rows: z.number(), bytes: z.number() }).optional(),
  /** Whether the job outlives a gateway restart (Redis) or not (in process). */
  durable: z.boolean(),
  /** The host name of the gateway that runs it. */
  worker: z.string().optional(),
});
export type JobAnswer = z.output<typeof jobAnswer>;
export const jobList = z.object({ durable: z.boolean(), list: z.array(jobAnswer) });

/**
 * What "retry" runs again: the rows that failed or never ran, and with `refused` the rows the upstream refused too
 * (after the cause is fixed: an address edited, a balance topped up). Done rows are never run again.
 */
export const retryBody = z.object({ refused: z.boolean().default(false) });

const own = { to: 'signedIn', why: 'a job runs with the rights of the account that started it, and only it and administrators see it' } as const;
const job = jobAnswer;

export const JOB_ENDPOINTS: readonly JobEndpoint[] = [
  { ...endpoint({ method: 'POST', path: '/gateway/jobs', auth: 'token', open: own, body: jobSpec, response: job, summary: { zh: '开始任务', en: 'Jobs: start' } }), ofOneJob: false },
  { ...endpoint({ method: 'GET', path: '/gateway/jobs', auth: 'token', response: jobList, summary: { zh: '任务列表', en: 'Jobs: list' } }), ofOneJob: false },
  { ...endpoint({ method: 'GET', path: '/gateway/jobs/{id}', auth: 'token', response: job, summary: { zh: '任务详情', en: 'Jobs: one' } }), ofOneJob: true },
  { ...endpoint({ method: 'POST', path: '/gateway/jobs/{id}/cancel', auth: 'token', open: own, response: job, summary: { zh: '取消任务', en: 'Jobs: cancel' } }), ofOneJob: true },
  { ...endpoint({ method: 'POST', path: '/gateway/jobs/{id}/retry', auth: 'token', open: own, body: retryBody, response: job, summary: { zh: '重试失败（或被拒）的行', en: 'Jobs: retry failed (or refused) rows' } }), ofOneJob: true },
  { ...endpoint({ method: 'GET', path: '/gateway/jobs/{id}/rows', auth: 'token', response: z.unknown(), summary: { zh: '每行结果', en: 'Jobs: row outcomes' } }), ofOneJob: true },
  {
    ...endpoint({ method: 'GET', path: '/gateway/jobs/{id}/download', auth: 'token', response: z.unknown(), summary: { zh: '下载文件', en: 'Jobs: download the file' } }),
    ofOneJob: true,
    sessionCookie: true,
  },
  // The event stream (a job's progress; issue 39's inbox later): an EventSource cannot send headers either.
  {
    ...endpoint({ method: 'GET', path: '/gateway/events', auth: 'token', response: z.unknown(), summary: { zh: '事件流', en: 'Events: stream' } }),
    ofOneJob: false,
    sessionCookie: true,
  },
];

checkWritesAuthorised(JOB_ENDPOINTS);
