/**
 * The stack server of a `tap` run (docs/testing.md, "The run's stack server"): one process, started by tap's `before`
 * script (tap-before.ts), that keeps the gateway's and the mock's modules loaded and warm and builds each test file a
 * fresh gateway with a freshly seeded mock, so files still share no state. Its address is noted in a file named
 * after the tap runner's process id; the test files, children of that same runner, find it there. A file run outside
 * tap finds none and builds its stack in its own process.
 */
import { existsSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Stack } from './gatewayStack.ts';

export interface StackServer {
  url: string;
  /** The stack server's process. */
  pid: number;
}

/** Where the stack server of the tap run whose runner is `runnerPid` notes its address. */
export function stackServerFile(runnerPid: number): string {
  return join(tmpdir(), `commerce-console-stacks-${runnerPid}.json`);
}

/** Where the stack server notes the CPU it used, for the run's measurements (being detached, `time` misses it). */
export function stackServerCpuFile(runnerPid: number): string {
  return join(tmpdir(), `commerce-console-stacks-${runnerPid}.cpu.json`);
}

/** The stack server of the tap run this test file belongs to, if there is one. */
export function stackServer(): StackServer | undefined {
  const file = stackServerFile(process.ppid);
  if (!existsSync(file)) return undefined;
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as StackServer;
  } catch {
    return undefined;
  }
}

/** What a file asks the stack server for: the gateway's variables and the mock's, as its own process has them. */
export interface StackRequest {
  env: Record<string, string>;
  mockEnv: Record<string, string>;
  /** The test file's process: its stacks are closed if it dies without closing them. */
  owner: number;
}

export async function remoteStack(server: StackServer, request: Omit<StackRequest, 'owner'>): Promise<Stack> {
  const answer = await fetch(`${server.url}/stacks`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...request, owner: process.pid } satisfies StackRequest),
  });
  const body = (await answer.json()) as { id?: string; url?: string; error?: string };
  if (!answer.ok || !body.id || !body.url) throw new Error(`stack server: no stack (${answer.status}): ${body.error}`);
  const { id, url } = body;
  return {
    url,
    close: async () => {
      const closed = await fetch(`${server.url}/stacks/${id}`, { method: 'DELETE' });
      if (!closed.ok) throw new Error(`stack server: stack ${id} not closed (${closed.status})`);
    },
  };
}
