/**
 * The body policy of proxied calls, as nginx's `proxy_request_buffering on`: a request body is read whole, up to
 * BODY_LIMIT, before an upstream connection is taken, so a slow, broken or oversized body never reaches or holds the
 * upstream (a slow one is ended by REQUEST_TIMEOUT_MS meanwhile). All bodies being read or sent share BODY_BUFFER_LIMIT
 * bytes: past it a new body is answered 503 at once rather than the process growing without bound. Fastify's own
 * bodyLimit does not see these bodies (http-proxy takes them as streams), so the limit is applied here.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { GatewayError } from './errors.ts';

/** The outcome of `readBody`: an error, or the body (undefined when the request has none). */
export type BodyRead = (error: Error | undefined, body?: Buffer) => void;

/** Bytes of request bodies held in memory right now, against BODY_BUFFER_LIMIT. */
export class BodyBudget {
  private held = 0;

  constructor(readonly limit: number) {}

  take(bytes: number): boolean {
    if (this.held + bytes > this.limit) return false;
    this.held += bytes;
    return true;
  }

  give(bytes: number): void {
    this.held -= bytes;
  }

  get bytesHeld(): number {
    return this.held;
  }
}

/** GET and HEAD mean no body (RFC 9110 §9.3.1): one declared anyway is refused, never forwarded or skipped. */
export function declaresBody(req: IncomingMessage): boolean {
  const length = req.headers['content-length'];
  return req.headers['transfer-encoding'] !== undefined || (length !== undefined && Number(length) !== 0);
}

/**
 * Reads `req`'s body whole. A declared length over `limit` is refused before a byte is read; so is one the budget
 * cannot hold. What was taken from the budget is given back when the exchange ends (`res` closes).
 */
export function readBody(req: IncomingMessage, res: ServerResponse, limit: number, budget: BodyBudget, done: BodyRead): void {
  const declared = req.headers['content-length'];
  if (declared !== undefined && Number(declared) > limit) {
    done(new GatewayError(413, 'body_too_large'));
    return;
  }
  let held = 0;
  res.once('close', () => budget.give(held));
  const chunks: Buffer[] = [];
  const finish = (error: Error | undefined, body?: Buffer) => {
    req.off('data', onData).off('end', onEnd).off('error', finish);
    if (error) req.pause();
    done(error, body);
  };
  const onData = (chunk: Buffer) => {
    if (held + chunk.length > limit) finish(new GatewayError(413, 'body_too_large'));
    else if (!budget.take(chunk.length)) finish(new GatewayError(503, 'overloaded'));
    else {
      held += chunk.length;
      chunks.push(chunk);
    }
  };
  const onEnd = () => finish(undefined, chunks.length === 1 ? chunks[0] : Buffer.concat(chunks, held));
  req.on('data', onData).on('end', onEnd).on('error', finish);
}
