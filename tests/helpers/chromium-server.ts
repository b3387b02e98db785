/**
 * The shared Chromium of a tap run (sharedChromium.ts): a Playwright browser server, started detached by tap's
 * `before` script. Its address goes to the file named after the runner (argv[2]); it closes on SIGTERM (tap's `after`
 * script) or by itself once the runner is gone, so an interrupted run leaves no Chromium behind. On closing it notes
 * the CPU it and its Chromium used: being detached, it is not counted in the runner's own process tree.
 */
import { readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumPath } from './browser.ts';
import { sharedChromiumCpuFile, sharedChromiumFile } from './sharedChromium.ts';

const runnerPid = Number(process.argv[2]);
const file = sharedChromiumFile(runnerPid);
const started = Date.now();

const server = await chromium.launchServer({ executablePath: chromiumPath, headless: true, args: CHROMIUM_ARGS });
// written whole, then renamed, so a reader never sees half an address
writeFileSync(`${file}.tmp`, JSON.stringify({ wsEndpoint: server.wsEndpoint(), pid: process.pid }));
renameSync(`${file}.tmp`, file);

/** This process's CPU and that of its children it waited for (Chromium's, once closed), from /proc. */
function cpuSeconds(): number {
  const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
  // utime, stime, cutime, cstime are fields 14 to 17 of stat, 12 to 15 after the command's name
  const ticks = [11, 12, 13, 14].reduce((sum, i) => sum + Number(fields[i]), 0);
  return ticks / 100;
}

let closing = false;
async function close(): Promise<void> {
  if (closing) return;
  closing = true;
  rmSync(file, { force: true });
  await server.close();
  writeFileSync(sharedChromiumCpuFile(runnerPid), JSON.stringify({ cpuSeconds: cpuSeconds(), wallSeconds: (Date.now() - started) / 1000 }));
  process.exit(0);
}

process.on('SIGTERM', close);
process.on('SIGINT', close);
setInterval(() => {
  try {
    process.kill(runnerPid, 0);
  } catch {
    void close();
  }
}, 1000);
