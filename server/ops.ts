/**
 * Operations endpoints: liveness, readiness (not stopping, the upstream circuit is not open and the upstream answers
 * within 2 s; it also says where the credential-call limits are counted: docs/scaling.md, docs/resilience.md) and Prometheus metrics.
 */
import type { FastifyInstance } from 'fastify';
import { Agent, request as undiciRequest } from 'undici';
import { sendError } from './errors.ts';
import { upstreamErrorCode } from './upstream-errors.ts';
import type { CircuitState } from './circuit-breaker.ts';
import type { GatewayMetrics } from './metrics.ts';
import type { StoreState } from './credential-limits.ts';
import type { JobStoreState } from './jobs/index.ts';

export const READINESS_TIMEOUT_MS = 2000;

const READINESS_TIMEOUT = Object.assign(new Error(`the upstream did not answer within ${READINESS_TIMEOUT_MS} ms`), { code: 'READINESS_TIMEOUT' });

/**
 * Any HTTP answer counts: the upstream is reachable and serving, whatever it says about `/`. Gives undefined, or why
 * not (the error's code), within READINESS_TIMEOUT_MS from the start, connecting included: undici does not end a
 * connect when the call is aborted, so the answer does not wait for it (the agent's connect timeout ends it later).
 */
async function whyNotReady(dispatcher: Agent, upstreamUrl: string): Promise<string | undefined> {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort(READINESS_TIMEOUT);
      reject(READINESS_TIMEOUT);
    }, READINESS_TIMEOUT_MS);
  });
  const check = async () => {
    const res = await undiciRequest(upstreamUrl, { method: 'GET', dispatcher, signal: controller.signal });
    await res.body.dump();
  };
  try {
    await Promise.race([check(), deadline]);
    return undefined;
  } catch (error) {
    return upstreamErrorCode(error as Error);
  } finally {
    clearTimeout(timer);
  }
}

export async function registerOps(
  app: FastifyInstance,
  options: {
    metrics: GatewayMetrics;
    metricsText: () => Promise<string>;
    upstreamUrl: () => string;
    /** The gateway is stopping (a load balancer should take it out). */
    draining: () => boolean;
    rateLimitStore: () => StoreState;
    /** Where jobs are kept (jobs/index.ts): a replica whose Redis connection has not come back answers job calls 503. */
    jobStore: () => JobStoreState;
    /** The upstream circuit breaker's state (circuit-breaker.ts). */
    circuit: () => CircuitState;
  },
): Promise<void> {
  const config = { routeClass: 'ops' as const };
  // Its own connections: a pool whose every connection is busy with calls does not make the gateway unready.
  const dispatcher = new Agent({
    connect: { timeout: READINESS_TIMEOUT_MS },
    headersTimeout: READINESS_TIMEOUT_MS,
    bodyTimeout: READINESS_TIMEOUT_MS,
  });
  app.addHook('onClose', async () => dispatcher.destroy());
  const noStore = { 'cache-control': 'no-store' };

  app.get('/healthz', { config }, async (_request, reply) => {
    reply.headers(noStore);
    return { status: 0, data: { alive: true } };
  });

  app.get('/readyz', { config }, async (request, reply) => {
    if (options.draining()) {
      request.log.info('not ready: the gateway is stopping');
      return sendError(request, reply, 503, 'shutting_down');
    }
    // An open circuit: the proxied calls are being turned away, so this gateway is not ready (docs/resilience.md).
    const circuit = options.circuit();
    reply.header('x-upstream-circuit', circuit);
    if (circuit === 'open') {
      request.log.warn({ circuit }, 'not ready: the upstream circuit is open');
      return sendError(request, reply, 503, 'not_ready');
    }
    const started = performance.now();
    const reason = await whyNotReady(dispatcher, options.upstreamUrl());
    if (reason) {
      request.log.warn({ upstream_code: reason }, `not ready: the upstream did not answer (${reason})`);
      return sendError(request, reply, 503, 'not_ready');
    }
    reply.headers(noStore);
    return { status: 0, data: { upstream_ms: Math.round(performance.now() - started), circuit, rate_limit_store: options.rateLimitStore(), job_store: options.jobStore() } };
  });

  app.get('/metrics', { config }, async (_request, reply) => {
    reply.headers(noStore).type(options.metrics.registry.contentType);
    return options.metricsText();
  });
}
