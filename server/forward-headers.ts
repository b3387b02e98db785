/**
 * Which headers a proxied call passes on, in each direction, and which the gateway sets itself (docs/gateway.md): the
 * hop-by-hop rules of RFC 9110 7.6.1, the forwarded-for chain and the trace context going up, the request id and
 * `nosniff` coming back.
 */
import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import { NO_SNIFF } from './security.ts';
import { clientProtocol, forwardedFor } from './trust-proxy.ts';

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

/** Request headers the gateway replaces with its own values. */
const REPLACED = new Set(['x-forwarded-for', 'x-forwarded-proto', 'traceparent']);

/** Header names a Connection header lists: they are hop-by-hop for that message. */
function connectionListed(value: string | string[] | undefined): string[] | undefined {
  // The usual values name no header (and are hop-by-hop themselves): no need to split them.
  if (!value || value === 'keep-alive' || value === 'close') return undefined;
  return (Array.isArray(value) ? value.join(',') : value).toLowerCase().split(',').map((s) => s.trim());
}

/** The request headers for the upstream as a flat [name, value, ...] list (cheaper for undici than an object). */
export function upstreamHeaders(req: Pick<IncomingMessage, 'headers' | 'socket'>, requestId: string, host: string, peer: string, peerTrusted: boolean, traceparent: string): string[] {
  const incoming = req.headers;
  const listed = connectionListed(incoming.connection);
  const out: string[] = ['host', host];
  for (const name in incoming) {
    const value = incoming[name];
    if (value === undefined || NOT_FORWARDED.has(name) || REPLACED.has(name) || listed?.includes(name)) continue;
    if (Array.isArray(value)) for (const v of value) out.push(name, v);
    else out.push(name, value);
  }
  const forwardedProto = incoming['x-forwarded-proto'];
  out.push(
    'x-request-id',
    requestId,
    'x-forwarded-for',
    forwardedFor(peer, peerTrusted, incoming['x-forwarded-for']),
    'x-forwarded-proto',
    clientProtocol(req.socket, typeof forwardedProto === 'string' ? forwardedProto : undefined, peerTrusted),
    'traceparent',
    traceparent,
  );
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
export function clientHeaders(headers: IncomingHttpHeaders, requestId: string): string[] {
  const listed = connectionListed(headers.connection);
  const out: string[] = [];
  for (const name in headers) {
    const value = headers[name];
    if (value === undefined || NOT_FORWARDED.has(name) || listed?.includes(name)) continue;
    if (Array.isArray(value)) for (const v of value) out.push(name, asLatin1(v));
    else out.push(name, asLatin1(value));
  }
  out.push('x-request-id', requestId);
  if (headers[NO_SNIFF.name] === undefined) out.push(NO_SNIFF.name, NO_SNIFF.value);
  return out;
}
