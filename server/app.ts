/**
 * `buildGateway(config)`: the gateway as a Fastify instance (not listening), for `main` and for tests.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import Fastify, { type FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import { CircuitBreaker } from './circuit-breaker.ts';
import { capConnectionsPerClient } from './client-connections.ts';
import { clientErrorHandler } from './client-errors.ts';
import type { GatewayConfig } from './config.ts';
import { MOCK_UPSTREAM } from './config-values.ts';
import { registerCredentialLimits } from './credential-limits.ts';
import { registerCspReports } from './csp-report.ts';
import { type EmbeddedMock, startEmbeddedMock } from './embedded-mock.ts';
import { handleError, sendError } from './errors.ts';
import type { UpstreamCall } from './forward.ts';
import { createUpstream } from './upstream-pool.ts';
import { registerJobs } from './jobs/index.ts';
import { watchLag } from './load-shedding.ts';
import { loggerOptions, RequestRecord, stdoutDestination } from './logging.ts';
import { createMetrics } from './metrics.ts';
import { registerOpenApi } from './openapi.ts';
import { registerOps } from './ops.ts';
import { registerProxy } from './proxy.ts';
import { BodyBudget } from './request-body.ts';
import { requestId } from './request-id.ts';
import { NO_SNIFF, securityHeaders } from './security.ts';
import { registerConsole } from './static.ts';
import { trustProxy } from './trust-proxy.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The shutdown's grace ran out: ends every proxied call still in flight, each with its log line (written before
     * the process exits), and returns how many there were.
     */
    cutOffCalls(): number;
    /**
     * The gateway is stopping: /readyz fails from now on, so a load balancer takes it out, while it still serves
     * (gateway-process.ts keeps accepting for SHUTDOWN_ACCEPT_MS, then closes).
     */
    startDraining(): void;
  }
}

export interface GatewayOptions {
  /** Where log lines go (stdout when absent); tests pass a stream to read them. */
  logStream?: DestinationStream;
  /** The circuit breaker's clock (milliseconds, monotonic); unset, performance.now(). Tests move their own. */
  breakerClock?: () => number;
  /** The event stream's heartbeat in milliseconds (15 s unset); tests shorten it to see one. */
  eventHeartbeatMs?: number;
}

/** How often Node checks HEADERS_TIMEOUT_MS and REQUEST_TIMEOUT_MS: often enough that a timeout ends within a quarter of it. */
const timeoutCheckMs = (config: GatewayConfig) => Math.max(50, Math.min(1000, Math.floor(config.headersTimeoutMs / 4)));

export async function buildGateway(config: GatewayConfig, options: GatewayOptions = {}): Promise<FastifyInstance> {
  const logger = loggerOptions(config.logLevel, options.logStream ?? stdoutDestination());
  const mock = config.upstreamUrl === MOCK_UPSTREAM ? await startEmbeddedMock(logger) : undefined;
  try {
    return await assemble(config, logger, mock?.url ?? config.upstreamUrl, mock, options);
  } catch (error) {
    await mock?.close();
    throw error;
  }
}

async function assemble(
  config: GatewayConfig,
  logger: ReturnType<typeof loggerOptions>,
  upstreamUrl: string,
  mock: EmbeddedMock | undefined,
  { breakerClock, eventHeartbeatMs }: GatewayOptions,
): Promise<FastifyInstance> {
  const metrics = createMetrics();
  const trust = trustProxy(config.trustProxy);
  const requestRecord = new RequestRecord(metrics);

  const app: FastifyInstance = Fastify({
    logger,
    logController: requestRecord,
    requestIdHeader: false,
    genReqId: (req) => requestId(req.headers['x-request-id']),
    bodyLimit: config.bodyLimit,
    trustProxy: trust ?? false,
    // Node's HTTP server reads every request (llhttp, strict): the head within HEADERS_TIMEOUT_MS, head and body
    // within REQUEST_TIMEOUT_MS, or 408 and closed (client-errors.ts); docs/gateway.md "Slow and many clients".
    requestTimeout: config.requestTimeoutMs,
    http: {
      maxHeaderSize: config.maxHeaderSize,
      headersTimeout: config.headersTimeoutMs,
      requestTimeout: config.requestTimeoutMs,
      connectionsCheckingInterval: timeoutCheckMs(config),
    },
    clientErrorHandler: clientErrorHandler(() => app.log, metrics),
  });
  capConnectionsPerClient(app.server, config.maxConnectionsPerClient, trust, app.log);
  const lag = watchLag(config.shedEventLoopDelayMs);
  const breaker = new CircuitBreaker(config.breakerFailures, config.breakerOpenMs, (change) => {
    metrics.circuit(change.to);
    // One line per change (docs/resilience.md): at warn when calls start being turned away.
    const line = { circuit: change.to, from: change.from, failures: change.failures || undefined };
    if (change.to === 'open') app.log.warn({ ...line, open_ms: config.breakerOpenMs }, 'upstream circuit open: proxied calls are answered 503 at once');
    else if (change.to === 'half_open') app.log.info(line, 'upstream circuit half open: one probe call goes through');
    else app.log.info(line, 'upstream circuit closed: the upstream answered the probe');
  }, breakerClock);
  const upstream = createUpstream(upstreamUrl, {
    connections: config.upstreamConnections,
    timeoutMs: config.upstreamTimeoutMs,
    metrics,
    trust,
    breaker,
    lagging: lag.lagging,
  });
  app.addHook('onClose', async () => {
    lag.stop();
    await upstream.pool.destroy();
  });
  if (mock) app.addHook('onClose', mock.close);

  app.setErrorHandler(handleError);
  app.setNotFoundHandler((request, reply) => sendError(request, reply, 404, 'not_found'));

  const credentialLimits = await registerCredentialLimits(app, { max: config.loginRateLimit, redisUrl: config.redisUrl, registry: metrics.registry });
  // Draining (docs/scaling.md "Rolling restarts"): answers close their connection, so no pooled
  // connection of the balancer's is left to reuse once the gateway stops listening. A listener on the server, added
  // when draining starts, ahead of Fastify's: a hook would run for every request of the gateway's life.
  let draining = false;
  const closeAfterAnswer = (_req: IncomingMessage, res: ServerResponse) => {
    res.shouldKeepAlive = false;
  };
  const jobStore = await registerJobs(app, config, upstream, { heartbeatMs: eventHeartbeatMs });
  const routeCalls = new Set<UpstreamCall>();
  await registerProxy(app, {
    upstream,
    bodyLimit: config.bodyLimit,
    bodyBudget: new BodyBudget(config.bodyBufferLimit),
    credentialLimits,
    requestRecord,
    inFlight: routeCalls,
  });
  app.decorate('cutOffCalls', () => {
    const calls = [...routeCalls];
    for (const call of calls) call.cutOff();
    return calls.length;
  });
  // The gateway's own routes, in a context of their own: proxied answers carry the request id already (forward.ts)
  // and skip this hook; gateway errors set it in sendError.
  await app.register(async (own) => {
    own.addHook('onRequest', (request, reply, done) => {
      reply.header('x-request-id', request.id).header(NO_SNIFF.name, NO_SNIFF.value);
      done();
    });
    app.decorate('startDraining', () => {
      if (draining) return;
      draining = true;
      app.server.prependListener('request', closeAfterAnswer);
    });
    await registerOps(own, {
      metrics,
      metricsText: () => metrics.registry.metrics(),
      upstreamUrl: () => upstreamUrl,
      draining: () => draining,
      rateLimitStore: credentialLimits.state,
      jobStore,
      circuit: () => breaker.state,
    });
    await registerConsole(own, { staticDir: config.staticDir, securityHeaders: securityHeaders(config) });
    await registerCspReports(own);
    await registerOpenApi(own);
  });
  return app;
}
