/**
 * What the gateway's worker processes share through the primary (cluster.ts), and the one message protocol between
 * them: the login rate limit, counted once per client however many workers its connections reach, and the metrics,
 * summed over the workers so a scrape through any of them sees the whole gateway (cluster-metrics.ts).
 *
 * A worker asks `{type: ASK, id, what, ...}`; the primary answers `{type: ANSWER, id, result | error}`.
 */
import cluster, { type Worker } from 'node:cluster';
import type { FastifyRateLimitOptions, FastifyRateLimitStore } from '@fastify/rate-limit';
// The plugin's own in-memory store: the primary keeps the counts with exactly the plugin's window rules.
import LocalStore from '@fastify/rate-limit/store/LocalStore.js';
import type { Registry } from 'prom-client';
import { ClusterMetrics, offerMetrics } from './cluster-metrics.ts';

const ASK = 'gateway:ask';
const ANSWER = 'gateway:answer';
/** A worker whose primary does not answer within this long gets an error rather than a hanging request. */
const ASK_TIMEOUT_MS = 5000;

type RateResult = { current: number; ttl: number };

type Question =
  | { what: 'rate'; store: number; op: 'incr' | 'read'; key: string; timeWindow: number; max: number; options: StoreOptions }
  | { what: 'metrics' };

interface StoreOptions {
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
}

/** The state the workers share, as the gateway's parts use it (app.ts). */
export interface SharedState {
  /** A @fastify/rate-limit store whose counts live in the primary. */
  rateLimitStore: new (options: FastifyRateLimitOptions) => FastifyRateLimitStore;
  /**
   * Offers this worker's `registry` to the primary's collections, and returns what a scrape answers: every worker's
   * metrics, summed.
   */
  shareMetrics(registry: Registry): () => Promise<string>;
}

// ---- worker side ----

let nextId = 0;
const pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void; timer: NodeJS.Timeout }>();

function ask<T>(question: Question): Promise<T> {
  return new Promise((resolve, reject) => {
    if (!process.send || !process.connected) {
      reject(new Error('the gateway primary is gone'));
      return;
    }
    const id = ++nextId;
    const timer = setTimeout(() => {
      pending.delete(id);
      reject(new Error(`the gateway primary did not answer "${question.what}" within ${ASK_TIMEOUT_MS} ms`));
    }, ASK_TIMEOUT_MS);
    pending.set(id, { resolve: resolve as (value: unknown) => void, reject, timer });
    process.send({ type: ASK, id, ...question });
  });
}

function onAnswer(message: { type?: string; id: number; result?: unknown; error?: string }): void {
  if (message?.type !== ANSWER) return;
  const waiting = pending.get(message.id);
  if (!waiting) return;
  pending.delete(message.id);
  clearTimeout(waiting.timer);
  if (message.error) waiting.reject(new Error(message.error));
  else waiting.resolve(message.result);
}

/**
 * The rate-limit store a worker's gateway uses. The plugin makes a child per rate-limited route; children are made in
 * the same order in every worker (the same code registers the same routes), so their numbers name the same counts.
 */
class SharedRateLimitStore {
  private static children = 0;

  constructor(
    private readonly options: StoreOptions,
    private readonly store = 0,
  ) {}

  incr(key: string, done: (error: Error | null, result?: RateResult) => void, timeWindow: number, max: number): void {
    this.call('incr', key, timeWindow, max, done);
  }

  read(key: string, done: (error: Error | null, result?: RateResult) => void, timeWindow: number, max: number): void {
    this.call('read', key, timeWindow, max, done);
  }

  child(routeOptions: StoreOptions): SharedRateLimitStore {
    return new SharedRateLimitStore(
      { continueExceeding: routeOptions.continueExceeding, exponentialBackoff: routeOptions.exponentialBackoff },
      ++SharedRateLimitStore.children,
    );
  }

  private call(op: 'incr' | 'read', key: string, timeWindow: number, max: number, done: (error: Error | null, result?: RateResult) => void) {
    ask<RateResult>({ what: 'rate', store: this.store, op, key, timeWindow, max, options: this.options }).then(
      (result) => done(null, result),
      (error: Error) => done(error),
    );
  }
}

/** The shared state as a worker reaches it; call once per worker process. */
export function workerLink(): SharedState {
  process.on('message', onAnswer);
  return {
    rateLimitStore: SharedRateLimitStore as unknown as SharedState['rateLimitStore'],
    shareMetrics(registry) {
      offerMetrics(registry);
      return () => ask<string>({ what: 'metrics' });
    },
  };
}

// ---- primary side ----

/** Answers the workers' questions; call once in the primary. */
export function serveWorkers(): void {
  const stores = new Map<number, InstanceType<typeof LocalStore>>();
  const metrics = new ClusterMetrics();

  const answer = async (question: Question): Promise<unknown> => {
    if (question.what === 'metrics') return metrics.text();
    let store = stores.get(question.store);
    if (!store) {
      store = new LocalStore(question.options.continueExceeding, question.options.exponentialBackoff);
      stores.set(question.store, store);
    }
    const counts = store;
    return new Promise((resolve, reject) => {
      counts[question.op](question.key, (error: Error | null, result: RateResult) => (error ? reject(error) : resolve(result)), question.timeWindow, question.max);
    });
  };

  cluster.on('message', (worker: Worker, message: { type?: string; id: number } & Question) => {
    if (message?.type !== ASK) return;
    answer(message).then(
      (result) => reply(worker, { type: ANSWER, id: message.id, result }),
      (error: Error) => reply(worker, { type: ANSWER, id: message.id, error: error.message }),
    );
  });
}

function reply(worker: Worker, message: object): void {
  // A worker that exited meanwhile needs no answer.
  if (worker.isConnected()) worker.send(message);
}

// ---- stopping ----

const STOP = 'gateway:stop';

/** Primary: asks a worker to stop as SIGTERM would (a signal could reach a worker that is stopping already). */
export function requestStop(worker: Worker): void {
  if (worker.isConnected()) worker.send({ type: STOP });
}

/** Worker: `stop` runs when the primary asks. */
export function onStopRequest(stop: () => void): void {
  process.on('message', (message: { type?: string }) => {
    if (message?.type === STOP) stop();
  });
}
