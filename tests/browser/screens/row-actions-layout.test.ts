/**
 * A list's row actions as the operator sees them: one group, the first action a button and the rest in a "more" menu
 * used by the keyboard (docs/lists.md "Row actions"); the whole menu shows and takes clicks however few rows the
 * table holds (it is not clipped by the table's sideways-scrolling box), and the actions column held at the right
 * edge stays narrow with long English labels, so it does not cover the columns beside it.
 */
import type { Locator, Page } from 'playwright-core';
import t from 'tap';
import { requireChromium } from '../../helpers/browser.ts';
import { axeViolations } from '../axe.ts';
import { go, logIn, newPage, startConsole, switchToEnglish } from '../console.ts';
import { reloading, rowsOf, view } from './helpers.ts';

/** Whether the element's middle is on screen and the element itself (or its content) is what a click there hits. */
async function clickable(item: Locator): Promise<boolean> {
  return item.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const [x, y] = [box.left + box.width / 2, box.top + box.height / 2];
    if (x < 0 || y < 0 || x > window.innerWidth || y > window.innerHeight) return false;
    const hit = document.elementFromPoint(x, y);
    return hit !== null && (hit === el || el.contains(hit));
  });
}

async function menuItems(page: Page, row: Locator): Promise<{ text: string; clickable: boolean }[]> {
  await row.locator('.row-more > .row-action').click();
  const items = page.locator('.row-more-menu .item');
  await items.first().waitFor();
  const out = [];
  for (const item of await items.all()) out.push({ text: ((await item.textContent()) ?? '').trim(), clickable: await clickable(item) });
  return out;
}

if (requireChromium(t)) {
  const { stack, browser } = await startConsole(t);

  t.test('the more menu of a list with one row shows every item, and its last item runs', async (t) => {
    const { context, page, errors } = await newPage(browser);
    t.teardown(() => context.close());
    await logIn(page, stack.url, 'seller', 'merchant');
    await go(page, '/goods/index');
    const screen = view(page, '/goods/index');
    await rowsOf(screen);
    // a shop may sell two goods of one name: search the first names shown until one is the shop's only such goods
    const names = (await screen.locator('.data-table tbody tr:not(.placeholder-row) td[data-column=name]').allTextContents()).map((n) => n.trim());
    let rows = screen.locator('.data-table tbody tr:not(.placeholder-row)');
    for (const name of names.slice(0, 10)) {
      await screen.locator('#filter-keyword').fill(name);
      rows = await reloading(screen, () => screen.locator('.filter-search').click());
      if ((await rows.count()) === 1) break;
    }
    t.equal(await rows.count(), 1, 'the search leaves one row');
    const items = await menuItems(page, rows.first());
    t.ok(items.length >= 3, `the menu holds several items: ${items.map((i) => i.text).join(', ')}`);
    t.same(
      items.filter((i) => !i.clickable).map((i) => i.text),
      [],
      'every item is on screen and takes the click',
    );
    const last = page.locator('.row-more-menu .item').last();
    const lastText = ((await last.textContent()) ?? '').trim();
    await last.click();
    await page.locator('.ui.modal, .detail-drawer').first().waitFor();
    t.pass(`its last item, ${lastText}, opened its dialog`);
    t.same(errors, [], 'no page error');
  });

  t.test('the more menu of the last row of a short list shows every item, 驳回 included (after-sales, 待处理)', async (t) => {
    const { context, page, errors } = await newPage(browser);
    t.teardown(() => context.close());
    await logIn(page, stack.url, 'seller', 'merchant');
    await go(page, '/afterSale/index?tab=applied');
    const screen = view(page, '/afterSale/index');
    const rows = await rowsOf(screen);
    const withMore = rows.filter({ has: page.locator('.row-more') });
    t.ok((await withMore.count()) > 0, 'some row has a more menu');
    const items = await menuItems(page, withMore.last());
    t.ok(items.some((i) => i.text === '驳回'), `驳回 is among ${items.map((i) => i.text).join(', ')}`);
    t.same(
      items.filter((i) => !i.clickable).map((i) => i.text),
      [],
      'every item is on screen and takes the click',
    );
    await page.locator('.row-more-menu .item', { hasText: '驳回' }).click();
    await page.locator('.ui.modal').waitFor();
    t.pass('驳回 opened its dialog');
    t.same(errors, [], 'no page error');
  });

  t.test('a row\'s actions are one group: its first a button, the rest in a menu used by the keyboard, axe clean, zh and en', async (t) => {
    const { context, page, errors } = await newPage(browser, { width: 1366, height: 768 });
    t.teardown(() => context.close());
    await logIn(page, stack.url, 'admin', 'admin');
    for (const lang of ['zh', 'en'] as const) {
      if (lang === 'en') await switchToEnglish(page);
      await go(page, '/order/index');
      const screen = view(page, '/order/index');
      const row = (await rowsOf(screen)).first();
      const group = row.locator('.row-actions');
      const view1 = lang === 'zh' ? '查看' : 'View';
      t.same(await group.locator(':scope > button').allInnerTexts(), [view1], `${lang}: one button in the row, ${view1}`);
      const more = group.locator('.row-more > button');
      t.equal(await more.getAttribute('aria-label'), lang === 'zh' ? '更多操作' : 'More actions', `${lang}: then the menu button, named for a screen reader`);
      t.equal(await more.getAttribute('aria-haspopup'), 'menu');

      // the keyboard: ArrowDown opens it on its first item, the arrows walk it, Escape closes it back on its button
      await more.focus();
      await page.keyboard.press('ArrowDown');
      const items = row.locator('.row-more-menu [role=menuitem]');
      await items.first().waitFor();
      const focusedText = () => page.evaluate(() => (document.activeElement?.textContent ?? '').trim());
      const texts = (await items.allInnerTexts()).map((text) => text.trim());
      t.ok(texts.length >= 1, `${lang}: the menu holds ${texts.join(', ')}`);
      t.equal(await focusedText(), texts[0], `${lang}: ArrowDown opened it on its first item`);
      await page.keyboard.press('End');
      t.equal(await focusedText(), texts.at(-1), `${lang}: End goes to its last item`);
      await page.keyboard.press('ArrowDown');
      t.equal(await focusedText(), texts[0], `${lang}: ArrowDown wraps round to the first`);
      t.same(await axeViolations(page, `/order/index (${lang}, row menu open)`, '.app-view[data-path="/order/index"]'), [], `${lang}: axe finds nothing critical or serious with the menu open`);
      await page.keyboard.press('Escape');
      await items.first().waitFor({ state: 'detached' });
      t.ok(await more.evaluate((el) => el === document.activeElement), `${lang}: Escape closed it, the focus back on its button`);
    }
    t.same(errors, [], 'no page error');
  });

  t.test('the more menu of a row at the foot of the window opens above it, every item on screen and taking the click', async (t) => {
    const { context, page, errors } = await newPage(browser, { width: 1366, height: 768 });
    t.teardown(() => context.close());
    await logIn(page, stack.url, 'admin', 'admin');
    await go(page, '/order/index');
    const screen = view(page, '/order/index');
    const rows = await rowsOf(screen);
    // the last row wholly in the window: below it, no room for the menu
    const last = await rows.evaluateAll((trs) => trs.filter((tr) => tr.getBoundingClientRect().bottom <= window.innerHeight).length - 1);
    const row = rows.nth(last);
    const items = await menuItems(page, row);
    t.same(
      items.filter((i) => !i.clickable).map((i) => i.text),
      [],
      `every item (${items.map((i) => i.text).join(', ')}) is on screen and takes the click`,
    );
    const [menuTop, buttonTop] = await Promise.all([
      page.locator('.row-more-menu').evaluate((menu) => menu.getBoundingClientRect().bottom),
      row.locator('.row-more > button').evaluate((button) => button.getBoundingClientRect().top),
    ]);
    t.ok(menuTop <= buttonTop + 1, `the menu opens above its button (menu's foot ${Math.round(menuTop)}, button's top ${Math.round(buttonTop)})`);
    t.same(errors, [], 'no page error');
  });

  for (const [lang, width] of [['zh', 1440], ['en', 1440], ['en', 1366]] as const) {
    t.test(`${lang}: the actions column held at the right edge covers none of the columns beside it at ${width} px`, async (t) => {
      const { context, page, errors } = await newPage(browser, { width, height: 900 });
      t.teardown(() => context.close());
      await logIn(page, stack.url, 'seller', 'merchant');
      if (lang === 'en') await switchToEnglish(page);
      await go(page, '/afterSale/index');
      const screen = view(page, '/afterSale/index');
      await rowsOf(screen);
      // what the operator reads of a column is its title: each title's text lies left of the held actions column,
      // in view without scrolling sideways
      const hidden = await screen.locator('.data-table').evaluate((table) => {
        const actions = table.querySelector('th.actions-column')?.getBoundingClientRect();
        if (!actions) return ['(no actions column)'];
        return [...table.querySelectorAll('thead th[data-column]')]
          .filter((th) => {
            const text = document.createRange();
            // the title, not the width handle on the column's edge (which may well lie under the held column)
            text.selectNodeContents(th.querySelector('.column-title') ?? th);
            return text.getBoundingClientRect().right > actions.left;
          })
          .map((th) => th.textContent ?? '');
      });
      t.same(hidden, [], 'no column title lies under the actions column');
      const past = await screen.locator('.data-table').evaluate((table) => Math.round(table.scrollWidth - (table.parentElement?.clientWidth ?? 0)));
      t.ok(past <= 0, `the default columns fit: nothing to scroll sideways to (${past} px past the box)`);
      const actionsWidth = await screen.locator('th.actions-column').evaluate((th) => th.getBoundingClientRect().width);
      t.ok(actionsWidth <= 130, `the actions column is at most 130 px wide (${Math.round(actionsWidth)})`);
      t.same(errors, [], 'no page error');
    });
  }
}
