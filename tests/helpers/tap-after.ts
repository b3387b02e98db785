/** tap's `after` script (package.json "tap"): closes the run's stack server and says what CPU it used. */
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { type StackServer, stackServerCpuFile, stackServerFile } from './sharedStacks.ts';

const runnerPid = process.ppid;
const file = stackServerFile(runnerPid);
const cpuFile = stackServerCpuFile(runnerPid);

if (existsSync(file)) {
  const { pid } = JSON.parse(readFileSync(file, 'utf8')) as StackServer;
  try {
    process.kill(pid, 'SIGTERM');
    // it notes its CPU once its stacks are closed
    for (let waited = 0; !existsSync(cpuFile) && waited < 30_000; waited += 100) await new Promise((r) => setTimeout(r, 100));
  } catch {
    // already gone
  }
  rmSync(file, { force: true });
}
if (existsSync(cpuFile)) {
  const { cpuSeconds, wallSeconds } = JSON.parse(readFileSync(cpuFile, 'utf8')) as { cpuSeconds: number; wallSeconds: number };
  // the server is detached, so `time` on the run does not count it: this line is added to the run's CPU
  console.error(`stack server: ${cpuSeconds.toFixed(1)} s of CPU over ${wallSeconds.toFixed(0)} s`);
  rmSync(cpuFile, { force: true });
}
