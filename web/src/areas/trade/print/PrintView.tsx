/**
 * The print view (`#/print`, docs/shipping.md "Print"): the chosen orders' labels, packing slips or pick list as the
 * printer will print them, each page at its paper's size (`@page`), in the browser's own fonts. "Print" records the
 * print with the upstream first (who, when, which orders: a label printed again says "Reprint n"), then prints the
 * whole view at once. Opened in its own tab by the lists' print tool (PrintTool.tsx), outside the console's layout.
 */
import { useEffect, useMemo, useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Button } from 'semantic-ui-react';
import { RESOURCE_ENDPOINTS } from '../../../../../contract/index.ts';
import { MAX_PRINT_ORDERS, PRINT_KIND, type PrintKind, printSheet, recordPrint, type SheetOrder } from '../../../../../contract/resources/orderPrints.ts';
import { useLang } from '../../../hooks/useLang.ts';
import { type Api, failureText, isOk } from '../../../lib/api.ts';
import { platformTime } from '../../../lib/format.ts';
import { addScreenTexts } from '../../../screens/i18n/index.ts';
import * as trade from '../texts.ts';
import { useStores } from '../../../stores/index.ts';
import { LabelPage } from './LabelPage.tsx';
import { PickListPage } from './PickListPage.tsx';
import { printRequestOf, printSearch, type PrintOrders, SLIP_PAPERS, type SlipPaper } from './printUrl.ts';
import { SlipPage } from './SlipPage.tsx';
import './print.css';

/** Each format's paper: the label printer's 100 × 150 mm roll, or A4/A5 sheets. */
function pageRule(kind: PrintKind, paper: SlipPaper): string {
  if (kind === 'labels') return '@page { size: 100mm 150mm; margin: 0; }';
  if (kind === 'slips') return `@page { size: ${paper}; margin: ${paper === 'A5' ? 8 : 12}mm; }`;
  return '@page { size: A4; margin: 12mm; }';
}

type Sheet = { list: SheetOrder[]; total: number } | { error: string };

/** The orders of the request, at most `MAX_PRINT_ORDERS`; "all matching" reads them off the list's own query. */
async function loadSheet(api: Api, orders: PrintOrders): Promise<Sheet> {
  let ids: number[];
  let total: number;
  if ('ids' in orders) {
    ids = orders.ids.slice(0, MAX_PRINT_ORDERS);
    total = orders.ids.length;
  } else {
    const list = await api(RESOURCE_ENDPOINTS.orders.list, { query: { ...orders.query, page: 1, limit: MAX_PRINT_ORDERS } as never });
    if (!isOk(list)) return { error: failureText(list) ?? '' };
    const data = list.data as { list: { id: number }[]; total: number };
    ids = data.list.map((row) => row.id);
    total = data.total;
  }
  if (ids.length === 0) return { list: [], total: 0 };
  const answer = await api(printSheet, { query: { ids: ids.join(',') } });
  if (!isOk(answer)) return { error: failureText(answer) ?? '' };
  return { list: answer.data.list, total };
}

export default function PrintView() {
  const { api } = useStores();
  const { t, i18n } = useTranslation();
  // opened outside the screens chunk: its own area's texts are all it needs
  addScreenTexts(i18n, { trade });
  const lang = useLang();
  const [search, setSearch] = useSearchParams();
  const request = useMemo(() => printRequestOf(search), [search]);
  const ordersKey = JSON.stringify(request.orders);
  const [sheet, setSheet] = useState<Sheet>();
  /** Each order's label prints so far, as the upstream last said. */
  const [prints, setPrints] = useState<Record<number, number>>({});
  /** While printing: each label's number in this print, as the upstream recorded it. */
  const [thisPrint, setThisPrint] = useState<{ numbers: Record<number, number>; at: string }>();
  const [recording, setRecording] = useState(false);
  const [recordError, setRecordError] = useState<string>();
  const text = (key: string, values?: Record<string, unknown>) => t(`screens.trade.print.${key}`, values);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the orders' key stands for request.orders
  useEffect(() => {
    let current = true;
    setSheet(undefined);
    void loadSheet(api, request.orders).then((loaded) => {
      if (!current) return;
      // the tests and docs/shipping.md measure the preview from here to its painted pages
      performance.mark('print-sheet-loaded');
      setSheet(loaded);
      if ('list' in loaded) setPrints(Object.fromEntries(loaded.list.map((e) => [e.order.id, e.label_prints])));
    });
    return () => {
      current = false;
    };
  }, [api, ordersKey]);

  useEffect(() => {
    document.title = `${text(request.kind === 'pick_list' ? 'pickList' : request.kind)} · ${text('view.title')}`;
  });

  const go = (change: Partial<typeof request>) => setSearch(printSearch({ ...request, ...change }), { replace: true });
  const list = sheet && 'list' in sheet ? sheet.list : [];

  const print = async () => {
    setRecordError(undefined);
    setRecording(true);
    const answer = await api(recordPrint, { body: { kind: request.kind, ids: list.map((e) => e.order.id) } });
    setRecording(false);
    if (!isOk(answer)) {
      setRecordError(failureText(answer) ?? '');
      return;
    }
    const numbers = Object.fromEntries(answer.data.orders.map((o) => [o.id, o.label_prints]));
    // the pages carry this print's numbers and time before the browser takes them
    flushSync(() => setThisPrint({ numbers, at: answer.data.printed_at }));
    window.print();
    setThisPrint(undefined);
    setPrints((before) => ({ ...before, ...numbers }));
  };

  const printedAt = (thisPrint?.at ?? platformTime()).slice(0, 16);
  const numberOf = (id: number) => thisPrint?.numbers[id] ?? (prints[id] ?? 0) + 1;
  const last = list.map((e) => e.last_print).filter((p) => p !== null).sort((a, b) => b.id - a.id)[0];

  return (
    <div className={`print-view print-${request.kind} paper-${request.paper}`} lang={lang === 'zh' ? 'zh-CN' : 'en'}>
      <style>{pageRule(request.kind, request.paper)}</style>
      <div className="print-toolbar" role="toolbar" aria-label={text('view.title')}>
        <Button.Group basic size="small">
          {PRINT_KIND.values.map((kind) => (
            <Button key={kind} active={kind === request.kind} data-kind={kind} onClick={() => go({ kind })} content={PRINT_KIND.options[kind][lang]} />
          ))}
        </Button.Group>
        {request.kind === 'slips' && (
          <label className="print-paper">
            {text('view.paper')}{' '}
            <select value={request.paper} onChange={(e) => go({ paper: e.target.value as SlipPaper })}>
              {SLIP_PAPERS.map((paper) => (
                <option key={paper} value={paper}>
                  {paper}
                </option>
              ))}
            </select>
          </label>
        )}
        {sheet && 'list' in sheet && <span className="print-count">{text('view.count', { count: list.length })}</span>}
        {sheet && 'list' in sheet && sheet.total > list.length && <span className="print-truncated">{text('view.truncated', { max: list.length, total: sheet.total })}</span>}
        {last && <span className="print-last">{text('view.lastPrinted', { who: last.operator || last.account, when: last.printed_at })}</span>}
        <span style={{ flex: 1 }} />
        <Button
          primary
          icon="print"
          className="print-button"
          disabled={list.length === 0 || recording}
          loading={recording}
          onClick={() => void print()}
          content={request.kind === 'pick_list' ? text('view.printPickList') : text('view.print', { count: list.length })}
        />
      </div>
      {recordError !== undefined && <div className="ui negative message print-error">{text('view.recordFailed', { reason: recordError })}</div>}
      {!sheet && <p className="print-loading">{text('view.loading')}</p>}
      {sheet && 'error' in sheet && <div className="ui negative message print-error">{text('view.failed', { reason: sheet.error })}</div>}
      {sheet && 'list' in sheet && list.length === 0 && <p className="print-empty">{text('view.empty')}</p>}
      <div className="print-pages">
        {request.kind === 'labels' && list.map((entry) => <LabelPage key={entry.order.id} entry={entry} printNumber={numberOf(entry.order.id)} printedAt={printedAt} t={t} lang={lang} />)}
        {request.kind === 'slips' && list.map((entry) => <SlipPage key={entry.order.id} entry={entry} t={t} />)}
        {request.kind === 'pick_list' && list.length > 0 && <PickListPage orders={list.map((e) => e.order)} printedAt={printedAt} t={t} />}
      </div>
    </div>
  );
}
