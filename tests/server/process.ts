/** The gateway as its own process (server/main.ts), as `npm start` and the container run it. */
import { type ChildProcess, spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

export interface GatewayProcess {
  child: ChildProcess;
  stdout(): string;
  stderr(): string;
  exit: Promise<number | null>;
}

/** `run`: another entry of the gateway (the built dist/server/gateway.js) and the folder it runs in. */
export function startMain(env: Record<string, string>, run = { args: ['--import', 'tsx', 'server/main.ts'], cwd: root }): GatewayProcess {
  const child = spawn(process.execPath, run.args, {
    cwd: run.cwd,
    env: { PATH: process.env.PATH, HOST: '127.0.0.1', PORT: '0', MOCK_LIVE: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout?.on('data', (c: Buffer) => {
    out += c.toString();
  });
  child.stderr?.on('data', (c: Buffer) => {
    err += c.toString();
  });
  // 'close', not 'exit': a process can exit before its last stderr bytes are read, and the tests read them.
  const exit = new Promise<number | null>((resolve) => child.on('close', (code) => resolve(code)));
  return { child, stdout: () => out, stderr: () => err, exit };
}

/** The gateway's URL once `listening` processes have logged that they listen (each cluster worker does). */
export async function listeningUrl(stdout: () => string, listening = 1): Promise<string> {
  for (let i = 0; i < 600; i++) {
    const matches = [...stdout().matchAll(/Server listening at (http:\/\/127\.0\.0\.1:\d+)/g)].filter(
      // The embedded mock logs its own port too; it is marked as the mock's.
      (m) => !stdout().slice(stdout().lastIndexOf('\n', m.index) + 1, m.index).includes('mock-upstream'),
    );
    if (matches.length >= listening) return matches[0][1];
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`gateway did not start: ${stdout()}`);
}

/** The pids of a process's children (Linux). */
export async function childPids(pid: number): Promise<number[]> {
  const text = await readFile(`/proc/${pid}/task/${pid}/children`, 'utf8').catch(() => '');
  return text.trim().split(/\s+/).filter(Boolean).map(Number);
}
