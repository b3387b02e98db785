/**
 * A date-time field (screens/parts/DateTimeInput.tsx) in Chromium, as an operator uses it on a banner's display
 * window: the start day picked in the calendar and a time typed, the end day picked alone and shown with the day's
 * last second, the row showing both moments, the edit form showing them split into day and time; an impossible time
 * or day refused on the field in Chinese, then in English, with what was typed kept and nothing sent.
 */
import t from 'tap';
import { RESOURCES } from '../../../contract/index.ts';
import { platformToday } from '../../../web/src/lib/format.ts';
import { requireChromium } from '../../helpers/browser.ts';
import { go, loggedInConsole, switchToEnglish } from '../console.ts';
import { countRequests, reloading, rowsOf, toastSaying, view } from './helpers.ts';
import { clickRowAction } from '../rowActions.ts';

/** The month after the platform's (China time) current one, as YYYY-MM: the calendar opens on the current one. */
function nextMonth(): string {
  const [year, month] = platformToday().split('-').map(Number);
  return month === 12 ? `${year + 1}-01` : `${year}-${String(month + 1).padStart(2, '0')}`;
}

if (requireChromium(t)) {
  const { page, errors } = await loggedInConsole(t);
  const path = '/infoManagement/banner';
  const screen = view(page, path);
  const form = page.locator('.form-modal');
  const fieldError = (name: string) => form.locator(`[data-field=${name}] .field-error`).textContent();
  /** Opens a field's calendar, goes to next month and picks a day in it. */
  const pick = async (name: string, day: string) => {
    await form.locator(`[data-field=${name}] .date-input-open`).click();
    const calendar = form.locator(`[data-field=${name}] .date-input-calendar`);
    await calendar.locator('.rdp-root').waitFor();
    await calendar.locator('.rdp-button_next').click();
    await calendar.locator(`.rdp-day[data-day="${day}"] .rdp-day_button`).click();
    t.equal(await calendar.count(), 0, 'picking a day closes the calendar');
  };
  const month = nextMonth();
  const title = '日期时间横幅';
  const openEdit = async () => {
    const rows = await rowsOf(screen);
    await clickRowAction(rows.filter({ hasText: title }), 'edit');
    await form.locator('#form-start_at').waitFor();
  };

  t.test('create: a picked day with a typed time, an end day alone ending at 23:59:59; the row and the edit form show them', async (t) => {
    await go(page, path);
    await rowsOf(screen);
    await screen.locator('.create-button').click();
    await form.locator('#form-title').fill(title);
    await form.locator('#form-picture').fill('/api/v2/common/files/seed/plate/1.svg');
    await form.locator('#form-position').selectOption('home_top');
    await form.locator('#form-link_type').selectOption('url');
    await form.locator('#form-link').fill('https://m.example.com/datetime');
    t.equal(await form.locator('#form-start_at').getAttribute('placeholder'), '年-月-日');
    t.equal(await form.locator('#form-start_at-time').getAttribute('placeholder'), '时:分:秒');

    await pick('start_at', `${month}-15`);
    t.equal(await form.locator('#form-start_at').inputValue(), `${month}-15`, 'the picked day, as YYYY-MM-DD');
    t.equal(await form.locator('#form-start_at-time').inputValue(), '00:00:00', 'a start day alone begins at its first second, shown');
    await form.locator('#form-start_at-time').fill('9:30');
    await pick('end_at', `${month}-20`);
    t.equal(await form.locator('#form-end_at-time').inputValue(), '23:59:59', "an end day alone ends at its last second, shown");
    t.equal(await form.locator('#form-start_at-time').inputValue(), '09:30:00', 'a time typed short is written out once the field is left');

    const rows = await reloading(screen, () => form.locator('.form-save').click());
    await toastSaying(page, '已保存');
    const row = rows.filter({ hasText: title });
    t.equal(await row.locator('[data-column=start_at]').textContent(), `${month}-15 09:30:00`, 'the row shows the start');
    t.equal(await row.locator('[data-column=end_at]').textContent(), `${month}-20 23:59:59`, 'and the end');

    await openEdit();
    t.equal(await form.locator('#form-start_at').inputValue(), `${month}-15`, 'the edit form splits the start into its day');
    t.equal(await form.locator('#form-start_at-time').inputValue(), '09:30:00', 'and its time');
    t.equal(await form.locator('#form-end_at').inputValue(), `${month}-20`);
    t.equal(await form.locator('#form-end_at-time').inputValue(), '23:59:59');
  });

  t.test('an impossible time or day is refused on its field, kept as typed, and nothing is sent', async (t) => {
    const writes = countRequests(page, (r) => r.method() !== 'GET' && r.url().includes(RESOURCES.bannerSlides.path));
    await form.locator('#form-end_at-time').fill('25:00');
    await form.locator('.form-save').click();
    t.equal(await fieldError('end_at'), '请输入有效时间，格式如 09:30 或 09:30:00');
    t.equal(await form.locator('#form-end_at-time').inputValue(), '25:00', 'what was typed stays');
    t.equal(await form.locator('#form-end_at-time').getAttribute('aria-invalid'), 'true', 'the time is marked');
    t.equal(await form.locator('#form-end_at').getAttribute('aria-invalid'), null, 'the day is not');

    await form.locator('#form-start_at').fill('2026-02-30');
    await form.locator('#form-title').focus();
    t.equal(await fieldError('start_at'), `请输入有效日期，格式如 ${platformToday()}`, "an impossible day, with the platform's today as the example");
    t.equal(await form.locator('#form-start_at').inputValue(), '2026-02-30');
    t.equal(await form.locator('#form-start_at-time').inputValue(), '09:30:00', 'the time beside it stays');
    await form.locator('.form-save').click();
    t.equal(writes(), 0, 'nothing was sent');
    t.ok(await form.isVisible(), 'the form stays open');

    await form.locator('.form-cancel').click();
    await form.locator('.discard-changes').click();
    await form.waitFor({ state: 'detached' });
  });

  t.test('in English: the same refusal in English', async (t) => {
    await switchToEnglish(page);
    await openEdit();
    t.equal(await form.locator('#form-start_at-time').getAttribute('placeholder'), 'HH:mm:ss');
    await form.locator('#form-end_at-time').fill('23:61');
    await form.locator('.form-save').click();
    t.equal(await fieldError('end_at'), 'Enter a valid time, like 09:30 or 09:30:00');
    t.equal(await form.locator('#form-end_at-time').inputValue(), '23:61', 'what was typed stays');
    await form.locator('#form-end_at-time').fill('');
    await form.locator('#form-end_at').fill('');
    await form.locator('#form-title').focus();
    t.equal(await fieldError('end_at'), 'Required', 'both emptied: the end is cleared, which a banner does not allow');
    await form.locator('.form-cancel').click();
    await form.locator('.discard-changes').click();
  });

  t.test("the coupon editor: Escape closes an open calendar and not the editor; closing with changes asks first", async (t) => {
    await go(page, '/coupon/index');
    const coupons = view(page, '/coupon/index');
    await rowsOf(coupons);
    await coupons.locator('.create-button').click();
    const editor = page.locator('.coupon-editor');
    await editor.locator('input').first().fill('Escape 券');
    await editor.locator('.date-input-open').first().click();
    const calendar = editor.locator('.date-input-calendar');
    await calendar.locator('.rdp-root').waitFor();
    await page.keyboard.press('Escape');
    t.equal(await calendar.count(), 0, 'Escape closes the calendar');
    t.ok(await editor.isVisible(), 'and leaves the editor open');
    t.equal(await editor.locator('input').first().inputValue(), 'Escape 券', 'with what was typed');
    // from the keyboard: the calendar, a day in it, then Tab goes on to the time beside the day
    await editor.locator('.date-input-open').first().focus();
    await page.keyboard.press('Enter');
    await calendar.locator('.rdp-day_button[tabindex="0"]').focus();
    await page.keyboard.press('Tab');
    await page.waitForFunction(() => document.activeElement?.id.endsWith('start_at-time'), undefined, { timeout: 5000 }).catch(() => undefined);
    t.equal(await page.evaluate(() => document.activeElement?.id), 'mk-start_at-time', 'Tab from a day in the calendar reaches the time field');
    await calendar.waitFor({ state: 'detached' });
    await page.keyboard.press('Escape');
    await editor.locator('.discard-ask').waitFor();
    t.match(await editor.locator('.discard-ask').innerText(), /not saved|未保存/, 'a second Escape asks before dropping the changes');
    await page.keyboard.press('Escape');
    t.equal(await editor.locator('.discard-ask').count(), 0, 'Escape while asking goes back to the editor');
    t.equal(await editor.locator('input').first().inputValue(), 'Escape 券', 'what was typed is still there');
    await editor.locator('.actions button', { hasText: /Cancel|取消/ }).click();
    await editor.locator('.discard-changes').click();
    await editor.waitFor({ state: 'detached' });
    t.pass('discarding closes it');
  });

  t.test('no page error', async (t) => {
    t.same(errors, []);
  });
}
