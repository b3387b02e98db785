/** Exports what the filters select to .xlsx: every page fetched with a progress bar and a cancel. */
import { useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Button, Modal, Progress } from 'semantic-ui-react';
import { download, ExportCancelled, type ExportColumn, exportFileName, fetchAllPages, type PageFetcher, sheetOf, xlsxOf } from '../lib/exportRows.ts';

export function ExportButton<R>({ title, fetchPage, columns }: { title: string; fetchPage: PageFetcher<R>; columns: () => ExportColumn<R>[] }) {
  const { t } = useTranslation();
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const abort = useRef<AbortController | null>(null);

  const run = async () => {
    const controller = new AbortController();
    abort.current = controller;
    setProgress({ done: 0, total: 0 });
    try {
      const rows = await fetchAllPages(fetchPage, { signal: controller.signal, onProgress: (done, total) => setProgress({ done, total }) });
      const blob = await xlsxOf(sheetOf(rows, columns()), title);
      if (controller.signal.aborted) return;
      download(blob, exportFileName(title));
      toast.success(t('screens.export.done', { count: rows.length }), { className: 'console-toast success' });
    } catch (error) {
      if (!(error instanceof ExportCancelled)) toast.error(t('screens.export.failed', { message: (error as Error).message }), { className: 'console-toast error' });
    } finally {
      setProgress(null);
      abort.current = null;
    }
  };

  return (
    <>
      <Button basic icon="download" content={t('screens.export.button')} onClick={run} disabled={progress !== null} className="export-button" />
      {progress && (
        <Modal open size="tiny" className="export-progress">
          <Modal.Header>{t('screens.export.title')}</Modal.Header>
          <Modal.Content>
            <Progress
              percent={progress.total > 0 ? Math.round((progress.done / progress.total) * 100) : 0}
              progress
              indicating
              label={t('screens.export.progress', { done: progress.done, total: progress.total })}
            />
          </Modal.Content>
          <Modal.Actions>
            <Button content={t('screens.dialog.cancel')} onClick={() => abort.current?.abort()} className="export-cancel" />
          </Modal.Actions>
        </Modal>
      )}
    </>
  );
}
