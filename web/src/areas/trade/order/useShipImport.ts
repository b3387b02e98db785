/**
 * The state of a ship-by-import (docs/imports.md): the sheet read and checked by the upstream's dry run, then the rows
 * it passed shipped one by one, with the progress and every row that did not ship and why.
 */
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { RESOURCE_ENDPOINTS } from '../../../../../contract/index.ts';
import type { ListData } from '../../../../../contract/list.ts';
import { shipImportCheck } from '../../../../../contract/resources/shipImport.ts';
import { failureText, isOk } from '../../../lib/api.ts';
import { useLang } from '../../../hooks/useLang.ts';
import { useStores } from '../../../stores/index.ts';
import { parseShipRows, SHIP_HEADERS, ShipSheetError, type ShipRow, shipCheckBody } from '../../../screens/lib/shipImport.ts';
import { readFirstSheet, SheetError } from '../../../screens/lib/xlsxRead.ts';

export type ShipFailure = { row: ShipRow; error: string };

export function useShipImport(reload: () => void) {
  const { t } = useTranslation();
  const lang = useLang();
  const { api } = useStores();
  const [rows, setRows] = useState<ShipRow[] | null>(null);
  const [sheetError, setSheetError] = useState('');
  const [checking, setChecking] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [failures, setFailures] = useState<ShipFailure[] | null>(null);
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
      if (error instanceof ShipSheetError) setSheetError(t('screens.trade.shipImport.missingColumns', { columns: headers.join(t('screens.trade.shipImport.separator')) }));
      else if (error instanceof SheetError) setSheetError(t('screens.trade.shipImport.badSheet'));
      else throw error;
    }
  };
  const ship = async (row: ShipRow): Promise<string | undefined> => {
    const found = await api(RESOURCE_ENDPOINTS.orders.list, { query: { order_no: row.order_no, status: 'to_ship', limit: 5 } });
    if (!isOk(found)) return failureText(found) ?? t('screens.list.actionFailed');
    const order = (found.data as ListData<{ id: number; order_no: string }>).list.find((o) => o.order_no === row.order_no);
    if (!order) return t('screens.trade.shipImport.notFound');
    const shipped = await api(RESOURCE_ENDPOINTS.orders.actions.ship, { params: { id: order.id }, body: { courier: row.courier, tracking_no: row.tracking_no } });
    return isOk(shipped) ? undefined : (failureText(shipped) ?? t('screens.list.actionFailed'));
  };
  const submit = async () => {
    const good = (rows ?? []).filter((r) => !r.error);
    // the rows the check refused did not ship either: listed with its reason, in the sheet's order
    const failed: ShipFailure[] = (rows ?? []).filter((r) => r.error).map((r) => ({ row: r, error: r.error as string }));
    setProgress(0);
    for (const [i, row] of good.entries()) {
      const error = await ship(row);
      if (error) failed.push({ row, error });
      setProgress(Math.round(((i + 1) / good.length) * 100));
    }
    setFailures(failed.sort((a, b) => a.row.line - b.row.line));
    reload();
    toast.success(t('screens.trade.shipImport.done', { succeeded: (rows ?? []).length - failed.length, failed: failed.length }), { className: 'console-toast success' });
  };

  const refused = rows?.filter((r) => r.error) ?? [];
  /** Shipping has started and not finished: the dialog may not close and no other sheet may be read. */
  const shipping = progress !== null && failures === null;
  return { headers, rows, refused, sheetError, checking, progress, failures, shipping, read, submit, reset };
}
