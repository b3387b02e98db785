/**
 * .xlsx through exceljs's streaming WorkbookWriter: each row is committed to the sheet's XML stream and zipped on the
 * way to the file, so memory holds a row at a time, not the sheet. Cells are typed as the console's export types them
 * (contract/exportCells.ts): money a number with two decimals and the yuan sign, times date-times on the upstream's
 * wall clock, the rest text or numbers.
 */
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import type { Writable } from 'node:stream';
import { type Cell, DAY_FORMAT, MONEY_FORMAT, TIME_FORMAT, wallClockDate } from '../../../contract/exportCells.ts';
import { toCents } from '../../../contract/money.ts';
import type { SheetWriter } from './sheetWriter.ts';

type XlsxValue = { value: string | number | Date | null; numFmt?: string };

function xlsxValue(cell: Cell): XlsxValue {
  if (cell === null || typeof cell === 'string') return { value: cell };
  // NaN or Infinity in a number cell makes a file Excel repairs: written as the text it is instead
  if (typeof cell === 'number') return { value: Number.isFinite(cell) ? cell : String(cell) };
  if ('money' in cell) {
    const cents = toCents(cell.money);
    return cents === null ? { value: cell.money } : { value: Number(cents) / 100, numFmt: MONEY_FORMAT };
  }
  const wall = wallClockDate(cell.time);
  return wall ? { value: wall.date, numFmt: wall.withTime ? TIME_FORMAT : DAY_FORMAT } : { value: cell.time };
}

/** Writes to a file at `target`, or to a stream (a job's result file, straight into the download's answer). */
export async function openXlsxWriter(target: string | Writable, sheetName: string, header: readonly string[]): Promise<SheetWriter> {
  const stream = typeof target === 'string' ? createWriteStream(target) : target;
  if (typeof target === 'string') await once(stream, 'open');
  // Loaded at the first export, not with the gateway: exceljs costs about 0.2 s of CPU to load, which every gateway start
  // (each test process's too) paid for a module most of them never use.
  const { default: ExcelJS } = await import('exceljs');
  // inline strings, not a shared-strings table: that table would grow with every distinct text until the end
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(sheetName.slice(0, 31));
  const headerRow = sheet.addRow([...header]);
  headerRow.font = { bold: true };
  headerRow.commit();

  return {
    async writeRow(cells) {
      const values = cells.map(xlsxValue);
      const row = sheet.addRow(values.map((v) => v.value));
      values.forEach((v, i) => {
        if (v.numFmt) row.getCell(i + 1).numFmt = v.numFmt;
      });
      row.commit();
      if (stream.writableNeedDrain) await once(stream, 'drain');
    },
    async finish() {
      sheet.commit();
      await workbook.commit();
    },
    async abort() {
      stream.destroy();
      await once(stream, 'close').catch(() => {});
    },
  };
}
