/** A list's rows: the load's failure and retry, the table, the empty state and the pagination. */
import { LoadState } from '../../../components/LoadState.tsx';
import { nextSort } from '../../lib/listQuery.ts';
import { DataTable } from '../../parts/DataTable.tsx';
import { Pagination } from '../../parts/Pagination.tsx';
import { rowActionsOf, toggleOf } from './rowActions.ts';
import type { ListActions } from './useListActions.ts';
import type { ListController } from './useListController.ts';

export function ListTable({ c, a }: { c: ListController; a: ListActions }) {
  const { t, def, desc, state, list, rows, selection, table, go } = c;
  const sort = state.sort || def.defaultSort;
  return (
    <>
      {/* the table's placeholder rows are the loading view: LoadState shows only a failure, with its retry */}
      <LoadState loading={list.loading} error={list.error} hasData retry={list.reload} />
      <DataTable
        columns={table.columns}
        layout={table.layout}
        onLayout={table.change}
        // a failed load leaves no rows of another query (useList): an empty table under the message, not placeholders
        rows={rows ?? (list.error ? [] : undefined)}
        sort={sort}
        onSort={(field) => go({ sort: nextSort(sort, field), page: 1 })}
        selectable={c.bulk.length > 0 || desc.rowBatch !== undefined}
        selected={selection.selected}
        onSelect={selection.select}
        actions={rowActionsOf(c, a)}
        toggle={toggleOf(c, a)}
        loadingRows={Math.min(state.limit, 10)}
      />
      {rows?.length === 0 && (
        <div className="ui placeholder segment empty-state">
          <div className="ui icon header">
            <i className="inbox icon" />
            {t('screens.list.empty')}
          </div>
        </div>
      )}
      {list.data && <Pagination page={state.page} limit={state.limit} total={list.data.total} onChange={(page, limit) => go({ page, limit })} />}
    </>
  );
}
