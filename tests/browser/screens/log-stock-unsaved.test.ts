/**
 * As admin: goods stock set per SKU and the goods' operation log (an order's log is checked by the shipping flow in
 * flows.test.ts); a settings screen with unsaved changes marked on its tag, and closing it asks before dropping them.
 */
import t from 'tap';
import { requireChromium } from '../../helpers/browser.ts';
import { adminToken, go, logIn, newPage, startConsole } from '../console.ts';
import { reloading, rowsOf, toastSaying, view } from './helpers.ts';
import { clickRowAction } from '../rowActions.ts';

if (requireChromium(t)) {
  const { stack, browser } = await startConsole(t);

  t.test('stock per SKU, then the log says who set it', async (t) => {
    const { context, page, errors } = await newPage(browser);
    t.teardown(() => context.close());
    await logIn(page, stack.url, 'admin', 'admin');
    await go(page, '/goods/index?tab=on_sale&sort=id');
    const screen = view(page, '/goods/index');
    const rows = await rowsOf(screen);
    // a goods item of the page with three SKUs, as the upstream has it
    const ids = await rows.evaluateAll((trs) => trs.map((tr) => Number(tr.getAttribute('data-id'))));
    const token = await adminToken(stack.url);
    const page1 = (await (await fetch(`${stack.url}/api/v2/seller/goods?state=on_sale&sort=id&limit=20`, { headers: { token } })).json()) as {
      data: { list: { id: number; stock: number; skus: unknown[] }[] };
    };
    const goods = page1.data.list.find((g) => g.skus.length === 3 && ids.includes(g.id));
    if (!goods) throw new Error('goods with three SKUs on the first page');
    const row = screen.locator(`tr[data-id="${goods.id}"]`);

    await clickRowAction(row, 'stock');
    const dialog = page.locator('.sku-stock-dialog');
    await dialog.waitFor();
    const inputs = dialog.locator('input');
    t.equal(await inputs.count(), 3, 'one input per SKU');
    await inputs.nth(0).fill('12');
    await inputs.nth(1).fill('abc');
    await dialog.locator('.submit-button').click();
    t.equal(await dialog.locator('tbody .field-error').textContent(), '请输入整数', 'checked before sending');
    t.equal(await inputs.nth(1).inputValue(), 'abc', 'what was typed stays');
    await inputs.nth(1).fill('30');
    await inputs.nth(2).fill('0');
    t.equal(await dialog.locator('.sku-total').textContent(), '合计库存：42');
    await dialog.locator('#sku-stock-reason').fill('月末盘点');
    await reloading(screen, () => dialog.locator('.submit-button').click());
    await toastSaying(page, '修改库存');
    t.equal(await row.locator('[data-column=stock]').textContent(), '42', 'the goods stock is the sum of its SKUs');

    await clickRowAction(row, 'log');
    const log = page.locator('.history-dialog');
    await log.locator('.history-entry').first().waitFor();
    const first = log.locator('.history-entry').first();
    t.equal(await first.locator('.history-action').textContent(), '修改库存');
    t.equal(await first.locator('.history-operator').textContent(), '超级管理员');
    t.equal(await first.locator('.history-fields').textContent(), '原因: 月末盘点', 'with its reason');
    t.match(await first.locator('.history-changes').textContent(), `: ${goods.stock} → 42`, 'and the total before and after');
    t.equal(await log.locator('.history-entry').last().locator('.history-action').textContent(), '新建', 'the oldest entry: created');
    await log.locator('button').click();

    await clickRowAction(row, 'view');
    const drawer = page.locator('.detail-drawer');
    t.same(await drawer.locator('.sku-table tbody td:nth-child(4)').allTextContents(), ['12', '30', '0'], 'the drawer lists the SKUs');
    t.same(errors, []);
  });

  t.test('unsaved settings: the tag shows a dot, closing it asks, keep editing keeps the values', async (t) => {
    const { context, page, errors } = await newPage(browser);
    t.teardown(() => context.close());
    await logIn(page, stack.url, 'admin', 'admin');
    const path = '/goods/systemSettings';
    await go(page, path);
    const screen = view(page, path);
    await screen.locator('.settings-screen[data-loaded=true]').waitFor();
    await screen.locator('#form-expire_months').fill('18');
    const tag = page.locator('.tags-view .tag-item', { hasText: '消费积分系统设置' });
    await tag.locator('.tag-unsaved').waitFor();
    t.pass('the tag carries the unsaved mark');

    // navigating away keeps the view (and its edits) alive
    await go(page, '/goods/index');
    await go(page, path);
    t.equal(await screen.locator('#form-expire_months').inputValue(), '18', 'the edit is still there after visiting another screen');

    await tag.locator('.tag-close').click();
    const confirm = page.locator('.unsaved-confirm');
    await confirm.waitFor();
    t.match(await confirm.textContent(), /消费积分系统设置 有未保存的修改/);
    await confirm.locator('.keep-editing').click();
    t.equal(await screen.locator('#form-expire_months').inputValue(), '18', 'keep editing: nothing lost');

    await tag.locator('.tag-close').click();
    await confirm.locator('.discard-changes').click();
    await page.locator('.tags-view .tag-item', { hasText: '消费积分系统设置' }).waitFor({ state: 'detached' });
    await go(page, path);
    await view(page, path).locator('.settings-screen[data-loaded=true]').waitFor();
    t.not(await view(page, path).locator('#form-expire_months').inputValue(), '18', 'discarded: the saved value shows again');
    t.same(errors, []);
  });
}
