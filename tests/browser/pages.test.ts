/**
 * Pinned and recent pages in Chromium (docs/views.md "Pinned and recent pages"): pin from the menu and from the tag
 * bar, the sidebar starts with the pins and the last visited pages, kept for the account in another browser context;
 * a collapsed group's flyout on hover and on keyboard focus; the tag bar's "close others" keeps the home tag; zh and en.
 */
import t from 'tap';
import { requireChromium } from '../helpers/browser.ts';
import { go, logIn, newPage, startConsole, switchToEnglish, tagTitles } from './console.ts';

if (requireChromium(t)) {
  t.test('pinned and recent pages, the collapsed flyout, close others', async (t) => {
    const { stack, browser } = await startConsole(t);
    const { context, page, errors } = await newPage(browser);
    t.teardown(() => context.close());
    await logIn(page, stack.url, 'admin', 'admin');

    // visits are noted as recent pages, the latest first
    await go(page, '/goods/index');
    await go(page, '/order/index');
    const recent = page.locator('.sidebar-recent a.menu-item');
    await page.locator('.sidebar-recent a.menu-item[href="#/goods/index"]').waitFor();
    t.same(await recent.evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).hash)), ['#/order/index', '#/goods/index']);

    // pin from the menu: the active page's pin button
    const pinInMenu = page.locator('.sidebar-menu .menu-row', { has: page.locator('a[href="#/order/index"]') }).locator('.pin-button');
    await pinInMenu.click();
    await page.locator('.sidebar-pinned a.menu-item[href="#/order/index"]').waitFor();
    t.equal(await pinInMenu.getAttribute('aria-pressed'), 'true');
    t.equal(await page.locator('.sidebar-recent a.menu-item[href="#/order/index"]').count(), 0, 'a pinned page is not listed again as recent');

    // pin from the tag bar's menu
    await page.locator('.tags-view .tag-item', { hasText: '商品列表' }).click({ button: 'right' });
    await page.locator('.tags-context-menu .tag-pin', { hasText: '置顶到侧边栏' }).click();
    await page.locator('.sidebar-pinned a.menu-item[href="#/goods/index"]').waitFor();

    // another context, logged in again: the pins and recent pages follow the account
    const other = await newPage(browser);
    t.teardown(() => other.context.close());
    await logIn(other.page, stack.url, 'admin', 'admin');
    await other.page.locator('.sidebar-pinned a.menu-item[href="#/goods/index"]').waitFor();
    const pinned = await other.page.locator('.sidebar-pinned a.menu-item').evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).hash));
    t.same(pinned, ['#/order/index', '#/goods/index'], 'pinned in the order they were pinned');
    // and another account has its own
    const seller = await newPage(browser);
    t.teardown(() => seller.context.close());
    await logIn(seller.page, stack.url, 'seller', 'seller');
    await seller.page.locator('.sidebar-menu').waitFor();
    t.equal(await seller.page.locator('.sidebar-pinned').count(), 0, 'the seller has no pins of the admin');

    // unpin from the pinned section
    await other.page.locator('.sidebar-pinned .menu-row', { has: other.page.locator('a[href="#/goods/index"]') }).locator('.pin-button').click();
    await other.page.locator('.sidebar-pinned a.menu-item[href="#/goods/index"]').waitFor({ state: 'detached' });

    // collapsed: a group's pages in a flyout on hover, and on keyboard focus
    await page.locator('.hamburger').click();
    await page.waitForFunction(() => document.querySelector('.hide-sidebar') !== null);
    const group = page.locator('.sidebar-menu .menu-group', { has: page.locator('.group-title[title="财务管理"]') });
    const flyout = group.locator('.menu-flyout');
    t.notOk(await flyout.isVisible(), 'no flyout before hover');
    await group.locator('.group-title').hover();
    await flyout.waitFor({ state: 'visible' });
    t.match(await flyout.locator('.menu-flyout-title').textContent(), '财务管理');
    await page.mouse.move(900, 500);
    await flyout.waitFor({ state: 'hidden' });
    await group.locator('.group-title').focus();
    await flyout.waitFor({ state: 'visible' });
    await page.keyboard.press('Tab');
    t.ok(await page.evaluate(() => document.activeElement?.closest('.menu-flyout') !== null), 'Tab goes into the flyout');
    await flyout.locator('a.menu-item').first().click();
    await page.locator('.hide-sidebar').waitFor();

    // close others keeps the home tag
    await go(page, '/home');
    await go(page, '/order/index');
    await page.locator('.tags-view .tag-item.active').click({ button: 'right' });
    await page.locator('.tags-context-menu .item', { hasText: '关闭其他' }).click();
    await page.waitForFunction(() => document.querySelectorAll('.tags-view .tag-item').length === 2);
    t.same((await tagTitles(page)).map((s) => s.trim()), ['首页', '普通订单'], 'the home tag stays');

    // English
    await switchToEnglish(page);
    await page.locator('.hamburger').click();
    await page.locator('.sidebar-pinned[aria-label="Pinned pages"]').waitFor();
    await page.locator('.tags-view .tag-item.active').click({ button: 'right' });
    t.match(await page.locator('.tags-context-menu .tag-pin').textContent(), 'Unpin');
    t.same(errors, [], 'no page errors');
  });
}
