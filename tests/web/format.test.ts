import t from 'tap';
import { createI18n } from '../../web/src/i18n/index.ts';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { formatCents, formatMoney, formatTime, formatWholeYuan, platformTime, platformToday, relativeTime, toDate, validDay } from '../../web/src/lib/format.ts';
import { vipLevelName } from '../../web/src/lib/vip.ts';

const zh = createI18n('zh');
const en = createI18n('en');
const now = new Date(2024, 5, 1, 12, 0, 0).getTime();
const ago = (seconds: number) => now - seconds * 1000;

t.test('relative time in zh and en (docs/console.md, "Constants")', async (t) => {
  const cases: [number, string, string][] = [
    [0, '刚刚', 'just now'],
    [29, '刚刚', 'just now'],
    [30, '1分钟前', '1 minute ago'],
    [61, '2分钟前', '2 minutes ago'],
    [3599, '60分钟前', '60 minutes ago'],
    [3600, '1小时前', '1 hour ago'],
    [3600 * 23 + 1, '24小时前', '24 hours ago'],
    [3600 * 24, '1天前', '1 day ago'],
    [3600 * 47, '1天前', '1 day ago'],
  ];
  for (const [seconds, z, e] of cases) {
    t.equal(relativeTime(ago(seconds), zh.t, now), z, `${seconds}s zh`);
    t.equal(relativeTime(ago(seconds), en.t, now), e, `${seconds}s en`);
  }
  t.equal(relativeTime(ago(3600 * 48), zh.t, now), '2024-05-30 12:00:00', 'two days and more: the date');
  t.equal(relativeTime(now + 60_000, zh.t, now), '2024-06-01 12:01:00', 'a future time: the date');
});

t.test('the default format is YYYY-MM-DD HH:mm:ss; seconds and milliseconds both read', async (t) => {
  const d = new Date(2024, 0, 2, 3, 4, 5);
  t.equal(formatTime(d), '2024-01-02 03:04:05');
  t.equal(formatTime(d.getTime()), '2024-01-02 03:04:05');
  t.equal(formatTime(Math.floor(d.getTime() / 1000)), '2024-01-02 03:04:05');
  t.equal(formatTime(String(Math.floor(d.getTime() / 1000))), '2024-01-02 03:04:05');
  t.equal(formatTime('2024-01-02 03:04:05'), '2024-01-02 03:04:05');
  t.equal(formatTime(d, 'YYYY/MM/DD'), '2024/01/02');
  t.equal(formatTime(null), '');
  t.equal(formatTime('not a date'), '');
  t.equal(toDate(1_700_000_000).getTime(), 1_700_000_000_000);
});

t.test('a day field accepts only a YYYY-MM-DD day that exists', async (t) => {
  t.equal(validDay('2026-02-28'), '2026-02-28');
  t.equal(validDay('2024-02-29'), '2024-02-29', 'a leap day');
  t.equal(validDay('2026-02-30'), undefined, 'no such day');
  t.equal(validDay('2026-2-3'), undefined);
  t.equal(validDay('11/20/2026'), undefined);
  t.equal(validDay(''), undefined);
});

t.test("the platform's clock is China time, whatever the browser's zone", async (t) => {
  t.equal(platformTime(Date.UTC(2026, 10, 20, 16, 30, 5)), '2026-11-21 00:30:05', 'past 16:00 UTC, the next day');
  t.equal(platformTime(Date.UTC(2026, 10, 20, 15, 59, 59)), '2026-11-20 23:59:59');
  t.equal(platformToday(Date.UTC(2026, 10, 20, 16, 0, 0)), '2026-11-21', "the platform's today turns at 16:00 UTC");
  t.equal(platformToday(Date.UTC(2026, 6, 1, 15, 59, 59)), '2026-07-01', 'no daylight saving in summer');
});

t.test('money as the console writes it: ¥ with thousands and two decimals', async (t) => {
  t.equal(formatMoney('1234567.5'), '¥1,234,567.50');
  t.equal(formatMoney('-3'), '-¥3.00');
  t.equal(formatMoney(null), '', 'a missing amount is empty (the cell shows a dash)');
  t.equal(formatCents(123450n), '¥1,234.50', 'a sum in cents');
  t.equal(formatCents(-300n), '-¥3.00');
  t.equal(formatWholeYuan(12299.6), '¥12,300', 'an axis tick: whole yuan');
});

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sourceFiles(path) : /\.tsx?$/.test(name) ? [path] : [];
  });
}

t.test('the time format and the platform\'s zone are declared once, in lib/format.ts and config.ts', async (t) => {
  const files = sourceFiles('web/src').filter((file) => !['web/src/lib/format.ts', 'web/src/config.ts'].includes(file));
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    t.notMatch(text, /'YYYY-MM-DD HH:mm:ss'|\.format\('YYYY-MM-DD'\)/, `${file} uses TIME_FORMAT or DAY_FORMAT`);
    t.notMatch(text, /\b8 \* 3600|\+08:00|Asia\/Shanghai/, `${file} takes the zone from config.ts`);
  }
  t.match(readFileSync('web/src/config.ts', 'utf8'), /PLATFORM_TIME_ZONE = 'Asia\/Shanghai'/, 'config.ts names the zone');
});

t.test('VIP level names', async (t) => {
  t.equal(vipLevelName(0, 'zh'), '体验代理');
  t.equal(vipLevelName(0, 'en'), 'Trial agent');
  t.equal(vipLevelName(4, 'zh'), 'VIP4');
  t.equal(vipLevelName(9, 'en'), '9');
});
