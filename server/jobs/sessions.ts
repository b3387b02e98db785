/**
 * Who a session token belongs to, and the session cookie (docs/jobs.md "Sessions and the cookie").
 *
 * The gateway sees every sign-in pass: a successful login answer names the token, and the login's body the account,
 * so the gateway remembers the account behind the token (hashed) for the session's lifetime, and sets the session
 * cookie. The cookie is HttpOnly, SameSite=Strict, Secure behind https, scoped to the job routes' path, and it is
 * accepted only by the read-only download of a job's result (routes.ts): a plain link cannot send the token header,
 * and a token never travels in a URL. Signing out clears it, forgets the token and cancels the account's running jobs.
 */
import { createHash } from 'node:crypto';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import fastifyCookie from '@fastify/cookie';
import type { FastifyRequest } from 'fastify';
import type { AnswerWatch } from '../forward.ts';
import type { JobStore, Who } from './store.ts';

export const SESSION_COOKIE = 'cc_session';
/** The cookie goes with the job routes only: no other call of the gateway or the upstream ever receives it. */
export const JOBS_PATH = '/gateway/jobs';

/** Login calls and the area each signs in to; the logout call. */
const LOGINS: Record<string, 'admin' | 'seller'> = { '/api/v2/admin/login': 'admin', '/api/v2/seller/login': 'seller' };
const LOGOUT = '/api/v2/admin/logout';
/** How long the gateway remembers a token when the login answer does not say when the session ends. */
const DEFAULT_SESSION_SECONDS = 12 * 3600;

export const tokenHash = (token: string) => createHash('sha256').update(token).digest('base64url');

/** The token header of a request, when it has one. */
export function headerToken(request: FastifyRequest): string | undefined {
  const token = request.headers.token;
  return typeof token === 'string' && token !== '' ? token : undefined;
}

function decoded(body: Buffer, encoding: string | undefined): unknown {
  const raw = encoding === 'gzip' ? gunzipSync(body) : encoding === 'br' ? brotliDecompressSync(body) : encoding === 'deflate' ? inflateSync(body) : body;
  return JSON.parse(raw.toString('utf8'));
}

/** The account a login body names (an account name or, for the SMS login, the phone). */
function accountOf(body: unknown): string | undefined {
  let fields: Record<string, unknown> = {};
  if (Buffer.isBuffer(body) && body.length > 0) {
    const raw = body.toString('utf8');
    try {
      fields = JSON.parse(raw);
    } catch {
      fields = Object.fromEntries(new URLSearchParams(raw));
    }
  }
  const name = typeof fields.account === 'string' ? fields.account : typeof fields.mobile === 'string' ? fields.mobile : undefined;
  return name?.trim().toLowerCase() || undefined;
}

export interface SessionWatchOptions {
  store: JobStore;
  /** Cancels every running job of an account (the logout's side of it). */
  cancelJobsOf(account: string): Promise<void>;
  onError(error: unknown): void;
}

/** The watch of a proxied call the gateway must see (a login, a logout), by its upstream path; undefined for all others. */
export function sessionWatch(options: SessionWatchOptions, request: FastifyRequest, path: string): AnswerWatch | undefined {
  const area = LOGINS[path];
  if (!area && path !== LOGOUT) return undefined;
  const secure = request.protocol === 'https';
  if (area) {
    return {
      readsBody: true,
      headers(statusCode, body, encoding) {
        const account = accountOf(request.body);
        let answer: { status?: number; data?: { token?: string; is_admin?: number; session?: { expires_at?: string } } };
        try {
          answer = body ? (decoded(body, encoding) as typeof answer) : {};
        } catch {
          return [];
        }
        const token = answer.data?.token;
        if (statusCode !== 200 || answer.status !== 0 || typeof token !== 'string' || !account) return [];
        const who: Who = { account: `${area}:${account}`, admin: area === 'admin' && answer.data?.is_admin === 1 };
        options.store.rememberSession(tokenHash(token), who, DEFAULT_SESSION_SECONDS).catch(options.onError);
        return ['set-cookie', fastifyCookie.serialize(SESSION_COOKIE, token, { path: JOBS_PATH, httpOnly: true, sameSite: 'strict', secure })];
      },
    };
  }
  {
    // The logout. Cancelled as the sign-out leaves for the upstream, not when it answers: a job's calls then stop as cancelled
    // rather than fail on the ended session.
    const token = headerToken(request);
    if (token) signedOut(options, token).catch(options.onError);
    return {
      readsBody: false,
      headers() {
        return ['set-cookie', fastifyCookie.serialize(SESSION_COOKIE, '', { path: JOBS_PATH, httpOnly: true, sameSite: 'strict', secure, maxAge: 0 })];
      },
    };
  }
}

async function signedOut(options: SessionWatchOptions, token: string): Promise<void> {
  const hash = tokenHash(token);
  const who = await options.store.sessionOf(hash);
  await options.store.forgetSession(hash);
  await options.cancelJobsOf(who?.account ?? `session:${hash}`);
}

/**
 * Who the token is: the account the gateway saw sign in with it, else (a session older than this gateway's memory)
 * the session itself, once the upstream confirms it is alive (`alive`), as an account of its own.
 */
export async function whoIs(store: JobStore, token: string, alive: () => Promise<boolean>): Promise<Who | undefined> {
  const hash = tokenHash(token);
  const known = await store.sessionOf(hash);
  if (known) return known;
  return (await alive()) ? { account: `session:${hash}`, admin: false } : undefined;
}
