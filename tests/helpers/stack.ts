/**
 * The whole stack on a real port for browser and integration tests: the gateway in demo mode (embedded mock
 * upstream) serving the real `dist/web` build that `npm test`'s pretest produces.
 */
import { buildGateway } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';

export interface Stack {
  /** Base URL without a trailing slash, e.g. http://127.0.0.1:41234 */
  url: string;
  close(): Promise<void>;
}

export async function startStack(options: { env?: Record<string, string> } = {}): Promise<Stack> {
  // The embedded mock reads its variables from the process: its live mode (docs/events.md) would add orders, refunds
  // and withdrawals while a test counts rows. A test that wants it sets MOCK_LIVE=1 itself.
  process.env.MOCK_LIVE ??= '0';
  const config = loadConfig({
    UPSTREAM_URL: 'mock',
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    // Browser tests log in many times a minute; the login limit itself is tested in tests/server.
    LOGIN_RATE_LIMIT: '100000',
    // The gateway runs in the test's own process, beside Playwright's client and the embedded mock: its event-loop lag
    // is the harness's, not the gateway's, and shedding on it turned pages blank on a loaded machine. Load shedding is
    // tested on its own gateway in tests/server/resilience.test.ts.
    SHED_EVENT_LOOP_DELAY_MS: '0',
    ...options.env,
  });
  const app = await buildGateway(config);
  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('stack: gateway is not listening on a TCP port');
  return { url: `http://127.0.0.1:${address.port}`, close: () => app.close() };
}
