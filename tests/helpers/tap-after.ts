/** tap's `after` script (package.json "tap"): closes the run's shared Chromium and says what it cost. */
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { sharedChromiumCpuFile, sharedChromiumFile, type SharedChromium } from './sharedChromium.ts';

const runnerPid = process.ppid;
const file = sharedChromiumFile(runnerPid);
const cpuFile = sharedChromiumCpuFile(runnerPid);

if (existsSync(file)) {
  const { pid } = JSON.parse(readFileSync(file, 'utf8')) as SharedChromium;
  try {
    process.kill(pid, 'SIGTERM');
    // it notes its CPU once Chromium has closed
    for (let waited = 0; !existsSync(cpuFile) && waited < 30_000; waited += 100) await new Promise((r) => setTimeout(r, 100));
  } catch {
    // already gone
  }
  rmSync(file, { force: true });
}
if (existsSync(cpuFile)) {
  const { cpuSeconds, wallSeconds } = JSON.parse(readFileSync(cpuFile, 'utf8')) as { cpuSeconds: number; wallSeconds: number };
  // the server is detached, so `time` on the run does not count it: this line is added to the run's CPU
  console.error(`shared Chromium: ${cpuSeconds.toFixed(1)} s of CPU over ${wallSeconds.toFixed(0)} s`);
  rmSync(cpuFile, { force: true });
}
