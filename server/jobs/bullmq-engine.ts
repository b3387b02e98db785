/**
 * Jobs on Redis (REDIS_URL) with BullMQ: every replica runs a worker, so any of them may take a job. A replica that
 * stops gracefully hands its running jobs back (each is retried a second later, by whichever replica is free); one
 * that dies holds its job's lock no longer than LOCK_MS, and BullMQ's stalled-job check gives the job to another.
 * Either way the job resumes with the rows that have no outcome in Redis yet: rows already done are not redone.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { Queue, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import { type JobEngine, RUNNING_JOBS } from './engine.ts';
import { type RunnerDeps, runJob } from './runner.ts';

const QUEUE = 'commerce-console-jobs';
/** How long a worker's lock on a running job lasts without renewal (BullMQ renews it at half this while alive). */
const LOCK_MS = 15_000;
/** Runs of one job BullMQ may start (each after a shutdown or a stall); a job has ended long before. */
const ATTEMPTS = 50;

/** How long a closing gateway waits for its worker to hand its jobs back; past it (Redis away) it lets go. */
const CLOSE_WAIT_MS = 3_000;

export function bullmqEngine(redisUrl: string, deps: RunnerDeps, log: (error: unknown, id: string) => void, redisDown: (error: Error) => void): JobEngine {
  // Connections of ours (BullMQ duplicates this one for its blocking reads), so a close can end them all even while
  // Redis is away, when BullMQ's own close would wait for a connection that never comes.
  const clients = new Set<Redis>();
  class OwnedRedis extends Redis {
    override duplicate(...args: Parameters<Redis['duplicate']>): Redis {
      const copy = super.duplicate(...args);
      clients.add(copy);
      return copy;
    }
  }
  const connection = new OwnedRedis(redisUrl, { maxRetriesPerRequest: null });
  clients.add(connection);
  connection.on('error', redisDown);
  // BullMQ starts once Redis answers: a gateway whose Redis is away serves everything else and closes at once.
  let started: { queue: Queue; worker: Worker<{ id: string }> } | undefined;
  const ready = new Promise<void>((resolve) => connection.once('ready', () => resolve()));
  ready.then(() => {
    if (stopping.signal.aborted) return;
    const queue = new Queue(QUEUE, { connection });
    queue.on('error', redisDown);
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
    worker.on('error', redisDown);
    started = { queue, worker };
  });
  const stopping = new AbortController();
  let runs = 0;
  return {
    durable: true,
    enqueue: async (id) => {
      // A BullMQ id per run: "retry failed" queues the same job again while its earlier run is still kept.
      await ready;
      const queue = started?.queue;
      if (!queue) return;
      await queue.add('run', { id }, { jobId: `${id}-${Date.now()}-${runs++}`, attempts: ATTEMPTS, backoff: { type: 'fixed', delay: 1000 }, removeOnComplete: 1000, removeOnFail: 1000 });
    },
    close: async () => {
      stopping.abort();
      if (!started) {
        for (const client of clients) client.disconnect();
        return;
      }
      const { worker, queue } = started;
      const closed = Promise.all([worker.close(), queue.close()]);
      const gaveUp = await Promise.race([closed.then(() => false), sleep(CLOSE_WAIT_MS).then(() => true)]);
      if (gaveUp) for (const closing of [worker.close(true), worker.disconnect(), queue.disconnect()]) closing.catch(() => {});
      for (const client of clients) client.disconnect();
    },
  };
}
