/**
 * The gateway's entry: configuration from the environment (a bad value stops the start with one line, exit 1), then
 * one gateway process. More cores are used by more replicas behind a balancer (docs/scaling.md), not by workers.
 */
import { pino } from 'pino';
import { ConfigError, type GatewayConfig, loadConfig } from './config.ts';
import { MOCK_UPSTREAM } from './config-values.ts';
import { unknownVariables } from './config-typos.ts';
import { runGateway } from './gateway-process.ts';
import { loggerOptions, stdoutDestination } from './logging.ts';

let config: GatewayConfig;
try {
  config = loadConfig(process.env);
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  process.stderr.write(`gateway: ${error.message}\n`);
  process.exit(1);
}

/**
 * What an operator must not miss at start, at warn so that LOG_LEVEL=warn shows it too: demo mode, which a missing
 * or misspelt UPSTREAM_URL also gives, serves public demo accounts; and a variable that looks like one of ours is not.
 */
async function warnAtStart(config: GatewayConfig): Promise<void> {
  const log = pino(loggerOptions(config.logLevel, stdoutDestination()));
  const demo = config.upstreamUrl === MOCK_UPSTREAM;
  // the mock's code loads in demo mode only: a gateway with a real upstream starts without it (docs/gateway.md)
  const mockNames = demo ? (await import('../mock-upstream/options.ts')).MOCK_VARIABLE_NAMES : [];
  for (const { variable, closest } of unknownVariables(process.env, mockNames)) {
    log.warn({ variable, closest }, `unknown variable ${variable} ignored: did you mean ${closest}?`);
  }
  if (demo) {
    log.warn(
      { upstream: 'embedded mock' },
      'demo mode: UPSTREAM_URL is unset (or "mock"), so the embedded mock upstream serves /api and /user, with its public demo accounts',
    );
  }
}

await warnAtStart(config);
await runGateway(config);
