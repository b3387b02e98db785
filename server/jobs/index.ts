/**
 * Jobs in the gateway (docs/jobs.md): the store and engine REDIS_URL chooses, the global queue of the jobs' upstream
 * calls, the session watch the proxy consults on logins and logouts, the job routes and the event stream that carries
 * their progress (events/). app.ts registers it with one
 * line, before the proxy (which reads the `answerWatch` decorator).
 */
import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { GatewayConfig } from '../config.ts';
import type { AnswerWatch } from '../forward.ts';
import type { Upstream } from '../upstream-pool.ts';
import { memoryBus, redisBus } from '../events/bus.ts';
import { startInbox } from '../events/index.ts';
import { registerEventRoutes, sessionEndedEvent } from '../events/routes.ts';
import { deleteExpiredExports } from './export/index.ts';
import { JOB_EVENT, PublishingJobStore } from './job-events.ts';
import { jobView } from './job-view.ts';
import { memoryEngine } from './memory-engine.ts';
import { MemoryJobStore } from './memory-store.ts';
import { RedisJobStore } from './redis-store.ts';
import { registerJobRoutes } from './routes.ts';
import { callerOf, sessionWatch, tokenHash } from './sessions.ts';
import type { JobRecord, JobStore } from './store.ts';
import { jobCalls } from './upstream-calls.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** What the proxy must watch of a call's answer (a login's token, a logout), by its path; undefined mostly. */
    answerWatch(request: FastifyRequest, path: string): AnswerWatch | undefined;
  }
}

/** Where jobs are kept, for /readyz: in the process, on Redis, or Redis away (job calls answer 503 meanwhile). */
export type JobStoreState = 'memory' | 'redis' | 'redis-down';

export interface JobsOptions {
  /** The event stream's heartbeat (events/sse.ts HEARTBEAT_MS); tests shorten it. */
  heartbeatMs?: number;
}

export async function registerJobs(app: FastifyInstance, config: GatewayConfig, upstream: Upstream, options: JobsOptions = {}): Promise<() => JobStoreState> {
  // Redis away: one warn line per half minute, not one per reconnect attempt (credential-limits.ts says it for logins).
  let warnedAt = 0;
  const redisDown = (error: Error) => {
    if (Date.now() - warnedAt < 30_000) return;
    warnedAt = Date.now();
    app.log.warn({ err: error }, 'job store: Redis unreachable, jobs wait until it is back');
  };
  const kept: JobStore = config.redisUrl ? RedisJobStore.connect(config.redisUrl, redisDown) : new MemoryJobStore();
  // Events go through Redis when jobs do: a job on one replica, its account's stream on another.
  const bus = config.redisUrl ? redisBus(config.redisUrl, redisDown) : memoryBus();
  const store: JobStore = new PublishingJobStore(kept, bus, (error) => app.log.warn({ err: error }, 'job event not published'));
  const calls = jobCalls(upstream, config.jobGlobalConcurrency);
  const deps = { store, calls, concurrency: config.jobConcurrency, exportDir: config.exportDir };
  const log = (error: unknown, id: string) => app.log.error({ err: error, job: id || undefined }, 'job failed');
  // BullMQ only with Redis: imported then, not with the gateway, since it costs about 0.2 s of CPU to load, which every
  // gateway start on the in-process engine (each test process's too) paid for nothing.
  const engine = config.redisUrl ? (await import('./bullmq-engine.ts')).bullmqEngine(config.redisUrl, deps, log, redisDown) : memoryEngine(deps, log);

  /** Signing out cancels the account's running and queued jobs; what they did stays done. */
  const cancelJobsOf = async (account: string) => {
    for (const job of await store.list(account)) {
      if (await store.transition(job.id, ['queued'], 'cancelled')) await store.update(job.id, { finished_at: new Date().toISOString(), error: 'job_cancelled_by_sign_out' });
      else if (await store.transition(job.id, ['running'], 'cancelling')) await store.update(job.id, { error: 'job_cancelled_by_sign_out' });
    }
  };
  // Redis away: the streams are not ended, but the sign-out still cancels the jobs (they come after this).
  const signedOut = (session: string) => bus.publish(sessionEndedEvent(session)).catch((error) => app.log.warn({ err: error }, 'sign-out: its event streams were not told'));
  const watch = { store, cancelJobsOf, signedOut, onError: (error: unknown) => app.log.error({ err: error }, 'job session bookkeeping failed') };
  app.decorate('answerWatch', (request: FastifyRequest, path: string) => sessionWatch(watch, request, path));

  const inbox = await startInbox(app, config, upstream, bus, redisDown);

  await app.register(async (scope) => {
    // The session cookie, read by the two routes that take it (a job's download, the event stream): sessions.ts.
    await scope.register(fastifyCookie);
    await registerJobRoutes(scope, { store, engine, calls, exportDir: config.exportDir });
    registerEventRoutes(scope, {
      bus,
      caller: async (request) => {
        const { who, token } = await callerOf(request, { store, calls }, true);
        return { ...who, session: tokenHash(token), token };
      },
      inbox,
      render: { [JOB_EVENT]: (job, lang) => jobView(job as JobRecord, lang, engine.durable) },
      heartbeatMs: options.heartbeatMs,
    });
  });

  // Export files older than EXPORT_RETENTION_DAYS go, at start and hourly (every replica may: a delete is idempotent).
  const sweep = () =>
    deleteExpiredExports(config.exportDir, config.exportRetentionDays).then(
      (deleted) => deleted.length > 0 && app.log.info({ deleted: deleted.length }, 'expired export files deleted'),
      (error) => app.log.warn({ err: error }, 'export retention: the folder could not be swept'),
    );
  app.addHook('onReady', async () => {
    sweep();
  });
  const sweeping = setInterval(sweep, 3600_000).unref();
  // Before the upstream pool closes (onClose): running jobs stop between rows instead of failing their rows.
  app.addHook('preClose', async () => {
    clearInterval(sweeping);
    await engine.close();
    calls.close();
    await store.close();
    await bus.close();
  });
  return () => (!store.durable ? 'memory' : store.available() ? 'redis' : 'redis-down');
}
