/**
 * `buildGateway(config)`: the gateway as a Fastify instance (not listening), for `main` and for tests.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import { type GatewayConfig, MOCK_UPSTREAM } from './config.ts';
import { registerCspReports } from './csp-report.ts';
import { type EmbeddedMock, startEmbeddedMock } from './embedded-mock.ts';
import { errorBody, GatewayError, handleError, sendError } from './errors.ts';
import { loggerOptions, RequestRecord, stdoutDestination } from './logging.ts';
import { createMetrics } from './metrics.ts';
import { registerOps } from './ops.ts';
import { registerProxy } from './proxy.ts';
import { securityHeaders } from './security.ts';
import { registerConsole } from './static.ts';

export interface GatewayOptions {
  /** Where log lines go (stdout when absent); tests pass a stream to read them. */
  logStream?: DestinationStream;
}

/** A request id from the client is kept when it is short and plain (it ends up in logs); otherwise a new one. */
const CLIENT_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

function requestId(req: IncomingMessage): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && CLIENT_REQUEST_ID.test(given) ? given : randomUUID();
}

/** The oversized-header answer is written to the socket before any header is parsed; only the raw bytes say the language. */
function clientErrorAnswer(error: Error & { code?: string; rawPacket?: Buffer }): { status: number; body: string } {
  const raw = error.rawPacket?.toString('latin1');
  const acceptLanguage = raw ? /\r\naccept-language:[ \t]*([^\r\n]*)/i.exec(raw)?.[1] : undefined;
  const id = randomUUID();
  if (error.code === 'HPE_HEADER_OVERFLOW') return { status: 431, body: JSON.stringify(errorBody('headers_too_large', acceptLanguage, id)) };
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') return { status: 408, body: JSON.stringify(errorBody('bad_request', acceptLanguage, id)) };
  return { status: 400, body: JSON.stringify(errorBody('bad_request', acceptLanguage, id)) };
}

function trustHops(hops: number) {
  return (_address: string, hop: number) => hop < hops;
}

const STATUS_TEXT: Record<number, string> = { 400: 'Bad Request', 408: 'Request Timeout', 431: 'Request Header Fields Too Large' };

export async function buildGateway(config: GatewayConfig, options: GatewayOptions = {}): Promise<FastifyInstance> {
  const logger = loggerOptions(config.logLevel, options.logStream ?? stdoutDestination());
  const mock = config.upstreamUrl === MOCK_UPSTREAM ? await startEmbeddedMock(logger) : undefined;
  try {
    return await assemble(config, logger, mock?.url ?? config.upstreamUrl, mock);
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
): Promise<FastifyInstance> {
  const metrics = createMetrics();

  const app = Fastify({
    logger,
    logController: new RequestRecord(metrics),
    requestIdHeader: false,
    genReqId: requestId,
    bodyLimit: config.bodyLimit,
    // A hop count means: trust that many proxies in front (proxy-addr's index counts from the socket's peer).
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    http: { maxHeaderSize: config.maxHeaderSize },
    clientErrorHandler(error: Error & { code?: string }, socket: Socket) {
      if (error.code === 'ECONNRESET' || socket.destroyed) return;
      const { status, body } = clientErrorAnswer(error);
      if (socket.writable) {
        socket.write(
          `HTTP/1.1 ${status} ${STATUS_TEXT[status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
        );
      }
      socket.destroy();
    },
  });
  if (mock) app.addHook('onClose', mock.close);

  app.setErrorHandler(handleError);
  app.setNotFoundHandler((request, reply) => sendError(request, reply, 404, 'not_found'));

  await app.register(rateLimit, { global: false });
  const loginGuard = app.rateLimit({
    max: config.loginRateLimit,
    timeWindow: 60_000,
    errorResponseBuilder: () => new GatewayError(429, 'rate_limited'),
  });
  await registerProxy(app, {
    upstreamUrl,
    timeoutMs: config.upstreamTimeoutMs,
    connections: config.upstreamConnections,
    bodyLimit: config.bodyLimit,
    metrics,
    loginGuard,
  });
  // The gateway's own routes, in a context of their own: proxied answers carry the request id already (forward.ts)
  // and skip this hook; gateway errors set it in sendError.
  await app.register(async (own) => {
    own.addHook('onRequest', (request, reply, done) => {
      reply.header('x-request-id', request.id);
      done();
    });
    await registerOps(own, { metrics, upstreamUrl: () => upstreamUrl });
    await registerConsole(own, { staticDir: config.staticDir, securityHeaders: securityHeaders(config) });
    await registerCspReports(own);
  });
  return app;
}
