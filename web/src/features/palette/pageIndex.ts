/**
 * Finding pages (docs/palette.md, "Pages"): each permitted route is found by its title and its menu group's title in
 * zh and en, by their pinyin in full ("tixian") and by initials ("tx"), and through the synonyms of synonyms.ts.
 * The forms are the one matcher's (`lib/pinyinMatch.ts`); this module is loaded with the palette only, never by the login page.
 */
import type { Lang } from '../../../../contract/i18n.ts';
import type { PermittedRoutes } from '../../router/filter.ts';
import type { AppRoute } from '../../router/routes.ts';
import { FORM_COUNT, formsOf, normalize } from '../../lib/pinyinMatch.ts';
import { expandSynonyms } from './synonyms.ts';

export interface PageEntry {
  route: AppRoute;
  /** The menu group's title in the current language ('' for home). */
  group: string;
  /** The title's searchable forms, best first: zh, en, pinyin, initials; then the group's. */
  keys: readonly string[];
}

/** Built on each opening of the palette from the titles' forms made once: under a millisecond for the 242 routes. */
export function buildPageIndex(routes: PermittedRoutes, lang: Lang): PageEntry[] {
  const entries: PageEntry[] = [{ route: routes.home, group: '', keys: formsOf(routes.home.meta.title.zh, routes.home.meta.title.en) }];
  for (const group of routes.groups) {
    const groupForms = formsOf(group.meta.title.zh, group.meta.title.en);
    for (const route of group.children) {
      entries.push({ route, group: group.meta.title[lang], keys: [...formsOf(route.meta.title.zh, route.meta.title.en), ...groupForms] });
    }
  }
  return entries;
}

/**
 * Lower is better: a title starting with the query, then holding it, then only its group's title; a page whose title
 * and group both match ranks above one whose title alone does (提现列表 under 提现管理 before 提现商品 under goods).
 */
function rank(entry: PageEntry, query: string): number {
  const own = scoreOf(entry.keys, 0, FORM_COUNT, query);
  const group = scoreOf(entry.keys, FORM_COUNT, entry.keys.length, query);
  if (Number.isFinite(own)) return Number.isFinite(group) ? own - 0.5 : own;
  return group + 10;
}

/** 0 when one of keys[from, to) starts with the query, 1 when one holds it; a plain loop, run 242 times a keystroke. */
function scoreOf(keys: readonly string[], from: number, to: number, query: string): number {
  let best = Number.POSITIVE_INFINITY;
  for (let i = from; i < to; i++) {
    const at = keys[i].indexOf(query);
    if (at === 0) return 0;
    if (at > 0) best = 1;
  }
  return best;
}

/** The pages a query finds, best first, at most `limit`. */
export function searchPages(index: readonly PageEntry[], query: string, limit = 8): PageEntry[] {
  const q = normalize(query);
  if (!q) return [];
  const queries = [q, ...expandSynonyms(q).map(normalize)];
  const scored: { entry: PageEntry; score: number; order: number }[] = [];
  index.forEach((entry, order) => {
    const score = Math.min(...queries.map((each, i) => rank(entry, each) + (i === 0 ? 0 : 2)));
    if (Number.isFinite(score)) scored.push({ entry, score, order });
  });
  return scored
    .sort((a, b) => a.score - b.score || a.order - b.order)
    .slice(0, limit)
    .map((s) => s.entry);
}
