/**
 * Shipping by spreadsheet: the rows of an .xlsx (order no., courier, tracking no.) checked one by one before anything
 * is sent, with the reason per bad row. Columns are found by their header in either language, couriers by code or
 * name.
 */
import { COURIERS, orders } from '../../../../contract/index.ts';
import type { Lang } from '../../../../contract/i18n.ts';

export type ShipRowError = 'orderNo' | 'courier' | 'trackingNo' | 'duplicate';

export interface ShipRow {
  /** Line of the sheet, counting the header as line 1. */
  line: number;
  order_no: string;
  courier: string;
  tracking_no: string;
  error?: ShipRowError;
}

export const SHIP_HEADERS: Record<'order_no' | 'courier' | 'tracking_no', Record<Lang, string>> = {
  order_no: { zh: '订单号', en: 'Order no.' },
  courier: { zh: '快递公司', en: 'Courier' },
  tracking_no: { zh: '快递单号', en: 'Tracking no.' },
};

export class ShipSheetError extends Error {
  override name = 'ShipSheetError';
}

const courierOf = (text: string): string | undefined => {
  const t = text.trim();
  return COURIERS.values.find((code) => code.toLowerCase() === t.toLowerCase() || COURIERS.options[code].zh === t || COURIERS.options[code].en.toLowerCase() === t.toLowerCase());
};

export function parseShipRows(table: string[][]): ShipRow[] {
  const header = (table[0] ?? []).map((h) => h.trim().toLowerCase());
  const column = (key: keyof typeof SHIP_HEADERS) => header.findIndex((h) => h === SHIP_HEADERS[key].zh.toLowerCase() || h === SHIP_HEADERS[key].en.toLowerCase());
  const at = { order_no: column('order_no'), courier: column('courier'), tracking_no: column('tracking_no') };
  const missing = Object.entries(at).filter(([, i]) => i < 0).map(([k]) => k);
  if (missing.length > 0) throw new ShipSheetError(missing.join(', '));
  const tracking = orders.actions?.ship.body?.shape.tracking_no;
  const seen = new Set<string>();
  const rows: ShipRow[] = [];
  table.slice(1).forEach((cells, i) => {
    if (cells.every((c) => c.trim() === '')) return;
    const row: ShipRow = { line: i + 2, order_no: (cells[at.order_no] ?? '').trim(), courier: (cells[at.courier] ?? '').trim(), tracking_no: (cells[at.tracking_no] ?? '').trim() };
    const courier = courierOf(row.courier);
    if (!/^\d{6,30}$/.test(row.order_no)) row.error = 'orderNo';
    else if (seen.has(row.order_no)) row.error = 'duplicate';
    else if (!courier) row.error = 'courier';
    else if (!tracking?.safeParse(row.tracking_no).success) row.error = 'trackingNo';
    if (courier) row.courier = courier;
    seen.add(row.order_no);
    rows.push(row);
  });
  return rows;
}
