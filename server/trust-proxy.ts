/**
 * TRUST_PROXY as one function of (address, hop), used by Fastify (client address, protocol) and by the proxy's fast
 * path (x-forwarded-proto sent upstream), so both read forwarded headers under the same rule.
 */
import type { Socket } from 'node:net';
import { compile } from '@fastify/proxy-addr';
import type { GatewayConfig } from './config.ts';

export type TrustProxy = (address: string, hop: number) => boolean;

export function trustProxy(setting: GatewayConfig['trustProxy']): TrustProxy | undefined {
  if (setting === false) return undefined;
  if (setting === true) return () => true;
  // A hop count means: trust that many proxies in front (proxy-addr's index counts from the socket's peer).
  if (typeof setting === 'number') return (_address, hop) => hop < setting;
  return compile(setting);
}

/** What Fastify's `request.protocol` says: a trusted peer's x-forwarded-proto (its last entry), else the socket's. */
export function clientProtocol(socket: Socket, forwardedProto: string | undefined, trust: TrustProxy | undefined): string {
  if (forwardedProto && trust?.(socket.remoteAddress ?? '', 0)) {
    const comma = forwardedProto.lastIndexOf(',');
    return (comma === -1 ? forwardedProto : forwardedProto.slice(comma + 1)).trim();
  }
  return (socket as Socket & { encrypted?: boolean }).encrypted ? 'https' : 'http';
}
