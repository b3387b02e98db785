/**
 * A list's view state (filters, tab, page, size, sort) lives in the URL query, so a link or a reload shows the same
 * view. This module is the one translation between the URL, the filter card and the upstream's list query.
 */
import dayjs from 'dayjs';
import type { FilterDef, TabDef } from '../../../../contract/resource.ts';
import { platformTime, validDay } from '../../lib/time.ts';
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

/** The URL (and upstream) parameter names of a filter. */
export function paramsOf(filter: FilterDef): string[] {
  switch (filter.kind) {
    case 'exact':
      return [filter.field];
    case 'keyword':
      return [filter.param];
    case 'range':
      return [`${filter.field}_min`, `${filter.field}_max`];
    case 'dateRange':
      return ['start_time', 'end_time'];
  }
}

/** The `tab` value of the "all" tab on a screen whose plain link opens another tab (a queue opens on "pending"). */
const ALL_TAB = 'all';

/** `defaultTab`: the tab a URL without one shows (default: all). */
export function readListState(search: URLSearchParams, filters: readonly FilterDef[], tabs: readonly TabDef[], defaultTab = ''): ListState {
  const values: Record<string, string> = {};
  for (const name of filters.flatMap(paramsOf)) {
    const value = search.get(name)?.trim();
    if (value) values[name] = value;
  }
  const tab = search.get('tab') ?? defaultTab;
  return {
    filters: values,
    tab: tabs.some((t) => t.key === tab) ? tab : '',
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
const FORMAT = 'YYYY-MM-DD HH:mm:ss';

/** The range of a shortcut, whole days of the platform's clock (`now`: its `YYYY-MM-DD HH:mm:ss`); 7d and 30d include today. */
export function dateShortcut(shortcut: DateShortcut, now: string = platformTime()): { start_time: string; end_time: string } {
  const today = dayjs(now).startOf('day');
  const first = { today: today, yesterday: today.subtract(1, 'day'), '7d': today.subtract(6, 'day'), '30d': today.subtract(29, 'day') }[
    shortcut
  ];
  const last = shortcut === 'yesterday' ? first : today;
  return { start_time: first.format(FORMAT), end_time: last.endOf('day').format(FORMAT) };
}

/** A day field's value (YYYY-MM-DD) as the start or end of that day; '' (or no day) is ''. */
export function dayBound(date: string, end: boolean): string {
  if (!validDay(date)) return '';
  return `${date} ${end ? DAY_END : DAY_START}`;
}
