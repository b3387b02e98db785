/**
 * The settings flows of /infoManagement in Chromium: an out-of-range rate and times out of order are shown on their
 * fields with what was typed kept, a fix is saved and read back after a reload; a qualification picture goes through
 * the upload flow and stays after a reload; the finance account opens exactly `setting` and `asset` of these routes
 * and saves there.
 */
import t from 'tap';
import type { Locator, Page } from 'playwright-core';
import { requireChromium } from '../../helpers/browser.ts';
import { go, logIn, newPage, startConsole, switchToEnglish } from '../console.ts';
import { toastSaying, view } from './helpers.ts';
import { INFO_SETTINGS } from '../../../contract/resources/infoSettings/index.ts';
import { checkRoleRoutes } from './visit.ts';

if (requireChromium(t)) {
  const { stack, browser } = await startConsole(t);
  const paths = Object.keys(INFO_SETTINGS).map((name) => `/infoManagement/${name}`);

  const openSettings = async (page: Page, path: string): Promise<Locator> => {
    await go(page, path);
    const screen = view(page, path);
    await screen.locator('.settings-screen[data-loaded=true]').waitFor();
    return screen;
  };
  const reloadSettings = async (page: Page, path: string): Promise<Locator> => {
    await page.reload();
    const screen = view(page, path);
    await screen.locator('.settings-screen[data-loaded=true]').waitFor();
    return screen;
  };
  const fieldError = (screen: Locator, name: string) => screen.locator(`[data-field="${name}"] .field-error`);

  t.test('fund settings: a rate over 100 and hours out of order are refused on their fields, a fix is saved and reloads', async (t) => {
    const { context, page, errors } = await newPage(browser);
    t.teardown(() => context.close());
    await logIn(page, stack.url, 'admin', 'admin');
    const path = '/infoManagement/asset';
    let screen = await openSettings(page, path);
    t.equal(await screen.locator('#form-fee_rate').inputValue(), '0.6', 'the seeded rate');

    await screen.locator('#form-fee_rate').fill('120');
    await screen.locator('#form-start_time').fill('18:30');
    await screen.locator('#form-end_time').fill('08:00');
    await screen.locator('#form-withdraw_min').focus();
    t.equal(await fieldError(screen, 'fee_rate').textContent(), '不能大于 100');
    t.equal(await fieldError(screen, 'end_time').textContent(), '必须晚于开始时间');
    t.equal(await screen.locator('.unsaved-warning').count(), 1, 'unsaved changes are flagged');

    // saving is refused before any call, and what was typed stays
    await screen.locator('.settings-save').click();
    await fieldError(screen, 'fee_rate').waitFor();
    t.equal(await screen.locator('#form-fee_rate').inputValue(), '120', 'the typed rate is kept');
    t.equal(await screen.locator('#form-end_time').inputValue(), '08:00', 'the typed time is kept');

    await screen.locator('#form-fee_rate').fill('1.25');
    await screen.locator('#form-end_time').fill('20:00');
    await screen.locator('#form-withdraw_daily_times').fill('5');
    await screen.locator('.settings-save').click();
    await toastSaying(page, '已保存「资金设置」');
    await screen.locator('.unsaved-warning').waitFor({ state: 'detached' });
    t.equal(await fieldError(screen, 'fee_rate').count(), 0, 'no error left');

    screen = await reloadSettings(page, path);
    t.same(
      await Promise.all(['fee_rate', 'start_time', 'end_time', 'withdraw_daily_times'].map((n) => screen.locator(`#form-${n}`).inputValue())),
      ['1.25', '18:30', '20:00', '5'],
      'the saved values come back after a reload',
    );
    t.same(errors, [], 'no page error');
  });

  t.test('tiers and shares in English: a lower tier above a higher one is refused, a fix saves', async (t) => {
    const { context, page, errors } = await newPage(browser);
    t.teardown(() => context.close());
    await logIn(page, stack.url, 'admin', 'admin');
    await switchToEnglish(page);
    const path = '/infoManagement/growAdvance';
    let screen = await openSettings(page, path);
    await screen.locator('#form-levels__vip3__growth').fill('3000');
    await screen.locator('#form-levels__vip3__discount').focus();
    t.equal(await fieldError(screen, 'levels.vip3.growth').textContent(), 'Must be above the level below');
    await screen.locator('#form-levels__vip3__growth').fill('30000');
    await screen.locator('#form-levels__vip4__discount').fill('85.5');
    await screen.locator('.settings-save').click();
    await toastSaying(page, 'Saved growth advancement settings');
    // the form is marked clean just after the toast: a reload before that would be held by the unsaved-changes guard
    await screen.locator('.unsaved-warning').waitFor({ state: 'detached' });
    screen = await reloadSettings(page, path);
    t.equal(await screen.locator('#form-levels__vip3__growth').inputValue(), '30000');
    t.equal(await screen.locator('#form-levels__vip4__discount').inputValue(), '85.5');
    t.same(errors, [], 'no page error');
  });

  t.test('platform qualifications: a licence picture goes through the upload flow and is kept', async (t) => {
    const { context, page, errors } = await newPage(browser);
    t.teardown(() => context.close());
    await logIn(page, stack.url, 'admin', 'admin');
    const path = '/infoManagement/platformAptitude';
    let screen = await openSettings(page, path);
    const field = screen.locator('[data-field=icp_picture]');
    const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(1024, 3)]);
    await field.locator('.upload-file').setInputFiles({ name: 'icp.png', mimeType: 'image/png', buffer: png });
    await page.waitForFunction(() => (document.querySelector('#form-icp_picture') as HTMLInputElement | null)?.value.includes('/api/v2/common/files/uploads/'));
    const picture = await screen.locator('#form-icp_picture').inputValue();
    await screen.locator('#form-credit_code').fill('123');
    await screen.locator('.settings-save').click();
    t.equal(await fieldError(screen, 'credit_code').textContent(), '格式应为 18 位统一社会信用代码（数字和大写字母）');
    await screen.locator('#form-credit_code').fill('91310115MA1K4B6T2Q');
    await screen.locator('.settings-save').click();
    await toastSaying(page, '已保存「平台资质」');
    await screen.locator('.unsaved-warning').waitFor({ state: 'detached' });
    screen = await reloadSettings(page, path);
    t.equal(await screen.locator('#form-icp_picture').inputValue(), picture, 'the uploaded picture is saved');
    t.equal(await screen.locator('[data-field=icp_picture] img').getAttribute('src'), picture, 'and shown');
    t.same(errors, [], 'no page error');
  });

  // the finance role: of these 21 routes its menu lists setting and asset, they open, the rest are 401
  checkRoleRoutes(t, browser, stack.url, { account: 'finance', paths });

  t.test('the finance account changes the parameter settings and reads them back', async (t) => {
    const { context, page, errors } = await newPage(browser);
    t.teardown(() => context.close());
    await logIn(page, stack.url, 'admin', 'finance');
    const path = '/infoManagement/setting';
    let screen = await openSettings(page, path);
    await screen.locator('#form-service_phone').fill('400-820-8820');
    await screen.locator('.settings-save').click();
    await toastSaying(page, '已保存「参数设置」');
    // the form is marked clean just after the toast: a reload before that would be held by the unsaved-changes guard
    await screen.locator('.unsaved-warning').waitFor({ state: 'detached' });
    screen = await reloadSettings(page, path);
    t.equal(await screen.locator('#form-service_phone').inputValue(), '400-820-8820');
    t.same(errors, [], 'no page error');
  });
}
