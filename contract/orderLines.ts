/**
 * The orders as a warehouse picks and packs them: one row per goods line, with the SKU, the quantity, and the
 * receiver's phone and address in columns of their own (province, city, district, street, and the full line for a
 * label), so a sheet can be sorted by SKU or by region (docs/screens.md, "Export"; docs/orders.md). The console's
 * export and the gateway's export jobs write these same columns.
 */
import { type Cell, moneyCell } from './exportCells.ts';
import type { Lang, Text } from './i18n.ts';
import { ORDER_STATUS, type Order, orders } from './resources/orders.ts';

type Line = Order['items'][number];

export interface OrderLineColumn {
  title: Text;
  value(order: Order, line: Line, lang: Lang): Cell;
}

const field = orders.fields;

export const ORDER_LINE_COLUMNS: readonly OrderLineColumn[] = [
  { title: field.order_no, value: (o) => o.order_no },
  { title: field.created_at, value: (o) => ({ time: o.created_at }) },
  { title: field.status, value: (o, _line, lang) => ORDER_STATUS.options[o.status]?.[lang] ?? o.status },
  { title: { zh: '商品名称', en: 'Goods' }, value: (_o, line) => line.name },
  { title: { zh: 'SKU 规格', en: 'SKU spec' }, value: (_o, line) => line.sku_spec },
  { title: { zh: 'SKU 编码', en: 'SKU code' }, value: (_o, line) => line.sku_code },
  { title: { zh: '数量', en: 'Quantity' }, value: (_o, line) => line.quantity },
  { title: { zh: '单价', en: 'Unit price' }, value: (_o, line) => moneyCell(line.price) },
  { title: { zh: '小计', en: 'Amount' }, value: (_o, line) => moneyCell(line.amount) },
  { title: field.receiver_name, value: (o) => o.receiver_name },
  // the whole number: a courier calls it
  { title: field.receiver_mobile, value: (o) => o.receiver_mobile },
  { title: field.receiver_province, value: (o) => o.receiver_province },
  { title: field.receiver_city, value: (o) => o.receiver_city },
  { title: field.receiver_district, value: (o) => o.receiver_district },
  { title: field.receiver_detail, value: (o) => o.receiver_detail },
  { title: field.receiver_address, value: (o) => o.receiver_address },
];

/** The header of the goods-line sheet in `lang`. */
export function orderLineHeader(lang: Lang): string[] {
  return ORDER_LINE_COLUMNS.map((c) => c.title[lang]);
}

/** One row per goods line of each order, in the order's order. */
export function orderLineRows(orders: readonly Order[], lang: Lang): Cell[][] {
  return orders.flatMap((order) => order.items.map((line) => ORDER_LINE_COLUMNS.map((c) => c.value(order, line, lang))));
}
