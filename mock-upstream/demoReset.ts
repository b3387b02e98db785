/**
 * Putting the demo back to its seed between two prospects (docs/demo.md, "Between two prospects"): a copy of the
 * state is taken once, right after seeding, and a reset restores it in memory, without seeding again (the same data,
 * even after the hour a seed without an anchor date follows has changed) and without a restart. Every session ends
 * with words that say why, since an account's password or a record on screen may have changed under it.
 */
import { deserialize, serialize } from 'node:v8';
import type { MockState, Snapshot } from './state.ts';
import { endAllSessions } from './sessions.ts';

export class DemoReset {
  /**
   * The seeded state, serialized so that later writes to the live rows never reach it. Every mock start takes this
   * copy and few ever reset, so it is kept serialized: v8.serialize costs about a third of a structuredClone (which
   * serializes and deserializes), and the reset pays the deserializing instead (docs/testing.md, "What a browser test
   * file costs").
   */
  private readonly seeded: Buffer;

  constructor(state: MockState) {
    this.seeded = serialize({ ...state.snapshot(), sessions: [] });
  }

  /** Restores the seeded data (tables, settings, accounts, preferences, files, SMS codes) and ends every session. */
  reset(state: MockState): void {
    const sessions = state.sessions;
    const ended = state.endedSessions;
    state.restore(deserialize(this.seeded) as Snapshot);
    state.sessions = sessions;
    state.endedSessions = ended;
    state.writes.clear();
    state.uploadTokens.clear();
    endAllSessions(state, 'reset');
  }
}

/**
 * `MOCK_DEMO_RESET=<minutes>`: the demo goes back to its seed by itself once nobody has called the upstream for that
 * long after a change, so the next prospect never sees the last one's edits, and a demo under way is never reset.
 */
export class ResetWhenIdle {
  private lastCallMs: number;
  private changed = false;

  constructor(
    private readonly idleMs: number,
    now: number,
  ) {
    this.lastCallMs = now;
  }

  /** A call of the upstream's API: the demo is in use. */
  called(now: number): void {
    this.lastCallMs = now;
  }

  /** A change of the state since the last reset. */
  noteChange(): void {
    this.changed = true;
  }

  /** Whether to reset now: something changed, and nothing was called for the idle time. Answers true once per change. */
  due(now: number): boolean {
    if (!this.changed || now - this.lastCallMs < this.idleMs) return false;
    this.changed = false;
    return true;
  }
}
