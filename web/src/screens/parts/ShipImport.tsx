/**
 * Ship by .xlsx import: a template to fill in, the sheet read and checked by the upstream's dry run as the ship action
 * will check it (preview with the reason of each row that will not ship, docs/imports.md), then the rows it passed
 * shipped one by one with a progress bar; every row that did not ship is listed with why (and downloadable), and the
 * orders' list reloads.
 */
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Button, Progress } from 'semantic-ui-react';
import { COURIERS, RESOURCE_ENDPOINTS } from '../../../../contract/index.ts';
import type { ListData } from '../../../../contract/list.ts';
import { failureText, isOk } from '../../lib/api.ts';
import { useLang } from '../../layout/useLang.ts';
import { useStores } from '../../stores/index.ts';
import { type Cell, download, exportFileName, xlsxOf } from '../lib/exportRows.ts';
import { shipImportCheck } from '../../../../contract/resources/shipImport.ts';
import { parseShipRows, SHIP_HEADERS, ShipSheetError, type ShipRow, shipCheckBody } from '../lib/shipImport.ts';
import { readFirstSheet, SheetError } from '../lib/xlsxRead.ts';
import { Dialog } from './Dialog.tsx';

type Failure = { row: ShipRow; error: string };

export function ShipImport({ reload }: { reload(): void }) {
  const { t } = useTranslation();
  const lang = useLang();
  const { api } = useStores();
  const [open, setOpen] = useState(false);
  const [rows, setRows] = useState<ShipRow[] | null>(null);
  const [sheetError, setSheetError] = useState('');
  const [checking, setChecking] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [failures, setFailures] = useState<Failure[] | null>(null);
  const headers = [SHIP_HEADERS.order_no[lang], SHIP_HEADERS.courier[lang], SHIP_HEADERS.tracking_no[lang]];

  const reset = () => {
    setRows(null);
    setSheetError('');
    setChecking(false);
    setProgress(null);
    setFailures(null);
  };
  const read = async (file: File) => {
    reset();
    try {
      const sheet = parseShipRows(readFirstSheet(new Uint8Array(await file.arrayBuffer())));
      if (sheet.length === 0) return setRows([]);
      setChecking(true);
      const check = await api(shipImportCheck, { body: shipCheckBody(sheet) });
      setChecking(false);
      if (!isOk(check)) return setSheetError(failureText(check) ?? t('screens.list.actionFailed'));
      const verdicts = new Map(check.data.rows.map((r) => [r.row, r.error]));
      setRows(sheet.map((r) => ({ ...r, error: verdicts.get(r.line) })));
    } catch (error) {
      if (error instanceof ShipSheetError) setSheetError(t('screens.shipImport.missingColumns', { columns: headers.join(t('screens.shipImport.separator')) }));
      else if (error instanceof SheetError) setSheetError(t('screens.shipImport.badSheet'));
      else throw error;
    }
  };
  const ship = async (row: ShipRow): Promise<string | undefined> => {
    const found = await api(RESOURCE_ENDPOINTS.orders.list, { query: { order_no: row.order_no, status: 'to_ship', limit: 5 } });
    if (!isOk(found)) return failureText(found) ?? t('screens.list.actionFailed');
    const order = (found.data as ListData<{ id: number; order_no: string }>).list.find((o) => o.order_no === row.order_no);
    if (!order) return t('screens.shipImport.notFound');
    const shipped = await api(RESOURCE_ENDPOINTS.orders.actions.ship, { params: { id: order.id }, body: { courier: row.courier, tracking_no: row.tracking_no } });
    return isOk(shipped) ? undefined : (failureText(shipped) ?? t('screens.list.actionFailed'));
  };
  const submit = async () => {
    const good = (rows ?? []).filter((r) => !r.error);
    // the rows the check refused did not ship either: listed with its reason, in the sheet's order
    const failed: Failure[] = (rows ?? []).filter((r) => r.error).map((r) => ({ row: r, error: r.error as string }));
    setProgress(0);
    for (const [i, row] of good.entries()) {
      const error = await ship(row);
      if (error) failed.push({ row, error });
      setProgress(Math.round(((i + 1) / good.length) * 100));
    }
    setFailures(failed.sort((a, b) => a.row.line - b.row.line));
    reload();
    toast.success(t('screens.shipImport.done', { succeeded: (rows ?? []).length - failed.length, failed: failed.length }), { className: 'console-toast success' });
  };
  const sheet = async (name: string, body: Cell[][]) => download(await xlsxOf([headers, ...body], name), exportFileName(name));

  const bad = rows?.filter((r) => r.error) ?? [];
  const courierName = (code: string) => (code in COURIERS.options ? COURIERS.options[code as keyof typeof COURIERS.options][lang] : code);
  return (
    <>
      <Button basic icon="upload" content={t('screens.shipImport.button')} onClick={() => setOpen(true)} className="ship-import-button" />
      {open && (
        <Dialog size="small" onClose={() => progress === null && setOpen(false)} className="ship-import" closeOnDimmerClick={false}>
          <Dialog.Header>{t('screens.shipImport.title')}</Dialog.Header>
          <Dialog.Content scrolling>
            <p>
              {t('screens.shipImport.help', { columns: headers.join(t('screens.shipImport.separator')) })}{' '}
              <button type="button" className="link-button ship-template" style={{ border: 0, background: 'none', color: 'var(--theme-strong)', cursor: 'pointer', padding: 0 }} onClick={() => void sheet(t('screens.shipImport.template'), [['2611210000000001', COURIERS.options.SF[lang], 'SF1234567890']])}>
                {t('screens.shipImport.template')}
              </button>
            </p>
            <input
              type="file"
              accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              className="ship-import-file"
              disabled={progress !== null && failures === null}
              onChange={(e) => {
                const file = e.target.files?.[0];
                e.target.value = '';
                if (file) void read(file);
              }}
            />
            {checking && <p className="ship-import-checking"><i className="notched circle loading icon" />{t('screens.shipImport.checking')}</p>}
            {sheetError && <div className="ui negative message sheet-error">{sheetError}</div>}
            {rows && (
              <>
                <p className="ship-import-counts">{t('screens.shipImport.counts', { total: rows.length, valid: rows.length - bad.length, invalid: bad.length })}</p>
                <table className="ui very compact small table ship-import-rows">
                  <thead>
                    <tr>
                      <th>{t('screens.shipImport.line')}</th>
                      {headers.map((h) => (
                        <th key={h}>{h}</th>
                      ))}
                      <th>{t('screens.shipImport.check')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {rows.map((r) => (
                      <tr key={r.line} className={r.error ? 'negative' : ''} data-line={r.line}>
                        <td>{r.line}</td>
                        <td>{r.order_no}</td>
                        <td>{courierName(r.courier)}</td>
                        <td>{r.tracking_no}</td>
                        <td className="row-check">{r.error ?? t('screens.shipImport.ok')}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </>
            )}
            {progress !== null && <Progress percent={progress} indicating size="small" className="ship-import-progress" />}
            {failures && failures.length > 0 && (
              <div className="ui warning message ship-import-failures" data-count={failures.length}>
                <p>{t('screens.shipImport.failedRows', { count: failures.length })}</p>
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
                <Button size="small" content={t('screens.shipImport.downloadFailed')} onClick={() => void sheet(t('screens.shipImport.failedSheet'), failures.map((f) => [f.row.order_no, courierName(f.row.courier), f.row.tracking_no, f.error]))} />
              </div>
            )}
          </Dialog.Content>
          <Dialog.Actions>
            <Button
              content={t('screens.dialog.close')}
              disabled={progress !== null && failures === null}
              onClick={() => {
                reset();
                setOpen(false);
              }}
            />
            <Button
              primary
              className="ship-import-submit"
              content={t('screens.shipImport.submit', { count: (rows?.length ?? 0) - bad.length })}
              disabled={!rows || rows.length === bad.length || progress !== null}
              onClick={() => void submit()}
            />
          </Dialog.Actions>
        </Dialog>
      )}
    </>
  );
}
