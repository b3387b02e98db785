/**
 * Sessions: how they start, stay alive and end (docs/mock.md, "Sessions"). A session ends after
 * `sessionIdleMinutes` without an authenticated call that is activity (contract/activity.ts), `sessionLifetimeHours` after its login whatever happens, when
 * its account's password changes (except the session that changed it) and when its account is disabled. An ended
 * session answers status 10 like an unknown token, with words that say why.
 */
import { randomBytes } from 'node:crypto';
import type { Area, LoginResult } from '../contract/shell.ts';
import type { Account } from './accounts.ts';
import { MESSAGES, SessionInvalid } from './messages.ts';
import { type MockOptions, nowMs } from './options.ts';
import type { MockState, Session, SessionEnd } from './state.ts';
import { formatTime } from './time.ts';

/** Ended tokens remembered for their words; older ones then answer as unknown tokens. */
const ENDED_KEEP = 1000;

const idleMs = (options: MockOptions) => options.sessionIdleMinutes * 60_000;

/** Starts a session for an account that passed a login check; the answer tells the console when it will end. */
export function openSession(state: MockState, options: MockOptions, account: Account, area: Area): Pick<LoginResult, 'token' | 'session'> {
  const token = randomBytes(24).toString('hex');
  const started = nowMs(options);
  const expires = started + options.sessionLifetimeHours * 3600_000;
  state.sessions.set(token, { token, account: account.account, area, created_at: formatTime(started), last_active_ms: started, expires_ms: expires });
  state.changed();
  return { token, session: { idle_seconds: options.sessionIdleMinutes * 60, expires_at: formatTime(expires) } };
}

/**
 * The session behind a token, its idle time restarted by this call when the call is `activity` (contract/activity.ts:
 * a read the console makes on its own is not); status 10 (`SessionInvalid`) when it is missing or over, activity or not.
 */
export function liveSession(state: MockState, token: unknown, options: MockOptions, activity = true): Session {
  if (typeof token !== 'string' || token === '') throw new SessionInvalid();
  const session = state.sessions.get(token);
  if (!session) throw invalid(state.endedSessions.get(token), options);
  const now = nowMs(options);
  // a session from a state file of a mock without lifetimes has none of these times: it counts as over
  const end: SessionEnd | undefined = !(session.expires_ms > now) ? 'lifetime' : !(session.last_active_ms + idleMs(options) > now) ? 'idle' : undefined;
  if (end) {
    forget(state, token, end);
    state.changed();
    throw invalid(end, options);
  }
  // Activity is not a change worth a state-file write of its own: the file gets it with the next real change, and a
  // session restored with an older activity time can only end sooner, never later.
  if (activity) session.last_active_ms = now;
  return session;
}

/**
 * Ends the account's sessions at once, except `keep` (the session that changed its own password), and remembers why
 * for the words of their next call.
 */
export function endSessions(state: MockState, account: string, why: SessionEnd, keep?: string): void {
  for (const [token, s] of state.sessions) if (s.account === account && token !== keep) forget(state, token, why);
  state.changed();
}

/** Ends every session, remembering why (a reset of the demo data: docs/demo.md). */
export function endAllSessions(state: MockState, why: SessionEnd): void {
  for (const token of [...state.sessions.keys()]) forget(state, token, why);
  state.changed();
}

/** Logging out: the token is simply unknown afterwards. */
export function closeSession(state: MockState, token: string): void {
  state.sessions.delete(token);
  state.changed();
}

function forget(state: MockState, token: string, why: SessionEnd): void {
  state.sessions.delete(token);
  state.endedSessions.set(token, why);
  if (state.endedSessions.size > ENDED_KEEP) state.endedSessions.delete(state.endedSessions.keys().next().value as string);
}

function invalid(why: SessionEnd | undefined, options: MockOptions): SessionInvalid {
  switch (why) {
    case 'idle':
      return new SessionInvalid(MESSAGES.sessionIdle, { minutes: options.sessionIdleMinutes });
    case 'lifetime':
      return new SessionInvalid(MESSAGES.sessionLifetime, { hours: options.sessionLifetimeHours });
    case 'password':
      return new SessionInvalid(MESSAGES.sessionPasswordChanged);
    case 'disabled':
      return new SessionInvalid(MESSAGES.sessionAccountDisabled);
    case 'reset':
      return new SessionInvalid(MESSAGES.sessionDemoReset);
    default:
      return new SessionInvalid();
  }
}
