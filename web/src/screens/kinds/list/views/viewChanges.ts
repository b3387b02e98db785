/**
 * What "update with the current filters and columns" will change in a saved view (docs/views.md "Changing a view"):
 * each filter, the tab, the sort and the page size that differ, named as the list names them, and whether the
 * columns differ; said before the view is overwritten.
 */
import type { Lang } from '../../../../../../contract/i18n.ts';
import type { ViewState } from '../../../../../../contract/resources/views.ts';
import { paramsOf } from '../../../../../../contract/filterParams.ts';
import type { Translate } from '../../../lib/validation.ts';
import type { ListShape } from './viewState.ts';

/** One line per change, "title: before → after", in the operator's language; empty when the view already holds the list's state. */
export function viewChanges(before: ViewState, after: ViewState, shape: ListShape, t: Translate, lang: Lang): string[] {
  const none = t('screens.views.none');
  const line = (title: string, from: string | number | undefined, to: string | number | undefined) =>
    t('screens.views.change', { title, from: from === undefined || from === '' ? none : String(from), to: to === undefined || to === '' ? none : String(to) });
  const lines: string[] = [];
  // a relative time reads as "48 hours ago", a fixed one as the time itself
  const shown = (state: ViewState, param: string) => {
    const rule = state.relative?.[param];
    return rule ? t('screens.views.hoursAgo', { count: rule.hoursAgo }) : state.filters[param];
  };
  const params = new Set([before, after].flatMap((s) => [...Object.keys(s.filters), ...Object.keys(s.relative ?? {})]));
  for (const param of params) {
    const from = shown(before, param);
    const to = shown(after, param);
    if (from === to) continue;
    const filter = shape.filters.find((f) => paramsOf(f).includes(param));
    lines.push(line(filter ? filter.title[lang] : param, from, to));
  }
  const tabTitle = (key: string) => shape.tabs.find((tab) => tab.key === key)?.title[lang] ?? key;
  if (before.tab !== after.tab) lines.push(line(t('screens.views.tab'), tabTitle(before.tab), tabTitle(after.tab)));
  if (before.sort !== after.sort) lines.push(line(t('screens.views.sort'), before.sort, after.sort));
  if (before.limit !== after.limit) lines.push(line(t('screens.views.limit'), before.limit, after.limit));
  // a layout is compared as a whole: which of visibility, order, widths or pinning moved is not worth a line each
  if (JSON.stringify(before.columns ?? null) !== JSON.stringify(after.columns ?? null)) lines.push(t('screens.views.columns'));
  return lines;
}
