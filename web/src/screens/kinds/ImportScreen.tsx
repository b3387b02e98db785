/**
 * The import kind (docs/imports.md): pick a target (when the screen offers several), download its template, choose an
 * .xlsx or .csv. The rows are read here and checked by the upstream's dry run, exactly as the import will check them,
 * so the preview (paged: a 10,000-row file previews at once) marks the rows that will not import, with why. Sending
 * (after a confirmation naming what the importable rows move, for a target that moves money) gives the counts of the
 * import's record, every failed row with its reason on the screen and as a download, and the history reloaded.
 */
import { useMutation } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Message } from 'semantic-ui-react';
import { useLang } from '../../hooks/useLang.ts';
import { useSingleFlight } from '../../hooks/useSingleFlight.ts';
import type { AppRoute } from '../../router/routes.ts';
import { useStores } from '../../stores/index.ts';
import type { ImportDescription, ImportOutcome } from '../descriptions/importTypes.ts';
import { download, type Cell, exportFileName, xlsxOf } from '../lib/exportRows.ts';
import { type CheckedFile, checkRows, ImportFileError, readImportFile, rowsToSend, withCheck } from '../lib/importRows.ts';
import { ConfirmDialog } from '../parts/Dialogs.tsx';
import { ImportHistory } from '../parts/ImportHistory.tsx';
import { ImportResult } from '../parts/ImportResult.tsx';
import { ImportPreview, ImportTargets } from './ImportPreview.tsx';

export function ImportScreen({ route, desc }: { route: AppRoute; desc: ImportDescription }) {
  const { t } = useTranslation();
  const lang = useLang();
  const { api, permission } = useStores();
  // a target needing another label (write-off codes) is offered only to the roles holding it
  const targets = useMemo(() => desc.targets.filter((x) => !x.permission || permission.can(x.permission)), [desc, permission]);
  const [targetKey, setTargetKey] = useState(targets[0]?.key ?? '');
  const target = targets.find((x) => x.key === targetKey) ?? targets[0];
  const [fileName, setFileName] = useState('');
  // the rows as read, before the dry run's verdicts (asked again in the other language when it changes)
  const [read, setRead] = useState<CheckedFile | null>(null);
  const [checked, setChecked] = useState<CheckedFile | null>(null);
  const [checking, setChecking] = useState(false);
  const [fileError, setFileError] = useState('');
  const [onlyBad, setOnlyBad] = useState(false);
  const [page, setPage] = useState(1);
  const { busy: sending, run } = useSingleFlight();
  const [outcome, setOutcome] = useState<ImportOutcome | null>(null);
  // the question asked before rows that move money are sent
  const [question, setQuestion] = useState<string | null>(null);
  // a mutation: what was imported shows wherever it is listed, the history below, the ledgers, the lists
  // (docs/data-loading.md "Invalidation"); a file refused whole (its words) changed nothing
  const submitImport = useMutation({
    mutationFn: ({ rows, name }: { rows: ReturnType<typeof rowsToSend>; name: string }) => (target as NonNullable<typeof target>).submit(api, rows, name),
    onSuccess: (answer, _input, _result, context) => (typeof answer === 'string' ? undefined : context.client.invalidateQueries({ queryKey: ['api'] })),
  });
  // the last dry run asked: an older answer arriving late is dropped
  const asked = useRef(0);

  const reset = () => {
    asked.current++;
    setRead(null);
    setChecked(null);
    setChecking(false);
    setFileError('');
    setOutcome(null);
    setPage(1);
    setOnlyBad(false);
  };

  const dryRun = async (file: CheckedFile, name: string) => {
    if (!target) return;
    const mine = ++asked.current;
    const send = rowsToSend(file);
    setChecking(true);
    const answer = send.length === 0 ? new Map<number, string | undefined>() : await target.check(api, send, name);
    if (mine !== asked.current) return;
    setChecking(false);
    if (typeof answer === 'string') setFileError(answer || t('screens.money.import.checkFailed'));
    else setChecked(withCheck(file, answer));
  };

  // reasons come from the upstream in the console's language: a switch asks again, unless the file was imported
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a language switch asks again
  useEffect(() => {
    if (read && !outcome) void dryRun(read, fileName);
  }, [lang]);

  const choose = async (file: File | undefined) => {
    reset();
    if (!file || !target) return;
    setFileName(file.name);
    try {
      const table = readImportFile(file.name, new Uint8Array(await file.arrayBuffer()));
      const rows = checkRows(table, target, t, lang);
      if (rows.rows.length === 0) {
        setFileError(t('screens.money.import.empty'));
        return;
      }
      setRead(rows);
      await dryRun(rows, file.name);
    } catch (err) {
      if (!(err instanceof ImportFileError)) throw err;
      const [code, detail] = err.message.split(':');
      setFileError(code === 'missing' ? t('screens.money.import.missing', { columns: detail }) : t(`screens.money.import.${code}`));
    }
  };

  /** Money-moving targets ask first, naming the importable rows and their totals; the others send at once. */
  const askOrSend = () => {
    const importable = (checked?.rows ?? []).filter((r) => !r.error && r.value).map((r) => r.value as Record<string, unknown>);
    if (target?.confirm) setQuestion(target.confirm(importable, t, lang));
    else void send();
  };

  const send = async () => {
    if (!checked || !target) return;
    // every row read goes: the upstream refuses again what its dry run refused, so its record is the whole file
    const answer = await run(() => submitImport.mutateAsync({ rows: rowsToSend(checked), name: fileName }));
    // undefined: a send was already under way.
    if (answer === undefined) return;
    if (typeof answer === 'string') {
      setFileError(answer);
      return;
    }
    setOutcome(answer);
  };

  const downloadTemplate = async () => {
    if (!target) return;
    const table: Cell[][] = [target.columns.map((c) => c.title[lang]), target.columns.map((c) => c.example)];
    download(await xlsxOf(table, 'template'), exportFileName(`${route.meta.title[lang]}-${target.title[lang]}-${t('screens.money.import.template')}`));
  };

  return (
    <div className="screen import-screen" data-ready="true">
      <h2 className="ui header screen-title">{route.meta.title[lang]}</h2>
      <ImportTargets targets={targets} current={target} onPick={(key) => { setTargetKey(key); reset(); }} />
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
          {checking && <p className="import-checking"><i className="notched circle loading icon" />{t('screens.money.import.checking')}</p>}
          {fileError && <Message negative className="import-error" content={fileError} />}
        </div>
      )}
      {checked && !checking && (
        <ImportPreview checked={checked} target={target} onlyBad={onlyBad} page={page} onOnlyBad={(only) => { setOnlyBad(only); setPage(1); }} onPage={setPage}>
          {!outcome && (
            <Button primary disabled={checked.good === 0 || sending} loading={sending} content={t('screens.money.import.send', { count: checked.good })} onClick={askOrSend} className="send-button" />
          )}
        </ImportPreview>
      )}
      {outcome && checked && target && <ImportResult outcome={outcome} file={checked} target={target} fileTitle={route.meta.title[lang]} />}
      {target?.history && <ImportHistory resource={target.history} />}
      {question !== null && (
        <ConfirmDialog
          title={t('screens.money.import.confirmTitle')}
          message={question}
          confirmText={t('screens.money.import.confirmButton')}
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
