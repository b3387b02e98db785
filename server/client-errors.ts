/**
 * What the gateway answers when Node's HTTP parser (llhttp) refuses bytes or a client is too slow: Fastify's
 * `clientErrorHandler`. The answer is written only when no answer of this connection has begun, so a refused byte never
 * splices an error into another response; a complete request still waiting for its answer is answered, and the
 * connection closes after it (RFC 9112 §9.6: nothing after `Connection: close` runs; llhttp refuses such bytes).
 */
import { randomUUID } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { errorBody } from './errors.ts';
import { redactUrl } from './logging.ts';
import type { GatewayMetrics } from './metrics.ts';

type ClientError = Error & { code?: string; rawPacket?: unknown };

const STATUS_TEXT: Record<number, string> = { 400: 'Bad Request', 408: 'Request Timeout', 431: 'Request Header Fields Too Large' };

/** The oversized-header answer is written before any header is parsed; only the raw bytes say the language. */
function clientErrorAnswer(error: ClientError): { status: number; body: string; id: string; method: string; url: string } {
  const raw = Buffer.isBuffer(error.rawPacket) ? error.rawPacket.toString('latin1') : undefined;
  const acceptLanguage = raw ? /\r\naccept-language:[ \t]*([^\r\n]*)/i.exec(raw)?.[1] : undefined;
  // what the request line said, for the log line; a refused request may have none
  const [, method = '-', url = '-'] = (raw && /^([A-Z]{1,16}) (\S{1,2048}) HTTP\//.exec(raw)) || [];
  const id = randomUUID();
  const answer = (status: number, key: 'headers_too_large' | 'bad_request') => ({ status, body: JSON.stringify(errorBody(key, acceptLanguage, id)), id, method, url });
  if (error.code === 'HPE_HEADER_OVERFLOW') return answer(431, 'headers_too_large');
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') return answer(408, 'bad_request');
  return answer(400, 'bad_request');
}

/** Sockets whose error was handled: llhttp reports every later chunk of the connection again. */
const handled = new WeakSet<Socket>();

export function clientErrorHandler(log: () => FastifyBaseLogger, metrics: GatewayMetrics): (error: ClientError, socket: Socket) => void {
  return (error, socket) => {
    if (error.code === 'ECONNRESET' || socket.destroyed || handled.has(socket)) return;
    handled.add(socket);
    // The response Node is writing or will write next on this connection, if any.
    const pending = (socket as Socket & { _httpMessage?: ServerResponse | null })._httpMessage;
    const { status, body, id, method, url } = clientErrorAnswer(error);
    const line = { request_id: id, method, path: redactUrl(url), client: socket.remoteAddress, status, code: error.code };
    if (pending && !pending.writableEnded && pending.req.complete) {
      // A whole request is being answered and the bytes after it are refused: that answer is sent, then the
      // connection closes, and nothing more is read from it.
      socket.pause();
      pending.shouldKeepAlive = false;
      pending.once('close', () => socket.destroy());
      log().warn({ ...line, status: undefined }, 'bytes after a request refused: the connection closes after its answer');
      return;
    }
    metrics.request('other', status);
    log().warn(line, 'request refused');
    // An answer that began (its head is out) is never written into: the connection is cut instead.
    if (socket.writable && !pending?.headersSent) {
      socket.write(
        `HTTP/1.1 ${status} ${STATUS_TEXT[status]}\r\nContent-Type: application/json; charset=utf-8\r\nX-Content-Type-Options: nosniff\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
      );
    }
    socket.destroy();
  };
}
