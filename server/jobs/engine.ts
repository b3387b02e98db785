/** What runs jobs: BullMQ on Redis (bullmq-engine.ts) or a queue in this process (memory-engine.ts), one interface. */
export interface JobEngine {
  /** Whether a job survives a gateway restart (and any replica may run it): true on Redis only. */
  readonly durable: boolean;
  /** Queues a run of the job: its rows without an outcome. */
  enqueue(id: string): Promise<void>;
  /** Stops taking jobs; a running job stops between rows (left for another replica on Redis). */
  close(): Promise<void>;
}

/** Jobs one gateway runs at once; more wait their turn in the queue. */
export const RUNNING_JOBS = 4;
