/**
 * What the finance desk sees on the money screens, in Chromium as the finance account: a failed payment worded as a
 * failure, not a rejection; account numbers masked alike in every list and drawer; each withdrawal drawer with its own
 * fields and times; the payment dialog naming what is paid and to whom.
 */
import t from 'tap';
import type { Page } from 'playwright-core';
import { go, loggedInConsole, switchToEnglish } from '../console.ts';
import { rowsOf, view } from './helpers.ts';

/** Back to Chinese through the navbar's language menu. */
async function switchToChinese(page: Page): Promise<void> {
  await page.locator('.language-menu').click();
  await page.locator('.language-menu .item', { hasText: '中文' }).click();
  await page.waitForFunction(() => document.documentElement.lang === 'zh-CN');
}

const { page } = await loggedInConsole(t, 'admin', 'finance');
const open = async (path: string) => {
  await go(page, path);
  const screen = view(page, path.split('?')[0]);
  return { screen, rows: await rowsOf(screen) };
};

t.test('打款失败 asks why the payment failed, not why it is rejected, in zh and en', async (t) => {
  const words = async () => {
    const { rows } = await open('/withDraw/index?tab=approved');
    const fail = rows.first().locator('[data-action=fail]');
    if (!(await fail.isVisible())) await rows.first().locator('.row-more > button').click();
    await fail.click();
    const dialog = page.locator('.reject-dialog');
    await dialog.waitFor();
    const texts = {
      title: (await dialog.locator('.header').textContent()) ?? '',
      label: (await dialog.locator('label[for=reject-reason] span').first().textContent()) ?? '',
      button: (await dialog.locator('.reject-ok').textContent()) ?? '',
    };
    await dialog.locator('.reject-ok').click();
    texts.label = (await dialog.locator('label[for=reject-reason] span').first().textContent()) ?? '';
    const required = (await dialog.locator('.field-error').textContent()) ?? '';
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    return { ...texts, required };
  };
  const zh = await words();
  t.match(zh.title, /^打款失败 · /);
  t.equal(zh.label, '失败原因', 'the field asks why it failed');
  t.equal(zh.button, '确认打款失败', 'the button marks it failed');
  t.notMatch(zh.required, '驳回');
  await switchToEnglish(page);
  const en = await words();
  t.match(en.title, /^Mark failed · /);
  t.equal(en.label, 'Reason for the failure');
  t.equal(en.button, 'Mark failed');
  t.notMatch(en.required, /reject/i);
  await switchToChinese(page);
});
