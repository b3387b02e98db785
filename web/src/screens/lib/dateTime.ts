/**
 * A date-time field as typed: a day (YYYY-MM-DD) and a time of day (HH:mm:ss, or HH:mm read as HH:mm:00), read
 * together as the platform's `YYYY-MM-DD HH:mm:ss`. The two texts are kept as typed; only reading them judges them.
 */
import { timeExists } from '../../../../contract/calendar.ts';
import { validDay } from '../../lib/format.ts';

/** The two texts of a date-time field, as typed. */
export interface DayTime {
  day: string;
  time: string;
}

export const NO_DAY_TIME: DayTime = { day: '', time: '' };

/** The first and last second of a day: what a day given alone means at the start or at the end of a window. */
export const DAY_START = '00:00:00';
export const DAY_END = '23:59:59';

export type DateTimeProblem = 'day' | 'time' | 'noDay';

// one or two digits for the hour, and the full-width colon a Chinese input method types
const TIME = /^(\d{1,2})[:：](\d{2})(?:[:：](\d{2}))?$/;

/** A typed time of day as `HH:mm:ss` (`9:30` is `09:30:00`), or undefined when it is no time of day. */
export function validTime(text: string): string | undefined {
  const match = TIME.exec(text);
  if (!match) return undefined;
  const time = `${match[1].padStart(2, '0')}:${match[2]}:${match[3] ?? '00'}`;
  return timeExists(time) ? time : undefined;
}

/** What a field's texts make: the platform's `YYYY-MM-DD HH:mm:ss`, nothing (both empty), or what is wrong. */
export function readDateTime(typed: DayTime): { value: string | undefined } | { problem: DateTimeProblem } {
  const dayText = typed.day.trim();
  const timeText = typed.time.trim();
  if (dayText === '' && timeText === '') return { value: undefined };
  if (dayText === '') return { problem: 'noDay' };
  const day = validDay(dayText);
  if (!day) return { problem: 'day' };
  const time = validTime(timeText);
  if (!time) return { problem: 'time' };
  return { value: `${day} ${time}` };
}

/**
 * `typed` with the field's time for a day given alone (a whole day, no time): the day's first second, or its last
 * for a field that ends a window. The time is written into the texts, so the field shows what will be sent.
 */
export function withDefaultTime(typed: DayTime, endsWindow = false): DayTime {
  if (typed.time.trim() !== '' || !validDay(typed.day.trim())) return typed;
  return { ...typed, time: endsWindow ? DAY_END : DAY_START };
}

/**
 * The texts a field shows once left: a day given alone with its time, a time that reads written out (`9:30` as
 * `09:30:00`), so the field shows what will be sent. Texts that do not read stay as typed, to be corrected.
 */
export function settled(typed: DayTime, endsWindow = false): DayTime {
  const filled = withDefaultTime(typed, endsWindow);
  const time = validTime(filled.time.trim());
  return time && time !== filled.time ? { ...filled, time } : filled;
}

const DATE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

/** A stored value as the field's two texts; anything not of the platform's shape goes whole into the day, to be seen. */
export function splitDateTime(value: unknown): DayTime {
  if (value === null || value === undefined || value === '') return NO_DAY_TIME;
  const text = String(value);
  if (!DATE_TIME.test(text)) return { day: text, time: '' };
  const [day, time] = text.split(' ');
  return { day, time };
}

export function isDayTime(value: unknown): value is DayTime {
  return typeof value === 'object' && value !== null && typeof (value as DayTime).day === 'string' && typeof (value as DayTime).time === 'string';
}
