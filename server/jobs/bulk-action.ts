/**
 * The bulk-action kind: which rows it covers (the ids given, or every row a list call answers for a filter) and what
 * happens to one row. An action the upstream refuses is looked up once more: when the record already shows what the
 * action sets (the contract's `set`, past its `when` state check), the row is `already_applied`, never applied twice.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { fillPath } from '../../contract/endpoint.ts';
import type { Lang } from '../../contract/i18n.ts';
import { MAX_LIMIT } from '../../contract/list.ts';
import { STATUS } from '../../contract/envelope.ts';
import { MESSAGES } from '../messages.ts';
import { actionOf, type ResourceCalls } from './contract-calls.ts';
import { MAX_JOB_ROWS } from '../../contract/jobs.ts';
import { recordLabel } from './record-label.ts';
import type { RowResult } from './store.ts';
import { type Answer, type CallArgs, type JobCalls, transient } from './upstream-calls.ts';

/** Tries per upstream call: the first and two more after a transient failure (5xx, 429, no answer). */
export const ATTEMPTS = 3;
/** The pause before try n+1 is up to BACKOFF_MS * 2^(n-1), drawn at random so jobs do not retry in step. */
const BACKOFF_MS = 100;

export interface RowContext {
  calls: JobCalls;
  token: string;
  lang: Lang;
  /** Aborts the pauses between tries (a cancel, a shutdown); a call already sent is let finish. */
  signal: AbortSignal;
}

/** The session that started the job ended (signed out, idle, disabled): nothing more can run with it. */
export class SessionEnded extends Error {
  constructor(readonly words: string | undefined) {
    super('session ended');
  }
}

export async function withRetries(ctx: RowContext, args: Omit<CallArgs, 'token' | 'lang'>): Promise<Answer> {
  for (let attempt = 1; ; attempt++) {
    const answer = await ctx.calls.call({ ...args, token: ctx.token, lang: ctx.lang });
    if (answer.kind === 'answered' && answer.status === STATUS.SESSION_INVALID) throw new SessionEnded(answer.error);
    if (!transient(answer) || attempt >= ATTEMPTS || ctx.signal.aborted) return answer;
    try {
      await sleep(Math.random() * BACKOFF_MS * 2 ** (attempt - 1), undefined, { signal: ctx.signal });
    } catch {
      return answer;
    }
  }
}

/** The words of an answer that is not a success, in the job's language. */
function failureWords(answer: Answer, lang: Lang): string {
  if (answer.kind === 'answered' && answer.error) return answer.error;
  if (answer.kind === 'transport') return MESSAGES.upstream_unreachable[lang];
  return MESSAGES.upstream_bad_response[lang];
}

/** The ids of every row the list call answers for `filter`, page by page, at most MAX_JOB_ROWS. */
export async function resolveRows(resource: ResourceCalls, filter: Record<string, string>, ctx: RowContext): Promise<number[] | { failed: string }> {
  // By id where the list sorts by it: a row added while paging then lands at one end instead of shifting the pages.
  const sort = resource.def.sortable.includes('id') ? 'id' : resource.def.defaultSort;
  const ids = new Set<number>();
  for (let page = 1; ids.size < MAX_JOB_ROWS; page++) {
    const answer = await withRetries(ctx, { method: 'GET', path: resource.endpoints.list.path, query: { ...filter, sort, page, limit: MAX_LIMIT } });
    if (answer.kind !== 'answered' || answer.status !== STATUS.OK) return { failed: failureWords(answer, ctx.lang) };
    const data = answer.data as { list?: { id?: unknown }[]; total?: number };
    const list = data.list ?? [];
    for (const row of list) if (typeof row.id === 'number') ids.add(row.id);
    if (list.length < MAX_LIMIT || page * MAX_LIMIT >= (data.total ?? 0)) break;
  }
  return [...ids].slice(0, MAX_JOB_ROWS);
}

/** Applies `action` to one record and says what happened; throws SessionEnded when the session is gone. */
export async function applyRow(resource: ResourceCalls, action: string, body: Record<string, unknown>, id: number, ctx: RowContext): Promise<RowResult> {
  const endpoint = resource.endpoints.actions[action];
  const filled = await bodyOf(resource, action, body, id, ctx);
  if ('outcome' in filled) return filled;
  const answer = await withRetries(ctx, { method: 'PUT', path: fillPath(endpoint.path, { id }), body: filled.body });
  if (transient(answer)) return { id, outcome: 'failed', reason: failureWords(answer, ctx.lang) };
  // The action answers the record: its name or number goes into the job's result file.
  if (answer.kind === 'answered' && answer.status === STATUS.OK) return withLabel({ id, outcome: 'done' }, recordLabel(resource.def, answer.data));
  const now = await currentRecord(resource, id, ctx);
  const label = recordLabel(resource.def, now);
  if (now && appliedIn(resource, action, now)) return withLabel({ id, outcome: 'already_applied' }, label);
  return withLabel({ id, outcome: 'refused', reason: failureWords(answer, ctx.lang) }, label);
}

/**
 * The action's body for one record: the job's own, with the fields the contract's `bodyFromRecord` takes from the
 * record read now (so a refund is the amount the after-sale asks for when its row runs). A record that cannot be read
 * settles the row: refused in the upstream's words, or failed after the retries.
 */
async function bodyOf(resource: ResourceCalls, action: string, body: Record<string, unknown>, id: number, ctx: RowContext): Promise<{ body: Record<string, unknown> } | RowResult> {
  const fromRecord = actionOf(resource, action)?.bodyFromRecord;
  if (!fromRecord) return { body };
  const answer = await withRetries(ctx, { method: 'GET', path: fillPath(resource.endpoints.get.path, { id }) });
  if (answer.kind !== 'answered' || answer.status !== STATUS.OK) {
    return { id, outcome: transient(answer) ? 'failed' : 'refused', reason: failureWords(answer, ctx.lang) };
  }
  const record = answer.data as Record<string, unknown>;
  const filled = Object.fromEntries(Object.entries(fromRecord).map(([field, from]) => [field, record[from]]));
  return { body: { ...body, ...filled } };
}

const withLabel = (result: RowResult, label: string | undefined): RowResult => (label === undefined ? result : { ...result, label });

/**
 * The record as it is now, read after a refusal: to tell "applied before" from refused when the action sets fields,
 * and in any case for the result file's name or number of the row.
 */
async function currentRecord(resource: ResourceCalls, id: number, ctx: RowContext): Promise<Record<string, unknown> | undefined> {
  const answer = await withRetries(ctx, { method: 'GET', path: fillPath(resource.endpoints.get.path, { id }) });
  if (answer.kind !== 'answered' || answer.status !== STATUS.OK) return undefined;
  return answer.data as Record<string, unknown>;
}

/** The action sets fields and the record shows every one of them: it was applied before (by this job or anyone). */
function appliedIn(resource: ResourceCalls, action: string, record: Record<string, unknown>): boolean {
  const set = Object.entries(actionOf(resource, action)?.set ?? {});
  return set.length > 0 && set.every(([field, value]) => record[field] === value);
}
