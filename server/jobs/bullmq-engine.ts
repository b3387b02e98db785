/**
 * Jobs on Redis (REDIS_URL) with BullMQ: every replica runs a worker, so any of them may take a job. A replica that
 * stops gracefully hands its running jobs back (each is retried a second later, by whichever replica is free); one
 * that dies holds its job's lock no longer than LOCK_MS, and BullMQ's stalled-job check gives the job to another.
 * Either way the job resumes with the rows that have no outcome in Redis yet: rows already done are not redone.
 */
import { Queue, Worker } from 'bullmq';
import { type JobEngine, RUNNING_JOBS } from './engine.ts';
import { type RunnerDeps, runJob } from './runner.ts';

const QUEUE = 'commerce-console-jobs';
/** How long a worker's lock on a running job lasts without renewal (BullMQ renews it at half this while alive). */
const LOCK_MS = 15_000;
/** Runs of one job BullMQ may start (each after a shutdown or a stall); a job has ended long before. */
const ATTEMPTS = 50;

export function bullmqEngine(redisUrl: string, deps: RunnerDeps, log: (error: unknown, id: string) => void): JobEngine {
  const connection = { url: redisUrl, maxRetriesPerRequest: null };
  const queue = new Queue(QUEUE, { connection });
  const stopping = new AbortController();
  const worker = new Worker<{ id: string }>(
    QUEUE,
    async (job) => {
      // A ShutDown thrown here fails this attempt; BullMQ retries it after the backoff, on any replica.
      await runJob(job.data.id, deps, stopping.signal);
    },
    { connection, concurrency: RUNNING_JOBS, lockDuration: LOCK_MS, stalledInterval: LOCK_MS, maxStalledCount: ATTEMPTS },
  );
  worker.on('failed', (job, error) => {
    if (!stopping.signal.aborted && job) log(error, job.data.id);
  });
  worker.on('error', (error) => log(error, ''));
  let runs = 0;
  return {
    durable: true,
    enqueue: async (id) => {
      // A BullMQ id per run: "retry failed" queues the same job again while its earlier run is still kept.
      await queue.add('run', { id }, { jobId: `${id}-${Date.now()}-${runs++}`, attempts: ATTEMPTS, backoff: { type: 'fixed', delay: 1000 }, removeOnComplete: 1000, removeOnFail: 1000 });
    },
    close: async () => {
      stopping.abort();
      await worker.close();
      await queue.close();
    },
  };
}
