/**
 * One resource's rows under a fixed filter (a member's orders, flows, referrals, addresses), paged, with the list
 * kind's table and pagination. `data-loads` counts finished loads, like the list kind, for tests to wait on.
 */
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RESOURCE_ENDPOINTS, RESOURCES, type ResourceName } from '../../../../contract/index.ts';
import type { ColumnDesc, Row } from '../../screens/descriptions/types.ts';
import { LoadState } from '../../components/LoadState.tsx';
import { useList } from '../../screens/hooks/useList.ts';
import { resolveColumns } from '../../screens/lib/columns.ts';
import { nextSort } from '../../screens/lib/listQuery.ts';
import { DataTable } from '../../screens/parts/DataTable.tsx';
import { Pagination } from '../../screens/parts/Pagination.tsx';

interface Props {
  resource: ResourceName;
  query: Record<string, string | number>;
  columns: (string | ColumnDesc)[];
  /** What each row offers (a link to where it is handled). */
  actions?(row: Row): ReactNode;
  className?: string;
}

export function ResourceTable({ resource, query, columns, actions, className = '' }: Props) {
  const { t } = useTranslation();
  const def = RESOURCES[resource];
  const [page, setPage] = useState({ page: 1, limit: 10 });
  // '' is the resource's default order
  const [sort, setSort] = useState('');
  const list = useList(RESOURCE_ENDPOINTS[resource].list, { ...query, ...page, ...(sort ? { sort } : {}) }, t('screens.list.loadFailed'));
  const resolved = useMemo(() => resolveColumns(def, columns), [def, columns]);
  const rows = list.data?.list;
  return (
    <div className={`resource-table ${className}`} data-resource={resource} data-loads={list.loads} aria-busy={list.loading}>
      {/* the table's placeholder rows stand for the loader: the failure alone, with its retry */}
      <LoadState loading={list.loading} error={list.error} hasData retry={list.reload} />
      <DataTable
        columns={resolved}
        rows={rows}
        sort={sort || def.defaultSort}
        onSort={(field) => {
          setSort(nextSort(sort || def.defaultSort, field));
          setPage((p) => ({ ...p, page: 1 }));
        }}
        selectable={false}
        selected={new Set()}
        onSelect={() => {}}
        actions={actions ?? (() => null)}
        loadingRows={3}
      />
      {rows?.length === 0 && <div className="ui placeholder segment empty-state">{t('screens.list.empty')}</div>}
      {list.data && list.data.total > 0 && <Pagination page={page.page} limit={page.limit} total={list.data.total} onChange={(p, limit) => setPage({ page: p, limit })} />}
    </div>
  );
}
