/**
 * What "before" and "now" mean for the seeded records, written from the records themselves: times are
 * `YYYY-MM-DD HH:mm:ss` in China time, so two of them compare as text, and "now" is the end of the anchor day.
 */
import type { MockState } from '../../../mock-upstream/state.ts';

/** A record as the invariants read it: any table's row. */
export type Row = Record<string, unknown> & { id: number };

export interface Seeded {
  state: MockState;
  /** The moment the data ends, as a record time: the anchor day's midnight that follows it. */
  now: string;
}

/** One invariant of the seeded data (index.ts gathers them). */
export interface Invariant {
  name: string;
  /** The first offending row as `table #id: what is wrong`, or null. */
  check: (seeded: Seeded) => string | null;
}

export const DAY_MS = 86_400_000;

/** The moment a record time names (China time, UTC+8). */
export const ms = (time: string) => Date.parse(`${time.replace(' ', 'T')}+08:00`);

/** The first row for which `broken` gives a reason, as `table #id: reason`, or null when every row holds. */
export function firstBroken<T extends { id: number }>(table: string, rows: Iterable<T>, broken: (row: T) => string | null | false | undefined): string | null {
  for (const row of rows) {
    const reason = broken(row);
    if (reason) return `${table} #${row.id}: ${reason}`;
  }
  return null;
}

/** Every table of the state by its saved name, as rows. */
export function tablesOf(state: MockState): [string, Row[]][] {
  return Object.entries(state.tables()).map(([name, table]) => [name, table.all() as unknown as Row[]]);
}

export const cents = (value: string) => {
  const negative = value.startsWith('-');
  const [int, frac = '0'] = value.replace('-', '').split('.');
  const c = Number(int) * 100 + Number(frac.padEnd(2, '0').slice(0, 2));
  return negative ? -c : c;
};
