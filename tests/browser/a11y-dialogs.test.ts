/**
 * axe-core over the login pages and over what opens on top of a screen, in zh and en (docs/accessibility.md): the
 * administrator's and the merchant's login (both of the merchant's tabs), the navbar's language and user menus, the
 * password dialog, the command palette, the tag bar's menu, the column chooser, a row's more menu and its confirmation, the picture viewer,
 * the export menu, the order detail drawer and the filter's date picker. Each open thing is scanned where it lies.
 */
import t from 'tap';
import { requireChromium } from '../helpers/browser.ts';
import { axeViolations } from './a11y-scan.ts';
import { areaUrl, go, logIn, newPage, startConsole, switchToEnglish } from './console.ts';
import { rowsOf, showAllFilters, view } from './screens/helpers.ts';
import { clickRowAction } from './rowActions.ts';

if (requireChromium(t)) {
  const { stack, browser } = await startConsole(t);

  for (const lang of ['zh', 'en'] as const) {
    t.test(`the login pages in ${lang}`, async (t) => {
      const { context, page, errors } = await newPage(browser);
      t.teardown(() => context.close());
      const check = async (what: string) => t.same(await axeViolations(page, `${what} (${lang})`), [], `${what} (${lang}): no critical or serious violation`);
      for (const area of ['admin', 'seller'] as const) {
        await page.goto(areaUrl(stack.url, area));
        await page.locator('#login-account').waitFor();
        if (lang === 'en' && area === 'admin') {
          await page.locator('.language-switch .button', { hasText: 'English' }).click();
          await page.waitForFunction(() => document.documentElement.lang === 'en');
        }
        await check(`the ${area} login`);
      }
      await page.locator('.login-tabs [role=tab]').nth(1).click();
      await page.locator('.login-tabs [role=tab][aria-selected=true]').nth(0).waitFor();
      await check('the merchant login by SMS code');
      t.same(errors, [], 'no page error');
    });

    t.test(`menus, dialogs and drawers in ${lang}`, async (t) => {
      const { context, page, errors } = await newPage(browser);
      t.teardown(() => context.close());
      await logIn(page, stack.url, 'admin', 'admin');
      if (lang === 'en') await switchToEnglish(page);
      const check = async (what: string, within: string) =>
        t.same(await axeViolations(page, `${what} (${lang})`, within), [], `${what} (${lang}): no critical or serious violation`);
      const modal = '.ui.page.modals';

      await page.locator('.language-menu > button').click();
      await page.locator('.language-menu [role=menu]').waitFor();
      await check('the language menu', '.navbar');
      await page.keyboard.press('Escape');
      await page.locator('.user-menu > button').click();
      await page.locator('.user-menu [role=menu]').waitFor();
      await check('the user menu', '.navbar');
      await page.locator('.user-menu [role=menuitem]').first().click();
      await page.locator('.password-dialog').waitFor();
      await check('the password dialog', modal);
      await page.keyboard.press('Escape');
      await page.locator('.password-dialog').waitFor({ state: 'detached' });
      await page.keyboard.press('Control+k');
      await page.locator('.palette input[role=combobox]').fill('ti');
      await page.locator('.palette [role=option][data-kind=page]').first().waitFor();
      await check('the command palette', '.palette-backdrop');
      await page.keyboard.press('Escape');
      await page.locator('.palette').waitFor({ state: 'detached' });

      const goods = '/goods/index';
      await go(page, `${goods}?tab=on_sale`);
      const list = view(page, goods);
      const rows = await rowsOf(list);
      await page.locator('.tags-view .tag-item.active').click({ button: 'right' });
      await page.locator('.tags-context-menu').waitFor();
      await check('the tag bar menu', '.tags-view');
      await page.keyboard.press('Escape');
      await list.locator('.column-chooser-button').click();
      await list.locator('.column-chooser-menu').waitFor();
      await check('the column chooser', `.app-view[data-path="${goods}"]`);
      await list.locator('.column-chooser-button').click();
      await check("a row's more menu", `.app-view[data-path="${goods}"]`);
      await clickRowAction(rows.first(), 'recycle');
      await page.locator('.ui.modal .confirm-ok').waitFor();
      await check("a row action's confirmation", modal);
      await page.keyboard.press('Escape');
      await page.locator('.ui.modal').waitFor({ state: 'detached' });
      await rows.first().locator('.thumb-button').first().click();
      await page.locator('.picture-viewer').waitFor();
      await check('the picture viewer', modal);
      await page.keyboard.press('Escape');
      await page.locator('.picture-viewer').waitFor({ state: 'detached' });

      const orders = '/order/index';
      await go(page, orders);
      const orderList = view(page, orders);
      const orderRows = await rowsOf(orderList);
      await orderList.locator('.export-button > button').click();
      await orderList.locator('.export-choice').first().waitFor();
      await check('the export menu', `.app-view[data-path="${orders}"]`);
      await page.keyboard.press('Escape');
      await clickRowAction(orderRows.first(), 'view');
      await page.locator('.detail-drawer').waitFor();
      await check('the order detail drawer', '.detail-drawer');
      await page.keyboard.press('Escape');
      await page.locator('.detail-drawer').waitFor({ state: 'detached' });

      const withdrawals = '/withDraw/index';
      await go(page, withdrawals);
      await rowsOf(view(page, withdrawals));
      // the date range is among the folded filters (docs/lists.md "Filters")
      await showAllFilters(view(page, withdrawals));
      await view(page, withdrawals).locator('.date-input-open').first().click();
      await view(page, withdrawals).locator('.date-input-calendar .rdp-root').waitFor();
      await check("the filter's date picker", `.app-view[data-path="${withdrawals}"]`);
      t.same(errors, [], 'no page error');
    });
  }
}
