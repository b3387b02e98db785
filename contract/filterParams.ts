/**
 * How a list's filter travels as query parameters, and what the upstream does with them (docs/contract.md,
 * "List filters and tabs"). The one statement of the rule: the console's URL and filter card, the contract's list
 * query (and so the OpenAPI document) and the mock's filtering all read it here.
 */
import { z } from 'zod';
import type { Text } from './i18n.ts';
import { dateTime } from './list.ts';

/** A filter of a list; the query parameter names follow from its kind (`paramsOf`). */
export type FilterDef =
  /** `?<field>=value`: equality; indexed by the mock. */
  | { kind: 'exact'; field: string; schema: z.ZodType; title: Text }
  /**
   * `?<param>=text`: substring over several fields (order no., buyer name, phone...), and equal to one of the `whole`
   * fields (an id, a phone: "12" would be inside too many others), so one box finds a member by name, phone or id.
   */
  | { kind: 'keyword'; param: string; fields: readonly string[]; whole?: readonly string[]; title: Text }
  /** `?<field>_min=&<field>_max=`: numeric range, both ends included. */
  | { kind: 'range'; field: string; title: Text }
  /** `?start_time=&end_time=` over a `YYYY-MM-DD HH:mm:ss` field, both ends included. */
  | { kind: 'dateRange'; field: string; title: Text };

export type BoundedFilter = Extract<FilterDef, { kind: 'range' | 'dateRange' }>;

/** The parameters of a list's date range, whatever field it is over: a list has at most one. */
export const DATE_RANGE_PARAMS = { min: 'start_time', max: 'end_time' } as const;

/** The two parameters of a range filter: its lower and its upper end. */
export function boundParams(filter: BoundedFilter): { min: string; max: string } {
  return filter.kind === 'range' ? { min: `${filter.field}_min`, max: `${filter.field}_max` } : DATE_RANGE_PARAMS;
}

/** The query parameter names of a filter, as the console's URL and the upstream's list query both spell them. */
export function paramsOf(filter: FilterDef): string[] {
  switch (filter.kind) {
    case 'exact':
      return [filter.field];
    case 'keyword':
      return [filter.param];
    default: {
      const { min, max } = boundParams(filter);
      return [min, max];
    }
  }
}

/** The name a filter goes by (the filter card's field, a problem's key): its parameter, or the field a range is over. */
export function filterKey(filter: FilterDef): string {
  return filter.kind === 'keyword' ? filter.param : filter.field;
}

/** Query strings carry text: numbers and booleans of enum filters arrive as "1" or "true". */
export function queryValue(schema: z.ZodType): z.ZodType {
  return z.preprocess((v) => {
    if (typeof v !== 'string') return v;
    if (v === 'true' || v === 'false') return v === 'true';
    return /^-?\d+(\.\d+)?$/.test(v) ? Number(v) : v;
  }, schema);
}

const numberParam = z.coerce.number().finite();

/** What each parameter of a filter accepts, read from the query string. */
export function filterQueryShape(filter: FilterDef): Record<string, z.ZodType> {
  switch (filter.kind) {
    case 'exact':
      return { [filter.field]: queryValue(filter.schema).optional() };
    case 'keyword':
      return { [filter.param]: z.string().max(100).optional() };
    default: {
      const { min, max } = boundParams(filter);
      const bound = filter.kind === 'range' ? numberParam : dateTime;
      return { [min]: bound.optional(), [max]: bound.optional() };
    }
  }
}

/** What a filter asks of a record: the upstream keeps the rows that meet every condition of a query. */
export type Condition =
  /** the field equals the value */
  | { kind: 'eq'; field: string; value: unknown }
  /** one of the fields contains the needle, in lower case, or one of the `whole` fields is the needle */
  | { kind: 'text'; fields: readonly string[]; whole?: readonly string[]; needle: string }
  /**
   * the field lies between the ends given, both included: `numeric` for numbers and money strings, else
   * `YYYY-MM-DD HH:mm:ss` times compared as text; an empty field never matches
   */
  | { kind: 'range'; field: string; numeric: boolean; min?: number | string; max?: number | string };

/** The conditions of a parsed list query (`listQueryOf`): one per filter given a value, blank keywords aside. */
export function filterConditions(filters: readonly FilterDef[], params: Record<string, unknown>): Condition[] {
  const out: Condition[] = [];
  for (const f of filters) {
    if (f.kind === 'exact') {
      if (params[f.field] !== undefined) out.push({ kind: 'eq', field: f.field, value: params[f.field] });
    } else if (f.kind === 'keyword') {
      const text = params[f.param];
      if (typeof text === 'string' && text.trim() !== '') out.push({ kind: 'text', fields: f.fields, whole: f.whole, needle: text.trim().toLowerCase() });
    } else {
      const names = boundParams(f);
      const min = params[names.min] as number | string | undefined;
      const max = params[names.max] as number | string | undefined;
      if (min !== undefined || max !== undefined) out.push({ kind: 'range', field: f.field, numeric: f.kind === 'range', min, max });
    }
  }
  return out;
}
