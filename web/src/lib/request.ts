/**
 * The console's one request client and its status policy (docs/console.md, "Request client and status policy"):
 * - status 0: the response is returned;
 * - status 1: the server's error text is shown as a 5000 ms error toast (not for a `quiet` call) and the response is
 *   still returned;
 * - status 10: the policy decides (`sessionEnded`): while someone works, a sign-in dialog opens and the call waits;
 *   signed in again as the same account, the call is sent again with the new token and its answer returned; otherwise
 *   nothing is returned (docs/console.md, "When a session ends");
 * - a network error (refused, reset, timeout, a body that is not the envelope) is logged and its message returned,
 *   in the console's language when the policy words it (`networkText`).
 * Every request is JSON, carries the `token` header when logged in (and `x-activity: background` when it is the
 * console's own read, not someone's: `isBackground`) and is aborted after 200000 ms, or when the caller's signal
 * aborts (an export cancelled mid-page), which is not logged.
 */
import { ACTIVITY_HEADER, BACKGROUND_ACTIVITY } from '../../../contract/activity.ts';
import { type Envelope, STATUS } from '../../../contract/envelope.ts';
import { ERROR_TOAST_MS, HTTP_TIMEOUT_MS } from '../config.ts';

/** An envelope (status 0 or 1), `undefined` after status 10, or the message of a network error. */
export type RequestResult<T> = Envelope<T> | string | undefined;

export interface RequestPolicy {
  token(): string | undefined;
  /** The console's language, sent as Accept-Language so the upstream's messages match the screen. */
  language?(): string;
  /** Shows the server's error text (undefined when the server sent none) as an error toast. */
  showError(message: string | undefined, durationMs: number): void;
  /**
   * Status 10, with the upstream's text: `retry` once the same account has signed in again (the call is sent again,
   * with the new token), `ended` when the session is over for good (nothing is returned).
   */
  sessionEnded(message: string | undefined): SessionOutcome | Promise<SessionOutcome>;
  logError(message: string, cause: unknown): void;
  /** The message returned for a network error, in the console's language; without it, the technical detail. */
  networkText?(failure: NetworkFailure): string;
  fetch?: typeof fetch;
  /** Prefix of every path; '' in the browser (the gateway serves the API on the console's origin). */
  baseUrl?: string;
  timeoutMs?: number;
}

export type SessionOutcome = 'retry' | 'ended';

/**
 * How often one call is sent again after signing in: a session that ends again at once (another tab logging out in
 * between) asks again, but a call never loops on its own.
 */
const SESSION_RETRIES = 3;

/** What went wrong below the envelope: no answer in time, no connection, or an answer that is not the envelope. */
export type NetworkFailure = { kind: 'timeout'; ms: number } | { kind: 'unreachable' } | { kind: 'invalid'; status: number };

export type Query = Record<string, string | number | boolean | undefined | null | (string | number)[]>;

export interface RequestOptions {
  query?: Query;
  body?: unknown;
  /** Aborts the request (an export's cancel): it resolves to the abort's message, and nothing is logged. */
  signal?: AbortSignal;
  /**
   * A status 1 answer is returned without its toast: for a call repeated in the background (the job badge's), whose
   * caller shows the failure once in its own place instead of a toast every time.
   */
  quiet?: boolean;
  /**
   * A read the console makes on its own (the inbox read again after an event or on focus, a list an event made stale),
   * not someone's doing: it carries `x-activity: background`, so the upstream does not restart the session's idle time
   * (contract/activity.ts), and its answer is not activity for the idle warning either (app/idleWatch.ts), or a tab
   * left open would never warn nor end. Ignored on a write: a write is always someone's doing.
   */
  background?: boolean;
}

/** Whether a call is the console's own, not activity: a read asked as `background` (see RequestOptions). */
export function isBackground(method: string, options: Pick<RequestOptions, 'background'> | undefined): boolean {
  return method === 'GET' && options?.background === true;
}

export type Request = <T>(method: string, path: string, options?: RequestOptions) => Promise<RequestResult<T>>;

/** What a request cancelled through its signal resolves to. */
export const CANCELLED = 'request cancelled';

export function createRequest(policy: RequestPolicy): Request {
  const doFetch = policy.fetch ?? ((input, init) => fetch(input, init));
  const timeoutMs = policy.timeoutMs ?? HTTP_TIMEOUT_MS;

  /** One exchange: the envelope, or the message of a network failure (CANCELLED when the caller let go). */
  async function send<T>(method: string, path: string, options: RequestOptions): Promise<Envelope<T> | string> {
    const headers: Record<string, string> = { 'Content-Type': 'application/json', Accept: 'application/json' };
    const token = policy.token();
    if (token) headers.token = token;
    const language = policy.language?.();
    if (language) headers['Accept-Language'] = language;
    if (isBackground(method, options)) headers[ACTIVITY_HEADER] = BACKGROUND_ACTIVITY;
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    const cancel = () => controller.abort();
    options.signal?.addEventListener('abort', cancel, { once: true });
    if (options.signal?.aborted) cancel();
    try {
      const response = await doFetch(`${policy.baseUrl ?? ''}${path}${queryString(options.query)}`, {
        method,
        headers,
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        signal: controller.signal,
      });
      return await readEnvelope<T>(response);
    } catch (error) {
      // the caller let go of it: not a failure to report
      if (options.signal?.aborted) return CANCELLED;
      const detail = controller.signal.aborted ? `timeout of ${timeoutMs}ms exceeded` : errorMessage(error);
      policy.logError(`request ${method} ${path} failed: ${detail}`, error);
      const failure: NetworkFailure = controller.signal.aborted
        ? { kind: 'timeout', ms: timeoutMs }
        : error instanceof NotTheEnvelope
          ? { kind: 'invalid', status: error.status }
          : { kind: 'unreachable' };
      return policy.networkText?.(failure) ?? detail;
    } finally {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', cancel);
    }
  }

  return async function request<T>(method: string, path: string, options: RequestOptions = {}) {
    for (let attempt = 0; ; attempt++) {
      const envelope = await send<T>(method, path, options);
      if (typeof envelope === 'string' || envelope.status === STATUS.OK) return envelope;
      if (envelope.status !== STATUS.SESSION_INVALID) {
        if (!options.quiet) policy.showError(envelope.error, ERROR_TOAST_MS);
        return envelope;
      }
      // The upstream checks the session before anything else: a call answered 10 did nothing, so sending it again
      // after the sign-in runs it once.
      const outcome = await policy.sessionEnded(envelope.error);
      if (options.signal?.aborted) return CANCELLED;
      if (outcome !== 'retry' || attempt >= SESSION_RETRIES) return undefined;
    }
  };
}

class NotTheEnvelope extends Error {
  constructor(
    readonly status: number,
    why: string,
  ) {
    super(`HTTP ${status}: ${why}`);
  }
}

/** The body must be the upstream envelope; anything else (an HTML error page, a truncated body) is a network error. */
async function readEnvelope<T>(response: Response): Promise<Envelope<T>> {
  const text = await response.text();
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new NotTheEnvelope(response.status, 'response is not JSON');
  }
  if (!isEnvelope(parsed)) throw new NotTheEnvelope(response.status, 'response has no status');
  return parsed as Envelope<T>;
}

function isEnvelope(value: unknown): value is Envelope {
  if (typeof value !== 'object' || value === null) return false;
  const status = (value as { status?: unknown }).status;
  return status === STATUS.OK || status === STATUS.ERROR || status === STATUS.SESSION_INVALID;
}

function errorMessage(error: unknown): string {
  if (error instanceof Error) {
    // fetch wraps the interesting part (ECONNREFUSED, ...) in `cause`
    const cause = (error as Error & { cause?: unknown }).cause;
    return cause instanceof Error && cause.message ? `${error.message}: ${cause.message}` : error.message;
  }
  return String(error);
}

export function queryString(query: Query | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) for (const item of value) params.append(key, String(item));
    else params.append(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}
