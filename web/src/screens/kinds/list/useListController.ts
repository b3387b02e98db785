/**
 * The state of a list screen (docs/lists.md "The parts"): its filters, tab, page, size and sort in the URL query,
 * the page they load (`useList`), the rows selected on it, the table's layout, and what the role may do. The view
 * pieces and the action runner read it; nothing else holds list state.
 */
import { type ComponentType, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { actLabels, paramsOf, RESOURCE_ENDPOINTS, RESOURCES, tabFieldOf, writeLabels } from '../../../../../contract/index.ts';
import type { ActionDef } from '../../../../../contract/index.ts';
import type { TabDef } from '../../../../../contract/resource.ts';
import { useLang } from '../../../hooks/useLang.ts';
import type { AppRoute } from '../../../router/routes.ts';
import { useStores } from '../../../stores/index.ts';
import type { ListDescription } from '../../descriptions/types.ts';
import type { EditorProps } from '../../descriptions/componentProps.ts';
import { type ListState, readListState, upstreamQuery, writeListState } from '../../lib/listQuery.ts';
import { ID_FILTER_OPTIONS, LOOKUP_LABELS } from '../../lib/options.ts';
import { clampPage } from '../../lib/pagination.ts';
import { useList } from '../../hooks/useList.ts';
import { useOpenedRecord } from './useOpenedRecord.ts';
import { useSelection } from './useSelection.ts';
import { useTableLayout } from './useTableLayout.ts';

/** A screen without tabs gets this one empty list: a new one per render would re-read the URL state every render. */
const NO_TABS: readonly TabDef[] = [];

/** `editor`: see ListScreen. */
export function useListController(route: AppRoute, desc: ListDescription, editor?: ComponentType<EditorProps>) {
  const { t } = useTranslation();
  const lang = useLang();
  const { permission, session } = useStores();
  const def = RESOURCES[desc.resource];
  const endpoints = RESOURCE_ENDPOINTS[desc.resource];
  const tabs = desc.tabs ?? def.tabs ?? NO_TABS;
  const filters = useMemo(
    () =>
      def.filters.filter((f) => {
        const name = f.kind === 'keyword' ? f.param : f.field;
        if (desc.fixed && paramsOf(f).some((n) => n in (desc.fixed ?? {}))) return false;
        return desc.filters ? desc.filters.includes(name) : true;
      }),
    [def, desc],
  );
  // an id filter is only useful with its lookup: a role that cannot read merchants gets no merchant filter
  const shownFilters = useMemo(
    () => filters.filter((f) => f.kind !== 'exact' || !(f.field in ID_FILTER_OPTIONS) || permission.canAny(LOOKUP_LABELS[ID_FILTER_OPTIONS[f.field]])),
    [filters, permission],
  );
  // the field the tabs split on, when the filter card has a select on it: that select and the tabs are one state
  const tabField = useMemo(() => tabFieldOf(filters, tabs), [filters, tabs]);

  const [search, setSearch] = useSearchParams();
  const stateOf = (search: URLSearchParams) => readListState(search, filters, tabs, desc.defaultTab);
  // biome-ignore lint/correctness/useExhaustiveDependencies: stateOf reads only the listed values
  const state = useMemo(() => stateOf(search), [search, filters, tabs, desc.defaultTab]);
  const queryOf = (state: ListState) => upstreamQuery(state, { fixed: desc.fixed, tabs, defaultSort: def.defaultSort });
  const query = queryOf(state);
  const list = useList(endpoints.list, query, t('screens.list.loadFailed'));
  const rows = list.data?.list;
  /** Shows another page, filter, tab or sort; `replace` when the current entry was wrong (Back must not return to it). */
  const go = (next: Partial<ListState>, { replace = false } = {}) => {
    const nextSearch = writeListState({ ...state, ...next }, desc.defaultTab);
    // The request leaves now, not in the render the navigation causes, after the layout around the screen rendered:
    // the upstream answers meanwhile. The state is read back from the new query as that render will read it.
    if (nextSearch.toString() !== search.toString()) list.prefetch(queryOf(stateOf(nextSearch)));
    setSearch(nextSearch, { replace });
  };
  // a delete or a filter can leave the page past the last one
  if (list.data && list.data.total > 0 && rows?.length === 0 && state.page > 1) {
    const page = clampPage(state.page, list.data.total, state.limit);
    if (page !== state.page) queueMicrotask(() => go({ page }, { replace: true }));
  }

  const selection = useSelection(JSON.stringify(query), rows);
  const opened = useOpenedRecord(endpoints.get);
  const table = useTableLayout(session.user?.account ?? '', route.path, def, desc);
  /** A row's name in a sentence: its label and id. */
  const labelOf = (id: string | number) => {
    const row = rows?.find((r) => r.id === Number(id));
    return row ? `${String(row[desc.rowLabel])} (${row.id})` : String(id);
  };
  // what the role may not do is not offered (a merchant follows its activity registrations without deciding them)
  const may = (action: ActionDef | undefined) => action !== undefined && permission.canAny(actLabels(def, action));
  const bulk = [
    ...(desc.bulk ?? []).filter((name) => endpoints.batch[name] && may(def.actions?.[name])),
    ...(desc.jobBulk ?? []).filter((name) => may(def.actions?.[name])),
  ];
  const rowBatch = desc.rowBatch && may(def.actions?.[desc.rowBatch.action]) ? desc.rowBatch : undefined;
  return {
    t, lang, def, desc, endpoints, title: route.meta.title[lang], actor: { account: session.user?.account ?? '' },
    /** The route the list is on: its saved views and column settings are kept under it (docs/views.md). */
    screen: route.path,
    tabs, shownFilters, tabField, state, query, list, rows, go, selection, table, labelOf, may,
    /** The record the URL opens in the drawer (`?open=<id>`). */
    opened,
    mayWrite: permission.canAny(writeLabels(def)),
    /** Batch actions the role may run on the selected rows (those without a batch call only as jobs). */
    bulk,
    rowBatch,
    /** The create/edit form: the screen's own, else the description's. */
    Editor: editor ?? desc.editor,
    canLookup: (lookup: keyof typeof LOOKUP_LABELS) => permission.canAny(LOOKUP_LABELS[lookup]),
  };
}

export type ListController = ReturnType<typeof useListController>;
