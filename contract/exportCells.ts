/**
 * What a record's field becomes in an exported sheet, shared by the console's in-browser export and the gateway's
 * export jobs so both write the same file: how a field shows (its kind, read off the contract's schema), and its cell
 * (text stays text, counts are numbers, money is a decimal string to be written as a number, a time stays the
 * upstream's China-time wall clock; docs/screens.md, "Export").
 */
import { z } from 'zod';
import { maskAccount } from './accounts.ts';
import type { EnumDef } from './enums.ts';
import type { Lang } from './i18n.ts';
import { formatMoney, toCents } from './money.ts';
import type { ResourceDef } from './resource.ts';
import { payeeAccount, picture, richText } from './resources/common.ts';

/** How a field of a record shows, from its value alone. */
export type FieldKind = 'text' | 'money' | 'time' | 'enum' | 'picture' | 'bool' | 'number' | 'html' | 'account';

/** An amount of money from its decimal string ("1593.90"); written as the number 1593.9 shown `¥1,593.90`. */
export interface MoneyCell {
  money: string;
}
/** A time as the upstream sends it, `YYYY-MM-DD HH:mm:ss` (or a day), China time. */
export interface TimeCell {
  time: string;
}
export type Cell = string | number | null | MoneyCell | TimeCell;

/** A money cell, or null when the value is not an amount (shown empty, as the table shows a dash). */
export function moneyCell(value: unknown): Cell {
  return (typeof value === 'string' || typeof value === 'number') && toCents(value) !== null ? { money: String(value) } : null;
}

/** Excel's formats for the two typed cells: two decimals with the yuan sign (negatives `-¥3.00`), the upstream's times. */
export const MONEY_FORMAT = '"¥"#,##0.00';
export const TIME_FORMAT = 'yyyy-mm-dd hh:mm:ss';
export const DAY_FORMAT = 'yyyy-mm-dd';

/** The schema under `.nullable()` and `.optional()`. */
function bare(schema: z.ZodType): z.ZodType {
  return schema instanceof z.ZodNullable || schema instanceof z.ZodOptional ? bare(schema.unwrap() as z.ZodType) : schema;
}

/** What a field's schema accepts tells how to show it: pictures, rich text, money strings, times, booleans, numbers. */
export function fieldKindOf(def: ResourceDef, key: string): FieldKind {
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

export function cellText(kind: FieldKind | string, value: unknown, lang: Lang, enumDef?: EnumDef): string {
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
 * A field's cell in an export: money and times typed, counts as numbers, a picture as the address it has outside the
 * console (`base`: the console's origin), the rest as the table shows it.
 */
export function exportCell(kind: FieldKind | string, value: unknown, lang: Lang, enumDef: EnumDef | undefined, base: string | undefined): Cell {
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

const WALL_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/;

/**
 * The upstream's wall-clock time as a Date whose UTC digits are those written (spreadsheet libraries count days from
 * the UTC epoch, so the sheet shows exactly these digits whatever the machine's zone), and whether it has a time of
 * day; undefined for a text that is not such a time.
 */
export function wallClockDate(text: string): { date: Date; withTime: boolean } | undefined {
  const m = WALL_TIME.exec(text.trim());
  if (!m) return undefined;
  const [year, month, day, hour = '0', minute = '0', second = '0'] = m.slice(1);
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day), Number(hour), Number(minute), Number(second)));
  return { date, withTime: m[4] !== undefined };
}
