/**
 * Logging policy: pino JSON, one line per request, and nothing secret in it. Headers are never logged; query
 * parameters whose names look like credentials are replaced, and pino's redaction covers any header object that an
 * error path might log.
 */
import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import { type DestinationStream, destination, type LoggerOptions } from 'pino';
import type { LogLevel } from './config.ts';
import type { GatewayMetrics } from './metrics.ts';

export const REDACTED = '[REDACTED]';

/** Query parameter names whose values are credentials (password, token, session, signature, API key ...). */
const SECRET_PARAM = /pass|pwd|token|secret|auth|cookie|session|api[_-]?key|signature|credential/i;

/** `req.url` with the value of every credential-like query parameter replaced. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q === -1) return url;
  const pairs = url.slice(q + 1).split('&');
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
 * Standard output, written in batches of about 4 KB and at least every 250 ms: one write per request line costs a
 * system call per request, a visible share of the proxy's time. One per process (every gateway in it shares fd 1),
 * flushed on exit.
 */
export function stdoutDestination(): Destination {
  if (!stdout) {
    const stream = destination({ dest: 1, sync: true, minLength: 4096, periodicFlush: 250 });
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

/**
 * What the gateway records of every finished request: one log line (Fastify's default is two, "incoming request" and
 * "request completed") with the upstream's share of the time, and the request counter. Fastify calls this once per
 * response; keeping both records here saves a hook run per request.
 */
export class RequestRecord extends LogController {
  constructor(private readonly metrics: GatewayMetrics) {
    super({ requestIdLogLabel: 'request_id' });
  }

  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    this.metrics.request(request.routeOptions.config.routeClass ?? 'other', reply.statusCode);
    const upstreamMs = request.upstreamMs;
    const line = {
      method: request.method,
      path: redactUrl(request.url),
      status: reply.statusCode,
      duration_ms: round(reply.elapsedTime),
      upstream_ms: upstreamMs === undefined ? undefined : round(upstreamMs),
      upstream_error: request.upstreamError,
    };
    if (error) request.log.error({ ...line, err: error }, 'request');
    else request.log.info(line, 'request');
  }
}

const round = (ms: number) => Math.round(ms * 1000) / 1000;
