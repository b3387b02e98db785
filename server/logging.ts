/**
 * Logging policy: pino JSON, one line per request, and nothing secret in it. Headers are never logged; query
 * parameters whose names look like credentials are replaced, and pino's redaction covers any header object that an
 * error path might log.
 */
import { type FastifyBaseLogger, type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import { type DestinationStream, destination, type LoggerOptions } from 'pino';
import type { LogLevel } from './config.ts';
import type { GatewayMetrics, RouteClass, TurnedAway, UpstreamErrorKind } from './metrics.ts';

export const REDACTED = '[REDACTED]';

/** Query parameter names whose values are credentials (password, token, session, signature, API key ...). */
const SECRET_PARAM = /pass|pwd|token|secret|auth|cookie|session|api[_-]?key|signature|credential/i;

/** `req.url` with the value of every credential-like query parameter replaced. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q === -1) return url;
  // Only a `%` escape can make a name spell a credential word that the raw query does not contain: the usual
  // `page=1&limit=20` needs no splitting (this runs once per request).
  const query = url.slice(q + 1);
  if (!query.includes('%') && !SECRET_PARAM.test(query)) return url;
  const pairs = query.split('&');
  for (let i = 0; i < pairs.length; i++) {
    const eq = pairs[i].indexOf('=');
    const name = eq === -1 ? pairs[i] : pairs[i].slice(0, eq);
    if (SECRET_PARAM.test(safeDecode(name))) pairs[i] = `${name}=${REDACTED}`;
  }
  return `${url.slice(0, q)}?${pairs.join('&')}`;
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s.replace(/\+/g, ' '));
  } catch {
    return s;
  }
}

type Destination = ReturnType<typeof destination>;
let stdout: Destination | undefined;

/**
 * Standard output, written in batches of about 2 KB and at least every 250 ms: one write per request line costs a
 * system call per request, a visible share of the proxy's time. A batch is at most 2 KB plus the line that filled it,
 * so a line up to 2 KB is written within PIPE_BUF (4 KB), which a pipe takes whole: processes writing to
 * one pipe never interleave such lines (csp-report.ts keeps its lines under that). One per process (every gateway in it shares fd 1),
 * flushed on exit.
 */
export function stdoutDestination(): Destination {
  if (!stdout) {
    const stream = destination({ dest: 1, sync: true, minLength: 2048, periodicFlush: 250 });
    process.once('exit', () => stream.flushSync());
    stdout = stream;
  }
  return stdout;
}

const SECRET_HEADERS = ['token', 'cookie', 'authorization', '"set-cookie"', '"proxy-authorization"', '"x-auth-token"'];

export function loggerOptions(level: LogLevel, stream?: DestinationStream): LoggerOptions & { stream?: DestinationStream } {
  return {
    level,
    stream,
    messageKey: 'msg',
    base: undefined,
    redact: {
      paths: SECRET_HEADERS.flatMap((h) => [`req.headers.${h}`, `res.headers.${h}`, `headers.${h}`]),
      censor: REDACTED,
    },
    serializers: {
      // Fastify's default request serializer logs the whole URL with its query string.
      req: (req: { method?: string; url?: string }) => ({ method: req.method, path: redactUrl(req.url ?? '') }),
      res: (res: { statusCode?: number }) => ({ status: res.statusCode }),
    },
  };
}

/** What the gateway records of a finished request, however it ended. */
export interface FinishedRequest {
  /** Set when the logger does not carry the id already (Fastify's request loggers do). */
  requestId?: string;
  routeClass: RouteClass;
  method: string;
  url: string;
  /** The client's address as TRUST_PROXY judges it (Fastify's `request.ip`). */
  client: string;
  status: number;
  durationMs: number;
  upstreamMs: number | undefined;
  /** The upstream's response headers arrived: `upstreamMs` is its latency. */
  upstreamAnswered: boolean;
  upstreamError: UpstreamErrorKind | undefined;
  /** The code of the upstream failure, with `upstreamError`. */
  upstreamCode: string | undefined;
  /** The shutdown's grace ran out while the call was in flight (`UpstreamCall.cutOff`). */
  cutOff?: boolean;
  /** The W3C trace id of a proxied call (trace-context.ts). */
  traceId?: string;
  /** The upstream call was sent a second time (retry-policy.ts). */
  retried?: boolean;
  /** Answered 503 without calling the upstream, and why (docs/resilience.md). */
  turnedAway?: TurnedAway;
}

/**
 * One log line (fields in this order, undefined ones left out) and the request's counters. A failed upstream call is
 * logged at warn with its error's code, a call the shutdown cut off at warn with `cut_off`, and a call turned away
 * 503 (circuit open, event loop lag) at warn with `turned_away`, so LOG_LEVEL=warn keeps every 502, 503, 504 and
 * cut-off answer. A proxied call's line carries its `trace_id` (trace-context.ts) and `retried` when it was.
 */
export function recordRequest(log: FastifyBaseLogger, metrics: GatewayMetrics, done: FinishedRequest, error?: Error | null): void {
  metrics.request(done.routeClass, done.status);
  if (done.upstreamAnswered && done.upstreamMs !== undefined) metrics.upstreamLatency(done.upstreamMs);
  if (done.upstreamError) metrics.upstreamError(done.upstreamError);
  const line = {
    request_id: done.requestId,
    method: done.method,
    path: redactUrl(done.url),
    client: done.client,
    status: done.status,
    duration_ms: round(done.durationMs),
    upstream_ms: done.upstreamMs === undefined ? undefined : round(done.upstreamMs),
    upstream_error: done.upstreamError,
    trace_id: done.traceId,
    retried: done.retried || undefined,
    turned_away: done.turnedAway,
  };
  if (error) log.error({ ...line, upstream_code: done.upstreamCode, err: error }, 'request');
  else if (done.cutOff) log.warn({ ...line, cut_off: true }, 'request cut off by the shutdown');
  else if (done.upstreamError) log.warn({ ...line, upstream_code: done.upstreamCode }, 'request');
  else if (done.turnedAway) log.warn(line, 'request turned away');
  else log.info(line, 'request');
}

/**
 * Fastify's side: one line per request (its default is two, "incoming request" and "request completed"). Fastify
 * calls this once per response; keeping the line and the counter here saves a hook run per request.
 */
export class RequestRecord extends LogController {
  constructor(private readonly metrics: GatewayMetrics) {
    super({ requestIdLogLabel: 'request_id' });
  }

  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const call = request.upstreamCall;
    const done: FinishedRequest = {
      // A proxied call knows its class; `routeOptions` builds a new object at each read.
      routeClass: call?.routeClass ?? request.routeOptions.config.routeClass ?? 'other',
      method: request.method,
      url: request.url,
      client: request.ip,
      status: reply.statusCode,
      durationMs: reply.elapsedTime,
      upstreamMs: call?.upstreamMs,
      upstreamAnswered: call?.upstreamAnswered ?? false,
      upstreamError: call?.upstreamError,
      upstreamCode: call?.upstreamCode,
      cutOff: call?.wasCutOff,
      traceId: call?.trace?.traceId,
      retried: call?.retried,
      turnedAway: call?.turnedAway,
    };
    recordRequest(request.log, this.metrics, done, error);
  }
}

const round = (ms: number) => Math.round(ms * 1000) / 1000;
