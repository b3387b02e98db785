/**
 * The money screens' pure parts: reading import files (.csv quirks, .xlsx), checking rows against the contract, the
 * import descriptions' row rules, amounts shown per asset, the settings' validation, the withdrawal summary and the
 * ledger totals sums.
 */
import t from 'tap';
import { assignSetting, DEFAULT_MONEY_SETTINGS, MONEY_SETTING_KEY, propertySetting } from '../../contract/resources/money/settings.ts';
import type { LedgerEntry, Withdrawal } from '../../contract/index.ts';
import { ledgerTotals } from '../../mock-upstream/resources/money/ledgerViews.ts';
import { withdrawSummaryOf } from '../../mock-upstream/resources/money/withdrawals.ts';
import { conversionCents } from '../../mock-upstream/resources/money/assets.ts';
import { rechargeBonusCents } from '../../mock-upstream/resources/money/recharges.ts';
import { batchImport, hedgingBatchImport } from '../../web/src/areas/money/descriptions/imports.ts';
import { xlsxOf } from '../../web/src/screens/lib/exportRows.ts';
import { checkRows, headerIndex, ImportFileError, readCsv, readImportFile, rowsToSend, withCheck } from '../../web/src/screens/lib/importRows.ts';
import { formatAssetAmount, normalizeAmount } from '../../web/src/areas/money/assetAmount.ts';

const t_ = (key: string, params?: Record<string, string | number>) => `${key}${params ? JSON.stringify(params) : ''}`;

t.test('CSV: BOM, quotes, doubled quotes, commas and line breaks inside quotes, CRLF, no final newline', async (t) => {
  t.same(readCsv('\uFEFFa,b,c\r\n1,"x, y","he said ""hi"""\r\n2,"two\nlines",\n3,,last'), [
    ['a', 'b', 'c'],
    ['1', 'x, y', 'he said "hi"'],
    ['2', 'two\nlines', ''],
    ['3', '', 'last'],
  ]);
  t.same(readCsv('a\n'), [['a']], 'a final newline adds no row');
});

t.test('files: .csv and .xlsx read alike, other types refused', async (t) => {
  const table = [['会员手机号', '资产', '数量', '备注'], ['13800138000', '余额', '12.50', '补贴']];
  const xlsx = new Uint8Array(await (await xlsxOf(table, 'import')).arrayBuffer());
  t.same(readImportFile('a.XLSX', xlsx), table);
  t.same(readImportFile('a.csv', new TextEncoder().encode(`\uFEFF${table.map((r) => r.join(',')).join('\r\n')}`)), table);
  t.throws(() => readImportFile('a.xls', xlsx), new ImportFileError('fileType'));
  t.throws(() => readImportFile('a.xlsx', new TextEncoder().encode('a,b')), new ImportFileError('notXlsx'));
});

t.test('headers are found in either language or by key, with a required mark; missing ones are named', async (t) => {
  const columns = batchImport().targets[0].columns;
  t.same(headerIndex(['Remark', '会员手机号 *', 'amount', 'Asset'], columns), { index: { mobile: 1, asset: 3, amount: 2, remark: 0 }, missing: [] });
  t.same(headerIndex(['会员手机号'], columns).missing.map((c) => c.key), ['asset', 'amount', 'remark']);
});

t.test('credit import rows: typed amounts normalised, assets by word, every row sent for the upstream to check', async (t) => {
  const [target] = batchImport().targets;
  const checked = checkRows(
    [
      ['会员手机号', '资产', '数量', '备注'],
      ['13800138000', '余额', '12.5', '补贴'],
      ['13800138001', 'points', '30', '补贴'],
      ['', '', '', ''],
      ['1380013', '余额', '1', '补贴'],
      ['13800138002', '积分', '1.5', '补贴'],
      ['13800138003', '余额', '-2', '补贴'],
      ['13800138004', '现金', '2', 'x'],
    ],
    target,
    t_,
    'zh',
  );
  t.same(checked.rows[0].value, { row: 2, mobile: '13800138000', asset: 'balance', amount: '12.50', remark: '补贴' });
  t.same(checked.rows[1].value, { row: 3, mobile: '13800138001', asset: 'points', amount: '30.00', remark: '补贴' });
  t.same(checked.rows.map((r) => r.row), [2, 3, 5, 6, 7, 8], 'the empty row is skipped, sheet row numbers kept');
  // whether a row imports is the dry run's to say, with the import's own check (tests/mock/imports.test.ts names
  // these rows' reasons: the phone's format, whole points, a credit above 0, every bad column)
  t.same([checked.good, checked.bad], [6, 0], 'no row is refused before the dry run');
  t.same(rowsToSend(checked).map((r) => r.amount), ['12.50', '30.00', '1.00', '1.50', '-2.00', '2.00'], 'each row goes as read');
  const verdicts = withCheck(checked, new Map([[5, '会员手机号 格式不正确'], [2, undefined]]));
  t.same([verdicts.good, verdicts.bad, verdicts.rows[2].error], [5, 1, '会员手机号 格式不正确'], 'the dry run marks its rows');
  t.throws(() => checkRows([['phone']], target, t_, 'en'), new ImportFileError('missing:Member phone, Asset, Amount, Remark'));
});

t.test('a credit row repeating an earlier one (phone, asset, amount, remark) reads as that row, for the upstream to refuse', async (t) => {
  const [target] = batchImport().targets;
  const checked = checkRows(
    [
      ['会员手机号', '资产', '数量', '备注'],
      ['15723008565', '余额', '100.00', '审计正确行'],
      ['15723008565', '余额', '100.00', '另一笔'],
      ['15723008565', '积分', '100', '审计正确行'],
      ['15723008565', '余额', '50', '审计正确行'],
      ['15723008566', '余额', '100.00', '审计正确行'],
      ['', '', '', ''],
      ['15723008565', '余额', '100.00', '审计正确行'],
      ['15723008565', 'Balance', '100', ' 审计正确行 '],
    ],
    target,
    t_,
    'zh',
  );
  const { row: _, ...first } = checked.rows[0].value ?? {};
  const same = checked.rows.filter((r) => {
    const { row: __, ...rest } = r.value ?? {};
    return JSON.stringify(rest) === JSON.stringify(first);
  });
  t.same(same.map((r) => r.row), [2, 8, 9], 'row 8 reads as row 2, and so does row 9 (Balance = 余额, 100 = 100.00, the remark trimmed); another remark, asset, amount or member is another credit');
});

t.test('the credit confirmation names the rows and the total per asset, in either language', async (t) => {
  const [target] = batchImport().targets;
  const rows = [
    { row: 2, mobile: '13800138000', asset: 'balance', amount: '100.00', remark: '补贴' },
    { row: 3, mobile: '13800138001', asset: 'points', amount: '30.00', remark: '补贴' },
    { row: 4, mobile: '13800138002', asset: 'balance', amount: '1200.50', remark: '补贴' },
    { row: 5, mobile: '13800138003', asset: 'points', amount: '20.00', remark: '补贴' },
  ];
  t.equal(target.confirm?.(rows, t_, 'zh'), 'screens.money.import.confirmCredit{"count":4,"totals":"余额 ¥1,300.50，积分 50"}');
  t.equal(target.confirm?.(rows.slice(1, 2), t_, 'en'), 'screens.money.import.confirmCredit{"count":1,"totals":"Points 30"}');
  const [hedging, verification] = hedgingBatchImport().targets;
  t.equal(hedging.confirm, undefined, 'hedging rows only make pending hedgings: no question');
  t.equal(verification.confirm, undefined, 'write-off codes move no money');
});

t.test('write-off codes need six digits and their own label: a malformed code is refused here, not sent', async (t) => {
  const [, verification] = hedgingBatchImport().targets;
  t.equal(verification.permission, 'offlineShop_offline_orderManage');
  const codes = checkRows([['订单号', '核销码'], ['DD1', '123456'], ['DD2', '12345']], verification, t_, 'zh');
  t.same([codes.good, codes.bad], [1, 1]);
  t.same(rowsToSend(codes).map((r) => r.order_no), ['DD1'], 'the call would refuse the whole body over it');
});

t.test('amounts per asset: money with ¥, points and growth as whole numbers, exact', async (t) => {
  t.equal(formatAssetAmount('balance', '1234.5', true), '+¥1,234.50');
  t.equal(formatAssetAmount('contribution', '-0.10'), '-¥0.10');
  t.equal(formatAssetAmount('points', '120.00', true), '+120');
  t.equal(formatAssetAmount('growth', '-3000.00'), '-3,000');
  t.equal(normalizeAmount(' 1,234.5 '), '1234.50');
  t.equal(normalizeAmount('abc'), null);
});

t.test('settings: rates 0-100 %, amounts ≥ 0, shares make 100 %, max not below min', async (t) => {
  const property = DEFAULT_MONEY_SETTINGS[MONEY_SETTING_KEY.property];
  t.ok(propertySetting.safeParse(property).success, 'the defaults are valid');
  t.notOk(propertySetting.safeParse({ ...property, conversion_fee_percent: 101 }).success);
  t.notOk(propertySetting.safeParse({ ...property, withdraw_min: '-1.00' }).success);
  t.notOk(propertySetting.safeParse({ ...property, withdraw_max: '5.00' }).success, 'max below min');
  const assign = DEFAULT_MONEY_SETTINGS[MONEY_SETTING_KEY.assign];
  t.ok(assignSetting.safeParse(assign).success);
  const off = assignSetting.safeParse({ ...assign, platform_percent: 41 });
  t.same(off.error?.issues.map((i) => i.path), [['service_percent']], 'shares off 100 % are refused on the last share');
});

t.test('money maths in cents: totals, summary, bonus, conversion', async (t) => {
  const entry = (asset: LedgerEntry['asset'], amount: string) => ({ asset, amount }) as LedgerEntry;
  t.same(ledgerTotals([entry('balance', '0.10'), entry('balance', '0.20'), entry('balance', '-0.05'), entry('points', '3.00')]), [
    { id: 1, asset: 'balance', count: 3, credit: '0.30', debit: '-0.05', net: '0.25' },
    { id: 2, asset: 'points', count: 1, credit: '3.00', debit: '0.00', net: '3.00' },
  ]);
  const w = (status: Withdrawal['status'], amount: string, paid_at: string | null = null) => ({ status, amount, paid_at }) as Withdrawal;
  t.match(withdrawSummaryOf([w('in_review', '0.10'), w('in_review', '0.20'), w('paid', '1.00', '2026-11-20 10:00:00'), w('paid', '5.00', '2026-11-19 10:00:00')], '2026-11-20'), {
    pending_count: 2, pending_amount: '0.30', paid_today_count: 1, paid_today_amount: '1.00',
  });
  t.equal(rechargeBonusCents(33333, 10), 3333, 'the bonus is rounded down to the cent');
  t.same(conversionCents(12345, 100, 5), { gross: 12345, fee: 617, net: 11728 });
});
