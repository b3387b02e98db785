/**
 * The pictures of docs/shipping.md's print formats, taken from the real print view: a mock pinned to one day (so the
 * pictures are the same on every run), the gateway over it serving the built console (`npm run build` first), and
 * Chromium. Writes docs/images/print-label.png, print-slip.png and print-pick-list.png.
 *
 *   npm run build && npx tsx scripts/print-pictures.ts
 */
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import type { Order } from '../contract/resources/orders.ts';
import { buildMockUpstream } from '../mock-upstream/app.ts';
import { buildGateway } from '../server/app.ts';
import { loadConfig } from '../server/config.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const images = `${root}docs/images`;
const DAY = '2026-11-20';

const mock = await buildMockUpstream({ anchorDate: DAY }, { logger: false });
const mockUrl = await mock.listen({ host: '127.0.0.1', port: 0 });
const gateway = await buildGateway(loadConfig({ UPSTREAM_URL: mockUrl, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent' }));
await gateway.listen({ host: '127.0.0.1', port: 0 });
const address = gateway.server.address();
if (!address || typeof address === 'string') throw new Error('the gateway is not on a TCP port');
const base = `http://127.0.0.1:${address.port}`;

const login = (await (await fetch(`${base}/api/v2/seller/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ account: 'seller', password: '123456' }) })).json()) as { data: { token: string } };
const token = login.data.token;
const shipped = (await (await fetch(`${base}/api/v2/seller/orders?status=shipped&type=normal&limit=4`, { headers: { token } })).json()) as { data: { list: Order[] } };
const ids = shipped.data.list.map((o) => o.id).join(',');

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
try {
  const context = await browser.newContext({ viewport: { width: 1000, height: 1200 }, deviceScaleFactor: 1 });
  const page = await context.newPage();
  await page.goto(`${base}/seller/#/login`);
  await page.locator('#login-account').fill('seller');
  await page.locator('#login-password').fill('123456');
  await page.locator('form button[type=submit]').click();
  await page.locator('.app-wrapper').waitFor();
  mkdirSync(images, { recursive: true });
  const shoot = async (kind: string, paper: string, selector: string, file: string) => {
    await page.goto(`${base}/seller/#/print?kind=${kind}&paper=${paper}&ids=${ids}`);
    await page.locator(selector).first().waitFor();
    await page.waitForFunction(() => [...document.querySelectorAll('.print-pages svg')].every((svg) => svg.childElementCount > 0));
    await page.locator(selector).first().screenshot({ path: `${images}/${file}` });
    console.log(`docs/images/${file}`);
  };
  await shoot('labels', 'A4', '.label-page', 'print-label.png');
  await shoot('slips', 'A5', '.slip-page', 'print-slip.png');
  await shoot('pick_list', 'A4', '.pick-page', 'print-pick-list.png');
} finally {
  await browser.close();
  await gateway.close();
  await mock.close();
}
