/**
 * Export of what a list's filters select: every page fetched in turn (progress, cancel), then one .xlsx sheet with
 * the headers in the current language. The spreadsheet library is loaded only when someone exports. What a cell holds
 * in the file is decided here: text stays text, numbers are numbers, money is a number with a currency format (so a
 * clerk can add it up), a time is a date-time shown as the console shows it.
 */
import type { ListData } from '../../../../contract/list.ts';
import { MAX_LIMIT } from '../../../../contract/list.ts';
import { toCents } from '../../../../contract/money.ts';
import { type Cell, DAY_FORMAT, MONEY_FORMAT, TIME_FORMAT, wallClockDate } from '../../../../contract/exportCells.ts';
import { platformTime } from '../../lib/format.ts';

export { type Cell, DAY_FORMAT, MONEY_FORMAT, type MoneyCell, moneyCell, TIME_FORMAT, type TimeCell } from '../../../../contract/exportCells.ts';

export interface ExportColumn<R> {
  header: string;
  value(row: R): Cell;
}

/** One page of the list, or the text of why it failed; the signal aborts its request when the export is cancelled. */
export type PageFetcher<R> = (page: number, limit: number, signal?: AbortSignal) => Promise<ListData<R> | string>;

export class ExportCancelled extends Error {
  constructor() {
    super('export cancelled');
    this.name = 'ExportCancelled';
  }
}

/** The file was not written in time: a step that never settles (as a refused worker did) must not hold the console. */
export class ExportStalled extends Error {
  constructor(ms: number) {
    super(`the file was not written within ${ms} ms`);
    this.name = 'ExportStalled';
  }
}

/**
 * What `work` settles to, unless `ms` pass first (ExportStalled) or the signal aborts (ExportCancelled). The work
 * itself cannot be stopped; its late answer is ignored.
 */
export function settleWithin<T>(work: Promise<T>, ms: number, signal?: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const stop = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', cancel);
    };
    const cancel = () => {
      stop();
      reject(new ExportCancelled());
    };
    const timer = setTimeout(() => {
      stop();
      reject(new ExportStalled(ms));
    }, ms);
    if (signal?.aborted) return cancel();
    signal?.addEventListener('abort', cancel, { once: true });
    work.then(
      (value) => {
        stop();
        resolve(value);
      },
      (error: unknown) => {
        stop();
        reject(error);
      },
    );
  });
}

export async function fetchAllPages<R>(
  fetchPage: PageFetcher<R>,
  options: { signal?: AbortSignal; onProgress?(done: number, total: number): void; limit?: number } = {},
): Promise<R[]> {
  const limit = options.limit ?? MAX_LIMIT;
  const rows: R[] = [];
  for (let page = 1; ; page++) {
    if (options.signal?.aborted) throw new ExportCancelled();
    const answer = await fetchPage(page, limit, options.signal);
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

type SheetCell = { type: StringConstructor; value: string } | { type: NumberConstructor; value: number; format?: string } | { type: DateConstructor; value: Date; format: string };

/** The typed cell the spreadsheet library writes; a time that does not parse stays the text it was. */
export function sheetCell(cell: Exclude<Cell, null>): SheetCell {
  if (typeof cell === 'string') return { type: String, value: cell };
  // NaN or Infinity in a number cell would make a file Excel repairs; written as the text it is instead
  if (typeof cell === 'number') return Number.isFinite(cell) ? { type: Number, value: cell } : { type: String, value: String(cell) };
  if ('money' in cell) {
    const cents = toCents(cell.money);
    return cents === null ? { type: String, value: cell.money } : { type: Number, value: Number(cents) / 100, format: MONEY_FORMAT };
  }
  const wall = wallClockDate(cell.time);
  if (!wall) return { type: String, value: cell.time };
  return { type: Date, value: wall.date, format: wall.withTime ? TIME_FORMAT : DAY_FORMAT };
}

export async function xlsxOf(table: Cell[][], sheet: string): Promise<Blob> {
  const { default: writeXlsxFile } = await import('write-excel-file/universal');
  const data = table.map((row, i) =>
    row.map((cell) => (cell === null ? null : { ...sheetCell(cell), ...(i === 0 ? { fontWeight: 'bold' as const } : {}) })),
  );
  return writeXlsxFile(data, { sheet: sheet.slice(0, 31) }).toBlob();
}

/**
 * `商品列表-20240601-0930.xlsx`: the screen's title and the moment on the platform's clock (China time, as every time
 * in the file and on screen), not the browser's, safe as a file name.
 */
export function exportFileName(title: string, now: number = Date.now()): string {
  const time = platformTime(now);
  const stamp = `${time.slice(0, 10).replace(/-/g, '')}-${time.slice(11, 13)}${time.slice(14, 16)}`;
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
