/**
 * The import screens. `/finance/batchImport` credits balance or points per member phone; `/finance/hedgingbatchimport`
 * makes pending hedgings, and also takes the write-off (verification) codes of in-store orders (docs/contract.md,
 * "The shell's calls", `verification_import`: 核销 is the other offsetting import), offered to the roles holding that call's label. Each
 * previews through its call's dry run, which checks every row as the import will (docs/imports.md).
 */
import { z } from 'zod';
import { type Endpoint, platform, RESOURCE_ENDPOINTS } from '../../../../../contract/index.ts';
import type { ImportCheckResult, ImportColumns } from '../../../../../contract/importRows.ts';
import { CREDIT_ASSET, CREDIT_COLUMNS, creditImportCheck, HEDGING_COLUMNS, hedgingImportCheck, type ImportRecord } from '../../../../../contract/resources/money/imports.ts';
import { type Api, failureText, isOk } from '../../../lib/api.ts';
import { fromCents, toCents } from '../../../../../contract/money.ts';
import type { Translate } from '../../../screens/lib/validation.ts';
import { formatAssetAmount, normalizeAmount } from '../assetAmount.ts';
import type { Lang } from '../../../../../contract/i18n.ts';
import type { ImportCheck, ImportColumn, ImportDescription, ImportOutcome, ImportTarget } from '../../../screens/descriptions/importTypes.ts';

const ASSET_WORDS: Record<string, string> = { 余额: 'balance', balance: 'balance', 积分: 'points', points: 'points' };

/** The contract's columns of an import as the screen's (the template's headers and sample row). */
const columnsOf = (columns: ImportColumns): ImportColumn[] => Object.entries(columns).map(([key, c]) => ({ key, title: { zh: c.zh, en: c.en }, example: c.example }));

/** Asks a dry run; `sheetRow` maps the answer's row numbers back to the sheet's (the write-off call numbers by position). */
async function dryRun(api: Api, call: Endpoint, body: unknown, sheetRow: (row: number) => number): Promise<ImportCheck | string> {
  const answer = await api(call, { body } as never);
  if (!isOk(answer)) return failureText(answer) ?? '';
  return new Map((answer.data as ImportCheckResult).rows.map((r) => [sheetRow(r.row), r.error]));
}

/** Sends rows to an import resource's create call; the answer is the import's record, its failures by sheet row. */
async function createImport(api: Api, resource: 'creditImports' | 'hedgingImports', rows: Record<string, unknown>[], fileName: string): Promise<ImportOutcome | string> {
  const create = RESOURCE_ENDPOINTS[resource].create;
  if (!create) return '';
  const answer = await api(create, { body: { file_name: fileName, rows } });
  if (!isOk(answer)) return failureText(answer) ?? '';
  const record = answer.data as ImportRecord;
  return { total: record.total, succeeded: record.succeeded, failed: record.failures.map((f) => ({ row: f.row, error: f.error })) };
}

/** "12.5" as "12.50", "1,234" as "1234.00": what the sheet shows, as the call's amounts; anything else as typed, for the check to name. */
const amount = (text: string) => normalizeAmount(text) ?? text;

/** "将为 3 行入账：余额 ¥300.00，积分 50。确认导入？": the rows and the total of each asset, in the sheet's order. */
export function creditConfirmText(rows: Record<string, unknown>[], t: Translate, lang: Lang): string {
  const totals = new Map<'balance' | 'points', bigint>();
  for (const r of rows) {
    const asset = r.asset as 'balance' | 'points';
    totals.set(asset, (totals.get(asset) ?? 0n) + (toCents(r.amount as string) ?? 0n));
  }
  const parts = [...totals].map(([asset, cents]) => `${CREDIT_ASSET.options[asset][lang]} ${formatAssetAmount(asset, fromCents(cents).replace(/,/g, ''))}`);
  return t('screens.money.import.confirmCredit', { count: rows.length, totals: parts.join(lang === 'zh' ? '，' : ', ') });
}

const CREDIT: ImportTarget = {
  key: 'credit',
  title: { zh: '余额/积分入账', en: 'Balance or points credits' },
  columns: columnsOf(CREDIT_COLUMNS),
  toRow: (c, row) => ({ row, mobile: c.mobile, asset: ASSET_WORDS[c.asset.toLowerCase()] ?? c.asset, amount: amount(c.amount), remark: c.remark }),
  check: (api, rows, fileName) => dryRun(api, creditImportCheck, { file_name: fileName, rows }, (row) => row),
  confirm: creditConfirmText,
  submit: (api, rows, fileName) => createImport(api, 'creditImports', rows, fileName),
  history: 'creditImports',
};

const HEDGING: ImportTarget = {
  key: 'hedging',
  title: { zh: '对冲导入', en: 'Hedging rows' },
  columns: columnsOf(HEDGING_COLUMNS),
  toRow: (c, row) => ({ row, mobile: c.mobile, amount: amount(c.amount), remark: c.remark }),
  check: (api, rows, fileName) => dryRun(api, hedgingImportCheck, { file_name: fileName, rows }, (row) => row),
  submit: (api, rows, fileName) => createImport(api, 'hedgingImports', rows, fileName),
  history: 'hedgingImports',
};

/** Write-off codes: the calls number their rows by position among the rows sent, mapped back to sheet rows here. */
const codesOf = (rows: Record<string, unknown>[]) => ({ rows: rows.map((r) => ({ order_no: String(r.order_no), verify_code: String(r.verify_code) })) });
const VERIFICATION: ImportTarget = {
  key: 'verification',
  title: { zh: '核销码导入', en: 'Write-off codes' },
  permission: platform.verificationImport.permission,
  columns: [
    { key: 'order_no', title: { zh: '订单号', en: 'Order no.' }, example: 'DD202406010001' },
    { key: 'verify_code', title: { zh: '核销码', en: 'Verification code' }, example: '123456' },
  ],
  toRow: (c, row) => ({ row, order_no: c.order_no, verify_code: c.verify_code }),
  // the call refuses a whole body holding one malformed code: such a row is named here and not sent
  schema: platform.verificationRow.extend({ row: z.number().int() }),
  check: (api, rows) => dryRun(api, platform.verificationImportCheck, codesOf(rows), (row) => Number(rows[row - 1]?.row ?? row)),
  submit: async (api, rows) => {
    const answer = await api(platform.verificationImport, { body: codesOf(rows) });
    if (!isOk(answer)) return failureText(answer) ?? '';
    const data = answer.data as { total: number; succeeded: number; failed: { row: number; error: string }[] };
    return { total: data.total, succeeded: data.succeeded, failed: data.failed.map((f) => ({ row: Number(rows[f.row - 1]?.row ?? f.row), error: f.error })) };
  },
};

export const batchImport = (): ImportDescription => ({ kind: 'import', targets: [CREDIT] });
export const hedgingBatchImport = (): ImportDescription => ({ kind: 'import', targets: [HEDGING, VERIFICATION] });
