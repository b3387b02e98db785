/**
 * An edit form keeps the rules between fields a create form keeps: editing an offline store's hours so it closes
 * before it opens is refused on the closing time, in zh and en, before anything is sent, and what was typed stays.
 */
import t, { type Test } from 'tap';
import { requireChromium } from '../../helpers/browser.ts';
import { go, loggedInConsole, switchToEnglish } from '../console.ts';
import { countRequests, rowsOf, view } from './helpers.ts';
import { clickRowAction } from '../rowActions.ts';

if (requireChromium(t)) {
  const { page } = await loggedInConsole(t);
  const path = '/offlineStore/list';

  /** Edits the first store with its hours reversed; the form must refuse it itself, on the closing time. */
  const closesBeforeOpening = async (t: Test, expected: string) => {
    await go(page, path);
    const rows = await rowsOf(view(page, path));
    await clickRowAction(rows.first(), 'edit');
    const form = page.locator('.form-modal');
    await form.locator('#form-open_time').fill('21:00');
    await form.locator('#form-close_time').fill('09:00');
    const isSave = (r: { method(): string; url(): string }) => r.method() === 'PUT' && r.url().includes('/api/v2/seller/offline_stores/');
    const sent = countRequests(page, isSave);
    await form.locator('.form-save').click();
    const error = form.locator('[data-field=close_time] .field-error');
    await error.waitFor();
    t.equal(await error.textContent(), expected, 'on the closing time');
    t.equal(sent(), 0, 'nothing was sent');
    t.equal(await form.locator('.form-error').count(), 0, 'no message under the form');
    t.equal(await form.locator('#form-open_time').inputValue(), '21:00', 'what was typed is kept');
    t.equal(await form.locator('#form-close_time').inputValue(), '09:00');
    t.equal(await form.locator('[data-field=open_time] .field-error').count(), 0, 'the opening time is not blamed');

    // put in order, the same form saves
    const saves = countRequests(page, isSave);
    await form.locator('#form-close_time').fill('23:00');
    await form.locator('.form-save').click();
    await form.waitFor({ state: 'detached' });
    t.equal(saves(), 1, 'sent once, in order');
  };

  t.test('zh: an offline store closing before it opens', async (t) => closesBeforeOpening(t, '必须晚于开门时间'));
  t.test('en: an offline store closing before it opens', async (t) => {
    await switchToEnglish(page);
    await closesBeforeOpening(t, 'Must be after the opening time');
  });
}
