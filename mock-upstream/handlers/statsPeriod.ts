/**
 * The dashboards' periods: the asked one, the one it is compared with, and both cut at the upstream's clock. A
 * period that runs past the clock counts up to it, and the previous period up to the same time of day, so today so far
 * is compared with yesterday up to the same time, not with all of yesterday (docs/screens.md, "Dashboards").
 */
import type { StatsQuery } from '../../contract/stats.ts';
import { MAX_STATS_DAYS } from '../../contract/stats.ts';
import type { Text } from '../../contract/i18n.ts';
import { Fail } from '../messages.ts';
import { formatTime } from '../time.ts';

export const DAY_MS = 86_400_000;

const BAD_RANGE: Text = { zh: '开始时间和结束时间需同时填写，且开始不晚于结束', en: 'Give both start and end times, the start not after the end' };
const RANGE_TOO_LONG: Text = { zh: '统计区间最长 {days} 天', en: 'The period is at most {days} days' };

/** A period, both ends included, as `YYYY-MM-DD HH:mm:ss` China time (the records' format, compared as strings). */
export interface Period {
  start: string;
  end: string;
}

/** Milliseconds of a China-time `YYYY-MM-DD HH:mm:ss`. */
export function msOf(time: string): number {
  return Date.parse(`${time.replace(' ', 'T')}+08:00`);
}

export function dayStart(date: string): string {
  return `${date} 00:00:00`;
}
export function dayEnd(date: string): string {
  return `${date} 23:59:59`;
}
export function addDays(date: string, n: number): string {
  return formatTime(msOf(dayStart(date)) + n * DAY_MS).slice(0, 10);
}

/** The data's current day: the anchor date when the data is anchored, else today in China time. */
export function todayOf(anchorDate: string | undefined, nowMs = Date.now()): string {
  return anchorDate ?? formatTime(nowMs).slice(0, 10);
}

/** The asked period (default: the 7 days ending today); an incomplete, reversed or too long one is refused. */
export function periodOf(query: StatsQuery, today: string): Period {
  if (!query.start_time && !query.end_time) return { start: dayStart(addDays(today, -6)), end: dayEnd(today) };
  if (!query.start_time || !query.end_time || query.start_time > query.end_time) throw new Fail(BAD_RANGE);
  if (msOf(query.end_time) - msOf(query.start_time) >= MAX_STATS_DAYS * DAY_MS) throw new Fail(RANGE_TOO_LONG, { days: MAX_STATS_DAYS });
  return { start: query.start_time, end: query.end_time };
}

/** The period of the same length that ends one second before `period` starts. */
export function previousPeriod(period: Period): Period {
  const length = msOf(period.end) - msOf(period.start) + 1000;
  const end = msOf(period.start) - 1000;
  return { start: formatTime(end - length + 1000), end: formatTime(end) };
}

/** A period and the one it is compared with, cut at the clock: `asOf` is the clock when it cut them. */
export interface Compared {
  period: Period;
  previous: Period;
  asOf?: string;
}

/**
 * The period and the previous one as counted at `clock` (`YYYY-MM-DD HH:mm:ss`). A period still running ends at the
 * clock, and the previous one as far into itself: the same time of day when the periods are whole days (yesterday
 * 00:00 to the time it is now, against today 00:00 to now). A period starting after the clock is left whole.
 */
export function comparedAt(period: Period, clock: string): Compared {
  const previous = previousPeriod(period);
  if (period.end <= clock || period.start > clock) return { period, previous };
  const shift = msOf(period.start) - msOf(previous.start);
  return { period: { start: period.start, end: clock }, previous: { start: previous.start, end: formatTime(msOf(clock) - shift) }, asOf: clock };
}

/** The change in percent with one decimal; null when there is nothing to compare with. */
export function changePercent(value: number, previous: number): number | null {
  if (previous === 0) return null;
  const change = Math.round(((value - previous) / Math.abs(previous)) * 1000) / 10;
  return change === 0 ? 0 : change;
}
