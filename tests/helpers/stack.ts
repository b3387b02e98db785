/**
 * The whole stack on a real port for browser and integration tests: the gateway in demo mode (embedded mock
 * upstream) serving the real `dist/web` build that `npm test`'s pretest produces. Under tap it comes from the run's
 * stack server (sharedStacks.ts), fresh for each file; outside tap the file builds it itself.
 */
import type { Stack } from './gatewayStack.ts';
import { remoteStack, stackServer } from './sharedStacks.ts';

export type { Stack } from './gatewayStack.ts';

/** `env`: gateway variables of the file's own (e.g. UPSTREAM_URL). The mock's (MOCK_*) are read from `process.env`. */
export async function startStack(options: { env?: Record<string, string> } = {}): Promise<Stack> {
  // The embedded mock reads its variables from the process: its live mode (docs/events.md) would add orders, refunds
  // and withdrawals while a test counts rows. A test that wants it sets MOCK_LIVE=1 itself.
  process.env.MOCK_LIVE ??= '0';
  const env = options.env ?? {};
  const server = stackServer();
  if (server) {
    const mockEnv = Object.fromEntries(Object.entries(process.env).filter((e): e is [string, string] => e[0].startsWith('MOCK_') && e[1] !== undefined));
    return remoteStack(server, { env, mockEnv });
  }
  // imported here, not at the top: under tap the file never loads the gateway's modules
  const { buildStack } = await import('./gatewayStack.ts');
  return buildStack(env);
}
