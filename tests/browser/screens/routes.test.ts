/**
 * Every route of the business screens as admin, in zh then en: the title, the screen's own columns (or fields, or
 * result groups), at least one row of data, no untranslated key and no console error.
 */
import t from 'tap';
import { BUSINESS_ROUTES } from '../../../contract/index.ts';
import { RESOURCES } from '../../../contract/index.ts';
import { descriptionOf, SCREEN_PATHS } from '../../../web/src/screens/descriptions/index.ts';
import { resolveColumns } from '../../../web/src/screens/lib/columns.ts';
import { launchBrowser, requireChromium } from '../../helpers/browser.ts';
import { startStack } from '../../helpers/stack.ts';
import { logIn, newPage } from '../console.ts';
import { view } from './helpers.ts';

/** An i18n key of the screens or the shell left on screen. */
const RAW_KEY = /\b(screens|validation|app|navbar|tags|screen|time)\.[a-z][A-Za-z]+(\.[A-Za-z_]+)*\b/;
/** What the lookups search for: a phone prefix many buyers share, a common goods word. */
const QUERIES: Record<string, string> = { '/order/searchOrder': '138', '/batches/commoditySearch': '茶' };

/** The texts a screen must show as its own: column titles, settings labels, lookup groups. */
function ownTexts(path: string, lang: 'zh' | 'en'): string[] {
  const desc = descriptionOf(path);
  switch (desc?.kind) {
    case 'list':
    case 'audit':
      return resolveColumns(RESOURCES[desc.resource], desc.columns).filter((c) => !c.optional).map((c) => c.title[lang]);
    case 'settings':
      return desc.sections.flatMap((s) => [s.title[lang], ...s.fields.map((f) => (f.title ?? desc.titles[f.name])[lang])]);
    case 'lookup':
      return [desc.groups[desc.groups.length - (path === '/order/searchOrder' ? 2 : 3)].title[lang]];
    case 'tree':
      return [RESOURCES.productClass.fields.name[lang], RESOURCES.productClass.fields.goods_count[lang]];
    default:
      throw new Error(`${path} has no description`);
  }
}

if (requireChromium(t)) {
  const stack = await startStack();
  const browser = await launchBrowser();
  t.teardown(async () => {
    await browser.close();
    await stack.close();
  });

  for (const lang of ['zh', 'en'] as const) {
    t.test(`every screen route in ${lang}`, async (t) => {
      const { context, page, errors } = await newPage(browser);
      t.teardown(() => context.close());
      page.on('console', (m) => {
        if (m.type() === 'error') errors.push(m.text());
      });
      await logIn(page, stack.url, 'admin', 'admin');
      if (lang === 'en') {
        await page.locator('.language-menu').click();
        await page.locator('.language-menu .item', { hasText: 'English' }).click();
      }
      for (const path of SCREEN_PATHS) {
        const route = BUSINESS_ROUTES.find((r) => r.path === path);
        if (!route) throw new Error(path);
        // a fresh page per route: keep-alive would otherwise hold every visited screen
        await page.evaluate(() => sessionStorage.clear());
        const query = QUERIES[path] ? `?q=${encodeURIComponent(QUERIES[path])}` : '';
        await page.goto(`${stack.url}/#${path}${query}`);
        const screen = view(page, path);
        await screen.locator('.screen-title').waitFor();
        const kind = descriptionOf(path)?.kind;
        if (kind === 'settings') await screen.locator('.settings-screen[data-loaded=true]').waitFor();
        else if (kind === 'lookup') await screen.locator(`.lookup-screen[data-searched="${QUERIES[path]}"]`).waitFor();
        else if (kind === 'tree') await screen.locator('.class-tree').waitFor();
        else await screen.locator('.list-screen[data-loads="1"][aria-busy=false]').waitFor();

        t.equal(await screen.locator('.screen-title').textContent(), route.title[lang], `${path}: title`);
        const text = await screen.innerText();
        const missing = ownTexts(path, lang).filter((own) => !text.includes(own));
        t.same(missing, [], `${path}: its own columns or fields`);
        if (kind !== 'settings') t.ok((await screen.locator('.data-table tbody tr').count()) >= 1, `${path}: at least one row`);
        t.notMatch(await page.locator('body').innerText(), RAW_KEY, `${path}: no untranslated key`);
      }
      t.same(errors, [], 'no console error on any route');
    });
  }
}
