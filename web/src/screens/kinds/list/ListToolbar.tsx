/**
 * The one line over a list's table (docs/lists.md "Density"): the saved views, create, the batch actions, the selection's count (and "select all N matching" once
 * the page is wholly ticked), tools, export (as a job over the browser's limit), columns, density, refresh.
 */
import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'semantic-ui-react';
import { JOBS_PATH } from '../../../lib/jobCalls.ts';
import { pathKey } from '../../../lib/queries.ts';
import type { ListData } from '../../../../../contract/list.ts';
import { failureText, isOk } from '../../../lib/api.ts';
import { useStores } from '../../../stores/index.ts';
import type { Row } from '../../descriptions/types.ts';
import { offers } from '../../lib/actions.ts';
import { ColumnChooser } from '../../parts/ColumnChooser.tsx';
import { DensitySwitch } from '../../parts/DensitySwitch.tsx';
import { ExportButton, exportChoices, IN_BROWSER_EXPORT_ROWS } from '../../parts/ExportButton.tsx';
import { EXPORT_FORMATS, startExportJob } from './exportJob.tsx';
import type { ListActions } from './useListActions.ts';
import type { ListController } from './useListController.ts';
import { ViewsBar } from './views/ViewsBar.tsx';

export function ListToolbar({ c, a }: { c: ListController; a: ListActions }) {
  const { api } = useStores();
  const { t, lang, def, desc, list, selection, table, title, rowBatch } = c;
  const selected = selection.selected;
  const rowBatchAction = rowBatch && def.actions?.[rowBatch.action];
  const queryClient = useQueryClient();
  const matching = list.data?.total ?? 0;
  const exportJobs =
    matching > IN_BROWSER_EXPORT_ROWS || (desc.statement && matching > 0)
      ? EXPORT_FORMATS.map((format) => ({
          key: `job-${format}`,
          label: t(desc.statement ? 'jobs.export.statement' : 'jobs.export.job', { total: matching, count: matching, format }),
          run: () =>
            void startExportJob({ api, t, resource: desc.resource, query: c.query, columns: table.shown.map((column) => column.key), fields: def.fields, format }).then(
              // the badge and the centre list the new job
              () => queryClient.invalidateQueries({ queryKey: pathKey(JOBS_PATH) }),
            ),
        }))
      : [];
  const fetchPage = async (page: number, limit: number, signal?: AbortSignal) => {
    const answer = await api(c.endpoints.list, { query: { ...c.query, page, limit }, signal });
    return isOk(answer) ? (answer.data as ListData<Row>) : (failureText(answer) ?? t('screens.list.loadFailed'));
  };
  return (
    <div className="list-toolbar">
      <ViewsBar c={c} screen={c.screen} />
        {def.create && (desc.form || c.Editor) && c.mayWrite && <Button primary icon="plus" content={t('screens.list.create')} onClick={() => a.openForm()} className="create-button" />}
        {c.bulk.map((name) => (
          <Button key={name} basic disabled={selected.size === 0} data-bulk={name} content={def.actions?.[name]?.title[lang]} onClick={() => void a.runBulk(name)} />
        ))}
        {rowBatch && rowBatchAction && (
          <Button
            basic
            disabled={selected.size === 0}
            data-bulk={`${rowBatch.action}-rows`}
            content={rowBatchAction.title[lang]}
            onClick={() => a.openRowBatch(selection.rows().filter((r) => offers(rowBatchAction, r, c.actor)))}
          />
        )}
        {selected.size > 0 && !selection.allMatching && <span className="muted selection-count">{t('screens.list.selected', { count: selected.size })}</span>}
        {selection.wholePage && !selection.allMatching && matching > selected.size && (
          <Button basic compact size="small" className="select-all-matching" content={t('jobs.select.all', { total: matching, count: matching })} onClick={selection.selectAllMatching} />
        )}
        {selection.allMatching && (
          <>
            <span className="muted selection-count all-matching" data-count={matching}>{t('jobs.select.allOn', { total: matching, count: matching })}</span>
            <Button basic compact size="small" className="select-clear" content={t('jobs.select.clear')} onClick={selection.clear} />
          </>
        )}
        <span style={{ flex: 1 }} />
        {desc.tools?.map((Tool, index) => {
          const scope = { ids: [...selected], allMatching: selection.allMatching, matching, query: c.query, done: selection.clear };
          // biome-ignore lint/suspicious/noArrayIndexKey: a description's tools are fixed, so a tool's place is its identity
          return <Tool key={index} reload={list.reload} scope={scope} />;
        })}
        <ExportButton
          title={title}
          fetchPage={fetchPage}
          columns={() => table.shown.map((column) => ({ header: column.title[lang], value: (row: Row) => column.exportValue(row, lang) }))}
          {...exportChoices(desc.exports, title, lang)}
          jobs={exportJobs}
        />
        <ColumnChooser columns={table.columns} layout={table.layout} onChange={table.change} />
        <DensitySwitch layout={table.layout} onChange={table.change} />
        <Button basic icon="refresh" aria-label={t('screens.list.refresh')} onClick={list.reload} loading={list.loading && c.rows !== undefined} className="refresh-button" />
    </div>
  );
}
