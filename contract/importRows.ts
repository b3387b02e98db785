/**
 * What every import shares (docs/imports.md): the columns of its sheet (titles in zh and en, an example for the
 * template), the rows as sent (the cells as read, texts; the upstream checks them), and the dry run's answer.
 */
import { z } from 'zod';
import type { Text } from './i18n.ts';

/**
 * A column: its title, an example for the template, and for a column of a list (an asset, a courier) the labels of
 * its values, which a refusal lists in the caller's language rather than as codes.
 */
export type ImportColumns<K extends string = string> = Record<K, Text & { example: string; choices?: Record<string, Text> }>;
export const importColumns = <K extends string>(columns: ImportColumns<K>): ImportColumns<K> => columns;

/** A cell is any text up to this long: what it must be is the row rule's to say, per row, not the call's. */
const CELL_MAX = 500;

/**
 * The rows of a sheet as sent: the sheet's row number and each column's text. Loose on purpose: a row breaking the
 * row rule is refused on its own, with its reason, not the whole file.
 */
export function rawRowsBody<K extends string>(columns: ImportColumns<K>, maxRows: number) {
  const cells = Object.fromEntries(Object.keys(columns).map((key) => [key, z.string().max(CELL_MAX)])) as Record<K, z.ZodString>;
  return z.array(z.object({ row: z.number().int().min(1), ...cells })).min(1).max(maxRows);
}

/** The dry run's answer: per row sent, in the order sent, `error` when the import would refuse it. */
export const importCheckResult = z.object({
  total: z.number().int().min(0),
  importable: z.number().int().min(0),
  refused: z.number().int().min(0),
  rows: z.array(z.object({ row: z.number().int(), error: z.string().optional() })),
});
export type ImportCheckResult = z.infer<typeof importCheckResult>;
