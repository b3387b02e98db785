/**
 * A lookup of 10,000 matches (docs/lists.md "Virtual rows"): on the large mock (MOCK_SCALE=large, 100,000 orders), the
 * order search for a phone prefix many buyers share finds tens of thousands of orders; "show the first 10,000" lists
 * them in the list table, which keeps only a few dozen rows in the document, tells a screen reader how many there
 * are, and reaches the last one by scrolling and by the keyboard.
 */
import t from 'tap';
import { requireChromium } from '../../helpers/browser.ts';
import { axeViolations } from '../a11y-scan.ts';
import { logIn, newPage, startConsole } from '../console.ts';
import { view } from './helpers.ts';

const PATH = '/order/searchOrder';
/** Every seeded phone starts with 1, and 13x is the commonest prefix: the buyer group matches well over 10,000. */
const QUERY = '13';
/** "A few dozen": the rows in view (about 20 at 860 px) and a few either side. */
const MOST_RENDERED = 60;

if (requireChromium(t)) {
  // the embedded mock reads its scale when the stack starts
  const before = process.env.MOCK_SCALE;
  process.env.MOCK_SCALE = 'large';
  const { stack, browser } = await startConsole(t);
  if (before === undefined) delete process.env.MOCK_SCALE;
  else process.env.MOCK_SCALE = before;

  t.test('10,000 matches: a few dozen rows in the document, the right row count, the last row by scroll and by keyboard', async (t) => {
    const { context, page, errors } = await newPage(browser);
    t.teardown(() => context.close());
    await logIn(page, stack.url, 'admin', 'admin');
    await page.goto(`${stack.url}/#${PATH}?q=${QUERY}`);
    const screen = view(page, PATH);
    await screen.locator(`.lookup-screen[data-searched="${QUERY}"]`).waitFor();
    // the buyer group (order numbers need four digits: that group does not ask)
    const group = screen.locator('.lookup-group[data-resource=orders]').first();
    t.equal(await group.locator('tbody tr[data-id]').count(), 10, 'first the ten first matches');
    const total = Number(await group.locator('h4 .label').textContent());
    t.ok(total > 10_000, `more than 10,000 buyers' orders match (${total})`);
    await group.locator('.lookup-all').click();

    const table = group.locator('.data-table[aria-rowcount="10001"]');
    await table.waitFor({ timeout: 60_000 });
    const rows = table.locator('tbody tr[data-id]');
    const rendered = await rows.count();
    t.ok(rendered > 10 && rendered <= MOST_RENDERED, `10,000 rows, ${rendered} of them in the document`);
    t.equal(await rows.first().getAttribute('aria-rowindex'), '2', 'the first row is row 2, after the header');
    t.match(await group.locator('.lookup-capped').textContent(), /10,000/, 'the group says only the first 10,000 are listed');

    // flung (600 px a frame, as when dragging the scrollbar): the rows coming in show their text only, no link; once
    // the scrolling settles every rendered row is whole again, with its link (docs/lists.md "Light rows while flinging")
    // (a string: tsx would wrap a function's inner functions in a helper the page does not have)
    const lightWhileFlung = (await page.evaluate(`new Promise((resolve) => {
      const box = document.querySelector('.app-view[data-path="${PATH}"]');
      const heights = new Set();
      let frames = 0, most = 0;
      const step = () => {
        most = Math.max(most, box.querySelectorAll('.lookup-group[data-resource=orders] tbody tr.light-row[data-id]').length);
        heights.add(box.scrollHeight);
        if (++frames > 30) return resolve({ most, heights: [...heights] });
        box.scrollTop += 600;
        requestAnimationFrame(step);
      };
      requestAnimationFrame(step);
    })`)) as { most: number; heights: number[] };
    t.ok(lightWhileFlung.most > 0, `flung, the rows coming in are light (${lightWhileFlung.most} at once)`);
    const heights = lightWhileFlung.heights;
    // rows of another height than the typical one still correct it by a few pixels; light rows taken at their own,
    // lower height would shrink it by thousands of pixels in 30 frames, and the scrollbar's thumb would jump
    t.ok(Math.max(...heights) - Math.min(...heights) < 200, `held at the full rows' height: the scroll height moves by less than five rows (${Math.min(...heights)}-${Math.max(...heights)} px)`);
    await page.waitForFunction(() => document.querySelectorAll('tbody tr.light-row').length === 0, undefined, { timeout: 5000 });
    const settled = await rows.count();
    t.equal(await table.locator('tbody tr[data-id]:not(.light-row) .lookup-open').count(), settled, `settled, each of the ${settled} rows rendered is full, with its link`);
    t.ok(settled <= MOST_RENDERED, 'and they are a few dozen');

    // by scrolling: the view to its end brings the last row in, and the rows scrolled past leave
    await screen.evaluate((box) => {
      box.scrollTop = box.scrollHeight;
    });
    const last = table.locator('tbody tr[aria-rowindex="10001"]');
    await last.waitFor();
    t.ok(await last.isVisible(), 'scrolled to the end, the last row is on screen');
    t.ok((await rows.count()) <= MOST_RENDERED, 'and the document still holds a few dozen rows');
    t.equal(await table.getAttribute('aria-rowcount'), '10001', 'aria-rowcount stays the whole set');

    // by keyboard: from the first row's link, Ctrl+End focuses the last row's link, Ctrl+Home the first's again
    await screen.evaluate((box) => {
      box.scrollTop = 0;
    });
    await table.locator('tbody tr[aria-rowindex="2"] .lookup-open').focus();
    await page.keyboard.press('Control+End');
    const focusedRow = () => page.evaluate(() => document.activeElement?.closest('tr')?.getAttribute('aria-rowindex'));
    await page.waitForFunction(() => document.activeElement?.closest('tr')?.getAttribute('aria-rowindex') === '10001');
    t.equal(await focusedRow(), '10001', 'Ctrl+End takes the focus to the last row');
    t.ok(await last.isVisible(), 'which is scrolled into view');
    t.equal(await page.evaluate(() => document.activeElement?.className), 'lookup-open', 'on the same control: its link');
    t.equal(await table.locator('tbody tr.light-row').count(), 0, 'the keyboard never meets a light row: after the jump every row is full');
    // back through the row's own controls (a goods picture, ...) to the row above, which is rendered
    for (let i = 0; i < 10 && (await focusedRow()) === '10001'; i++) await page.keyboard.press('Shift+Tab');
    t.equal(await focusedRow(), '10000', 'Shift+Tab goes on to the row above');
    await page.keyboard.press('Control+Home');
    await page.waitForFunction(() => document.activeElement?.closest('tr')?.getAttribute('aria-rowindex') === '2');
    t.equal(await focusedRow(), '2', 'Ctrl+Home takes it back to the first row');
    t.ok((await rows.count()) <= MOST_RENDERED, 'a few dozen rows all along');

    t.same(await axeViolations(page, `${PATH} with 10,000 rows`, `.app-view[data-path="${PATH}"]`), [], 'no critical or serious axe-core violation');
    t.same(errors, [], 'no page error');
  });
}
