/**
 * A list table's layout as the operator left it, per user and screen: which columns show, their order, their widths
 * and which are pinned to the left edge (docs/lists.md "Table state and its persistence"). One plain object behind this one module, kept
 * by the upstream per account (docs/views.md "Column settings"): the list connects the store (`setLayoutStore`), the table
 * does not know where it is kept.
 */
import { DENSITIES, type Density } from '../../../../contract/resources/views.ts';
import type { ResolvedColumn } from './columns.ts';
import { prefs } from './storage.ts';

export interface TableLayout {
  /** Column key → shown; a key not in it shows unless the column is optional. */
  visibility: Record<string, boolean>;
  /** Column keys in the order the operator put them; empty: the description's order. */
  order: string[];
  /** Column key → width in px, for the columns whose edge was dragged. */
  sizing: Record<string, number>;
  /** Columns held at the left edge while the table scrolls sideways. */
  pinning: { left: string[] };
  /** How tall the rows are; absent: the default density. Kept with the columns, so it follows the account. */
  density?: Density;
}

/** Where layouts are kept: the upstream's preferences, cached by TanStack Query (kinds/list/views/layoutStore.ts). */
export interface LayoutStore {
  read(path: string): unknown;
  write(path: string, layout: TableLayout): void;
}
let store: LayoutStore | undefined;
export function setLayoutStore(next: LayoutStore): void {
  store = next;
}

/** Where the browser kept the layout before the upstream did: read until the first save there, so no choice is lost. */
const layoutKey = (user: string, path: string) => `screens.table:${user}:${path}`;
/** Where the column choice was kept before the layout (a list of shown keys per screen): read once, then replaced. */
const oldChoiceKey = (path: string) => `screens.columns:${path}`;

/** The description's layout: every column in its order, the optional ones hidden. */
export function defaultLayout(columns: readonly ResolvedColumn[]): TableLayout {
  return { visibility: Object.fromEntries(columns.map((c) => [c.key, !c.optional])), order: [], sizing: {}, pinning: { left: [] } };
}

/** A saved layout made to fit the screen's columns now: keys it no longer has are dropped, at least one column shows. */
export function fitLayout(columns: readonly ResolvedColumn[], saved: unknown): TableLayout {
  const fallback = defaultLayout(columns);
  if (Array.isArray(saved)) {
    const keys: unknown[] = saved;
    saved = { visibility: Object.fromEntries(columns.map((c) => [c.key, keys.includes(c.key)])) };
  }
  if (!saved || typeof saved !== 'object') return fallback;
  const keys = new Set(columns.map((c) => c.key));
  const raw = saved as Partial<Record<keyof TableLayout, unknown>>;
  const record = (value: unknown) => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {});
  const list = (value: unknown) => (Array.isArray(value) ? value.filter((k): k is string => typeof k === 'string' && keys.has(k)) : []);
  const visibility = { ...fallback.visibility };
  for (const [key, on] of Object.entries(record(raw.visibility))) if (keys.has(key) && typeof on === 'boolean') visibility[key] = on;
  if (!Object.values(visibility).some(Boolean)) return fallback;
  const sizing: Record<string, number> = {};
  for (const [key, width] of Object.entries(record(raw.sizing))) if (keys.has(key) && typeof width === 'number' && width >= 40 && width <= 2000) sizing[key] = Math.round(width);
  const density = DENSITIES.find((d) => d === raw.density && d !== 'default');
  return { visibility, order: list(raw.order), sizing, pinning: { left: list(record(raw.pinning).left) }, ...(density && { density }) };
}

export function loadLayout(user: string, path: string, columns: readonly ResolvedColumn[]): TableLayout {
  const kept = store?.read(path);
  if (kept) return fitLayout(columns, kept);
  const raw = prefs.get(layoutKey(user, path)) ?? prefs.get(oldChoiceKey(path));
  try {
    return fitLayout(columns, raw ? JSON.parse(raw) : undefined);
  } catch {
    // a damaged entry falls back to the description's layout
    return defaultLayout(columns);
  }
}

export function saveLayout(user: string, path: string, layout: TableLayout): void {
  if (store) store.write(path, layout);
  else prefs.set(layoutKey(user, path), JSON.stringify(layout));
}

/** Every column in the layout's order: the pinned ones first, then the ordered ones, then the rest as described. */
export function orderedColumns(columns: readonly ResolvedColumn[], layout: TableLayout): ResolvedColumn[] {
  const rank = (key: string) => {
    const pinned = layout.pinning.left.indexOf(key);
    if (pinned >= 0) return pinned - 10_000;
    const ordered = layout.order.indexOf(key);
    return ordered >= 0 ? ordered : 5_000 + columns.findIndex((c) => c.key === key);
  };
  return [...columns].sort((a, b) => rank(a.key) - rank(b.key));
}

export const isShown = (layout: TableLayout, column: ResolvedColumn) => layout.visibility[column.key] ?? !column.optional;

/** The shown columns, in the layout's order (what an export writes). */
export function shownColumns(columns: readonly ResolvedColumn[], layout: TableLayout): ResolvedColumn[] {
  return orderedColumns(columns, layout).filter((c) => isShown(layout, c));
}

/** The layout with `key` moved one place earlier (-1) or later (1) among all the columns. */
export function moveColumn(columns: readonly ResolvedColumn[], layout: TableLayout, key: string, by: -1 | 1): TableLayout {
  const order = orderedColumns(columns, layout).map((c) => c.key);
  const from = order.indexOf(key);
  const to = from + by;
  if (from < 0 || to < 0 || to >= order.length) return layout;
  [order[from], order[to]] = [order[to], order[from]];
  return { ...layout, order };
}
