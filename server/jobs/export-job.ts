/**
 * The export kind (docs/jobs.md, "Exports"): the streaming writer of server/jobs/export/ run as a job. Its pages are
 * the contract's list call made through the same upstream path and global queue as a bulk action's rows, with the
 * token of the session that started the job, so the upstream decides what the account may read (a merchant's export
 * holds its own shop's rows only). The file is named by the job's id in EXPORT_DIR, where every replica finds it.
 */
import { STATUS } from '../../contract/envelope.ts';
import type { ListData } from '../../contract/list.ts';
import { MESSAGES } from '../messages.ts';
import { type RowContext, SessionEnded, withRetries } from './bulk-action.ts';
import { ExportCancelled, ExportRefused, exportList, type ListPageFetcher, type ListRow, newExportFile, planSheet } from './export/index.ts';
import type { ExportSpec } from '../../contract/jobs.ts';
import type { JobRecord, JobStore } from './store.ts';
import type { Answer } from './upstream-calls.ts';

/** A page the upstream would not give: the export stops with its words. */
class PageRefused extends Error {
  constructor(readonly words: string) {
    super(words);
  }
}

/** The request the writer takes for an export spec; `planSheet` of it refuses unknown lists, columns and filters. */
export function exportPlanOf(spec: ExportSpec, lang: JobRecord['lang']) {
  return { list: spec.resource, filter: spec.filter, columns: spec.columns, lang, byGoodsLine: spec.by_goods_line };
}

/** Refuses an export spec the contract cannot serve, before it is queued: the words in both languages, or undefined. */
export function exportRefusal(spec: ExportSpec): ExportRefused | undefined {
  try {
    planSheet(exportPlanOf(spec, 'zh'));
    return undefined;
  } catch (error) {
    if (error instanceof ExportRefused) return error;
    throw error;
  }
}

/** The folder of a job's export file and the file's path: `<EXPORT_DIR>/<job id>.<format>`. */
export const exportFileOf = (dir: string, job: JobRecord & { spec: ExportSpec }) => newExportFile(dir, job.spec.format, job.id);

function pageFetcher(ctx: RowContext): ListPageFetcher {
  return async ({ path, query, signal }) => {
    const answer: Answer = await withRetries(ctx, { method: 'GET', path, query, signal });
    if (answer.kind === 'answered' && answer.status === STATUS.OK) {
      const data = answer.data as Partial<ListData<ListRow>> | undefined;
      if (data && Array.isArray(data.list) && typeof data.total === 'number') return data as ListData<ListRow>;
      throw new PageRefused(MESSAGES.upstream_bad_response[ctx.lang]);
    }
    if (answer.kind === 'answered' && answer.error) throw new PageRefused(answer.error);
    throw new PageRefused((answer.kind === 'transport' ? MESSAGES.upstream_unreachable : MESSAGES.upstream_bad_response)[ctx.lang]);
  };
}

/**
 * Writes the export; answers why it failed (a message key and the words behind it), or nothing when it is whole or
 * cancelled (`ctx.signal`: the cancel check, or the engine shutting down, after which another run writes it anew).
 */
export async function runExport(
  job: JobRecord & { spec: ExportSpec },
  store: JobStore,
  ctx: RowContext,
  exportDir: string,
): Promise<{ error: keyof typeof MESSAGES; reason?: string } | undefined> {
  const file = await exportFileOf(exportDir, job);
  let lastReport = 0;
  try {
    const result = await exportList({
      ...exportPlanOf(job.spec, job.lang),
      format: job.spec.format,
      fetchPage: pageFetcher(ctx),
      file,
      signal: ctx.signal,
      onProgress: ({ done, total }) => {
        // A page is 500 records: one write per page at most, and at most one every 250 ms, whatever the list's speed.
        if (done < total && Date.now() - lastReport < 250) return;
        lastReport = Date.now();
        store.update(job.id, { total, progress: { done, total } }).catch(() => {});
      },
    });
    const { format, records, rows, bytes } = result;
    await store.update(job.id, { total: records, progress: { done: records, total: records }, file: { format, records, rows, bytes } });
    return undefined;
  } catch (error) {
    if (error instanceof ExportCancelled) return undefined;
    if (error instanceof SessionEnded) return { error: 'job_session_ended', reason: error.words };
    if (error instanceof PageRefused) return { error: 'job_export_failed', reason: error.words };
    if (error instanceof ExportRefused) return { error: 'job_export_failed', reason: error.text[job.lang] };
    throw error;
  }
}
