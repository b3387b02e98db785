/**
 * The job store on Redis (REDIS_URL): every replica reads and writes the same jobs, row outcomes and sessions, so a
 * job started on one replica shows its progress on all of them and another replica can finish it (docs/jobs.md).
 * Each row's outcome and its count change together in one script: a count never disagrees with the rows.
 */
import { Redis } from 'ioredis';
import {
  type Counts,
  type JobPatch,
  type JobRecord,
  type JobState,
  type JobStore,
  noCounts,
  OUTCOMES,
  type Outcome,
  type RowResult,
  type Who,
} from './store.ts';

const PREFIX = 'cc:jobs:';
const key = {
  job: (id: string) => `${PREFIX}job:${id}`,
  targets: (id: string) => `${PREFIX}job:${id}:targets`,
  rows: (id: string) => `${PREFIX}job:${id}:rows`,
  counts: (id: string) => `${PREFIX}job:${id}:counts`,
  all: `${PREFIX}all`,
  owner: (owner: string) => `${PREFIX}owner:${owner}`,
  session: (hash: string) => `${PREFIX}session:${hash}`,
};

/** Finished and running jobs are kept this long in Redis, then expire with their rows (a later issue makes it a variable). */
const KEEP_SECONDS = 7 * 24 * 3600;

/** A row's first outcome wins; its count rises with it. */
const RECORD = `if redis.call('HSETNX', KEYS[1], ARGV[1], ARGV[2]) == 1 then redis.call('HINCRBY', KEYS[2], ARGV[3], 1) end`;
/** The state moves only from one of the states given. */
const TRANSITION = `local s = redis.call('HGET', KEYS[1], 'state') for i = 2, #ARGV do if s == ARGV[i] then redis.call('HSET', KEYS[1], 'state', ARGV[1]) return 1 end end return 0`;

export class RedisJobStore implements JobStore {
  readonly durable = true;

  constructor(private readonly redis: Redis) {}

  available(): boolean {
    return this.redis.status === 'ready';
  }

  /** `onError`: Redis is unreachable (ioredis keeps reconnecting; a job call meanwhile fails after one retry). */
  static connect(url: string, onError: (error: Error) => void): RedisJobStore {
    const redis = new Redis(url, { maxRetriesPerRequest: 1 });
    redis.on('error', onError);
    return new RedisJobStore(redis);
  }

  async create(job: JobRecord, token: string): Promise<void> {
    const { state, counts: _counts, ...data } = job;
    const score = Date.parse(job.created_at);
    await this.redis
      .multi()
      .hset(key.job(job.id), { data: JSON.stringify(data), state, token })
      .expire(key.job(job.id), KEEP_SECONDS)
      .zadd(key.all, score, job.id)
      .zadd(key.owner(job.owner), score, job.id)
      .exec();
  }

  async get(id: string): Promise<JobRecord | undefined> {
    const [[, fields], [, counts]] = (await this.redis.multi().hgetall(key.job(id)).hgetall(key.counts(id)).exec()) as [
      [unknown, Record<string, string>],
      [unknown, Record<string, string>],
    ];
    if (!fields?.data) return undefined;
    return { ...JSON.parse(fields.data), state: fields.state as JobState, counts: countsOf(counts) };
  }

  async list(owner?: string): Promise<JobRecord[]> {
    const ids = await this.redis.zrevrange(owner === undefined ? key.all : key.owner(owner), 0, 499);
    const jobs = await Promise.all(ids.map((id) => this.get(id)));
    return jobs.filter((j): j is JobRecord => j !== undefined);
  }

  async update(id: string, patch: JobPatch): Promise<void> {
    const fields = await this.redis.hget(key.job(id), 'data');
    if (!fields) return;
    const { state, ...rest } = patch;
    const multi = this.redis.multi().hset(key.job(id), 'data', JSON.stringify({ ...JSON.parse(fields), ...rest }));
    if (state) multi.hset(key.job(id), 'state', state);
    await multi.exec();
  }

  async transition(id: string, from: readonly JobState[], to: JobState): Promise<boolean> {
    return (await this.redis.eval(TRANSITION, 1, key.job(id), to, ...from)) === 1;
  }

  async token(id: string): Promise<string | undefined> {
    return (await this.redis.hget(key.job(id), 'token')) ?? undefined;
  }

  async setToken(id: string, token: string): Promise<void> {
    await this.redis.hset(key.job(id), 'token', token);
  }

  async setTargets(id: string, rows: number[]): Promise<void> {
    await this.redis.set(key.targets(id), JSON.stringify(rows), 'EX', KEEP_SECONDS, 'NX');
  }

  async targets(id: string): Promise<number[] | undefined> {
    const raw = await this.redis.get(key.targets(id));
    return raw ? JSON.parse(raw) : undefined;
  }

  async record(id: string, result: RowResult): Promise<void> {
    await this.redis.eval(RECORD, 2, key.rows(id), key.counts(id), String(result.id), JSON.stringify(result), result.outcome);
    // Rows and counts expire with their job; setting it on every row is cheap next to the upstream call.
    await this.redis.multi().expire(key.rows(id), KEEP_SECONDS).expire(key.counts(id), KEEP_SECONDS).exec();
  }

  async results(id: string): Promise<RowResult[]> {
    return Object.values(await this.redis.hgetall(key.rows(id))).map((raw) => JSON.parse(raw) as RowResult);
  }

  async reopen(id: string, outcomes: readonly Outcome[]): Promise<number[]> {
    const reopened = (await this.results(id)).filter((r) => outcomes.includes(r.outcome));
    if (reopened.length === 0) return [];
    const multi = this.redis.multi().hdel(key.rows(id), ...reopened.map((r) => String(r.id)));
    for (const outcome of outcomes) multi.hincrby(key.counts(id), outcome, -reopened.filter((r) => r.outcome === outcome).length);
    await multi.exec();
    return reopened.map((r) => r.id);
  }

  async rememberSession(tokenHash: string, who: Who, ttlSeconds: number): Promise<void> {
    await this.redis.set(key.session(tokenHash), JSON.stringify(who), 'EX', Math.max(1, Math.ceil(ttlSeconds)));
  }

  async sessionOf(tokenHash: string): Promise<Who | undefined> {
    const raw = await this.redis.get(key.session(tokenHash));
    return raw ? (JSON.parse(raw) as Who) : undefined;
  }

  async forgetSession(tokenHash: string): Promise<void> {
    await this.redis.del(key.session(tokenHash));
  }

  async close(): Promise<void> {
    // A Redis that is away would keep a polite QUIT waiting for a reconnect that never comes.
    if (this.redis.status === 'ready') await this.redis.quit().catch(() => this.redis.disconnect());
    else this.redis.disconnect();
  }
}

function countsOf(raw: Record<string, string> | undefined): Counts {
  const counts = noCounts();
  for (const outcome of OUTCOMES) counts[outcome] = Number(raw?.[outcome] ?? 0);
  return counts;
}
