/**
 * Exports what the filters select to .xlsx: every page fetched with a progress bar, then the file written. Cancel and
 * Escape close the dialog at once and abort the page being fetched; any failure (a page refused, the file not
 * written, or not written in time) closes it with an error toast, so the dimmer never stays over the console.
 */
import { useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Button, Progress } from 'semantic-ui-react';
import { MenuButton } from '../../components/MenuButton.tsx';
import {
  download,
  ExportCancelled,
  type ExportColumn,
  exportFileName,
  ExportStalled,
  type Cell,
  fetchAllPages,
  type PageFetcher,
  settleWithin,
  sheetOf,
  xlsxOf,
} from '../lib/exportRows.ts';
import type { Lang } from '../../../../contract/i18n.ts';
import type { ListDescription, Row } from '../descriptions/types.ts';
import { Dialog } from './Dialog.tsx';

/**
 * Loading the spreadsheet library and writing the file: a few seconds at most for the largest list (7,200 members),
 * and the writing itself holds the page, so the clock only runs out on a step that will never finish.
 */
export const WRITE_DEADLINE_MS = 30_000;

/**
 * Most rows an export builds in the browser before the button also offers the export as a job on the server (docs/jobs.md
 * "In the console"): every row is held in the tab while its file is written, so past a few thousand the tab slows
 * and a closed tab loses the export.
 */
export const IN_BROWSER_EXPORT_ROWS = 5000;

/** An export run on the server instead (a job): its menu entry. */
export interface ExportJobChoice {
  key: string;
  label: string;
  run(): void;
}

/** A page the list refused: its text (the upstream's, or the network's) is shown as it is. */
class PageFailed extends Error {}

/** Another sheet of the same records (an order list's goods lines): its menu entry, its file name part, its rows. */
export interface ExportChoice<R> {
  key: string;
  label: string;
  file: string;
  sheet(rows: readonly R[]): Cell[][];
}

/** A list description's other sheets as the button's choices, named and written in the current language. */
export function exportChoices(exports: ListDescription['exports'], title: string, lang: Lang): { recordLabel?: string; choices?: ExportChoice<Row>[] } {
  if (!exports) return {};
  const choices = exports.more.map((e) => ({ key: e.key, label: e.title[lang], file: `${title}-${e.file[lang]}`, sheet: (rows: readonly Row[]) => e.sheet(rows, lang) }));
  return { recordLabel: exports.record[lang], choices };
}

/**
 * The export button; with `choices`, a menu of the sheets on offer: one row per record (`recordLabel`) first, then
 * the others. Each fetches every page of the current filter. `jobs`: the same list exported on the server instead.
 */
export function ExportButton<R>({
  title,
  fetchPage,
  columns,
  recordLabel,
  choices = [],
  jobs = [],
}: { title: string; fetchPage: PageFetcher<R>; columns: () => ExportColumn<R>[]; recordLabel?: string; choices?: ExportChoice<R>[]; jobs?: ExportJobChoice[] }) {
  const { t } = useTranslation();
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const running = useRef<AbortController | null>(null);

  const cancel = () => {
    running.current?.abort();
    running.current = null;
    setProgress(null);
  };

  const records: ExportChoice<R> = { key: 'records', label: recordLabel ?? '', file: title, sheet: (rows) => sheetOf(rows, columns()) };

  const run = async (choice: ExportChoice<R> = records) => {
    const controller = new AbortController();
    running.current = controller;
    const live = () => running.current === controller && !controller.signal.aborted;
    setProgress({ done: 0, total: 0 });
    try {
      const rows = await fetchAllPages(fetchPage, {
        signal: controller.signal,
        onProgress: (done, total) => live() && setProgress({ done, total }),
      }).catch((error: unknown) => {
        throw error instanceof ExportCancelled ? error : new PageFailed((error as Error).message);
      });
      const table = choice.sheet(rows);
      const blob = await settleWithin(xlsxOf(table, choice.file), WRITE_DEADLINE_MS, controller.signal);
      if (!live()) return;
      download(blob, exportFileName(choice.file));
      toast.success(t('screens.export.done', { count: table.length - 1 }), { className: 'console-toast success' });
    } catch (error) {
      if (error instanceof ExportCancelled || !live()) return;
      if (!(error instanceof PageFailed)) console.error('export: the file was not written', error);
      const message = error instanceof PageFailed ? error.message : error instanceof ExportStalled ? t('screens.export.stalled') : t('screens.export.writeFailed');
      toast.error(t('screens.export.failed', { message }), { className: 'console-toast error' });
    } finally {
      // a cancelled run's dialog is already closed, and a new export may have opened its own since
      if (running.current === controller) {
        running.current = null;
        setProgress(null);
      }
    }
  };

  return (
    <>
      {choices.length === 0 && jobs.length === 0 ? (
        <Button basic icon="download" content={t('screens.export.button')} onClick={() => run()} disabled={progress !== null} className="export-button" />
      ) : (
        <MenuButton
          className="export-button"
          buttonClassName="ui basic labeled icon button"
          label={t('screens.export.button')}
          trigger={
            <>
              <i aria-hidden="true" className="download icon" />
              {t('screens.export.button')}
            </>
          }
          disabled={progress !== null}
          items={[
            ...[records, ...choices].map((choice) => ({ key: choice.key, text: choice.label || t('screens.export.button'), className: 'export-choice', data: { export: choice.key }, run: () => run(choice) })),
            ...jobs.map((job) => ({ key: job.key, text: job.label, className: 'export-choice export-job', data: { export: job.key }, run: job.run })),
          ]}
        />
      )}
      {progress && (
        <Dialog size="tiny" onClose={cancel} closeOnDimmerClick={false} className="export-progress">
          <Dialog.Header>{t('screens.export.title')}</Dialog.Header>
          <Dialog.Content>
            <Progress
              percent={progress.total > 0 ? Math.round((progress.done / progress.total) * 100) : 0}
              progress
              indicating
              label={t('screens.export.progress', { done: progress.done, total: progress.total, count: progress.total })}
            />
          </Dialog.Content>
          <Dialog.Actions>
            <Button content={t('screens.dialog.cancel')} onClick={cancel} className="export-cancel" />
          </Dialog.Actions>
        </Dialog>
      )}
    </>
  );
}
