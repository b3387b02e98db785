/**
 * `/api/*` and `/user/*` to the upstream. @fastify/http-proxy routes the calls, rewrites the prefix and rejects
 * absolute, `//host` and dot-segment destinations; `forward.ts` makes the call over one shared undici pool bound to
 * the upstream's origin, so no path, header or encoding trick reaches another host.
 */
import { Readable } from 'node:stream';
import httpProxy from '@fastify/http-proxy';
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { Pool } from 'undici';
import { GatewayError } from './errors.ts';
import { createForwarder } from './forward.ts';
import type { GatewayMetrics, RouteClass } from './metrics.ts';

/** Login calls, rate limited per client (one budget for both). */
export const LOGIN_PATHS = ['/api/v2/admin/login', '/api/v2/seller/login'] as const;

const METHODS = ['DELETE', 'GET', 'HEAD', 'PATCH', 'POST', 'PUT', 'OPTIONS'];

export interface ProxyOptions {
  /** Upstream base URL: origin plus an optional path prefix. */
  upstreamUrl: string;
  timeoutMs: number;
  connections: number;
  bodyLimit: number;
  metrics: GatewayMetrics;
  /** The rate limiter in front of the login paths. */
  loginGuard: preHandlerAsyncHookHandler;
}

/** A preHandler in callback style: the common case (no body, or a declared length) costs no promise. */
type Guard = (request: FastifyRequest, reply: FastifyReply, done: (error?: Error) => void) => void;

/**
 * Bodies are streamed to the upstream, so Fastify's bodyLimit does not see them. A declared length over the limit is
 * refused at once; a chunked body is buffered up to the limit, so nothing over it ever reaches the upstream.
 */
function bodyLimitGuard(limit: number): Guard {
  return (request, _reply, done) => {
    const declared = request.headers['content-length'];
    if (declared !== undefined) return done(Number(declared) > limit ? new GatewayError(413, 'body_too_large') : undefined);
    if (!(request.body instanceof Readable)) return done();
    bufferChunkedBody(request, limit).then(() => done(), done);
  };
}

async function bufferChunkedBody(request: FastifyRequest, limit: number): Promise<void> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request.body as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) throw new GatewayError(413, 'body_too_large');
    chunks.push(chunk);
  }
  const body = Buffer.concat(chunks);
  delete request.headers['transfer-encoding'];
  request.headers['content-length'] = String(body.length);
  request.body = Readable.from([body]);
}

export async function registerProxy(app: FastifyInstance, options: ProxyOptions): Promise<void> {
  const base = new URL(options.upstreamUrl);
  const basePath = base.pathname.replace(/\/$/, '');
  const pool = new Pool(base.origin, { connections: options.connections, keepAliveTimeout: 30_000 });
  app.addHook('onClose', async () => {
    await pool.destroy();
  });
  app.decorateRequest('upstreamStart', 0);
  app.decorateRequest('upstreamMs', undefined);
  app.decorateRequest('upstreamError', undefined);

  const forward = createForwarder({ pool, host: base.host, timeoutMs: options.timeoutMs, metrics: options.metrics });
  const guardBody = bodyLimitGuard(options.bodyLimit);
  const guardLogin: Guard = (request, reply, done) => {
    options.loginGuard.call(app, request, reply).then(() => guardBody(request, reply, done), done);
  };

  const mount = (prefix: string, routes: string[], routeClass: RouteClass, preHandler: Guard) =>
    app.register(httpProxy, {
      upstream: base.origin,
      prefix,
      rewritePrefix: `${basePath}${prefix}`,
      routes,
      httpMethods: METHODS,
      config: { routeClass },
      preHandler,
      // The query string is forwarded as received; http-proxy would otherwise parse and re-serialise it.
      preRewrite: (url: string) => {
        const q = url.indexOf('?');
        return q === -1 ? url : url.slice(0, q);
      },
      handler: (request, reply, dest) => forward(request, reply, dest),
      // http-proxy registers @fastify/reply-from, unused here; handing it the pool keeps it from opening its own.
      undici: pool as never,
      disableRequestLogging: true,
    });

  // `/api/...` only: a bare `/api` is not an upstream call.
  await mount('/api', ['/*'], 'api', guardBody);
  await mount('/user', ['/*'], 'user', guardBody);
  // The router prefers these exact paths over the `/api/*` wildcard.
  for (const path of LOGIN_PATHS) await mount(path, ['/'], 'api', guardLogin);
}
