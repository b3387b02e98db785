/**
 * What a job is asked to do (docs/jobs.md): the body of `POST /gateway/jobs`, one schema per kind. Bad input is
 * refused with a 400 in the caller's language before anything is queued.
 */
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
  /** Orders only: one row per goods line, the warehouse sheet (docs/orders.md). */
  by_goods_line: z.boolean().default(false),
});
export type ExportSpec = z.output<typeof exportSpec>;

export const jobSpec = z.union([bulkActionSpec, exportSpec]);
export type JobSpec = BulkActionSpec | ExportSpec;
export type JobKind = JobSpec['kind'];
