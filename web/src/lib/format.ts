/**
 * How the console writes times and money, in one place (docs/console.md, "Constants"): times as the platform writes
 * them, YYYY-MM-DD HH:mm:ss in the platform's time zone (`PLATFORM_TIME_ZONE`, config.ts); relative time for recent
 * moments (under 30 s just now, then minutes, then hours, then 1 day ago up to 2 days); money as ¥1,234.50, computed
 * in exact cents by contract/money.ts, which the mock's messages share.
 */
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { dayExists } from '../../../contract/calendar.ts';
import { formatMoney, fromCents, sumMoney } from '../../../contract/money.ts';
import { PLATFORM_TIME_ZONE } from '../config.ts';

dayjs.extend(utc);
dayjs.extend(timezone);

// the amounts themselves are computed in the contract (exact cents), which the mock's messages share
export { formatMoney, sumMoney };

/** The platform's time format: what the upstream sends and what the console writes and sends back. */
export const TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';
/** A day of the platform's calendar. */
export const DAY_FORMAT = 'YYYY-MM-DD';

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
export function formatTime(time: TimeInput | null | undefined, format = TIME_FORMAT): string {
  if (time === null || time === undefined || time === '') return '';
  const date = dayjs(toDate(time));
  return date.isValid() ? date.format(format) : '';
}

/**
 * A moment as the platform writes times: `YYYY-MM-DD HH:mm:ss` in the platform's zone (China time by default),
 * whatever the browser's zone. The upstream's days, windows and expiries are in that zone, so "today" and "now" are
 * read off this clock.
 */
export function platformTime(ms = Date.now()): string {
  return dayjs(ms).tz(PLATFORM_TIME_ZONE).format(TIME_FORMAT);
}

/** The moment a platform time (`YYYY-MM-DD HH:mm:ss` in the platform's zone) names; NaN when it is not one. */
export function platformMoment(text: string): number {
  return /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(text) ? dayjs.tz(text, PLATFORM_TIME_ZONE).valueOf() : Number.NaN;
}

/** The platform's today (YYYY-MM-DD): the day of `platformTime`, a day ahead of a UTC browser from 16:00 UTC on. */
export function platformToday(ms = Date.now()): string {
  return dayjs(ms).tz(PLATFORM_TIME_ZONE).format(DAY_FORMAT);
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

/** Money counted in cents (a sum, a saving) as ¥1,234.50 or -¥3.00. */
export function formatCents(cents: bigint): string {
  return formatMoney(fromCents(cents).replace(/,/g, ''));
}

/** A whole amount of yuan, as a chart's axis shows it: ¥12,300. */
export function formatWholeYuan(value: number): string {
  return `¥${Math.round(value).toLocaleString('en')}`;
}
