/** The upstream's times are `YYYY-MM-DD HH:mm:ss` in China time (UTC+8), whatever the server's time zone. */
const CHINA_OFFSET_MS = 8 * 3600_000;

const DAY_MS = 86_400_000;
const days = new Map<number, string>();
const pad = (n: number) => (n < 10 ? `0${n}` : String(n));

/** Formats a time; the date part is cached per day, since the seed formats hundreds of thousands of times. */
export function formatTime(ms: number): string {
  const local = ms + CHINA_OFFSET_MS;
  const day = Math.floor(local / DAY_MS);
  let date = days.get(day);
  if (date === undefined) {
    date = new Date(day * DAY_MS).toISOString().slice(0, 10);
    days.set(day, date);
  }
  const seconds = Math.floor((local - day * DAY_MS) / 1000);
  return `${date} ${pad(Math.floor(seconds / 3600))}:${pad(Math.floor(seconds / 60) % 60)}:${pad(seconds % 60)}`;
}

/** The moment a `YYYY-MM-DD HH:mm:ss` time (China time) names. */
export function parseTime(text: string): number {
  return Date.parse(`${text.replace(' ', 'T')}Z`) - CHINA_OFFSET_MS;
}

/**
 * The first and the last second of the China-time day holding `ms`. Seeded campaign windows run whole days, as
 * operators set them (the console's date-time field gives a day alone those two times).
 */
export function dayStartMs(ms: number): number {
  return Math.floor((ms + CHINA_OFFSET_MS) / DAY_MS) * DAY_MS - CHINA_OFFSET_MS;
}
export function dayEndMs(ms: number): number {
  return dayStartMs(ms) + DAY_MS - 1000;
}

export function now(): string {
  return formatTime(Date.now());
}

/**
 * The newest moment of the seeded data: the anchor (the end of a `YYYY-MM-DD` day, China time, or that day's `HH:mm`
 * when an anchor time is set), or else the start of the current hour, so demos show today's orders and the same seed
 * gives the same data all hour long.
 */
export function dataEndMs(date?: string, time?: string): number {
  if (date && time) return Date.parse(`${date}T${time}:00Z`) - CHINA_OFFSET_MS;
  if (date) return Date.parse(`${date}T00:00:00Z`) - CHINA_OFFSET_MS + 86_400_000;
  return Math.floor(Date.now() / 3600_000) * 3600_000;
}

/**
 * The upstream's clock for what it reports as now (the dashboards' "today so far"): anchored data stands still at its
 * end (a day's last second, or the anchor time), so its figures are the same on every run; else the real time.
 */
export function clockMs(date?: string, time?: string): number {
  if (!date) return Date.now();
  return time ? dataEndMs(date, time) : dataEndMs(date) - 1000;
}
