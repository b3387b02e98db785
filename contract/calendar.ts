/**
 * Whether a day or a time of day exists, for the contract's `dateTime` rule and the console's day fields alike: no
 * 30 February, no month 13, no 25 o'clock. Free of zod, so the console's first bundle can use it.
 */

/** `YYYY-MM-DD` (already of that shape) names a day of the calendar. */
export function dayExists(day: string): boolean {
  const [year, month, date] = day.split('-').map(Number);
  const utc = new Date(Date.UTC(year, month - 1, date));
  return utc.getUTCFullYear() === year && utc.getUTCMonth() === month - 1 && utc.getUTCDate() === date;
}

/** `HH:mm:ss` (already of that shape) names a time of day. */
export function timeExists(time: string): boolean {
  const [hour, minute, second] = time.split(':').map(Number);
  return hour < 24 && minute < 60 && second < 60;
}
