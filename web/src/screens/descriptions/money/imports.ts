/**
 * The import screens. `/finance/batchImport` credits balance or points per member phone; `/finance/hedgingbatchimport`
 * makes pending hedgings, and also takes the write-off (verification) codes of in-store orders (SPEC §7
 * `verification_import`: 核销 is the other offsetting import), offered to the roles holding that call's label.
 */
import { z } from 'zod';
import { platform, RESOURCE_ENDPOINTS } from '../../../../../contract/index.ts';
import { CREDIT_ASSET, creditImportRow, hedgingImportRow, type ImportRecord } from '../../../../../contract/resources/money/imports.ts';
import { type Api, failureText, isOk } from '../../../lib/api.ts';
import { fromCents, toCents } from '../../../../../contract/money.ts';
import type { Translate } from '../../lib/validation.ts';
import { formatAssetAmount, normalizeAmount } from '../../money/assetAmount.ts';
import type { Lang } from '../../../../../contract/i18n.ts';
import type { ImportDescription, ImportOutcome, ImportTarget } from '../types.ts';

const ASSET_WORDS: Record<string, string> = { 余额: 'balance', balance: 'balance', 积分: 'points', points: 'points' };

/** Sends rows to an import resource's create call; the answer's failures already carry the sheet's row numbers. */
async function createImport(api: Api, resource: 'creditImports' | 'hedgingImports', rows: Record<string, unknown>[], fileName: string): Promise<ImportOutcome | string> {
  const create = RESOURCE_ENDPOINTS[resource].create;
  if (!create) return '';
  const answer = await api(create, { body: { file_name: fileName, rows } });
  if (!isOk(answer)) return failureText(answer) ?? '';
  const record = answer.data as ImportRecord;
  return { succeeded: record.succeeded, failed: record.failures.map((f) => ({ row: f.row, error: f.error })) };
}

const amount = (text: string) => normalizeAmount(text) ?? text;

/**
 * Two credit rows are the same credit when member phone, asset, amount and remark are all equal (after the row is
 * read: 余额 = balance, 100 = 100.00, the remark trimmed). Nothing in the ledger would tell two such entries apart, so
 * the second is almost always a row pasted twice; a real second credit to one member differs in amount or remark.
 */
export const creditKey = (r: Record<string, unknown>) => JSON.stringify([r.mobile, r.asset, r.amount, r.remark]);

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
  columns: [
    { key: 'mobile', title: { zh: '会员手机号', en: 'Member phone' }, example: '13800138000' },
    { key: 'asset', title: { zh: '资产', en: 'Asset' }, example: '余额' },
    { key: 'amount', title: { zh: '数量', en: 'Amount' }, example: '100.00' },
    { key: 'remark', title: { zh: '备注', en: 'Remark' }, example: '活动奖励' },
  ],
  toRow: (c, row) => ({ row, mobile: c.mobile, asset: ASSET_WORDS[c.asset.toLowerCase()] ?? c.asset, amount: amount(c.amount), remark: c.remark }),
  schema: creditImportRow.refine((r) => r.asset !== 'points' || r.amount.endsWith('.00'), {
    path: ['amount'],
    message: 'whole points',
    params: { text: { zh: '积分只能是整数', en: 'points are whole numbers' } },
  }),
  uniqueKey: creditKey,
  duplicateText: 'screens.money.import.duplicateCredit',
  confirm: creditConfirmText,
  submit: (api, rows, fileName) => createImport(api, 'creditImports', rows, fileName),
  history: 'creditImports',
};

const HEDGING: ImportTarget = {
  key: 'hedging',
  title: { zh: '对冲导入', en: 'Hedging rows' },
  columns: [
    { key: 'mobile', title: { zh: '会员手机号', en: 'Member phone' }, example: '13800138000' },
    { key: 'amount', title: { zh: '对冲金额', en: 'Amount' }, example: '50.00' },
    { key: 'remark', title: { zh: '备注', en: 'Remark' }, example: '赊购欠款对冲' },
  ],
  toRow: (c, row) => ({ row, mobile: c.mobile, amount: amount(c.amount), remark: c.remark }),
  schema: hedgingImportRow,
  uniqueKey: (r) => String(r.mobile),
  submit: (api, rows, fileName) => createImport(api, 'hedgingImports', rows, fileName),
  history: 'hedgingImports',
};

/** Write-off codes: the call numbers its failures by position among the rows sent, mapped back to sheet rows here. */
const VERIFICATION: ImportTarget = {
  key: 'verification',
  title: { zh: '核销码导入', en: 'Write-off codes' },
  permission: platform.verificationImport.permission,
  columns: [
    { key: 'order_no', title: { zh: '订单号', en: 'Order no.' }, example: 'DD202406010001' },
    { key: 'verify_code', title: { zh: '核销码', en: 'Verification code' }, example: '123456' },
  ],
  toRow: (c, row) => ({ row, order_no: c.order_no, verify_code: c.verify_code }),
  schema: platform.verificationRow.extend({ row: z.number().int() }),
  uniqueKey: (r) => String(r.order_no),
  submit: async (api, rows) => {
    const answer = await api(platform.verificationImport, { body: { rows: rows.map((r) => ({ order_no: String(r.order_no), verify_code: String(r.verify_code) })) } });
    if (!isOk(answer)) return failureText(answer) ?? '';
    const data = answer.data as { succeeded: number; failed: { row: number; error: string }[] };
    return { succeeded: data.succeeded, failed: data.failed.map((f) => ({ row: Number(rows[f.row - 1]?.row ?? f.row), error: f.error })) };
  },
};

export const batchImport = (): ImportDescription => ({ kind: 'import', targets: [CREDIT] });
export const hedgingBatchImport = (): ImportDescription => ({ kind: 'import', targets: [HEDGING, VERIFICATION] });
