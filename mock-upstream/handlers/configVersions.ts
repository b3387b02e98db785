/**
 * Settings keys are versioned like records (README.md "Two people, one record"): `configRead` answers each key's
 * version, `configSave` takes back the version each value was read at, and a key saved since by someone else is refused
 * with HTTP 409, who saved it and when, and its value now. The check and the save run in one turn (no await between).
 */
import { SYSTEM_OPERATOR } from '../../contract/history.ts';
import { CONFLICT_HTTP } from '../../contract/version.ts';
import { Fail, MESSAGES } from '../messages.ts';
import type { Ctx } from '../router.ts';
import type { MockState } from '../state.ts';
import { now } from '../time.ts';

/** A key's version: 0 while never saved since the seed. */
export function configVersion(state: MockState, key: string): number {
  return state.configVersions[key]?.version ?? 0;
}

/** Refuses the save when a key's value was read at another version than it is at now. */
export function checkConfigVersions(state: MockState, keys: readonly string[], given: Record<string, number> | undefined): void {
  for (const key of keys) {
    const read = given?.[key];
    const saved = state.configVersions[key];
    if (read === undefined || read === configVersion(state, key) || !saved) continue;
    throw new Fail(
      MESSAGES.settingsConflict,
      { operator: saved.operator, time: saved.time },
      { http: CONFLICT_HTTP, data: { current: state.config[key] ?? null, version: saved.version } },
    );
  }
}

/** Raises the version of each saved key and remembers who saved it, when. */
export function noteConfigSaved(ctx: Pick<Ctx, 'state' | 'caller'>, keys: readonly string[]): void {
  for (const key of keys) {
    ctx.state.configVersions[key] = {
      version: configVersion(ctx.state, key) + 1,
      operator: ctx.caller?.user.name ?? SYSTEM_OPERATOR,
      time: now(),
      action: 'update',
    };
  }
}
