/**
 * What the palette lists for a query, in its groups (docs/palette.md): with no query the recent searches, the recent
 * picks and the actions;
 * with one the pages it finds, the actions it names, then the records as the upstream answers, each kind a group.
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Lang, Text } from '../../../../contract/i18n.ts';
import { SEARCH_KINDS } from '../../../../contract/resources/search.ts';
import type { PermittedRoutes } from '../../router/filter.ts';
import { formsOf, normalize } from '../../lib/pinyinMatch.ts';
import { buildPageIndex, searchPages } from './pageIndex.ts';
import { readQueries, readRecents } from './recents.ts';
import { recordTarget } from './recordRoutes.ts';
import type { PaletteAction } from '../../hooks/useScreenActions.ts';
import { useRecordSearch } from './useRecordSearch.ts';

export interface PaletteItem {
  /** Unique in the list: also the option's DOM id. */
  id: string;
  group: string;
  title: string;
  detail: string;
  /** A route to open (and to keep among the recents), or an action to run. */
  target?: string;
  titles?: Text;
  run?: () => void;
  /** A recent search: picking it types it again rather than closing the palette. */
  query?: string;
  /** `data-kind` on the option, for tests and tools: page, action, recent or a record kind. */
  kind: string;
}

function matchesAction(action: PaletteAction, q: string): boolean {
  return formsOf(action.title.zh, action.title.en).some((form) => form.includes(q));
}

export function usePaletteItems(query: string, routes: PermittedRoutes, actions: readonly PaletteAction[], owner: string, lang: Lang) {
  const { t } = useTranslation();
  const index = useMemo(() => buildPageIndex(routes, lang), [routes, lang]);
  const records = useRecordSearch(query);
  const q = normalize(query);

  const items = useMemo(() => {
    const out: PaletteItem[] = [];
    // each group's title looked up once a keystroke, not once an option: i18next's lookup is a tenth of a millisecond
    const group = (name: string) => t(`palette.group.${name}`);
    const actionsGroup = group('actions');
    const actionItem = (a: PaletteAction): PaletteItem => ({ id: `action-${a.key}`, group: actionsGroup, title: a.title[lang], detail: '', run: a.run, kind: 'action' });
    if (!q) {
      const searches = group('searches');
      readQueries(owner).forEach((text, i) => {
        out.push({ id: `query-${i}`, group: searches, title: text, detail: '', query: text, kind: 'query' });
      });
      const recent = group('recent');
      readRecents(owner).forEach((r, i) => {
        out.push({ id: `recent-${i}`, group: recent, title: r.title[lang], detail: r.detail, target: r.target, titles: r.title, kind: 'recent' });
      });
      out.push(...actions.map(actionItem));
      return out;
    }
    const pages = group('pages');
    for (const entry of searchPages(index, query)) {
      const { route } = entry;
      out.push({ id: `page-${route.name}`, group: pages, title: route.meta.title[lang], detail: entry.group, target: route.path, titles: route.meta.title, kind: 'page' });
    }
    out.push(...actions.filter((a) => matchesAction(a, q)).map(actionItem));
    for (const kind of SEARCH_KINDS) {
      const hits = records.hits.filter((h) => h.kind === kind);
      const title = hits.length > 0 ? group(kind) : '';
      for (const hit of hits) {
        const target = recordTarget(hit, (path) => routes.paths.has(path));
        if (!target) continue;
        out.push({ id: `${kind}-${hit.id}`, group: title, title: hit.title, detail: hit.detail, target, titles: { zh: hit.title, en: hit.title }, kind });
      }
    }
    return out;
  }, [q, query, index, actions, records.hits, routes, owner, lang, t]);

  return { items, pending: records.pending, error: records.error };
}
