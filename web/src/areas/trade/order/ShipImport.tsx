/**
 * Ship by .xlsx import: a template to fill in, the sheet read and checked by the upstream's dry run as the ship action
 * will check it (preview with the reason of each row that will not ship, docs/imports.md), then the rows it passed
 * shipped one by one with a progress bar; every row that did not ship is listed with why (and downloadable), and the
 * orders' list reloads. The state is `useShipImport`'s; this is the dialog that shows it.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Progress } from 'semantic-ui-react';
import { COURIERS } from '../../../../../contract/index.ts';
import { useLang } from '../../../hooks/useLang.ts';
import { type Cell, download, exportFileName, xlsxOf } from '../../../screens/lib/exportRows.ts';
import { Dialog } from '../../../screens/parts/Dialog.tsx';
import { courierName, ShipCheckedRows, ShipFailures } from './ShipImportRows.tsx';
import { type ShipFailure, useShipImport } from './useShipImport.ts';

export function ShipImport({ reload }: { reload(): void }) {
  const { t } = useTranslation();
  const lang = useLang();
  const [open, setOpen] = useState(false);
  const ship = useShipImport(reload);
  const { headers, rows, refused, failures, progress } = ship;
  const sheet = async (name: string, body: Cell[][]) => download(await xlsxOf([headers, ...body], name), exportFileName(name));
  const downloadTemplate = () => void sheet(t('screens.trade.shipImport.template'), [['2611210000000001', COURIERS.options.SF[lang], 'SF1234567890']]);
  const downloadFailures = (list: ShipFailure[]) =>
    void sheet(t('screens.trade.shipImport.failedSheet'), list.map((f) => [f.row.order_no, courierName(f.row.courier, lang), f.row.tracking_no, f.error]));

  return (
    <>
      <Button basic icon="upload" content={t('screens.trade.shipImport.button')} onClick={() => setOpen(true)} className="ship-import-button" />
      {open && (
        <Dialog size="small" onClose={() => progress === null && setOpen(false)} className="ship-import" closeOnDimmerClick={false}>
          <Dialog.Header>{t('screens.trade.shipImport.title')}</Dialog.Header>
          <Dialog.Content scrolling>
            <p>
              {t('screens.trade.shipImport.help', { columns: headers.join(t('screens.trade.shipImport.separator')) })}{' '}
              <button type="button" className="link-button ship-template" style={{ border: 0, background: 'none', color: 'var(--theme-strong)', cursor: 'pointer', padding: 0 }} onClick={downloadTemplate}>
                {t('screens.trade.shipImport.template')}
              </button>
            </p>
            <input
              type="file"
              accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              className="ship-import-file"
              disabled={ship.shipping}
              onChange={(e) => {
                const file = e.target.files?.[0];
                e.target.value = '';
                if (file) void ship.read(file);
              }}
            />
            {ship.checking && <p className="ship-import-checking"><i className="notched circle loading icon" />{t('screens.trade.shipImport.checking')}</p>}
            {ship.sheetError && <div className="ui negative message sheet-error">{ship.sheetError}</div>}
            {rows && (
              <>
                <p className="ship-import-counts">{t('screens.trade.shipImport.counts', { total: rows.length, count: rows.length, valid: rows.length - refused.length, invalid: refused.length })}</p>
                <ShipCheckedRows rows={rows} headers={headers} lang={lang} />
              </>
            )}
            {progress !== null && <Progress percent={progress} indicating size="small" className="ship-import-progress" />}
            {failures && failures.length > 0 && <ShipFailures failures={failures} onDownload={() => downloadFailures(failures)} />}
          </Dialog.Content>
          <Dialog.Actions>
            <Button
              content={t('screens.dialog.close')}
              disabled={ship.shipping}
              onClick={() => {
                ship.reset();
                setOpen(false);
              }}
            />
            <Button
              primary
              className="ship-import-submit"
              content={t('screens.trade.shipImport.submit', { count: (rows?.length ?? 0) - refused.length })}
              disabled={!rows || rows.length === refused.length || progress !== null}
              onClick={() => void ship.submit()}
            />
          </Dialog.Actions>
        </Dialog>
      )}
    </>
  );
}
