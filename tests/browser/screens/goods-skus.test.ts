/**
 * Goods with specs and SKUs in Chromium, as admin, in zh and en: a new goods item listed for a merchant with a
 * gallery and a freight template, its 颜色 × 尺码 generating four SKU rows filled by batch fill, saved, and the list
 * showing the lowest price and the total stock; an edit removing a value takes its rows away; the stock dialog needs a
 * reason, which the log shows with each SKU's stock before and after.
 */
import type { Locator, Page } from 'playwright-core';
import t, { type Test } from 'tap';
import { requireChromium } from '../../helpers/browser.ts';
import { go, logIn, newPage, startConsole, switchToEnglish } from '../console.ts';
import { countRequests, hashQuery, reloading, rowsOf, toastSaying, view } from './helpers.ts';
import { clickRowAction } from '../rowActions.ts';

const PATH = '/goods/index';

const WORDS = {
  zh: {
    create: '新建', saved: '已保存商品「', stockSaved: '修改库存', market: '不能低于售价', required: '必填',
    summary: '商品售价 ¥49.90 · 市场价 ¥69.00 · 总库存 33', remove: '删除规格值 M', log: '原因: 仓库盘点',
  },
  en: {
    create: 'New', saved: 'Saved goods “', stockSaved: 'Set stock', market: 'Cannot be below the price', required: 'Required',
    summary: 'Goods price ¥49.90 · market price ¥69.00 · total stock 33', remove: 'Remove the value M', log: 'Reason: 仓库盘点',
  },
};

async function addSpec(form: Locator, index: number, name: string, values: string[]) {
  await form.locator('.add-spec').click();
  const line = form.locator(`.spec-line[data-spec="${index}"]`);
  await line.locator('.spec-name').fill(name);
  for (const v of values) {
    await line.locator('.spec-value-input').fill(v);
    await line.locator('.spec-value-input').press('Enter');
  }
}

/** The options of a looked-up select, once they are in. */
async function pick(form: Locator, field: string, index: number): Promise<string> {
  const select = form.locator(`#form-${field}`);
  await form.page().waitForFunction((id) => ((document.querySelector(`#${id}`) as HTMLSelectElement | null)?.options.length ?? 0) > 1, `form-${field}`);
  const value = await select.locator('option').nth(index).getAttribute('value');
  await select.selectOption(value ?? '');
  return value ?? '';
}

async function flow(t: Test, page: Page, lang: 'zh' | 'en') {
  const w = WORDS[lang];
  const name = `SKU测试T恤 ${lang}`;
  const screen = view(page, PATH);
  await rowsOf(screen);
  await screen.locator('.create-button').click();
  const form = page.locator('.form-modal');
  await form.locator('#form-name').waitFor();
  t.equal(await form.locator('#form-price').count(), 0, 'no price field: the SKUs carry it');

  t.equal(await pick(form, 'merchant_id', 2), '2', 'the platform lists it for a merchant');
  await form.locator('#form-name').fill(name);
  await form.locator('#form-picture').fill('/api/v2/common/files/seed/goods/1.png');
  for (const n of [2, 3, 4]) {
    await form.locator('#form-pictures').fill(`/api/v2/common/files/seed/goods/${n}.png`);
    await form.locator('.gallery-add').click();
  }
  await form.locator('.gallery-remove').nth(1).click();
  await form.locator('.gallery-earlier').first().click();
  t.same(await form.locator('.gallery-item').evaluateAll((items) => items.map((i) => i.getAttribute('data-picture'))), [
    '/api/v2/common/files/seed/goods/4.png',
    '/api/v2/common/files/seed/goods/2.png',
  ], 'a picture removed, another moved first');
  await pick(form, 'class_id', 1);
  await pick(form, 'freight_template_id', 1);

  await addSpec(form, 0, '颜色', ['红', '蓝']);
  await addSpec(form, 1, '尺码', ['S', 'M']);
  const skus = form.locator('.sku-rows tbody tr');
  t.same(await skus.evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-sku'))), ['红 / S', '红 / M', '蓝 / S', '蓝 / M'], 'four SKU rows generated');

  await form.locator('[name=batch-price]').fill('59.90');
  await form.locator('[name=batch-market_price]').fill('79.00');
  await form.locator('[name=batch-stock]').fill('10');
  await form.locator('.batch-fill').click();
  t.same(await skus.locator('input[name=price]').evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value)), ['59.90', '59.90', '59.90', '59.90'], 'batch fill reached every row');
  const blueM = form.locator('tr[data-sku="蓝 / M"]');
  await blueM.locator('input[name=price]').fill('49.90');
  await blueM.locator('input[name=market_price]').fill('69.00');
  await blueM.locator('input[name=stock]').fill('3');
  t.equal(await form.locator('.sku-summary').textContent(), w.summary, 'the goods price and stock as the SKUs make them, read only');

  // a SKU below its market price is refused in its row before anything is sent, and what was typed stays
  const redS = form.locator('tr[data-sku="红 / S"]');
  await redS.locator('input[name=market_price]').fill('1.00');
  const posts = countRequests(page, (r) => r.method() === 'POST' && r.url().includes('/api/v2/seller/goods'));
  await form.locator('.form-save').click();
  t.equal(await redS.locator('.sku-error').textContent(), w.market, 'on the SKU\'s market price');
  t.equal(await redS.locator('input[name=market_price]').inputValue(), '1.00');
  t.equal(posts(), 0, 'nothing sent');
  await redS.locator('input[name=market_price]').fill('79.00');
  await toastAfter(page, `${w.saved}${name}`, () => form.locator('.form-save').click());
  await form.waitFor({ state: 'detached' });
  // the create's toast names the goods and opens its drawer, found by the id the upstream gave it
  await page.locator('.console-toast', { hasText: name }).locator('.done-toast-link').click();
  const drawer = page.locator('.detail-drawer');
  await drawer.waitFor();
  t.match(await drawer.innerText(), name, 'the toast links to the goods created');
  t.ok(Number(hashQuery(page).get('open')) > 0, 'opened by its new id');
  await drawer.locator('.drawer-close').click();
  await drawer.waitFor({ state: 'detached' });

  // the list: the lowest price and the total stock
  await screen.locator('#filter-keyword').fill(name);
  let rows = await reloading(screen, () => screen.locator('.filter-search').click());
  const row = rows.first();
  t.equal(await row.locator('[data-column=price]').textContent(), '¥49.90', 'the lowest SKU price');
  t.equal(await row.locator('[data-column=stock]').textContent(), '33', 'the total stock');
  t.equal(await row.locator('[data-column=merchant_name]').textContent(), '鸿福优选生活馆');

  // edit: 尺码 loses M, and its two rows go
  await clickRowAction(row, 'edit');
  await form.locator('#form-name').waitFor();
  t.equal(await form.locator('#form-merchant_id').count(), 0, 'goods never move shop');
  t.equal(await skus.count(), 4);
  await form.locator('.spec-line[data-spec="1"]').getByRole('button', { name: w.remove }).click();
  t.same(await skus.evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-sku'))), ['红 / S', '蓝 / S'], 'the M rows went');
  rows = await reloading(screen, () => toastAfter(page, `${w.saved}${name}`, () => form.locator('.form-save').click()));
  t.equal(await rows.first().locator('[data-column=price]').textContent(), '¥59.90');
  t.equal(await rows.first().locator('[data-column=stock]').textContent(), '20');

  // stock with a reason
  await clickRowAction(rows.first(), 'stock');
  const dialog = page.locator('.sku-stock-dialog');
  await dialog.locator('input').first().fill('15');
  const stockSends = countRequests(page, (r) => r.method() === 'PUT' && r.url().includes('/stock'));
  await dialog.locator('.submit-button').click();
  t.equal(await dialog.locator('[data-field=reason] .field-error').textContent(), w.required, 'a reason is needed');
  t.equal(stockSends(), 0);
  await dialog.locator('#sku-stock-reason').fill('仓库盘点');
  rows = await reloading(screen, () => toastAfter(page, w.stockSaved, () => dialog.locator('.submit-button').click()));
  t.equal(await rows.first().locator('[data-column=stock]').textContent(), '25');
  await clickRowAction(rows.first(), 'log');
  const log = page.locator('.history-dialog .history-entry').first();
  await log.waitFor();
  t.equal(await log.locator('.history-fields').textContent(), w.log, 'the reason');
  const changes = await log.locator('.history-changes').textContent();
  t.match(changes, ': 20 → 25', 'the total before and after');
  t.match(changes, /红\/S [\d.]+ ×10.* → 红\/S [\d.]+ ×15/, 'the SKUs before and after');
  await page.locator('.history-dialog button').click();
}

async function toastAfter(page: Page, text: string, action: () => Promise<unknown>) {
  await action();
  await toastSaying(page, text);
}

if (requireChromium(t)) {
  const { stack, browser } = await startConsole(t);
  for (const lang of ['zh', 'en'] as const) {
    t.test(`${lang}: specs generate SKUs, the list shows what they say, an edit and a stock change`, async (t) => {
      const { context, page, errors } = await newPage(browser, { width: 1440, height: 900 });
      t.teardown(() => context.close());
      await logIn(page, stack.url, 'admin', 'admin');
      await go(page, PATH);
      if (lang === 'en') await switchToEnglish(page);
      await flow(t, page, lang);
      t.same(errors, [], 'no page error');
    });
  }

  t.test('a merchant lists goods for its own shop, without specs: one default SKU', async (t) => {
    const { context, page, errors } = await newPage(browser, { width: 1440, height: 900 });
    t.teardown(() => context.close());
    await logIn(page, stack.url, 'seller', 'merchant');
    await go(page, PATH);
    const screen = view(page, PATH);
    await rowsOf(screen);
    await screen.locator('.create-button').click();
    const form = page.locator('.form-modal');
    await form.locator('#form-name').waitFor();
    t.equal(await form.locator('#form-merchant_id').count(), 0, 'no merchant to pick');
    await form.locator('#form-name').fill('商家单规格新品');
    await form.locator('#form-picture').fill('/api/v2/common/files/seed/goods/5.png');
    await pick(form, 'class_id', 1);
    const row = form.locator('tr[data-sku="默认"]');
    t.equal(await form.locator('.sku-rows tbody tr').count(), 1, 'one row, the default SKU');
    await row.locator('input[name=price]').fill('19.9');
    await row.locator('input[name=market_price]').fill('29.9');
    await row.locator('input[name=stock]').fill('8');
    await toastAfter(page, `${WORDS.zh.saved}商家单规格新品」`, () => form.locator('.form-save').click());
    await screen.locator('#filter-keyword').fill('商家单规格新品');
    const rows = await reloading(screen, () => screen.locator('.filter-search').click());
    t.equal(await rows.first().locator('[data-column=price]').textContent(), '¥19.90');
    t.equal(await rows.first().locator('[data-column=stock]').textContent(), '8');
    t.same(errors, [], 'no page error');
  });
}
