/**
 * Who a session token belongs to, and the session cookie (docs/jobs.md "Sessions and the cookie").
 *
 * The gateway sees every sign-in pass: a successful login answer names the token, and the login's body the account,
 * so the gateway remembers the account behind the token (hashed) for the session's lifetime, and sets the session
 * cookie. The cookie is HttpOnly, SameSite=Strict, Secure behind https, scoped to the gateway's own routes
 * (`/gateway`), and it is accepted only by two read-only GETs: the download of a job's result (a plain link cannot
 * send the token header) and the event stream (neither can an EventSource); a token never travels in a URL. Signing
 * out clears it, forgets the token and cancels the account's running jobs.
 */
import { createHash } from 'node:crypto';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import fastifyCookie from '@fastify/cookie';
import type { FastifyRequest } from 'fastify';
import { STATUS } from '../../contract/envelope.ts';
import { GatewayError } from '../errors.ts';
import type { AnswerWatch } from '../forward.ts';
import type { JobStore, Who } from './store.ts';
import type { JobCalls } from './upstream-calls.ts';

export const SESSION_COOKIE = 'cc_session';
export const JOBS_PATH = '/gateway/jobs';
/**
 * The cookie goes with the gateway's own routes only (the job calls, the event stream): no call of the upstream ever
 * receives it. It was `/gateway/jobs` before the event stream: a sign-out clears that one too.
 */
export const COOKIE_PATH = '/gateway';
const OLD_COOKIE_PATH = JOBS_PATH;

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
  /** The session (its token's hash) signed out: its event streams end (events/routes.ts). */
  signedOut(tokenHash: string): Promise<void>;
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
        return ['set-cookie', fastifyCookie.serialize(SESSION_COOKIE, token, { path: COOKIE_PATH, httpOnly: true, sameSite: 'strict', secure })];
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
        const cleared = (path: string) => fastifyCookie.serialize(SESSION_COOKIE, '', { path, httpOnly: true, sameSite: 'strict', secure, maxAge: 0 });
        return ['set-cookie', cleared(COOKIE_PATH), 'set-cookie', cleared(OLD_COOKIE_PATH)];
      },
    };
  }
}

async function signedOut(options: SessionWatchOptions, token: string): Promise<void> {
  const hash = tokenHash(token);
  const who = await options.store.sessionOf(hash);
  await options.store.forgetSession(hash);
  await options.signedOut(hash);
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

/**
 * The caller of a gateway route and its token: from the token header, or the session cookie where `cookie` allows it
 * (the read-only download and event stream); a 401 GatewayError when neither names a live session.
 */
export async function callerOf(request: FastifyRequest, deps: { store: JobStore; calls: JobCalls }, cookie: boolean): Promise<{ who: Who; token: string }> {
  const fromCookie = request.cookies[SESSION_COOKIE] || undefined;
  const token = headerToken(request) ?? (cookie ? fromCookie : undefined);
  if (!token) throw new GatewayError(401, fromCookie ? 'job_cookie_read_only' : 'job_session_required');
  // asking whether the session is alive must not keep it alive: an event stream reconnecting on its own would
  const alive = async () => {
    const answer = await deps.calls.call({ method: 'GET', path: '/user/info', token, lang: 'zh', background: true });
    return answer.kind === 'answered' && answer.status === STATUS.OK;
  };
  const who = await whoIs(deps.store, token, alive);
  if (!who) throw new GatewayError(401, 'job_session_required');
  return { who, token };
}
