/**
 * The gateway's configuration, read once from the environment and validated: a bad value stops the start with one
 * line naming the variable and what it accepts.
 */
import { statSync } from 'node:fs';
import { resolve } from 'node:path';
import { z } from 'zod';
import { DEFAULT_EXPORT_DIR } from './jobs/export/files.ts';
import { byteSize, integer, MOCK_UPSTREAM, origin, redisUrl, trustProxy, upstreamUrl } from './config-values.ts';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface GatewayConfig {
  port: number;
  host: string;
  /** `mock`, or the upstream's base URL (http or https, optionally with a path prefix, no query). */
  upstreamUrl: string;
  upstreamTimeoutMs: number;
  /** Connections the gateway keeps open to the upstream (undici pool size). */
  upstreamConnections: number;
  logLevel: LogLevel;
  /** Largest request body in bytes, proxied or not. */
  bodyLimit: number;
  /** Largest request head (request line + headers) in bytes; larger is answered 431. */
  maxHeaderSize: number;
  /** Fastify's trustProxy: false, true, a hop count or a list of addresses/CIDRs. */
  trustProxy: boolean | number | string[];
  /** Absolute path of the built console (index.html + assets/). */
  staticDir: string;
  /** Credential calls (logins, SMS, password changes) allowed per client address, and per account or phone, a minute. */
  loginRateLimit: number;
  /** How long a client may take to send a request's head (Node's headersTimeout); past it, 408 and closed. */
  headersTimeoutMs: number;
  /** How long a client may take to send a whole request, head and body (Node's requestTimeout). */
  requestTimeoutMs: number;
  /** Connections one client address may hold open at once (a trusted proxy's are not counted: TRUST_PROXY). */
  maxConnectionsPerClient: number;
  /** Request-body bytes all requests together may hold in memory at once before new ones are turned away. */
  bodyBufferLimit: number;
  /** How long in-flight requests may take to finish after SIGTERM/SIGINT. */
  shutdownGraceMs: number;
  /**
   * How long a stopping gateway still accepts requests, with /readyz failing, before it stops accepting: the time a
   * load balancer needs to take it out (docs/scaling.md). 0 stops accepting at once.
   */
  shutdownAcceptMs: number;
  /** Where the login rate limit is counted across replicas (docs/scaling.md); unset, in this gateway's memory. */
  redisUrl?: string;
  /** Transport failures in a row that open the upstream circuit (0: no breaker); docs/resilience.md. */
  breakerFailures: number;
  /** How long an open circuit answers 503 before it lets a probe through. */
  breakerOpenMs: number;
  /** Event-loop lag (mean over each half second, two in a row) past which proxied calls are shed with a 503 (0: never). */
  shedEventLoopDelayMs: number;
  /** Upstream calls one job makes at once (JOB_CONCURRENCY); docs/jobs.md. */
  jobConcurrency: number;
  /** Upstream calls all jobs of this gateway make at once, together (JOB_GLOBAL_CONCURRENCY). */
  jobGlobalConcurrency: number;
  /** Origins the console may load uploaded images from and send uploads to (real upstream only). */
  uploadOrigin?: string;
  cdnOrigin?: string;
  /** The folder export files are written to, absolute (docs/jobs.md, "Exports"); shared by the replicas in compose. */
  exportDir: string;
  /** Export files older than this many days are deleted. */
  exportRetentionDays: number;
  /**
   * The service account the gateway reads the upstream's event feed with (docs/events.md "The gateway's reader");
   * undefined: no reader (a real upstream without EVENTS_FEED_ACCOUNT). Demo mode defaults to the mock's `gateway`.
   */
  eventsFeed?: { account: string; password: string; pollMs: number };
  /** The webhook's shared secret (EVENTS_WEBHOOK_SECRET): set, the gateway takes the upstream's signed POSTs. */
  eventsWebhookSecret?: string;
}

export class ConfigError extends Error {
  constructor(variable: string, accepts: string, value: string) {
    super(`invalid ${variable}=${JSON.stringify(value)}: expected ${accepts}`);
    this.name = 'ConfigError';
  }
}

/** Every variable: its schema, its default and the one-line description of what it accepts. */
const VARIABLES = {
  PORT: { schema: integer(0, 65535), default: '8080', accepts: 'a port number 0-65535' },
  HOST: { schema: z.string().min(1), default: '0.0.0.0', accepts: 'a host name or address to listen on' },
  UPSTREAM_URL: {
    schema: upstreamUrl,
    default: MOCK_UPSTREAM,
    accepts: '"mock" or an http(s) URL without credentials, query or fragment',
  },
  UPSTREAM_TIMEOUT_MS: { schema: integer(1, 3_600_000), default: '200000', accepts: 'milliseconds, 1-3600000' },
  UPSTREAM_CONNECTIONS: { schema: integer(1, 4096), default: '128', accepts: 'a connection count, 1-4096' },
  LOG_LEVEL: { schema: z.enum(LOG_LEVELS), default: 'info', accepts: LOG_LEVELS.join(', ') },
  BODY_LIMIT: {
    schema: byteSize(1, 1024 * 1024 * 1024),
    default: '10mb',
    accepts: 'a size in bytes, or with kb/mb (e.g. 10mb), at most 1024mb',
  },
  MAX_HEADER_SIZE: { schema: byteSize(1024, 1024 * 1024), default: '16kb', accepts: 'a size in bytes or kb, 1kb-1024kb' },
  TRUST_PROXY: {
    schema: trustProxy,
    default: 'false',
    accepts: 'true, false, a hop count, or comma-separated IP addresses/CIDRs',
  },
  STATIC_DIR: { schema: z.string().min(1), default: 'dist/web', accepts: 'an existing directory (the built console)' },
  LOGIN_RATE_LIMIT: {
    schema: integer(1, 1_000_000),
    default: '10',
    accepts: 'credential calls per client address and per account or phone per minute, 1-1000000',
  },
  HEADERS_TIMEOUT_MS: { schema: integer(100, 600_000), default: '10000', accepts: 'milliseconds, 100-600000' },
  REQUEST_TIMEOUT_MS: { schema: integer(100, 3_600_000), default: '120000', accepts: 'milliseconds, 100-3600000, at least HEADERS_TIMEOUT_MS' },
  MAX_CONNECTIONS_PER_CLIENT: { schema: integer(1, 100_000), default: '64', accepts: 'a connection count, 1-100000' },
  BODY_BUFFER_LIMIT: {
    schema: byteSize(1024, 16 * 1024 * 1024 * 1024),
    default: '256mb',
    accepts: 'a size in bytes, or with kb/mb (e.g. 256mb), at least BODY_LIMIT',
  },
  SHUTDOWN_GRACE_MS: { schema: integer(0, 600_000), default: '10000', accepts: 'milliseconds, 0-600000' },
  SHUTDOWN_ACCEPT_MS: { schema: integer(0, 60_000), default: '0', accepts: 'milliseconds, 0-60000' },
  REDIS_URL: {
    schema: redisUrl.optional(),
    default: undefined,
    accepts: 'a redis:// or rediss:// URL such as redis://redis:6379 (optionally with user:password@ and /database)',
  },
  BREAKER_FAILURES: {
    schema: integer(0, 10_000),
    default: '5',
    accepts: 'upstream transport failures in a row that open the circuit, 1-10000, or 0 for no breaker',
  },
  BREAKER_OPEN_MS: { schema: integer(100, 600_000), default: '10000', accepts: 'milliseconds, 100-600000' },
  SHED_EVENT_LOOP_DELAY_MS: {
    schema: integer(0, 60_000),
    default: '250',
    accepts: 'milliseconds of event-loop lag, 1-60000, or 0 to never shed',
  },
  JOB_CONCURRENCY: { schema: integer(1, 64), default: '4', accepts: 'upstream calls one job makes at once, 1-64' },
  JOB_GLOBAL_CONCURRENCY: {
    schema: integer(1, 1024),
    default: '8',
    accepts: 'upstream calls all jobs of a gateway make at once, 1-1024, below UPSTREAM_CONNECTIONS',
  },
  UPLOAD_ORIGIN: { schema: origin.optional(), default: undefined, accepts: 'an http(s) origin such as https://upload.example.com' },
  CDN_ORIGIN: { schema: origin.optional(), default: undefined, accepts: 'an http(s) origin such as https://cdn.example.com' },
  EXPORT_DIR: { schema: z.string().min(1).optional(), default: undefined, accepts: 'a folder path (created if missing) for export files' },
  EXPORT_RETENTION_DAYS: { schema: integer(1, 3650), default: '7', accepts: 'days export files are kept, 1-3650' },
  EVENTS_FEED_ACCOUNT: {
    schema: z.string().min(1).max(64).optional(),
    default: undefined,
    accepts: 'the service account that reads the event feed (demo mode: gateway), with EVENTS_FEED_PASSWORD',
  },
  EVENTS_FEED_PASSWORD: {
    schema: z.string().min(1).max(64).optional(),
    default: undefined,
    accepts: "the password of EVENTS_FEED_ACCOUNT (demo mode: the mock's 123456), set with it",
  },
  EVENTS_FEED_POLL_MS: { schema: integer(100, 60_000), default: '500', accepts: 'milliseconds between two reads of an idle feed, 100-60000' },
  EVENTS_WEBHOOK_SECRET: {
    schema: z.string().min(16).max(256).optional(),
    default: undefined,
    accepts: 'the secret the upstream signs its event webhook with, 16-256 characters (unset: no webhook route)',
  },
} as const;

/** The mock's service account (mock-upstream/accounts.ts): the feed's reader in demo mode. */
const DEMO_FEED_ACCOUNT = { account: 'gateway', password: '123456' };

export type ConfigVariable = keyof typeof VARIABLES;
/** Names, defaults and descriptions, for docs/configuration.md and for tests. */
export const CONFIG_VARIABLES = Object.entries(VARIABLES).map(([name, v]) => ({
  name: name as ConfigVariable,
  default: v.default,
  accepts: v.accepts,
}));

function read<K extends ConfigVariable>(env: NodeJS.ProcessEnv, name: K): z.output<(typeof VARIABLES)[K]['schema']> {
  const spec = VARIABLES[name];
  const raw = env[name]?.trim();
  const value = raw === undefined || raw === '' ? spec.default : raw;
  const result = (spec.schema as z.ZodType).safeParse(value);
  if (!result.success) throw new ConfigError(name, spec.accepts, value ?? '');
  return result.data as z.output<(typeof VARIABLES)[K]['schema']>;
}

export function loadConfig(env: NodeJS.ProcessEnv): GatewayConfig {
  const staticDir = resolve(process.cwd(), read(env, 'STATIC_DIR'));
  // A folder named on purpose that is not there is a typo, refused at start. The default may be missing before the
  // first build: the console then answers 503 "run npm run build" until it is built.
  if (env.STATIC_DIR?.trim() && !statSync(staticDir, { throwIfNoEntry: false })?.isDirectory()) {
    throw new ConfigError('STATIC_DIR', VARIABLES.STATIC_DIR.accepts, env.STATIC_DIR.trim());
  }
  const bodyLimit = read(env, 'BODY_LIMIT');
  const bodyBufferLimit = read(env, 'BODY_BUFFER_LIMIT');
  // Room for one body of the largest size at least, or no large body could ever be read.
  if (bodyBufferLimit < bodyLimit) throw new ConfigError('BODY_BUFFER_LIMIT', VARIABLES.BODY_BUFFER_LIMIT.accepts, env.BODY_BUFFER_LIMIT?.trim() ?? '');
  const headersTimeoutMs = read(env, 'HEADERS_TIMEOUT_MS');
  // Node requires the head's timeout to be within the whole request's.
  if (read(env, 'REQUEST_TIMEOUT_MS') < headersTimeoutMs) {
    throw new ConfigError('REQUEST_TIMEOUT_MS', VARIABLES.REQUEST_TIMEOUT_MS.accepts, env.REQUEST_TIMEOUT_MS?.trim() ?? '');
  }
  return {
    port: read(env, 'PORT'),
    host: read(env, 'HOST'),
    upstreamUrl: read(env, 'UPSTREAM_URL'),
    upstreamTimeoutMs: read(env, 'UPSTREAM_TIMEOUT_MS'),
    upstreamConnections: read(env, 'UPSTREAM_CONNECTIONS'),
    logLevel: read(env, 'LOG_LEVEL'),
    bodyLimit,
    maxHeaderSize: read(env, 'MAX_HEADER_SIZE'),
    trustProxy: read(env, 'TRUST_PROXY'),
    staticDir,
    loginRateLimit: read(env, 'LOGIN_RATE_LIMIT'),
    headersTimeoutMs,
    requestTimeoutMs: read(env, 'REQUEST_TIMEOUT_MS'),
    maxConnectionsPerClient: read(env, 'MAX_CONNECTIONS_PER_CLIENT'),
    bodyBufferLimit,
    shutdownGraceMs: read(env, 'SHUTDOWN_GRACE_MS'),
    shutdownAcceptMs: read(env, 'SHUTDOWN_ACCEPT_MS'),
    redisUrl: read(env, 'REDIS_URL'),
    breakerFailures: read(env, 'BREAKER_FAILURES'),
    breakerOpenMs: read(env, 'BREAKER_OPEN_MS'),
    shedEventLoopDelayMs: read(env, 'SHED_EVENT_LOOP_DELAY_MS'),
    jobConcurrency: read(env, 'JOB_CONCURRENCY'),
    jobGlobalConcurrency: read(env, 'JOB_GLOBAL_CONCURRENCY'),
    uploadOrigin: read(env, 'UPLOAD_ORIGIN'),
    cdnOrigin: read(env, 'CDN_ORIGIN'),
    // the OS's temporary folder unless set: a relative path is read from the working directory, as STATIC_DIR is
    exportDir: resolve(process.cwd(), read(env, 'EXPORT_DIR') ?? DEFAULT_EXPORT_DIR),
    exportRetentionDays: read(env, 'EXPORT_RETENTION_DAYS'),
    eventsFeed: eventsFeed(env),
    eventsWebhookSecret: read(env, 'EVENTS_WEBHOOK_SECRET'),
  };
}

/** The feed's account: both variables or neither (then the mock's in demo mode, none on a real upstream). */
function eventsFeed(env: NodeJS.ProcessEnv): GatewayConfig['eventsFeed'] {
  const account = read(env, 'EVENTS_FEED_ACCOUNT');
  const password = read(env, 'EVENTS_FEED_PASSWORD');
  const pollMs = read(env, 'EVENTS_FEED_POLL_MS');
  if (account && !password) throw new ConfigError('EVENTS_FEED_PASSWORD', VARIABLES.EVENTS_FEED_PASSWORD.accepts, '');
  if (password && !account) throw new ConfigError('EVENTS_FEED_ACCOUNT', VARIABLES.EVENTS_FEED_ACCOUNT.accepts, '');
  if (account && password) return { account, password, pollMs };
  return read(env, 'UPSTREAM_URL') === MOCK_UPSTREAM ? { ...DEMO_FEED_ACCOUNT, pollMs } : undefined;
}
