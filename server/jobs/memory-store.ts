/** The job store of a gateway without REDIS_URL: this process's memory, gone with it (docs/jobs.md). */
import { type Counts, FINISHED, type JobPatch, type JobRecord, type JobState, type JobStore, noCounts, type Outcome, type RowResult, type Who } from './store.ts';

interface Kept {
  job: Omit<JobRecord, 'counts'>;
  token: string;
  targets?: number[];
  rows: Map<number, RowResult>;
}

/** Finished jobs kept per process; the oldest are forgotten first, so memory stays bounded. */
const KEEP_FINISHED = 500;

export class MemoryJobStore implements JobStore {
  readonly durable = false;
  private readonly jobs = new Map<string, Kept>();
  private readonly sessions = new Map<string, { who: Who; until: number }>();

  available(): boolean {
    return true;
  }

  async create(job: JobRecord, token: string): Promise<void> {
    const { counts: _counts, ...rest } = job;
    this.jobs.set(job.id, { job: rest, token, rows: new Map() });
    this.forgetOldest();
  }

  async get(id: string): Promise<JobRecord | undefined> {
    const kept = this.jobs.get(id);
    return kept && { ...kept.job, counts: countsOf(kept.rows) };
  }

  async list(owner?: string): Promise<JobRecord[]> {
    const all = [...this.jobs.values()].filter((k) => owner === undefined || k.job.owner === owner).reverse();
    return all.map((k) => ({ ...k.job, counts: countsOf(k.rows) }));
  }

  async update(id: string, patch: JobPatch): Promise<void> {
    const kept = this.jobs.get(id);
    if (kept) Object.assign(kept.job, patch);
  }

  async transition(id: string, from: readonly JobState[], to: JobState): Promise<boolean> {
    const kept = this.jobs.get(id);
    if (!kept || !from.includes(kept.job.state)) return false;
    kept.job.state = to;
    return true;
  }

  async token(id: string): Promise<string | undefined> {
    return this.jobs.get(id)?.token;
  }

  async setToken(id: string, token: string): Promise<void> {
    const kept = this.jobs.get(id);
    if (kept) kept.token = token;
  }

  async setTargets(id: string, rows: number[]): Promise<void> {
    const kept = this.jobs.get(id);
    if (kept && !kept.targets) kept.targets = rows;
  }

  async targets(id: string): Promise<number[] | undefined> {
    return this.jobs.get(id)?.targets;
  }

  async record(id: string, result: RowResult): Promise<void> {
    const rows = this.jobs.get(id)?.rows;
    if (rows && !rows.has(result.id)) rows.set(result.id, result);
  }

  async results(id: string): Promise<RowResult[]> {
    return [...(this.jobs.get(id)?.rows.values() ?? [])];
  }

  async reopen(id: string, outcomes: readonly Outcome[]): Promise<number[]> {
    const rows = this.jobs.get(id)?.rows;
    if (!rows) return [];
    const reopened = [...rows.values()].filter((r) => outcomes.includes(r.outcome)).map((r) => r.id);
    for (const row of reopened) rows.delete(row);
    return reopened;
  }

  async rememberSession(tokenHash: string, who: Who, ttlSeconds: number): Promise<void> {
    // Sessions that ended without a sign-out are dropped once their lifetime is over, so the map stays bounded.
    if (this.sessions.size >= 10_000) for (const [hash, kept] of this.sessions) if (kept.until <= Date.now()) this.sessions.delete(hash);
    this.sessions.set(tokenHash, { who, until: Date.now() + ttlSeconds * 1000 });
  }

  async sessionOf(tokenHash: string): Promise<Who | undefined> {
    const kept = this.sessions.get(tokenHash);
    if (kept && kept.until <= Date.now()) this.sessions.delete(tokenHash);
    return kept && kept.until > Date.now() ? kept.who : undefined;
  }

  async forgetSession(tokenHash: string): Promise<void> {
    this.sessions.delete(tokenHash);
  }

  async close(): Promise<void> {}

  private forgetOldest(): void {
    let finished = [...this.jobs.values()].filter((k) => FINISHED.includes(k.job.state));
    while (finished.length > KEEP_FINISHED) {
      this.jobs.delete(finished[0].job.id);
      finished = finished.slice(1);
    }
  }
}

function countsOf(rows: Map<number, RowResult>): Counts {
  const counts = noCounts();
  for (const row of rows.values()) counts[row.outcome]++;
  return counts;
}
