/**
 * Columns resolved from a description and the contract: title, how the cell shows, whether it sorts, and its text
 * for exports. Also the per-screen column choice kept in localStorage.
 */
import type { EnumDef } from '../../../../contract/enums.ts';
import type { Lang, Text } from '../../../../contract/i18n.ts';
import type { ResourceDef } from '../../../../contract/resource.ts';
import type { CellKind, ColumnDesc, Row } from '../descriptions/types.ts';
import type { Cell } from './exportRows.ts';
import { formatMoney } from './money.ts';

export interface ResolvedColumn {
  key: string;
  title: Text;
  cell: CellKind;
  enumDef?: EnumDef;
  sortable: boolean;
  optional: boolean;
  render?: ColumnDesc['render'];
  toggle?: ColumnDesc['toggle'];
  exportValue(row: Row, lang: Lang): Cell;
}

/** What a field's schema accepts tells how to show it: money strings, times, booleans, numbers. */
export function cellKindOf(def: ResourceDef, key: string): CellKind {
  if (def.enums?.[key]) return 'enum';
  if (/(^|_)(picture|avatar|logo|icon)$/.test(key)) return 'picture';
  const schema = def.record.shape[key] as { safeParse(v: unknown): { success: boolean } } | undefined;
  if (!schema) return 'text';
  const accepts = (v: unknown) => schema.safeParse(v).success;
  if (accepts('12.30') && !accepts('x')) return 'money';
  if (accepts('2024-06-01 10:00:00') && !accepts('x')) return 'time';
  if (accepts(true) && !accepts('x')) return 'bool';
  if (accepts(1) && !accepts('x')) return 'number';
  return 'text';
}

export function cellText(kind: CellKind, value: unknown, lang: Lang, enumDef?: EnumDef): string {
  if (value === null || value === undefined) return '';
  switch (kind) {
    case 'money':
      return formatMoney(value as string);
    case 'enum':
      return enumDef?.options[value as string]?.[lang] ?? String(value);
    case 'bool':
      return value ? (lang === 'zh' ? '是' : 'Yes') : lang === 'zh' ? '否' : 'No';
    default:
      if (Array.isArray(value)) return value.map(itemText).join(lang === 'zh' ? '、' : ', ');
      return typeof value === 'object' ? itemText(value) : String(value);
  }
}

/** A nested record (an order's goods, a store's verifiers, a draw's prizes) by its name, with a quantity when it has one. */
function itemText(item: unknown): string {
  if (item === null || typeof item !== 'object') return String(item ?? '');
  const record = item as Record<string, unknown>;
  const name = record.name ?? record.goods_name ?? record.title ?? record.label;
  if (name === undefined) {
    return Object.values(record)
      .filter((v) => v !== null && typeof v !== 'object')
      .join(' ');
  }
  return record.quantity === undefined ? String(name) : `${String(name)} ×${String(record.quantity)}`;
}

export function resolveColumns(def: ResourceDef, columns: readonly (string | ColumnDesc)[]): ResolvedColumn[] {
  return columns.map((c) => {
    const desc: ColumnDesc = typeof c === 'string' ? { key: c } : c;
    const cell = desc.cell ?? cellKindOf(def, desc.key);
    const enumDef = def.enums?.[desc.key];
    const title = desc.title ?? def.fields[desc.key];
    if (!title) throw new Error(`screen column ${def.name}.${desc.key} has no title`);
    return {
      key: desc.key,
      title,
      cell,
      enumDef,
      sortable: def.sortable.includes(desc.key),
      optional: desc.optional ?? false,
      render: desc.render,
      toggle: desc.toggle,
      exportValue:
        desc.exportValue ??
        ((row, lang) => {
          const value = row[desc.key];
          if (cell === 'number' && typeof value === 'number') return value;
          return cellText(cell, value, lang, enumDef) || null;
        }),
    };
  });
}

/** The keys shown: a saved choice (only keys the screen still has), else every column not optional. */
export function visibleKeys(columns: readonly ResolvedColumn[], saved: string | null | undefined): string[] {
  const all = columns.map((c) => c.key);
  if (saved) {
    try {
      const parsed: unknown = JSON.parse(saved);
      if (Array.isArray(parsed)) {
        const kept = all.filter((k) => parsed.includes(k));
        if (kept.length > 0) return kept;
      }
    } catch {
      // a damaged entry falls back to the default
    }
  }
  return columns.filter((c) => !c.optional).map((c) => c.key);
}

export const columnsStorageKey = (path: string) => `screens.columns:${path}`;
