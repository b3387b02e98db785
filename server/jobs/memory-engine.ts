/**
 * Jobs in this process (no REDIS_URL): a fastq queue runs RUNNING_JOBS at once. Nothing survives a restart: a job
 * running then is gone with its store (docs/jobs.md says so, and the API answers `durable: false`).
 */
import fastq from 'fastq';
import { type JobEngine, RUNNING_JOBS } from './engine.ts';
import { type RunnerDeps, runJob, ShutDown } from './runner.ts';

export function memoryEngine(deps: RunnerDeps, log: (error: unknown, id: string) => void): JobEngine {
  const stopping = new AbortController();
  const queue = fastq.promise(async (id: string) => {
    try {
      await runJob(id, deps, stopping.signal);
    } catch (error) {
      if (!(error instanceof ShutDown)) log(error, id);
    }
  }, RUNNING_JOBS);
  return {
    durable: false,
    enqueue: async (id) => {
      // Not awaited: the job runs on; the caller only queued it.
      queue.push(id).catch((error) => log(error, id));
    },
    close: async () => {
      stopping.abort();
      queue.kill();
    },
  };
}
