/**
 * The gateway's entry: configuration from the environment (a bad value stops the start with one line, exit 1), then
 * one gateway process (WORKERS=1), or a primary that runs WORKERS gateway processes on the one port (cluster.ts).
 */
import cluster from 'node:cluster';
import { runPrimary } from './cluster.ts';
import { workerLink } from './cluster-link.ts';
import { ConfigError, type GatewayConfig, loadConfig } from './config.ts';
import { runGateway } from './gateway-process.ts';

let config: GatewayConfig;
try {
  config = loadConfig(process.env);
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  process.stderr.write(`gateway: ${error.message}\n`);
  process.exit(1);
}

if (cluster.isWorker) await runGateway(config, workerLink());
else if (config.workers > 1) await runPrimary(config);
else await runGateway(config);
