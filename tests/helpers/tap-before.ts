/**
 * tap's `before` script (package.json "tap"): starts the run's stack server (sharedStacks.ts) and waits until it
 * answers. Should it not start, each file builds its stack in its own process, as outside tap.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { stackServerFile } from './sharedStacks.ts';

const STARTUP_MS = 60_000;

// tap starts this script and the test files alike as children of its runner: its pid names the run
const runnerPid = process.ppid;
const server = spawn(process.execPath, [...process.execArgv, new URL('./stack-server.ts', import.meta.url).pathname, String(runnerPid)], {
  detached: true,
  stdio: 'ignore',
});
server.unref();
const file = stackServerFile(runnerPid);
const deadline = Date.now() + STARTUP_MS;
while (!existsSync(file)) {
  if (Date.now() > deadline) {
    console.error(`tap-before: the stack server did not start within ${STARTUP_MS / 1000} s; each file builds its own stack`);
    break;
  }
  await new Promise((r) => setTimeout(r, 100));
}
