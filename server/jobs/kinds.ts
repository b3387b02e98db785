/**
 * What a job is asked to do (docs/jobs.md): the body of `POST /gateway/jobs`, one schema per kind, and the interface the
 * export kind calls. Bad input is refused with a 400 in the caller's language before anything is queued.
 */
import type { Writable } from 'node:stream';
import { z } from 'zod';

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
});
export type ExportSpec = z.output<typeof exportSpec>;

export const jobSpec = z.union([bulkActionSpec, exportSpec]);
export type JobSpec = BulkActionSpec | ExportSpec;
export type JobKind = JobSpec['kind'];

/**
 * The export kind's one call, implemented in server/jobs/export/ (streaming, never the whole file in memory): it pages
 * `list` (the contract's list call of `spec.resource`, made with the job's session, so a merchant's export holds only
 * its shop's rows) and writes `spec.columns` in `spec.format` to `out`, reporting rows as they are written, until the
 * list ends or `signal` aborts.
 */
export interface ExportListArgs {
  spec: ExportSpec;
  lang: 'zh' | 'en';
  /** One page of the list: what the list call answers for `page` (limit chosen by the caller). */
  list(page: number, limit: number): Promise<{ list: Record<string, unknown>[]; total: number }>;
  out: Writable;
  progress(written: number, total: number): void;
  signal: AbortSignal;
}
export type ExportList = (args: ExportListArgs) => Promise<{ rows: number }>;
