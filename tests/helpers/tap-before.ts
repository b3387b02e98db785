/**
 * tap's `before` script (package.json "tap"): starts the run's shared Chromium (sharedChromium.ts) and waits until
 * it answers. Without Chromium on the machine it does nothing: the browser files skip, or fail under CI=true.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromiumPath } from './browser.ts';
import { sharedChromiumFile } from './sharedChromium.ts';

const STARTUP_MS = 60_000;

if (chromiumPath) {
  // tap starts this script and the test files alike as children of its runner: its pid names the run
  const runnerPid = process.ppid;
  const server = spawn(process.execPath, [...process.execArgv, new URL('./chromium-server.ts', import.meta.url).pathname, String(runnerPid)], {
    detached: true,
    stdio: 'ignore',
  });
  server.unref();
  const file = sharedChromiumFile(runnerPid);
  const deadline = Date.now() + STARTUP_MS;
  while (!existsSync(file)) {
    if (Date.now() > deadline) {
      // the files then launch a Chromium each, as they would outside tap
      console.error(`tap-before: the shared Chromium did not start within ${STARTUP_MS / 1000} s; each browser file launches its own`);
      break;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}
