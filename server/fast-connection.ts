/**
 * One client connection read by the fast path itself (fast-path.ts) rather than by Node's HTTP server, and the
 * response it writes. Node's server costs about as much CPU per small proxied call as everything else the gateway
 * does: parsing into an IncomingMessage, a ServerResponse and their streams. Here a request whose head is complete
 * and plain (request-head.ts) and whose body is small is read from the socket's bytes and answered with one write.
 *
 * At any request boundary the connection can go to Node's server instead, with the bytes read so far: a head that is
 * not plain, one that is not complete in what has arrived, a call the fast path does not take, or any request once
 * the gateway is closing. Node then owns the connection for good, so nothing odd is ever parsed twice or differently.
 */
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { ClientRequest, ClientResponse } from './forward.ts';
import type { RouteClass } from './metrics.ts';
import { type PlainHead, readPlainHead } from './request-head.ts';

/** Gives the connection to Node's server: `buffered` is what was read and not yet answered, `ended` the client's FIN. */
export type HandOver = (socket: Socket, buffered: Buffer | undefined, ended: boolean) => void;

export interface FastHandler {
  /** The call's route class when the fast path answers it; undefined sends the connection to Node's server, unread. */
  route(head: PlainHead): RouteClass | undefined;
  /** Answers the call through `res`; `startedAt` is when its head arrived (performance.now()). */
  handle(req: ClientRequest, res: FastResponse, routeClass: RouteClass, body: Buffer | null, startedAt: number): void;
}

export interface ConnectionSettings {
  maxHeaderSize: number;
  keepAliveTimeoutMs: number;
  /** The Connection and Keep-Alive header lines of an answer that keeps the connection open. */
  keepAliveHeader: string;
}

/** The settings every fast connection of one server shares, built once. */
export function connectionSettings(maxHeaderSize: number, keepAliveTimeoutMs: number): ConnectionSettings {
  const keepAliveHeader = `Connection: keep-alive\r\nKeep-Alive: timeout=${Math.floor(keepAliveTimeoutMs / 1000)}\r\n`;
  return { maxHeaderSize, keepAliveTimeoutMs, keepAliveHeader };
}

interface PendingRequest {
  head: PlainHead;
  /** Bytes of the head with its blank line: the body starts there. */
  headSize: number;
  routeClass: RouteClass;
  /** When the head arrived (performance.now()), for the log line's duration. */
  startedAt: number;
}

/** Requests a client sends before the answer to its previous one (pipelining) are held up to this much, then read later. */
const PIPELINED_BYTES = 128 * 1024;
/** Body chunks up to this size are copied behind the head into one buffer (see `FastResponse.write`). */
const COPY_LIMIT = 16 * 1024;

let dateSecond = 0;
let dateText = '';
/** The Date header's value, formatted once a second as Node's server does. */
function httpDate(): string {
  const now = Date.now();
  const second = Math.floor(now / 1000);
  if (second !== dateSecond) {
    dateSecond = second;
    dateText = new Date(now).toUTCString();
  }
  return dateText;
}

export class FastConnection {
  private buffered: Buffer | undefined = undefined;
  /** A request whose head has been read and whose body is still arriving. */
  private pending: PendingRequest | undefined = undefined;
  /** The exchange being answered; the next request waits for it. */
  private response: FastResponse | undefined = undefined;
  /** The client sent FIN. */
  private ended = false;
  private closing = false;
  /** The gateway is draining (docs/scaling.md "Rolling restarts"): each answer closes the connection after it. */
  private lastAnswers = false;

  constructor(
    readonly socket: Socket,
    private readonly handler: FastHandler,
    readonly settings: ConnectionSettings,
    private readonly handOver: HandOver,
    private readonly gone: (connection: FastConnection) => void,
  ) {
    socket.setTimeout(settings.keepAliveTimeoutMs);
    socket.on('data', this.onData).on('end', this.onEnd).on('timeout', this.onTimeout).on('error', ignore).on('close', this.onClose);
  }

  /** The exchange being answered, if any. */
  get inFlight(): FastResponse | undefined {
    return this.response;
  }

  /** The gateway is closing: an idle connection closes now, a busy one after its answer. */
  close(): void {
    this.closing = true;
    if (!this.response && !this.pending) this.socket.destroy();
  }

  /**
   * The gateway is draining: the connection still serves, but its next answer says `Connection: close` and ends it,
   * so a balancer's pooled connections are gone before the gateway stops listening (none is left for it to reuse
   * while the gateway closes). An idle one is left to the balancer, which closes it first (deploy/nginx/gateway.conf).
   */
  drain(): void {
    this.lastAnswers = true;
  }

  /** Whether the connection closes once `head`'s answer is written. */
  closesAfter(head: PlainHead): boolean {
    return head.close || this.closing || this.lastAnswers;
  }

  /** The answer has been written whole. */
  exchangeDone(response: FastResponse): void {
    if (this.response !== response) return;
    this.response = undefined;
    if (this.closesAfter(response.request)) {
      this.socket.end();
      return;
    }
    if (this.socket.isPaused()) this.socket.resume();
    if (this.buffered) this.next();
  }

  private readonly onData = (chunk: Buffer) => {
    this.buffered = this.buffered ? Buffer.concat([this.buffered, chunk]) : chunk;
    if (!this.response) this.next();
    else if (this.buffered.length > PIPELINED_BYTES) this.socket.pause();
  };

  /** Reads requests from what has arrived until one is being answered or more bytes are needed. */
  private next(): void {
    while (this.buffered && !this.response) {
      const buffered = this.buffered;
      if (!this.pending) {
        const read = this.closing ? undefined : readPlainHead(buffered, this.settings.maxHeaderSize);
        const routeClass = read && this.handler.route(read.head);
        if (!read || !routeClass) {
          this.toNode();
          return;
        }
        this.pending = { head: read.head, headSize: read.headSize, routeClass, startedAt: performance.now() };
      }
      const { head, headSize, routeClass, startedAt } = this.pending;
      const total = headSize + head.bodyLength;
      if (buffered.length < total) return;
      this.pending = undefined;
      const body = head.bodyLength === 0 ? null : buffered.subarray(headSize, total);
      this.buffered = total === buffered.length ? undefined : buffered.subarray(total);
      const response = new FastResponse(this, head);
      this.response = response;
      const req: ClientRequest = { method: head.method, url: head.url, headers: head.headers, socket: this.socket };
      this.handler.handle(req, response, routeClass, body, startedAt);
    }
  }

  private toNode(): void {
    const { socket, buffered, ended } = this;
    this.buffered = undefined;
    socket.off('data', this.onData).off('end', this.onEnd).off('timeout', this.onTimeout).off('error', ignore).off('close', this.onClose);
    socket.setTimeout(0);
    this.gone(this);
    this.handOver(socket, buffered, ended);
  }

  private readonly onEnd = () => {
    this.ended = true;
    const response = this.response;
    if (response) {
      // As Node's server does: a client that half-closes abandons its call.
      this.response = undefined;
      response.clientGone();
      this.socket.end();
    } else if (this.buffered) {
      // A partial head or body can never complete now: Node's server answers it as it would.
      this.toNode();
    } else {
      this.socket.end();
    }
  };

  private readonly onTimeout = () => {
    // Idle, or a body stalled, for the keep-alive timeout (Node's server closes idle connections alike).
    if (!this.response) this.socket.destroy();
  };

  private readonly onClose = () => {
    const response = this.response;
    this.response = undefined;
    this.gone(this);
    response?.clientGone();
  };
}

function ignore(): void {}

/** The answer to one request on a fast connection: what `ClientResponse` asks, written straight to the socket. */
export class FastResponse implements ClientResponse {
  statusCode = 200;
  headersSent = false;
  destroyed = false;
  writableFinished = false;
  /** The head, until the first write sends it with the body's first bytes. */
  private head = '';
  private chunked = false;
  private bodyless: boolean;
  private onClose: (() => void) | undefined = undefined;
  /** What answers this exchange, for a shutdown that must cut it off (fast-path.ts `cutOffCalls`). */
  call: { cutOff(): void } | undefined = undefined;

  constructor(
    private readonly connection: FastConnection,
    readonly request: PlainHead,
  ) {
    this.bodyless = request.method === 'HEAD';
  }

  writeHead(statusCode: number, headers: string[]): this {
    this.statusCode = statusCode;
    let head = `HTTP/1.1 ${statusCode} ${STATUS_CODES[statusCode] ?? 'unknown'}\r\n`;
    let length = false;
    let date = false;
    for (let i = 0; i < headers.length; i += 2) {
      const name = headers[i];
      head += `${name}: ${headers[i + 1]}\r\n`;
      if (name === 'content-length') length = true;
      else if (name === 'date') date = true;
    }
    if (!date) head += `Date: ${httpDate()}\r\n`;
    head += this.connection.closesAfter(this.request) ? 'Connection: close\r\n' : this.connection.settings.keepAliveHeader;
    if (statusCode === 204 || statusCode === 304) this.bodyless = true;
    // A body of unknown length goes in chunks, as Node's server would send it.
    if (!length && !this.bodyless) {
      this.chunked = true;
      head += 'Transfer-Encoding: chunked\r\n';
    }
    this.head = `${head}\r\n`;
    this.headersSent = true;
    return this;
  }

  write(chunk: Buffer): boolean {
    // An empty chunk would end a chunked body.
    if (this.bodyless || chunk.length === 0) return true;
    const socket = this.connection.socket;
    const prefix = this.chunked ? `${this.head}${chunk.length.toString(16)}\r\n` : this.head;
    this.head = '';
    if (!prefix) return socket.write(chunk);
    // Head, framing and a small chunk in one buffer and one write: the usual whole answer. Node sends separate
    // pieces, even corked, through a writev that costs more than the copy. The head is latin1 (forward.ts makes
    // header values so), so its length in characters is its length in bytes.
    const suffix = this.chunked ? 2 : 0;
    if (chunk.length <= COPY_LIMIT) {
      const out = Buffer.allocUnsafe(prefix.length + chunk.length + suffix);
      out.write(prefix, 0, 'latin1');
      chunk.copy(out, prefix.length);
      if (suffix) out.write('\r\n', prefix.length + chunk.length, 'latin1');
      return socket.write(out);
    }
    socket.cork();
    socket.write(prefix, 'latin1');
    let room = socket.write(chunk);
    if (suffix) room = socket.write('\r\n', 'latin1');
    socket.uncork();
    return room;
  }

  end(body?: string): this {
    if (this.writableFinished || this.destroyed) return this;
    if (body) this.write(Buffer.from(body));
    const rest = this.chunked ? `${this.head}0\r\n\r\n` : this.head;
    this.head = '';
    if (rest) this.connection.socket.write(rest, 'latin1');
    this.writableFinished = true;
    this.connection.exchangeDone(this);
    return this;
  }

  destroy(): this {
    this.destroyed = true;
    this.connection.socket.destroy();
    return this;
  }

  once(event: 'close' | 'drain', listener: () => void): this {
    if (event === 'close') this.onClose = listener;
    else this.connection.socket.once('drain', listener);
    return this;
  }

  /** The client's socket closed while this exchange was on. */
  clientGone(): void {
    this.destroyed = true;
    if (!this.writableFinished) this.onClose?.();
  }
}
