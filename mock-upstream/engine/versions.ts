/**
 * Two people, one record (README.md "Two people, one record", docs/concurrency.md): who wrote a record last and when,
 * the refusal of an edit made on an older version (HTTP 409 with the record as it is now), and the refusal of an
 * action whose state another operator already moved, naming that operator and time.
 *
 * Atomicity: a handler runs from the guard (or the version check) to the write without awaiting anything, so two calls
 * arriving together (also with MOCK_LATENCY_MS, whose delay is spent before the handler) are served one after the
 * other and the second sees what the first wrote. A behaviour must keep it so: no `await` between check and write.
 */
import { SYSTEM_OPERATOR } from '../../contract/history.ts';
import type { Text } from '../../contract/i18n.ts';
import { CONFLICT_HTTP } from '../../contract/version.ts';
import { Fail, MESSAGES } from '../messages.ts';
import type { Ctx } from '../router.ts';
import type { MockState, Write } from '../state.ts';
import { now } from '../time.ts';

/** Remembers who wrote the record `key` (`<resource>:<id>`) now. */
export function noteWrite(ctx: Ctx, key: string, action: string): void {
  ctx.state.writes.set(key, { operator: ctx.caller?.user.name ?? SYSTEM_OPERATOR, time: now(), action });
}

/** The last write of `key`: remembered since start, else the newest entry of its operation log (kept in the state file). */
export function lastWrite(state: MockState, key: string): Write | undefined {
  const remembered = state.writes.get(key);
  if (remembered) return remembered;
  const logged = state.oplog.where('key', key);
  const newest = logged[logged.length - 1];
  return newest && { operator: newest.operator, time: newest.time, action: newest.action };
}

/**
 * Refuses an edit that started from `given` when the record is at another version: HTTP 409, status 1, the words of
 * who changed it and when, and `data: {current, version}`. An edit that names no version is applied as it comes
 * (docs/concurrency.md: the console always sends it).
 */
export function checkVersion(state: MockState, key: string, resource: Text, row: { version?: number }, given: number | undefined, current: () => unknown): void {
  const version = row.version ?? 1;
  if (given === undefined || given === version) return;
  const last = lastWrite(state, key);
  const data = { current: current(), version };
  if (!last) throw new Fail(MESSAGES.versionConflictUnknown, { resource }, { http: CONFLICT_HTTP, data });
  throw new Fail(MESSAGES.versionConflict, { resource, operator: last.operator, time: last.time }, { http: CONFLICT_HTTP, data });
}

/**
 * The refusal of an action whose state guard failed because someone already moved the record by an action (two clerks
 * approving the same withdrawal): who did what and when, and the state it is in now. Undefined when the last write
 * known is no action (goods never reviewed since created): the plain state refusal then.
 */
export function alreadyDone(state: MockState, key: string, actions: Record<string, { title: Text }>, refused: { field: Text; value: Text; action: Text }): Fail | undefined {
  const last = lastWrite(state, key);
  const done = last && actions[last.action]?.title;
  if (!last || !done) return undefined;
  return new Fail(MESSAGES.alreadyDone, { operator: last.operator, time: last.time, done, ...refused });
}
