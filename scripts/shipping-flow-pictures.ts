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
import { buildMockUpstream } from '../mock-upstream/app.ts';
import { adminToken, go, logIn, newPage } from '../tests/browser/console.ts';
import { openShipBatch, ordersForWaybills, runShipBatch, SHIPMENTS } from '../tests/browser/shipBatch.ts';
import { launchBrowser } from '../tests/helpers/browser.ts';
import { stateFileWith } from '../tests/helpers/shippingState.ts';
import { startStack } from '../tests/helpers/stack.ts';

const anchorDate = '2026-11-20';
const out = join(import.meta.dirname, '../docs/images');
mkdirSync(out, { recursive: true });

let ids: number[] = [];
let mistyped = 0;
const stateFile = await stateFileWith({ anchorDate }, (s) => {
  // what the job meets is the carrier's own refusal; the newest three head the list
  const newest = ordersForWaybills(s).slice(0, 3);
  // the second order's buyer typed a digit short: the carrier refuses it
  newest[1].receiver_mobile = '1380013800';
  ids = newest.map((o) => o.id);
  mistyped = newest[1].id;
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
  const dialog = await openShipBatch(page, ids);
  await dialog.screenshot({ path: shot('1-batch') });
  const { job, row } = await runShipBatch(page);
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
