import t from 'tap';
import { createI18n } from '../../web/src/i18n/index.ts';
import { formatTime, platformTime, relativeTime, toDate, validDay } from '../../web/src/lib/time.ts';
import { vipLevelName } from '../../web/src/lib/vip.ts';

const zh = createI18n('zh');
const en = createI18n('en');
const now = new Date(2024, 5, 1, 12, 0, 0).getTime();
const ago = (seconds: number) => now - seconds * 1000;

t.test('relative time in zh and en (docs/console.md, "Constants")', async (t) => {
  const cases: [number, string, string][] = [
    [0, '刚刚', 'just now'],
    [29, '刚刚', 'just now'],
    [30, '1分钟前', '1 minutes ago'],
    [61, '2分钟前', '2 minutes ago'],
    [3599, '60分钟前', '60 minutes ago'],
    [3600, '1小时前', '1 hours ago'],
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
});

t.test('VIP level names', async (t) => {
  t.equal(vipLevelName(0, 'zh'), '体验代理');
  t.equal(vipLevelName(0, 'en'), 'Trial agent');
  t.equal(vipLevelName(4, 'zh'), 'VIP4');
  t.equal(vipLevelName(9, 'en'), '9');
});
