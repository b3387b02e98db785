/**
 * Who sees a job, and a job as answered: the one rule and the one shape the job calls (routes.ts) and the event
 * stream (events/routes.ts) share.
 */
import type { Lang } from '../../contract/i18n.ts';
import { MESSAGES, type MessageKey } from '../messages.ts';
import type { JobRecord, Who } from './store.ts';

/** A job is seen by the account that started it and by administrators; to anyone else it does not exist. */
export const maySee = (who: Who, job: Pick<JobRecord, 'owner'>) => job.owner === who.account || who.admin;

/**
 * A job without the ids it named (up to MAX_JOB_ROWS of them: `total` counts them, the rows call lists them): what an
 * answer and an event carry.
 */
export function withoutIds(job: JobRecord): JobRecord {
  const { ids, ...spec } = job.spec as JobRecord['spec'] & { ids?: number[] };
  return ids ? { ...job, spec: { ...spec, ids_named: ids.length } as unknown as JobRecord['spec'] } : job;
}

/** A job as answered: without its ids, the stopping reason in the reader's words, and whether it survives a restart. */
export function jobView(job: JobRecord, lang: Lang, durable: boolean) {
  const error = job.error && Object.hasOwn(MESSAGES, job.error) ? MESSAGES[job.error as MessageKey][lang] : undefined;
  return { ...withoutIds(job), error, durable };
}
