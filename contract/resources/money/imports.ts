/**
 * Batch imports: the console parses the sheet, checks every row against these schemas, and posts the good rows in
 * one call; the upstream applies each row on its own and answers with the import's record: counts and, per failed
 * row, why. The records are the screens' import history.
 */
import { z } from 'zod';
import { defineEnum } from '../../enums.ts';
import { defineResource } from '../../resource.ts';
import { mobile } from '../../shell.ts';
import { dateTime, id, money } from '../common.ts';

export const IMPORT_MAX_ROWS = 10_000;

const positiveMoney = money.refine((v) => !v.startsWith('-') && Number(v) !== 0, { message: '> 0', params: { rule: 'nonZero' } });
const remark = z.string().trim().min(2).max(200);

export const CREDIT_ASSET = defineEnum({
  balance: { zh: '余额', en: 'Balance', color: 'blue' },
  points: { zh: '积分', en: 'Points', color: 'orange' },
});
/** One row of a balance or points credit import: `row` is the sheet's row number, for the failures. */
export const creditImportRow = z.object({ row: z.number().int().min(1), mobile, asset: CREDIT_ASSET.schema, amount: positiveMoney, remark });
/** One row of a hedging import. */
export const hedgingImportRow = z.object({ row: z.number().int().min(1), mobile, amount: positiveMoney, remark });

export const importRecord = z.object({
  id,
  import_no: z.string(),
  file_name: z.string(),
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
  create: z.object({ file_name: fileName, rows: z.array(creditImportRow).min(1).max(IMPORT_MAX_ROWS) }),
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
  create: z.object({ file_name: fileName, rows: z.array(hedgingImportRow).min(1).max(IMPORT_MAX_ROWS) }),
});
