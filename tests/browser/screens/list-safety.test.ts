/**
 * What keeps an operator from acting on what is not on the screen: a selection lives only with the rows it was made
 * on; an action refused because another operator changed the record shows the record as it is now; a failed
 * confirmation closes; a network failure says so in the console's language; a page number corrected by the list is not
 * a step Back returns to; the keyboard stays in the dialog in front.
 */
import type { Locator } from 'playwright-core';
import t, { type Test } from 'tap';
import { adminToken, go, logIn, newPage, startConsole } from '../console.ts';
import { countRequests, focusIn, hashQuery, reloading, rowsOf, tabRound, toastSaying, view } from './helpers.ts';
import { requireChromium } from '../../helpers/browser.ts';
import { clickRowAction, focusRowAction } from '../rowActions.ts';

if (requireChromium(t)) {
  const { stack, browser } = await startConsole(t);
  const token = await adminToken(stack.url);
  const api = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${stack.url}${path}`, { method, headers: { token, 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
    return (await response.json()) as { status: number; error?: string };
  };

  /** A page logged in as admin on the goods list's on-sale tab, its rows shown; closed when the test ends. */
  async function onSaleGoods(t: Test) {
    const { context, page, errors } = await newPage(browser);
    t.teardown(() => context.close());
    await logIn(page, stack.url, 'admin', 'admin');
    await go(page, '/goods/index?tab=on_sale');
    const screen = view(page, '/goods/index');
    return { page, errors, screen, rows: await rowsOf(screen) };
  }

  t.test('a selection is dropped with the rows it was made on; a batch never runs on rows out of sight', async (t) => {
    const { page, errors, screen, rows: shown } = await onSaleGoods(t);
    let rows = shown;
    for (const i of [0, 1]) await rows.nth(i).locator('input.row-select').click();
    t.equal(await screen.locator('.selection-count').textContent(), '已选 2 项');
    rows = await reloading(screen, () => screen.locator('.list-pagination a.item').filter({ hasText: /^2$/ }).click());
    t.equal(await screen.locator('.selection-count').count(), 0, 'another page: nothing selected');
    t.ok(await screen.locator('[data-bulk=off_shelf]').isDisabled(), 'the batch buttons wait for a selection');
    await rows.first().locator('input.row-select').click();
    await screen.locator('#filter-keyword').fill('没有这样的商品名');
    const batches = countRequests(page, (request) => request.url().includes('/batch/'));
    rows = await reloading(screen, () => screen.locator('.filter-search').click());
    t.equal(await rows.count(), 0);
    t.equal(await screen.locator('.selection-count').count(), 0, 'a search: nothing selected');
    t.ok(await screen.locator('[data-bulk=off_shelf]').isDisabled());
    await page.goBack();
    await rowsOf(screen);
    t.equal(await screen.locator('.selection-count').count(), 0, 'Back to the page: the selection is not revived');
    t.equal(batches(), 0);
    t.same(errors, [], 'no page error');
  });

  t.test('an action another operator made stale: the refusal is shown and the row reloads; a refused confirmation closes', async (t) => {
    const { page, errors, screen, rows } = await onSaleGoods(t);
    const id = await rows.first().getAttribute('data-id');
    const row = screen.locator(`tr[data-id="${id}"]`);
    // meanwhile, someone else takes it off the shelf
    t.equal((await api('PUT', `/api/v2/seller/goods/${id}/off_shelf`, {})).status, 0);
    await reloading(screen, () => row.locator('td[data-column=on_shelf] [role=switch]').click());
    // the refusal names who took it off the shelf, and when (README.md "Two people, one record")
    t.match(await toastSaying(page, '，不能下架'), /^上架为「否」（已由 超级管理员 于 [\d: -]+ 下架），不能下架$/);
    t.equal(await row.count(), 0, 'the list shows it as it is: off the shelf, out of the on-sale tab');

    // a recycle confirmed on a row someone else already recycled: the dialog closes, the row goes
    const second = await rows.first().getAttribute('data-id');
    t.equal((await api('PUT', `/api/v2/seller/goods/${second}/recycle`, {})).status, 0);
    const stale = screen.locator(`tr[data-id="${second}"]`);
    await clickRowAction(stale, 'recycle');
    await reloading(screen, () => page.locator('.confirm-dialog .confirm-ok').click());
    t.match(await toastSaying(page, '，不能移入回收站'), /^回收站为「是」（已由 超级管理员 于 [\d: -]+ 移入回收站），不能移入回收站$/);
    t.equal(await page.locator('.confirm-dialog').count(), 0, 'the confirmation closed');
    t.equal(await stale.count(), 0, 'and the row is gone from the on-sale tab');
    t.same(errors, [], 'no page error');
  });

  t.test('a network failure says so in the console\'s language', async (t) => {
    const { page, rows } = await onSaleGoods(t);
    await page.route(/\/off_shelf$/, (route) => route.abort('connectionrefused'));
    await rows.first().locator('td[data-column=on_shelf] [role=switch]').click();
    await toastSaying(page, '无法连接到服务器，请检查网络后重试');
    t.equal(await rows.first().locator('td[data-column=on_shelf] [role=switch]').getAttribute('aria-checked'), 'true', 'the switch still shows it on sale');
  });

  t.test('a page past the last is corrected in place: Back does not return to it', async (t) => {
    const { context, page, errors } = await newPage(browser);
    t.teardown(() => context.close());
    await logIn(page, stack.url, 'admin', 'admin');
    await go(page, '/order/index');
    await rowsOf(view(page, '/order/index'));
    await go(page, '/goods/index?page=999');
    const screen = view(page, '/goods/index');
    await page.waitForFunction(() => !window.location.hash.includes('page=999'));
    await rowsOf(screen);
    const last = Number(hashQuery(page).get('page'));
    t.ok(last > 1 && last < 999, `moved to the last page, ${last}`);
    await page.goBack();
    await page.waitForFunction(() => window.location.hash.startsWith('#/order/index'));
    t.pass('Back goes to the screen before, not to page 999 again');
    t.same(errors, [], 'no page error');
  });

  t.test('dialogs from the keyboard: focus moves in, Enter confirms, Escape closes, focus comes back', async (t) => {
    const { page, errors, screen, rows } = await onSaleGoods(t);
    const focused = () => page.evaluate(() => `${document.activeElement?.tagName}#${document.activeElement?.id}.${document.activeElement?.className}`);

    // 编辑 is in the row's more menu: reached by the keyboard, and the focus comes back to 更多
    const edit = await focusRowAction(rows.first(), 'edit');
    await page.keyboard.press('Enter');
    await page.locator('.form-modal').waitFor();
    t.equal(await page.evaluate(() => document.elementFromPoint(40, 400)?.closest('.sidebar-container') ?? null), null, 'the dimmer covers the sidebar too');
    await page.keyboard.press('Tab');
    t.match(await focused(), /^INPUT#form-name\./, 'Tab goes to the form\'s first field, not the rows behind');
    await page.keyboard.press('Escape');
    await page.locator('.form-modal').waitFor({ state: 'detached' });
    t.equal(await edit.evaluate((button) => button === document.activeElement), true, 'closed, the focus is back on what opened 编辑');

    await clickRowAction(rows.first(), 'view');
    await page.locator('.detail-drawer').waitFor();
    t.equal(await page.locator('.detail-drawer [data-action=view]').count(), 0, 'the drawer offers no "view" of itself');
    t.ok(await page.locator('.detail-drawer [data-action=edit]').count() > 0, 'but the other actions');
    await page.keyboard.press('Escape');
    await page.locator('.detail-drawer').waitFor({ state: 'detached' });
    t.pass('Escape closes the detail drawer');

    const id = await rows.first().getAttribute('data-id');
    await clickRowAction(rows.first(), 'recycle');
    await page.locator('.confirm-dialog').waitFor();
    await reloading(screen, () => page.keyboard.press('Enter'));
    await toastSaying(page, '移入回收站');
    t.equal(await screen.locator(`tr[data-id="${id}"]`).count(), 0, 'Enter confirmed the recycle');

    await screen.locator('.column-chooser-button').click();
    await screen.locator('.column-chooser-menu input').first().focus();
    await page.keyboard.press('Escape');
    t.equal(await screen.locator('.column-chooser-menu').count(), 0, 'Escape closes the column chooser');
    t.equal(await screen.locator('.column-chooser-button').evaluate((b) => b === document.activeElement), true, 'back on its button');

    await screen.locator('th[data-column=price]').focus();
    await reloading(screen, () => page.keyboard.press('Enter'));
    t.equal(hashQuery(page).get('sort'), '-price', 'a column title sorts from the keyboard');
    t.same(errors, [], 'no page error');
  });

  t.test('Tab and Shift+Tab go round a dialog and never leave it; closed, the focus is back on what opened it', async (t) => {
    const { page, errors, screen, rows } = await onSaleGoods(t);
    const focusedOn = (opener: Locator) => opener.evaluate((element) => element === document.activeElement);

    // the edit form, opened from the keyboard; a goods form has a control per SKU cell (docs/goods.md), so a round
    // takes more presses than a flat form's
    const FORM_STOPS = 200;
    const edit = await focusRowAction(rows.first(), 'edit');
    await page.keyboard.press('Enter');
    const form = page.locator('.form-modal');
    await form.waitFor();
    t.same([await form.getAttribute('role'), await form.getAttribute('aria-modal')], ['dialog', 'true'], 'announced as a modal dialog');
    let round = await tabRound(form, 'Tab', FORM_STOPS);
    t.same(round.outside, [], `Tab never leaves the form (${round.stops.length} presses)`);
    t.match(round.stops[0], /^input#form-name\./, 'Tab starts at the first field');
    t.match(round.stops.at(-2), /\.form-save$/, 'and reaches 保存 last');
    t.equal(round.stops.at(-1), round.stops[0], 'from 保存 Tab goes round to the first field');
    round = await tabRound(form, 'Shift+Tab', FORM_STOPS);
    t.same(round.outside, [], 'Shift+Tab never leaves the form');
    t.match(round.stops[0], /\.form-save$/, 'from the first field Shift+Tab goes round to 保存');
    t.match(round.stops.at(-2), /^input#form-name\./, 'and walks back to the first field');
    await page.mouse.click(20, 420);
    t.ok((await focusIn(form)).inside, 'a press on the dimmer beside the form leaves the focus in it');

    // the form's own question before it drops what was typed: it swaps the form's buttons, the focus stays in the dialog
    await page.locator('#form-name').fill('改过的名称');
    await page.keyboard.press('Escape');
    await form.locator('.discard-ask').waitFor();
    round = await tabRound(form, 'Tab', FORM_STOPS);
    t.same(round.outside, [], 'asking, Tab stays in the dialog');
    t.match(round.stops[0], /\.discard-changes$/, 'from 继续编辑 Tab goes to the discard button');
    t.match(round.stops[1], /^input#form-name\./, 'the dialog\'s last element now, from which Tab goes round to the first field');
    await form.locator('.keep-editing').focus();
    await page.keyboard.press('Enter');
    await form.locator('.discard-ask').waitFor({ state: 'detached' });
    t.ok((await focusIn(form)).inside, 'keep editing: the focus is still in the dialog, not on the page');
    await page.keyboard.press('Tab');
    t.match((await focusIn(form)).at, /^input#form-name\./, 'and Tab goes on from its top');

    // 保存 is disabled while it sends: the focus it had stays in the form, and the failure's toast takes none
    await page.route(/\/api\/v2\/seller\/goods\/\d+$/, (route) => (route.request().method() === 'PUT' ? route.abort('connectionrefused') : route.continue()));
    await form.locator('.form-save').focus();
    await page.keyboard.press('Enter');
    await toastSaying(page, '无法连接到服务器，请检查网络后重试');
    await page.waitForFunction(() => document.querySelector('.form-modal')?.contains(document.activeElement));
    t.pass('a refused save leaves the focus in the form, beside its toast');
    round = await tabRound(form, 'Tab', FORM_STOPS);
    t.same(round.outside, [], 'and Tab still goes round the form only');
    await page.unroute(/\/api\/v2\/seller\/goods\/\d+$/);
    await page.keyboard.press('Escape');
    await form.locator('.discard-changes').focus();
    await page.keyboard.press('Enter');
    await form.waitFor({ state: 'detached' });
    t.ok(await focusedOn(edit), 'closed, the focus is back on what opened 编辑');

    // a confirmation: its confirm button has the focus, so Tab goes round to Cancel
    await rows.first().locator('input.row-select').check();
    const recycle = screen.locator('[data-bulk=recycle]');
    await recycle.focus();
    await page.keyboard.press('Enter');
    const confirm = page.locator('.confirm-dialog');
    await confirm.waitFor();
    round = await tabRound(confirm, 'Tab');
    t.same(round.outside, [], 'Tab never leaves the confirmation');
    t.same(round.stops.map((at) => (at.endsWith('.confirm-ok') ? 'confirm' : 'cancel')), ['cancel', 'confirm', 'cancel'], 'from the confirm button Tab goes to Cancel and back');
    round = await tabRound(confirm, 'Shift+Tab');
    t.same(round.outside, [], 'Shift+Tab never leaves it');
    t.match(round.stops[0], /\.confirm-ok$/, 'from Cancel Shift+Tab goes to the confirm button');
    await page.keyboard.press('Escape');
    await confirm.waitFor({ state: 'detached' });
    t.ok(await focusedOn(recycle), 'closed, the focus is back on the batch button');

    // the detail drawer, and a picture viewer opened inside it
    const viewButton = rows.first().locator('[data-action=view]');
    await viewButton.focus();
    await page.keyboard.press('Enter');
    const drawer = page.locator('.detail-drawer');
    await drawer.waitFor();
    round = await tabRound(drawer, 'Tab');
    t.same(round.outside, [], `Tab never leaves the drawer (${round.stops.length} presses)`);
    t.match(round.stops[0], /\.drawer-close$/, 'Tab starts at the drawer\'s close button');
    round = await tabRound(drawer, 'Shift+Tab');
    t.same(round.outside, [], 'Shift+Tab never leaves the drawer');
    t.match(round.stops[0], /^button\.row-action(\.danger)?$/, 'from the close button Shift+Tab goes round to the drawer\'s last action (at its foot)');
    const thumb = drawer.locator('.thumb-button').first();
    await thumb.focus();
    await page.keyboard.press('Enter');
    const viewer = page.locator('.picture-viewer');
    await viewer.waitFor();
    round = await tabRound(viewer, 'Tab');
    t.same(round.outside, [], 'a viewer opened from the drawer holds the focus itself: not even the drawer behind it gets it');
    await page.keyboard.press('Escape');
    await viewer.waitFor({ state: 'detached' });
    t.equal(await drawer.count(), 1, 'Escape closes the viewer only');
    t.ok(await focusedOn(thumb), 'the focus is back on the picture in the drawer');
    round = await tabRound(drawer, 'Shift+Tab');
    t.same(round.outside, [], 'and the drawer holds it again');
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });
    t.ok(await focusedOn(viewButton), 'closed, the focus is back on 查看');

    // opened from a menu, which goes away with the click: the focus comes back to the menu's own button
    const more = rows.first().locator('.row-more > .row-action');
    await more.click();
    await rows.first().locator('.row-more-menu .item').first().click();
    const dialog = page.locator('.ui.modal');
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    t.ok(await focusedOn(more), 'a dialog opened from 更多 gives the focus back to 更多');
    const userMenu = page.locator('.user-menu');
    await userMenu.click();
    await userMenu.locator('.item').first().click();
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    t.ok(await focusedOn(userMenu.locator('[aria-haspopup=menu]')), 'the password dialog gives it back to the user menu');
    t.same(errors, [], 'no page error');
  });
}
