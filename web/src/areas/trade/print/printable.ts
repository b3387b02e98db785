/**
 * What the print view prints, computed from the orders (docs/shipping.md, "Print"): the number a label's barcode
 * carries, the receiver's phone as carriers print it, and the pick list's SKUs. Pure functions, so the view and its
 * tests share one rule for each.
 */
import type { Order } from '../../../../../contract/resources/orders.ts';

/** The number a label's barcode carries: the electronic waybill's, else the tracking number typed when shipping. */
export function waybillNumber(order: Order): string | null {
  return order.waybill?.waybill_no ?? order.tracking_no ?? null;
}

/** The carrier of the label: the waybill's, else the courier chosen when shipping. */
export function carrierOf(order: Order): Order['courier'] {
  return order.waybill?.carrier ?? order.courier;
}

/**
 * A phone as carriers print it on a label: the first three and last four digits of a mobile (138****1234), so the
 * parcel can be delivered and the number not read off it. Any other number (a landline) keeps its last four only.
 */
export function maskPhone(phone: string): string {
  const number = phone.trim();
  if (/^1\d{10}$/.test(number)) return `${number.slice(0, 3)}****${number.slice(-4)}`;
  if (number.length > 4) return `${'*'.repeat(number.length - 4)}${number.slice(-4)}`;
  return number;
}

export interface PickLine {
  sku_code: string;
  name: string;
  spec: string;
  quantity: number;
  /** The orders it came from, with the quantity of each. */
  orders: { order_no: string; quantity: number }[];
}

/** Every SKU of the orders once, with its total quantity and its orders, sorted by SKU code (then name and spec). */
export function pickLines(orders: readonly Order[]): PickLine[] {
  const lines = new Map<string, PickLine>();
  for (const order of orders) {
    for (const item of order.items) {
      // the code names the SKU; the goods id too, since two merchants' codes may be the same text
      const key = `${item.sku_code}\u0000${item.goods_id}\u0000${item.sku_spec}`;
      const line = lines.get(key) ?? { sku_code: item.sku_code, name: item.name, spec: item.sku_spec, quantity: 0, orders: [] };
      line.quantity += item.quantity;
      const from = line.orders.find((o) => o.order_no === order.order_no);
      if (from) from.quantity += item.quantity;
      else line.orders.push({ order_no: order.order_no, quantity: item.quantity });
      lines.set(key, line);
    }
  }
  const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  return [...lines.values()].sort((a, b) => byText(a.sku_code, b.sku_code) || byText(a.name, b.name) || byText(a.spec, b.spec));
}
