/**
 * A saved view against the list as it is now (docs/views.md "Bad input"): what of its filters, tab, sort and page
 * size still applies, and what no longer does (a filter the screen dropped, a value no longer valid), named in the
 * operator's language so the bar can say what was left out.
 */
import type { Lang } from '../../../../../../contract/i18n.ts';
import { PAGE_SIZES } from '../../../../../../contract/list.ts';
import type { FilterDef, ResourceDef, TabDef } from '../../../../../../contract/resource.ts';
import type { ViewState } from '../../../../../../contract/resources/views.ts';
import { validDay } from '../../../../lib/format.ts';
import type { ListState } from '../../../lib/listQuery.ts';
import { paramsOf } from '../../../../../../contract/filterParams.ts';
import type { TableLayout } from '../../../lib/tableLayout.ts';
import { type ResolvedRelative, resolveRelative } from './relativeTimes.ts';

export interface ListShape {
  def: ResourceDef;
  filters: readonly FilterDef[];
  tabs: readonly TabDef[];
}

export interface Opened {
  state: ListState;
  columns?: TableLayout;
  /** What was left out, each as "title: value". */
  dropped: string[];
  /** The relative rules applied and the times they gave (`relativeTimes.ts`), for a view saved from this one. */
  relative?: ResolvedRelative;
}

function valueApplies(filter: FilterDef, param: string, value: string, def: ResourceDef): boolean {
  switch (filter.kind) {
    case 'keyword':
      return true;
    case 'range':
      return value !== '' && Number.isFinite(Number(value));
    case 'dateRange':
      return validDay(value.slice(0, 10)) !== undefined;
    case 'exact': {
      const options = def.enums?.[filter.field];
      if (options) return options.values.map(String).includes(value);
      // a boolean or id filter: the upstream reads these from their text
      return param === filter.field && value !== '';
    }
  }
}

/** The list state a view opens with at `now`, at page 1, and what of it no longer applies. */
export function openView(view: ViewState, shape: ListShape, lang: Lang, now?: string): Opened {
  const dropped: string[] = [];
  const filters: Record<string, string> = {};
  const { filters: wanted, resolved } = resolveRelative(view, now);
  for (const [param, value] of Object.entries(wanted)) {
    const filter = shape.filters.find((f) => paramsOf(f).includes(param));
    if (filter && valueApplies(filter, param, value, shape.def)) filters[param] = value;
    else dropped.push(`${filter ? filter.title[lang] : param}: ${value}`);
  }
  let tab = view.tab;
  if (tab && !shape.tabs.some((t) => t.key === tab)) {
    dropped.push(`${lang === 'zh' ? '标签' : 'Tab'}: ${tab}`);
    tab = '';
  }
  let sort = view.sort;
  if (sort && !shape.def.sortable.includes(sort.replace(/^-/, ''))) {
    dropped.push(`${lang === 'zh' ? '排序' : 'Sort'}: ${sort}`);
    sort = '';
  }
  let limit = view.limit;
  if (!(PAGE_SIZES as readonly number[]).includes(limit)) {
    dropped.push(`${lang === 'zh' ? '每页条数' : 'Page size'}: ${limit}`);
    limit = PAGE_SIZES[1];
  }
  return { state: { filters, tab, sort, limit, page: 1 }, columns: view.columns, dropped, relative: resolved };
}

/** What a view keeps of the list now: its state but the page, and the columns. */
export function viewOf(state: ListState, columns: TableLayout): ViewState {
  return { filters: state.filters, tab: state.tab, sort: state.sort, limit: state.limit, columns };
}
