/**
 * An export job's work: every page of a contract list call under the user's filter, each page's rows written to the
 * file and dropped before the next page is asked for, so memory holds one page whatever the list's size
 * (docs/jobs.md, "Exports"). Cancelling, or any failure, deletes the partial file: a file in EXPORT_DIR without
 * `.part` is always whole.
 */
import { rename, rm, stat } from 'node:fs/promises';
import { MAX_LIMIT } from '../../../contract/list.ts';
import { openCsvWriter } from './csvWriter.ts';
import { PARTIAL_SUFFIX } from './files.ts';
import { EXPORT_MESSAGES } from './messages.ts';
import { planSheet } from './sheetPlan.ts';
import type { SheetWriter } from './sheetWriter.ts';
import { ExportCancelled, ExportRefused, type ExportRequest, type ExportResult } from './types.ts';
import { openXlsxWriter } from './xlsxWriter.ts';

export async function exportList(request: ExportRequest): Promise<ExportResult> {
  const pageSize = request.pageSize ?? MAX_LIMIT;
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > MAX_LIMIT) throw new ExportRefused(EXPORT_MESSAGES.badPageSize);
  const plan = planSheet(request);
  const signal = request.signal ?? new AbortController().signal;
  if (signal.aborted) throw new ExportCancelled();

  const partial = request.file + PARTIAL_SUFFIX;
  const sheetName = plan.resource.title[request.lang];
  const writer: SheetWriter =
    request.format === 'xlsx' ? await openXlsxWriter(partial, sheetName, plan.header) : await openCsvWriter(partial, plan.header);

  let records = 0;
  let rows = 0;
  try {
    for (let page = 1; ; page++) {
      const data = await request.fetchPage({ path: plan.resource.path, query: { ...request.filter, page: String(page), limit: String(pageSize) }, signal });
      if (signal.aborted) throw new ExportCancelled();
      for (const row of plan.rowsOf(data.list)) {
        await writer.writeRow(row);
        rows++;
      }
      records += data.list.length;
      request.onProgress?.({ done: records, total: data.total });
      // a short page is the last; so is reaching the total (a list that shrinks while it is read ends early, not never)
      if (data.list.length < pageSize || records >= data.total) break;
      if (signal.aborted) throw new ExportCancelled();
    }
    await writer.finish();
    await rename(partial, request.file);
  } catch (error) {
    await writer.abort();
    await rm(partial, { force: true });
    if (signal.aborted && !(error instanceof ExportRefused)) throw new ExportCancelled();
    throw error;
  }
  const { size } = await stat(request.file);
  return { file: request.file, format: request.format, records, rows, bytes: size };
}
