/**
 * `/api/*` and `/user/*` to the upstream. Every request comes through Fastify: @fastify/http-proxy routes it, rewrites
 * the prefix and rejects absolute, `//host` and dot-segment destinations; the body is read whole first
 * (request-body.ts); credential calls are counted first (credential-limits.ts); then `forward.ts` makes the call over
 * the one pool bound to the upstream's origin.
 */
import type { Readable } from 'node:stream';
import httpProxy from '@fastify/http-proxy';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CREDENTIAL_CALLS, type CredentialLimits, addressKey, subjectKey } from './credential-limits.ts';
import { GatewayError, sendError } from './errors.ts';
import { UpstreamCall } from './forward.ts';
import type { Upstream } from './upstream-pool.ts';
import type { RequestRecord } from './logging.ts';
import type { MessageKey } from './messages.ts';
import type { RouteClass } from './metrics.ts';
import { type BodyBudget, declaresBody, readBody } from './request-body.ts';
import { SERVICE_PATH_PREFIX } from '../contract/events.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The upstream call of a proxied request, for the log line. */
    upstreamCall: (UpstreamCall & { routeClass: RouteClass }) | undefined;
  }
}

const METHODS = ['DELETE', 'GET', 'HEAD', 'PATCH', 'POST', 'PUT', 'OPTIONS'];

/** A call made from a Fastify route: Fastify answers failures and logs the request when its response finishes. */
class FastifyCall extends UpstreamCall {
  constructor(
    private readonly request: FastifyRequest,
    private readonly reply: FastifyReply,
    private readonly record: RequestRecord,
    private readonly inFlight: Set<UpstreamCall>,
    readonly routeClass: RouteClass,
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
    // never does, so its line and counters are recorded here.
    if (!this.reply.raw.writableEnded) this.record.requestCompleted(undefined, this.request, this.reply);
  }
}

export interface ProxyOptions {
  upstream: Upstream;
  bodyLimit: number;
  /** What all bodies read at once may hold (BODY_BUFFER_LIMIT). */
  bodyBudget: BodyBudget;
  /** The limits in front of the credential calls. */
  credentialLimits: CredentialLimits;
  /** Fastify's log controller: what records the calls whose response never finishes. */
  requestRecord: RequestRecord;
  /** The calls of these routes still in flight, for a shutdown that must cut them off. */
  inFlight: Set<UpstreamCall>;
}

export async function registerProxy(app: FastifyInstance, options: ProxyOptions): Promise<void> {
  const { upstream, credentialLimits } = options;
  app.decorateRequest('upstreamCall', undefined);
  const watchAnswers = app.hasDecorator('answerWatch');

  /**
   * The body, read whole, becomes `request.body`; a GET or HEAD that declares one is refused and its connection
   * closed. Callback style, as `guard` below: a proxied POST costs no promise.
   */
  const body = (request: FastifyRequest, reply: FastifyReply, done: (error?: Error) => void): void => {
    if (!declaresBody(request.raw)) {
      request.body = undefined;
      done();
    } else if (request.method === 'GET' || request.method === 'HEAD') {
      // Its bytes are never read, so the connection cannot carry another request.
      reply.header('connection', 'close');
      done(new GatewayError(400, 'body_not_allowed'));
    } else {
      readBody(request.raw, reply.raw, options.bodyLimit, options.bodyBudget, (error, read) => {
        // What is left of a refused body is not read: the connection cannot carry another request.
        if (error) reply.header('connection', 'close');
        else request.body = read;
        done(error);
      });
    }
  };
  const bodyRead = (request: FastifyRequest, reply: FastifyReply) =>
    new Promise<void>((resolve, reject) => body(request, reply, (error) => (error ? reject(error) : resolve())));
  /** A credential call: counted by address before its body is read, then by subject. */
  const credentialCall = async (request: FastifyRequest, reply: FastifyReply, path: string) => {
    await credentialLimits.count(reply, addressKey(request));
    await bodyRead(request, reply);
    const subject = subjectKey(path, request.body as Buffer | undefined, request);
    if (subject) await credentialLimits.count(reply, subject);
  };
  /**
   * Every proxied call, in callback style: a call that is not a credential call costs no promise, a measurable share
   * of a proxied call's CPU (docs/performance.md).
   */
  const guard = (request: FastifyRequest, reply: FastifyReply, done: (error?: Error) => void) => {
    const path = canonicalPath(request.url);
    // The event feed carries every shop's events: only the gateway's own reader may call it (docs/events.md).
    if (path.startsWith(SERVICE_PATH_PREFIX)) done(new GatewayError(404, 'not_found'));
    else if (Object.hasOwn(CREDENTIAL_CALLS, path)) credentialCall(request, reply, path).then(() => done(), done);
    else body(request, reply, done);
  };

  const mount = (prefix: string, routes: string[], routeClass: RouteClass) =>
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
        preHandler: guard,
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
          const call = new FastifyCall(request, reply, options.requestRecord, options.inFlight, routeClass);
          // A login's or logout's answer is watched (jobs/sessions.ts); the many other calls pass untouched.
          if (watchAnswers) call.watch = app.answerWatch(request, canonicalPath(url));
          call.send(upstream, q === -1 ? dest : dest + url.slice(q), body);
        },
        // http-proxy registers @fastify/reply-from, unused here; handing it the pool keeps it from opening its own.
        undici: upstream.pool as never,
        disableRequestLogging: true,
      });
    });

  // `/api/...` only: a bare `/api` is not an upstream call.
  await mount('/api', ['/*'], 'api');
  await mount('/user', ['/*'], 'user');
}

/**
 * The path as an upstream router may read it: escapes decoded, repeated and trailing slashes dropped, lower case. A
 * credential call spelt `/api/v2/admin//Login/` or `/api/v2/admin/%6cogin` is still counted as one.
 */
export function canonicalPath(url: string): string {
  const q = url.indexOf('?');
  let path = q === -1 ? url : url.slice(0, q);
  // The usual path needs no work: no escape, no upper case, no repeated or trailing slash.
  if (!/[%A-Z]|\/\/|\/$/.test(path)) return path;
  try {
    path = decodeURIComponent(path);
  } catch {
    // a broken escape: the path as it is
  }
  return path.replace(/\/{2,}/g, '/').replace(/\/+$/, '').toLowerCase();
}
