/**
 * A real redis-server for a test file, on a free loopback port, without persistence, stopped when the file ends;
 * undefined where none is installed (`.ci/run` installs it).
 */
import { spawn, spawnSync } from 'node:child_process';
import { createServer } from 'node:net';

export const redisInstalled = spawnSync('redis-server', ['--version']).status === 0;

/** Starts one and answers its URL once it answers PING. */
export async function startRedisServer(t: { teardown(fn: () => void): void }): Promise<string> {
  const port = await new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
  const redis = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  t.teardown(() => {
    redis.kill();
  });
  for (let i = 0; i < 50 && spawnSync('redis-cli', ['-p', String(port), 'ping']).stdout?.toString().trim() !== 'PONG'; i++) {
    await new Promise((r) => setTimeout(r, 100));
  }
  return `redis://127.0.0.1:${port}`;
}
