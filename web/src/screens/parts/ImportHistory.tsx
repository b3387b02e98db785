/**
 * The last imports of a target: who sent which file, how many rows it held, succeeded and failed. An import
 * invalidates the console's queries (docs/data-loading.md), so the new record heads it with the counts the result
 * shows (docs/imports.md).
 */
import { useTranslation } from 'react-i18next';
import { type ResourceName, RESOURCE_ENDPOINTS } from '../../../../contract/index.ts';
import type { ListData } from '../../../../contract/list.ts';
import { useLoadCount } from '../../hooks/useLoadCount.ts';
import { useApiQuery } from '../../hooks/useApi.ts';
import type { Row } from '../descriptions/types.ts';
import { Time } from './Cells.tsx';

export function ImportHistory({ resource }: { resource: ResourceName }) {
  const { t } = useTranslation();
  const history = useApiQuery(RESOURCE_ENDPOINTS[resource].list, { query: { limit: 10 } });
  const rows = (history.data as ListData<Row> | undefined)?.list;
  const loads = useLoadCount(resource, history);
  // how many loads have landed: a test (or a person) can tell the table was reloaded after an import
  return (
    <div className="import-history" data-loaded={rows !== undefined} data-loads={loads}>
      <h4 className="ui dividing header">{t('screens.money.import.history')}</h4>
      {rows?.length === 0 && <p className="muted">{t('screens.money.import.noHistory')}</p>}
      {rows && rows.length > 0 && (
        <table className="ui celled compact table history-table">
          <thead>
            <tr>
              <th>{t('screens.money.import.importNo')}</th>
              <th>{t('screens.money.import.file')}</th>
              <th>{t('screens.money.import.sentRows')}</th>
              <th>{t('screens.money.import.succeeded')}</th>
              <th>{t('screens.money.import.failed')}</th>
              <th>{t('screens.money.import.operator')}</th>
              <th>{t('screens.money.import.time')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.id} data-import-no={String(r.import_no)}>
                <td>{String(r.import_no)}</td>
                <td>{String(r.file_name)}</td>
                <td className="history-total">{String(r.total)}</td>
                <td className="history-succeeded">{String(r.succeeded)}</td>
                <td className="history-failed">{String(r.failed)}</td>
                <td>{String(r.operator)}</td>
                <td><Time value={r.created_at} /></td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
