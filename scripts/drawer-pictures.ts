/**
 * The pictures of docs/drawers.md: each designed record drawer (docs/drawers.md) as the console shows it, taken in
 * Chromium over the gateway and the mock (the mock's seed pinned to one hour, so the pictures change only when the
 * drawers do) and written to docs/images/drawer-<kind>.png. Run after `npm run build`: `tsx scripts/drawer-pictures.ts`,
 * or with names (`tsx scripts/drawer-pictures.ts store-application`) to take only those.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { launchBrowser } from '../tests/helpers/browser.ts';
import { startStack } from '../tests/helpers/stack.ts';
import { go, logIn, newPage } from '../tests/browser/console.ts';
import { clickRowAction } from '../tests/browser/rowActions.ts';
import { rowsOf, view } from '../tests/browser/screens/helpers.ts';

/** Each drawer pictured: its name in docs/images, and the screen whose first row it opens. */
const DRAWERS = [
  ['goods', '/goods/index'],
  ['goods-review', '/other/auth'],
  ['order', '/order/index'],
  ['after-sale', '/afterSale/index'],
  ['withdrawal', '/withDraw/index'],
  ['member', '/memberList/list'],
  ['merchant', '/store/alllist'],
  ['store', '/offlineStore/list'],
  ['store-application', '/store/check'],
  ['partner-withdrawal', '/withDraw/d_score'],
  ['store-payout', '/store/storePayout'],
] as const;
const only = process.argv.slice(2);

// the embedded mock reads its anchor from the environment (docs/mock.md): the same records on every run
process.env.MOCK_ANCHOR_DATE ??= '2026-11-20';
process.env.MOCK_ANCHOR_TIME ??= '12:00';
const out = join(import.meta.dirname, '../docs/images');
mkdirSync(out, { recursive: true });
const stack = await startStack();
const browser = await launchBrowser();
try {
  const { page } = await newPage(browser, { width: 1366, height: 900 });
  await logIn(page, stack.url, 'admin', 'admin');
  for (const [name, path] of DRAWERS.filter(([name]) => only.length === 0 || only.includes(name))) {
    await go(page, path);
    const rows = await rowsOf(view(page, path));
    await clickRowAction(rows.first(), 'view');
    const drawer = page.locator('.detail-drawer');
    await drawer.locator('.drawer-head-designed').waitFor();
    // pictures load lazily: wait until those in view have
    await page.waitForFunction(() => [...document.querySelectorAll('.detail-drawer img')].every((img) => (img as HTMLImageElement).complete));
    await drawer.screenshot({ path: join(out, `drawer-${name}.png`) });
    await drawer.locator('.drawer-close').click();
    await drawer.waitFor({ state: 'detached' });
    console.log(`docs/images/drawer-${name}.png`);
  }
} finally {
  await browser.close();
  await stack.close();
}
