/**
 * One proxied call: the request goes to the upstream pool and the answer streams straight back to the client's
 * socket. This replaces @fastify/reply-from's path (Readable body stream piped through Fastify's reply, header
 * copies through `reply.header`), which cost more time per request than everything else in the gateway together.
 */
import type { IncomingHttpHeaders } from 'node:http';
import type { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Dispatcher, Pool } from 'undici';
import { sendError } from './errors.ts';
import type { GatewayMetrics, UpstreamErrorKind } from './metrics.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** performance.now() when the request was sent upstream, 0 when it was not. */
    upstreamStart: number;
    /** Milliseconds until the upstream's response headers arrived (or the call failed). */
    upstreamMs: number | undefined;
    /** Why the upstream call failed, when it did. */
    upstreamError: UpstreamErrorKind | undefined;
  }
}

/**
 * Never forwarded in either direction: hop-by-hop headers (RFC 9110 7.6.1), `expect` (Node answers 100-continue
 * itself), and the headers the gateway sets itself.
 */
const NOT_FORWARDED = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'http2-settings',
  'expect',
  'host',
  'x-request-id',
]);

export function classifyUpstreamError(error: Error & { code?: string; cause?: unknown }): UpstreamErrorKind {
  const code = error.code ?? (error.cause as { code?: string } | undefined)?.code;
  switch (code) {
    case 'ECONNREFUSED':
      return 'refused';
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return 'dns';
    case 'ECONNRESET':
    case 'EPIPE':
    case 'UND_ERR_SOCKET':
    case 'UND_ERR_CLOSED':
      return 'reset';
    case 'UND_ERR_HEADERS_TIMEOUT':
    case 'UND_ERR_BODY_TIMEOUT':
    case 'UND_ERR_CONNECT_TIMEOUT':
      return 'timeout';
    default:
      return 'other';
  }
}

/** Header names a Connection header lists: they are hop-by-hop for that message. */
function connectionListed(value: string | string[] | undefined): string[] | undefined {
  if (!value) return undefined;
  return (Array.isArray(value) ? value.join(',') : value).toLowerCase().split(',').map((s) => s.trim());
}

function upstreamHeaders(request: FastifyRequest, host: string): Record<string, string | string[]> {
  const incoming = request.headers;
  const listed = connectionListed(incoming.connection);
  const out: Record<string, string | string[]> = { host };
  for (const name in incoming) {
    const value = incoming[name];
    if (value === undefined || NOT_FORWARDED.has(name) || listed?.includes(name)) continue;
    out[name] = value;
  }
  out['x-request-id'] = request.id;
  const forwardedFor = incoming['x-forwarded-for'];
  const peer = request.socket.remoteAddress ?? '';
  out['x-forwarded-for'] = forwardedFor ? `${forwardedFor}, ${peer}` : peer;
  out['x-forwarded-proto'] = request.protocol;
  return out;
}

/** undici decodes header values as latin1 except a few (content-disposition) as UTF-8; the socket wants bytes. */
function asLatin1(value: string): string {
  for (let i = 0; i < value.length; i++) {
    if (value.charCodeAt(i) > 0xff) return Buffer.from(value, 'utf8').toString('latin1');
  }
  return value;
}

/** The upstream's response headers as a flat [name, value, ...] list for writeHead, hop-by-hop ones removed. */
function clientHeaders(headers: IncomingHttpHeaders, requestId: string): string[] {
  const listed = connectionListed(headers.connection);
  const out: string[] = [];
  for (const name in headers) {
    const value = headers[name];
    if (value === undefined || NOT_FORWARDED.has(name) || listed?.includes(name)) continue;
    if (Array.isArray(value)) for (const v of value) out.push(name, asLatin1(v));
    else out.push(name, asLatin1(value));
  }
  out.push('x-request-id', requestId);
  return out;
}

class UpstreamCall implements Dispatcher.DispatchHandler {
  private controller: Dispatcher.DispatchController | undefined;
  private started = false;
  /** The client left: the call was aborted on its behalf, which is no upstream failure. */
  private clientGone = false;

  constructor(
    private readonly request: FastifyRequest,
    private readonly reply: FastifyReply,
    private readonly metrics: GatewayMetrics,
  ) {}

  onRequestStart(controller: Dispatcher.DispatchController): void {
    this.controller = controller;
  }

  onResponseStart(controller: Dispatcher.DispatchController, statusCode: number, headers: IncomingHttpHeaders): void {
    const request = this.request;
    request.upstreamMs = performance.now() - request.upstreamStart;
    this.metrics.upstreamLatency(request.upstreamMs);
    const res = this.reply.raw;
    if (res.destroyed) {
      this.clientGone = true;
      controller.abort(new Error('client went away'));
      return;
    }
    this.started = true;
    // From here the response is written to the socket directly; Fastify still logs and counts it when it finishes.
    this.reply.hijack();
    res.writeHead(statusCode, clientHeaders(headers, request.id));
    res.once('close', this.onClientClose);
  }

  onResponseData(controller: Dispatcher.DispatchController, chunk: Buffer): void {
    const res = this.reply.raw;
    if (!res.write(chunk)) {
      controller.pause();
      res.once('drain', () => controller.resume());
    }
  }

  onResponseEnd(): void {
    this.reply.raw.end();
  }

  onResponseError(_controller: Dispatcher.DispatchController, error: Error): void {
    if (this.clientGone) return;
    const request = this.request;
    const kind = classifyUpstreamError(error);
    request.upstreamError = kind;
    this.metrics.upstreamError(kind);
    if (this.started) {
      // Headers are on their way: the only honest signal left is ending the client's response early.
      this.reply.raw.destroy(error);
      return;
    }
    request.upstreamMs = performance.now() - request.upstreamStart;
    if (this.reply.raw.destroyed) return;
    if (kind === 'timeout') sendError(request, this.reply, 504, 'upstream_timeout');
    else if (kind === 'reset') sendError(request, this.reply, 502, 'upstream_reset');
    else if (kind === 'other') sendError(request, this.reply, 502, 'upstream_bad_response');
    else sendError(request, this.reply, 502, 'upstream_unreachable');
  }

  /** The client left before the upstream finished: stop the upstream call too. */
  private readonly onClientClose = () => {
    if (this.reply.raw.writableFinished) return;
    this.clientGone = true;
    this.controller?.abort(new Error('client went away'));
  };
}

export type Forwarder = (request: FastifyRequest, reply: FastifyReply, dest: string) => void;

export function createForwarder(options: { pool: Pool; host: string; timeoutMs: number; metrics: GatewayMetrics }): Forwarder {
  const { pool, host, timeoutMs, metrics } = options;
  return (request, reply, dest) => {
    const url = request.raw.url ?? '';
    const q = url.indexOf('?');
    request.upstreamStart = performance.now();
    pool.dispatch(
      {
        // `dest` is http-proxy's validated, prefix-rewritten path; the query string goes on byte for byte.
        path: q === -1 ? dest : dest + url.slice(q),
        method: request.method as Dispatcher.HttpMethod,
        headers: upstreamHeaders(request, host),
        body: (request.body as Readable | undefined) ?? null,
        headersTimeout: timeoutMs,
        bodyTimeout: timeoutMs,
      },
      new UpstreamCall(request, reply, metrics),
    );
  };
}
