/**
 * The Dockerfile's base image on a machine that reaches no image registry. There, ../shared/tools/container-env.sh
 * builds `node:20-bookworm-slim` locally from the machine's own Node. When the Dockerfile names another Node line, this
 * builds its stand-in the same way: that base with the line's official Linux binary, from the npm registry's
 * `node-linux-<arch>` package (the one the `node` package installs), tagged as the Dockerfile names it. Where a
 * registry answers, the engine pulls the real image and none of this runs.
 */
import { readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { exec } from './exec.ts';

/** What container-env.sh builds from the machine's Node. */
const SCRIPT_BASE = 'docker.io/library/node:20-bookworm-slim';

/** The Dockerfile's `ARG NODE_IMAGE` default, e.g. `node:24-bookworm-slim`, and the Node major it names. */
export function dockerfileBase(root: string): { image: string; major: number } {
  const dockerfile = readFileSync(join(root, 'Dockerfile'), 'utf8');
  const image = /^ARG NODE_IMAGE=(\S+)$/m.exec(dockerfile)?.[1];
  const major = Number(/^node:(\d+)-/.exec(image ?? '')?.[1]);
  if (!image || !major) throw new Error(`Dockerfile: no "ARG NODE_IMAGE=node:<major>-..." line (found ${image})`);
  return { image, major };
}

/** Builds the stand-in for the Dockerfile's base under podman when it is missing. Returns why it failed, or undefined. */
export async function ensureBaseImage(root: string): Promise<string | undefined> {
  const { image, major } = dockerfileBase(root);
  const tag = `docker.io/library/${image}`;
  if (tag === SCRIPT_BASE || (await exec('podman', ['image', 'exists', tag])).code === 0) return undefined;
  const dir = await mkdtemp(join(tmpdir(), 'node-base-'));
  try {
    console.log(`container: building ${tag} from ${SCRIPT_BASE} and Node ${major}'s binary from the npm registry`);
    const pack = await exec('npm', ['pack', '--silent', `node-linux-${process.arch}@${major}`, '--pack-destination', dir], {
      timeoutMs: 5 * 60_000,
    });
    const tarball = pack.stdout.trim().split('\n').at(-1);
    if (pack.code !== 0 || !tarball) return `npm pack node-linux-${process.arch}@${major} failed: ${pack.stderr.trim().split('\n').at(-1)}`;
    const untar = await exec('tar', ['xzf', join(dir, tarball), '-C', dir, '--strip-components=2', 'package/bin/node']);
    if (untar.code !== 0) return `unpacking ${tarball} failed: ${untar.stderr.trim()}`;
    await writeFile(join(dir, 'Containerfile'), `FROM ${SCRIPT_BASE}\nCOPY node /usr/local/bin/node\nRUN node --version\n`);
    // One layer, so the image's size is its files' (the replaced binary is not kept underneath).
    const build = await exec('podman', ['build', '-q', '--squash-all', '-t', tag, '-f', join(dir, 'Containerfile'), dir], {
      timeoutMs: 5 * 60_000,
    });
    return build.code === 0 ? undefined : `building ${tag} failed: ${build.stderr.trim().split('\n').at(-1)}`;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
