/**
 * Saved views in Chromium (docs/views.md): save the list's state as a view and see its count, open it by URL after a
 * reload and in another browser context after logging in again; another account does not see it; a preset; a view
 * whose filters no longer apply says what was left out; zh and en.
 */
import t from 'tap';
import { requireChromium } from '../helpers/browser.ts';
import { adminToken, go, newPage, signIn, startConsole, switchToEnglish, upstreamReader } from './console.ts';
import { hashQuery, rowsOf, view } from './screens/helpers.ts';
import { countShown, PREFS, saveShippedOrders, saveView } from './savedViews.ts';

if (requireChromium(t)) {
  t.test('saved views: save, count, reload, another context, another account, a preset, a dropped filter, en', async (t) => {
    const { stack, browser } = await startConsole(t);
    const token = await adminToken(stack.url);
    const read = upstreamReader(stack.url, token);
    const { context, page, errors } = await newPage(browser);
    t.teardown(() => context.close());
    await signIn(page, stack.url, 'admin', 'admin');

    // save the shipped orders as a view
    const { orders, id, item } = await saveShippedOrders(page, '已发货跟进');
    t.match(id, /^\d+$/, 'the URL names the saved view');
    const shipped = await read<{ total: number }>('/api/v2/seller/orders?type=normal&status=shipped&limit=1');
    t.equal(await countShown(item, shipped.total), String(shipped.total), 'its count is the list total');
    t.match(await item.textContent(), '已发货跟进', 'the bar shows the view with its live count');

    // a reload, then the plain list, then the link: the view opens with its tab
    await page.reload();
    await go(page, '/order/index');
    await orders.locator(`.view-item[data-view="${id}"]`).waitFor();
    await go(page, `/order/index?view=${id}`);
    await page.waitForFunction(() => location.hash.includes('tab=shipped'));
    t.equal(await orders.locator(`.view-item[data-view="${id}"] .view-open`).getAttribute('aria-pressed'), 'true', 'the opened view is marked');

    // another browser context, logged in again: the view is there and its link opens it
    const other = await newPage(browser);
    t.teardown(() => other.context.close());
    await signIn(other.page, stack.url, 'admin', 'admin');
    await go(other.page, `/order/index?view=${id}`);
    await other.page.waitForFunction(() => location.hash.includes('tab=shipped'));
    await view(other.page, '/order/index').locator(`.view-item[data-view="${id}"]`).waitFor();

    // another account does not see it, and its link says so
    const seller = await newPage(browser);
    t.teardown(() => seller.context.close());
    await signIn(seller.page, stack.url, 'seller', 'seller');
    await go(seller.page, `/order/index?view=${id}`);
    const sellerOrders = view(seller.page, '/order/index');
    await sellerOrders.locator('.view-missing').waitFor();
    t.equal(await sellerOrders.locator(`.view-item[data-view="${id}"]`).count(), 0, 'the seller does not see the admin view');

    // a preset: goods low in stock, counted, opened; withdrawals of ¥5,000 or more in review counted too (none are seeded)
    await go(page, '/goods/index');
    const goods = view(page, '/goods/index');
    const preset = goods.locator('.view-item[data-view="low-stock"]');
    const low = await read<{ total: number }>('/api/v2/seller/goods?state=on_sale&stock_max=10&limit=1');
    t.ok(low.total > 0, 'the seeded data has goods low in stock');
    t.equal(await countShown(preset, low.total), String(low.total), 'the preset counts what it opens');
    t.match(await preset.textContent(), '库存紧张');
    await preset.locator('.view-open').click();
    await page.waitForFunction(() => location.hash.includes('tab=low_stock') && location.hash.includes('view=low-stock'));
    const rows = await rowsOf(goods);
    t.equal(await rows.count(), Math.min(low.total, 20), 'the list shows what the count says');
    await go(page, '/withDraw/index');
    const big = await read<{ total: number }>('/api/v2/seller/withdrawals?status=in_review&amount_min=5000&limit=1');
    const bigPreset = view(page, '/withDraw/index').locator('.view-item[data-view="withdrawals-5000"]');
    t.equal(await countShown(bigPreset, big.total), String(big.total), 'the withdrawals preset is counted');

    // a view saved from "unshipped over 48 h" keeps "placed before now − 48 h" as a rule, not the time it gave once
    await go(page, '/order/index');
    const ordersBar = view(page, '/order/index');
    await ordersBar.locator('.view-item[data-view="unshipped-48h"] .view-open').click();
    await page.waitForFunction(() => location.hash.includes('view=unshipped-48h') && location.hash.includes('end_time='));
    const { id: relativeId } = await saveView(page, ordersBar, '超48小时未发货跟进');
    const prefs = await read<{ views: { id: number; state: { filters: Record<string, string>; relative?: Record<string, { hoursAgo: number }> } }[] }>(PREFS);
    const kept = prefs.views.find((v) => String(v.id) === relativeId);
    t.same(kept?.state.relative, { end_time: { hoursAgo: 48 } }, 'the saved view holds the relative rule');
    t.notOk(kept?.state.filters.end_time, 'and no fixed time');
    await go(page, '/order/index');
    await ordersBar.locator(`.view-item[data-view="${relativeId}"] .view-open`).click();
    await page.waitForFunction(() => location.hash.includes('tab=to_ship') && location.hash.includes('end_time='));
    t.ok(hashQuery(page).get('end_time'), 'opened, the rule gives the time again');

    // a view whose filters no longer apply: opened with what still does, and saying what was dropped
    const saved = await fetch(`${stack.url}${PREFS}/views`, {
      method: 'POST',
      headers: { token, 'content-type': 'application/json' },
      body: JSON.stringify({ screen: '/order/index', name: '旧视图', state: { filters: { removed_field: 'x', pay_method: 'bitcoin', order_no: '26' }, tab: 'gone', sort: '-nothing', limit: 20 } }),
    });
    const old = ((await saved.json()) as { data: { id: number } }).data.id;
    // the preferences are read once per session: log in again to load the view saved behind the console's back
    const fresh = await newPage(browser);
    t.teardown(() => fresh.context.close());
    await signIn(fresh.page, stack.url, 'admin', 'admin');
    await go(fresh.page, `/order/index?view=${old}`);
    const dropped = view(fresh.page, '/order/index').locator('.view-dropped');
    await dropped.waitFor();
    const words = (await dropped.textContent()) ?? '';
    t.match(words, '此视图有条件已不再适用，已忽略');
    t.match(words, 'removed_field: x');
    t.match(words, '支付方式: bitcoin');
    t.match(words, '标签: gone');
    t.match(words, '排序: -nothing');
    await fresh.page.waitForFunction(() => location.hash.includes('order_no=26'));
    t.notOk(hashQuery(fresh.page).has('pay_method'), 'the invalid value is not applied');

    // in English: the bar, a preset's name and the dropped conditions
    await switchToEnglish(fresh.page);
    await go(fresh.page, '/withDraw/index');
    const en = view(fresh.page, '/withDraw/index');
    await en.locator('.view-item[data-view="withdrawals-5000"]', { hasText: '¥5,000 or more in review' }).waitFor();
    t.match(await en.locator('.save-view').textContent(), 'Save as view');
    await go(fresh.page, '/order/index');
    await go(fresh.page, `/order/index?view=${old}`);
    t.same(errors, [], 'no page errors');
  });
}
