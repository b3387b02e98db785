/**
 * Columns resolved from a description and the contract: title, how the cell shows, whether it sorts, and its cell
 * in exports. Which of them show, in which order, is the table's layout (`tableLayout.ts`).
 */
import { z } from 'zod';
import type { EnumDef } from '../../../../contract/enums.ts';
import type { Lang, Text } from '../../../../contract/i18n.ts';
import type { ResourceDef } from '../../../../contract/resource.ts';
import { maskAccount } from '../../../../contract/accounts.ts';
import { payeeAccount, picture, richText } from '../../../../contract/resources/common.ts';
import type { CellKind } from '../cells/names.ts';
import type { ColumnDesc, Row } from '../descriptions/types.ts';
import { type Cell, moneyCell } from './exportRows.ts';
import { formatMoney } from '../../lib/format.ts';

export interface ResolvedColumn {
  key: string;
  title: Text;
  cell: CellKind;
  enumDef?: EnumDef;
  sortable: boolean;
  optional: boolean;
  text?: ColumnDesc['text'];
  args?: ColumnDesc['args'];
  toggle?: ColumnDesc['toggle'];
  exportValue(row: Row, lang: Lang): Cell;
}

/** The schema under `.nullable()` and `.optional()`. */
function bare(schema: z.ZodType): z.ZodType {
  return schema instanceof z.ZodNullable || schema instanceof z.ZodOptional ? bare(schema.unwrap() as z.ZodType) : schema;
}

/** What a field's schema accepts tells how to show it: pictures, rich text, money strings, times, booleans, numbers. */
export function cellKindOf(def: ResourceDef, key: string): CellKind {
  if (def.enums?.[key]) return 'enum';
  const schema = def.record.shape[key] as z.ZodType | undefined;
  // the contract's picture (a cover, a payment proof, a check-in photo), or a field named as one
  if ((schema && bare(schema) === picture) || /(^|_)(picture|avatar|logo|icon)$/.test(key)) return 'picture';
  if (!schema) return 'text';
  if (bare(schema) === richText) return 'html';
  if (bare(schema) === payeeAccount) return 'account';
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
    case 'html':
      return plainText(String(value));
    case 'account':
      return maskAccount(String(value));
    default:
      if (Array.isArray(value)) return value.map(itemText).join(lang === 'zh' ? '、' : ', ');
      return typeof value === 'object' ? itemText(value) : String(value);
  }
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** Rich text as its words, for a table cell or a spreadsheet: tags dropped, block ends as spaces, entities read. */
export function plainText(html: string): string {
  return html
    .replace(/<\/(p|div|li|h\d|tr)>|<br\s*\/?>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name])
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * A field's cell in an export: money and times typed (see exportRows.ts), counts as numbers, a picture as the address
 * it has outside the console, the rest as the table shows it.
 */
export function exportCell(kind: CellKind, value: unknown, lang: Lang, enumDef?: EnumDef, base: string | undefined = consoleOrigin()): Cell {
  if (value === null || value === undefined || value === '') return null;
  switch (kind) {
    case 'money':
      return moneyCell(value);
    case 'time':
      return typeof value === 'string' ? { time: value } : null;
    case 'number': {
      const number = typeof value === 'number' ? value : Number(value);
      return Number.isFinite(number) ? number : String(value);
    }
    case 'picture':
      return (Array.isArray(value) ? value : [value]).map((v) => absoluteUrl(String(v), base)).join('\n') || null;
    default:
      return cellText(kind, value, lang, enumDef) || null;
  }
}

/** The console's own address, against which the upstream's file paths (`/api/v2/common/files/...`) are served. */
function consoleOrigin(): string | undefined {
  return typeof location === 'undefined' ? undefined : location.origin;
}

/** `/api/v2/common/files/seed/goods/185.png` → `https://console.example/api/...`; an absolute address stays as it is. */
export function absoluteUrl(path: string, base: string | undefined): string {
  if (!base) return path;
  try {
    return new URL(path, base).href;
  } catch {
    return path;
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
      text: desc.text,
      args: desc.args,
      toggle: desc.toggle,
      exportValue: desc.exportValue ?? desc.text ?? ((row, lang) => exportCell(cell, row[desc.key], lang, enumDef)),
    };
  });
}
