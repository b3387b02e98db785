/**
 * The one check of every import (docs/imports.md): the dry run and the import both run it, so a row the preview
 * marks importable is a row the import applies. Per row: the contract's row rule (each bad column named by its
 * title), then a repeat of an earlier row of the file, then the live data (`against`).
 */
import type { z } from 'zod';
import type { ImportCheckResult, ImportColumns } from '../../contract/importRows.ts';
import type { Lang, Text } from '../../contract/i18n.ts';
import { Fail, fill, MESSAGES } from '../messages.ts';
import { describeIssue } from '../validation.ts';

export interface RowRule<R extends { row: number }> {
  schema: z.ZodType<R>;
  columns: ImportColumns;
  /** Rows with the same key repeat the first of them (the key of what was read: 余额 = balance, 100 = 100.00). */
  key(row: R): string;
  /** The words of a repeat, with `{row}`: the row it repeats. */
  repeat: Text;
  /** The live data: throws `Fail` to refuse the row; else returns what importing it does. */
  against(row: R): () => void;
}

export interface Verdict {
  row: number;
  mobile: string;
  error?: string;
  apply?: () => void;
}

/** Every bad column of a row, each by its title in the caller's language. */
function shapeError(error: z.ZodError, raw: Record<string, unknown>, columns: ImportColumns, lang: Lang): string {
  const seen = new Set<string>();
  const parts: string[] = [];
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? '');
    if (seen.has(key)) continue;
    seen.add(key);
    const column = columns[key];
    const title = column?.[lang] ?? key;
    // a value not in a column's list: the list as the sheet may write it, in the caller's language, not as codes
    if ((issue.code === 'invalid_value' || issue.code === 'invalid_union') && column?.choices) {
      const values = Object.values(column.choices).map((c) => c[lang]).join(MESSAGES.importChoiceSeparator[lang]);
      parts.push(fill(MESSAGES.field.oneOf, lang, { field: title, values }));
    } else parts.push(describeIssue({ ...issue, path: [title] }, lang, { [title]: raw[key] }));
  }
  return parts.join(MESSAGES.importRowsSeparator[lang]);
}

export function checkImportRows<R extends { row: number }>(rows: readonly Record<string, unknown>[], rule: RowRule<R>, lang: Lang): Verdict[] {
  const firstOf = new Map<string, number>();
  return rows.map((raw) => {
    const row = Number(raw.row);
    const mobile = String(raw.mobile ?? raw.order_no ?? '');
    const parsed = rule.schema.safeParse(raw);
    if (!parsed.success) return { row, mobile, error: shapeError(parsed.error, raw, rule.columns, lang) };
    const key = rule.key(parsed.data);
    const first = firstOf.get(key);
    if (first !== undefined) return { row, mobile, error: fill(rule.repeat, lang, { row: first }) };
    firstOf.set(key, row);
    try {
      return { row, mobile, apply: rule.against(parsed.data) };
    } catch (err) {
      if (!(err instanceof Fail)) throw err;
      return { row, mobile, error: err.in(lang) };
    }
  });
}

/** The dry run's answer. */
export function checkAnswer(verdicts: readonly Verdict[]): ImportCheckResult {
  const refused = verdicts.filter((v) => v.error !== undefined).length;
  return { total: verdicts.length, importable: verdicts.length - refused, refused, rows: verdicts.map((v) => (v.error === undefined ? { row: v.row } : { row: v.row, error: v.error })) };
}
