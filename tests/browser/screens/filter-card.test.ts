/**
 * The list filter card (screens/parts/FilterCard.tsx) keeps what an operator typed until a search or the URL replaces
 * it: the screen's own renders (a column shown or hidden, the list arriving) leave it alone, on a screen with tabs
 * and on one without.
 */
import t from 'tap';
import { requireChromium } from '../../helpers/browser.ts';
import { go, logIn, newPage, startConsole } from '../console.ts';
import { hashQuery, reloading, rowsOf, view } from './helpers.ts';

if (requireChromium(t)) {
  const { stack, browser } = await startConsole(t);
  const { context, page, errors } = await newPage(browser);
  t.teardown(() => context.close());
  await logIn(page, stack.url, 'admin', 'admin');

  for (const [path, kind] of [
    ['/finance/deal', 'without tabs'],
    ['/withDraw/index', 'with tabs'],
  ] as const) {
    t.test(`${path} (${kind}): a typed filter outlives the screen's renders, and leaves with a search or a back`, async (t) => {
      await go(page, path);
      const screen = view(page, path);
      await rowsOf(screen);
      const field = screen.locator('.filter-card input:not([name$=_date]):not([type=number])').first();
      const name = (await field.getAttribute('name')) ?? '';
      await field.fill('not searched yet');

      await screen.locator('.column-chooser-button').click();
      const column = screen.locator('.column-chooser-menu label input').nth(1);
      await column.uncheck();
      t.equal(await field.inputValue(), 'not searched yet', 'hiding a column keeps it');
      await column.check();
      t.equal(await field.inputValue(), 'not searched yet', 'showing it again keeps it');

      await reloading(screen, () => screen.locator('.filter-search').click());
      t.equal(hashQuery(page).get(name), 'not searched yet', 'the search puts it in the URL');
      t.equal(await field.inputValue(), 'not searched yet', 'and the field still shows it');

      await reloading(screen, () => page.goBack());
      t.equal(hashQuery(page).get(name), null, 'back: the URL has no such filter');
      t.equal(await field.inputValue(), '', 'and the field is empty again');
      t.same(errors, [], 'no page error');
    });
  }
}
