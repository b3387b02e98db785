/**
 * The list kind end to end on /goods/index as admin: filters in the URL, tabs with counts, sort, page size, column
 * chooser, edit with validation, bulk off shelf, recycle with confirm, export to .xlsx.
 */
import t from 'tap';
import { requireChromium } from '../../helpers/browser.ts';
import { go, newPage, signIn, startConsole } from '../console.ts';
import { countRequests, hashQuery, headers, reloading, rowsOf, toastSaying, view, xlsxTexts } from './helpers.ts';
import { clickRowAction } from '../rowActions.ts';

const PATH = '/goods/index';

if (requireChromium(t)) {
  const { stack, browser } = await startConsole(t);

  t.test('goods list: filter, tabs, sort, size, columns, edit, bulk, recycle, export', async (t) => {
    const { context, page, errors } = await newPage(browser);
    t.teardown(() => context.close());
    await signIn(page, stack.url, 'admin', 'admin');
    await go(page, PATH);
    const screen = view(page, PATH);
    let rows = await rowsOf(screen);
    t.equal(await screen.locator('.screen-title').textContent(), '商品列表');
    t.match(await headers(screen), ['商品图片', '商品名称', '商家', '专区', '分类', '售价', '库存', '销量']);
    t.equal(await rows.count(), 20, 'a page of 20');
    const allCount = Number(await screen.locator('[data-tab=all] .label').textContent());
    t.ok(allCount > 100, 'the all tab counts every goods');

    // filter by keyword: the URL holds it, every row matches, a reload shows the same view
    const name = ((await rows.first().locator('[data-column=name]').textContent()) ?? '').split(' ')[0];
    await screen.locator('#filter-keyword').fill(name);
    rows = await reloading(screen, () => screen.locator('.filter-search').click());
    t.equal(hashQuery(page).get('keyword'), name, 'the filter is in the URL');
    const names = await rows.locator('[data-column=name]').allTextContents();
    t.ok(names.length > 0 && names.every((n) => n.includes(name)), `every row matches "${name}"`);
    await reloading(screen, () => screen.locator('[data-tab=on_sale]').click());
    t.equal(hashQuery(page).get('tab'), 'on_sale');
    await page.reload();
    rows = await rowsOf(view(page, PATH));
    t.equal(await view(page, PATH).locator('#filter-keyword').inputValue(), name, 'the filter survives a reload');
    t.equal(await view(page, PATH).locator('[data-tab=on_sale]').getAttribute('aria-selected'), 'true', 'so does the tab');
    t.ok((await rows.locator('[data-column=name]').allTextContents()).every((n) => n.includes(name)));

    // reset, sort by price descending, then 50 a page
    const list = view(page, PATH);
    await reloading(list, () => list.locator('.filter-reset').click());
    t.notOk(hashQuery(page).has('keyword'));
    rows = await reloading(list, () => list.locator('th[data-column=price]').click());
    t.equal(hashQuery(page).get('sort'), '-price');
    const prices = (await rows.locator('[data-column=price]').allTextContents()).map((p) => Number(p.replace(/[¥,]/g, '')));
    t.same(prices, [...prices].sort((a, b) => b - a), 'sorted by price, highest first');
    rows = await reloading(list, () => list.locator('select.page-size').selectOption('50'));
    t.equal(hashQuery(page).get('limit'), '50');
    t.equal(await rows.count(), 50);
    t.equal(hashQuery(page).get('tab'), 'on_sale', 'the tab stays while sorting and paging');

    // the column chooser hides "sales", remembered across a reload
    await list.locator('.column-chooser-button').click();
    await list.locator('.column-chooser-menu [data-column=sales] input').uncheck();
    t.notOk((await headers(list)).includes('销量'));
    await page.reload();
    await rowsOf(view(page, PATH));
    t.notOk((await headers(view(page, PATH))).includes('销量'), 'still hidden after a reload');

    // edit: a too-short name is refused on blur, a rule across fields is refused on its field before sending, then a
    // real save
    const screen2 = view(page, PATH);
    rows = await rowsOf(screen2);
    await clickRowAction(rows.first(), 'edit');
    const form = page.locator('.form-modal');
    await form.locator('#form-name').fill('x');
    await form.locator('#form-sort').focus();
    t.equal(await form.locator('[data-field=name] .field-error').textContent(), '至少 2 个字符');
    await form.locator('#form-name').fill('测试商品 改名');
    // the prices are the SKUs' (docs/goods.md): the rule is shown on the SKU's market price
    await form.locator('#form-skus-0-market_price').fill('0.01');
    await form.locator('.form-save').click();
    t.equal(await form.locator('#form-skus-0-market_price ~ .sku-error').textContent(), '不能低于售价', 'the price rule is shown on its field');
    // the picture: an address that is none is refused; a text file, even one named .png, is refused before sending;
    // a PNG goes through the upload token flow
    await form.locator('#form-picture').fill('not a url');
    await form.locator('#form-sort').focus();
    t.equal(await form.locator('[data-field=picture] .field-error').textContent(), '应为 / 或 http(s):// 开头的图片地址');
    await form.locator('[data-field=picture] .upload-file').setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('id,name\n1,x\n') });
    t.equal(await form.locator('[data-field=picture] .upload-error').textContent(), '只能上传 PNG、JPG、GIF、WebP 图片', 'a file named .png that is no picture');
    await form.locator('[data-field=picture] .upload-file').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    t.equal(await form.locator('[data-field=picture] .upload-error').textContent(), '只能上传 PNG、JPG、GIF、WebP 图片');
    const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(2048, 7)]);
    await form.locator('[data-field=picture] .upload-file').setInputFiles({ name: 'goods.png', mimeType: 'image/png', buffer: png });
    await page.waitForFunction(() => (document.querySelector('#form-picture') as HTMLInputElement | null)?.value.includes('/api/v2/common/files/uploads/'));
    const picture = await form.locator('#form-picture').inputValue();
    t.equal(await form.locator('[data-field=picture] .upload-error').count(), 0, 'the error went away');
    await form.locator('#form-skus-0-market_price').fill('99999');
    const saves = countRequests(page, (request) => request.method() === 'PUT' && request.url().includes('/goods/'));
    rows = await reloading(screen2, () => form.locator('.form-save').dblclick());
    t.equal(saves(), 1, 'a double-click on save sends one save');
    await toastSaying(page, '已保存');
    t.equal(await form.count(), 0, 'the form closed');
    t.ok((await rows.locator('[data-column=name]').allTextContents()).includes('测试商品 改名'), 'the row shows the new name');
    const saved = rows.filter({ hasText: '测试商品 改名' });
    t.equal(await saved.locator('[data-column=picture] img').getAttribute('src'), picture, 'and the uploaded picture');
    t.equal((await fetch(`${stack.url}${new URL(picture, stack.url).pathname}`)).headers.get('content-type'), 'image/png', 'which the CDN serves');

    // bulk: take two goods off the shelf; they leave the on-sale tab
    rows = await rowsOf(screen2);
    const ids = await rows.evaluateAll((trs) => trs.slice(0, 2).map((tr) => tr.getAttribute('data-id')));
    for (const id of ids) await screen2.locator(`tr[data-id="${id}"] input.row-select`).click();
    t.equal(await screen2.locator('.selection-count').textContent(), '已选 2 项');
    rows = await reloading(screen2, () => screen2.locator('[data-bulk=off_shelf]').click());
    await toastSaying(page, '已下架 2 件商品');
    const left = await rows.evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-id')));
    t.ok(ids.every((id) => !left.includes(id)), 'they left the on-sale tab');

    // the on-shelf switch takes a goods off the shelf
    rows = await rowsOf(screen2);
    const switched = await rows.first().getAttribute('data-id');
    rows = await reloading(screen2, () => rows.first().locator('td[data-column=on_shelf] [role=switch]').click());
    await toastSaying(page, '已下架 ');
    t.notOk(await rows.evaluateAll((trs, id) => trs.some((tr) => tr.getAttribute('data-id') === id), switched), 'switched off, it left the on-sale tab');

    // recycle (under "more", with a confirm): the goods move to the recycle bin tab
    rows = await rowsOf(screen2);
    const victim = await rows.first().getAttribute('data-id');
    await clickRowAction(rows.first(), 'recycle');
    await reloading(screen2, () => page.locator('.confirm-dialog .confirm-ok').click());
    await toastSaying(page, '移入回收站');
    rows = await reloading(screen2, () => screen2.locator('[data-tab=recycle]').click());
    t.ok(await rows.evaluateAll((trs, id) => trs.some((tr) => tr.getAttribute('data-id') === id), victim), 'the recycled goods are in the recycle bin');

    // export what the filters select: the recycle bin, headers in zh
    const recycled = await screen2.locator('[data-tab=recycle] .label').textContent();
    const [download] = await Promise.all([page.waitForEvent('download'), screen2.locator('.export-button').click()]);
    t.match(download.suggestedFilename(), /^商品列表-\d{8}-\d{4}\.xlsx$/);
    const texts = await xlsxTexts(download);
    for (const header of ['商品图片', '商品名称', '售价', '库存']) t.ok(texts.includes(header), `header ${header}`);
    t.notOk(texts.includes('销量'), 'hidden columns are not exported');
    t.equal((texts.match(/<row /g) ?? []).length, Number(recycled) + 1, 'one row per recycled goods plus the headers');
    t.same(errors, [], 'no page error');
  });

  t.test('an edit clears what the operator emptied, and marks what cannot be emptied', async (t) => {
    const { context, page, errors } = await newPage(browser);
    t.teardown(() => context.close());
    await signIn(page, stack.url, 'admin', 'admin');
    const zone = '/goods/promotionGoods';
    await go(page, zone);
    const screen = view(page, zone);
    let rows = await rowsOf(screen);
    const id = await rows.first().getAttribute('data-id');
    const row = () => screen.locator(`tr[data-id="${id}"]`);
    const form = page.locator('.form-modal');
    const edit = async () => {
      await clickRowAction(row(), 'edit');
      await form.locator('#form-zone_info__limit_per_user').waitFor();
    };
    await edit();
    t.equal(await form.locator('[data-field=name] .required-mark').count(), 1, 'the name cannot be emptied');
    t.equal(await form.locator('[data-field="zone_info.limit_per_user"] .required-mark').count(), 0, 'the limit can');
    await form.locator('#form-zone_info__limit_per_user').fill('3');
    rows = await reloading(screen, () => form.locator('.form-save').click());
    await toastSaying(page, '已保存');
    t.equal(await row().locator('[data-column="zone_info.limit_per_user"]').textContent(), '3');

    // emptied: the limit goes, not kept as before; an emptied name is refused on the field, not silently kept
    await edit();
    t.equal(await form.locator('#form-zone_info__limit_per_user').inputValue(), '3');
    await form.locator('#form-zone_info__limit_per_user').fill('');
    const name = await form.locator('#form-name').inputValue();
    await form.locator('#form-name').fill('');
    await form.locator('.form-save').click();
    t.equal(await form.locator('[data-field=name] .field-error').textContent(), '必填');
    await form.locator('#form-name').fill(name);
    rows = await reloading(screen, () => form.locator('.form-save').click());
    await toastSaying(page, '已保存');
    t.equal(await row().locator('[data-column="zone_info.limit_per_user"]').textContent(), '-', 'the list shows no limit');
    await edit();
    t.equal(await form.locator('#form-zone_info__limit_per_user').inputValue(), '', 'nor does the form, reopened');

    // an edited form asks before it closes; Escape twice goes back to the form, never loses what was typed
    await form.locator('.form-cancel').click();
    t.equal(await form.count(), 0, 'an untouched form closes at once');
    await edit();
    await form.locator('#form-zone_info__limit_per_user').fill('5');
    await page.keyboard.press('Escape');
    t.equal(await form.locator('.discard-message').textContent(), '修改尚未保存，关闭后将丢失。');
    t.ok(await page.locator('.tags-view .tag-unsaved').count() > 0, 'the screen\'s tag shows unsaved changes');
    await page.keyboard.press('Escape');
    t.equal(await form.locator('.discard-message').count(), 0, 'a second Escape goes back to the form');
    t.equal(await form.locator('#form-zone_info__limit_per_user').inputValue(), '5', 'with what was typed');
    await form.locator('.form-cancel').click();
    await form.locator('.keep-editing').click();
    t.equal(await form.locator('#form-zone_info__limit_per_user').inputValue(), '5');
    await form.locator('.form-cancel').click();
    await form.locator('.discard-changes').click();
    t.equal(await form.count(), 0, 'discarded, it closes');
    t.equal(await page.locator('.tags-view .tag-unsaved').count(), 0, 'and the tag is clean again');
    t.same(errors, [], 'no page error');
  });

  t.test('a goods\' description is rich text: rendered in the drawer, edited in the editor', async (t) => {
    const { context, page, errors } = await newPage(browser);
    t.teardown(() => context.close());
    await signIn(page, stack.url, 'admin', 'admin');
    await go(page, PATH);
    const screen = view(page, PATH);
    const rows = await rowsOf(screen);
    const id = await rows.first().getAttribute('data-id');
    const row = screen.locator(`tr[data-id="${id}"]`);
    await clickRowAction(row, 'view');
    const shown = page.locator('.detail-drawer .cell-rich-text');
    await shown.waitFor();
    t.notMatch(await page.locator('.detail-drawer').innerText(), /<p>/, 'no tags as text');
    t.equal(await shown.locator('p').count(), 1, 'the paragraph is a paragraph');
    await page.keyboard.press('Escape');

    await clickRowAction(row, 'edit');
    const editor = page.locator('.form-modal [data-field=description] .ProseMirror');
    await editor.click();
    await page.keyboard.press('Control+End');
    await page.keyboard.press('Enter');
    await page.keyboard.type('新增的一段说明');
    await reloading(screen, () => page.locator('.form-modal .form-save').click());
    await toastSaying(page, '已保存');
    await clickRowAction(row, 'view');
    await shown.waitFor();
    t.equal(await shown.locator('p').last().textContent(), '新增的一段说明', 'saved as a paragraph of its own');
    t.same(errors, [], 'no page error');
  });

  t.test('a page size change superseded before its answer came is dropped, though its request left from the change', async (t) => {
    const { context, page, errors } = await newPage(browser);
    t.teardown(() => context.close());
    await signIn(page, stack.url, 'admin', 'admin');
    await go(page, PATH);
    const screen = view(page, PATH);
    await rowsOf(screen);
    // the first change's answer comes late, after the second's
    let slow = 0;
    await page.route(/\/api\/v2\/seller\/goods\?.*limit=50/, async (route) => {
      slow++;
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    const rows = await reloading(screen, async () => {
      await screen.locator('select.page-size').selectOption('50');
      await screen.locator('select.page-size').selectOption('100');
    });
    t.equal(slow, 1, 'the first change sent its request once (its render took the prefetched one)');
    t.equal(await rows.count(), 100);
    const loads = await screen.locator('.list-screen').getAttribute('data-loads');
    await page.waitForTimeout(1200);
    t.equal(hashQuery(page).get('limit'), '100', 'the URL holds the last change');
    t.equal(await rows.count(), 100, 'the late answer did not replace the rows');
    t.equal(await screen.locator('.list-screen').getAttribute('data-loads'), loads, 'nor was it taken at all');
    t.equal(await screen.locator('select.page-size').inputValue(), '100');
    t.same(errors, [], 'no page error');
  });
}
