/**
 * The container engine the test drives: Docker with `docker compose` where a Docker engine answers, else podman with
 * podman-compose, set up by `../shared/tools/container-env.sh` (beside the clone) when that script is there.
 * Everything engine-specific lives here, so the scenario in run.ts reads the same for both.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ensureBaseImage } from './base-image.ts';
import { exec, type Result } from './exec.ts';

export interface Engine {
  /** e.g. "podman 4.3.1 with podman-compose 1.0.3", for the report. */
  description: string;
  /** `docker` or `podman`: both take the same run/stop/logs/inspect/exec arguments. */
  cli: string;
  build(tag: string, context: string): Promise<Result>;
  /** `<compose> -p project ...args`, run in the directory of docker-compose.yml. */
  compose(project: string, args: string[], env: NodeJS.ProcessEnv): Promise<Result>;
  /** Runs the container's own HEALTHCHECK verdict (podman has no timer here, so it is run on demand). */
  isHealthy(container: string): Promise<boolean>;
  /** What `compose down` leaves behind on this engine. */
  removeLeftovers(project: string): Promise<void>;
}

export type EngineLookup = { engine: Engine } | { missing: string };

const firstLine = (r: Result) => `${r.stdout}${r.stderr}`.trim().split('\n')[0] ?? '';
const lastLine = (r: Result) => `${r.stdout}${r.stderr}`.trim().split('\n').at(-1) ?? '';
const has = async (command: string) => (await exec('sh', ['-c', `command -v ${command}`])).code === 0;

export async function findEngine(root: string): Promise<EngineLookup> {
  const docker = await dockerEngine(root);
  if (docker) return { engine: docker };
  const setupScript = join(root, '..', 'shared', 'tools', 'container-env.sh');
  if (existsSync(setupScript)) {
    const failure = await runSetup(setupScript, root);
    if (failure) return { missing: failure };
  }
  const podman = await podmanEngine(root, existsSync(setupScript) ? setupScript : undefined);
  if (podman) return { engine: podman };
  return {
    missing: 'no Docker engine with `docker compose`, no podman with podman-compose, and no ../shared/tools/container-env.sh to set one up',
  };
}

async function dockerEngine(root: string): Promise<Engine | undefined> {
  const info = await exec('docker', ['info', '--format', '{{.ServerVersion}}'], { timeoutMs: 20_000 });
  const compose = await exec('docker', ['compose', 'version', '--short'], { timeoutMs: 20_000 });
  if (info.code !== 0 || compose.code !== 0) return undefined;
  return {
    description: `docker ${info.stdout.trim()} with compose ${compose.stdout.trim()}`,
    cli: 'docker',
    build: (tag, context) =>
      exec('docker', ['build', '-t', tag, context], { timeoutMs: 12 * 60_000, env: { ...process.env, DOCKER_BUILDKIT: '1' } }),
    compose: (project, args, env) => exec('docker', ['compose', '-p', project, ...args], { cwd: root, env, timeoutMs: 5 * 60_000 }),
    isHealthy: async (container) => {
      const r = await exec('docker', ['inspect', '--format', '{{.State.Health.Status}}', container]);
      return r.code === 0 && r.stdout.trim() === 'healthy';
    },
    removeLeftovers: async () => {},
  };
}

/**
 * Installs and configures podman through the shared script, and the Dockerfile's base image with it (base-image.ts).
 * Returns why it failed, or undefined. netavark (podman's network layer) needs iptables, which the script does not
 * install: a fresh Debian has none.
 */
async function runSetup(script: string, root: string): Promise<string | undefined> {
  if (!(await has('iptables')) && (await has('apt-get'))) {
    console.log('container: installing iptables (podman needs it for container networks)');
    const apt = await exec(
      'sh',
      ['-c', 'apt-get update -qq && apt-get install -y -qq --no-install-recommends iptables'],
      { timeoutMs: 5 * 60_000, env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } },
    );
    if (apt.code !== 0) return `apt-get install iptables failed: ${lastLine(apt)}`;
  }
  const setup = await exec('bash', [script, 'setup'], { timeoutMs: 8 * 60_000 });
  if (setup.code !== 0) return `container-env.sh setup failed: ${lastLine(setup)}`;
  // docker-compose.scale.yml's nginx:bookworm and redis:bookworm, built locally where no registry answers.
  const services = await exec('bash', [script, 'service-images'], { timeoutMs: 8 * 60_000 });
  if (services.code !== 0) return `container-env.sh service-images failed: ${lastLine(services)}`;
  return ensureBaseImage(root);
}

async function podmanEngine(root: string, setupScript: string | undefined): Promise<Engine | undefined> {
  const version = await exec('podman', ['--version']);
  const composeVersion = await exec('podman-compose', ['version']);
  if (version.code !== 0 || composeVersion.code !== 0) return undefined;
  // The script's flags: docker image format (so HEALTHCHECK is kept) and the machine's CA bundle as the npm_ca secret.
  const flags = setupScript ? (await exec('bash', [setupScript, 'buildargs'])).stdout.trim() : '--format docker';
  const composeRelease = /podman-composer? version:?\s*([\d.]+)/.exec(composeVersion.stdout)?.[1] ?? '?';
  return {
    description: `${firstLine(version)} with podman-compose ${composeRelease}`,
    cli: 'podman',
    build: (tag, context) => exec('podman', ['build', ...flags.split(/\s+/), '-t', tag, context], { timeoutMs: 12 * 60_000 }),
    compose: (project, args, env) =>
      exec('podman-compose', [`--podman-build-args=${flags}`, '-p', project, ...args], { cwd: root, env, timeoutMs: 5 * 60_000 }),
    isHealthy: async (container) => (await exec('podman', ['healthcheck', 'run', container], { timeoutMs: 20_000 })).code === 0,
    // podman-compose 1.0.3 leaves the project's network behind.
    removeLeftovers: async (project) => {
      await exec('podman', ['network', 'rm', '-f', `${project}_default`]);
    },
  };
}
