/**
 * SMS codes under the contract's rules (`SMS_CODE_RULES` in contract/shell.ts; docs/mock.md, "SMS codes"): sending,
 * redeeming for a login or a reset, and the support lookup, which shows members' codes only and is recorded.
 */
import { SMS_CODE_RULES } from '../contract/shell.ts';
import type { Account } from './accounts.ts';
import { Fail, MESSAGES } from './messages.ts';
import { type MockOptions, nowMs } from './options.ts';
import type { Random } from './random.ts';
import type { Ctx } from './router.ts';
import type { MockState, SmsCode } from './state.ts';
import { dayStartMs, formatTime } from './time.ts';

const TTL_MS = SMS_CODE_RULES.ttl_seconds * 1000;
const INTERVAL_MS = SMS_CODE_RULES.interval_seconds * 1000;
/** Codes kept beyond this are dropped oldest first, though never one of today's (they count towards the daily limit). */
const KEEP = 500;
/** At most this many codes per phone on the lookup, newest first (contract/platform.ts). */
const LOOKUP_SHOWN = 10;

function consoleAccountOf(state: MockState, mobile: string): Account | undefined {
  return state.accounts.find((a) => a.mobile === mobile);
}

function isMember(state: MockState, mobile: string): boolean {
  return state.members.all().some((m) => m.mobile === mobile);
}

/**
 * Sends a code unless the phone has had one in the last minute or its daily number. A phone nobody holds gets the
 * same answers and the same limits (its request is recorded, undelivered), so the call reveals no registration.
 */
export function sendSmsCode(state: MockState, options: MockOptions, rnd: Random, mobile: string, type: SmsCode['type']): { expires_in: number } {
  const now = nowMs(options);
  const sent = state.sms.filter((s) => s.mobile === mobile);
  const wait = sent.length > 0 ? sent[sent.length - 1].created_ms + INTERVAL_MS - now : 0;
  if (wait > 0) throw new Fail(MESSAGES.smsTooFrequent, { seconds: Math.ceil(wait / 1000) });
  const today = dayStartMs(now);
  if (sent.filter((s) => s.created_ms >= today).length >= SMS_CODE_RULES.per_day) throw new Fail(MESSAGES.smsDailyLimit, { count: SMS_CODE_RULES.per_day });

  const delivered = consoleAccountOf(state, mobile) !== undefined || isMember(state, mobile);
  state.sms.push({ mobile, code: rnd.digits(6), type, created_ms: now, expires_ms: now + TTL_MS, used: false, wrong_tries: 0, delivered });
  if (state.sms.length > KEEP) {
    const older = state.sms.findIndex((s) => s.created_ms >= today);
    state.sms.splice(0, Math.min(state.sms.length - KEEP, older === -1 ? state.sms.length : older));
  }
  state.changed();
  return { expires_in: SMS_CODE_RULES.ttl_seconds };
}

/**
 * Uses the phone's newest code of that purpose for the console account holding the phone, and returns the account.
 * A wrong code counts against the code, which dies at the limit; a phone no console account holds gets the words of
 * a wrong code. Nothing but the count changes on a refusal.
 */
export function redeemSmsCode(state: MockState, options: MockOptions, mobile: string, code: string, type: SmsCode['type']): Account {
  const entry = state.sms.findLast((s) => s.mobile === mobile && s.type === type);
  if (!entry || entry.used || entry.expires_ms <= nowMs(options)) throw new Fail(MESSAGES.smsCodeWrong);
  const dead = new Fail(MESSAGES.smsCodeDead, { tries: SMS_CODE_RULES.max_wrong_tries });
  if (entry.wrong_tries >= SMS_CODE_RULES.max_wrong_tries) throw dead;
  if (entry.code !== code) {
    entry.wrong_tries += 1;
    state.changed();
    throw entry.wrong_tries >= SMS_CODE_RULES.max_wrong_tries ? dead : new Fail(MESSAGES.smsCodeWrong);
  }
  const account = consoleAccountOf(state, mobile);
  if (!account) throw new Fail(MESSAGES.smsCodeWrong);
  entry.used = true;
  state.changed();
  return account;
}

/**
 * The support lookup: a member's latest codes. A console account's phone is refused, since its code would let the
 * operator sign in as that account or reset its password. Every lookup, refused or not, is an entry of the operation
 * log (contract/loggedRecords.ts `LOGGED_READS`, written by router.ts): an audit the one who looked cannot remove.
 */
export function lookUpSmsCodes(ctx: Ctx, mobile: string) {
  if (consoleAccountOf(ctx.state, mobile)) throw new Fail(MESSAGES.smsLookupConsoleAccount, { mobile });
  return ctx.state.sms
    .filter((s) => s.mobile === mobile && s.delivered)
    .slice(-LOOKUP_SHOWN)
    .reverse()
    .map((s) => ({ mobile: s.mobile, code: s.code, type: s.type, created_at: formatTime(s.created_ms), expires_at: formatTime(s.expires_ms), used: s.used, wrong_tries: s.wrong_tries }));
}
