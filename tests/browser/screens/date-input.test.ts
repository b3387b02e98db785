/**
 * The day fields (screens/parts/DateInput.tsx) in Chromium, whose own date input would show the browser's locale:
 * the list filter's range and the data centre's period read, pick and refuse days in the console's language, in a
 * browser whose own locale is en-US (whose date input would say mm/dd/yyyy in the Chinese console).
 */
import t from 'tap';
import { launchBrowser, requireChromium } from '../../helpers/browser.ts';
import { startStack } from '../../helpers/stack.ts';
import { todayOf } from '../../../mock-upstream/handlers/statsPeriod.ts';
import { go, logIn, switchToEnglish } from '../console.ts';
import { hashQuery, reloading, showAllFilters, view } from './helpers.ts';

/** A YYYY-MM-DD day moved by whole days. */
const shiftDay = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

if (requireChromium(t)) {
  const stack = await startStack();
  const browser = await launchBrowser();
  const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1366, height: 860 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await logIn(page, stack.url, 'admin', 'admin');
  t.teardown(async () => {
    await context.close();
    await browser.close();
    await stack.close();
  });

  t.test('the list filter in Chinese: placeholder, calendar, a picked day searched, a wrong one refused and kept', async (t) => {
    await go(page, '/withDraw/index');
    const screen = view(page, '/withDraw/index');
    // the date range is folded under "more filters"
    await showAllFilters(screen);
    const start = screen.locator('input[name=start_date]');
    const end = screen.locator('input[name=end_date]');
    t.equal(await start.getAttribute('placeholder'), '开始日期');
    t.equal(await end.getAttribute('placeholder'), '结束日期');
    t.equal(await start.getAttribute('type'), null, 'a text field, not the browser date input');

    await screen.locator('.date-input-open').first().click();
    const calendar = screen.locator('.date-input-calendar');
    await calendar.locator('.rdp-root').waitFor();
    t.match(await calendar.locator('.rdp-caption_label').innerText(), /^\d{4}年\d{1,2}月$/, 'month caption in Chinese');
    t.same(await calendar.locator('.rdp-weekday').allInnerTexts(), ['一', '二', '三', '四', '五', '六', '日'], 'weeks start on Monday, in Chinese');
    await calendar.locator('.rdp-day:not(.rdp-outside) .rdp-day_button').first().click();
    t.equal(await calendar.count(), 0, 'picking a day closes the calendar');
    const picked = await start.inputValue();
    t.match(picked, /^\d{4}-\d{2}-01$/, 'the first of the month, as YYYY-MM-DD');
    t.ok(await start.evaluate((el) => el === document.activeElement), 'focus back in the field');

    await end.fill('2026-02-30');
    t.equal(await end.getAttribute('aria-invalid'), 'true');
    t.match(await screen.locator('.date-input-problem').innerText(), '请输入有效日期');
    const before = page.url();
    await screen.locator('.filter-search').click();
    t.equal(page.url(), before, 'an invalid day is not searched');
    t.equal(await end.inputValue(), '2026-02-30', 'what was typed stays');

    // the platform's today (China time), not this browser's: from 16:00 UTC on the last day of a month, the browser's
    // day is before the first of the month picked above, and the range would be refused
    const today = todayOf(undefined);
    await end.fill(today);
    t.equal(await screen.locator('.date-input-problem').count(), 0, 'a valid day clears the message');
    // The search's list arrives before the next click, as an operator sees it.
    await reloading(screen, () => screen.locator('.filter-search').click());
    t.equal(hashQuery(page).get('start_time'), `${picked} 00:00:00`);
    t.equal(hashQuery(page).get('end_time'), `${today} 23:59:59`);

    await screen.locator('[data-shortcut=yesterday]').click();
    // yesterday of the platform's clock (China time), which is this browser's today from 16:00 UTC on
    const yesterday = shiftDay(todayOf(undefined), -1);
    // the field shows the new day once its value has come back through the card (two renders on a loaded machine);
    // a click that never took effect still fails below
    await page
      .waitForFunction((day) => (document.querySelector('input[name=end_date]') as HTMLInputElement | null)?.value === day, yesterday, { timeout: 5000 })
      .catch(() => undefined);
    t.equal(await start.inputValue(), yesterday, "a shortcut replaces the days: the platform's yesterday");
    t.equal(await end.inputValue(), yesterday);
    await screen.locator('.date-input-open').nth(1).click();
    await calendar.locator('.rdp-root').waitFor();
    const month = await calendar.locator('.rdp-caption_label').innerText();
    await calendar.locator('.rdp-caption_label').click();
    await calendar.locator('.rdp-button_previous').click();
    t.not(await calendar.locator('.rdp-caption_label').innerText(), month, 'the calendar goes to the month before');
    t.equal(await calendar.count(), 1, 'and stays open through clicks on it');
    await page.keyboard.press('Escape');
    t.equal(await calendar.count(), 0, 'Escape closes the calendar');
    await screen.locator('.date-input-open').nth(1).click();
    await calendar.locator('.rdp-root').waitFor();
    await screen.locator('.filter-card label').first().click();
    t.equal(await calendar.count(), 0, 'a click elsewhere closes it');

    await end.fill('2026-13-01');
    t.match(await screen.locator('.date-input-problem').innerText(), '请输入有效日期');
    await switchToEnglish(page);
    t.match(await screen.locator('.date-input-problem').innerText(), /^Enter a valid date/, 'the message follows a language switch');
    t.equal(await end.inputValue(), '2026-13-01', 'and what was typed stays');
  });

  t.test('the data centre in English: an English calendar with no day after today, a later day refused', async (t) => {
    await switchToEnglish(page);
    await go(page, '/datacenter/tradinfo');
    const screen = view(page, '/datacenter/tradinfo');
    const start = screen.locator('input[name=start]');
    await start.waitFor();
    const startDay = await start.inputValue();
    await screen.locator('.dashboard-range .date-input-open').first().click();
    const calendar = screen.locator('.date-input-calendar');
    await calendar.locator('.rdp-root').waitFor();
    t.match(await calendar.locator('.rdp-caption_label').innerText(), /^[A-Z][a-z]+ \d{4}$/, 'month caption in English');
    t.equal((await calendar.locator('.rdp-weekday').allInnerTexts())[0], 'Su', 'weeks start on Sunday, in English');
    // The last day is the platform's today, in China time: from 16:00 UTC on, a day later than this browser's.
    const platformToday = todayOf(undefined);
    const days = await calendar.locator('.rdp-day:not(.rdp-outside)').evaluateAll((cells) =>
      cells.map((cell) => ({ day: cell.getAttribute('data-day') ?? '', disabled: cell.classList.contains('rdp-disabled') })),
    );
    t.ok(days.some((d) => d.day === startDay), "the calendar shows the period's first day");
    t.same(
      days.filter((d) => d.disabled).map((d) => d.day),
      days.filter((d) => d.day > platformToday).map((d) => d.day),
      "exactly the days after the platform's today are disabled",
    );
    await page.keyboard.press('Escape');

    const dayAfter = shiftDay(platformToday, 1);
    await start.fill(dayAfter);
    t.equal(await screen.locator('.date-input-problem').innerText(), `Not later than ${platformToday}`);
    await start.fill('11/20/2026');
    t.match(await screen.locator('.date-input-problem').innerText(), /^Enter a valid date, like \d{4}-\d{2}-\d{2}$/);
    await start.fill('2026-11-01');
    t.equal(await screen.locator('.date-input-problem').count(), 0);
    t.same(errors, [], 'no console error');
  });
}
