/**
 * One proxied call: the request goes to the upstream pool (upstream-pool.ts) and the answer streams straight back to
 * the client. The timeout (call-timer.ts), the request id and trace context going up, the breaker, the safe retry and
 * the JSON errors of a proxied call each live here or in the module this names; proxy.ts says how a Fastify route
 * answers a failure.
 */
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import type { Readable } from 'node:stream';
import { type Dispatcher, errors } from 'undici';
import type { Admission } from './circuit-breaker.ts';
import { SHED_RETRY_AFTER_SECONDS } from './load-shedding.ts';
import type { MessageKey } from './messages.ts';
import type { TurnedAway, UpstreamErrorKind } from './metrics.ts';
import { retriable } from './retry-policy.ts';
import { type TraceContext, traceFor } from './trace-context.ts';
import { clientHeaders, upstreamHeaders } from './forward-headers.ts';
import { classifyUpstreamError, POOL_TIMEOUT, upstreamErrorCode } from './upstream-errors.ts';
import { CallTimer, type Expiring, NO_UNDICI_TIMEOUT } from './call-timer.ts';
import type { Upstream } from './upstream-pool.ts';

/**
 * Sees a proxied answer go by and adds headers to it (jobs/sessions.ts: the session cookie of a login, its clearing
 * on a logout). One that reads the body holds the answer until it ends: for small answers only (a login's).
 */
export interface AnswerWatch {
  readonly readsBody: boolean;
  /** Flat name/value pairs to add; `body` is the whole answer, as sent in `encoding`, when `readsBody`. */
  headers(statusCode: number, body: Buffer | undefined, encoding?: string): string[];
}

export abstract class UpstreamCall implements Dispatcher.DispatchHandler, Expiring {
  /** Set before `send` for the few calls whose answer the gateway watches. */
  watch: AnswerWatch | undefined = undefined;
  private held: { statusCode: number; headers: string[]; encoding?: string; chunks: Buffer[] } | undefined = undefined;
  /** Milliseconds until the upstream's response headers arrived (or the call failed); undefined when not sent. */
  upstreamMs: number | undefined = undefined;
  /** The upstream's response headers arrived. */
  upstreamAnswered = false;
  /** Why the upstream call failed, when it did. */
  upstreamError: UpstreamErrorKind | undefined = undefined;
  /** The failure's code (`upstreamErrorCode`), when it failed. */
  upstreamCode: string | undefined = undefined;
  /** The client's socket peer, and whether TRUST_PROXY trusts it (set when the call is sent). */
  peer = '';
  peerTrusted = false;
  private upstreamStart = 0;
  private controller: Dispatcher.DispatchController | undefined = undefined;
  private started = false;
  /** The client left: the call was aborted on its behalf, which is no upstream failure. */
  private clientGone = false;
  /** The gateway's shutdown cut the call off when its grace ran out (`cutOff`). */
  wasCutOff = false;
  /** Why the gateway answered 503 without calling the upstream, when it did. */
  turnedAway: TurnedAway | undefined = undefined;
  /** The W3C trace the upstream call belongs to (trace-context.ts), once sent. */
  trace: TraceContext | undefined = undefined;
  /** The call was sent a second time after its connection failed (retry-policy.ts). */
  retried = false;
  private upstream: Upstream | undefined = undefined;
  private options: (Dispatcher.DispatchOptions & { body: Readable | Buffer | null }) | undefined = undefined;
  /** UPSTREAM_TIMEOUT_MS (call-timer.ts). */
  private readonly timer = new CallTimer(this);
  /** The timer ran out before a connection took the call: answered 504, and the call is dropped when one does. */
  private expiredUnsent = false;
  /** What the breaker let this call do; its outcome goes back to the breaker once. */
  private admission: Admission = 'call';
  private over = false;

  constructor(
    readonly req: IncomingMessage,
    readonly res: ServerResponse,
    readonly id: string,
  ) {}

  /** The upstream's answer is about to be written to the client's socket directly. */
  protected abstract takeOver(): void;

  /** Answers with a gateway error (nothing has been written yet), with Retry-After when `retryAfterSeconds` is set. */
  abstract fail(statusCode: number, key: MessageKey, retryAfterSeconds?: number): void;

  /** The exchange is over: answered, cut short or abandoned by the client. Called once. */
  protected finished(): void {}

  /** Sends the request to `path` (the upstream's path and query) with `body`, undici's choice of body forms. */
  send(upstream: Upstream, path: string, body: Readable | Buffer | null): void {
    this.res.once('close', this.onClientClose);
    this.peer = this.req.socket.remoteAddress ?? '';
    this.peerTrusted = upstream.trust?.(this.peer, 0) === true;
    // Shed first: a lagging gateway should not even spend a probe on the upstream.
    if (upstream.lagging()) {
      this.turnAway(upstream, 'event_loop_lag', 'overloaded', SHED_RETRY_AFTER_SECONDS);
      return;
    }
    this.admission = upstream.breaker.admit();
    if (this.admission === 'refused') {
      this.turnAway(upstream, 'circuit_open', 'upstream_circuit_open', upstream.breaker.retryAfterSeconds());
      return;
    }
    this.upstream = upstream;
    this.upstreamStart = performance.now();
    this.trace = traceFor(this.req.headers.traceparent);
    const headers = upstreamHeaders(this.req, this.id, upstream.host, this.peer, this.peerTrusted, this.trace.traceparent);
    this.options = {
      path,
      method: this.req.method as Dispatcher.HttpMethod,
      headers,
      body,
      headersTimeout: NO_UNDICI_TIMEOUT,
      bodyTimeout: NO_UNDICI_TIMEOUT,
    };
    this.timer.start(upstream.timeoutMs);
    upstream.pool.dispatch(this.options, this);
  }

  private turnAway(upstream: Upstream, reason: TurnedAway, key: MessageKey, retryAfterSeconds: number): void {
    this.turnedAway = reason;
    upstream.metrics.turnedAway(reason);
    this.fail(503, key, retryAfterSeconds);
  }

  onRequestStart(controller: Dispatcher.DispatchController): void {
    this.controller = controller;
    // The client left while the call waited in the pool's queue.
    if (this.clientGone) controller.abort(new Error('client went away'));
    // It waited past its timeout and was answered 504 then (`expire`): not sent at all.
    else if (this.expiredUnsent) controller.abort(POOL_TIMEOUT);
  }

  /** UPSTREAM_TIMEOUT_MS ran out (`timer`): the call ends as undici's own timeouts ended it, but on time. */
  expire(): void {
    if (this.over || this.clientGone || this.expiredUnsent) return;
    if (this.started) this.controller?.abort(new errors.BodyTimeoutError());
    else if (this.controller) this.controller.abort(new errors.HeadersTimeoutError());
    // No connection has taken it. With none open at all it waits on a connect, whose own limit ends it with its
    // own code (UND_ERR_CONNECT_TIMEOUT) within undici's 500 ms tick; otherwise every connection stayed busy.
    else if (this.upstream?.pool.stats.connected !== 0) {
      this.onResponseError(undefined, POOL_TIMEOUT);
      this.expiredUnsent = true;
    }
  }

  onResponseStart(controller: Dispatcher.DispatchController, statusCode: number, headers: IncomingHttpHeaders): void {
    this.upstreamMs = performance.now() - this.upstreamStart;
    this.upstreamAnswered = true;
    this.timer.restart();
    this.judge(true);
    if (this.clientGone) {
      controller.abort(new Error('client went away'));
      return;
    }
    this.started = true;
    this.takeOver();
    if (this.watch?.readsBody) this.held = { statusCode, headers: clientHeaders(headers, this.id), encoding: headers['content-encoding'] as string | undefined, chunks: [] };
    else if (this.watch) this.res.writeHead(statusCode, [...clientHeaders(headers, this.id), ...this.watch.headers(statusCode, undefined)]);
    else this.res.writeHead(statusCode, clientHeaders(headers, this.id));
  }

  onResponseData(controller: Dispatcher.DispatchController, chunk: Buffer): void {
    this.timer.restart();
    if (this.held) {
      this.held.chunks.push(chunk);
      return;
    }
    if (!this.res.write(chunk)) {
      controller.pause();
      this.res.once('drain', () => controller.resume());
    }
  }

  onResponseEnd(): void {
    if (this.held && this.watch) {
      const body = Buffer.concat(this.held.chunks);
      this.res.writeHead(this.held.statusCode, [...this.held.headers, ...this.watch.headers(this.held.statusCode, body, this.held.encoding)]);
      this.held = undefined;
      this.res.end(body);
      this.end();
      return;
    }
    this.res.end();
    this.end();
  }

  onResponseError(_controller: Dispatcher.DispatchController | undefined, error: Error): void {
    if (this.clientGone || this.expiredUnsent) return;
    if (!this.started && !this.retried && this.retry(error)) return;
    this.timer.stop();
    // A failure before the answer began is the upstream's; one mid-body is not counted (the upstream did answer).
    if (!this.started) this.judge(false);
    const kind = classifyUpstreamError(error);
    this.upstreamError = kind;
    this.upstreamCode = upstreamErrorCode(error);
    if (this.started) {
      // Headers are on their way: the only honest signal left is ending the client's response early.
      this.res.destroy(error);
      this.end();
      return;
    }
    this.upstreamMs = performance.now() - this.upstreamStart;
    if (this.res.destroyed) this.end();
    else if (kind === 'timeout') this.fail(504, 'upstream_timeout');
    else if (kind === 'reset') this.fail(502, 'upstream_reset');
    else if (kind === 'other') this.fail(502, 'upstream_bad_response');
    else this.fail(502, 'upstream_unreachable');
  }

  /**
   * Sends the call once more when retry-policy.ts allows it and time is left before its deadline: the connection
   * failed before any byte of it went out, so the upstream never saw it.
   */
  private retry(error: Error): boolean {
    const { upstream, options } = this;
    if (!upstream || !options || !retriable(this.req.method, this.req.headers, options.body, error) || this.timer.pastDeadline) return false;
    this.retried = true;
    this.controller = undefined;
    upstream.metrics.retried();
    upstream.pool.dispatch(options, this);
    return true;
  }

  /** Tells the breaker the call's outcome, once: answered, failed in transport, or (undefined) neither. */
  private judge(answered: boolean | undefined): void {
    const breaker = this.upstream?.breaker;
    if (!breaker) return;
    this.upstream = undefined;
    if (answered === undefined) breaker.released(this.admission);
    else if (answered) breaker.answered(this.admission);
    else breaker.failed(this.admission);
  }

  /** Runs `finished` once, whichever way the exchange ended. */
  protected end(): void {
    if (this.over) return;
    this.over = true;
    this.timer.stop();
    this.judge(undefined);
    this.finished();
  }

  /**
   * Ends the call at once, answered or not, with its log line: the shutdown's grace ran out and the process is about
   * to exit (app.ts `cutOffCalls`), and a call must not vanish from the log with it.
   */
  cutOff(): void {
    if (this.over) return;
    this.wasCutOff = true;
    this.clientGone = true;
    // Nothing was answered: logged as the 503 the gateway answers any call while it closes.
    if (!this.res.headersSent) this.res.statusCode = 503;
    this.controller?.abort(new Error('cut off by the shutdown'));
    this.end();
    this.res.destroy();
  }

  /** The client left before the upstream finished: stop the upstream call too. */
  private readonly onClientClose = () => {
    if (this.res.writableFinished) return;
    this.clientGone = true;
    // nginx's "client closed request", for the log line and the counters, when no status was sent.
    if (!this.res.headersSent) this.res.statusCode = 499;
    this.controller?.abort(new Error('client went away'));
    this.end();
  };
}
