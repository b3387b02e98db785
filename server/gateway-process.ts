/**
 * The gateway serving on the configured port. On SIGTERM/SIGINT it fails /readyz at once and keeps serving for
 * SHUTDOWN_ACCEPT_MS (so a load balancer can take it out first: docs/scaling.md), then stops accepting, lets in-flight
 * requests finish within SHUTDOWN_GRACE_MS and exits 0 (1 when it had to cut them).
 */
import closeWithGrace from 'close-with-grace';
import type { FastifyInstance } from 'fastify';
import { buildGateway } from './app.ts';
import type { GatewayConfig } from './config.ts';

export async function runGateway(config: GatewayConfig): Promise<void> {
  // Installed before the gateway is built, so a signal during start-up also ends the process cleanly.
  let app: FastifyInstance | undefined;
  const logError = (message: string, err?: unknown) => {
    if (app) app.log.error({ err }, message);
    else console.error(`gateway: ${message}`, err ?? '');
  };
  closeWithGrace(
    {
      delay: config.shutdownAcceptMs + config.shutdownGraceMs,
      logger: { error: (message: string) => logError(message) },
      // Right before the exit: the calls still in flight are cut off, each with its own log line.
      onTimeout: (delay: number) => {
        const cut = app?.cutOffCalls() ?? 0;
        logError(`the shutdown grace of ${delay} ms ran out with ${cut} proxied request(s) in flight: cut off, exiting`);
      },
    },
    async ({ signal, err }) => {
      if (err) logError('gateway stopping after an error', err);
      else app?.log.info({ signal, accept_ms: config.shutdownAcceptMs }, 'gateway stopping');
      if (app && config.shutdownAcceptMs > 0 && !err) {
        app.startDraining();
        await new Promise((resolve) => setTimeout(resolve, config.shutdownAcceptMs));
        app.log.info('gateway stops accepting; finishing the requests in flight');
      }
      await app?.close();
    },
  );
  app = await buildGateway(config);
  await app.listen({ port: config.port, host: config.host });
}
