/**
 * Shipping by spreadsheet: the rows of an .xlsx (order no., courier, tracking no.) read as the ship action takes
 * them: columns found by their header in either language, couriers by code or name. Whether a row ships is the
 * upstream's dry run to say (`/orders/ship_check`, docs/imports.md), with the action's own check.
 */
import { COURIERS } from '../../../../contract/index.ts';
import type { Lang } from '../../../../contract/i18n.ts';
import { SHIP_COLUMNS } from '../../../../contract/resources/shipImport.ts';

export interface ShipRow {
  /** Line of the sheet, counting the header as line 1. */
  line: number;
  order_no: string;
  /** The courier's code when the sheet names a known one, else what it says (the check names it). */
  courier: string;
  tracking_no: string;
  /** Why the row will not ship: the dry run's answer. */
  error?: string;
}

export const SHIP_HEADERS: Record<keyof typeof SHIP_COLUMNS, Record<Lang, string>> = SHIP_COLUMNS;

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
  const rows: ShipRow[] = [];
  table.slice(1).forEach((cells, i) => {
    if (cells.every((c) => c.trim() === '')) return;
    const courier = (cells[at.courier] ?? '').trim();
    rows.push({ line: i + 2, order_no: (cells[at.order_no] ?? '').trim(), courier: courierOf(courier) ?? courier, tracking_no: (cells[at.tracking_no] ?? '').trim() });
  });
  return rows;
}

/** The rows as the dry run takes them. */
export const shipCheckBody = (rows: readonly ShipRow[]) => ({ rows: rows.map((r) => ({ row: r.line, order_no: r.order_no, courier: r.courier, tracking_no: r.tracking_no })) });
