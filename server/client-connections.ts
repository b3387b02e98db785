/**
 * A cap on the connections one client address holds open at once (MAX_CONNECTIONS_PER_CLIENT): a client opening
 * hundreds of slow connections cannot take the server's file descriptors and memory from everyone else. A balancer in
 * front (an address TRUST_PROXY trusts) carries every client's connections and limits them itself (deploy/nginx).
 */
import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import type { TrustProxy } from './trust-proxy.ts';

export function capConnectionsPerClient(server: Server, max: number, trust: TrustProxy | undefined, log: FastifyBaseLogger): void {
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress;
    if (!address || trust?.(address, 0)) return;
    const count = (open.get(address) ?? 0) + 1;
    if (count > max) {
      // Refused before a byte is read: there is no request to answer, only a connection to close.
      log.warn({ client: address, connections: max }, 'connection refused: the client holds MAX_CONNECTIONS_PER_CLIENT already');
      socket.destroy();
      return;
    }
    open.set(address, count);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left === 0) open.delete(address);
      else open.set(address, left);
    });
  });
}
