/**
 * `/api/*` and `/user/*` to the upstream, and the rules both of the gateway's proxy paths share. Plain calls take the
 * fast path in front of Fastify (fast-path.ts, which asks `plainProxiedRoute` here); the rest (the rate-limited login
 * paths, and paths with escapes, dot segments or odd characters) go through Fastify, where @fastify/http-proxy routes
 * them, rewrites the prefix and rejects absolute, `//host` and dot-segment destinations. Either way `forward.ts`
 * makes the call over the one pool bound to the upstream's origin.
 */
import type { IncomingMessage } from 'node:http';
import type { Readable } from 'node:stream';
import httpProxy from '@fastify/http-proxy';
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { GatewayError, sendError } from './errors.ts';
import { type Upstream, UpstreamCall } from './forward.ts';
import type { RequestRecord } from './logging.ts';
import type { MessageKey } from './messages.ts';
import type { RouteClass } from './metrics.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The upstream call of a proxied request, for the log line. */
    upstreamCall: UpstreamCall | undefined;
  }
}

/** Login calls, rate limited per client (one budget for both). */
export const LOGIN_PATHS = ['/api/v2/admin/login', '/api/v2/seller/login'] as const;

const METHODS = ['DELETE', 'GET', 'HEAD', 'PATCH', 'POST', 'PUT', 'OPTIONS'];

/**
 * Path characters the fast path takes as they are: unreserved and sub-delims (RFC 3986) without `;` (a parameter
 * delimiter to some routers). Anything else, `%` escapes and `\` included, goes to Fastify and http-proxy's checks.
 */
const PLAIN_PATH_CHAR = /^[A-Za-z0-9\-._~!$&'()*+,=:@/]*$/;

/**
 * The route class of a proxied call that needs no more checks than the fast path makes, or undefined for Fastify to
 * handle the request: not a proxied method or prefix, a login path (rate limited), or a path with escapes, odd
 * characters, an empty or a dot segment.
 */
export function plainProxiedRoute(method: string | undefined, url: string): RouteClass | undefined {
  const routeClass = url.startsWith('/api/') ? 'api' : url.startsWith('/user/') ? 'user' : undefined;
  if (!routeClass || !METHODS.includes(method ?? '')) return undefined;
  const q = url.indexOf('?');
  const path = q === -1 ? url : url.slice(0, q);
  if (!PLAIN_PATH_CHAR.test(path) || path.includes('//') || path.includes('/.')) return undefined;
  for (const login of LOGIN_PATHS) if (path.startsWith(login)) return undefined;
  return routeClass;
}

/** Bodies up to this size are read whole before the upstream call. */
export const SMALL_BODY = 64 * 1024;

/** The outcome of `checkBody`: an error, or the body when it was read whole (else the request streams on). */
export type BodyChecked = (error: Error | undefined, read?: Buffer) => void;

/**
 * The body policy of proxied calls. Fastify's bodyLimit does not see them, so a declared length over BODY_LIMIT is
 * refused at once, and a chunked body is read up to the limit, so nothing over it ever reaches the upstream. A small
 * declared body is read whole too: undici then sends head and body in one write, where a stream costs it a write
 * and several callbacks per chunk (about a third of the CPU of a small proxied POST). Larger bodies stream.
 */
export function checkBody(req: IncomingMessage, hasBody: boolean, limit: number, done: BodyChecked): void {
  const declared = req.headers['content-length'];
  if (declared !== undefined && Number(declared) > limit) done(new GatewayError(413, 'body_too_large'));
  else if (!hasBody || Number(declared) > SMALL_BODY) done(undefined);
  else readWhole(req, limit, done);
}

function readWhole(req: IncomingMessage, limit: number, done: BodyChecked): void {
  const chunks: Buffer[] = [];
  let size = 0;
  const finish = (error: Error | undefined, body?: Buffer) => {
    req.off('data', onData).off('end', onEnd).off('error', finish);
    done(error, body);
  };
  const onData = (chunk: Buffer) => {
    size += chunk.length;
    if (size > limit) finish(new GatewayError(413, 'body_too_large'));
    else chunks.push(chunk);
  };
  const onEnd = () => finish(undefined, chunks.length === 1 ? chunks[0] : Buffer.concat(chunks, size));
  req.on('data', onData).on('end', onEnd).on('error', finish);
}

/** A call made from a Fastify route: Fastify answers failures and logs the request when its response finishes. */
class FastifyCall extends UpstreamCall {
  constructor(
    private readonly request: FastifyRequest,
    private readonly reply: FastifyReply,
    private readonly record: RequestRecord,
    private readonly inFlight: Set<UpstreamCall>,
  ) {
    super(request.raw, reply.raw, request.id);
    request.upstreamCall = this;
    inFlight.add(this);
  }

  protected takeOver(): void {
    // From here the response is written to the socket directly; Fastify still logs and counts it when it finishes.
    this.reply.hijack();
  }

  fail(statusCode: number, key: MessageKey, retryAfterSeconds?: number): void {
    // Answered here: Fastify logs it when the reply finishes, and the shutdown has nothing left to cut off.
    this.inFlight.delete(this);
    if (retryAfterSeconds !== undefined) this.reply.header('retry-after', retryAfterSeconds);
    sendError(this.request, this.reply, statusCode, key);
  }

  protected override finished(): void {
    this.inFlight.delete(this);
    // Fastify records a response when it finishes; one cut short (the upstream failed mid-body, or the client left)
    // never does, so its line and counters are recorded here, as the fast path records them.
    if (!this.reply.raw.writableEnded) this.record.requestCompleted(undefined, this.request, this.reply);
  }
}

/** A preHandler in callback style: the common case (no body, or a declared length) costs no promise. */
type Guard = (request: FastifyRequest, reply: FastifyReply, done: (error?: Error) => void) => void;

export interface ProxyOptions {
  upstream: Upstream;
  bodyLimit: number;
  /** The rate limiter in front of the login paths. */
  loginGuard: preHandlerAsyncHookHandler;
  /** Fastify's log controller: what records the calls whose response never finishes. */
  requestRecord: RequestRecord;
  /** The calls of these routes still in flight, for a shutdown that must cut them off. */
  inFlight: Set<UpstreamCall>;
}

export async function registerProxy(app: FastifyInstance, options: ProxyOptions): Promise<void> {
  const { upstream } = options;
  app.decorateRequest('upstreamCall', undefined);

  const guardBody: Guard = (request, _reply, done) => {
    // Fastify hands http-proxy the raw request as the body when there is one.
    checkBody(request.raw, request.body !== undefined, options.bodyLimit, (error, read) => {
      if (read) request.body = read;
      done(error);
    });
  };
  const guardLogin: Guard = (request, reply, done) => {
    options.loginGuard.call(app, request, reply).then(() => guardBody(request, reply, done), done);
  };

  const mount = (prefix: string, routes: string[], routeClass: RouteClass, preHandler: Guard) =>
    app.register(async (scope) => {
      // http-proxy passes JSON and unknown types through as streams, but Fastify's own text/plain parser would read
      // (and decode) such a body before the guard: a text body passes byte for byte like any other.
      scope.removeContentTypeParser('text/plain');
      await scope.register(httpProxy, {
        upstream: upstream.origin,
        prefix,
        rewritePrefix: `${upstream.basePath}${prefix}`,
        routes,
        httpMethods: METHODS,
        config: { routeClass },
        preHandler,
        // The query string is forwarded as received; http-proxy would otherwise parse and re-serialise it.
        preRewrite: (url: string) => {
          const q = url.indexOf('?');
          return q === -1 ? url : url.slice(0, q);
        },
        handler: (request, reply, dest) => {
          // `dest` is http-proxy's validated, prefix-rewritten path; the query string goes on byte for byte.
          const url = request.raw.url ?? '';
          const q = url.indexOf('?');
          const body = (request.body as Readable | Buffer | undefined) ?? null;
          new FastifyCall(request, reply, options.requestRecord, options.inFlight).send(upstream, q === -1 ? dest : dest + url.slice(q), body);
        },
        // http-proxy registers @fastify/reply-from, unused here; handing it the pool keeps it from opening its own.
        undici: upstream.pool as never,
        disableRequestLogging: true,
      });
    });

  // `/api/...` only: a bare `/api` is not an upstream call.
  await mount('/api', ['/*'], 'api', guardBody);
  await mount('/user', ['/*'], 'user', guardBody);
  // The router prefers these exact paths over the `/api/*` wildcard.
  for (const path of LOGIN_PATHS) await mount(path, ['/'], 'api', guardLogin);
}
