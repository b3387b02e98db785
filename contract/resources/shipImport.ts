/**
 * Shipping orders by spreadsheet (docs/imports.md): the console reads the sheet and ships its rows one by one through
 * the orders' ship action; its preview is this dry run, which checks each row as that action will (the action's body,
 * the order found in the caller's scope, its `when` guard) and a repeat of an earlier row of the file.
 */
import { z } from 'zod';
import { endpoint, sameLabelsAs } from '../endpoint.ts';
import { importCheckResult, importColumns, rawRowsBody } from '../importRows.ts';
import { resourceEndpoints } from '../resource.ts';
import { COURIERS, orders, shipBody } from './orders.ts';

const ship = resourceEndpoints(orders).actions.ship;
export const SHIP_IMPORT_MAX_ROWS = 5000;

export const SHIP_COLUMNS = importColumns({
  order_no: { zh: '订单号', en: 'Order no.', example: '2611210000000001' },
  courier: { zh: '快递公司', en: 'Courier', example: 'SF', choices: COURIERS.options },
  tracking_no: { zh: '快递单号', en: 'Tracking no.', example: 'SF1234567890' },
});

/** One row: the order by its number, and what the ship action takes (`courier` as its code). */
export const shipImportRow = z.object({ row: z.number().int().min(1), order_no: z.string().trim().min(1).max(40) }).extend(shipBody.shape);

export const shipImportCheck = endpoint({
  method: 'POST',
  path: '/api/v2/seller/orders/ship_check',
  auth: 'token',
  ...sameLabelsAs(ship),
  body: z.object({ rows: rawRowsBody(SHIP_COLUMNS, SHIP_IMPORT_MAX_ROWS) }),
  response: importCheckResult,
  summary: { zh: '批量发货预检', en: 'Check a shipping import' },
});
