/** The filter card, the status tabs and the description's banner above a list: they change the URL's state. */
import { useMemo } from 'react';
import { allCountOf } from '../../../../../contract/list.ts';
import { filterCardValues, searchState, tabState } from '../../lib/listQuery.ts';
import { filterOptionSource } from '../../lib/options.ts';
import { FilterCard } from '../../parts/FilterCard.tsx';
import { StatusTabs } from '../../parts/StatusTabs.tsx';
import type { ListController } from './useListController.ts';

export function ListFilters({ c }: { c: ListController }) {
  const { def, desc, tabs, tabField, state, shownFilters, list, go } = c;
  const Banner = desc.banner;
  const options = useMemo(
    () => Object.fromEntries(shownFilters.flatMap((f) => (f.kind === 'exact' ? [[f.field, filterOptionSource(def, f)]] : []))),
    [shownFilters, def],
  );
  const values = useMemo(() => filterCardValues(state, tabs, tabField), [state, tabs, tabField]);
  const linked = tabField && shownFilters.some((f) => f.kind === 'exact' && f.field === tabField) ? tabField : undefined;
  return (
    <>
      {shownFilters.length > 0 && (
        <FilterCard
          screen={c.screen}
          filters={shownFilters}
          options={options}
          values={values}
          onSearch={(values) => go({ ...searchState(values, tabs, tabField), page: 1 })}
          linked={linked}
          onPick={(value) => {
            if (!tabField) return;
            const { [tabField]: _, ...others } = state.filters;
            go({ ...searchState(value ? { ...others, [tabField]: value } : others, tabs, tabField), page: 1 });
          }}
        />
      )}
      {tabs.length > 0 && (
        <StatusTabs
          tabs={tabs}
          active={state.tab}
          counts={list.data?.counts}
          total={allCountOf(list.data, state.tab === '')}
          onSelect={(tab) => go({ ...tabState(state, tab, tabField), page: 1 })}
        />
      )}
      {Banner && <Banner query={c.query} loads={list.loads} />}
    </>
  );
}
