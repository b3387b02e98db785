/**
 * A gateway in demo mode (its embedded mock upstream on a loopback port) on a free port, serving `dist/web`: what
 * `startStack` gives a test, built here either in the test's own process or in the run's stack server
 * (stack-server.ts), which keeps these modules loaded for the whole run.
 */
import { buildGateway } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';

export interface Stack {
  /** Base URL without a trailing slash, e.g. http://127.0.0.1:41234 */
  url: string;
  close(): Promise<void>;
}

/** The gateway's variables in tests; a file's own `env` (e.g. UPSTREAM_URL) overrides them. */
export const STACK_ENV: Record<string, string> = {
  UPSTREAM_URL: 'mock',
  PORT: '0',
  HOST: '127.0.0.1',
  LOG_LEVEL: 'silent',
  // Browser tests log in many times a minute; the login limit itself is tested in tests/server.
  LOGIN_RATE_LIMIT: '100000',
  // The gateway shares its process with a test's Playwright client or with other files' gateways (the stack server):
  // its event-loop lag is theirs, not the gateway's, and shedding on it turned pages blank on a loaded machine. Load
  // shedding is tested on its own gateway in tests/server/resilience.test.ts.
  SHED_EVENT_LOOP_DELAY_MS: '0',
};

/** Builds the gateway and its embedded mock; the mock reads its options (MOCK_*) from this process's environment. */
export async function buildStack(env: Record<string, string> = {}): Promise<Stack> {
  const config = loadConfig({ ...STACK_ENV, ...env });
  const app = await buildGateway(config);
  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('stack: gateway is not listening on a TCP port');
  return { url: `http://127.0.0.1:${address.port}`, close: () => app.close() };
}
