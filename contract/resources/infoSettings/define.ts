/**
 * How an /infoManagement settings screen is described: its fields under dotted names (`levels.v2.growth`), each with a
 * schema and a bilingual title, grouped so screens whose business shares a group share its definition; rules between
 * fields (a later time, a higher tier, shares that fit in 100 %) whose message travels in the issue in both languages,
 * so the console and the mock say the same words.
 */
import { z } from 'zod';
import type { Text } from '../../i18n.ts';
import { nonNegativeMoney, picture } from '../common.ts';
import { format } from '../../formats.ts';

export interface SettingField {
  schema: z.ZodType;
  title: Text;
}
/** Fields by dotted name; nesting follows the dots. */
export type FieldGroup = Record<string, SettingField>;

/** A rule between fields; the problem is reported on `field`. */
export interface CrossRule {
  field: string;
  /** True when the values hold together; only called when every named field has its right type. */
  holds(value: (path: string) => unknown): boolean;
  uses: readonly string[];
  text: Text;
}

export interface InfoSetting {
  /** The config key its values are stored under. */
  key: string;
  /** The route's permission label: reading the screen needs it, and the mock lets only its holders save the key. */
  label: string;
  fields: FieldGroup;
  schema: z.ZodType;
  titles: Record<string, Text>;
}

/** A rate in percent, 0 to 100, at most two decimals. */
export const rate = z.number().min(0).max(100);
export const amount = nonNegativeMoney;
export const count = (max: number) => z.number().int().min(1).max(max);
export const whole = (max: number) => z.number().int().min(0).max(max);
export const clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, format('clock'));
export const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, format('day'));
export const note = (max: number) => z.string().trim().max(max);
export const label = (min: number, max: number) => z.string().trim().min(min).max(max);
export const flag = z.boolean();
/** A picture that may be left out (empty). */
export const optionalPicture = z.union([picture, z.literal('')]);

export const f = (schema: z.ZodType, zh: string, en: string): SettingField => ({ schema, title: { zh, en } });

/** A number, or a money string, as a number to compare (comparison only: sums stay in cents). */
const comparable = (v: unknown): number | string | undefined =>
  typeof v === 'number' ? v : typeof v === 'string' && /^-?\d+(\.\d+)?$/.test(v) ? Number(v) : typeof v === 'string' && v !== '' ? v : undefined;

/** Whether `high` is above `low`; values of different kinds are left to their own schemas. */
function isAbove(high: unknown, low: unknown): boolean {
  const a = comparable(low);
  const b = comparable(high);
  if (typeof a === 'number' && typeof b === 'number') return b > a;
  if (typeof a === 'string' && typeof b === 'string') return b > a;
  return true;
}

/** `field` must be above `other`: a later time of day or date, a higher tier threshold, a larger amount. */
export function above(field: string, other: string, text: Text): CrossRule {
  return { field, uses: [other, field], holds: (value) => isAbove(value(field), value(other)), text };
}

/** `field` must be below `other` (a higher level's member price below the lower level's). */
export function below(field: string, other: string, text: Text): CrossRule {
  return { field, uses: [field, other], holds: (value) => isAbove(value(other), value(field)), text };
}

/** Each threshold of a ladder above the one before it (tiers ascending). */
export function ascending(paths: readonly string[], text: Text): CrossRule[] {
  return paths.slice(1).map((p, i) => above(p, paths[i], text));
}

/** Rates that split one whole may add up to at most 100 %. */
export function fitsInWhole(paths: readonly string[], text: Text): CrossRule {
  return {
    field: paths[paths.length - 1],
    uses: paths,
    holds: (value) => {
      const rates = paths.map(value);
      // in hundredths of a percent, so 33.33 + 66.67 is exactly 100
      return rates.some((r) => typeof r !== 'number') || rates.reduce<number>((sum, r) => sum + Math.round((r as number) * 100), 0) <= 100_00;
    },
    text,
  };
}

export const LATER_TIME: Text = { zh: '必须晚于开始时间', en: 'must be later than the start' };

function valueAt(record: unknown, path: string): unknown {
  let v = record;
  for (const key of path.split('.')) v = v !== null && typeof v === 'object' ? (v as Record<string, unknown>)[key] : undefined;
  return v;
}

/** The nested object schema of dotted fields. */
function objectOf(fields: FieldGroup): z.ZodObject {
  const tree: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(fields)) {
    const path = name.split('.');
    let node = tree;
    for (const key of path.slice(0, -1)) {
      node[key] ??= {};
      node = node[key] as Record<string, unknown>;
    }
    node[path[path.length - 1]] = field.schema;
  }
  const build = (node: Record<string, unknown>): z.ZodObject =>
    z.strictObject(Object.fromEntries(Object.entries(node).map(([k, v]) => [k, v instanceof z.ZodType ? v : build(v as Record<string, unknown>)])));
  return build(tree);
}

export function defineSetting(key: string, label: string, fields: FieldGroup, rules: readonly CrossRule[] = []): InfoSetting {
  for (const rule of rules) {
    for (const p of rule.uses) if (!(p in fields)) throw new Error(`${key}: rule on unknown field ${p}`);
  }
  const schema = objectOf(fields).check((ctx) => {
    for (const rule of rules) {
      // a field already refused for its own rule is not also reported for the relation
      const typed = rule.uses.every((p) => fields[p].schema.safeParse(valueAt(ctx.value, p)).success);
      if (typed && !rule.holds((p) => valueAt(ctx.value, p))) {
        ctx.issues.push({ code: 'custom', path: rule.field.split('.'), message: rule.text.en, params: { text: rule.text }, input: valueAt(ctx.value, rule.field) });
      }
    }
  });
  const titles = Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, field.title]));
  return { key, label, fields, schema, titles };
}
