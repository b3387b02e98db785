/**
 * Printing orders' labels, packing slips and pick lists from the console's print view (docs/shipping.md, "Print"). The
 * upstream records every print: who, when, which orders and what was printed, so a label printed again says so and a
 * lost parcel's label can be traced. A label of an order with a waybill counts on the waybill (`print_count`); the
 * print log counts the labels of an order without one.
 */
import { z } from 'zod';
import { defineEnum } from '../enums.ts';
import { format } from '../formats.ts';
import { endpoint } from '../endpoint.ts';
import { SHIPPING_DESK } from './carriers.ts';
import { dateTime, id } from './common.ts';
import { orderRecord } from './orders.ts';

/** The print view's formats (docs/shipping.md). */
export const PRINT_KIND = defineEnum({
  labels: { zh: '快递面单', en: 'Shipping labels' },
  slips: { zh: '发货单', en: 'Packing slips' },
  pick_list: { zh: '拣货单', en: 'Pick list' },
});
export type PrintKind = (typeof PRINT_KIND.values)[number];

/** One print of the view: 500 orders at most, the most a list page shows. */
export const MAX_PRINT_ORDERS = 500;

export const printBody = z.object({
  kind: PRINT_KIND.schema,
  ids: z.array(id).min(1).max(MAX_PRINT_ORDERS),
});

/** Each printed order's label count after this print: 1 the first time, 2 on the first reprint. */
export const printedOrder = z.object({
  id,
  order_no: z.string(),
  label_prints: z.number().int().min(0),
});

/** One order in one print: who printed it, when, and its label count after that print. */
export const printEntry = z.object({
  id,
  order_id: id,
  kind: PRINT_KIND.schema,
  account: z.string(),
  operator: z.string(),
  printed_at: dateTime,
  label_prints: z.number().int().min(0),
});
export type PrintEntry = z.infer<typeof printEntry>;

export const printResult = z.object({
  kind: PRINT_KIND.schema,
  account: z.string(),
  operator: z.string(),
  printed_at: dateTime,
  orders: z.array(printedOrder),
});
export type PrintResult = z.infer<typeof printResult>;

/**
 * Records a print of the given orders (a merchant's own only: an order outside the caller's scope refuses the whole
 * print, nothing recorded). The shipping desk prints (SHIPPING_DESK, as the carrier calls).
 */
export const recordPrint = endpoint({
  method: 'POST',
  path: '/api/v2/seller/orders/prints',
  auth: 'token',
  ...SHIPPING_DESK,
  body: printBody,
  response: printResult,
  summary: { zh: '记录打印（面单、发货单、拣货单）', en: 'Record a print of labels, packing slips or a pick list' },
});

/**
 * The sender a label prints: the address of the sender address book the order's waybill was bought with, as the
 * carrier printed it; an order without a waybill, the default address of the caller's book (docs/shipping.md).
 */
export const printSender = z.object({ name: z.string(), mobile: z.string(), address: z.string() });
export type PrintSender = z.infer<typeof printSender>;

/** One order as the print view prints it: the order, its sender, and its label's prints so far with the last one. */
export const sheetOrder = z.object({
  order: orderRecord,
  sender: printSender,
  label_prints: z.number().int().min(0),
  last_print: printEntry.nullable(),
});
export type SheetOrder = z.infer<typeof sheetOrder>;

/**
 * The orders of a print, in the order asked: one call for the whole view, so 200 labels load at once. Like the print,
 * an order outside the caller's scope refuses the call.
 */
export const printSheet = endpoint({
  method: 'GET',
  path: '/api/v2/seller/orders/print_sheet',
  auth: 'token',
  ...SHIPPING_DESK,
  query: z.object({ ids: z.string().regex(/^\d{1,9}(,\d{1,9}){0,499}$/, format('idList')) }),
  response: z.object({ list: z.array(sheetOrder) }),
  summary: { zh: '待打印的订单（面单、发货单、拣货单）', en: 'Orders to print (labels, packing slips, pick list)' },
});
