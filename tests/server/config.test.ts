/** Configuration from the environment: defaults, accepted forms, and one clear line for a bad value. */
import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import t from 'tap';
import { AUTO_WORKERS_MAX, autoWorkers, cpuQuota } from '../../server/auto-workers.ts';
import { CONFIG_VARIABLES, ConfigError, loadConfig, unknownVariables } from '../../server/config.ts';

t.test('defaults', async (t) => {
  const config = loadConfig({});
  t.equal(config.port, 8080);
  t.equal(config.host, '0.0.0.0');
  t.equal(config.upstreamUrl, 'mock', 'no UPSTREAM_URL: the embedded mock');
  t.equal(config.upstreamTimeoutMs, 200000);
  t.equal(config.logLevel, 'info');
  t.equal(config.bodyLimit, 10 * 1024 * 1024);
  t.equal(config.maxHeaderSize, 16 * 1024);
  t.equal(config.trustProxy, false);
  t.equal(config.staticDir, resolve(process.cwd(), 'dist/web'), 'STATIC_DIR resolves from the working directory');
  t.equal(config.loginRateLimit, 10);
  t.equal(config.shutdownGraceMs, 10000);
  t.equal(config.shutdownAcceptMs, 0, 'a stopping gateway stops accepting at once unless told otherwise');
  t.equal(config.redisUrl, undefined, 'the login limit in memory unless REDIS_URL is set');
  for (const url of ['redis://redis:6379', 'rediss://:secret@cache.example.com:6380/2', 'redis://user:pw@10.0.0.5']) {
    t.equal(loadConfig({ REDIS_URL: url }).redisUrl, url, `REDIS_URL=${url} is taken as it is`);
  }
  t.ok(config.workers >= 1 && config.workers <= Math.min(availableParallelism(), AUTO_WORKERS_MAX), 'WORKERS=auto: at most one per CPU');
  t.equal(config.uploadOrigin, undefined);
  t.equal(config.cdnOrigin, undefined);
  t.equal(loadConfig({ UPSTREAM_URL: '' }).upstreamUrl, 'mock', 'an empty value means the default');
});

t.test('WORKERS=auto: one per usable CPU, a container quota included, at most 8', async (t) => {
  t.equal(autoWorkers(2, undefined), 2, 'no quota: every CPU');
  t.equal(autoWorkers(16, 2), 2, 'docker --cpus=2 on a 16-CPU host');
  t.equal(autoWorkers(16, 1.5), 2, 'a part of a CPU counts as one');
  t.equal(autoWorkers(16, 0.5), 1, 'half a CPU: one worker');
  t.equal(autoWorkers(2, 8), 2, 'a quota above the CPUs there are: the CPUs');
  t.equal(autoWorkers(64, undefined), AUTO_WORKERS_MAX, 'a large host: at most eight');
});

t.test('the CPU quota from cgroup v2, or cgroup v1 under cpu/ or cpu,cpuacct/', async (t) => {
  const root = (files: Record<string, string>) => {
    const dir = t.testdir();
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(join(dir, path, '..'), { recursive: true });
      writeFileSync(join(dir, path), text);
    }
    return dir;
  };
  t.equal(cpuQuota(root({ 'cpu.max': '200000 100000\n' })), 2, 'v2: --cpus=2');
  t.equal(cpuQuota(root({ 'cpu.max': '150000 100000\n' })), 1.5, 'v2: --cpus=1.5');
  t.equal(cpuQuota(root({ 'cpu.max': 'max 100000\n' })), undefined, 'v2: no quota');
  t.equal(cpuQuota(root({ 'cpu/cpu.cfs_quota_us': '100000\n', 'cpu/cpu.cfs_period_us': '100000\n' })), 1, 'v1 (cpu/): --cpus=1');
  t.equal(
    cpuQuota(root({ 'cpu,cpuacct/cpu.cfs_quota_us': '50000\n', 'cpu,cpuacct/cpu.cfs_period_us': '100000\n' })),
    0.5,
    'v1 (cpu,cpuacct/): --cpus=0.5',
  );
  t.equal(cpuQuota(root({ 'cpu/cpu.cfs_quota_us': '-1\n', 'cpu/cpu.cfs_period_us': '100000\n' })), undefined, 'v1: -1 is no quota');
  t.equal(cpuQuota(root({})), undefined, 'no cgroup files: no quota');
  t.equal(autoWorkers(4, cpuQuota(root({ 'cpu/cpu.cfs_quota_us': '100000', 'cpu/cpu.cfs_period_us': '100000' }))), 1, 'v1 --cpus=1 on 4 CPUs: one worker');
});

t.test('variables that look like ours but are not are named, with the closest known one', async (t) => {
  t.same(
    unknownVariables({ UPSTREAM_UR: 'http://x', LOG_LEVL: 'warn', MOCK_SEEDS: '1', WORKER: '2', HOSTNAME: 'a', PATH: '/bin', NODE_ENV: 'production', UPSTREAM_URL: 'mock' }),
    [
      { variable: 'LOG_LEVL', closest: 'LOG_LEVEL' },
      { variable: 'MOCK_SEEDS', closest: 'MOCK_SEED' },
      { variable: 'UPSTREAM_UR', closest: 'UPSTREAM_URL' },
    ],
    "known prefixes only: a container's HOSTNAME, PATH or NODE_ENV are not ours",
  );
});

t.test('accepted forms', async (t) => {
  t.equal(loadConfig({ BODY_LIMIT: '1048576' }).bodyLimit, 1048576);
  t.equal(loadConfig({ BODY_LIMIT: '512kb' }).bodyLimit, 512 * 1024);
  t.equal(loadConfig({ BODY_LIMIT: '2MB' }).bodyLimit, 2 * 1024 * 1024);
  t.equal(loadConfig({ TRUST_PROXY: 'true' }).trustProxy, true);
  t.equal(loadConfig({ TRUST_PROXY: '2' }).trustProxy, 2);
  t.same(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy, ['10.0.0.0/8', '127.0.0.1']);
  t.equal(loadConfig({ UPSTREAM_URL: 'https://api.example.com/base' }).upstreamUrl, 'https://api.example.com/base');
  t.equal(loadConfig({ CDN_ORIGIN: 'https://cdn.example.com/' }).cdnOrigin, 'https://cdn.example.com');
  t.equal(loadConfig({ STATIC_DIR: tmpdir() }).staticDir, tmpdir(), 'an existing directory');
  t.equal(loadConfig({ LOG_LEVEL: 'silent' }).logLevel, 'silent');
  t.equal(loadConfig({ WORKERS: '1' }).workers, 1);
  t.equal(loadConfig({ WORKERS: '8' }).workers, 8);
});

t.test('every bad value names its variable and what it accepts', async (t) => {
  const bad: Record<string, string[]> = {
    PORT: ['abc', '65536', '-1', '80.5'],
    UPSTREAM_URL: ['localhost:3000', 'ftp://x', 'http://user:pw@x', 'http://x/?a=1', 'http://x/#f'],
    UPSTREAM_TIMEOUT_MS: ['0', 'soon', '1e3'],
    UPSTREAM_CONNECTIONS: ['0', 'many'],
    LOG_LEVEL: ['verbose', 'INFO!'],
    BODY_LIMIT: ['10gb', 'lots', '0'],
    MAX_HEADER_SIZE: ['100', 'big'],
    TRUST_PROXY: ['yes', 'proxy.example.com', '10.0.0.0/99', ':::::', '1.2.3.4/33, 10.0.0.1'],
    LOGIN_RATE_LIMIT: ['0', 'ten'],
    SHUTDOWN_GRACE_MS: ['forever'],
    SHUTDOWN_ACCEPT_MS: ['soon', '60001'],
    REDIS_URL: ['redis', 'localhost:6379', 'http://redis:6379', 'redis://', 'redis://redis:6379/db', 'redis://redis:6379/?x=1'],
    BREAKER_FAILURES: ['-1', 'five', '10001'],
    BREAKER_OPEN_MS: ['99', '1s', '600001'],
    SHED_EVENT_LOOP_DELAY_MS: ['-5', '0.5', '60001'],
    WORKERS: ['0', '65', 'all', '2.5'],
    UPLOAD_ORIGIN: ['upload.example.com', 'https://x.example/path', 'javascript:alert(1)'],
    CDN_ORIGIN: ['ftp://cdn.example.com'],
  };
  for (const [variable, values] of Object.entries(bad)) {
    for (const value of values) {
      try {
        loadConfig({ [variable]: value });
        t.fail(`${variable}=${value} was accepted`);
      } catch (error) {
        t.ok(error instanceof ConfigError, `${variable}=${value}: a ConfigError`);
        const message = (error as Error).message;
        t.notMatch(message, /\n/, 'one line');
        t.match(message, new RegExp(`^invalid ${variable}=`), `${variable}=${value}: names the variable`);
        const accepts = CONFIG_VARIABLES.find((v) => v.name === variable)!.accepts;
        t.ok(message.endsWith(`expected ${accepts}`), `${variable}=${value}: says what it accepts`);
      }
    }
  }
});
