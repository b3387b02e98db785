/**
 * Time display (docs/console.md, "Constants"): relative time for recent moments (under 30 s just now, then minutes, then hours,
 * then 1 day ago up to 2 days), else the default format YYYY-MM-DD HH:mm:ss.
 */
import dayjs from 'dayjs';
import { dayExists } from '../../../contract/calendar.ts';

export const DEFAULT_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';

export type TimeInput = number | string | Date;
export type Translate = (key: 'time.justNow' | 'time.minutesAgo' | 'time.hoursAgo' | 'time.dayAgo', options?: { count: number }) => string;

/** Numbers of 10 digits or fewer are Unix seconds (what the upstream sends), longer ones milliseconds. */
export function toDate(time: TimeInput): Date {
  if (time instanceof Date) return time;
  if (typeof time === 'number') return new Date(Math.abs(time) < 1e10 ? time * 1000 : time);
  if (/^\d+$/.test(time)) return toDate(Number(time));
  return dayjs(time).toDate();
}

/** YYYY-MM-DD HH:mm:ss (or another dayjs format); '' for a value that is not a time. */
export function formatTime(time: TimeInput | null | undefined, format = DEFAULT_TIME_FORMAT): string {
  if (time === null || time === undefined || time === '') return '';
  const date = dayjs(toDate(time));
  return date.isValid() ? date.format(format) : '';
}

/**
 * A moment as the platform writes times: `YYYY-MM-DD HH:mm:ss` in China time (UTC+8), whatever the browser's zone. The
 * upstream's days, windows and expiries are China time, so "today" and "now" are read off this clock.
 */
export function platformTime(ms = Date.now()): string {
  return new Date(ms + 8 * 3600_000).toISOString().replace('T', ' ').slice(0, 19);
}

/** The moment a platform time (`YYYY-MM-DD HH:mm:ss`, China time) names; NaN when it is not one. */
export function platformMoment(text: string): number {
  return /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(text) ? Date.parse(`${text.replace(' ', 'T')}+08:00`) : Number.NaN;
}

/** The platform's today (YYYY-MM-DD): the day of `platformTime`, a day ahead of a UTC browser from 16:00 UTC on. */
export function platformToday(ms = Date.now()): string {
  return platformTime(ms).slice(0, 10);
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** `text` when it is a YYYY-MM-DD day that exists (2026-02-30 does not), else undefined. */
export function validDay(text: string): string | undefined {
  return DAY.test(text) && dayExists(text) ? text : undefined;
}

export function relativeTime(time: TimeInput, t: Translate, now: number = Date.now()): string {
  const date = toDate(time);
  const seconds = (now - date.getTime()) / 1000;
  if (seconds >= 0 && seconds < 30) return t('time.justNow');
  if (seconds >= 0 && seconds < 3600) return t('time.minutesAgo', { count: Math.ceil(seconds / 60) });
  if (seconds >= 0 && seconds < 3600 * 24) return t('time.hoursAgo', { count: Math.ceil(seconds / 3600) });
  if (seconds >= 0 && seconds < 3600 * 24 * 2) return t('time.dayAgo');
  return formatTime(date);
}
