/**
 * The proxy's fast path. Plain `/api/*` and `/user/*` calls (see `plainProxiedRoute`) are read off the connection and
 * proxied in front of Fastify and of Node's HTTP server (fast-connection.ts): routing, Fastify's request and reply
 * objects, a child logger per request, hooks, http-proxy's URL parsing and Node's own request and response objects
 * cost more CPU per proxied call than the call itself. Everything else, the rate-limited login paths, large bodies and
 * any request arriving while the gateway shuts down included, goes to Node's server and Fastify, with the connection.
 *
 * Nothing here is a policy of its own: the request id (request-id.ts), which calls qualify and the body sizes
 * (proxy.ts), headers, timeout and failure kinds (forward.ts), error bodies (errors.ts), the log line and the
 * counters (logging.ts, metrics.ts) are the ones Fastify's routes use.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyBaseLogger, FastifyServerOptions, RawServerDefault } from 'fastify';
import { writeError } from './errors.ts';
import { type ConnectionSettings, connectionSettings, FastConnection, type FastHandler, type FastResponse, type HandOver } from './fast-connection.ts';
import { type ClientRequest, type ClientResponse, type Upstream, UpstreamCall } from './forward.ts';
import { BatchedRequestRecorder } from './logging.ts';
import type { MessageKey } from './messages.ts';
import type { RouteClass } from './metrics.ts';
import { plainProxiedRoute, SMALL_BODY } from './proxy.ts';
import type { PlainHead } from './request-head.ts';
import { requestId } from './request-id.ts';
import { clientAddress } from './trust-proxy.ts';

type RequestHandler = (req: IncomingMessage, res: ServerResponse) => void;

/** A call from the fast path: it answers its own failures and queues its own log line (BatchedRequestRecorder). */
class FastCall extends UpstreamCall {
  constructor(
    req: ClientRequest,
    res: ClientResponse,
    private readonly path: ProxyFastPath,
    private readonly routeClass: RouteClass,
    private readonly start: number,
  ) {
    super(req, res, requestId(req.headers['x-request-id']));
  }

  protected takeOver(): void {}

  fail(statusCode: number, key: MessageKey, retryAfterSeconds?: number): void {
    writeError(this.res, statusCode, key, this.req.headers['accept-language'], this.id, retryAfterSeconds);
    this.end();
  }

  protected override finished(): void {
    this.path.recorder.record({
      requestId: this.id,
      routeClass: this.routeClass,
      method: this.req.method ?? '',
      url: this.req.url ?? '',
      client: clientAddress(this.req, this.peer, this.peerTrusted, this.path.upstream.trust),
      status: this.res.statusCode,
      durationMs: performance.now() - this.start,
      upstreamMs: this.upstreamMs,
      upstreamAnswered: this.upstreamAnswered,
      upstreamError: this.upstreamError,
      upstreamCode: this.upstreamCode,
      cutOff: this.wasCutOff,
      traceId: this.trace?.traceId,
      retried: this.retried,
      turnedAway: this.turnedAway,
    });
  }
}

/** The route class of a call the fast path answers, or undefined for Node's server and Fastify to handle it. */
export function fastRoute(head: PlainHead, bodyLimit: number): RouteClass | undefined {
  const routeClass = plainProxiedRoute(head.method, head.url);
  if (!routeClass || head.bodyLength > bodyLimit) return undefined;
  // Fastify ignores a GET or HEAD body; such odd requests keep Fastify's handling.
  if (head.bodyLength > 0 && (head.method === 'GET' || head.method === 'HEAD')) return undefined;
  return routeClass;
}

export class ProxyFastPath implements FastHandler {
  private closing = false;
  private draining = false;
  private readonly connections = new Set<FastConnection>();
  /** Bodies the fast path reads whole; a larger one goes through Fastify's route (which refuses one over the limit). */
  private readonly bodyLimit: number;
  private readonly settings: ConnectionSettings;
  readonly recorder: BatchedRequestRecorder;

  constructor(
    readonly upstream: Upstream,
    bodyLimit: number,
    /** Fastify's root logger: the fast path's lines go where Fastify's go, with the same redaction. */
    readonly log: FastifyBaseLogger,
    keepAliveTimeoutMs: number,
    maxHeaderSize: number,
  ) {
    this.bodyLimit = Math.min(bodyLimit, SMALL_BODY);
    this.settings = connectionSettings(maxHeaderSize, keepAliveTimeoutMs);
    this.recorder = new BatchedRequestRecorder(log, upstream.metrics);
  }

  /** Reads a new connection's requests; `handOver` gives it to Node's server when the fast path does not take one. */
  accept(socket: Socket, handOver: HandOver): void {
    if (this.closing) {
      handOver(socket, undefined, false);
      return;
    }
    const connection = new FastConnection(socket, this, this.settings, handOver, this.forget);
    if (this.draining) connection.drain();
    this.connections.add(connection);
  }

  route(head: PlainHead): RouteClass | undefined {
    return fastRoute(head, this.bodyLimit);
  }

  handle(req: ClientRequest, res: FastResponse, routeClass: RouteClass, body: Buffer | null, startedAt: number): void {
    const call = new FastCall(req, res, this, routeClass, startedAt);
    res.call = call;
    call.send(this.upstream, this.upstream.basePath + req.url, body);
  }

  /**
   * The shutdown's grace ran out: ends every call still in flight, each with its log line, written now. The calls are
   * found through the connections, which the fast path tracks anyway: a set of calls cost measurable CPU per call.
   */
  cutOffCalls(): number {
    const calls = [...this.connections].flatMap((connection) => connection.inFlight?.call ?? []);
    for (const call of calls) call.cutOff();
    this.recorder.flush();
    return calls.length;
  }

  /** The gateway is draining: every connection, open or new, closes after its next answer (FastConnection.drain). */
  drain(): void {
    this.draining = true;
    for (const connection of this.connections) connection.drain();
  }

  /** From now on every request goes to Node's server and Fastify, which answers new ones 503 while the gateway closes. */
  close(): void {
    this.closing = true;
    for (const connection of this.connections) connection.close();
  }

  private readonly forget = (connection: FastConnection) => {
    this.connections.delete(connection);
  };
}

/**
 * Fastify's `serverFactory`: the HTTP server Fastify would make (same header size limit and timeouts), except that
 * each connection it accepts is read by the fast path first. `fastPath()` is read per connection: the fast path
 * exists only once the upstream and Fastify's logger do.
 */
export function serverWithFastPath(fastPath: () => ProxyFastPath | undefined, maxHeaderSize: number) {
  return (fastifyHandler: RequestHandler, options: FastifyServerOptions): RawServerDefault => {
    const server: Server = createServer({ maxHeaderSize }, fastifyHandler);
    server.keepAliveTimeout = options.keepAliveTimeout ?? 72_000;
    server.requestTimeout = options.requestTimeout ?? 0;
    server.setTimeout(options.connectionTimeout ?? 0);
    // Node's server reads every connection it accepts with the listener its constructor adds; the fast path goes first.
    const [nodeConnection, ...others] = server.listeners('connection') as ((socket: Socket) => void)[];
    if (!nodeConnection || others.length > 0) throw new Error("fast path: Node's HTTP server is not built as expected");
    server.removeListener('connection', nodeConnection);
    const toNode: HandOver = (socket, buffered, ended) => {
      nodeConnection.call(server, socket);
      // Node's parser reads the socket from now on; what the fast path read goes to it first, in order.
      if (buffered) socket.emit('data', buffered);
      if (ended) socket.emit('end');
      if (socket.isPaused()) socket.resume();
    };
    server.on('connection', (socket: Socket) => {
      const path = fastPath();
      if (path) path.accept(socket, toNode);
      else toNode(socket, undefined, false);
    });
    return server;
  };
}
