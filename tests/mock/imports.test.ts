/**
 * The imports' one check (docs/imports.md) through real HTTP: the dry run marks exactly the rows the import then
 * refuses, with the same reasons in zh and en; the import applies exactly the rows the dry run passed; the record's
 * counts, its failures and the history agree; a file imported twice credits nothing the second time.
 */
import t from 'tap';
import type { LedgerEntry, Member, Order } from '../../contract/index.ts';
import type { ImportRecord } from '../../contract/resources/money/imports.ts';
import type { Hedging } from '../../contract/resources/money/contribution.ts';
import { startMock } from './helpers.ts';

const mock = await startMock();
t.teardown(() => mock.close());
const admin = await mock.login('admin');
type Page<T> = { list: T[]; total: number };
type Check = { total: number; importable: number; refused: number; rows: { row: number; error?: string }[] };
const call = <T>(method: string, path: string, body?: unknown, lang?: string) => mock.call<T>(method, path, { token: admin, body, lang });
const member = async (id: number) => (await call<Member>('GET', `/api/v2/seller/members/${id}`)).data;
const refusals = (check: Check) => Object.fromEntries(check.rows.filter((r) => r.error !== undefined).map((r) => [r.row, r.error]));

t.test('credits: the dry run marks exactly the bad rows, the import credits exactly the others, the history agrees', async (t) => {
  const [a, b] = (await call<Page<Member>>('GET', '/api/v2/seller/members?status=normal&limit=2&page=7')).data.list;
  const frozen = (await call<Page<Member>>('GET', '/api/v2/seller/members?status=frozen&limit=1')).data.list[0];
  const file = {
    file_name: 'credits.xlsx',
    rows: [
      { row: 2, mobile: a.mobile, asset: 'balance', amount: '10.00', remark: '十一月补贴' },
      { row: 3, mobile: b.mobile, asset: 'points', amount: '30.00', remark: '十一月补贴' },
      { row: 4, mobile: '13000000000', asset: 'balance', amount: '1.00', remark: '十一月补贴' },
      { row: 5, mobile: frozen.mobile, asset: 'balance', amount: '1.00', remark: '十一月补贴' },
      { row: 6, mobile: a.mobile, asset: 'balance', amount: '10.00', remark: '十一月补贴' },
      { row: 7, mobile: b.mobile, asset: 'balance', amount: '50000.01', remark: '十一月补贴' },
      { row: 8, mobile: a.mobile, asset: 'points', amount: '1.50', remark: '十一月补贴' },
      { row: 9, mobile: '12345', asset: '现金', amount: '1.00', remark: 'x' },
      { row: 10, mobile: a.mobile, asset: 'balance', amount: '5.00', remark: '十二月补贴' },
      { row: 11, mobile: a.mobile, asset: 'balance', amount: '-2.00', remark: '十二月补贴' },
    ],
  };
  const zh = await call<Check>('POST', '/api/v2/seller/credit_imports/check', file);
  t.match(zh.data, { total: 10, importable: 3, refused: 7 });
  t.same(refusals(zh.data), {
    4: '手机号 13000000000 不是会员',
    5: '会员已冻结',
    6: '与第 2 行重复（会员手机号、资产、数量和备注都相同），不会重复入账',
    7: '数量 单行余额入账不能超过 ¥50,000.00',
    8: '数量 积分只能是整数',
    9: '会员手机号 格式不正确，应为 1 开头的 11 位手机号；资产 只能是以下值之一：余额、积分；备注 长度不能少于 2 个字符',
    11: '数量 应大于 0',
  }, 'an unknown member, a frozen one, a repeated row, a value over its limit, fractional points, every bad column named, a debit');
  const en = await call<Check>('POST', '/api/v2/seller/credit_imports/check', file, 'en');
  t.same(Object.keys(refusals(en.data)), Object.keys(refusals(zh.data)), 'the same rows in English');
  t.equal(refusals(en.data)[4], 'No member has the phone number 13000000000');
  t.equal(refusals(en.data)[6], 'Repeats row 2 (same member phone, asset, amount and remark): not credited twice');
  t.equal(refusals(en.data)[7], 'Amount must not credit more than ¥50,000.00 of balance in one row');
  t.match(refusals(en.data)[9], /; Asset must be one of: Balance, Points; /, 'a value not in the list: the list as the sheet may write it');
  t.equal((await member(a.id)).balance, a.balance, 'the dry run moves nothing');

  const done = await call<ImportRecord>('POST', '/api/v2/seller/credit_imports', file);
  t.match(done.data, { total: 10, succeeded: 3, failed: 7, credited_balance: '15.00', credited_points: 30 });
  t.same(Object.fromEntries(done.data.failures.map((f) => [f.row, f.error])), refusals(zh.data), 'the import refuses exactly what the dry run did, in the same words');
  t.equal(Number((await member(a.id)).balance), Math.round((Number(a.balance) + 15) * 100) / 100, 'rows 2 and 10 credited, row 6 not');
  t.equal((await member(b.id)).points, b.points + 30);
  const entries = (await call<Page<LedgerEntry>>('GET', `/api/v2/seller/members_ledger?member_id=${a.id}&limit=5`)).data.list;
  t.equal(entries.filter((e) => e.remark.startsWith(`批量导入 ${done.data.import_no}`)).length, 2, 'two ledger entries for member a, one per imported row');

  const history = (await call<Page<ImportRecord>>('GET', '/api/v2/seller/credit_imports?limit=1')).data.list[0];
  t.same(history, done.data, 'the history holds the record as the import answered it');

  const again = await call<Check>('POST', '/api/v2/seller/credit_imports/check', file);
  t.equal(again.data.importable, 0, 'the same file checked again: nothing left to import');
  t.equal(refusals(again.data)[2], `已由批次 ${done.data.import_no} 入账（会员手机号、资产、数量和备注都相同），不会重复入账`);
  const twice = await call<ImportRecord>('POST', '/api/v2/seller/credit_imports', file);
  t.match(twice.data, { total: 10, succeeded: 0, failed: 10, credited_balance: '0.00', credited_points: 0 });
  t.equal(Number((await member(a.id)).balance), Math.round((Number(a.balance) + 15) * 100) / 100, 'a file imported twice credits once');
});

t.test('hedging: a debit beyond the balance, a repeated member, a frozen one refused alike by the dry run and the import', async (t) => {
  const members = (await call<Page<Member>>('GET', '/api/v2/seller/members?status=normal&limit=50&page=9')).data.list.filter((m) => Number(m.balance) >= 2);
  const [a, b] = members;
  const frozen = (await call<Page<Member>>('GET', '/api/v2/seller/members?status=frozen&limit=1')).data.list[0];
  const over = (Number(b.balance) + 0.01).toFixed(2);
  const file = {
    file_name: 'hedging.csv',
    rows: [
      { row: 2, mobile: a.mobile, amount: '1.00', remark: '赊购对冲' },
      { row: 3, mobile: b.mobile, amount: over, remark: '赊购对冲' },
      { row: 4, mobile: a.mobile, amount: '1.00', remark: '另一笔' },
      { row: 5, mobile: frozen.mobile, amount: '1.00', remark: '赊购对冲' },
      { row: 6, mobile: b.mobile, amount: '0.00', remark: '赊购对冲' },
    ],
  };
  const check = await call<Check>('POST', '/api/v2/seller/hedging_imports/check', file);
  t.same(refusals(check.data), {
    3: `余额不足：当前余额 ${b.balance}`,
    4: '与第 2 行重复',
    5: '会员已冻结',
    6: '对冲金额 应大于 0',
  });
  const done = await call<ImportRecord>('POST', '/api/v2/seller/hedging_imports', file);
  t.match(done.data, { total: 5, succeeded: 1, failed: 4 });
  t.same(Object.fromEntries(done.data.failures.map((f) => [f.row, f.error])), refusals(check.data));
  const made = (await call<Page<Hedging>>('GET', `/api/v2/seller/hedgings?member_id=${a.id}&status=pending&limit=50`)).data.list.filter((h) => h.import_id === done.data.id);
  t.equal(made.length, 1, 'one pending hedging, for row 2');
  const again = await call<Check>('POST', '/api/v2/seller/hedging_imports/check', { file_name: 'hedging.csv', rows: file.rows.slice(0, 1) });
  t.equal(again.data.rows[0].error, `与待执行的对冲 ${made[0].hedging_no} 相同（会员、金额和备注），不会重复导入`, 'a pending imported hedging is not imported twice');
});

t.test('write-off codes: the dry run answers per row what the import then does', async (t) => {
  const stores = (await call<Page<Order>>('GET', '/api/v2/seller/orders?type=store&status=to_ship&limit=2&page=2')).data.list;
  const rows = [
    { order_no: stores[0].order_no, verify_code: stores[0].verify_code },
    { order_no: stores[1].order_no, verify_code: stores[1].verify_code === '000000' ? '111111' : '000000' },
    { order_no: stores[0].order_no, verify_code: stores[0].verify_code },
    { order_no: 'NOPE', verify_code: '123456' },
  ];
  const check = await call<Check>('POST', '/api/v8/seller/verification_import/check', { rows });
  t.same(refusals(check.data), { 2: '核销码不正确', 3: '与第 1 行重复', 4: '订单不存在' });
  t.equal((await call<Order>('GET', `/api/v2/seller/orders/${stores[0].id}`)).data.status, 'to_ship', 'the dry run verifies nothing');
  const done = await call<{ succeeded: number; failed: { row: number; error: string }[] }>('POST', '/api/v8/seller/verification_import', { rows });
  t.equal(done.data.succeeded, check.data.importable);
  t.same(Object.fromEntries(done.data.failed.map((f) => [f.row, f.error])), refusals(check.data));
});

t.test('shipping: the dry run refuses what the ship action refuses, in its words; a merchant checks only its own orders', async (t) => {
  const waiting = (await call<Page<Order>>('GET', '/api/v2/seller/orders?status=to_ship&type=normal&limit=3&page=3')).data.list;
  const shipped = (await call<Page<Order>>('GET', '/api/v2/seller/orders?status=shipped&limit=1')).data.list[0];
  const rows = [
    { row: 2, order_no: waiting[0].order_no, courier: 'SF', tracking_no: 'SF1234567890' },
    { row: 3, order_no: shipped.order_no, courier: 'SF', tracking_no: 'SF1234567891' },
    { row: 4, order_no: waiting[1].order_no, courier: 'SF', tracking_no: 'SF12' },
    { row: 5, order_no: waiting[0].order_no, courier: 'ZTO', tracking_no: 'ZT1234567890' },
    { row: 6, order_no: '2699999999999999', courier: 'SF', tracking_no: 'SF1234567892' },
    { row: 7, order_no: waiting[2].order_no, courier: 'YTO', tracking_no: 'YT1234567890' },
  ];
  const check = await call<Check>('POST', '/api/v2/seller/orders/ship_check', { rows });
  t.same(refusals(check.data), {
    3: '订单状态为「已发货」，不能发货',
    4: '快递单号 格式不正确，应为 8-30 位字母或数字',
    5: '与第 2 行重复',
    6: '订单不存在',
  });
  t.equal(refusals((await call<Check>('POST', '/api/v2/seller/orders/ship_check', { rows }, 'en')).data)[3], 'Cannot Ship while Status is "Shipped"');
  // the import ships row by row through the action: it takes exactly the rows the check passed, and refuses the shipped one in the same words
  for (const r of rows.filter((x) => !(x.row in refusals(check.data)))) {
    const order = waiting.find((o) => o.order_no === r.order_no) as Order;
    t.equal((await call('PUT', `/api/v2/seller/orders/${order.id}/ship`, { courier: r.courier, tracking_no: r.tracking_no })).status, 0, `row ${r.row} ships`);
  }
  t.equal((await call('PUT', `/api/v2/seller/orders/${shipped.id}/ship`, { courier: 'SF', tracking_no: 'SF1234567891' })).error, refusals(check.data)[3]);

  const merchant = await mock.login('merchant', 'seller');
  const theirs = (await call<Page<Order>>('GET', '/api/v2/seller/orders?status=to_ship&limit=50')).data.list.find((o) => o.merchant_id !== 2) as Order;
  const mine = await mock.call<Check>('POST', '/api/v2/seller/orders/ship_check', { token: merchant, body: { rows: [{ row: 2, order_no: theirs.order_no, courier: 'SF', tracking_no: 'SF1234567899' }] } });
  t.equal(mine.data.rows[0].error, '订单不存在', "another shop's order is not the merchant's to ship");
});

t.test('a file of the most rows an import takes is checked in one call', async (t) => {
  const rows = Array.from({ length: 10_000 }, (_, i) => ({ row: i + 2, mobile: `138${String(i).padStart(8, '0')}`, asset: i % 3 ? 'balance' : 'points', amount: `${(i % 500) + 1}.00`, remark: `批量补贴第 ${i} 行，活动奖励` }));
  const check = await call<Check>('POST', '/api/v2/seller/credit_imports/check', { file_name: 'big.xlsx', rows });
  t.equal(check.status, 0, check.error ?? 'answered');
  t.equal(check.data.rows.length, 10_000, 'one verdict per row');
  t.equal(check.data.importable + check.data.refused, 10_000);
});
