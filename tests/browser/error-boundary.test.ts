/**
 * One broken screen never blanks the shell: a screen whose code fails to load (a deploy replaced its chunk, the
 * network dropped) is caught by its error boundary, logged in the error log, and loads on retry.
 */
import t from 'tap';
import { requireChromium } from '../helpers/browser.ts';
import { logIn, newPage, startConsole } from './console.ts';

if (requireChromium(t)) {
  const { stack, browser } = await startConsole(t);

  t.test('a screen whose chunk fails to load: the shell stays, the error is logged, retry loads it', async (t) => {
    const { context, page } = await newPage(browser);
    t.teardown(() => context.close());
    await logIn(page, stack.url, 'admin', 'admin');
    await page.locator('.app-wrapper').waitFor();

    // Every chunk not loaded yet fails from now on, as after a deploy that removed them.
    const failChunks = (route: import('playwright-core').Route) => route.abort('failed');
    await page.route('**/assets/chunk-*.js', failChunks);
    await page.evaluate(() => {
      window.location.hash = '#/order/index';
    });
    const view = page.locator('.app-view[data-path="/order/index"]');
    await t.resolves(view.locator('.screen-failed').waitFor(), 'the screen shows its failure');
    t.ok(await page.locator('.sidebar-container, .app-wrapper .ui.menu').first().isVisible(), 'the shell is still there');
    t.ok(await page.locator('.navbar, .breadcrumb').first().isVisible(), 'the top bar is still there');
    await t.resolves(page.locator('.error-log-button').waitFor(), 'the bug button shows the logged error');
    await page.locator('.error-log-button').click();
    const dialog = page.locator('.error-log-dialog');
    await dialog.waitFor();
    t.match(await dialog.innerText(), /#\/order\/index/, 'the entry names the screen url');
    await page.keyboard.press('Escape');

    await page.unroute('**/assets/chunk-*.js', failChunks);
    await view.locator('.screen-failed button').click();
    await t.resolves(view.locator('table tbody tr').first().waitFor(), 'retry loads the screen with its rows');
    t.equal(await view.locator('.screen-failed').count(), 0);
  });
}
