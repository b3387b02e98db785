/**
 * The proxy's fast path. Plain `/api/*` and `/user/*` calls (see `plainProxiedRoute`) are handled by the HTTP
 * server's request handler in front of Fastify: routing, Fastify's request and reply objects, a child logger per
 * request, hooks and http-proxy's URL parsing cost more CPU per proxied call than the call itself. Everything else,
 * the rate-limited login paths and any request arriving while the gateway shuts down included, goes to Fastify.
 *
 * Nothing here is a policy of its own: the request id (request-id.ts), which calls qualify, the body limit
 * (proxy.ts), headers, timeout and failure kinds (forward.ts), error bodies (errors.ts), the log line and the
 * counters (logging.ts, metrics.ts) are the ones Fastify's routes use.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { FastifyBaseLogger, FastifyServerOptions, RawServerDefault } from 'fastify';
import { GatewayError, writeError } from './errors.ts';
import { type Upstream, UpstreamCall } from './forward.ts';
import { recordRequest } from './logging.ts';
import type { MessageKey } from './messages.ts';
import type { RouteClass } from './metrics.ts';
import { checkBody, plainProxiedRoute } from './proxy.ts';
import { requestId } from './request-id.ts';

type RequestHandler = (req: IncomingMessage, res: ServerResponse) => void;

/** A call from the fast path: it answers its own failures and writes its own log line. */
class FastCall extends UpstreamCall {
  private readonly start = performance.now();

  constructor(
    req: IncomingMessage,
    res: ServerResponse,
    private readonly path: ProxyFastPath,
    private readonly routeClass: RouteClass,
  ) {
    super(req, res, requestId(req.headers['x-request-id']), path.upstream.metrics);
  }

  protected takeOver(): void {}

  fail(statusCode: number, key: MessageKey): void {
    writeError(this.res, statusCode, key, this.req.headers['accept-language'], this.id);
    this.end();
  }

  protected override finished(): void {
    recordRequest(this.path.log, this.path.upstream.metrics, {
      requestId: this.id,
      routeClass: this.routeClass,
      method: this.req.method ?? '',
      url: this.req.url ?? '',
      status: this.res.statusCode,
      durationMs: performance.now() - this.start,
      upstreamMs: this.upstreamMs,
      upstreamError: this.upstreamError,
    });
  }
}

export class ProxyFastPath {
  private closing = false;

  constructor(
    readonly upstream: Upstream,
    private readonly bodyLimit: number,
    /** Fastify's root logger: the fast path's lines go where Fastify's go, with the same redaction. */
    readonly log: FastifyBaseLogger,
  ) {}

  /** Handles a plain proxied call and returns true, or returns false and leaves the request to Fastify. */
  take(req: IncomingMessage, res: ServerResponse): boolean {
    const url = req.url ?? '';
    const routeClass = plainProxiedRoute(req.method, url);
    if (!routeClass || this.closing) return false;
    const headers = req.headers;
    const length = headers['content-length'];
    const hasBody = headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
    // Fastify ignores a GET or HEAD body; such odd requests keep Fastify's handling.
    if (hasBody && (req.method === 'GET' || req.method === 'HEAD')) return false;
    const call = new FastCall(req, res, this, routeClass);
    const upstream = this.upstream;
    checkBody(req, hasBody, this.bodyLimit, (error, read) => {
      // Any other error: the client broke off its body; it may still read the answer.
      if (error instanceof GatewayError) call.fail(error.statusCode, error.messageKey);
      else if (error) call.fail(400, 'bad_request');
      else call.send(upstream, upstream.basePath + url, read ?? (hasBody ? req : null));
    });
    return true;
  }

  /** From now on every request goes to Fastify, which answers new ones 503 while the gateway closes. */
  close(): void {
    this.closing = true;
  }
}

/**
 * Fastify's `serverFactory`: the HTTP server Fastify would make (same header size limit and timeouts), with the fast
 * path's handler in front of Fastify's. `fastPath()` is read per request: the fast path exists only once the upstream
 * and Fastify's logger do.
 */
export function serverWithFastPath(fastPath: () => ProxyFastPath | undefined, maxHeaderSize: number) {
  return (fastifyHandler: RequestHandler, options: FastifyServerOptions): RawServerDefault => {
    const server: Server = createServer({ maxHeaderSize }, (req, res) => {
      if (!fastPath()?.take(req, res)) fastifyHandler(req, res);
    });
    server.keepAliveTimeout = options.keepAliveTimeout ?? 72_000;
    server.requestTimeout = options.requestTimeout ?? 0;
    server.setTimeout(options.connectionTimeout ?? 0);
    return server;
  };
}
