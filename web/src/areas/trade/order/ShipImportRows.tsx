/** The two tables of a ship-by-import (docs/imports.md): each row of the sheet as checked, and the rows that did not ship. */
import { useTranslation } from 'react-i18next';
import { Button } from 'semantic-ui-react';
import { COURIERS } from '../../../../../contract/index.ts';
import type { Lang } from '../../../../../contract/i18n.ts';
import type { ShipRow } from '../../../screens/lib/shipImport.ts';
import type { ShipFailure } from './useShipImport.ts';

/** A courier's name in the console's language; a code the contract does not know is shown as it is. */
export const courierName = (code: string, lang: Lang) =>
  code in COURIERS.options ? COURIERS.options[code as keyof typeof COURIERS.options][lang] : code;

export function ShipCheckedRows({ rows, headers, lang }: { rows: ShipRow[]; headers: string[]; lang: Lang }) {
  const { t } = useTranslation();
  return (
    <table className="ui very compact small table ship-import-rows">
      <thead>
        <tr>
          <th>{t('screens.trade.shipImport.line')}</th>
          {headers.map((h) => (
            <th key={h}>{h}</th>
          ))}
          <th>{t('screens.trade.shipImport.check')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.line} className={r.error ? 'negative' : ''} data-line={r.line}>
            <td>{r.line}</td>
            <td>{r.order_no}</td>
            <td>{courierName(r.courier, lang)}</td>
            <td>{r.tracking_no}</td>
            <td className="row-check">{r.error ?? t('screens.trade.shipImport.ok')}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function ShipFailures({ failures, onDownload }: { failures: ShipFailure[]; onDownload(): void }) {
  const { t } = useTranslation();
  return (
    <div className="ui warning message ship-import-failures" data-count={failures.length}>
      <p>{t('screens.trade.shipImport.failedRows', { count: failures.length })}</p>
      <table className="ui very compact small table ship-import-failed">
        <tbody>
          {failures.map((f) => (
            <tr key={f.row.line} data-line={f.row.line}>
              <td>{f.row.line}</td>
              <td>{f.row.order_no}</td>
              <td className="failure-reason">{f.error}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <Button size="small" content={t('screens.trade.shipImport.downloadFailed')} onClick={onDownload} />
    </div>
  );
}
