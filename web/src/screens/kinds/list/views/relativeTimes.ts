/**
 * Filters a view counts back from the platform's clock (docs/views.md "Presets"): "unshipped over 48 h" is "placed
 * before now − 48 h" whenever it is opened, and a view saved from it keeps the rule rather than the time it gave once.
 */
import dayjs from 'dayjs';
import type { ViewState } from '../../../../../../contract/resources/views.ts';
import { platformTime, TIME_FORMAT } from '../../../../lib/format.ts';

export type RelativeRules = NonNullable<ViewState['relative']>;

/** The rules of an opened view and the values they gave at that moment: the list's URL holds the values. */
export interface ResolvedRelative {
  rules: RelativeRules;
  values: Record<string, string>;
}

export function hoursBefore(now: string, hours: number): string {
  return dayjs(now).subtract(hours, 'hour').format(TIME_FORMAT);
}

/** The view's filters with each relative rule resolved at `now` (a fixed value of the same filter gives way to the rule). */
export function resolveRelative(view: ViewState, now: string = platformTime()): { filters: Record<string, string>; resolved?: ResolvedRelative } {
  const rules = view.relative;
  if (!rules || Object.keys(rules).length === 0) return { filters: view.filters };
  const values = Object.fromEntries(Object.entries(rules).map(([param, rule]) => [param, hoursBefore(now, rule.hoursAgo)]));
  return { filters: { ...view.filters, ...values }, resolved: { rules, values } };
}

/**
 * The view to save from the list's present state: a filter still holding the value a rule gave it when the view was
 * opened is saved as that rule; one the operator changed since is saved as it is now, fixed.
 */
export function keepRelative(present: ViewState, opened: ResolvedRelative | undefined): ViewState {
  if (!opened) return present;
  const filters = { ...present.filters };
  const relative: RelativeRules = {};
  for (const [param, rule] of Object.entries(opened.rules)) {
    if (filters[param] !== opened.values[param]) continue;
    delete filters[param];
    relative[param] = rule;
  }
  return Object.keys(relative).length > 0 ? { ...present, filters, relative } : present;
}
