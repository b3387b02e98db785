/** Exports the figures on screen to .xlsx with the list screens' spreadsheet writer (loaded on click). */
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Button } from 'semantic-ui-react';
import type { DashboardData } from '../../../../../contract/stats.ts';
import { useLang } from '../../../hooks/useLang.ts';
import { download, exportFileName, xlsxOf } from '../../../screens/lib/exportRows.ts';
import { dashboardSheet } from '../exportSheet.ts';

export function ExportFigures({ title, data }: { title: string; data: DashboardData }) {
  const { t } = useTranslation();
  const lang = useLang();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const blob = await xlsxOf(dashboardSheet(title, data, t, lang), title);
      download(blob, exportFileName(title));
      toast.success(t('dashboard.export.done'), { className: 'console-toast success' });
    } catch (error) {
      toast.error(t('dashboard.export.failed', { message: (error as Error).message }), { className: 'console-toast error' });
    } finally {
      setBusy(false);
    }
  };
  return <Button basic size="small" icon="download" content={t('dashboard.export.button')} loading={busy} disabled={busy} onClick={run} className="dashboard-export" />;
}
