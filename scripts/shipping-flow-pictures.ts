/**
 * The pictures of docs/shipping.md "The flow": a batch shipped with e-waybills as the operator does it, in Chromium over
 * the gateway and a mock pinned to one day, three orders ticked, one with the phone its buyer mistyped. Writes
 * docs/images/ship-flow-1-batch.png (the dialog: count, carrier with its balance, sender address),
 * ship-flow-2-refused.png (the job in the job centre, the refused order with the carrier's reason) and
 * ship-flow-3-retried.png (after the phone is fixed and the refused row retried: all three shipped, one job).
 *
 *   npm run build && npx tsx scripts/shipping-flow-pictures.ts
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Order } from '../contract/resources/orders.ts';
import { buildMockUpstream } from '../mock-upstream/app.ts';
import { adminToken, go, logIn, newPage } from '../tests/browser/console.ts';
import { rowsOf, view } from '../tests/browser/screens/helpers.ts';
import { launchBrowser } from '../tests/helpers/browser.ts';
import { SERVED_EVERYWHERE, setAccount, stateFileWith } from '../tests/helpers/shippingState.ts';
import { startStack } from '../tests/helpers/stack.ts';

const SHIPMENTS = '/shipments/shipments';
const anchorDate = '2026-11-20';
const out = join(import.meta.dirname, '../docs/images');
mkdirSync(out, { recursive: true });

let ids: number[] = [];
let mistyped = 0;
const stateFile = await stateFileWith({ anchorDate }, (s) => {
  // as in tests/browser/screens/job-refused-rows.test.ts: no order rule holds an order back and every carrier serves
  // them, so what the job meets is the carrier's own refusal; the newest three head the list
  const toShip = (s.tables.orders.rows as unknown as Order[]).filter((o) => o.status === 'to_ship');
  for (const o of toShip) Object.assign(o, { type: 'normal', type_info: {}, verify_code: null });
  for (const o of toShip.filter((o) => !SERVED_EVERYWHERE(o))) Object.assign(o, { status: 'completed' });
  const newest = toShip.filter((o) => o.status === 'to_ship').sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id).slice(0, 3);
  // the second order's buyer typed a digit short: the carrier refuses it
  newest[1].receiver_mobile = '1380013800';
  ids = newest.map((o) => o.id);
  mistyped = newest[1].id;
  setAccount(s, 0, 'SF', 500);
  for (const owner of s.tables['shipping.owners'].rows) if (owner.owner_id === 0) owner.default_carrier = 'SF';
});
const mock = await buildMockUpstream({ anchorDate, stateFile }, { logger: false });
const mockUrl = await mock.listen({ host: '127.0.0.1', port: 0 });
const stack = await startStack({ env: { UPSTREAM_URL: mockUrl } });
const browser = await launchBrowser();
const shot = (name: string) => join(out, `ship-flow-${name}.png`);
try {
  const { page } = await newPage(browser, { width: 1366, height: 800 });
  await logIn(page, stack.url, 'admin', 'admin');
  await go(page, SHIPMENTS);
  const screen = view(page, SHIPMENTS);
  await rowsOf(screen);
  for (const id of ids) await screen.locator(`tr[data-id="${id}"] input.row-select`).click();
  await screen.locator('.waybill-ship-button').click();
  const dialog = page.locator('.waybill-ship-dialog');
  await dialog.locator('.waybill-carrier').waitFor();
  await dialog.screenshot({ path: shot('1-batch') });
  await dialog.locator('.waybill-ship-start').click();
  const started = page.locator('.job-started');
  const job = (await started.getAttribute('data-job')) ?? '';
  await started.locator('.job-started-link').click();
  const row = page.locator(`.job-centre .job-row[data-job="${job}"]`);
  await page.locator(`.job-centre .job-row[data-job="${job}"][data-state=done]`).waitFor({ timeout: 60_000 });
  await page.locator(`.job-refused[data-job="${job}"] .job-refused-row`).first().waitFor();
  await page.locator('.job-centre').screenshot({ path: shot('2-refused') });

  // the operator fixes the phone, then runs the refused row again in the same job
  const token = await adminToken(stack.url);
  await fetch(`${stack.url}/api/v2/seller/orders/${mistyped}`, { method: 'PUT', headers: { token, 'content-type': 'application/json' }, body: JSON.stringify({ receiver_mobile: '13800138000' }) });
  await page.locator('.job-refused-line .job-retry-refused').click();
  await page.locator('.confirm-dialog .confirm-ok').click();
  await page.locator(`.job-centre .job-row[data-job="${job}"][data-state=done] [data-outcome=done][data-count="3"]`).waitFor({ timeout: 60_000 });
  await row.screenshot({ path: shot('3-retried') });
  for (const name of ['1-batch', '2-refused', '3-retried']) console.log(`docs/images/ship-flow-${name}.png`);
} finally {
  await browser.close();
  await stack.close();
  await mock.close();
}
