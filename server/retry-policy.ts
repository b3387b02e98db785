/**
 * Which failed upstream calls the gateway sends once more (docs/resilience.md): only a call whose connection failed
 * before any byte of it was sent (the connection was refused, never opened in time, or the name did not resolve), so
 * the upstream cannot have seen it; and only a GET or HEAD, or another method when the caller made it safe to repeat
 * with an Idempotency-Key. A call whose answer had begun is never repeated (forward.ts asks only before one has), nor
 * one whose body streams: a stream cannot be read twice.
 */
import type { IncomingHttpHeaders } from 'node:http';
import type { Readable } from 'node:stream';

/** Failures of the connect itself: nothing of the request was written. */
const CONNECT_FAILURES = new Set(['ECONNREFUSED', 'UND_ERR_CONNECT_TIMEOUT', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH']);

function failedToConnect(error: Error & { code?: string; syscall?: string; cause?: unknown }): boolean {
  const cause = error.cause as { code?: string; syscall?: string } | undefined;
  const code = error.code ?? cause?.code;
  return (code !== undefined && CONNECT_FAILURES.has(code)) || (error.syscall ?? cause?.syscall) === 'connect';
}

export function retriable(method: string | undefined, headers: IncomingHttpHeaders, body: Readable | Buffer | null, error: Error): boolean {
  const safe = method === 'GET' || method === 'HEAD' || headers['idempotency-key'] !== undefined;
  return safe && (body === null || Buffer.isBuffer(body)) && failedToConnect(error);
}
