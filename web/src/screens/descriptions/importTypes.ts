/** The import screens' description: what a sheet's columns are, how its rows are checked and sent (docs/imports.md). */
import type { z } from 'zod';
import type { Lang, Text } from '../../../../contract/i18n.ts';
import type { ResourceName } from '../../../../contract/index.ts';
import type { Api } from '../../lib/api.ts';
import type { Translate } from '../lib/validation.ts';

/** A column of an import sheet: found by its title in either language; `example` fills the template's sample row. */
export interface ImportColumn {
  key: string;
  title: Text;
  example: string;
}

/** What the upstream did with the rows sent: how many it took and applied and, per refused row, why. */
export interface ImportOutcome {
  /** Rows the upstream took (every row sent; the import's record counts them alike). */
  total: number;
  succeeded: number;
  failed: { row: number; error: string }[];
}

/** The dry run's answer, per sheet row sent: the reason the import would refuse it, or none. */
export type ImportCheck = Map<number, string | undefined>;

/**
 * One kind of file a screen imports (a screen may offer several, e.g. hedging rows and write-off codes). The
 * upstream's dry run checks the rows exactly as the import will (docs/imports.md); the console only reads them.
 */
export interface ImportTarget {
  key: string;
  title: Text;
  /** The label a role needs to see this target; default: the route's own. */
  permission?: string;
  columns: ImportColumn[];
  /** A sheet row's cell texts (by column key) as the row the call takes; `row` is the sheet's row number. */
  toRow(cells: Record<string, string>, row: number): Record<string, unknown>;
  /**
   * For a call that refuses a whole body holding one malformed row (write-off codes): the contract's row schema,
   * checked here so such a row is named and left out. Calls taking the cells as read check each row themselves.
   */
  schema?: z.ZodType;
  /** The dry run: resolves to each row's verdict, or the upstream's error text. */
  check(api: Api, rows: Record<string, unknown>[], fileName: string): Promise<ImportCheck | string>;
  /**
   * For a target whose rows move money: the question asked before sending, naming how many rows and what they move.
   * Without it the rows are sent at once.
   */
  confirm?(rows: Record<string, unknown>[], t: Translate, lang: Lang): string;
  /** Sends the rows (every row read, so the import's record is the whole file); resolves to the outcome or the upstream's error text. */
  submit(api: Api, rows: Record<string, unknown>[], fileName: string): Promise<ImportOutcome | string>;
  /** The resource listing earlier imports, shown under the form. */
  history?: ResourceName;
}

/** Upload an .xlsx or .csv, preview every row with its problems, send the good ones, download the failed ones. */
export interface ImportDescription {
  kind: 'import';
  targets: ImportTarget[];
}
