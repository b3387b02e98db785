/**
 * TRUST_PROXY as one function of (address, hop), used by Fastify (client address, protocol) and by the proxy's fast
 * path (the forwarding headers sent upstream, the log line's client), so both read forwarded headers under one rule.
 */
import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import proxyAddr, { compile } from '@fastify/proxy-addr';
import type { GatewayConfig } from './config.ts';

export type TrustProxy = (address: string, hop: number) => boolean;

export function trustProxy(setting: GatewayConfig['trustProxy']): TrustProxy | undefined {
  if (setting === false) return undefined;
  if (setting === true) return () => true;
  // A hop count means: trust that many proxies in front (proxy-addr's index counts from the socket's peer).
  if (typeof setting === 'number') return (_address, hop) => hop < setting;
  return compile(setting);
}

/**
 * The X-Forwarded-For sent upstream: a trusted peer's chain with the peer's address appended; from anyone else the
 * peer's address alone, so an untrusted client cannot put addresses of its choosing in front of its own.
 */
export function forwardedFor(peer: string, peerTrusted: boolean, received: string | string[] | undefined): string {
  if (!peerTrusted || !received) return peer;
  return `${Array.isArray(received) ? received.join(', ') : received}, ${peer}`;
}

/**
 * The client's address as Fastify's `request.ip` judges it: the peer, or behind trusted proxies the nearest address
 * in X-Forwarded-For that is not one of them (proxy-addr, Fastify's own reading).
 */
export function clientAddress(
  req: Pick<IncomingMessage, 'headers' | 'socket'>,
  peer: string,
  peerTrusted: boolean,
  trust: TrustProxy | undefined,
): string {
  if (!peerTrusted || trust === undefined || !req.headers['x-forwarded-for']) return peer;
  return proxyAddr(req as IncomingMessage, trust);
}

/** What Fastify's `request.protocol` says: a trusted peer's x-forwarded-proto (its last entry), else the socket's. */
export function clientProtocol(socket: Socket, forwardedProto: string | undefined, peerTrusted: boolean): string {
  if (forwardedProto && peerTrusted) {
    const comma = forwardedProto.lastIndexOf(',');
    return (comma === -1 ? forwardedProto : forwardedProto.slice(comma + 1)).trim();
  }
  return (socket as Socket & { encrypted?: boolean }).encrypted ? 'https' : 'http';
}
