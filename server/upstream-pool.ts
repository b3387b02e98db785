/**
 * The upstream every proxied call and job goes to: one undici pool bound to its origin, with what a call needs to
 * know about it (its Host, path prefix, timeout, breaker and load shedding). A call over it: forward.ts.
 */
import { Pool } from 'undici';
import type { CircuitBreaker } from './circuit-breaker.ts';
import type { GatewayMetrics } from './metrics.ts';
import type { TrustProxy } from './trust-proxy.ts';

/** The upstream: one undici pool bound to its origin, so no path, header or encoding trick reaches another host. */
export interface Upstream {
  pool: Pool;
  origin: string;
  /** The Host header sent upstream. */
  host: string;
  /** The upstream URL's path prefix without a trailing slash ('' for none). */
  basePath: string;
  timeoutMs: number;
  metrics: GatewayMetrics;
  trust: TrustProxy | undefined;
  /** Turns calls away while the upstream keeps failing (circuit-breaker.ts). */
  breaker: CircuitBreaker;
  /** The event loop lags past SHED_EVENT_LOOP_DELAY_MS: proxied calls are shed (load-shedding.ts). */
  lagging: () => boolean;
}

/**
 * Connecting to the upstream may take UPSTREAM_TIMEOUT_MS, at most this long (undici's own default): an upstream
 * that accepts no connection (a full accept queue, a dropped SYN) is a 504 then. undici needs it set: it does not end
 * a connect when the call is aborted, and its default would keep a shorter UPSTREAM_TIMEOUT_MS waiting 10 s.
 */
const CONNECT_TIMEOUT_MAX_MS = 10_000;

export function createUpstream(
  url: string,
  options: {
    connections: number;
    timeoutMs: number;
    metrics: GatewayMetrics;
    trust: TrustProxy | undefined;
    breaker: CircuitBreaker;
    lagging: () => boolean;
  },
): Upstream {
  const base = new URL(url);
  return {
    pool: new Pool(base.origin, {
      connections: options.connections,
      keepAliveTimeout: 30_000,
      connectTimeout: Math.min(options.timeoutMs, CONNECT_TIMEOUT_MAX_MS),
    }),
    origin: base.origin,
    host: base.host,
    basePath: base.pathname.replace(/\/$/, ''),
    timeoutMs: options.timeoutMs,
    metrics: options.metrics,
    trust: options.trust,
    breaker: options.breaker,
    lagging: options.lagging,
  };
}
