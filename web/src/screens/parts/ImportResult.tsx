/**
 * What an import did: the counts as the upstream's record gives them (the history's row says the same), and every
 * row that did not import with its reason, in a table on the screen; the same rows can be downloaded as an .xlsx.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Message } from 'semantic-ui-react';
import { useLang } from '../../hooks/useLang.ts';
import type { ImportOutcome, ImportTarget } from '../descriptions/importTypes.ts';
import { type Cell, download, exportFileName, xlsxOf } from '../lib/exportRows.ts';
import type { CheckedFile } from '../lib/importRows.ts';
import { Pagination } from './Pagination.tsx';

const PAGE = 50;

export function ImportResult({ outcome, file, target, fileTitle }: { outcome: ImportOutcome; file: CheckedFile; target: ImportTarget; fileTitle: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  const [page, setPage] = useState(1);
  // rows the upstream refused, and rows never sent (malformed for a call that would refuse the whole body)
  const refused = new Map(outcome.failed.map((f) => [f.row, f.error]));
  const notSent = file.rows.filter((r) => !r.value);
  const failed = file.rows.filter((r) => refused.has(r.row) || !r.value).map((r) => ({ row: r.row, cells: r.cells, error: refused.get(r.row) ?? r.error ?? '' }));
  const header = [t('screens.money.import.rowNo'), ...target.columns.map((c) => c.title[lang]), t('screens.money.import.reason')];
  const downloadFailed = async () => {
    const table: Cell[][] = [header, ...failed.map((f) => [f.row, ...target.columns.map((c) => f.cells[c.key] ?? ''), f.error])];
    download(await xlsxOf(table, 'failed'), exportFileName(`${fileTitle}-${t('screens.money.import.failedFile')}`));
  };
  const shown = failed.slice((page - 1) * PAGE, page * PAGE);
  return (
    <div className="import-outcome">
      <Message positive={failed.length === 0} warning={failed.length > 0} className="import-result">
        <p data-total={outcome.total} data-succeeded={outcome.succeeded} data-failed={failed.length}>
          {t('screens.money.import.result', { sent: outcome.total, succeeded: outcome.succeeded, failed: outcome.failed.length, count: outcome.total })}
          {notSent.length > 0 && ` ${t('screens.money.import.notSent', { count: notSent.length })}`}
        </p>
        {failed.length > 0 && <Button basic icon="download" content={t('screens.money.import.downloadFailed')} onClick={downloadFailed} className="download-failed" />}
      </Message>
      {failed.length > 0 && (
        <div className="ui segment import-failures" data-count={failed.length}>
          <h4 className="ui header">{t('screens.money.import.failedRows', { count: failed.length })}</h4>
          <table className="ui celled compact table data-table failures-table">
            <thead>
              <tr>
                {header.map((h) => <th key={h}>{h}</th>)}
              </tr>
            </thead>
            <tbody>
              {shown.map((f) => (
                <tr key={f.row} data-row={f.row} className="negative">
                  <td>{f.row}</td>
                  {target.columns.map((c) => <td key={c.key}>{f.cells[c.key]}</td>)}
                  <td className="failure-reason">{f.error}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <Pagination page={page} limit={PAGE} total={failed.length} onChange={setPage} />
        </div>
      )}
    </div>
  );
}
