/**
 * A batch shipped with e-waybills as the operator does it (docs/shipping.md "The flow"): the seeded orders made so that
 * what the batch meets is the carrier's own refusal, the orders ticked on the shipping list, the batch dialog, and the
 * job followed into the job centre until it ends. Shared by the shipping browser tests and the shipping pictures.
 */
import type { Locator, Page } from 'playwright-core';
import type { Order } from '../../contract/resources/orders.ts';
import { SERVED_EVERYWHERE, type Snapshot, setAccount } from '../helpers/shippingState.ts';
import { rowsOf, view } from './screens/helpers.ts';

export const SHIPMENTS = '/shipments/shipments';

/**
 * Edits a seeded state so no order rule holds an order to ship back (normal orders, no verify code) and every carrier
 * serves them (the others completed), and gives each of `owners` (0: the platform) an SF account of 500 waybills, SF
 * its default carrier. Answers the orders to ship, newest first, as the shipping list shows them.
 */
export function ordersForWaybills(s: Snapshot, owners: number[] = [0]): Order[] {
  const toShip = (s.tables.orders.rows as unknown as Order[]).filter((o) => o.status === 'to_ship');
  for (const o of toShip) Object.assign(o, { type: 'normal', type_info: {}, verify_code: null });
  for (const o of toShip.filter((o) => !SERVED_EVERYWHERE(o))) Object.assign(o, { status: 'completed' });
  for (const owner of owners) setAccount(s, owner, 'SF', 500);
  for (const row of s.tables['shipping.owners'].rows) if (owners.includes(Number(row.owner_id))) row.default_carrier = 'SF';
  return toShip.filter((o) => o.status === 'to_ship').sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
}

/**
 * On the shipping list, ticks the orders `ids` (or, with 'every matching', all the list's filter matches) and opens
 * the e-waybill batch dialog, its carriers loaded: the dialog.
 */
export async function openShipBatch(page: Page, ids: number[] | 'every matching'): Promise<Locator> {
  const screen = view(page, SHIPMENTS);
  await rowsOf(screen);
  if (ids === 'every matching') {
    await screen.locator('thead .select-all').check();
    // one page of rows needs no "select every matching" offer
    if (await screen.locator('.select-all-matching').count()) await screen.locator('.select-all-matching').click();
  } else {
    for (const id of ids) await screen.locator(`tr[data-id="${id}"] input.row-select`).click();
  }
  await screen.locator('.waybill-ship-button').click();
  const dialog = page.locator('.waybill-ship-dialog');
  await dialog.locator('.waybill-carrier').waitFor();
  return dialog;
}

/**
 * Starts the batch of the open dialog, follows the started toast's link into the job centre and waits for the job to
 * end: the job's id and its row there.
 */
export async function runShipBatch(page: Page): Promise<{ job: string; row: Locator }> {
  await page.locator('.waybill-ship-dialog .waybill-ship-start').click();
  const started = page.locator('.job-started');
  const job = (await started.getAttribute('data-job')) ?? '';
  await started.locator('.job-started-link').click();
  await page.locator(`.job-centre .job-row[data-job="${job}"][data-state=done]`).waitFor({ timeout: 60_000 });
  return { job, row: page.locator(`.job-centre .job-row[data-job="${job}"]`) };
}

/** Ships the orders `ids` as one e-waybill batch with the dialog's defaults, to the job's end. */
export async function shipBatch(page: Page, ids: number[]): Promise<{ job: string; row: Locator }> {
  await openShipBatch(page, ids);
  return runShipBatch(page);
}
