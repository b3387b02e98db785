/**
 * Job progress as events (docs/jobs.md "Progress, streamed"): a JobStore that, after every change of a job (created,
 * a row settled, a state moved), publishes the job as it now is on the event bus, to its account and administrators.
 * Changes are gathered per job for PUBLISH_MS, so a 10,000-row job sends a few events a second, not one per row; the
 * replica that changes the job publishes it, and the bus (Redis pub/sub) brings it to every replica's streams.
 */
import type { EventBus } from '../events/bus.ts';
import { withoutIds } from './job-view.ts';
import type { JobPatch, JobRecord, JobState, JobStore, Outcome, RowResult, Who } from './store.ts';

/** How long a job's changes are gathered into one event: well within the "progress within 2 s". */
export const PUBLISH_MS = 200;

export const JOB_EVENT = 'job';

export function jobEvent(job: JobRecord) {
  return { kind: JOB_EVENT, audience: { account: job.owner, admins: true }, data: withoutIds(job) };
}

export class PublishingJobStore implements JobStore {
  private readonly pending = new Set<string>();

  constructor(
    private readonly store: JobStore,
    private readonly bus: EventBus,
    /** A publish failed (Redis away): the stream's `resync` covers what was missed once it is back. */
    private readonly onError: (error: unknown) => void,
  ) {}

  get durable() {
    return this.store.durable;
  }

  available(): boolean {
    return this.store.available();
  }

  private changed(id: string): void {
    if (this.pending.has(id)) return;
    this.pending.add(id);
    setTimeout(() => {
      this.pending.delete(id);
      this.store
        .get(id)
        .then((job) => job && this.bus.publish(jobEvent(job)))
        .catch(this.onError);
    }, PUBLISH_MS).unref();
  }

  async create(job: JobRecord, token: string): Promise<void> {
    await this.store.create(job, token);
    this.changed(job.id);
  }

  async update(id: string, patch: JobPatch): Promise<void> {
    await this.store.update(id, patch);
    this.changed(id);
  }

  async transition(id: string, from: readonly JobState[], to: JobState): Promise<boolean> {
    const moved = await this.store.transition(id, from, to);
    if (moved) this.changed(id);
    return moved;
  }

  async record(id: string, result: RowResult): Promise<void> {
    await this.store.record(id, result);
    this.changed(id);
  }

  async reopen(id: string, outcomes: readonly Outcome[]): Promise<number[]> {
    const reopened = await this.store.reopen(id, outcomes);
    this.changed(id);
    return reopened;
  }

  get = (id: string) => this.store.get(id);
  list = (owner?: string) => this.store.list(owner);
  token = (id: string) => this.store.token(id);
  setToken = (id: string, token: string) => this.store.setToken(id, token);
  setTargets = (id: string, rows: number[]) => this.store.setTargets(id, rows);
  targets = (id: string) => this.store.targets(id);
  results = (id: string) => this.store.results(id);
  rememberSession = (hash: string, who: Who, ttlSeconds: number) => this.store.rememberSession(hash, who, ttlSeconds);
  sessionOf = (hash: string) => this.store.sessionOf(hash);
  forgetSession = (hash: string) => this.store.forgetSession(hash);
  close = () => this.store.close();
}
