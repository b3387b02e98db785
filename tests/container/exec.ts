/** Runs one command without a shell and collects its output; never throws for a non-zero exit. */
import { spawn } from 'node:child_process';

export interface Result {
  code: number;
  stdout: string;
  stderr: string;
  ms: number;
}

export interface ExecOptions {
  /** Killed (and answered with code 124, like timeout(1)) after this long. */
  timeoutMs?: number;
  env?: NodeJS.ProcessEnv;
  cwd?: string;
}

export function exec(command: string, args: readonly string[], options: ExecOptions = {}): Promise<Result> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: options.cwd, env: options.env ?? process.env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    let timedOut = false;
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      stdout += chunk;
    });
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      stderr += chunk;
    });
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, options.timeoutMs ?? 120_000);
    const finish = (code: number, extra = '') => {
      clearTimeout(timer);
      resolve({ code: timedOut ? 124 : code, stdout, stderr: stderr + extra, ms: performance.now() - started });
    };
    child.on('error', (error) => finish(127, `${error.message}\n`));
    child.on('close', (code) => finish(code ?? 1, timedOut ? `timed out after ${options.timeoutMs} ms\n` : ''));
  });
}

/** The last lines of a failed command's output, for a failure message. */
export function tail(result: Result, lines = 25): string {
  return `${result.stdout}\n${result.stderr}`.trim().split('\n').slice(-lines).join('\n');
}

/** A failed build's first error lines (npm prints its cause before pages of usage) and its last line (the step). */
export function firstErrors(result: Result, lines = 15): string {
  const all = `${result.stdout}\n${result.stderr}`.trim().split('\n');
  const errors = all.filter((line) => /error|✘/i.test(line)).slice(0, lines);
  return [...errors, all.at(-1) ?? ''].join('\n');
}
