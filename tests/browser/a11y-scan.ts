/**
 * The accessibility scan of routes no route test visits (docs/accessibility.md): the routes the `*-routes` tests visit
 * are scanned inside those visits (screens/visit.ts); `axeViolations` itself lives in axe.ts.
 */
import type { Browser } from 'playwright-core';
import type { Test } from 'tap';
import { axeViolations } from './axe.ts';
import { type Area, logIn, newPage, switchToEnglish } from './console.ts';
import { descriptionOf } from '../../web/src/app/screens/descriptions.ts';
import { closeTag, screenReady } from './screens/visit.ts';

export { axeViolations };

/**
 * Every path of the set opened in `lang` as the account, each screen scanned once it has its data: the first one
 * with the whole page (navbar, sidebar, tag bar: the same on every screen), the rest within their own view. One page,
 * hash navigation; each screen's tag is closed once the next one shows, so keep-alive does not pile up hidden screens
 * that would slow every later scan.
 */
export function scanRoutes(t: Test, browser: Browser, base: string, options: { paths: readonly string[]; lang: 'zh' | 'en'; account?: string; area?: Area }): void {
  const { paths, lang, account = 'admin', area = 'admin' } = options;
  t.test(`axe-core over ${paths.length} routes as ${account} in ${lang}`, async (t) => {
    const { context, page, errors } = await newPage(browser);
    t.teardown(() => context.close());
    await logIn(page, base, area, account);
    if (lang === 'en') await switchToEnglish(page);
    let previous: string | undefined;
    for (const path of paths) {
      // a list at its smallest page: every row is drawn by the same code, and ten rows cost half the scan of twenty
      const kind = descriptionOf(path)?.kind;
      await page.evaluate((hash) => {
        window.location.hash = hash;
      }, `#${path}${kind === 'list' || kind === 'audit' ? '?limit=10' : ''}`);
      // the data centre's dashboards have no description: their KPI cards show once the figures are in
      if (kind === undefined) await page.locator(`.app-view[data-path="${path}"] .dashboard[data-loading=false] .dashboard-kpi`).first().waitFor();
      else await screenReady(page, path, undefined);
      if (previous) await closeTag(page, previous);
      const where = `${path} (${lang})`;
      t.same(await axeViolations(page, where, previous ? `.app-view[data-path="${path}"]` : undefined), [], `${where}: no critical or serious violation`);
      previous = path;
    }
    t.same(errors, [], 'no page error');
  });
}
