/** Operations endpoints: liveness, readiness (the upstream answers within 2 s) and Prometheus metrics. */
import type { FastifyInstance } from 'fastify';
import { request as undiciRequest } from 'undici';
import { sendError } from './errors.ts';
import type { GatewayMetrics } from './metrics.ts';

export const READINESS_TIMEOUT_MS = 2000;

/** Any HTTP answer counts: the upstream is reachable and serving, whatever it says about `/`. */
async function upstreamAnswers(upstreamUrl: string): Promise<boolean> {
  const signal = AbortSignal.timeout(READINESS_TIMEOUT_MS);
  try {
    const res = await undiciRequest(upstreamUrl, { method: 'GET', signal, headersTimeout: READINESS_TIMEOUT_MS });
    await res.body.dump();
    return true;
  } catch {
    return false;
  }
}

export async function registerOps(
  app: FastifyInstance,
  options: {
    metrics: GatewayMetrics;
    /** This process's metrics, or in a cluster every worker's summed. */
    metricsText: () => Promise<string>;
    upstreamUrl: () => string;
  },
): Promise<void> {
  const config = { routeClass: 'ops' as const };
  const noStore = { 'cache-control': 'no-store' };

  app.get('/healthz', { config }, async (_request, reply) => {
    reply.headers(noStore);
    return { status: 0, data: { alive: true } };
  });

  app.get('/readyz', { config }, async (request, reply) => {
    const started = performance.now();
    if (!(await upstreamAnswers(options.upstreamUrl()))) return sendError(request, reply, 503, 'not_ready');
    reply.headers(noStore);
    return { status: 0, data: { upstream_ms: Math.round(performance.now() - started) } };
  });

  app.get('/metrics', { config }, async (_request, reply) => {
    reply.headers(noStore).type(options.metrics.registry.contentType);
    return options.metricsText();
  });
}
