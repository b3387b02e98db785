/**
 * `buildGateway(config)`: the gateway as a Fastify instance (not listening), for `main` and for tests.
 */
import { randomUUID } from 'node:crypto';
import type { Socket } from 'node:net';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import { CircuitBreaker } from './circuit-breaker.ts';
import type { SharedState } from './cluster-link.ts';
import { type GatewayConfig, MOCK_UPSTREAM } from './config.ts';
import { registerCspReports } from './csp-report.ts';
import { type EmbeddedMock, startEmbeddedMock } from './embedded-mock.ts';
import { errorBody, GatewayError, handleError, sendError } from './errors.ts';
import { ProxyFastPath, serverWithFastPath } from './fast-path.ts';
import { createUpstream, type UpstreamCall } from './forward.ts';
import { watchLag } from './load-shedding.ts';
import { loggerOptions, RequestRecord, redactUrl, stdoutDestination } from './logging.ts';
import { createMetrics } from './metrics.ts';
import { registerOpenApi } from './openapi.ts';
import { registerOps } from './ops.ts';
import { registerProxy } from './proxy.ts';
import { rateLimitBackend } from './rate-limit-store.ts';
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
  /** In a cluster worker: the state the workers share through the primary (cluster-link.ts). */
  shared?: SharedState;
}

/** The oversized-header answer is written to the socket before any header is parsed; only the raw bytes say the language. */
function clientErrorAnswer(error: Error & { code?: string; rawPacket?: Buffer }): { status: number; body: string; id: string; method: string; url: string } {
  const raw = error.rawPacket?.toString('latin1');
  const acceptLanguage = raw ? /\r\naccept-language:[ \t]*([^\r\n]*)/i.exec(raw)?.[1] : undefined;
  // what the request line said, for the log line; a refused request may have none
  const [, method = '-', url = '-'] = (raw && /^([A-Z]{1,16}) (\S{1,2048}) HTTP\//.exec(raw)) || [];
  const id = randomUUID();
  const answer = (status: number, key: 'headers_too_large' | 'bad_request') => ({ status, body: JSON.stringify(errorBody(key, acceptLanguage, id)), id, method, url });
  if (error.code === 'HPE_HEADER_OVERFLOW') return answer(431, 'headers_too_large');
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') return answer(408, 'bad_request');
  return answer(400, 'bad_request');
}

const STATUS_TEXT: Record<number, string> = { 400: 'Bad Request', 408: 'Request Timeout', 431: 'Request Header Fields Too Large' };

export async function buildGateway(config: GatewayConfig, options: GatewayOptions = {}): Promise<FastifyInstance> {
  const logger = loggerOptions(config.logLevel, options.logStream ?? stdoutDestination());
  const mock = config.upstreamUrl === MOCK_UPSTREAM ? await startEmbeddedMock(logger) : undefined;
  try {
    return await assemble(config, logger, mock?.url ?? config.upstreamUrl, mock, options.shared);
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
  shared: SharedState | undefined,
): Promise<FastifyInstance> {
  const metrics = createMetrics();
  const trust = trustProxy(config.trustProxy);
  let fastPath: ProxyFastPath | undefined;
  const requestRecord = new RequestRecord(metrics);

  const app = Fastify({
    logger,
    logController: requestRecord,
    requestIdHeader: false,
    genReqId: (req) => requestId(req.headers['x-request-id']),
    bodyLimit: config.bodyLimit,
    trustProxy: trust ?? false,
    serverFactory: serverWithFastPath(() => fastPath, config.maxHeaderSize),
    clientErrorHandler(error: Error & { code?: string }, socket: Socket) {
      if (error.code === 'ECONNRESET' || socket.destroyed) return;
      const { status, body, id, method, url } = clientErrorAnswer(error);
      // refused before Fastify saw it: logged and counted here, with Node's parser code saying why
      metrics.request('other', status);
      app.log.warn({ request_id: id, method, path: redactUrl(url), client: socket.remoteAddress, status, code: error.code }, 'request refused');
      if (socket.writable) {
        socket.write(
          `HTTP/1.1 ${status} ${STATUS_TEXT[status]}\r\nContent-Type: application/json; charset=utf-8\r\nX-Content-Type-Options: nosniff\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
        );
      }
      socket.destroy();
    },
  });
  const lag = watchLag(config.shedEventLoopDelayMs);
  const breaker = new CircuitBreaker(config.breakerFailures, config.breakerOpenMs, (change) => {
    metrics.circuit(change.to);
    // One line per change (docs/resilience.md): at warn when calls start being turned away.
    const line = { circuit: change.to, from: change.from, failures: change.failures || undefined };
    if (change.to === 'open') app.log.warn({ ...line, open_ms: config.breakerOpenMs }, 'upstream circuit open: proxied calls are answered 503 at once');
    else if (change.to === 'half_open') app.log.info(line, 'upstream circuit half open: one probe call goes through');
    else app.log.info(line, 'upstream circuit closed: the upstream answered the probe');
  });
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

  const rateLimitStore = await rateLimitBackend({ redisUrl: config.redisUrl, local: shared?.rateLimitStore, log: app.log, registry: metrics.registry });
  app.addHook('onClose', rateLimitStore.close);
  await app.register(rateLimit, { global: false, store: rateLimitStore.store });
  const loginGuard = app.rateLimit({
    max: config.loginRateLimit,
    timeWindow: 60_000,
    errorResponseBuilder: () => new GatewayError(429, 'rate_limited'),
  });
  // Draining (docs/scaling.md "Rolling restarts"): answers close their connection, as the fast path's do, so no pooled
  // connection of the balancer's is left to reuse once the gateway stops listening.
  let draining = false;
  app.addHook('onRequest', (_request, reply, done) => {
    if (draining) reply.raw.shouldKeepAlive = false;
    done();
  });
  // Calls through Fastify's routes (logins, odd paths); the fast path finds its own through its connections.
  const routeCalls = new Set<UpstreamCall>();
  await registerProxy(app, { upstream, bodyLimit: config.bodyLimit, loginGuard, requestRecord, inFlight: routeCalls });
  const proxyFastPath = new ProxyFastPath(upstream, config.bodyLimit, app.log, app.server.keepAliveTimeout, config.maxHeaderSize);
  app.addHook('preClose', (done) => {
    proxyFastPath.close();
    done();
  });
  // Once the last connection has closed: the lines of the calls finished in the last event-loop turn.
  app.addHook('onClose', async () => proxyFastPath.recorder.flush());
  app.decorate('cutOffCalls', () => {
    const calls = [...routeCalls];
    for (const call of calls) call.cutOff();
    return calls.length + proxyFastPath.cutOffCalls();
  });
  // The gateway's own routes, in a context of their own: proxied answers carry the request id already (forward.ts)
  // and skip this hook; gateway errors set it in sendError.
  await app.register(async (own) => {
    own.addHook('onRequest', (request, reply, done) => {
      reply.header('x-request-id', request.id).header(NO_SNIFF.name, NO_SNIFF.value);
      done();
    });
    const metricsText = shared ? shared.shareMetrics(metrics.registry) : () => metrics.registry.metrics();
    app.decorate('startDraining', () => {
      draining = true;
      proxyFastPath.drain();
    });
    await registerOps(own, {
      metrics,
      metricsText,
      upstreamUrl: () => upstreamUrl,
      draining: () => draining,
      rateLimitStore: rateLimitStore.state,
      circuit: () => breaker.state,
    });
    await registerConsole(own, { staticDir: config.staticDir, securityHeaders: securityHeaders(config) });
    await registerCspReports(own);
    await registerOpenApi(own);
  });
  fastPath = proxyFastPath;
  return app;
}
