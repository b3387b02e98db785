/**
 * The folded filter card (docs/lists.md "Filters"): which filters its first row shows, how many of the folded ones are
 * in use, and whether the card was left open, kept per screen in the browser.
 */
import { type FilterDef, paramsOf } from '../../../../contract/filterParams.ts';
import { prefs } from './storage.ts';

/** Room on the first row, in narrow fields: a date range takes two (its two days and the shortcuts). */
const FIRST_ROW_ROOM = 3;

const roomOf = (f: FilterDef) => (f.kind === 'dateRange' || f.kind === 'range' ? 2 : 1);

/** How many filters the folded card shows: as many as the first row holds, at least one. */
export function firstRowCount(filters: readonly FilterDef[]): number {
  let room = FIRST_ROW_ROOM;
  let count = 0;
  for (const f of filters) {
    room -= roomOf(f);
    if (room < 0 && count > 0) break;
    count += 1;
  }
  return count;
}

/** How many of `filters` have a value among the applied ones (`values`, by URL parameter). */
export function activeCount(filters: readonly FilterDef[], values: Readonly<Record<string, string>>): number {
  return filters.filter((f) => paramsOf(f).some((name) => (values[name] ?? '').trim() !== '')).length;
}

const openKey = (screen: string) => `screens.filtersOpen:${screen}`;

export function readFiltersOpen(screen: string): boolean {
  return prefs.get(openKey(screen)) === '1';
}

export function keepFiltersOpen(screen: string, open: boolean): void {
  prefs.set(openKey(screen), open ? '1' : '0');
}
