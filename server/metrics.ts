/** Prometheus metrics of one gateway instance (its own registry, so several gateways can live in one process). */
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { CIRCUIT_STATES, type CircuitState } from './circuit-breaker.ts';

export const ROUTE_CLASSES = ['api', 'user', 'static', 'ops', 'other'] as const;
export type RouteClass = (typeof ROUTE_CLASSES)[number];

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The metrics label of the route; routes without one (the not-found handler) count as `other`. */
    routeClass?: RouteClass;
  }
}

export const UPSTREAM_ERROR_KINDS = ['refused', 'reset', 'timeout', 'dns', 'other'] as const;
export type UpstreamErrorKind = (typeof UPSTREAM_ERROR_KINDS)[number];

/** Why a proxied call was answered 503 without calling the upstream (docs/resilience.md). */
export const TURNED_AWAY = ['circuit_open', 'event_loop_lag'] as const;
export type TurnedAway = (typeof TURNED_AWAY)[number];

export interface GatewayMetrics {
  registry: Registry;
  request(routeClass: RouteClass, status: number): void;
  upstreamLatency(ms: number): void;
  upstreamError(kind: UpstreamErrorKind): void;
  /** A proxied call was answered 503 at once. */
  turnedAway(reason: TurnedAway): void;
  /** A failed upstream call was sent once more. */
  retried(): void;
  /** The circuit breaker changed state. */
  circuit(state: CircuitState): void;
}

export function createMetrics(): GatewayMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: 'gateway_requests_total',
    help: 'Requests answered by the gateway, by route class and status code.',
    labelNames: ['class', 'status'] as const,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'gateway_upstream_duration_seconds',
    help: 'Time from sending a request upstream to receiving its response headers.',
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60],
    registers: [registry],
  });
  const errors = new Counter({
    name: 'gateway_upstream_errors_total',
    help: 'Upstream calls that failed, by kind: refused, reset, timeout, dns, other.',
    labelNames: ['kind'] as const,
    registers: [registry],
  });
  for (const kind of UPSTREAM_ERROR_KINDS) errors.inc({ kind }, 0);
  const turnedAway = new Counter({
    name: 'gateway_turned_away_total',
    help: 'Proxied calls answered 503 without calling the upstream, by reason: circuit_open, event_loop_lag.',
    labelNames: ['reason'] as const,
    registers: [registry],
  });
  for (const reason of TURNED_AWAY) turnedAway.inc({ reason }, 0);
  const retries = new Counter({
    name: 'gateway_upstream_retries_total',
    help: 'Upstream calls sent a second time because their connection failed before any byte was sent.',
    registers: [registry],
  });
  // 1 for the current state.
  const circuit = new Gauge({
    name: 'gateway_upstream_circuit',
    help: 'The upstream circuit breaker: 1 for its current state (closed, open, half_open), 0 for the others.',
    labelNames: ['state'] as const,
    registers: [registry],
  });
  const circuitChanges = new Counter({
    name: 'gateway_upstream_circuit_changes_total',
    help: 'Changes of the upstream circuit breaker, by the state it moved to.',
    labelNames: ['state'] as const,
    registers: [registry],
  });
  for (const state of CIRCUIT_STATES) {
    circuit.set({ state }, state === 'closed' ? 1 : 0);
    circuitChanges.inc({ state }, 0);
  }
  // Label lookups are the costly part of a counter increment: keep one child per (class, status).
  const children = new Map<string, ReturnType<typeof requests.labels>>();
  return {
    registry,
    request(routeClass, status) {
      const key = `${routeClass}${status}`;
      let child = children.get(key);
      if (!child) {
        child = requests.labels({ class: routeClass, status: String(status) });
        children.set(key, child);
      }
      child.inc();
    },
    upstreamLatency: (ms) => latency.observe(ms / 1000),
    upstreamError: (kind) => errors.inc({ kind }),
    turnedAway: (reason) => turnedAway.inc({ reason }),
    retried: () => retries.inc(),
    circuit(state) {
      for (const s of CIRCUIT_STATES) circuit.set({ state: s }, s === state ? 1 : 0);
      circuitChanges.inc({ state });
    },
  };
}
