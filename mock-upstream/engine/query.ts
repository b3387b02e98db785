/** Compiles a resource's parsed list query (filters, tab parameters, sort) into a table query. */
import { listQueryOf, type ResourceDef } from '../../contract/resource.ts';
import type { Filter, TableQuery } from './table.ts';

type Params = Record<string, unknown>;

function filtersOf(def: ResourceDef, params: Params): Filter[] {
  const out: Filter[] = [];
  for (const f of def.filters) {
    if (f.kind === 'exact') {
      if (params[f.field] !== undefined) out.push({ kind: 'eq', field: f.field, value: params[f.field] });
    } else if (f.kind === 'keyword') {
      const text = params[f.param];
      if (typeof text === 'string' && text.trim() !== '') out.push({ kind: 'text', fields: f.fields, needle: text.trim().toLowerCase() });
    } else if (f.kind === 'range') {
      const min = params[`${f.field}_min`] as number | undefined;
      const max = params[`${f.field}_max`] as number | undefined;
      if (min !== undefined || max !== undefined) out.push({ kind: 'range', field: f.field, numeric: true, min, max });
    } else {
      const min = params.start_time as string | undefined;
      const max = params.end_time as string | undefined;
      if (min !== undefined || max !== undefined) out.push({ kind: 'range', field: f.field, numeric: false, min, max });
    }
  }
  return out;
}

/** Builds, once per resource, a function from a parsed list query to a table query. */
export function queryCompiler(def: ResourceDef) {
  const schema = listQueryOf(def);
  // Query parameters the tabs set (`status`; or `state` and `stock_max` for goods) are applied after the counts.
  const tabKeys = new Set((def.tabs ?? []).flatMap((t) => Object.keys(t.where)));
  const tabs = (def.tabs ?? []).map((t) => {
    const parsed = schema.parse(t.where) as Params;
    return { key: t.key, filters: filtersOf(def, Object.fromEntries(Object.keys(t.where).map((k) => [k, parsed[k]]))) };
  });
  // Tabs that are each one value of the same field are counted by that field's value.
  const byField = tabs.every((t) => t.filters.length === 1 && t.filters[0].kind === 'eq') && tabKeys.size === 1 ? [...tabKeys][0] : undefined;
  const tableTabs: TableQuery['tabs'] =
    tabs.length === 0
      ? undefined
      : byField
        ? { byField, keys: new Map(tabs.map((t) => [(t.filters[0] as { value: unknown }).value, t.key])) }
        : { list: tabs };
  const defaultSort = parseSort(def.defaultSort);

  return (query: Params, scope: Filter[] = []): TableQuery => {
    const base: Params = {};
    const active: Params = {};
    for (const [k, v] of Object.entries(query)) (tabKeys.has(k) ? active : base)[k] = v;
    const [field, desc] = typeof query.sort === 'string' ? parseSort(query.sort) : defaultSort;
    return {
      filters: [...scope, ...filtersOf(def, base)],
      active: filtersOf(def, active),
      tabs: tableTabs,
      sort: { field, desc },
      page: query.page as number,
      limit: query.limit as number,
    };
  };
}

function parseSort(sort: string): [string, boolean] {
  return sort.startsWith('-') ? [sort.slice(1), true] : [sort, false];
}
