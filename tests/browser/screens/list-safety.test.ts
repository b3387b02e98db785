/**
 * What keeps an operator from acting on what is not on the screen: a selection lives only with the rows it was made
 * on; an action refused because another operator changed the record shows the record as it is now; a failed
 * confirmation closes; a network failure says so in the console's language; a page number corrected by the list is not
 * a step Back returns to.
 */
import t, { type Test } from 'tap';
import { adminToken, go, logIn, newPage, startConsole } from '../console.ts';
import { countRequests, hashQuery, reloading, rowsOf, toastSaying, view } from './helpers.ts';

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
  await toastSaying(page, '上架为「否」，不能下架');
  t.equal(await row.count(), 0, 'the list shows it as it is: off the shelf, out of the on-sale tab');

  // a recycle confirmed on a row someone else already recycled: the dialog closes, the row goes
  const second = await rows.first().getAttribute('data-id');
  t.equal((await api('PUT', `/api/v2/seller/goods/${second}/recycle`, {})).status, 0);
  const stale = screen.locator(`tr[data-id="${second}"]`);
  await stale.locator('.row-more > button').click();
  await stale.locator('.row-more [data-action=recycle]').click();
  await reloading(screen, () => page.locator('.confirm-dialog .confirm-ok').click());
  await toastSaying(page, '回收站为「是」，不能移入回收站');
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

  const edit = rows.first().locator('[data-action=edit]');
  await edit.focus();
  await page.keyboard.press('Enter');
  await page.locator('.form-modal').waitFor();
  t.equal(await page.evaluate(() => document.elementFromPoint(40, 400)?.closest('.sidebar-container') ?? null), null, 'the dimmer covers the sidebar too');
  await page.keyboard.press('Tab');
  t.match(await focused(), /^INPUT#form-name\./, 'Tab goes to the form\'s first field, not the rows behind');
  await page.keyboard.press('Escape');
  await page.locator('.form-modal').waitFor({ state: 'detached' });
  t.equal(await edit.evaluate((button) => button === document.activeElement), true, 'closed, the focus is back on 编辑');

  await rows.first().locator('[data-action=view]').click();
  await page.locator('.detail-drawer').waitFor();
  t.equal(await page.locator('.detail-drawer [data-action=view]').count(), 0, 'the drawer offers no "view" of itself');
  t.ok(await page.locator('.detail-drawer [data-action=edit]').count() > 0, 'but the other actions');
  await page.keyboard.press('Escape');
  await page.locator('.detail-drawer').waitFor({ state: 'detached' });
  t.pass('Escape closes the detail drawer');

  const id = await rows.first().getAttribute('data-id');
  await rows.first().locator('.row-more > button').click();
  await rows.first().locator('.row-more [data-action=recycle]').click();
  await page.locator('.confirm-dialog').waitFor();
  await reloading(screen, () => page.keyboard.press('Enter'));
  await toastSaying(page, '移入回收站成功');
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
