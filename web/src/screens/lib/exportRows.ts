/**
 * Export of what a list's filters select: every page fetched in turn (progress, cancel), then one .xlsx sheet with
 * the headers in the current language. The spreadsheet library is loaded only when someone exports.
 */
import type { ListData } from '../../../../contract/list.ts';
import { MAX_LIMIT } from '../../../../contract/list.ts';

export type Cell = string | number | null;

export interface ExportColumn<R> {
  header: string;
  value(row: R): Cell;
}

/** One page of the list, or the text of why it failed. */
export type PageFetcher<R> = (page: number, limit: number) => Promise<ListData<R> | string>;

export class ExportCancelled extends Error {
  constructor() {
    super('export cancelled');
    this.name = 'ExportCancelled';
  }
}

export async function fetchAllPages<R>(
  fetchPage: PageFetcher<R>,
  options: { signal?: AbortSignal; onProgress?(done: number, total: number): void; limit?: number } = {},
): Promise<R[]> {
  const limit = options.limit ?? MAX_LIMIT;
  const rows: R[] = [];
  for (let page = 1; ; page++) {
    if (options.signal?.aborted) throw new ExportCancelled();
    const answer = await fetchPage(page, limit);
    if (options.signal?.aborted) throw new ExportCancelled();
    if (typeof answer === 'string') throw new Error(answer);
    rows.push(...answer.list);
    options.onProgress?.(rows.length, answer.total);
    if (answer.list.length < limit || rows.length >= answer.total) return rows;
  }
}

/** Header row then one row per record. */
export function sheetOf<R>(rows: readonly R[], columns: readonly ExportColumn<R>[]): Cell[][] {
  return [columns.map((c) => c.header), ...rows.map((row) => columns.map((c) => c.value(row)))];
}

export async function xlsxOf(table: Cell[][], sheet: string): Promise<Blob> {
  const { default: writeXlsxFile } = await import('write-excel-file/universal');
  const data = table.map((row, i) =>
    row.map((value) => (value === null ? null : { value, ...(i === 0 ? { fontWeight: 'bold' as const } : {}) })),
  );
  return writeXlsxFile(data, { sheet: sheet.slice(0, 31) }).toBlob();
}

/** `商品列表-20240601-0930.xlsx`: the screen's title and the moment, safe as a file name. */
export function exportFileName(title: string, now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  const stamp = `${now.getFullYear()}${pad(now.getMonth() + 1)}${pad(now.getDate())}-${pad(now.getHours())}${pad(now.getMinutes())}`;
  return `${title.replace(/[\\/:*?"<>|]/g, '_')}-${stamp}.xlsx`;
}

/** Saves a file the browser way: a temporary link to the blob. */
export function download(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
