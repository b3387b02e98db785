/**
 * Changing saved views in Chromium (docs/views.md "Changing a view", "Sharing with a role"): a view's own menu reached
 * by keyboard; rename through the form (empty, over 40 characters, a name the screen has: each said on the field, zh
 * and en); update with the list's present state after saying what changes; delete after naming the view; a change made
 * in another browser first refuses the stale one and shows the newer view. A view shared with a role: its accounts see
 * it with its count and open it, read-only; an account of another role does not see it.
 */
import type { Locator, Page } from 'playwright-core';
import t from 'tap';
import { requireChromium } from '../helpers/browser.ts';
import { axeViolations } from './a11y-scan.ts';
import { adminToken, go, newPage, signIn, startConsole, switchToEnglish, upstreamReader } from './console.ts';
import { hashQuery, rowsOf, view } from './screens/helpers.ts';
import { countShown, PREFS, saveShippedOrders } from './savedViews.ts';

const focused = (page: Page) => page.evaluate(() => `${document.activeElement?.className ?? ''}|${document.activeElement?.getAttribute('aria-label') ?? ''}|${document.activeElement?.textContent ?? ''}`);

/** Opens a view's menu from the keyboard (the menu button after the view's own button) and picks the item `key`. */
async function pickFromMenu(page: Page, item: Locator, key: 'rename' | 'update' | 'delete'): Promise<void> {
  await item.locator('.view-open').focus();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  const steps = { rename: 0, update: 1, delete: 2 }[key];
  for (let i = 0; i < steps; i++) await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
}

if (requireChromium(t)) {
  t.test('changing views and sharing them', async (t) => {
    const { stack, browser } = await startConsole(t);
    const token = await adminToken(stack.url);
    const read = upstreamReader(stack.url, token);
    const post = (body: unknown) => fetch(`${stack.url}${PREFS}/views`, { method: 'POST', headers: { token, 'content-type': 'application/json' }, body: JSON.stringify(body) });
    // a second view of the screen, saved before the console reads the preferences: the name a rename may not take
    await post({ screen: '/order/index', name: '待发货', state: { filters: {}, tab: 'to_ship', sort: '', limit: 20 } });

    t.test('rename, update, delete, a stale change refused; zh and en', async (t) => {
      const { context, page, errors } = await newPage(browser);
      t.teardown(() => context.close());
      await signIn(page, stack.url, 'admin', 'admin');
      const { orders, id, item } = await saveShippedOrders(page, '已发货跟进');

      // the menu: a Tab stop after the view, named after it, a menu of three actions
      const menuButton = item.locator('.view-menu');
      t.equal(await menuButton.getAttribute('aria-label'), '视图「已发货跟进」的操作');
      t.equal(await menuButton.getAttribute('aria-haspopup'), 'menu');
      await item.locator('.view-open').focus();
      await page.keyboard.press('Tab');
      t.match(await focused(page), 'view-menu', 'Tab reaches the view’s menu');
      await page.keyboard.press('Enter');
      t.same(await item.locator('[role=menuitem]').allTextContents(), ['重命名', '用当前筛选和列更新', '删除']);
      t.match(await focused(page), '重命名', 'the menu opens on its first item');
      t.same(await axeViolations(page, 'the views bar with a menu open', '.app-view:not([hidden]) .views-bar'), [], 'axe: the bar and its open menu');
      await page.keyboard.press('Escape');
      t.match(await focused(page), 'view-menu', 'Escape gives the focus back to the menu button');

      // rename: empty, 41 characters, a name the screen has, then a good one
      await pickFromMenu(page, item, 'rename');
      const rename = page.locator('.rename-view-dialog');
      await rename.waitFor();
      t.match(await rename.locator('.header').first().textContent(), '重命名视图「已发货跟进」');
      t.equal(await page.locator('#view-name').inputValue(), '已发货跟进', 'the form starts from the name');
      t.same(await axeViolations(page, 'the rename dialog', '.rename-view-dialog'), [], 'axe: the rename dialog');
      const nameError = rename.locator('[data-field=name] .field-error');
      await page.locator('#view-name').fill('  ');
      await page.keyboard.press('Enter');
      t.equal(await nameError.textContent(), '必填');
      await page.locator('#view-name').fill('长'.repeat(41));
      await page.keyboard.press('Enter');
      t.equal(await nameError.textContent(), '最多 40 个字符');
      await page.locator('#view-name').fill('待发货');
      await page.keyboard.press('Enter');
      await rename.locator('[data-field=name] .field-error', { hasText: '已有名为' }).waitFor();
      t.equal(await nameError.textContent(), '此页面已有名为「待发货」的视图', 'the upstream’s refusal stays on the field');
      t.equal(await page.locator('#view-name').inputValue(), '待发货', 'what was typed is kept');
      await page.locator('#view-name').fill('已发货（华东）');
      await page.keyboard.press('Enter');
      await rename.waitFor({ state: 'detached' });
      await item.locator('.view-open', { hasText: '已发货（华东）' }).waitFor();

      // update with the present state: go to another tab, the dialog says what changes, the count follows
      await go(page, '/order/index?tab=completed');
      await rowsOf(orders);
      await pickFromMenu(page, item, 'update');
      const update = page.locator('.update-view-dialog');
      await update.waitFor();
      t.same(await update.locator('.view-changes li').allTextContents(), ['标签：已发货 → 已完成'], 'it says what will change');
      await update.locator('.view-confirm', { hasText: '更新视图' }).click();
      await update.waitFor({ state: 'detached' });
      t.equal(hashQuery(page).get('view'), id, 'the updated view is the one shown');
      const completed = await read<{ total: number }>('/api/v2/seller/orders?type=normal&status=completed&limit=1');
      t.equal(await countShown(item, completed.total), String(completed.total), 'its count is the new state’s');

      // another browser renames it first: this one's delete, made on the older version, is refused and shows the newer
      const other = await newPage(browser);
      t.teardown(() => other.context.close());
      await signIn(other.page, stack.url, 'admin', 'admin');
      await go(other.page, '/order/index');
      const otherItem = view(other.page, '/order/index').locator(`.view-item[data-view="${id}"]`);
      await pickFromMenu(other.page, otherItem, 'rename');
      await other.page.locator('#view-name').fill('华东已完成');
      await other.page.keyboard.press('Enter');
      await other.page.locator('.rename-view-dialog').waitFor({ state: 'detached' });

      await pickFromMenu(page, item, 'delete');
      const remove = page.locator('.delete-view-dialog');
      t.match(await remove.locator('.header').first().textContent(), '删除视图「已发货（华东）」？', 'the confirmation names the view');
      await remove.locator('.view-confirm', { hasText: '删除视图' }).click();
      const refused = remove.locator('.view-refused');
      await refused.waitFor();
      t.match(await refused.textContent(), /视图「华东已完成」已于 .* 在别处被修改/, 'the stale delete is refused in the upstream’s words');
      t.equal(await remove.locator('.view-confirm').count(), 0, 'nothing is offered to go through with it');
      await item.locator('.view-open', { hasText: '华东已完成' }).waitFor();
      await remove.locator('button', { hasText: '取消' }).click();

      // now on the newer version: deleted
      await pickFromMenu(page, item, 'delete');
      await remove.locator('.view-confirm').click();
      await remove.waitFor({ state: 'detached' });
      t.equal(await item.count(), 0, 'the view left the bar');
      t.match(await focused(page), 'save-view', 'the focus goes to the bar, not lost with the deleted view');
      const prefs = await (await fetch(`${stack.url}${PREFS}`, { headers: { token } })).json() as { data: { views: { id: number }[] } };
      t.notOk(prefs.data.views.some((v) => String(v.id) === id), 'and the upstream');

      // in English: the menu's name, the form's messages, the duplicate's words
      await switchToEnglish(page);
      await go(page, '/order/index');
      const kept = orders.locator('.view-item', { hasText: '待发货' });
      t.equal(await kept.locator('.view-menu').getAttribute('aria-label'), 'Actions of view "待发货"');
      await pickFromMenu(page, kept, 'rename');
      await page.locator('#view-name').fill('');
      await page.keyboard.press('Enter');
      t.equal(await page.locator('.rename-view-dialog [data-field=name] .field-error').textContent(), 'Required');
      await page.locator('#view-name').fill('x'.repeat(41));
      await page.keyboard.press('Enter');
      t.equal(await page.locator('.rename-view-dialog [data-field=name] .field-error').textContent(), 'At most 40 characters');
      await page.locator('.rename-view-dialog button', { hasText: 'Cancel' }).click();
      await pickFromMenu(page, kept, 'update');
      t.match(await page.locator('.update-view-dialog .view-changes').textContent(), /^Tab: To ship → /, 'what changes, in English');
      t.same(errors, [], 'no page errors');
    });

    t.test('a view shared with a role: its accounts see and open it, read-only; another role does not', async (t) => {
      const { context, page, errors } = await newPage(browser);
      t.teardown(() => context.close());
      await signIn(page, stack.url, 'admin', 'admin');
      await go(page, '/order/index?tab=to_ship');
      const orders = view(page, '/order/index');
      await rowsOf(orders);
      await orders.locator('.save-view').click();
      await page.locator('#view-name').fill('运营待发货');
      await page.locator('#view-role').selectOption('admin2');
      await page.locator('.save-view-confirm').click();
      await page.locator('.save-view-dialog').waitFor({ state: 'detached' });
      const id = hashQuery(page).get('view') ?? '';
      const toShip = await read<{ total: number }>('/api/v2/seller/orders?type=normal&status=to_ship&limit=1');

      // the operator (role admin2), in another browser: sees it, counted, marked as shared; opens it; no menu
      const operator = await newPage(browser);
      t.teardown(() => operator.context.close());
      await signIn(operator.page, stack.url, 'admin', 'operator');
      await go(operator.page, '/order/index');
      const theirs = view(operator.page, '/order/index').locator(`.view-item[data-view="${id}"]`);
      await theirs.waitFor();
      t.equal(await countShown(theirs, toShip.total), String(toShip.total), 'the shared view shows its live count');
      t.equal(await theirs.locator('.view-open').getAttribute('title'), 'admin 共享的视图');
      await theirs.locator('.view-open').click();
      await operator.page.waitForFunction(() => location.hash.includes('tab=to_ship'));
      t.equal(await theirs.locator('.view-open').getAttribute('aria-pressed'), 'true', 'opened');
      t.equal(await theirs.locator('.view-menu').count(), 0, 'no rename, update or delete for a shared view');
      t.same(operator.errors, []);

      // finance (role caiwu) may open the orders too, but the view is not theirs to see
      const finance = await newPage(browser);
      t.teardown(() => finance.context.close());
      await signIn(finance.page, stack.url, 'admin', 'finance');
      await go(finance.page, `/order/index?view=${id}`);
      const financeOrders = view(finance.page, '/order/index');
      await financeOrders.locator('.view-missing').waitFor();
      t.equal(await financeOrders.locator(`.view-item[data-view="${id}"]`).count(), 0, 'another role does not see it');
      t.same(errors, [], 'no page errors');
    });
  });
}
