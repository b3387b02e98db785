/**
 * A long page on /order/index as admin: the rows in view render first and the rest after that frame, with nothing
 * in view moving when they come; a reload while the operator reads further down keeps the scroll position; the held
 * column widths give way when the table's width changes; a page of 20 renders in one step.
 */
import type { Page } from 'playwright-core';
import t from 'tap';
import { requireChromium } from '../../helpers/browser.ts';
import { go, logIn, newPage, startConsole } from '../console.ts';
import { rowsOf, view } from './helpers.ts';

const PATH = '/order/index';

/** What one frame shows of the table: whether it fills in, its rows, its header widths, the first rows' boxes. */
interface Frame {
  busy: string | null;
  held: boolean;
  rows: number;
  widths: number[];
  boxes: string[];
  scrollTop: number;
}

/**
 * In the page: runs `start` (a script), then records the view's table in every animation frame until the list has
 * loaded `loads` times and the table holds all its rows.
 */
const FRAMES = (start: string, loads: number) => `new Promise((resolve) => {
  const view = document.querySelector('.app-view[data-path="${PATH}"]');
  const frames = [];
  ${start}
  const check = () => {
    const table = view.querySelector('.data-table');
    const frame = {
      busy: table.getAttribute('aria-busy'),
      held: table.classList.contains('held-columns'),
      rows: table.tBodies[0].rows.length,
      widths: [...table.tHead.rows[0].cells].map((c) => c.getBoundingClientRect().width),
      boxes: [...table.tBodies[0].rows].slice(0, 20).map((r) => r.dataset.id + '@' + Math.round(r.getBoundingClientRect().top)),
      scrollTop: view.scrollTop,
    };
    frames.push(frame);
    const list = view.querySelector('.list-screen');
    if (Number(list.dataset.loads) >= ${loads} && list.getAttribute('aria-busy') === 'false' && frame.busy === 'false') resolve(frames);
    else requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
})`;

const loads = async (page: Page) => Number(await view(page, PATH).locator('.list-screen').getAttribute('data-loads'));

if (requireChromium(t)) {
  const { stack, browser } = await startConsole(t);

  t.test('a page of 100 rows: the rows in view first, the rest after, nothing in view moves', async (t) => {
    const { context, page, errors } = await newPage(browser);
    t.teardown(() => context.close());
    await logIn(page, stack.url, 'admin', 'admin');
    await go(page, PATH);
    t.equal(await (await rowsOf(view(page, PATH))).count(), 20);

    // a page of 20 again later renders in one step; first, 100 a page
    let before = await loads(page);
    let frames = (await page.evaluate(
      FRAMES(`const s = view.querySelector('select.page-size'); s.value = '100'; s.dispatchEvent(new Event('change', { bubbles: true }));`, before + 1),
    )) as Frame[];
    const first = frames.find((f) => f.busy === 'true');
    const last = frames[frames.length - 1];
    t.ok(first, 'the table filled in over more than one frame');
    if (!first) return;
    t.ok(first.rows >= 20 && first.rows < 100, `the first frame of the new page holds the rows in view (${first.rows})`);
    t.equal(last.rows, 100, 'then all 100 rows are in');
    t.ok(last.held, 'the columns are held at their widths while the rest came in');
    t.same(
      last.widths.map((w) => w.toFixed(1)),
      first.widths.map((w) => w.toFixed(1)),
      'no column changed its width when the rest of the rows came in',
    );
    t.same(last.boxes, first.boxes, 'the rows in view stayed where they were');
    t.equal(await page.locator('.data-table tbody tr[data-id]').count(), 100);

    // read further down the page, then reload it: the rows through the one in view render at once, and the view
    // does not jump
    const row60 = page.locator(`.app-view[data-path="${PATH}"] .data-table tbody tr`).nth(60);
    await row60.scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(`document.querySelector('.app-view[data-path="${PATH}"]').scrollTop`);
    // far down the page: more than 40 rows' height (a row is one line at the default density, docs/lists.md)
    const rowHeight = await row60.evaluate((tr) => tr.getBoundingClientRect().height);
    t.ok((scrolled as number) > 40 * rowHeight, `scrolled down to row 60 (${scrolled} px, rows ${Math.round(rowHeight)} px)`);
    before = await loads(page);
    frames = (await page.evaluate(FRAMES(`view.querySelector('.refresh-button').click();`, before + 1))) as Frame[];
    t.ok(
      frames.every((f) => f.scrollTop === scrolled),
      `the scroll position held in every frame of the reload (${[...new Set(frames.map((f) => f.scrollTop))].join(', ')})`,
    );
    t.ok(await row60.isVisible(), 'row 60 is still in view');

    // the table's width changes: the columns are sized again by all the rows
    await page.setViewportSize({ width: 1200, height: 860 });
    await page.locator(`.app-view[data-path="${PATH}"] .data-table:not(.held-columns)`).waitFor();
    t.pass('a narrower window lets go of the held widths');

    // back to 20 a page: one step, the table never fills in
    before = await loads(page);
    frames = (await page.evaluate(
      FRAMES(`const s = view.querySelector('select.page-size'); s.value = '20'; s.dispatchEvent(new Event('change', { bubbles: true }));`, before + 1),
    )) as Frame[];
    t.notOk(
      frames.some((f) => f.busy === 'true'),
      'a page of 20 renders in one step',
    );
    t.equal(frames[frames.length - 1].rows, 20);
    t.same(errors, [], 'no page errors');
  });
}
