/**
 * How the dashboards show figures: money as ¥ with two decimals and thousands separators (from the exact decimal
 * string, never through a float), counts with thousands separators, changes as signed percentages.
 */
import type { Unit } from '../../../../contract/stats.ts';
import { formatMoney, formatWholeYuan } from '../../lib/format.ts';

const THOUSANDS = /\B(?=(\d{3})+(?!\d))/g;

/** "1234567" → "1,234,567"; a value that is not a whole number is shown as it came. */
export function formatCount(value: string): string {
  return /^-?\d+$/.test(value) ? value.replace(THOUSANDS, ',') : value;
}

export function formatFigure(unit: Unit, value: string): string {
  return unit === 'money' ? formatMoney(value) || value : formatCount(value);
}

/** "+12.5%", "-4.0%", "0.0%"; null (nothing to compare with) gives null. */
export function formatChange(change: number | null): string | null {
  if (change === null) return null;
  const sign = change > 0 ? '+' : change < 0 ? '-' : '';
  return `${sign}${Math.abs(change).toFixed(1)}%`;
}

/** An axis tick: whole yuan or units with separators ("¥12,300", "1,200"). */
export function formatAxis(unit: Unit, value: number): string {
  return unit === 'money' ? formatWholeYuan(value) : Math.round(value).toString().replace(THOUSANDS, ',');
}
