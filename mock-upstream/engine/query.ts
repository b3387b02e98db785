/**
 * Compiles a resource's parsed list query (filters, tab parameters, sort) into a table query. What each parameter
 * means and which of them the tabs set is the contract's (contract/filterParams.ts, contract/statusTabs.ts).
 */
import { filterConditions } from '../../contract/filterParams.ts';
import { listQueryOf, type ResourceDef } from '../../contract/resource.ts';
import { tabFieldOf, tabParams } from '../../contract/statusTabs.ts';
import type { Filter, TableQuery } from './table.ts';

type Params = Record<string, unknown>;

/** Builds, once per resource, a function from a parsed list query to a table query. */
export function queryCompiler(def: ResourceDef) {
  const schema = listQueryOf(def);
  const defTabs = def.tabs ?? [];
  // the tabs' parameters are applied after the counts, which are taken under the query's other parameters
  const tabKeys = tabParams(defTabs);
  const tabs = defTabs.map((t) => {
    const parsed = schema.parse(t.where) as Params;
    return { key: t.key, filters: filterConditions(def.filters, Object.fromEntries(Object.keys(t.where).map((k) => [k, parsed[k]]))) };
  });
  // tabs that are each one value of the same field are counted by that field's value
  const byField = tabFieldOf(def.filters, defTabs);
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
      filters: [...scope, ...filterConditions(def.filters, base)],
      active: filterConditions(def.filters, active),
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
