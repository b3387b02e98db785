/**
 * "Export all N matching rows as a file (job)": for a list over the browser's export limit (ExportButton.tsx), the
 * server writes the file (docs/jobs.md "Exports") with the list's filter and the columns shown, and the job centre
 * downloads it by a plain link.
 */
import toast from 'react-hot-toast';
import { jobCalls, jobLink, type ExportSpec } from '../../../lib/jobCalls.ts';
import { type Api, isOk } from '../../../lib/api.ts';
import type { Translate } from '../../lib/validation.ts';
import { jobFilterOf } from './bulkJob.tsx';

export const EXPORT_FORMATS = ['xlsx', 'csv'] as const;

export interface ExportJobInput {
  api: Api;
  t: Translate;
  resource: string;
  query: Record<string, string | number>;
  /** The shown columns' keys in their order; only the record's own fields go (a column computed in the browser has no field to export). */
  columns: readonly string[];
  fields: Readonly<Record<string, unknown>>;
  format: ExportSpec['format'];
}

/** Starts the export job; a toast links to it (a refusal has been shown by the request client). */
export async function startExportJob({ api, t, resource, query, columns, fields, format }: ExportJobInput): Promise<void> {
  const spec: ExportSpec = { kind: 'export', resource, filter: jobFilterOf(query), columns: columns.filter((key) => key in fields), format };
  const answer = await api(jobCalls.start, { body: spec });
  if (!isOk(answer)) return;
  const { id } = answer.data;
  toast.success(
    <span className="job-started" data-job={id}>
      {t('jobs.startedExport')} <a href={`#${jobLink(id)}`} className="job-started-link">{t('jobs.open')}</a>
    </span>,
    { className: 'console-toast success', duration: 10_000 },
  );
}
