/** The dashboards' maths without a server: change against the previous period, periods, formats, date ranges. */
import t from 'tap';
import { visitsOn } from '../../mock-upstream/handlers/homeStats.ts';
import { changePercent, periodOf, previousPeriod, todayOf } from '../../mock-upstream/handlers/statsPeriod.ts';
import { formatAxis, formatChange, formatCount, formatFigure } from '../../web/src/areas/dashboard/format.ts';
import { rangeProblem, readRange, shortcutOf, shortcutRange, statsQueryOf } from '../../web/src/areas/dashboard/range.ts';

t.test('change against the previous period', async (t) => {
  t.equal(changePercent(150, 100), 50);
  t.equal(changePercent(50, 100), -50);
  t.equal(changePercent(100, 100), 0);
  t.equal(changePercent(0, 100), -100);
  t.equal(changePercent(1, 3), -66.7, 'one decimal, rounded');
  t.equal(changePercent(2, 3), -33.3);
  t.equal(changePercent(10_000_001, 10_000_000), 0, 'a tiny change rounds to 0, never -0');
  t.ok(Object.is(changePercent(10_000_000, 10_000_001), 0), 'not -0 either way');
  t.equal(changePercent(5, 0), null, 'nothing to compare with');
  t.equal(changePercent(0, 0), null);
  t.equal(changePercent(-50, -100), 50, 'measured against the size of the previous value');
});

t.test('periods', async (t) => {
  t.same(periodOf({}, '2026-11-20'), { start: '2026-11-14 00:00:00', end: '2026-11-20 23:59:59' }, 'default: 7 days ending today');
  t.same(
    previousPeriod({ start: '2026-11-20 00:00:00', end: '2026-11-20 23:59:59' }),
    { start: '2026-11-19 00:00:00', end: '2026-11-19 23:59:59' },
    'today → yesterday',
  );
  t.same(
    previousPeriod({ start: '2026-03-01 00:00:00', end: '2026-03-31 23:59:59' }),
    { start: '2026-01-29 00:00:00', end: '2026-02-28 23:59:59' },
    'the 31 days before, across a short month',
  );
  t.same(previousPeriod({ start: '2026-11-20 09:00:00', end: '2026-11-20 09:59:59' }), { start: '2026-11-20 08:00:00', end: '2026-11-20 08:59:59' });
  t.throws(() => periodOf({ start_time: '2026-11-20 00:00:00' }, '2026-11-20'), /both start and end/);
  t.throws(() => periodOf({ start_time: '2026-11-21 00:00:00', end_time: '2026-11-20 00:00:00' }, '2026-11-20'), /not after the end/);
  t.throws(() => periodOf({ start_time: '2025-11-19 00:00:00', end_time: '2026-11-20 00:00:00' }, '2026-11-20'), /366 days/);
  t.same(periodOf({ start_time: '2025-11-20 00:00:00', end_time: '2026-11-20 23:59:59' }, '2026-11-20').start, '2025-11-20 00:00:00', '366 days is allowed');
  t.equal(todayOf('2026-11-20'), '2026-11-20', 'the anchor day');
  t.equal(todayOf(undefined, Date.parse('2026-11-20T17:00:00Z')), '2026-11-21', 'else today in China time');
});

t.test('visits are seeded: stable for a day, moving with the orders', async (t) => {
  t.equal(visitsOn(1, '2026-11-20', 10), visitsOn(1, '2026-11-20', 10));
  t.not(visitsOn(1, '2026-11-20', 10), visitsOn(2, '2026-11-20', 10), 'another seed, another figure');
  t.equal(visitsOn(1, '2026-11-20', 11) - visitsOn(1, '2026-11-20', 10), 18, 'each paid order adds visits');
});

t.test('formats: ¥ with two decimals, thousands separators, signed changes', async (t) => {
  t.equal(formatFigure('money', '1234567.50'), '¥1,234,567.50');
  t.equal(formatFigure('money', '0.00'), '¥0.00');
  t.equal(formatFigure('money', '-12.30'), '-¥12.30');
  t.equal(formatFigure('money', '90071992547409.93'), '¥90,071,992,547,409.93', 'exact beyond float precision');
  t.equal(formatFigure('count', '1234567'), '1,234,567');
  t.equal(formatCount('999'), '999');
  t.equal(formatChange(12.5), '+12.5%');
  t.equal(formatChange(-4), '-4.0%');
  t.equal(formatChange(0), '0.0%');
  t.equal(formatChange(null), null);
  t.equal(formatAxis('money', 12345.6), '¥12,346');
  t.equal(formatAxis('count', 1200), '1,200');
});

t.test('date ranges: shortcuts from the data’s day, checks, URL', async (t) => {
  const today = '2026-03-01';
  t.same(shortcutRange('today', today), { start: today, end: today });
  t.same(shortcutRange('yesterday', today), { start: '2026-02-28', end: '2026-02-28' });
  t.same(shortcutRange('7d', today), { start: '2026-02-23', end: today });
  t.same(shortcutRange('30d', today), { start: '2026-01-31', end: today });
  t.equal(shortcutOf({ start: '2026-02-23', end: today }, today), '7d');
  t.equal(shortcutOf({ start: '2026-02-22', end: today }, today), undefined);
  t.equal(rangeProblem({ start: '', end: today }), 'incomplete');
  t.equal(rangeProblem({ start: '2026-02-30', end: today }), 'incomplete', 'a day that does not exist');
  t.equal(rangeProblem({ start: '2026-03-02', end: today }), 'reversed');
  t.equal(rangeProblem({ start: '2025-02-28', end: '2026-03-01' }), 'tooLong', '367 days');
  t.equal(rangeProblem({ start: '2025-03-01', end: '2026-03-01' }), undefined, '366 days');
  t.same(readRange(new URLSearchParams('start=2026-02-01&end=2026-02-10')), { start: '2026-02-01', end: '2026-02-10' });
  t.equal(readRange(new URLSearchParams('start=2026-02-11&end=2026-02-10')), undefined, 'a bad range in the URL is ignored');
  t.same(statsQueryOf({ start: '2026-02-01', end: '2026-02-10' }), { start_time: '2026-02-01 00:00:00', end_time: '2026-02-10 23:59:59' });
  t.same(statsQueryOf(undefined), {});
});
