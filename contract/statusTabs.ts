/**
 * A list's status tabs and how they meet its filters (docs/contract.md, "List filters and tabs"). The console's tabs and
 * filter card and the mock's tab counts read the rule here.
 */
import type { FilterDef } from './filterParams.ts';
import type { Text } from './i18n.ts';

/** A status tab: the query parameters it sets; `counts[key]` is its row count under the other filters. */
export interface TabDef {
  key: string;
  title: Text;
  where: Record<string, string>;
}

/**
 * The query parameters the tabs set (`status`; `state` and `stock_max` for the goods). The upstream counts every tab
 * under the query's other parameters, so these are the ones it leaves out of the counts.
 */
export function tabParams(tabs: readonly TabDef[]): Set<string> {
  return new Set(tabs.flatMap((t) => Object.keys(t.where)));
}

/**
 * The field the tabs split on, when every tab sets that one parameter and nothing else and an exact filter of the list
 * is on it (a 状态 select above 全部 / 待审核 / 已通过 tabs): each tab is then one value of that field. The console shows
 * the select and the tabs as one state; the upstream counts the tabs by that field's value. Tabs of another shape (the
 * goods' state plus low stock) or on another field than the filters' have none.
 */
export function tabFieldOf(filters: readonly FilterDef[], tabs: readonly TabDef[]): string | undefined {
  if (tabs.length === 0 || tabs.some((t) => Object.keys(t.where).length !== 1)) return undefined;
  const fields = tabParams(tabs);
  if (fields.size !== 1) return undefined;
  const [field] = fields;
  return filters.some((f) => f.kind === 'exact' && f.field === field) ? field : undefined;
}
