/**
 * Batch imports (docs/imports.md). The console reads the sheet into rows of texts and sends every row; the upstream
 * checks each row with ONE check, the same for the dry run (`…/check`, the console's preview) and the import: the row
 * rule below (formats, limits), then the live data (the member exists and is not frozen, the row does not repeat an
 * earlier row of the file or an earlier import, a debit stays within the balance). The import applies exactly the
 * rows the check passes; its record keeps the counts and, per failed row, why. The records are the import history.
 */
import { z } from 'zod';
import { endpoint } from '../../endpoint.ts';
import { defineEnum } from '../../enums.ts';
import type { Text } from '../../i18n.ts';
import { defineResource } from '../../resource.ts';
import { mobile } from '../../shell.ts';
import { dateTime, id, money } from '../common.ts';
import { importCheckResult, importColumns, rawRowsBody } from '../../importRows.ts';

export const IMPORT_MAX_ROWS = 10_000;

const positiveMoney = money.refine((v) => !v.startsWith('-') && /[1-9]/.test(v), { message: '> 0', params: { text: { zh: '应大于 0', en: 'must be above 0' } } });
const remark = z.string().trim().min(2).max(200);

export const CREDIT_ASSET = defineEnum({
  balance: { zh: '余额', en: 'Balance', color: 'blue' },
  points: { zh: '积分', en: 'Points', color: 'orange' },
});

/** The most one credit row may move: a row above it is a typo (a misplaced decimal point), not a credit. */
export const CREDIT_ROW_MAX = { balance: 50_000, points: 1_000_000 } as const;
const CREDIT_LIMIT_TEXT: Record<keyof typeof CREDIT_ROW_MAX, Text> = {
  balance: { zh: '单行余额入账不能超过 ¥50,000.00', en: 'must not credit more than ¥50,000.00 of balance in one row' },
  points: { zh: '单行积分入账不能超过 1,000,000', en: 'must not credit more than 1,000,000 points in one row' },
};

export const CREDIT_COLUMNS = importColumns({
  mobile: { zh: '会员手机号', en: 'Member phone', example: '13800138000' },
  asset: { zh: '资产', en: 'Asset', example: '余额', choices: CREDIT_ASSET.options },
  amount: { zh: '数量', en: 'Amount', example: '100.00' },
  remark: { zh: '备注', en: 'Remark', example: '活动奖励' },
});
export const HEDGING_COLUMNS = importColumns({
  mobile: { zh: '会员手机号', en: 'Member phone', example: '13800138000' },
  amount: { zh: '对冲金额', en: 'Amount', example: '50.00' },
  remark: { zh: '备注', en: 'Remark', example: '赊购欠款对冲' },
});

/** One row of a balance or points credit import: `row` is the sheet's row number, for the failures. */
export const creditImportRow = z
  .object({ row: z.number().int().min(1), mobile, asset: CREDIT_ASSET.schema, amount: positiveMoney, remark })
  .superRefine((r, ctx) => {
    if (r.asset === 'points' && !r.amount.endsWith('.00')) ctx.addIssue({ code: 'custom', path: ['amount'], message: 'whole points', params: { text: { zh: '积分只能是整数', en: 'must be a whole number of points' } } });
    else if (Number(r.amount) > CREDIT_ROW_MAX[r.asset]) ctx.addIssue({ code: 'custom', path: ['amount'], message: 'limit', params: { text: CREDIT_LIMIT_TEXT[r.asset] } });
  });
export type CreditImportRow = z.infer<typeof creditImportRow>;
/** One row of a hedging import: a pending hedging, which will move the amount out of the member's balance. */
export const hedgingImportRow = z.object({ row: z.number().int().min(1), mobile, amount: positiveMoney, remark });
export type HedgingImportRow = z.infer<typeof hedgingImportRow>;

export const importRecord = z.object({
  id,
  import_no: z.string(),
  file_name: z.string(),
  /** Every row of the file sent: `succeeded + failed`. */
  total: z.number().int().min(0),
  succeeded: z.number().int().min(0),
  failed: z.number().int().min(0),
  /** Credits only: the money and points credited, summed in cents and whole points. */
  credited_balance: money,
  credited_points: z.number().int().min(0),
  failures: z.array(z.object({ row: z.number().int(), mobile: z.string(), error: z.string() })),
  operator: z.string(),
  created_at: dateTime,
});
export type ImportRecord = z.infer<typeof importRecord>;

const IMPORT_FIELDS = {
  import_no: { zh: '导入批次号', en: 'Import no.' },
  file_name: { zh: '文件名', en: 'File' },
  total: { zh: '提交行数', en: 'Rows sent' },
  succeeded: { zh: '成功', en: 'Succeeded' },
  failed: { zh: '失败', en: 'Failed' },
  credited_balance: { zh: '入账余额', en: 'Balance credited' },
  credited_points: { zh: '入账积分', en: 'Points credited' },
  failures: { zh: '失败明细', en: 'Failures' },
  operator: { zh: '操作人', en: 'Operator' },
  created_at: { zh: '导入时间', en: 'Imported' },
};
const IMPORT_FILTERS = [
  { kind: 'keyword', param: 'keyword', fields: ['import_no', 'file_name', 'operator'], title: { zh: '批次号/文件/操作人', en: 'No., file or operator' } },
  { kind: 'dateRange', field: 'created_at', title: { zh: '导入时间', en: 'Imported' } },
] as const;
const fileName = z.string().trim().min(1).max(200);
const creditBody = z.object({ file_name: fileName, rows: rawRowsBody(CREDIT_COLUMNS, IMPORT_MAX_ROWS) });
const hedgingBody = z.object({ file_name: fileName, rows: rawRowsBody(HEDGING_COLUMNS, IMPORT_MAX_ROWS) });

/** `/finance/batchImport`: credits each row's amount to the member's balance (`recharge`) or points (`reward`). */
export const creditImports = defineResource({
  name: 'creditImports',
  title: { zh: '批量导入', en: 'Batch credit imports' },
  path: '/api/v2/seller/credit_imports',
  record: importRecord,
  fields: IMPORT_FIELDS,
  filters: IMPORT_FILTERS,
  sortable: ['id', 'created_at'],
  defaultSort: '-created_at',
  permission: { read: 'finance_batchImport' },
  create: creditBody,
});

/** `/finance/hedgingbatchimport`: each row makes a pending hedging, executed on the hedging screen. */
export const hedgingImports = defineResource({
  name: 'hedgingImports',
  title: { zh: '对冲批量导入', en: 'Hedging imports' },
  path: '/api/v2/seller/hedging_imports',
  record: importRecord,
  fields: IMPORT_FIELDS,
  filters: IMPORT_FILTERS,
  sortable: ['id', 'created_at'],
  defaultSort: '-created_at',
  permission: { read: 'finance_hedgingbatchimport' },
  create: hedgingBody,
});

/** The dry runs: the same body as the import, answered per row exactly as the import would, changing nothing. */
export const creditImportCheck = endpoint({
  method: 'POST',
  path: '/api/v2/seller/credit_imports/check',
  auth: 'token',
  permission: 'finance_batchImport',
  body: creditBody,
  response: importCheckResult,
  summary: { zh: '批量入账预检', en: 'Check a credit import' },
});
export const hedgingImportCheck = endpoint({
  method: 'POST',
  path: '/api/v2/seller/hedging_imports/check',
  auth: 'token',
  permission: 'finance_hedgingbatchimport',
  body: hedgingBody,
  response: importCheckResult,
  summary: { zh: '对冲导入预检', en: 'Check a hedging import' },
});
