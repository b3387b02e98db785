/**
 * The stack server of a tap run (sharedStacks.ts), started detached by tap's `before` script. `POST /stacks` builds a
 * test file a gateway in demo mode with a freshly seeded mock and answers its address; `DELETE /stacks/:id` closes
 * it. A fresh gateway per file is the complete reset between files: nothing a file does (logins counted, jobs, the
 * breaker's state, metrics, the mock's data) reaches the next. What the server saves is the loading of the gateway's
 * and the mock's modules in every file's process, and their first, slower start (docs/testing.md); and, with the next
 * file's stack built while a file runs (spareStack.ts), the wait for a build.
 *
 * Its address goes to the file named after the runner (argv[2]); it closes on SIGTERM (tap's `after` script) or by
 * itself once the runner is gone, and closes a file's stacks once that file's process is gone.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import { readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import type { Stack } from './gatewayStack.ts';
import { type StackRequest, stackServerCpuFile, stackServerFile } from './sharedStacks.ts';
import { spareStacks } from './spareStack.ts';

const runnerPid = Number(process.argv[2]);
const file = stackServerFile(runnerPid);
const started = Date.now();
const stacks = new Map<string, { stack: Stack; owner: number }>();

/**
 * The embedded mock reads its options from process.env when it is built: the file's MOCK_* variables are put there
 * for its build alone, builds one at a time, so a file gets the mock its own process would have built.
 */
let building: Promise<unknown> = Promise.resolve();
function build({ env, mockEnv }: StackRequest): Promise<Stack> {
  const next = building.then(async () => {
    // loaded at the first stack, not at start: a run of files that build none (tests/mock, say) never pays for it
    const { buildStack } = await import('./gatewayStack.ts');
    const kept = Object.entries(process.env).filter(([name]) => name.startsWith('MOCK_'));
    for (const [name] of kept) delete process.env[name];
    Object.assign(process.env, mockEnv);
    try {
      return await buildStack(env);
    } finally {
      for (const name of Object.keys(mockEnv)) delete process.env[name];
      for (const [name, value] of kept) process.env[name] = value;
    }
  });
  building = next.catch(() => {});
  return next;
}
const spares = spareStacks(build);

async function readJson(request: IncomingMessage): Promise<StackRequest> {
  let text = '';
  for await (const chunk of request) text += chunk;
  return JSON.parse(text) as StackRequest;
}

async function closeStack(id: string): Promise<boolean> {
  const entry = stacks.get(id);
  if (!entry) return false;
  stacks.delete(id);
  await entry.stack.close();
  return true;
}

const server = createServer(async (request, response) => {
  const answer = (status: number, body?: object) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(body ? JSON.stringify(body) : undefined);
  };
  try {
    if (request.method === 'POST' && request.url === '/stacks') {
      const asked = await readJson(request);
      const stack = await spares.take(asked);
      const id = randomUUID();
      stacks.set(id, { stack, owner: asked.owner });
      return answer(201, { id, url: stack.url });
    }
    const closing = request.method === 'DELETE' && /^\/stacks\/([\w-]+)$/.exec(request.url ?? '');
    if (closing) return answer((await closeStack(closing[1])) ? 204 : 404);
    answer(404, { error: `${request.method} ${request.url}: not a call of the stack server` });
  } catch (error) {
    answer(500, { error: error instanceof Error ? error.stack : String(error) });
  }
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const address = server.address();
if (!address || typeof address === 'string') throw new Error('stack server: not listening on a TCP port');
// written whole, then renamed, so a reader never sees half an address
writeFileSync(`${file}.tmp`, JSON.stringify({ url: `http://127.0.0.1:${address.port}`, pid: process.pid }));
renameSync(`${file}.tmp`, file);

/** This process's CPU from /proc (utime and stime, fields 14 and 15 of stat, 12 and 13 after the command's name). */
function cpuSeconds(): number {
  const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

let closing = false;
async function close(): Promise<void> {
  if (closing) return;
  closing = true;
  rmSync(file, { force: true });
  server.close();
  await Promise.allSettled([...[...stacks.keys()].map(closeStack), spares.close()]);
  writeFileSync(stackServerCpuFile(runnerPid), JSON.stringify({ cpuSeconds: cpuSeconds(), wallSeconds: (Date.now() - started) / 1000 }));
  process.exit(0);
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

process.on('SIGTERM', close);
process.on('SIGINT', close);
setInterval(() => {
  if (!alive(runnerPid)) return void close();
  // a file that died (killed at tap's time-out, say) closes no stack: its gateway would keep its port and memory
  for (const [id, { owner }] of stacks) if (!alive(owner)) void closeStack(id).catch(() => {});
}, 1000);
