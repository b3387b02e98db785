/**
 * Flows of the /infoManagement lists as admin in Chromium: a banner created with an uploaded picture and a display
 * window (a window ending before it starts is refused and what was typed stays), its markup-looking title shown as
 * text, then switched off; a log screen offers no way to change a record; a news class with news refused with the
 * reason; a freight template with a regional fee created.
 */
import t from 'tap';
import type { Locator } from 'playwright-core';
import { requireChromium } from '../../helpers/browser.ts';
import { go, loggedInConsole } from '../console.ts';
import { reloading, rowsOf, showAllFilters, toastSaying, view, xlsxCells } from './helpers.ts';
import { clickRowAction, rowActionsOffered } from '../rowActions.ts';

if (requireChromium(t)) {
  const { page, errors } = await loggedInConsole(t);
  const open = async (path: string) => {
    await go(page, path);
    return view(page, path);
  };
  const fieldError = (form: Locator, name: string) => form.locator(`[data-field=${name}] .field-error`).textContent();
  /** The China-time day `days` from now (YYYY-MM-DD): a window the test needs in the future whatever day it runs. */
  const dayFromNow = (days: number) => new Date(Date.now() + 8 * 3600_000 + days * 86_400_000).toISOString().slice(0, 10);

  t.test('banner: picture upload, window in order, title shown as text, switched off', async (t) => {
    const screen = await open('/infoManagement/banner');
    await rowsOf(screen);
    await screen.locator('.create-button').click();
    const form = page.locator('.form-modal');
    const title = '<img src=x onerror="window.__pwned=1">测试横幅';
    await form.locator('#form-title').fill(title);
    const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(2048, 7)]);
    await form.locator('.upload-file').setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: png });
    await page.waitForFunction(() => (document.querySelector('#form-picture') as HTMLInputElement | null)?.value.includes('/api/v2/common/files/uploads/'));
    const picture = await form.locator('#form-picture').inputValue();
    await form.locator('#form-position').selectOption('home_top');
    await form.locator('#form-link_type').selectOption('url');
    await form.locator('#form-link').fill('https://m.example.com/spring');
    // a window starting in ten days is "not started" yet, whatever day the test runs
    const start = dayFromNow(10);
    await form.locator('#form-start_at').fill(start);
    await form.locator('#form-end_at').fill(dayFromNow(1));
    await form.locator('.form-save').click();
    t.equal(await fieldError(form, 'end_at'), '必须晚于开始时间', 'an end before the start is refused before sending');
    t.equal(await form.locator('#form-title').inputValue(), title, 'what was typed stays');
    t.equal(await form.locator('#form-start_at').inputValue(), start);
    t.equal(await form.locator('#form-start_at-time').inputValue(), '00:00:00');
    t.equal(await form.locator('#form-picture').inputValue(), picture, 'and the uploaded picture');
    await form.locator('#form-end_at').fill(dayFromNow(40));
    let rows = await reloading(screen, () => form.locator('.form-save').click());
    await toastSaying(page, '已保存');
    const row = rows.filter({ hasText: '测试横幅' });
    t.equal(await row.locator('[data-column=title]').textContent(), title, 'the title is shown as text');
    t.equal(await row.locator('[data-column=picture] img').getAttribute('src'), picture);
    t.equal(await row.locator('[data-column=window] .window-state').getAttribute('data-window'), 'scheduled');
    t.equal(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned), undefined, 'nothing in the title ran');
    t.equal(await page.locator('img[src="x"]').count(), 0, 'no element was made from the title');
    const id = await row.getAttribute('data-id');
    rows = await reloading(screen, () => row.locator('[data-column=enabled] .row-switch').click());
    t.equal(await screen.locator(`tr[data-id="${id}"] [data-column=enabled] .row-switch`).getAttribute('aria-checked'), 'false', 'switched off');
    // both writes are in the operation log: the operation records filtered to the person who made them show them
    const records = await open('/infoManagement/operatingRecord');
    await rowsOf(records);
    const mine = await reloading(records, async () => {
      await records.locator('#filter-operator').fill('admin');
      await records.locator('.filter-search').click();
    });
    t.ok((await mine.locator('[data-column=account]').allTextContents()).every((text) => text === 'admin'), "filtered by person: the admin's entries only");
    const banner = mine.filter({ hasText: `轮播图 #${id}` });
    t.same(await banner.locator('[data-column=call_text]').allTextContents(), ['停用', '新建'], 'the switch and the creation, newest first');
    t.match(await banner.first().locator('[data-column=detail]').textContent(), /是 → 否/, 'the change before → after in words');
  });

  t.test('a log screen is read only and filters by person', async (t) => {
    const screen = await open('/infoManagement/systemLog');
    const rows = await rowsOf(screen);
    t.ok((await rows.count()) > 0);
    t.equal(await screen.locator('.create-button').count(), 0, 'no create');
    t.same((await rowActionsOffered(rows.first())).map(([name]) => name), ['view'], 'only view');
    t.equal(await screen.locator('input.row-select').count(), 0, 'no selection for bulk changes');
    await showAllFilters(screen);
    // the seed logs the goods its shops changed since listing them: the merchants' entries, by their accounts
    const filtered = await reloading(screen, async () => {
      await screen.locator('#filter-operator').fill('merchant');
      await screen.locator('.filter-search').click();
    });
    const accounts = await filtered.locator('[data-column=account]').allTextContents();
    t.ok(accounts.length > 0 && accounts.every((text) => text.startsWith('merchant')), 'filtered by person: the shops’ accounts only');
    t.match(await filtered.first().locator('[data-column=hash]').textContent(), /^[0-9a-f]{64}$/, 'each entry with its hash in the chain');
    // the export writes what the filter matches, every page of it, with the hashes that let an auditor check the chain
    const [download] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), screen.locator('.export-button').click()]);
    t.match(download.suggestedFilename(), /^系统日志-\d{8}-\d{4}\.xlsx$/, 'named after the screen');
    const said = await toastSaying(page, '已导出');
    const sheet = await xlsxCells(download);
    const column = (title: string) => Object.entries(sheet[0]).find(([, cell]) => cell.value === title)?.[0] ?? '';
    const [account, hash] = [column('操作人账号'), column('哈希')];
    t.ok(account && hash, 'the account and hash columns are there');
    const entries = sheet.slice(1);
    t.ok(said.includes(`已导出 ${entries.length} 条`), 'the toast counts the rows written');
    t.ok(entries.length >= accounts.length, `the filter's entries, beyond the page shown (${entries.length})`);
    t.ok(entries.every((row) => row[account]?.value.startsWith('merchant')), "only the shops' entries: the filter applies");
    t.ok(entries.every((row) => /^[0-9a-f]{64}$/.test(row[hash]?.value ?? '')), 'each with its hash');
  });

  t.test('news class: deleting one that has news is refused with the reason; an empty one goes', async (t) => {
    const screen = await open('/infoManagement/newsClass');
    await screen.locator('.class-tree-screen[data-ready=true]').waitFor();
    const busy = screen.locator('tr.tree-child').filter({ hasNot: page.locator('.record-count', { hasText: /^0$/ }) }).first();
    const name = await busy.locator('.class-name').textContent();
    const count = await busy.locator('.record-count').textContent();
    await clickRowAction(busy, 'delete');
    await page.locator('.confirm-dialog .confirm-ok').click();
    const reason = `${name}：该分类下还有 ${count} 条资讯/案例，不能删除`;
    t.equal(await screen.locator('.delete-refusal p').textContent(), reason, 'the reason stays on screen');
    await toastSaying(page, '不能删除');
    t.equal(await screen.locator('tr.tree-child .class-name', { hasText: name ?? '' }).count(), 1, 'the class is still there');
    // a new notice class has no records and can go
    await screen.locator('tr[data-type=notice] .create-in-type').click();
    await page.locator('.form-modal #form-name').fill('测试公告分类');
    await page.locator('.form-modal .form-save').click();
    const added = screen.locator('tr.tree-child', { hasText: '测试公告分类' });
    await added.waitFor();
    await clickRowAction(added, 'delete');
    await page.locator('.confirm-dialog .confirm-ok').click();
    await added.waitFor({ state: 'detached' });
    t.pass('the empty class was deleted');
  });

  t.test('freight template: fees validated, a regional fee, saved', async (t) => {
    const screen = await open('/infoManagement/freight');
    await rowsOf(screen);
    await screen.locator('.create-button').click();
    const form = page.locator('.freight-editor');
    await form.locator('#form-name').fill('测试偏远加价');
    await form.locator('#form-charge_by').selectOption('weight');
    await form.locator('#form-first_unit').fill('0');
    await form.locator('#form-first_fee').fill('-3');
    await form.locator('#form-extra_unit').fill('1');
    await form.locator('#form-extra_fee').fill('2');
    await form.locator('.form-save').click();
    t.equal(await fieldError(form, 'first_unit'), '不能小于 1');
    t.equal(await fieldError(form, 'first_fee'), '不能为负数');
    await form.locator('#form-first_unit').fill('1');
    await form.locator('#form-first_fee').fill('12');
    await form.locator('.add-region').click();
    await form.locator('.form-save').click();
    t.equal(await form.locator('.form-error').textContent(), '请修正标红的指定地区运费', 'a regional fee without provinces is refused');
    await form.locator('#region-0-codes option').first().waitFor({ state: 'attached' });
    await form.locator('#region-0-codes').selectOption(['65', '54']);
    await form.locator('#region-0-first_fee').fill('30');
    await form.locator('#region-0-extra_fee').fill('15');
    const rows = await reloading(screen, () => form.locator('.form-save').click());
    await toastSaying(page, '已保存');
    const row = rows.filter({ hasText: '测试偏远加价' });
    t.equal(await row.locator('[data-column=rules]').textContent(), '首1kg ¥12.00，续1kg ¥2.00');
    t.equal(await row.locator('[data-column=regions]').textContent(), '西藏自治区、新疆维吾尔自治区');
  });

  t.test('special topic: its goods typed as ids, refused until they are ids', async (t) => {
    // two goods on sale, asked with the page's own session
    const ids = await page.evaluate(async () => {
      const token = decodeURIComponent(document.cookie.match(/Admin-Token=([^;]+)/)?.[1] ?? '');
      const answer = await (await fetch('/api/v2/seller/goods?state=on_sale&limit=2', { headers: { token } })).json();
      return (answer as { data: { list: { id: number }[] } }).data.list.map((g) => g.id);
    });
    const screen = await open('/infoManagement/special');
    await rowsOf(screen);
    await screen.locator('.create-button').click();
    const form = page.locator('.special-editor');
    await form.locator('#form-title').fill('测试专题');
    await form.locator('#form-cover').fill('/api/v2/common/files/seed/plate/1.svg');
    await form.locator('#form-start_at').fill('2026-12-01');
    await form.locator('#form-end_at').fill('2026-12-20');
    await form.locator('#form-goods_ids').fill(`${ids[0]}, 好物`);
    await form.locator('.form-save').click();
    t.equal(await fieldError(form, 'goods_ids'), '请填写商品ID，用逗号分隔');
    await form.locator('#form-goods_ids').fill(ids.join('，'));
    const rows = await reloading(screen, () => form.locator('.form-save').click());
    t.equal(await rows.filter({ hasText: '测试专题' }).locator('[data-column=goods_count]').textContent(), String(ids.length));
  });

  t.test('no console error', async (t) => {
    t.same(errors, []);
  });
}
