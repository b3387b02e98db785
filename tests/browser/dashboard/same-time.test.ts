/**
 * The dashboards on the upstream's clock, in Chromium, zh and en: /home says it compares today with yesterday up to
 * the same time, its 30-day trend labels its last point as today so far; today's hourly trend in the data centre has
 * no point after the current hour and labels that hour as so far. The charts are read through what they hold
 * (`data-categories`, `data-marks`, read back from the chart instance).
 */
import type { Locator, Page } from 'playwright-core';
import t from 'tap';
import { requireChromium } from '../../helpers/browser.ts';
import { go, logIn, newPage, startConsole, switchToEnglish } from '../console.ts';

/** The time on the platform's clock (China time), `HH:mm`, some minutes from now. */
function chinaTime(offsetMinutes = 0): string {
  return new Date(Date.now() + 8 * 3600_000 + offsetMinutes * 60_000).toISOString().slice(11, 16);
}

const TEXTS = {
  zh: { sameTime: /截至 (\d\d:\d\d)，较昨日同时段/, foot: '昨日同时段', day: /^今日（截至 (\d\d:\d\d)）$/, hour: /^本小时（截至 (\d\d:\d\d)）$/, period: /今日截至 \d\d:\d\d，与上期同时段对比/ },
  en: { sameTime: /As of (\d\d:\d\d), vs yesterday, same time/, foot: 'Yesterday, same time', day: /^Today \(so far, (\d\d:\d\d)\)$/, hour: /^This hour \(so far, (\d\d:\d\d)\)$/, period: /today so far, to \d\d:\d\d, against the previous period up to the same time/ },
};

/** The trend chart once drawn: its x categories and its labelled points. */
async function trendHeld(screen: Locator): Promise<{ categories: string[]; marks: { index: number; label: string }[] }> {
  const chart = screen.locator('.dashboard-trend .dashboard-chart');
  await chart.locator('canvas').waitFor();
  await screen.page().waitForFunction((el) => (el as HTMLElement).dataset.marks !== undefined, await chart.elementHandle());
  return chart.evaluate((el) => ({ categories: JSON.parse((el as HTMLElement).dataset.categories ?? '[]'), marks: JSON.parse((el as HTMLElement).dataset.marks ?? '[]') }));
}

function view(page: Page, path: string): Locator {
  return page.locator(`.app-view[data-path="${path}"]:not([hidden])`);
}

/** Whether `HH:mm` is within a few minutes of the platform's clock now (the page loaded a moment ago). */
const aroundNow = (time: string | undefined) => [-3, -2, -1, 0].some((m) => chinaTime(m) === time);

if (requireChromium(t)) {
  const { stack, browser } = await startConsole(t);

  t.test('admin in zh and en: same time, no future hour, today so far', async (t) => {
    const { context, page, errors } = await newPage(browser);
    t.teardown(() => context.close());
    await logIn(page, stack.url, 'admin', 'admin');
    for (const lang of ['zh', 'en'] as const) {
      const text = TEXTS[lang];
      if (lang === 'en') await switchToEnglish(page);
      await go(page, '/home');
      const home = view(page, '/home');
      await home.locator('.dashboard[data-loading=false] .dashboard-kpi').first().waitFor();
      const note = (await home.locator('.dashboard-same-time').innerText()).match(text.sameTime);
      t.ok(note && aroundNow(note[1]), `${lang} /home says it compares up to the time it is now: ${note?.[0]}`);
      const feet = await home.locator('.dashboard-kpi-foot').allInnerTexts();
      t.ok(feet.length === 4 && feet.every((f) => f.startsWith(text.foot)), `${lang} every card's previous value is yesterday's at the same time`);
      const month = await trendHeld(home);
      t.equal(month.categories.length, 30, `${lang} 30 days`);
      t.equal(month.categories.at(-1), new Date(Date.now() + 8 * 3600_000).toISOString().slice(5, 10), `${lang} ending today`);
      t.equal(month.marks.length, 1, `${lang} one point is labelled`);
      t.equal(month.marks[0]?.index, 29, `${lang} the last one, today`);
      const today = month.marks[0]?.label.match(text.day);
      t.ok(today && aroundNow(today[1]), `${lang} as today so far: ${month.marks[0]?.label}`);

      await go(page, '/datacenter/tradinfo');
      const trade = view(page, '/datacenter/tradinfo');
      await trade.locator('.dashboard[data-loading=false] .dashboard-kpi').first().waitFor();
      await trade.locator('[data-shortcut=today]').click();
      await page.waitForFunction(() => /start=/.test(window.location.hash));
      await trade.locator('.dashboard[data-loading=false] .dashboard-trend').waitFor();
      await page.waitForFunction(() => (document.querySelector('.app-view:not([hidden]) .dashboard-trend .dashboard-chart') as HTMLElement | null)?.dataset.categories?.includes(':00'));
      const hours = await trendHeld(trade);
      const hourNow = `${chinaTime().slice(0, 2)}:00`;
      t.equal(hours.categories.at(-1), hourNow, `${lang} today's hourly trend ends at the current hour (${hourNow})`);
      t.equal(hours.categories.length, Number(hourNow.slice(0, 2)) + 1, `${lang} with every hour before it and none after`);
      const hour = hours.marks.at(-1);
      t.equal(hour?.index, hours.categories.length - 1, `${lang} the current hour is labelled`);
      t.ok(hour?.label.match(text.hour), `${lang} as so far: ${hour?.label}`);
      t.match(await trade.locator('.dashboard-period').innerText(), text.period, `${lang} the period says it counts so far`);
      await page.screenshot({ path: `/tmp/dashboard-same-time-${lang}.png`, fullPage: true });
    }
    t.same(errors, [], 'no page error');
  });
}
