/**
 * A list's view state (filters, tab, page, size, sort) lives in the URL query, so a link or a reload shows the same
 * view. This module is the one translation between the URL, the filter card and the upstream's list query; the
 * parameter names and the tab rule are the contract's (contract/filterParams.ts, contract/statusTabs.ts), so the URL
 * carries a filter under the name the upstream reads.
 */
import dayjs from 'dayjs';
import { DATE_RANGE_PARAMS, type FilterDef, paramsOf } from '../../../../contract/filterParams.ts';
import { type TabDef, tabFieldOf } from '../../../../contract/statusTabs.ts';
import { platformTime, TIME_FORMAT, validDay } from '../../lib/format.ts';
import { DAY_END, DAY_START } from './dateTime.ts';
import { DEFAULT_PAGE_SIZE, pageOf, pageSizeOf } from './pagination.ts';

export interface ListState {
  /** Filter values by URL parameter name, only the non-empty ones. */
  filters: Record<string, string>;
  tab: string;
  page: number;
  limit: number;
  /** '' for the resource's default sort. */
  sort: string;
}

/** The `tab` value of the "all" tab on a screen whose plain link opens another tab (a queue opens on "pending"). */
const ALL_TAB = 'all';

/**
 * `defaultTab`: the tab a URL without one shows (default: all). On a screen whose select is on the tabs' field
 * (the contract's `tabFieldOf`) that field's value in the URL (a link with `?status=pending`) is read as its tab, unless the URL names
 * another tab, which wins as it does in the upstream query; a value no tab stands for stays a filter, under "all". So
 * the state holds that field as a filter only when no tab stands for its value.
 */
export function readListState(search: URLSearchParams, filters: readonly FilterDef[], tabs: readonly TabDef[], defaultTab = ''): ListState {
  const values: Record<string, string> = {};
  for (const name of filters.flatMap(paramsOf)) {
    const value = search.get(name)?.trim();
    if (value) values[name] = value;
  }
  const named = search.get('tab');
  const wanted = named ?? defaultTab;
  let tab = tabs.some((t) => t.key === wanted) ? wanted : '';
  const field = tabFieldOf(filters, tabs);
  if (field && values[field] !== undefined) {
    if (named === null || tab === '') tab = tabs.find((t) => t.where[field] === values[field])?.key ?? '';
    if (tab !== '') delete values[field];
  }
  return {
    filters: values,
    tab,
    page: pageOf(search.get('page')),
    limit: pageSizeOf(search.get('limit')),
    sort: search.get('sort') ?? '',
  };
}

/** The URL query of a state; defaults are left out so the plain route stays a plain link. */
export function writeListState(state: ListState, defaultTab = ''): URLSearchParams {
  const out = new URLSearchParams();
  for (const [name, value] of Object.entries(state.filters)) if (value !== '') out.set(name, value);
  if (state.tab !== defaultTab) out.set('tab', state.tab || ALL_TAB);
  if (state.page > 1) out.set('page', String(state.page));
  if (state.limit !== DEFAULT_PAGE_SIZE) out.set('limit', String(state.limit));
  if (state.sort) out.set('sort', state.sort);
  return out;
}

/**
 * What the filter card shows: the state's filters, and in the select on the tabs' field (`field`, from `tabFieldOf`)
 * the active tab's value (none on "all").
 */
export function filterCardValues(state: ListState, tabs: readonly TabDef[], field: string | undefined): Record<string, string> {
  const tab = field ? tabs.find((t) => t.key === state.tab) : undefined;
  return tab && field ? { ...state.filters, [field]: tab.where[field] } : state.filters;
}

/**
 * The state a search of the filter card asks for: on a screen whose select is on the tabs' field, the value picked
 * there opens its tab ("all" when it is cleared, or for a value no tab stands for, which then stays a filter).
 */
export function searchState(values: Record<string, string>, tabs: readonly TabDef[], field: string | undefined): Pick<ListState, 'filters'> & Partial<ListState> {
  if (!field) return { filters: values };
  const tab = values[field] === undefined ? undefined : tabs.find((t) => t.where[field] === values[field]);
  if (!tab) return { filters: values, tab: '' };
  const { [field]: _, ...filters } = values;
  return { filters, tab: tab.key };
}

/** The state a tab picked asks for: the select on the tabs' field shows that tab, so a value it held of its own goes. */
export function tabState(state: ListState, tab: string, field: string | undefined): Pick<ListState, 'filters' | 'tab'> {
  if (!field || !(field in state.filters)) return { filters: state.filters, tab };
  const { [field]: _, ...filters } = state.filters;
  return { filters, tab };
}

/**
 * The upstream query: the screen's fixed filters (a zone, an order type) win over everything, then the tab's
 * conditions, then the user's filters. `counts` come back for every tab under the same other filters.
 */
export function upstreamQuery(
  state: ListState,
  options: { fixed?: Record<string, string>; tabs: readonly TabDef[]; defaultSort: string },
): Record<string, string | number> {
  const tab = options.tabs.find((t) => t.key === state.tab);
  return {
    ...state.filters,
    ...(tab?.where ?? {}),
    ...(options.fixed ?? {}),
    page: state.page,
    limit: state.limit,
    sort: state.sort || options.defaultSort,
  };
}

/** Next sort after a click on a column header: descending, ascending, then back to the default. */
export function nextSort(current: string, field: string): string {
  if (current === `-${field}`) return field;
  if (current === field) return '';
  return `-${field}`;
}

export type DateShortcut = 'today' | 'yesterday' | '7d' | '30d';
export const DATE_SHORTCUTS: readonly DateShortcut[] = ['today', 'yesterday', '7d', '30d'];

/** The range of a shortcut, whole days of the platform's clock (`now`: its `YYYY-MM-DD HH:mm:ss`); 7d and 30d include today. */
export function dateShortcut(shortcut: DateShortcut, now: string = platformTime()): Record<string, string> {
  const today = dayjs(now).startOf('day');
  const first = { today: today, yesterday: today.subtract(1, 'day'), '7d': today.subtract(6, 'day'), '30d': today.subtract(29, 'day') }[
    shortcut
  ];
  const last = shortcut === 'yesterday' ? first : today;
  return { [DATE_RANGE_PARAMS.min]: first.format(TIME_FORMAT), [DATE_RANGE_PARAMS.max]: last.endOf('day').format(TIME_FORMAT) };
}

/** A day field's value (YYYY-MM-DD) as the start or end of that day; '' (or no day) is ''. */
export function dayBound(date: string, end: boolean): string {
  if (!validDay(date)) return '';
  return `${date} ${end ? DAY_END : DAY_START}`;
}
