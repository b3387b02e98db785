/**
 * `npm run dev`: the console rebuilt on every change (esbuild watch, unminified, with source maps, into dist/web)
 * and the gateway restarted whenever server/, contract/ or mock-upstream/ code it imports changes (tsx watch).
 * The gateway reads index.html on every page load and new hashed assets on first request, so a reload in the browser
 * shows the new build without a restart. Ctrl-C stops both.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import { webBuildOptions, writeIndexHtml } from './build.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const webOut = join(root, 'dist/web');

const writeIndexOnRebuild: esbuild.Plugin = {
  name: 'write-index-html',
  setup(build) {
    let started = 0;
    build.onStart(() => {
      started = Date.now();
    });
    build.onEnd(async (result) => {
      if (result.errors.length > 0 || !result.metafile) return;
      await writeIndexHtml(result.metafile);
      console.log(`dev: console rebuilt in ${Date.now() - started} ms`);
    });
  },
};

await rm(webOut, { recursive: true, force: true });
await mkdir(webOut, { recursive: true });
const options = webBuildOptions(false);
const context = await esbuild.context({ ...options, plugins: [...(options.plugins ?? []), writeIndexOnRebuild] });
await context.watch();

const gateway: ChildProcess = spawn(
  join(root, 'node_modules/.bin/tsx'),
  ['watch', '--clear-screen=false', '--include', 'contract/**', '--include', 'mock-upstream/**', 'server/main.ts'],
  { cwd: root, stdio: 'inherit', env: process.env },
);

let stopping = false;
async function stop(code: number) {
  if (stopping) return;
  stopping = true;
  await context.dispose();
  if (gateway.exitCode === null) {
    const exited = new Promise((resolve) => gateway.once('exit', resolve));
    gateway.kill('SIGTERM');
    await exited;
  }
  process.exit(code);
}
gateway.once('exit', (code) => {
  if (!stopping) {
    console.error(`dev: the gateway watcher exited (${code}); stopping`);
    void stop(1);
  }
});
process.once('SIGINT', () => void stop(0));
process.once('SIGTERM', () => void stop(0));
