/**
 * The import kind's pure part: reading a .csv (quotes, doubled quotes, line breaks inside quotes, a UTF-8 BOM, CRLF)
 * or the first sheet of an .xlsx into cell texts, then each row as its target's call takes it (headers found in either
 * language), with the verdicts of the upstream's dry run: one check, the import's own (docs/imports.md).
 */
import type { z } from 'zod';
import type { Lang, Text } from '../../../../contract/i18n.ts';
import { fieldErrors, type Translate } from './validation.ts';
import { readFirstSheet, SheetError } from './xlsxRead.ts';

export function readCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const source = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    if (quoted) {
      if (c === '"') {
        if (source[i + 1] === '"') {
          cell += '"';
          i++;
        } else quoted = false;
      } else cell += c;
    } else if (c === '"' && cell === '') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && source[i + 1] === '\n') i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += c;
  }
  if (cell !== '' || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}

export class ImportFileError extends Error {
  override name = 'ImportFileError';
}

/** The cell texts of an uploaded file, by its name: .csv (UTF-8) or .xlsx. */
export function readImportFile(name: string, bytes: Uint8Array): string[][] {
  const lower = name.toLowerCase();
  if (lower.endsWith('.csv')) return readCsv(new TextDecoder('utf-8').decode(bytes));
  if (lower.endsWith('.xlsx')) {
    try {
      return readFirstSheet(bytes);
    } catch (err) {
      if (err instanceof SheetError) throw new ImportFileError('notXlsx');
      throw err;
    }
  }
  throw new ImportFileError('fileType');
}

export interface ImportColumnDef {
  key: string;
  title: Text;
}

export interface CheckedRow {
  /** The sheet's row number (the header is row 1). */
  row: number;
  cells: Record<string, string>;
  /** What is sent: the row as read, unless a row rule checked here refused it. */
  value?: Record<string, unknown>;
  /** Why the import would refuse the row: the dry run's answer, or a row rule checked here. */
  error?: string;
}

export interface CheckedFile {
  rows: CheckedRow[];
  good: number;
  bad: number;
}

/** Where each column is in the header row (by either language's title or the key); missing columns are named. */
export function headerIndex(header: readonly string[], columns: readonly ImportColumnDef[]): { index: Record<string, number>; missing: ImportColumnDef[] } {
  const cleaned = header.map((h) => h.trim().replace(/\s*[*＊]$/, '').toLowerCase());
  const index: Record<string, number> = {};
  const missing: ImportColumnDef[] = [];
  for (const c of columns) {
    const at = cleaned.findIndex((h) => h === c.title.zh.toLowerCase() || h === c.title.en.toLowerCase() || h === c.key.toLowerCase());
    if (at < 0) missing.push(c);
    else index[c.key] = at;
  }
  return { index, missing };
}

export interface RowRules {
  columns: readonly ImportColumnDef[];
  toRow(cells: Record<string, string>, row: number): Record<string, unknown>;
  /** Only for a call refusing a whole body over one malformed row: that row is refused here instead. */
  schema?: z.ZodType;
}

const counted = (rows: CheckedRow[]): CheckedFile => {
  const good = rows.filter((r) => r.error === undefined).length;
  return { rows, good, bad: rows.length - good };
};

/**
 * Reads every data row (rows that are entirely empty are skipped) as the row the call takes. Whether a row imports is
 * the upstream's dry run to say (`withCheck`); a row schema given here only keeps a malformed row out of a call
 * that would refuse the whole body, its reason naming each bad column in the current language.
 */
export function checkRows(table: readonly string[][], rules: RowRules, t: Translate, lang: Lang): CheckedFile {
  const [header = [], ...data] = table;
  const { index, missing } = headerIndex(header, rules.columns);
  if (missing.length > 0) throw new ImportFileError(`missing:${missing.map((c) => c.title[lang]).join(', ')}`);
  const titles = new Map(rules.columns.map((c) => [c.key, c.title[lang]]));
  const rows: CheckedRow[] = [];
  data.forEach((line, i) => {
    if (line.every((c) => (c ?? '').trim() === '')) return;
    const row = i + 2;
    const cells: Record<string, string> = {};
    for (const c of rules.columns) cells[c.key] = (line[index[c.key]] ?? '').trim();
    const value = rules.toRow(cells, row);
    const parsed = rules.schema?.safeParse(value);
    if (parsed && !parsed.success) {
      const errors = fieldErrors(rules.schema as z.ZodType, value, t);
      rows.push({ row, cells, error: Object.entries(errors).map(([field, message]) => `${titles.get(field) ?? field}: ${message}`).join('; ') });
      return;
    }
    rows.push({ row, cells, value: (parsed?.data as Record<string, unknown> | undefined) ?? value });
  });
  return counted(rows);
}

/** The rows sent to the dry run (and then to the import): every row read, less those refused here. */
export const rowsToSend = (file: CheckedFile): Record<string, unknown>[] => file.rows.flatMap((r) => (r.value ? [r.value] : []));

/** The file with the dry run's verdicts: a row the upstream would refuse carries its reason. */
export function withCheck(file: CheckedFile, check: ReadonlyMap<number, string | undefined>): CheckedFile {
  return counted(file.rows.map((r) => (r.value && check.get(r.row) !== undefined ? { ...r, error: check.get(r.row) } : r)));
}
