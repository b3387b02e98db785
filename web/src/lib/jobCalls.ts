/**
 * The gateway's job calls (docs/jobs.md "API") as light call descriptors: the jobs are the gateway's own, not the
 * upstream's. Their bodies and answers are declared once, in contract/jobs.ts; the types here are inferred from those
 * schemas (type imports only: the console bundles no schema of them).
 */
import type { z } from 'zod';
import type { Endpoint } from '../../../contract/endpoint.ts';
import type { Lang } from '../../../contract/i18n.ts';
import type { bulkActionSpec, exportSpec, JobAnswer, JobState, jobList, Outcome } from '../../../contract/jobs.ts';
import { callOf } from './api.ts';

export type { JobState, Outcome };
export const JOBS_PATH = '/gateway/jobs';

/** What the console sends to start a job (the schemas' input: defaults may be left out). */
export type BulkActionSpec = z.input<typeof bulkActionSpec>;
export type ExportSpec = z.input<typeof exportSpec>;
export type JobSpec = BulkActionSpec | ExportSpec;
/** A list call's query, as the list screen sends it (status tab, keyword, ranges, sort). */
export type JobFilter = NonNullable<BulkActionSpec['filter']>;
/** A job as the gateway answers it, and as its event carries it. */
export type Job = JobAnswer;

type Call<Q, B, R> = Endpoint<z.ZodType<Q> | undefined, z.ZodType<B> | undefined, z.ZodType<R>>;

export const jobCalls = {
  start: callOf<Call<undefined, JobSpec, Job>>('POST', JOBS_PATH),
  list: callOf<Call<{ all?: string }, undefined, z.output<typeof jobList>>>('GET', JOBS_PATH),
  get: callOf<Call<undefined, undefined, Job>>('GET', `${JOBS_PATH}/{id}`),
  cancel: callOf<Call<undefined, undefined, Job>>('POST', `${JOBS_PATH}/{id}/cancel`),
  retry: callOf<Call<undefined, { refused?: boolean }, Job>>('POST', `${JOBS_PATH}/{id}/retry`),
  rows: callOf<Call<{ outcome?: Outcome; page?: number; limit?: number }, undefined, { list: JobRow[]; total: number }>>('GET', `${JOBS_PATH}/{id}/rows`),
};

/** One row's outcome as the gateway keeps it: the record's id, its name or number when known, and the upstream's words. */
export interface JobRow {
  id: number;
  outcome: Outcome;
  reason?: string;
  label?: string;
}

/**
 * The job's file: a plain link, which the browser follows with the session cookie the gateway set at sign-in
 * (`cc_session`, HttpOnly, sent to the gateway's own /gateway routes only): no token ever goes into a URL.
 */
/** The download's link, in the console's language: a link cannot send the console's Accept-Language (docs/jobs.md). */
export const downloadHref = (id: string, lang: Lang) => `${JOBS_PATH}/${encodeURIComponent(id)}/download?lang=${lang}`;

/** The job centre's path, showing one job first. */
export const JOB_CENTRE_PATH = '/jobs';
export const jobLink = (id: string) => `${JOB_CENTRE_PATH}?job=${encodeURIComponent(id)}`;

const ACTIVE: readonly JobState[] = ['queued', 'running', 'cancelling'];
export const isActive = (job: Job) => ACTIVE.includes(job.state);
/** Rows a retry runs again: the failed and those never run, and with `refused` the refused ones too. */
export const retryable = (job: Job, refused = false) => job.counts.failed + job.counts.cancelled + (refused ? job.counts.refused : 0);
/** Rows settled so far and of how many: an export counts records written, a bulk job rows settled whatever their outcome. */
export function progressOf(job: Job): { done: number; total: number } {
  if (job.progress) return job.progress;
  return { done: Object.values(job.counts).reduce((sum, n) => sum + n, 0), total: job.total };
}
/**
 * Whether the job has a file to download: a bulk job's result once finished, an export's file once done (an export
 * that failed or was cancelled wrote none).
 */
export const downloadable = (job: Job) => !isActive(job) && (job.kind !== 'export' || job.state === 'done');
/** The account without its area prefix, as the user menu names it. */
export const ownerName = (owner: string) => owner.replace(/^(admin|seller|session):/, '');
