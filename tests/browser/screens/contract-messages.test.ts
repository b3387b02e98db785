/**
 * The contract's own rules read in the console's language, and a rule between fields is checked before sending and
 * shown on its field: shipping an order and redeeming an offline order with a malformed number in zh, and goods whose
 * market price is below the price in zh and en (nothing is sent; what was typed stays); a refused field's message
 * said again in the other language when the language is switched, without saving again.
 */
import t, { type Test } from 'tap';
import { requireChromium } from '../../helpers/browser.ts';
import { go, loggedInConsole, switchToEnglish } from '../console.ts';
import { countRequests, reloading, rowsOf, view } from './helpers.ts';
import { clickRowAction, rowsOffering } from '../rowActions.ts';

if (requireChromium(t)) {
  const { page } = await loggedInConsole(t);

  /** Opens `path` on `tab` and the form of the first row's `action`. */
  const openForm = async (path: string, tab: string, action: string) => {
    await go(page, path);
    const screen = view(page, path);
    await rowsOf(screen);
    const rows = await reloading(screen, () => screen.locator(`[data-tab=${tab}]`).click());
    // the first row offering the action (an order to ship may not ship: a forming group's, an in-store one)
    await clickRowAction(rowsOffering(rows, action).first(), action);
    return page.locator('.form-modal');
  };
  /** Cancels the form, discarding what was typed. */
  const closeForm = async () => {
    await page.locator('.form-modal .form-cancel').click();
    await page.locator('.form-modal .discard-changes').click();
    await page.locator('.form-modal').waitFor({ state: 'detached' });
  };

  t.test('zh: ship and redeem refuse a malformed number in Chinese', async (t) => {
    // shipping has a dialog of its own (the receiver and goods beside the number), refusing in the same words
    await openForm('/order/index', 'to_ship', 'ship');
    const ship = page.locator('.ship-dialog');
    await ship.locator('#ship-courier').selectOption('SF');
    await ship.locator('#ship-tracking').fill('abc 12');
    await ship.locator('#ship-courier').focus();
    t.equal(await ship.locator('.ship-tracking-error').textContent(), '格式应为 8-30 位字母或数字');
    await ship.locator('.actions button', { hasText: '取消' }).click();
    await ship.waitFor({ state: 'detached' });

    const form = await openForm('/offlineShop/offline_orderManage', 'to_use', 'verify');
    await form.locator('#form-code').fill('12ab');
    await form.locator('.form-save').click();
    t.equal(await form.locator('[data-field=code] .field-error').textContent(), '格式应为 8 位数字');
    await closeForm();
  });

  /** Edits the first goods with a market price below the price; the form must refuse it itself, on that field. */
  const marketBelowPrice = async (t: Test, expected: string) => {
    const form = await openForm('/goods/index', 'on_sale', 'edit');
    // the prices are the first SKU's (docs/goods.md)
    await form.locator('#form-skus-0-price').fill('15.50');
    await form.locator('#form-skus-0-market_price').fill('3.00');
    const sent = countRequests(page, (r) => r.method() === 'PUT' && r.url().includes('/api/v2/seller/goods/'));
    await form.locator('.form-save').click();
    const error = form.locator('#form-skus-0-market_price ~ .sku-error');
    await error.waitFor();
    t.equal(await error.textContent(), expected, 'on the market price field');
    t.equal(sent(), 0, 'nothing was sent');
    t.equal(await form.locator('.form-error').count(), 0, 'no message under the form');
    t.equal(await form.locator('#form-skus-0-market_price').inputValue(), '3.00', 'what was typed is kept');
    t.equal(await form.locator('#form-skus-0-price').inputValue(), '15.50');
    await closeForm();
  };

  t.test('zh: goods market price below the price', async (t) => marketBelowPrice(t, '不能低于售价'));
  t.test('en: goods market price below the price', async (t) => {
    await switchToEnglish(page);
    await marketBelowPrice(t, 'Cannot be below the price');
  });

  t.test('a refused field is said again in the language switched to', async (t) => {
    const path = '/marketingSection/groupSetting';
    await go(page, path);
    const screen = view(page, path);
    await screen.locator('.settings-screen[data-loaded=true]').waitFor();
    const lang = await page.evaluate(() => document.documentElement.lang);
    await screen.locator('#form-valid_hours').fill('0');
    await screen.locator('.settings-save').click();
    const message = screen.locator('[data-field=valid_hours] .field-error');
    const [first, second] = lang === 'en' ? (['At least 1', '不能小于 1'] as const) : (['不能小于 1', 'At least 1'] as const);
    t.equal(await message.textContent(), first);
    await page.locator('.language-menu').click();
    await page.locator('.language-menu .item', { hasText: lang === 'en' ? '中文' : 'English' }).click();
    await page.waitForFunction((was) => document.documentElement.lang !== was, lang);
    await screen.locator('[data-field=valid_hours] .field-error', { hasText: second }).waitFor();
    t.equal(await message.textContent(), second, 'the same message in the other language');
    t.equal(await screen.locator('#form-valid_hours').inputValue(), '0', 'what was typed stays');
    await screen.locator('.settings-discard').click();
  });
}
