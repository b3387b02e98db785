/**
 * The dashboards' period: whole days, kept in the URL (`?start=YYYY-MM-DD&end=YYYY-MM-DD`) so a link or a reload shows
 * the same figures. Shortcuts count from the data's current day that the upstream reports, not from the browser's
 * clock: the upstream's days are China days.
 */
import dayjs from 'dayjs';
import { MAX_STATS_DAYS, type StatsQuery } from '../../../../contract/stats.ts';
import { DAY_FORMAT, validDay } from '../../lib/format.ts';

export type Shortcut = 'today' | 'yesterday' | '7d' | '30d';
export const SHORTCUTS: readonly Shortcut[] = ['today', 'yesterday', '7d', '30d'];

export interface DayRange {
  start: string;
  end: string;
}

export function shortcutRange(shortcut: Shortcut, today: string): DayRange {
  const day = dayjs(today);
  const back = (n: number) => day.subtract(n, 'day').format(DAY_FORMAT);
  switch (shortcut) {
    case 'today':
      return { start: today, end: today };
    case 'yesterday':
      return { start: back(1), end: back(1) };
    case '7d':
      return { start: back(6), end: today };
    case '30d':
      return { start: back(29), end: today };
  }
}

/** The shortcut a range is, if any (the picker highlights it). */
export function shortcutOf(range: DayRange | undefined, today: string): Shortcut | undefined {
  if (!range) return undefined;
  return SHORTCUTS.find((s) => {
    const r = shortcutRange(s, today);
    return r.start === range.start && r.end === range.end;
  });
}

export type RangeProblem = 'incomplete' | 'reversed' | 'tooLong';

/** What is wrong with a chosen range, or undefined when the upstream will accept it. */
export function rangeProblem(range: { start: string; end: string }): RangeProblem | undefined {
  if (!validDay(range.start) || !validDay(range.end)) return 'incomplete';
  if (range.start > range.end) return 'reversed';
  if (dayjs(range.end).diff(dayjs(range.start), 'day') + 1 > MAX_STATS_DAYS) return 'tooLong';
  return undefined;
}

/** The range in the URL, when it is a valid one; else undefined (the upstream's default period). */
export function readRange(search: URLSearchParams): DayRange | undefined {
  const range = { start: search.get('start') ?? '', end: search.get('end') ?? '' };
  return rangeProblem(range) ? undefined : range;
}

export function writeRange(search: URLSearchParams, range: DayRange): URLSearchParams {
  const out = new URLSearchParams(search);
  out.set('start', range.start);
  out.set('end', range.end);
  return out;
}

export function statsQueryOf(range: DayRange | undefined): StatsQuery {
  return range ? { start_time: `${range.start} 00:00:00`, end_time: `${range.end} 23:59:59` } : {};
}
