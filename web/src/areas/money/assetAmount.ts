/**
 * Ledger amounts are decimal strings for every asset; balance and contribution are money, points and growth value are
 * whole units (their amounts are written "120.00"). Formatting goes through integer cents, never floats.
 */
import type { LedgerAsset } from '../../../../contract/resources/members.ts';
import { WHOLE_UNIT_ASSETS } from '../../../../contract/resources/members.ts';
import { type Cell, moneyCell } from '../../screens/lib/exportRows.ts';
import { fromCents, toCents } from '../../../../contract/money.ts';
import { formatMoney } from '../../lib/format.ts';

export function formatAssetAmount(asset: LedgerAsset, value: string | null | undefined, signed = false): string {
  const cents = toCents(value);
  if (cents === null) return '';
  const plus = signed && cents > 0n ? '+' : '';
  if (WHOLE_UNIT_ASSETS.includes(asset)) return `${plus}${fromCents(cents).replace(/\.00$/, '')}`;
  return `${plus}${formatMoney(value)}`;
}

/** In an export: money as a currency cell, points and growth value as whole numbers. */
export function assetExportCell(asset: LedgerAsset, value: unknown): Cell {
  if (!WHOLE_UNIT_ASSETS.includes(asset)) return moneyCell(value);
  const number = Number(value);
  return value === null || value === undefined || value === '' || !Number.isFinite(number) ? null : number;
}

/** "12", "12.5", "-3.40" as typed → a two-place decimal string, or null when it is not an amount. */
export function normalizeAmount(text: string): string | null {
  const cents = toCents(text.trim().replace(/,/g, ''));
  return cents === null ? null : fromCents(cents).replace(/,/g, '');
}
