/**
 * Lookup options live in the logged-in shell's query cache (docs/forms.md "Options of selects"): a logout empties
 * them, so the next account, in the same tab without a reload, asks for its own and never sees the previous account's.
 */
import t from 'tap';
import { RESOURCES } from '../../../contract/index.ts';
import { requireChromium } from '../../helpers/browser.ts';
import { go, logIn, logOut, newPage, startConsole } from '../console.ts';
import { rowsOf, showAllFilters, view } from './helpers.ts';

if (requireChromium(t)) {
  const { stack, browser } = await startConsole(t);
  const { context, page } = await newPage(browser);
  t.teardown(() => context.close());
  const lookups: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === RESOURCES.merchants.path && url.searchParams.get('status') === 'approved') lookups.push(url.search);
  });
  const merchantOptions = async () => {
    const path = '/goods/index';
    await go(page, path);
    const screen = view(page, path);
    await rowsOf(screen);
    await showAllFilters(screen);
    // the merchants are many: a searchable select, its options the items of its list (the first is "any")
    const items = screen.locator('.search-select[data-name=merchant_id] .menu .item');
    await page.waitForFunction((select) => (select?.querySelectorAll('.menu .item').length ?? 0) > 1, await screen.locator('.search-select[data-name=merchant_id]').elementHandle());
    return items.allTextContents();
  };

  t.test('the next account asks for its own options, in the same tab', async (t) => {
    await logIn(page, stack.url, 'admin', 'admin');
    const first = await merchantOptions();
    t.equal(lookups.length, 1, 'the administrator\'s merchants looked up once');
    await logOut(page);
    await logIn(page, stack.url, 'admin', 'operator');
    const second = await merchantOptions();
    t.equal(lookups.length, 2, 'the operator\'s looked up again, not taken from the previous session');
    t.same(second, first, 'the same shops, read for this account');
  });
}
