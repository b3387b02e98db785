/**
 * The list table's layout and long row sets on /order/index as admin (docs/lists.md): the columns the operator hid,
 * moved, pinned and widened stay so after a reload, and for that operator only; a set of 1,000 rows renders only the
 * rows near the view, says how many rows there are to a screen reader, scrolls restyling only the rows coming in, and
 * to its last row.
 */
import type { Route } from 'playwright-core';
import t from 'tap';
import { requireChromium } from '../../helpers/browser.ts';
import { go, logIn, logOut, newPage, signIn, startConsole } from '../console.ts';
import { rowsOf, view } from './helpers.ts';
import { restylesWhileScrolling } from './restyles.ts';

const PATH = '/order/index';
const keysOf = (screen: ReturnType<typeof view>) => screen.locator('.data-table thead th[data-column]').evaluateAll((ths) => ths.map((th) => (th as HTMLElement).dataset.column ?? ''));

if (requireChromium(t)) {
  const { stack, browser } = await startConsole(t);

  t.test('hidden, moved, pinned and widened columns stay so after a reload, for that operator', async (t) => {
    const { context, page, errors } = await newPage(browser);
    t.teardown(() => context.close());
    await signIn(page, stack.url, 'admin', 'admin');
    await go(page, PATH);
    const screen = view(page, PATH);
    await rowsOf(screen);
    const [c0, c1, c2, c3, c4, ...rest] = await keysOf(screen);
    await screen.locator('.column-chooser-button').click();
    const choice = (key: string) => screen.locator(`.column-chooser-menu .column-choice[data-column="${key}"]`);
    await choice(c1).locator('input').uncheck();
    await choice(c3).locator('button').nth(0).click(); // earlier
    await choice(c4).locator('button').nth(2).click(); // pin
    t.equal(await choice(c4).locator('button').nth(2).getAttribute('aria-pressed'), 'true', 'the pin says it is on');
    await screen.locator('.column-chooser-button').click();
    const expected = [c4, c0, c3, c2, ...rest];
    t.same(await keysOf(screen), expected, 'the pinned column first, the moved one a place earlier, the hidden one gone');
    const pinnedLeft = await screen.locator(`th[data-column="${c4}"]`).evaluate((th) => getComputedStyle(th).position);
    t.equal(pinnedLeft, 'sticky', 'the pinned column stays at the left edge when the table scrolls sideways');

    const cell = screen.locator(`th[data-column="${c0}"]`);
    const before = await cell.evaluate((th) => th.getBoundingClientRect().width);
    await cell.locator('.column-resizer').focus();
    for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowRight');
    const wider = await cell.evaluate((th) => th.getBoundingClientRect().width);
    t.ok(wider >= before + 60, `the arrow keys on its edge widen the column (${Math.round(before)} → ${Math.round(wider)} px)`);
    t.match(page.url(), /#\/order\/index/, 'sorting was not touched by the width handle');

    await page.reload();
    await rowsOf(view(page, PATH));
    t.same(await keysOf(view(page, PATH)), expected, 'after a reload, the same columns in the same order');
    const kept = await view(page, PATH).locator(`th[data-column="${c0}"]`).evaluate((th) => th.getBoundingClientRect().width);
    t.ok(Math.abs(kept - wider) < 2, 'and the same width');

    // another operator on the same browser has the screen as described; the first one finds it as left
    await logOut(page);
    await logIn(page, stack.url, 'admin', 'finance');
    await go(page, PATH);
    await rowsOf(view(page, PATH));
    t.same((await keysOf(view(page, PATH))).slice(0, 3), [c0, c1, c2], "another operator's table keeps the described layout");
    await logOut(page);
    await logIn(page, stack.url, 'admin', 'admin');
    await go(page, PATH);
    await rowsOf(view(page, PATH));
    t.same(await keysOf(view(page, PATH)), expected, 'the first operator finds the table as left');

    await view(page, PATH).locator('.column-chooser-button').click();
    await view(page, PATH).locator('.column-chooser-menu .columns-reset').click();
    t.same((await keysOf(view(page, PATH))).slice(0, 3), [c0, c1, c2], 'reset gives the described layout back');
    t.same(errors, [], 'no page error');
  });

  t.test('1,000 rows: only the rows near the view render, the screen reader hears how many, the last one scrolls in', async (t) => {
    const { context, page, errors } = await newPage(browser);
    t.teardown(() => context.close());
    await signIn(page, stack.url, 'admin', 'admin');
    await go(page, PATH);
    const screen = view(page, PATH);
    await rowsOf(screen);
    // the console offers at most 100 a page: that page's answer is the mock's real first page, its rows repeated
    // under new ids up to 1,000
    await page.route(
      (url) => url.pathname.startsWith('/api/') && url.searchParams.get('limit') === '100',
      async (route: Route) => {
        const answer = (await (await route.fetch()).json()) as { data: { list: { id: number }[]; total: number } };
        const real = answer.data.list;
        const list = Array.from({ length: 1000 }, (_, i) => (i < real.length ? real[i] : { ...real[i % real.length], id: 2_000_000 + i }));
        await route.fulfill({ json: { ...answer, data: { ...answer.data, list, total: 1000 } } });
      },
    );
    await screen.locator('select.page-size').selectOption('100');
    const table = screen.locator('.data-table');
    await screen.locator('.data-table[aria-rowcount="1001"]').waitFor();
    // what a user sees: rows to the view's bottom edge, no blank below them; what the document holds: a part of 1,000
    const fill = await screen.evaluate((box) => {
      const rows = box.querySelectorAll('.data-table tbody tr[data-id]');
      return { rows: rows.length, lastBottom: rows[rows.length - 1].getBoundingClientRect().bottom, viewBottom: box.getBoundingClientRect().bottom };
    });
    t.ok(fill.lastBottom >= fill.viewBottom, `the rendered rows fill the view to its bottom edge (${fill.lastBottom} ≥ ${fill.viewBottom})`);
    t.ok(fill.rows < 100, `a part of the rows is in the document (${fill.rows})`);
    t.equal(await table.locator('tbody tr[data-id]').first().getAttribute('aria-rowindex'), '2', 'the first row is row 2, after the header');
    // a wheel's step a frame restyles the few rows coming in, not the whole body: a sibling rule matched by any row
    // made every row inserted or removed restyle all the body's cells (docs/lists.md "Virtual rows")
    await screen.evaluate((box) => {
      box.scrollTop = 2000;
    });
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const inBody = await table.locator('tbody *').count();
    const restyled = await restylesWhileScrolling(page, `.app-view[data-path="${PATH}"]`);
    t.ok(restyled.length > 0 && Math.max(...restyled) < inBody / 2, `a frame restyles at most ${Math.max(...restyled)} elements of the ${inBody} in the body`);
    await screen.evaluate((box) => {
      box.scrollTop = box.scrollHeight;
    });
    const last = table.locator('tbody tr[aria-rowindex="1001"]');
    await last.waitFor();
    t.ok(await last.isVisible(), 'scrolled to the end, the last row is there');
    t.ok((await table.locator('tbody tr[data-id]').count()) < 100, 'and the rows scrolled past left the document');
    await last.locator('input.row-select').check();
    t.equal(await screen.locator('.selection-count').count(), 1, 'a virtual row is selected like any other');
    t.same(errors, [], 'no page error');
  });
}
