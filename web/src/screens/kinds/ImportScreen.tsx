/**
 * The import kind: pick a target (when the screen offers several), download its template, choose an .xlsx or .csv,
 * see every row checked in the browser (paged, so a 10,000-row file previews at once), send the good rows (after a
 * confirmation naming what they move, for a target that moves money), then the counts and a download of the failed
 * rows with their reasons. Earlier imports are listed underneath.
 */
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Message } from 'semantic-ui-react';
import { RESOURCE_ENDPOINTS } from '../../../../contract/index.ts';
import type { ListData } from '../../../../contract/list.ts';
import { isOk } from '../../lib/api.ts';
import { useLang } from '../../layout/useLang.ts';
import type { AppRoute } from '../../router/routes.ts';
import { useStores } from '../../stores/index.ts';
import type { ImportDescription, ImportOutcome, ImportTarget, Row } from '../descriptions/types.ts';
import { type CheckedFile, checkRows, ImportFileError, readImportFile } from '../lib/importRows.ts';
import { download, type Cell, exportFileName, xlsxOf } from '../lib/exportRows.ts';
import { Pagination } from '../parts/Pagination.tsx';
import { Time } from '../parts/Cells.tsx';
import { ConfirmDialog } from '../parts/Dialogs.tsx';
import { useSingleFlight } from '../../lib/singleFlight.ts';

const PREVIEW_PAGE = 50;

export function ImportScreen({ route, desc }: { route: AppRoute; desc: ImportDescription }) {
  const { t } = useTranslation();
  const lang = useLang();
  const { api, permission } = useStores();
  // a target needing another label (write-off codes) is offered only to the roles holding it
  const targets = useMemo(() => desc.targets.filter((x) => !x.permission || permission.can(x.permission)), [desc, permission]);
  const [targetKey, setTargetKey] = useState(targets[0]?.key ?? '');
  const target = targets.find((x) => x.key === targetKey) ?? targets[0];
  const [fileName, setFileName] = useState('');
  const [checked, setChecked] = useState<CheckedFile | null>(null);
  const [fileError, setFileError] = useState('');
  const [onlyBad, setOnlyBad] = useState(false);
  const [page, setPage] = useState(1);
  const { busy: sending, run } = useSingleFlight();
  const [outcome, setOutcome] = useState<(ImportOutcome & { sent: number; refusedHere: number }) | null>(null);
  const [historyTick, setHistoryTick] = useState(0);
  // the question asked before rows that move money are sent
  const [question, setQuestion] = useState<string | null>(null);

  const reset = () => {
    setChecked(null);
    setFileError('');
    setOutcome(null);
    setPage(1);
    setOnlyBad(false);
  };

  const choose = async (file: File | undefined) => {
    reset();
    if (!file || !target) return;
    setFileName(file.name);
    try {
      const table = readImportFile(file.name, new Uint8Array(await file.arrayBuffer()));
      const result = checkRows(table, target, t, lang);
      if (result.rows.length === 0) setFileError(t('screens.money.import.empty'));
      else setChecked(result);
    } catch (err) {
      if (!(err instanceof ImportFileError)) throw err;
      const [code, detail] = err.message.split(':');
      setFileError(code === 'missing' ? t('screens.money.import.missing', { columns: detail }) : t(`screens.money.import.${code}`));
    }
  };

  const goodRows = () => (checked?.rows ?? []).filter((r) => r.value).map((r) => r.value as Record<string, unknown>);

  /** Money-moving targets ask first, naming the rows and the totals; the others send at once. */
  const askOrSend = () => {
    if (target?.confirm) setQuestion(target.confirm(goodRows(), t, lang));
    else void send();
  };

  const send = async () => {
    if (!checked || !target) return;
    const good = goodRows();
    const answer = await run(() => target.submit(api, good, fileName));
    // undefined: a send was already under way.
    if (answer === undefined) return;
    if (typeof answer === 'string') {
      setFileError(answer);
      return;
    }
    setOutcome({ ...answer, sent: good.length, refusedHere: checked.bad });
    setHistoryTick((n) => n + 1);
  };

  /** Every row that did not go through: refused here or by the upstream, with the reason. */
  const failedRows = (): Cell[][] => {
    if (!checked || !target) return [];
    const upstream = new Map((outcome?.failed ?? []).map((f) => [f.row, f.error]));
    const header = [t('screens.money.import.rowNo'), ...target.columns.map((c) => c.title[lang]), t('screens.money.import.reason')];
    const lines = checked.rows
      .filter((r) => r.error || upstream.has(r.row))
      .map((r) => [r.row, ...target.columns.map((c) => r.cells[c.key] ?? ''), r.error ?? upstream.get(r.row) ?? '']);
    return [header, ...lines];
  };
  const downloadFailed = async () => download(await xlsxOf(failedRows(), 'failed'), exportFileName(`${route.meta.title[lang]}-${t('screens.money.import.failedFile')}`));
  const downloadTemplate = async () => {
    if (!target) return;
    const table: Cell[][] = [target.columns.map((c) => c.title[lang]), target.columns.map((c) => c.example)];
    download(await xlsxOf(table, 'template'), exportFileName(`${route.meta.title[lang]}-${target.title[lang]}-${t('screens.money.import.template')}`));
  };

  const shown = checked ? (onlyBad ? checked.rows.filter((r) => r.error) : checked.rows) : [];
  const pageRows = shown.slice((page - 1) * PREVIEW_PAGE, page * PREVIEW_PAGE);

  return (
    <div className="screen import-screen" data-ready="true">
      <h2 className="ui header screen-title">{route.meta.title[lang]}</h2>
      {targets.length > 1 && (
        <div className="ui buttons import-targets" style={{ marginBottom: 12 }}>
          {targets.map((x) => (
            <Button key={x.key} basic={x.key !== target?.key} primary={x.key === target?.key} data-target={x.key} content={x.title[lang]} onClick={() => { setTargetKey(x.key); reset(); }} />
          ))}
        </div>
      )}
      {target && (
        <div className="ui segment import-form">
          <p className="import-columns">
            {t('screens.money.import.columns')}: {target.columns.map((c) => c.title[lang]).join(lang === 'zh' ? '、' : ', ')}
          </p>
          <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap', alignItems: 'center' }}>
            <Button basic icon="download" content={t('screens.money.import.template')} onClick={downloadTemplate} className="template-button" />
            <label className="ui primary button" htmlFor="import-file">
              <i className="upload icon" />
              {t('screens.money.import.choose')}
            </label>
            <input id="import-file" type="file" accept=".xlsx,.csv" hidden onChange={(e) => { void choose(e.target.files?.[0]); e.target.value = ''; }} />
            {fileName && <span className="muted file-name">{fileName}</span>}
          </div>
          {fileError && <Message negative className="import-error" content={fileError} />}
        </div>
      )}
      {checked && (
        <div className="ui segment import-preview" data-good={checked.good} data-bad={checked.bad}>
          <div style={{ display: 'flex', gap: 12, alignItems: 'center', flexWrap: 'wrap' }}>
            <strong className="import-counts">{t('screens.money.import.counts', { total: checked.rows.length, good: checked.good, bad: checked.bad })}</strong>
            <Button basic size="small" toggle active={onlyBad} content={t('screens.money.import.onlyBad')} onClick={() => { setOnlyBad(!onlyBad); setPage(1); }} className="only-bad" />
            <span style={{ flex: 1 }} />
            {!outcome && (
              <Button primary disabled={checked.good === 0 || sending} loading={sending} content={t('screens.money.import.send', { count: checked.good })} onClick={askOrSend} className="send-button" />
            )}
          </div>
          <table className="ui celled compact table data-table preview-table">
            <thead>
              <tr>
                <th>{t('screens.money.import.rowNo')}</th>
                {target?.columns.map((c) => <th key={c.key}>{c.title[lang]}</th>)}
                <th>{t('screens.money.import.check')}</th>
              </tr>
            </thead>
            <tbody>
              {pageRows.map((r) => (
                <tr key={r.row} className={r.error ? 'negative' : ''} data-row={r.row}>
                  <td>{r.row}</td>
                  {target?.columns.map((c) => <td key={c.key}>{r.cells[c.key]}</td>)}
                  <td className="row-check">{r.error ?? t('screens.money.import.ok')}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <Pagination page={page} limit={PREVIEW_PAGE} total={shown.length} onChange={(p) => setPage(p)} />
        </div>
      )}
      {outcome && (
        <Message positive={outcome.failed.length + outcome.refusedHere === 0} warning={outcome.failed.length + outcome.refusedHere > 0} className="import-result">
          <p data-succeeded={outcome.succeeded} data-failed={outcome.failed.length + outcome.refusedHere}>
            {t('screens.money.import.result', { sent: outcome.sent, succeeded: outcome.succeeded, failed: outcome.failed.length + outcome.refusedHere })}
          </p>
          {outcome.failed.length + outcome.refusedHere > 0 && <Button basic icon="download" content={t('screens.money.import.downloadFailed')} onClick={downloadFailed} className="download-failed" />}
        </Message>
      )}
      {target?.history && <ImportHistory resource={target.history} tick={historyTick} />}
      {question !== null && (
        <ConfirmDialog
          title={t('screens.money.import.confirmTitle')}
          message={question}
          onConfirm={async () => {
            await send();
            setQuestion(null);
          }}
          onClose={() => setQuestion(null)}
        />
      )}
    </div>
  );
}

/** The last imports of the target: who sent which file, how many rows went through. */
function ImportHistory({ resource, tick }: { resource: NonNullable<ImportTarget['history']>; tick: number }) {
  const { t } = useTranslation();
  const { api } = useStores();
  const [rows, setRows] = useState<Row[] | undefined>();
  // biome-ignore lint/correctness/useExhaustiveDependencies: `tick` asks for a reload after an import
  useEffect(() => {
    let live = true;
    api(RESOURCE_ENDPOINTS[resource].list, { query: { limit: 10 } }).then((answer) => {
      if (live && isOk(answer)) setRows((answer.data as ListData<Row>).list);
    });
    return () => {
      live = false;
    };
  }, [api, resource, tick]);
  return (
    <div className="import-history" data-loaded={rows !== undefined}>
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
              <tr key={r.id}>
                <td>{String(r.import_no)}</td>
                <td>{String(r.file_name)}</td>
                <td>{String(r.total)}</td>
                <td>{String(r.succeeded)}</td>
                <td>{String(r.failed)}</td>
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
