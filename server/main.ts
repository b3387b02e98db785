/**
 * The gateway process: configuration from the environment, listen, and on SIGTERM/SIGINT stop accepting, let
 * in-flight requests finish within SHUTDOWN_GRACE_MS, exit 0.
 */
import closeWithGrace from 'close-with-grace';
import type { FastifyInstance } from 'fastify';
import { buildGateway } from './app.ts';
import { ConfigError, type GatewayConfig, loadConfig } from './config.ts';

let config: GatewayConfig;
try {
  config = loadConfig(process.env);
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  process.stderr.write(`gateway: ${error.message}\n`);
  process.exit(1);
}

// Installed before the gateway is built, so a signal during start-up also ends the process cleanly.
let app: FastifyInstance | undefined;
function logError(message: string, err?: unknown) {
  if (app) app.log.error({ err }, message);
  else console.error(`gateway: ${message}`, err ?? '');
}
closeWithGrace({ delay: config.shutdownGraceMs, logger: { error: (message: string) => logError(message) } }, async ({ signal, err }) => {
  if (err) logError('gateway stopping after an error', err);
  else app?.log.info({ signal }, 'gateway stopping');
  await app?.close();
});
app = await buildGateway(config);
await app.listen({ port: config.port, host: config.host });
