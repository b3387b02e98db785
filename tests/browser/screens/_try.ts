import { startStack } from '../../helpers/stack.ts';
import { launchBrowser } from '../../helpers/browser.ts';
import { logIn, newPage, go } from '../console.ts';
const stack = await startStack();
const browser = await launchBrowser();
const { page, errors } = await newPage(browser);
page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') errors.push(`${m.type()}: ${m.text()}`); });
await logIn(page, stack.url, 'admin', 'admin');
for (const path of process.argv.slice(2)) {
  await go(page, path);
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `/tmp/scr/${path.replaceAll('/', '_')}.png`, fullPage: false });
  console.log(path, (await page.locator(`.app-view[data-path="${path.split('?')[0]}"] .data-table tbody tr`).count()));
  if (process.env.CLICK) { await page.locator(`.app-view[data-path="${path.split('?')[0]}"] ${process.env.CLICK}`).first().click(); await page.waitForTimeout(1500); await page.screenshot({ path: `/tmp/scr/${path.replaceAll('/', '_')}-click.png` }); }
}
console.log(errors.join('\n'));
await browser.close();
await stack.close();
