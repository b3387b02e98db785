/**
 * The route checks every screens issue runs: each route of a set opened in zh and en (title, the screen's own texts,
 * data, no untranslated key, no console error, axe-core's accessibility scan), and a role's view of a set (allowed routes open, the others are
 * absent from its menu and give 401 when typed in).
 */
import type { Browser, Page } from 'playwright-core';
import type { Test } from 'tap';
import { BUSINESS_ROUTES, RESOURCES } from '../../../contract/index.ts';
import { demoAccounts, effectiveLabels } from '../../../mock-upstream/accounts.ts';
import { descriptionOf } from '../../../web/src/app/screens/descriptions.ts';
import { resolveColumns } from '../../../web/src/screens/lib/columns.ts';
import { axeViolations } from '../axe.ts';
import { NOT_FITTED_YET, overflow } from './listFit.ts';
import { type Area, logIn, menuPaths, newPage, switchToEnglish } from '../console.ts';
import { view } from './helpers.ts';

type Lang = 'zh' | 'en';

/** An i18n key of the screens or the shell left on screen. */
export const RAW_KEY = /\b(screens|validation|app|navbar|tags|screen|time)\.[a-z][A-Za-z]+(\.[A-Za-z_]+)*\b/;

export interface VisitOptions {
  paths: readonly string[];
  account?: string;
  area?: Area;
  /** A query string per path (the lookups search for something). */
  queries?: Record<string, string>;
  /**
   * The texts a screen of a kind this helper does not know (custom, import, rich text...) must show as its own; also
   * overrides the derived texts of the known kinds.
   */
  ownTexts?(path: string, lang: Lang): string[] | undefined;
}

/** The texts a described screen shows as its own: column titles, settings labels, lookup groups, tree columns. */
function derivedTexts(path: string, lang: Lang): string[] {
  const desc = descriptionOf(path);
  switch (desc?.kind) {
    case 'list':
    case 'audit':
      return resolveColumns(RESOURCES[desc.resource], desc.columns)
        .filter((c) => !c.optional)
        .map((c) => c.title[lang]);
    case 'settings':
      return desc.sections.flatMap((s) => [s.title[lang], ...s.fields.map((f) => (f.title ?? desc.titles[f.name])[lang])]);
    case 'lookup':
      // a group the test's query matches
      return [desc.groups[desc.groups.length - (path === '/order/searchOrder' ? 2 : 3)].title[lang]];
    case 'tree':
      return [RESOURCES.productClass.fields.name[lang], RESOURCES.productClass.fields.goods_count[lang]];
    default:
      throw new Error(`${path}: give its own texts (kind ${desc?.kind ?? 'none'})`);
  }
}

/** Waits until the route's screen has its data: each kind marks its root when loaded. */
export async function screenReady(page: Page, path: string, query: string | undefined): Promise<void> {
  const screen = view(page, path);
  await screen.locator('.screen-title').waitFor();
  const kind = descriptionOf(path)?.kind;
  if (kind === 'settings') await screen.locator('.settings-screen[data-loaded=true]').waitFor();
  else if (kind === 'lookup') await screen.locator(query === undefined ? '.lookup-screen' : `.lookup-screen[data-searched="${query}"]`).waitFor();
  else if (kind === 'tree') await screen.locator('.class-tree').waitFor();
  else if (kind === 'list' || kind === 'audit') await screen.locator('.list-screen[data-loads="1"][aria-busy=false]').waitFor();
  else await screen.locator('[data-ready="true"]').first().waitFor();
}

/**
 * Opens every path of the set in zh then en as the account (admin by default), one page per language and hash
 * navigation, checks what each shows, and scans it with axe-core (docs/accessibility.md): the first screen with the
 * whole page (navbar, sidebar, tag bar: the same on every screen), the others within their own view. Scanning here,
 * on the screen the visit already opened, is what lets the suite visit each route once per language instead of a
 * second pass for the scan.
 */
export function visitRoutes(t: Test, browser: Browser, base: string, options: VisitOptions): void {
  const { paths, account = 'admin', area = 'admin', queries = {} } = options;
  /** The lists not fitted yet found wider than the page, in either language. */
  const tooWide = new Set<string>();
  for (const lang of ['zh', 'en'] as const) {
    t.test(`${paths.length} routes as ${account} in ${lang}`, async (t) => {
      const { context, page, errors } = await newPage(browser);
      t.teardown(() => context.close());
      page.on('console', (m) => {
        if (m.type() === 'error') errors.push(m.text());
      });
      await logIn(page, base, area, account);
      if (lang === 'en') {
        await switchToEnglish(page);
      }
      let previous: string | undefined;
      for (const path of paths) {
        const route = BUSINESS_ROUTES.find((r) => r.path === path);
        if (!route) throw new Error(`${path} is not a business route`);
        const query = queries[path];
        // In one page, as a link would: axe-core stays loaded and warm (scanning a freshly loaded page took three
        // times as long). The previous screen's tag is closed once this one shows, so keep-alive piles up no hidden
        // screens (each would slow every later scan).
        await page.evaluate((hash) => {
          window.location.hash = hash;
        }, `#${path}${query ? `?q=${encodeURIComponent(query)}` : ''}`);
        await screenReady(page, path, query);
        if (previous) await closeTag(page, previous);
        const screen = view(page, path);
        t.equal(await screen.locator('.screen-title').first().textContent(), route.title[lang], `${path}: title`);
        const text = await screen.innerText();
        const own = options.ownTexts?.(path, lang) ?? derivedTexts(path, lang);
        t.same(
          own.filter((o) => !text.includes(o)),
          [],
          `${path}: its own texts`,
        );
        const where = `${path} (${lang})`;
        const kind = descriptionOf(path)?.kind;
        if (kind === 'list' || kind === 'audit' || kind === 'lookup' || kind === 'tree') {
          t.ok((await screen.locator('.data-table tbody tr').count()) >= 1, `${path}: at least one row`);
        }
        if (kind === 'list' || kind === 'audit') {
          // the page is 1366 px wide, a laptop's: a list's default columns fit it (docs/lists.md "Columns that fit")
          const over = await overflow(screen);
          if (NOT_FITTED_YET.has(path)) {
            if (over > 0) tooWide.add(path);
          } else t.equal(over, 0, `${where}: the default columns fit 1366 px, nothing to scroll sideways to`);
        }
        t.notMatch(await page.locator('body').innerText(), RAW_KEY, `${path}: no untranslated key`);
        t.same(await axeViolations(page, where, previous ? `.app-view[data-path="${path}"]` : undefined), [], `${where}: no critical or serious violation`);
        previous = path;
      }
      t.same(errors, [], 'no console error on any route');
    });
  }
  t.test('each list not fitted yet is still too wide in zh or en, or leaves NOT_FITTED_YET (listFit.ts)', async (t) => {
    t.same(
      paths.filter((path) => NOT_FITTED_YET.has(path) && !tooWide.has(path)),
      [],
      'fitted lists are no longer listed as not fitted',
    );
  });
}

/** Closes a view's tag in the tag bar (not the active one: nothing navigates) and waits until its screen is gone. */
export async function closeTag(page: Page, path: string): Promise<void> {
  await page.evaluate((hash) => {
    const link = [...document.querySelectorAll<HTMLAnchorElement>('.tags-view .tag-link')].find((a) => a.hash.split('?')[0] === hash);
    link?.parentElement?.querySelector<HTMLButtonElement>('.tag-close')?.click();
  }, `#${path}`);
  await page.locator(`.app-view[data-path="${path}"]`).waitFor({ state: 'detached' });
}

/** What the mock lets the account open in the area, among `paths`. */
export function allowedPaths(account: string, area: Area, paths: readonly string[]): string[] {
  const user = demoAccounts().find((a) => a.account === account);
  if (!user) throw new Error(`no demo account ${account}`);
  const labels = effectiveLabels(user, area);
  return paths.filter((p) => {
    const route = BUSINESS_ROUTES.find((r) => r.path === p);
    return route !== undefined && (area === 'admin' || !route.adminOnly) && labels.has(route.label);
  });
}

/**
 * A role's view of a set of routes: the menu lists exactly the allowed ones, each allowed one opens with its data,
 * each other one typed in shows 401.
 */
export function checkRoleRoutes(t: Test, browser: Browser, base: string, options: { account: string; area?: Area; paths: readonly string[] }): void {
  const { account, area = 'admin', paths } = options;
  const allowed = allowedPaths(account, area, paths);
  t.test(`${account}: ${allowed.length} of ${paths.length} routes open, the rest 401`, async (t) => {
    const { context, page, errors } = await newPage(browser);
    t.teardown(() => context.close());
    await logIn(page, base, area, account);
    const menu = new Set(await menuPaths(page));
    t.same(
      paths.filter((p) => menu.has(p)),
      allowed,
      'the menu lists exactly the allowed routes',
    );
    for (const path of paths) {
      await page.evaluate(() => sessionStorage.clear());
      await page.goto(`${base}/${area === 'seller' ? 'seller/' : ''}#${path}`);
      if (allowed.includes(path)) {
        await screenReady(page, path, undefined);
        t.notOk(await page.locator('.error-page').isVisible(), `${path}: opens`);
      } else {
        await page.locator('.error-page .error-code', { hasText: '401' }).waitFor();
        t.pass(`${path}: 401`);
      }
    }
    t.same(errors, [], 'no page error');
  });
}
