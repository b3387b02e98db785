/**
 * The views of one list (docs/views.md): the shipped presets and the saved ones (the operator's and those shared with
 * the role), each with its live count (one list call of page size 1 per view), the one the URL names (`?view=<id>`),
 * opening; saving and changing are `useViewEdits`'. Opening replaces the URL's list state with the view's, and its columns the table's.
 */
import { useQueries } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { MANAGE_ACCOUNTS_LABEL } from '../../../../../../contract/resources/governance/adminUsers.ts';
import { queryOptionsOf } from '../../../../lib/queries.ts';
import { useStores } from '../../../../stores/index.ts';
import { upstreamQuery, writeListState } from '../../../lib/listQuery.ts';
import type { ListController } from '../useListController.ts';
import { presetsOf } from './presets.ts';
import { usePreferences } from '../../../../hooks/usePreferences.ts';
import type { BarView } from './barView.ts';
import { useViewEdits } from './useViewEdits.ts';
import { openView } from './viewState.ts';
import { platformTime } from '../../../../lib/format.ts';
import { keepRelative, type ResolvedRelative } from './relativeTimes.ts';

export const VIEW_PARAM = 'view';

export function useViews(c: ListController, screen: string) {
  const { api, permission } = useStores();
  const prefs = usePreferences();
  const [search, setSearch] = useSearchParams();
  const [dropped, setDropped] = useState<string[]>([]);
  const [missing, setMissing] = useState<string>();
  // relative times of the counts resolved with the views: a clock read at each render would make every count a new query
  const { views, countedAt } = useMemo<{ views: BarView[]; countedAt: string }>(
    () => ({
      countedAt: platformTime(),
      views: [
        ...presetsOf(screen).map((p) => ({ id: p.id, name: p.name[c.lang], state: p.state, preset: true, mine: false })),
        ...(prefs.data?.views ?? [])
          .filter((v) => v.screen === screen)
          .map((v) => ({ id: String(v.id), name: v.name, state: v.state, preset: false, mine: v.mine, owner: v.owner, role: v.role, version: v.version })),
      ],
    }),
    [prefs.data, screen, c.lang],
  );
  const shape = { def: c.def, filters: c.shownFilters, tabs: c.tabs };
  const counts = useQueries({
    queries: views.map((v) => {
      const { state } = openView(v.state, shape, c.lang, countedAt);
      const query = { ...upstreamQuery(state, { fixed: c.desc.fixed, tabs: c.tabs, defaultSort: c.def.defaultSort }), limit: 1 };
      return { ...queryOptionsOf(api, c.endpoints.list, { query }), select: (d: unknown) => (d as { total: number }).total };
    }),
  });

  const active = search.get(VIEW_PARAM) ?? undefined;
  // the relative rules of the view last opened, so saving from it keeps them (lost on a reload: the URL holds times)
  const openedRelative = useRef<ResolvedRelative>();
  const open = (view: BarView, replace = false) => {
    const opened = openView(view.state, shape, c.lang);
    openedRelative.current = opened.relative;
    const next = writeListState(opened.state, c.desc.defaultTab);
    next.set(VIEW_PARAM, view.id);
    if (opened.columns) c.table.change(opened.columns);
    setDropped(opened.dropped);
    setMissing(undefined);
    setSearch(next, { replace });
  };
  // a link names the view alone (`?view=12`): it opens once the views are known; a reload of an opened view keeps its URL
  const opened = useRef<string>();
  useEffect(() => {
    if (!active || opened.current === active || (!prefs.data && !prefs.isError)) return;
    opened.current = active;
    const view = views.find((v) => v.id === active);
    if (!view) setMissing(active);
    else if ([...search.keys()].every((k) => k === VIEW_PARAM)) open(view, true);
  });

  // a view saved or updated is the one the list shows: the URL names it, the link-opening effect leaves it be
  const edits = useViewEdits(c, screen, (present) => keepRelative(present, openedRelative.current), (id) => {
    opened.current = id;
    const next = new URLSearchParams(search);
    next.set(VIEW_PARAM, id);
    setSearch(next, { replace: true });
  });
  return {
    views,
    counts: counts.map((q) => q.data),
    active,
    dropped,
    missing,
    open,
    edits,
    shape,
    mayShare: permission.canAny([MANAGE_ACCOUNTS_LABEL]),
  };
}

export type Views = ReturnType<typeof useViews>;
