/** Configuration from the environment: defaults, accepted forms, and one clear line for a bad value. */
import { tmpdir } from 'node:os';
import { resolve } from 'node:path';
import t from 'tap';
import { MOCK_VARIABLE_NAMES } from '../../mock-upstream/options.ts';
import { CONFIG_VARIABLES, ConfigError, loadConfig } from '../../server/config.ts';
import { unknownVariables } from '../../server/config-typos.ts';

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
  t.equal(config.exportDir, resolve(tmpdir(), 'commerce-console-exports'), 'export files in a folder of the OS temporary directory');
  t.equal(config.exportRetentionDays, 7, 'export files kept a week');
  for (const url of ['redis://redis:6379', 'rediss://:secret@cache.example.com:6380/2', 'redis://user:pw@10.0.0.5']) {
    t.equal(loadConfig({ REDIS_URL: url }).redisUrl, url, `REDIS_URL=${url} is taken as it is`);
  }
  t.equal(config.headersTimeoutMs, 10000, 'a request head within 10 s');
  t.equal(config.requestTimeoutMs, 120000, 'a whole request within 2 minutes');
  t.equal(config.maxConnectionsPerClient, 64);
  t.equal(config.bodyBufferLimit, 256 * 1024 * 1024);
  t.equal(config.uploadOrigin, undefined);
  t.equal(config.cdnOrigin, undefined);
  t.equal(loadConfig({ UPSTREAM_URL: '' }).upstreamUrl, 'mock', 'an empty value means the default');
});

t.test('variables that look like ours but are not are named, with the closest known one', async (t) => {
  t.same(
    unknownVariables(
      { UPSTREAM_UR: 'http://x', LOG_LEVL: 'warn', MOCK_SEEDS: '1', WORKER: '2', HOSTNAME: 'a', PATH: '/bin', NODE_ENV: 'production', UPSTREAM_URL: 'mock' },
      MOCK_VARIABLE_NAMES,
    ),
    [
      { variable: 'LOG_LEVL', closest: 'LOG_LEVEL' },
      { variable: 'MOCK_SEEDS', closest: 'MOCK_SEED' },
      { variable: 'UPSTREAM_UR', closest: 'UPSTREAM_URL' },
    ],
    "known prefixes only: a container's HOSTNAME, PATH or NODE_ENV are not ours",
  );
  t.same(unknownVariables({ MOCK_SEEDS: '1', UPSTREAM_URL: 'http://upstream' }), [], 'with a real upstream, MOCK_* variables are not the gateway\'s');
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
  t.equal(loadConfig({ EXPORT_DIR: 'exports' }).exportDir, resolve(process.cwd(), 'exports'), 'EXPORT_DIR resolves from the working directory');
  t.equal(loadConfig({ EXPORT_RETENTION_DAYS: '30' }).exportRetentionDays, 30);
  t.equal(loadConfig({ HEADERS_TIMEOUT_MS: '500', REQUEST_TIMEOUT_MS: '500' }).requestTimeoutMs, 500);
  t.equal(loadConfig({ BODY_BUFFER_LIMIT: '1mb', BODY_LIMIT: '1mb' }).bodyBufferLimit, 1024 * 1024);
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
    HEADERS_TIMEOUT_MS: ['99', 'soon'],
    REQUEST_TIMEOUT_MS: ['5000', 'never'],
    MAX_CONNECTIONS_PER_CLIENT: ['0', 'many'],
    BODY_BUFFER_LIMIT: ['1kb', 'lots'],
    UPLOAD_ORIGIN: ['upload.example.com', 'https://x.example/path', 'javascript:alert(1)'],
    CDN_ORIGIN: ['ftp://cdn.example.com'],
    EXPORT_RETENTION_DAYS: ['0', 'a week', '3651'],
    EVENTS_FEED_POLL_MS: ['99', 'often', '60001'],
    EVENTS_WEBHOOK_SECRET: ['too-short'],
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

t.test("the event feed's service account: the mock's in demo mode, none on a real upstream unless set, both or neither", async (t) => {
  t.same(loadConfig({}).eventsFeed, { account: 'gateway', password: '123456', pollMs: 500 }, "demo mode: the embedded mock's service account");
  t.equal(loadConfig({ UPSTREAM_URL: 'https://api.example.com' }).eventsFeed, undefined, 'a real upstream without an account: no reader');
  t.same(
    loadConfig({ UPSTREAM_URL: 'https://api.example.com', EVENTS_FEED_ACCOUNT: 'events-reader', EVENTS_FEED_PASSWORD: 's3cret', EVENTS_FEED_POLL_MS: '1000' }).eventsFeed,
    { account: 'events-reader', password: 's3cret', pollMs: 1000 },
  );
  t.equal(loadConfig({}).eventsWebhookSecret, undefined, 'no webhook unless its secret is set');
  t.throws(() => loadConfig({ EVENTS_FEED_ACCOUNT: 'events-reader' }), /^invalid EVENTS_FEED_PASSWORD="": expected/, 'an account without a password names the password');
  t.throws(() => loadConfig({ EVENTS_FEED_PASSWORD: 's3cret' }), /^invalid EVENTS_FEED_ACCOUNT="": expected/, 'a password without an account names the account');
});
