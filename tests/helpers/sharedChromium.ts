/**
 * One Chromium for a whole `tap` run instead of one per browser test file (docs/testing.md, "How the files run").
 * tap's `before` script (tests/helpers/tap-before.ts) starts it as a Playwright browser server and notes its address
 * in a file named after the tap runner's process id; the files, which tap starts as children of that same runner,
 * connect to it; `after` (tests/helpers/tap-after.ts) closes it. A file run on its own, outside tap, finds no such
 * file and launches its own Chromium. Each file still works in browser contexts of its own (own cookies, storage,
 * cache), closed with the file, so files cannot see each other's pages.
 */
import { existsSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface SharedChromium {
  wsEndpoint: string;
  /** The browser server's process. */
  pid: number;
}

/** Where the browser server of the tap run whose runner is `runnerPid` notes its address. */
export function sharedChromiumFile(runnerPid: number): string {
  return join(tmpdir(), `commerce-console-chromium-${runnerPid}.json`);
}

/** Where the browser server writes the CPU it and its Chromium used, for the run's measurements. */
export function sharedChromiumCpuFile(runnerPid: number): string {
  return join(tmpdir(), `commerce-console-chromium-${runnerPid}.cpu.json`);
}

/** The shared browser server of the tap run this test file belongs to, if there is one. */
export function sharedChromium(): SharedChromium | undefined {
  const file = sharedChromiumFile(process.ppid);
  if (!existsSync(file)) return undefined;
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as SharedChromium;
  } catch {
    return undefined;
  }
}
