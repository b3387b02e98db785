/**
 * Rate limits on every credential call (docs/gateway.md "Credential calls"): both logins, SMS code sending, the SMS
 * password reset and both password changes. Each is counted twice, per client address and per account or phone (the
 * subject), each LOGIN_RATE_LIMIT a minute; a guess spread over many addresses still meets the subject's limit, and
 * one address trying many accounts meets its own. Over either: 429 with Retry-After, and the upstream never sees it.
 *
 * The counts live in @fastify/rate-limit's store: in this process, or in Redis when REDIS_URL is set, so every replica
 * counts the same attempts. While Redis cannot count, a credential call is answered 503 (fail closed): a limit that
 * lapsed with an outage would let a guess through unmetered.
 */
import { createHash } from 'node:crypto';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import { Gauge, type Registry } from 'prom-client';
import type { CredentialPath } from '../contract/credentials.ts';
import { GatewayError } from './errors.ts';

/** What names the account a credential call is about. */
type Subject = (body: Record<string, unknown>, request: FastifyRequest) => string | undefined;

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim().toLowerCase() : undefined);
const phone = (value: unknown) => (typeof value === 'string' && /\d/.test(value) ? value.replace(/\D/g, '') : undefined);
/** The session a password change comes from: a change is about that session's account. Hashed: keys are logged by Redis tools. */
const session = (_body: Record<string, unknown>, request: FastifyRequest) => {
  const token = request.headers.token;
  return typeof token === 'string' && token ? createHash('sha256').update(token).digest('base64url') : undefined;
};

/** What names the subject of each credential call (contract/credentials.ts lists them; a missing one is a type error). */
export const CREDENTIAL_CALLS: Record<CredentialPath, Subject> = {
  '/api/v2/admin/login': (body) => text(body.account),
  '/api/v2/seller/login': (body) => text(body.account) ?? phone(body.mobile),
  '/api/v2/common/mobilecode': (body) => phone(body.mobile),
  '/api/v2/seller/smspassword': (body) => phone(body.mobile),
  '/api/v2/admin/password': session,
  '/api/v2/seller/password': session,
};

/** The body's fields, JSON or form-encoded (what the upstream accepts); {} for anything else. */
function fields(body: Buffer | undefined): Record<string, unknown> {
  if (!body?.length) return {};
  const raw = body.toString('utf8');
  try {
    const parsed: unknown = JSON.parse(raw);
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
  } catch {
    return Object.fromEntries(new URLSearchParams(raw));
  }
}

export type StoreState = 'local' | 'redis' | 'redis-down';

export interface CredentialLimits {
  /** Counts one attempt against `key`; throws a GatewayError over the limit (Retry-After set) or while Redis is away. */
  count(reply: FastifyReply, key: string): Promise<void>;
  /** Where the attempts are counted, for /readyz. */
  state(): StoreState;
}

/** The key an attempt is counted under per subject, or undefined when the body names none (the upstream refuses it). */
export function subjectKey(path: string, body: Buffer | undefined, request: FastifyRequest): string | undefined {
  const subject = (CREDENTIAL_CALLS as Record<string, Subject | undefined>)[path]?.(fields(body), request);
  return subject === undefined ? undefined : `subject:${subject}`;
}

export const addressKey = (request: FastifyRequest) => `address:${request.ip}`;

declare module 'fastify' {
  interface FastifyRequest {
    /** The key a credential call is being counted under (credential-limits.ts). */
    limitKey: string;
  }
}

export async function registerCredentialLimits(
  app: FastifyInstance,
  options: { max: number; redisUrl: string | undefined; registry: Registry },
): Promise<CredentialLimits> {
  const redis = options.redisUrl ? connectRedis(app, options.redisUrl, options.registry) : undefined;
  app.decorateRequest('limitKey', '');
  await app.register(rateLimit, { global: false, redis, nameSpace: 'gateway-credentials-', skipOnError: false });
  const check = app.createRateLimit({ max: options.max, timeWindow: 60_000, keyGenerator: (request) => request.limitKey });
  return {
    async count(reply, key) {
      reply.request.limitKey = key;
      let result: Awaited<ReturnType<typeof check>>;
      try {
        result = await check(reply.request);
      } catch {
        // The store failed (Redis is away): refused, not let through uncounted.
        reply.header('retry-after', 5);
        throw new GatewayError(503, 'rate_limit_unavailable');
      }
      if (!result.isAllowed && result.isExceeded) {
        reply.header('retry-after', result.ttlInSeconds);
        throw new GatewayError(429, 'rate_limited');
      }
    },
    state: () => (!redis ? 'local' : redis.status === 'ready' ? 'redis' : 'redis-down'),
  };
}

function connectRedis(app: FastifyInstance, url: string, registry: Registry): Redis {
  const u = new URL(url);
  const address = `${u.hostname}:${u.port || 6379}`;
  // Fail fast while Redis is away: an attempt waits for no reconnect, it is answered 503 at once.
  const client = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1, connectTimeout: 2000, commandTimeout: 1000 });
  let away = false;
  client.on('error', (err: Error & { code?: string }) => {
    if (away) return;
    away = true;
    app.log.warn({ redis: address, code: err.code }, 'Redis unreachable: credential calls are answered 503 until it is back');
  });
  client.on('ready', () => {
    if (away) app.log.info({ redis: address }, 'Redis reachable again: credential calls are counted there');
    away = false;
  });
  new Gauge({
    name: 'gateway_rate_limit_store_up',
    help: 'Whether Redis, where the credential-call limits are counted (REDIS_URL), answers: 1 or 0.',
    registers: [registry],
    collect() {
      this.set(client.status === 'ready' ? 1 : 0);
    },
  });
  app.addHook('onClose', async () => {
    client.disconnect();
  });
  return client;
}
