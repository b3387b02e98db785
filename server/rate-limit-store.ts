/**
 * Where the login rate limit is counted. Without REDIS_URL: in this gateway, by the plugin's in-memory store (or, in a
 * cluster, the primary's: cluster-link.ts). With REDIS_URL: in Redis, by @fastify/rate-limit's own RedisStore over
 * ioredis, so a client has LOGIN_RATE_LIMIT attempts a minute across every replica and worker.
 *
 * While Redis cannot be reached the limit does not vanish: each attempt is counted by this replica's own store instead
 * (so a client has the limit once per replica), the first such attempt of an outage logs a warn line, each one is
 * counted in gateway_rate_limit_fallback_total, gateway_rate_limit_store_up reads 0 and /readyz says
 * `rate_limit_store: "local-fallback"` (it stays ready: the replicas can serve, and failing every one at once would
 * take the whole console down for a lost counter). docs/scaling.md describes it for operators.
 */
import type { FastifyRateLimitOptions, FastifyRateLimitStore } from '@fastify/rate-limit';
import LocalStore from '@fastify/rate-limit/store/LocalStore.js';
import type { FastifyBaseLogger } from 'fastify';
import { Counter, Gauge, type Registry } from 'prom-client';

type Done = (error: Error | null, result?: { current: number; ttl: number }) => void;
type StoreClass = new (options: FastifyRateLimitOptions) => FastifyRateLimitStore;
interface RouteStoreOptions {
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
}
interface Store {
  incr(key: string, done: Done, timeWindow: number, max: number): void;
  read(key: string, done: Done, timeWindow: number, max: number): void;
  child(options: RouteStoreOptions): Store;
}

/** What /readyz reports: where the login limit is counted right now. */
export type RateLimitStoreState = 'local' | 'redis' | 'local-fallback';

export interface RateLimitBackend {
  /** The plugin's `store` option; undefined for the plugin's own in-memory store. */
  store: StoreClass | undefined;
  state(): RateLimitStoreState;
  close(): Promise<void>;
}

interface RedisLink {
  usable(): boolean;
  fellBack(error?: Error): void;
  /** The plugin's RedisStore for one route group, by its number. */
  store(options: RouteStoreOptions, number: number): Store;
  nextChild: number;
}

/** Counts in Redis while it answers; otherwise, and for a call it fails, in the replica's own store. */
class Failover implements Store {
  constructor(
    private readonly shared: Store,
    private readonly local: Store,
    private readonly link: RedisLink,
  ) {}

  incr(key: string, done: Done, timeWindow: number, max: number): void {
    this.call('incr', key, done, timeWindow, max);
  }

  read(key: string, done: Done, timeWindow: number, max: number): void {
    this.call('read', key, done, timeWindow, max);
  }

  child(routeOptions: RouteStoreOptions): Store {
    // Numbered as cluster-link.ts numbers its children: every replica registers the same routes in the same order.
    return new Failover(this.link.store(routeOptions, ++this.link.nextChild), this.local.child(routeOptions), this.link);
  }

  private call(op: 'incr' | 'read', key: string, done: Done, timeWindow: number, max: number): void {
    if (!this.link.usable()) {
      this.link.fellBack();
      this.local[op](key, done, timeWindow, max);
      return;
    }
    this.shared[op](
      key,
      (error, result) => {
        if (!error) return done(null, result);
        this.link.fellBack(error);
        this.local[op](key, done, timeWindow, max);
      },
      timeWindow,
      max,
    );
  }
}

/** Keys in Redis: `<prefix><child number>-<client address>`, one child per rate-limited route group. */
const KEY_PREFIX = 'commerce-console:rate-limit:';

/**
 * The connection settings @fastify/rate-limit advises (its README: a short connectTimeout, maxRetriesPerRequest 1),
 * plus no offline queue and a command timeout, so a login never waits on a Redis that is away: it is counted locally.
 */
export const REDIS_OPTIONS = {
  connectTimeout: 500,
  maxRetriesPerRequest: 1,
  commandTimeout: 500,
  enableOfflineQueue: false,
  // Reconnect soon after an outage, at most every 2 s.
  retryStrategy: (times: number) => Math.min(times * 100, 2000),
} as const;

/**
 * The rate-limit store for this gateway. `local` is the store used without Redis, and the fallback with it: the
 * cluster's shared store in a worker, the plugin's in-memory store otherwise.
 */
export async function rateLimitBackend(options: {
  redisUrl: string | undefined;
  local: StoreClass | undefined;
  log: FastifyBaseLogger;
  registry: Registry;
}): Promise<RateLimitBackend> {
  const { redisUrl, log, registry } = options;
  if (!redisUrl) return { store: options.local, state: () => 'local', close: async () => {} };
  // Loaded only with REDIS_URL: a gateway without it starts without ioredis.
  const [{ Redis }, { default: RedisStore }] = await Promise.all([import('ioredis'), import('@fastify/rate-limit/store/RedisStore.js')]);

  const up = new Gauge({
    name: 'gateway_rate_limit_store_up',
    help: '1 while the login rate limit is counted in Redis (REDIS_URL), 0 while each replica counts it alone.',
    registers: [registry],
    // In a cluster the lowest worker's value: one worker cut off from Redis makes the gateway's limit per replica.
    aggregator: 'min',
  });
  const fallbacks = new Counter({
    name: 'gateway_rate_limit_fallback_total',
    help: 'Login attempts counted by this replica alone because Redis (REDIS_URL) could not be reached.',
    registers: [registry],
  });
  up.set(0);

  const redis = new Redis(redisUrl, { ...REDIS_OPTIONS, connectionName: 'commerce-console-gateway' });
  // Host and port only: the URL may hold a password.
  const where = `${redis.options.host}:${redis.options.port}`;
  let outage = false;
  let closing = false;
  redis.on('ready', () => {
    up.set(1);
    if (outage) log.info({ redis: where }, 'Redis reachable again: the login rate limit is shared across the replicas again');
    outage = false;
  });
  const lost = (error?: Error) => {
    up.set(0);
    if (outage || closing) return;
    outage = true;
    log.warn(
      { redis: where, err: error },
      'Redis unreachable: each replica counts the login rate limit alone until it is back (gateway_rate_limit_fallback_total)',
    );
  };
  // ioredis reports every failed (re)connect as an error event; without a listener it would print each one.
  redis.on('error', lost);
  redis.on('close', () => lost());

  const link: RedisLink = {
    usable: () => redis.status === 'ready',
    fellBack(error) {
      fallbacks.inc();
      if (error) lost(error);
    },
    store: (routeOptions, number) =>
      new RedisStore(routeOptions.continueExceeding, routeOptions.exponentialBackoff, redis, `${KEY_PREFIX}${number}-`) as unknown as Store,
    nextChild: 0,
  };
  const Local = options.local;
  class FailoverStore extends Failover {
    constructor(pluginOptions: FastifyRateLimitOptions) {
      // What the plugin hands a store it constructs: its merged options, these among them.
      const { continueExceeding, exponentialBackoff, cache } = pluginOptions as RouteStoreOptions & { cache?: number };
      const local = Local ? new Local(pluginOptions) : new LocalStore(continueExceeding, exponentialBackoff, cache);
      super(link.store({ continueExceeding, exponentialBackoff }, 0), local as unknown as Store, link);
    }
  }

  return {
    store: FailoverStore as unknown as StoreClass,
    state: () => (link.usable() ? 'redis' : 'local-fallback'),
    close: async () => {
      closing = true;
      redis.disconnect();
    },
  };
}
