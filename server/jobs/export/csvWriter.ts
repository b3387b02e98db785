/**
 * .csv through csv-stringify, after a UTF-8 byte-order mark so Excel opens Chinese text as Chinese. A CSV has no cell
 * types: money is written with its two decimals (`1593.90`, a number Excel reads as one), a time as the upstream's
 * `YYYY-MM-DD HH:mm:ss`, labels in the user's language, as in the .xlsx.
 */
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { finished } from 'node:stream/promises';
import { stringify } from 'csv-stringify';
import type { Cell } from '../../../contract/exportCells.ts';
import { toCents } from '../../../contract/money.ts';
import type { SheetWriter } from './sheetWriter.ts';

const UTF8_BOM = '\uFEFF';

function csvValue(cell: Cell): string | number {
  if (cell === null) return '';
  if (typeof cell === 'string' || typeof cell === 'number') return cell;
  if ('money' in cell) {
    const cents = toCents(cell.money);
    return cents === null ? cell.money : (Number(cents) / 100).toFixed(2);
  }
  return cell.time;
}

export async function openCsvWriter(path: string, header: readonly string[]): Promise<SheetWriter> {
  const file = createWriteStream(path);
  await once(file, 'open');
  file.write(UTF8_BOM);
  // CRLF, as Excel writes CSV and RFC 4180 says
  const csv = stringify({ record_delimiter: 'windows' });
  csv.pipe(file);
  const write = async (row: readonly (string | number)[]) => {
    if (!csv.write(row)) await once(csv, 'drain');
  };
  await write(header);

  return {
    writeRow: (cells) => write(cells.map(csvValue)),
    async finish() {
      csv.end();
      await finished(file);
    },
    async abort() {
      csv.unpipe(file);
      csv.destroy();
      file.destroy();
      await once(file, 'close').catch(() => {});
    },
  };
}
