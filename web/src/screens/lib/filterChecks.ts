/**
 * What the filter card refuses before searching, each filter by its contract definition. The one place where a list's
 * filters are checked: a value the upstream would refuse (`member_id 应为数字`, naming its parameter) or a range that
 * can match nothing (a start after its end, which the upstream accepts and answers with an empty page) is stopped here
 * and named by the filter's own label, in the console's language.
 */
import { z } from 'zod';
import { boundParams, type FilterDef, filterKey, queryValue } from '../../../../contract/filterParams.ts';

/** Why a filter's value is refused; the card shows `screens.filter.problem.<kind>` on the filter's field. */
export type FilterProblem = 'notNumber' | 'invalid' | 'reversed' | 'reversedDates';

/** An exact filter whose value is a number (an id): typed, not chosen, unless the screen gives it a lookup. */
export function isNumberFilter(f: FilterDef): boolean {
  return f.kind === 'exact' && f.schema instanceof z.ZodNumber;
}

/** The problems of the values typed, by filter key; empty when the search may go. Empty values are not filters. */
export function filterProblems(filters: readonly FilterDef[], values: Record<string, string>): Record<string, FilterProblem> {
  const problems: Record<string, FilterProblem> = {};
  const typed = (name: string) => (values[name] ?? '').trim();
  for (const f of filters) {
    const key = filterKey(f);
    if (f.kind === 'exact') {
      const value = typed(f.field);
      // the check the upstream makes on the query string (contract `listQueryOf`)
      if (value !== '' && !queryValue(f.schema).safeParse(value).success) problems[key] = isNumberFilter(f) ? 'notNumber' : 'invalid';
    } else if (f.kind === 'range' || f.kind === 'dateRange') {
      const names = boundParams(f);
      const [min, max] = [typed(names.min), typed(names.max)];
      if (min === '' || max === '') continue;
      // numbers compare as numbers; dates are both `YYYY-MM-DD HH:mm:ss`, which compare as text
      if (f.kind === 'range' && Number(min) > Number(max)) problems[key] = 'reversed';
      if (f.kind === 'dateRange' && min > max) problems[key] = 'reversedDates';
    }
  }
  return problems;
}
