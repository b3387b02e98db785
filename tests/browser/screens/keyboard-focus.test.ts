/**
 * What an operator on the keyboard (or a screen reader) meets in the console's dialogs: each dialog is announced by
 * its title; a refused save takes the focus to the first field in error, in view, with what was typed kept; a
 * picture's ✕ is a named button that has the focus; closing an edit form opened from the detail drawer goes back to
 * the drawer, and a save that closes both goes back to the row's 查看; on a narrow screen the open sidebar keeps the
 * focus as a dialog does and Escape gives it back to the menu button; and the day's main flows done with the keyboard
 * alone (docs/accessibility.md, "Keyboard map").
 */
import type { Locator, Page } from 'playwright-core';
import t, { type Test } from 'tap';
import { requireChromium } from '../../helpers/browser.ts';
import { areaUrl, go, logIn, newPage, readCaptcha, startConsole, switchToEnglish } from '../console.ts';
import { countRequests, focusIn, hashQuery, reloading, rowsOf, tabRound, view } from './helpers.ts';
import { clickRowAction, focusRowAction } from '../rowActions.ts';

if (requireChromium(t)) {
  const { stack, browser } = await startConsole(t);

  /** A page logged in as admin on `path`, its rows shown; closed when the test ends. */
  const open = async (t: Test, path: string, size: { width?: number; height?: number } = {}) => {
    const { context, page, errors } = await newPage(browser, size);
    t.teardown(() => context.close());
    await logIn(page, stack.url, 'admin', 'admin');
    await go(page, path);
    const screen = view(page, path.split('?')[0]);
    return { page, errors, screen, rows: await rowsOf(screen) };
  };
  const hasFocus = (element: Locator) => element.evaluate((e) => e === document.activeElement);
  const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? '');
  /** Whether `element` lies wholly inside the visible part of the dialog's scrolling content. */
  const inView = (element: Locator) =>
    element.evaluate((e) => {
      const box = e.getBoundingClientRect();
      const content = (e.closest('.scrolling.content') ?? document.documentElement).getBoundingClientRect();
      return box.top >= content.top && box.bottom <= content.bottom;
    });

  t.test('a dialog is announced by its title: a form, a confirmation, a picture', async (t) => {
    const { page, errors, rows } = await open(t, '/goods/index?tab=on_sale');
    const name = (await rows.first().locator('td[data-column=name]').textContent())?.trim();
    await focusRowAction(rows.first(), 'edit');
    await page.keyboard.press('Enter');
    const form = page.getByRole('dialog', { name: `编辑 · ${name}` });
    t.ok(await form.isVisible(), `the edit form is the dialog named "编辑 · ${name}"`);
    t.ok(await form.locator('#form-name').isVisible(), 'and holds the form');
    await page.keyboard.press('Escape');
    await form.waitFor({ state: 'detached' });

    await clickRowAction(rows.first(), 'recycle');
    const confirm = page.getByRole('dialog', { name: '移入回收站' });
    t.ok(await confirm.isVisible(), 'the confirmation is the dialog named after its action');
    t.ok(await confirm.locator('.confirm-ok').isVisible(), 'and holds its confirm button');
    await page.keyboard.press('Escape');
    await confirm.waitFor({ state: 'detached' });

    // a picture has no header: the viewer names itself
    await rows.first().locator('.thumb-button').first().click();
    t.ok(await page.getByRole('dialog', { name: '图片预览' }).isVisible(), 'a picture viewer is the dialog named 图片预览');
    await page.keyboard.press('Escape');
    t.same(errors, [], 'no page error');
  });

  t.test('a refused save takes the focus to the first field in error, in view, and keeps what was typed', async (t) => {
    const { page, errors, rows } = await open(t, '/goods/index?tab=on_sale', { height: 640 });
    const writes = countRequests(page, (r) => r.method() === 'PUT');
    // the modal form: the picture (a field react-hook-form holds no element of) comes before the price
    await clickRowAction(rows.first(), 'edit');
    const form = page.locator('.form-modal');
    await form.locator('#form-name').waitFor();
    await form.locator('#form-picture').fill('不是图片地址');
    await form.locator('#form-skus-0-price').fill('abc');
    // the operator was down at the description when pressing 保存
    await form.locator('.scrolling.content').evaluate((e) => {
      e.scrollTop = e.scrollHeight;
    });
    await form.locator('.form-save').focus();
    await page.keyboard.press('Enter');
    await form.locator('#form-skus-0-price ~ .sku-error').waitFor();
    t.equal(await focusedId(page), 'form-picture', 'the focus is on the picture, the first field in error, not on 保存');
    t.ok(await inView(form.locator('[data-field=picture]')), 'the picture field, its label and message, scrolled into view');
    t.equal(await form.locator('#form-picture').inputValue(), '不是图片地址', 'what was typed stays');
    t.equal(await form.locator('#form-skus-0-price').inputValue(), 'abc', 'and the price as typed');
    // the picture put right, the price is the first in error now
    await form.locator('#form-picture').fill('/api/v2/common/files/seed/plate/1.svg');
    await form.locator('.form-save').focus();
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.activeElement?.id === 'form-skus-0-price', undefined, { timeout: 5000 }).catch(() => undefined);
    t.equal(await focusedId(page), 'form-skus-0-price', 'a second refusal: the focus goes to the price (the first SKU\'s)');
    t.equal(writes(), 0, 'nothing was sent');
    await page.keyboard.press('Escape');
    await form.locator('.discard-changes').click();
    await form.waitFor({ state: 'detached' });

    // a screen's own editor (the coupon's), with its own checks: a count far down the form
    await go(page, '/coupon/index');
    const coupons = view(page, '/coupon/index');
    const coupon = (await rowsOf(coupons)).first();
    await clickRowAction(coupon, 'edit');
    const editor = page.locator('.coupon-editor');
    await editor.locator('#mk-name').waitFor();
    const couponName = await editor.locator('#mk-name').inputValue();
    await editor.locator('#mk-total').fill('很多');
    await editor.locator('.scrolling.content').evaluate((e) => {
      e.scrollTop = 0;
    });
    await editor.locator('.form-save').focus();
    await page.keyboard.press('Enter');
    await editor.locator('[data-field=total] .field-error').waitFor();
    t.equal(await focusedId(page), 'mk-total', "the coupon editor's refusal: the focus is on the count in error");
    t.ok(await inView(editor.locator('[data-field=total]')), 'scrolled into view');
    t.equal(await editor.locator('#mk-total').inputValue(), '很多', 'what was typed stays');
    t.equal(await editor.locator('#mk-name').inputValue(), couponName, 'and the rest of the form too');
    t.equal(writes(), 0, 'nothing was sent');
    t.same(errors, [], 'no page error');
  });

  t.test("a picture viewer's ✕ is a named button with the focus; Escape or the ✕ closes it, back on the picture", async (t) => {
    const { page, errors, rows } = await open(t, '/goods/index?tab=on_sale');
    const thumb = rows.first().locator('.thumb-button').first();
    await thumb.focus();
    await page.keyboard.press('Enter');
    const viewer = page.locator('.picture-viewer');
    await viewer.waitFor();
    const close = page.getByRole('button', { name: '关闭图片' });
    t.ok(await hasFocus(close), 'the viewer opens with the focus on its ✕, a button named 关闭图片');
    const round = await tabRound(viewer, 'Tab');
    t.same(round.outside, [], 'Tab stays in the viewer');
    t.ok(round.stops.some((at) => at.includes('.picture-close')), `and the ✕ is one of its stops (${round.stops.join(', ')})`);
    await page.keyboard.press('Escape');
    await viewer.waitFor({ state: 'detached' });
    t.ok(await hasFocus(thumb), 'Escape closes it, the focus back on the picture');

    await page.keyboard.press('Enter');
    await viewer.waitFor();
    await page.keyboard.press('Enter');
    await viewer.waitFor({ state: 'detached' });
    t.ok(await hasFocus(thumb), 'Enter on the ✕ closes it too, back on the picture');

    await switchToEnglish(page);
    await thumb.focus();
    await page.keyboard.press('Enter');
    t.ok(await hasFocus(page.getByRole('button', { name: 'Close the picture' })), 'in English: "Close the picture"');
    t.ok(await page.getByRole('dialog', { name: 'Picture preview' }).isVisible(), 'in a dialog named "Picture preview"');
    await page.keyboard.press('Escape');
    await viewer.waitFor({ state: 'detached' });
    t.same(errors, [], 'no page error');
  });

  t.test('the edit form opened from the drawer: closed, back on the drawer; saved, back on the row', async (t) => {
    const { page, errors, screen, rows } = await open(t, '/goods/index?tab=on_sale');
    const viewButton = rows.first().locator('[data-action=view]');
    await viewButton.focus();
    await page.keyboard.press('Enter');
    const drawer = page.locator('.detail-drawer');
    await drawer.waitFor();
    const edit = drawer.locator('[data-action=edit]');
    await edit.focus();
    await page.keyboard.press('Enter');
    const form = page.locator('.form-modal');
    await form.locator('#form-name').waitFor();
    t.equal(await drawer.count(), 1, 'the drawer stays open under the form');
    t.ok(await form.evaluate((e) => {
      const box = e.getBoundingClientRect();
      return e.contains(document.elementFromPoint(box.left + box.width / 2, box.top + 20));
    }), 'and the form lies over it');
    await page.keyboard.press('Tab');
    t.ok((await focusIn(form)).inside, 'Tab goes through the form, not the drawer behind it');
    await page.keyboard.press('Escape');
    await form.waitFor({ state: 'detached' });
    t.ok(await hasFocus(edit), 'Escape closes the form: the focus is back on the drawer\'s 编辑');

    await page.keyboard.press('Enter');
    await form.locator('#form-name').waitFor();
    await form.locator('#form-name').fill(`${await form.locator('#form-name').inputValue()}（改）`);
    await form.locator('.form-save').focus();
    await reloading(screen, () => page.keyboard.press('Enter'));
    await form.waitFor({ state: 'detached' });
    t.equal(await drawer.count(), 0, 'saved: the form and the drawer close');
    t.ok(await hasFocus(viewButton), "the focus is on the row's 查看, which opened the drawer");
    t.same(errors, [], 'no page error');
  });

  t.test('a narrow screen: the open sidebar keeps the focus, Escape closes it and gives the focus back to the menu button', async (t) => {
    const { context, page, errors } = await newPage(browser, { width: 800, height: 900 });
    t.teardown(() => context.close());
    await logIn(page, stack.url, 'admin', 'admin');
    const wrapper = page.locator('.app-wrapper');
    const hamburger = page.locator('.hamburger');
    t.match(await wrapper.getAttribute('class'), /hide-sidebar.*mobile/, 'narrow, the sidebar starts closed');
    await hamburger.focus();
    await page.keyboard.press('Shift+Tab');
    t.notOk(await page.evaluate(() => Boolean(document.activeElement?.closest('.sidebar-container'))), 'closed, the sidebar out of sight is out of Tab\'s reach too');

    await hamburger.focus();
    await page.keyboard.press('Enter');
    const sidebar = page.getByRole('dialog', { name: '管理后台' });
    await sidebar.waitFor();
    t.match(await wrapper.getAttribute('class'), /open-sidebar/, 'Enter on the menu button opens it');
    t.equal(await sidebar.getAttribute('aria-modal'), 'true', 'open over the page, the sidebar is a modal dialog');
    t.ok((await focusIn(sidebar)).inside, 'the focus moves into it');
    // a group opened, so there is more to walk round
    await sidebar.locator('.group-title').first().focus();
    await page.keyboard.press('Enter');
    let round = await tabRound(sidebar, 'Tab', 80);
    t.same(round.outside, [], `Tab never leaves the sidebar (${round.stops.length} presses)`);
    round = await tabRound(sidebar, 'Shift+Tab', 80);
    t.same(round.outside, [], 'nor does Shift+Tab');
    await page.mouse.click(780, 450);
    await page.waitForFunction(() => document.querySelector('.app-wrapper')?.classList.contains('hide-sidebar'));
    t.ok(await hasFocus(hamburger), 'a press beside it closes it, the focus back on the menu button');

    await page.keyboard.press('Enter');
    await sidebar.waitFor();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => document.querySelector('.app-wrapper')?.classList.contains('hide-sidebar'));
    t.equal(await page.getByRole('dialog').count(), 0, 'Escape closes it');
    t.ok(await hasFocus(hamburger), 'and the focus is back on the menu button');

    // a screen chosen from it: the sidebar closes by itself, and the focus is on the menu button again
    await page.keyboard.press('Enter');
    await sidebar.locator('.submenu .menu-item').first().focus();
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.querySelector('.app-wrapper')?.classList.contains('hide-sidebar'));
    t.ok(await hasFocus(hamburger), 'a screen opened from it: closed, the focus on the menu button');
    t.same(errors, [], 'no page error');
  });

  /**
   * Presses Tab (or Shift+Tab) until the focus is on an element matching `selector`, as someone on the keyboard walks to
   * it; fails when `max` presses do not get there.
   */
  const tabTo = async (page: Page, selector: string, options: { back?: boolean; max?: number } = {}) => {
    const { back = false, max = 150 } = options;
    for (let presses = 0; presses < max; presses++) {
      if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return presses;
      await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    }
    throw new Error(`${max} presses of ${back ? 'Shift+Tab' : 'Tab'} never reached ${selector} (at ${await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 120))})`);
  };
  const focused = (page: Page, selector: string) => page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector);

  t.test('the main flows with the keyboard alone: log in, a screen from the menu, a filter, a row action, the language, the tag menu', async (t) => {
    const { context, page, errors } = await newPage(browser);
    t.teardown(() => context.close());
    await page.goto(areaUrl(stack.url, 'admin'));
    await page.locator('#login-account').waitFor();
    const code = await readCaptcha(page);
    // the login: typed from field to field with Tab, sent with Enter
    await tabTo(page, '#login-account');
    await page.keyboard.type('admin');
    await page.keyboard.press('Tab');
    t.ok(await focused(page, '#login-password'), 'Tab goes from the account to the password');
    await page.keyboard.type('123456');
    await tabTo(page, '#login-code', { max: 3 });
    await page.keyboard.type(code);
    await page.keyboard.press('Enter');
    await page.locator('.app-wrapper').waitFor();
    t.pass('Enter logs in');

    // a menu group opened with Enter, a screen chosen from it
    const group = '.sidebar-menu .group-title[title="商品管理"]';
    await tabTo(page, group);
    await page.keyboard.press('Enter');
    t.equal(await page.locator(group).getAttribute('aria-expanded'), 'true', 'Enter opens the menu group');
    await page.keyboard.press('Tab');
    t.ok(await focused(page, '.submenu a.menu-item[href="#/goods/index"]'), 'Tab goes to its first screen');
    await page.keyboard.press('Enter');
    const screen = view(page, '/goods/index');
    await rowsOf(screen);
    t.pass('Enter opens the screen');

    // a filter typed and searched with Enter: the first row's name
    const name = ((await (await rowsOf(screen)).first().locator('td[data-column=name]').textContent()) ?? '').trim();
    await tabTo(page, '.app-view:not([hidden]) #filter-keyword');
    await reloading(screen, async () => {
      await page.keyboard.type(name);
      await page.keyboard.press('Enter');
    });
    t.equal(hashQuery(page).get('keyword'), name, 'Enter in the keyword field searches it');

    // a row's action from its more menu, confirmed in a dialog that has the focus; Escape gives it back
    const rows = await rowsOf(screen);
    const more = rows.first().locator('.row-more > button');
    await tabTo(page, '.app-view:not([hidden]) .data-table tbody tr:first-child .row-more > button');
    await page.keyboard.press('Enter');
    await tabTo(page, '.app-view:not([hidden]) .row-more-menu .item', { max: 3 });
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    t.ok((await focusIn(dialog)).inside, "the action's confirmation has the focus");
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    t.ok(await hasFocus(more), 'Escape closes it, the focus back on 更多');

    // the language: the navbar's menu opened with Enter, English picked with the arrows
    await tabTo(page, '.language-menu > button', { back: true, max: 300 });
    await page.keyboard.press('Enter');
    t.ok(await focused(page, '.language-menu [role=menuitemradio][aria-checked=true]'), 'Enter opens the language menu on its first item, 中文, checked');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.documentElement.lang === 'en');
    t.ok(await focused(page, '.language-menu > button'), 'English picked: the focus back on the menu button');
    await page.keyboard.press('ArrowDown');
    t.ok(await focused(page, '.language-menu [role=menuitemradio]'), 'ArrowDown opens it too');
    await page.keyboard.press('Escape');
    t.ok(await focused(page, '.language-menu > button'), 'Escape closes it, back on the button');
    t.equal(await page.locator('.language-menu [role=menu]').count(), 0, 'and the menu is gone');

    // the tag bar's menu: Shift+F10 on a tag, arrows inside, Escape back to the tag
    const tag = '.tags-view .tag-item.active .tag-link';
    await tabTo(page, tag);
    await page.keyboard.press('Shift+F10');
    const tagMenu = page.locator('.tags-context-menu');
    await tagMenu.waitFor();
    t.ok(await focused(page, '.tags-context-menu [role=menuitem]:first-child'), 'Shift+F10 opens the tag menu on its first item');
    await page.keyboard.press('ArrowDown');
    t.ok(await focused(page, '.tags-context-menu [role=menuitem]:nth-child(2)'), 'ArrowDown moves down it');
    await page.keyboard.press('Escape');
    await tagMenu.waitFor({ state: 'detached' });
    t.ok(await focused(page, tag), 'Escape closes it, the focus back on the tag');
    t.same(errors, [], 'no page error');
  });
}
