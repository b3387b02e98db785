/**
 * The export writer against a real mock upstream on a real port (docs/jobs.md, "Exports"): the file read back holds
 * exactly the rows the list call returns for the filter, under the headers the console shows, in zh and en; money is
 * a number with two decimals, times the upstream's, statuses their labels; a merchant's export holds its own shop's
 * rows only; a cancel leaves no file; a bad request is refused before any call; retention deletes old files only.
 */
import { mkdtemp, readdir, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import t from 'tap';
import { ORDER_STATUS } from '../../contract/resources/orders.ts';
import {
  deleteExpiredExports,
  ExportCancelled,
  exportList,
  ExportRefused,
  type ExportRequest,
  type ListPageFetcher,
  newExportFile,
  upstreamPageFetcher,
} from '../../server/jobs/export/index.ts';
import { startMock } from '../mock/helpers.ts';

interface Order {
  id: number;
  order_no: string;
  status: string;
  merchant_id: number;
  merchant_name: string;
  total: string;
  created_at: string;
  items: { sku_code: string; amount: string }[];
}

const mock = await startMock();
t.teardown(() => mock.close());
const admin = await mock.login('admin');
const merchant = await mock.login('merchant', 'seller');
const dir = await mkdtemp(join(tmpdir(), 'export-test-'));
t.teardown(() => rm(dir, { recursive: true, force: true }));

/** Every order the list call itself answers for `filter`, read with the largest page the contract allows. */
async function ordersOf(token: string, filter: Record<string, string>): Promise<Order[]> {
  const all: Order[] = [];
  for (let page = 1; ; page++) {
    const answer = await mock.call<{ list: Order[]; total: number }>('GET', `/api/v2/seller/orders?${new URLSearchParams({ ...filter, page: String(page), limit: '500' })}`, { token });
    if (answer.status !== 0) throw new Error(answer.error);
    all.push(...answer.data.list);
    if (all.length >= answer.data.total) return all;
  }
}

async function xlsxRows(file: string): Promise<ExcelJS.CellValue[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(file);
  const rows: ExcelJS.CellValue[][] = [];
  workbook.worksheets[0].eachRow((row) => rows.push((row.values as ExcelJS.CellValue[]).slice(1)));
  return rows;
}

async function csvRows(file: string): Promise<{ bom: boolean; rows: string[][] }> {
  const text = await readFile(file, 'utf8');
  return { bom: text.startsWith('\uFEFF'), rows: parse(text, { bom: true }) as string[][] };
}

const request = async (token: string, over: Partial<ExportRequest>): Promise<ExportRequest> => ({
  list: 'orders',
  filter: {},
  format: 'xlsx',
  lang: 'zh',
  fetchPage: upstreamPageFetcher({ upstreamUrl: mock.url, token, lang: over.lang ?? 'zh' }),
  file: await newExportFile(dir, over.format ?? 'xlsx'),
  pageSize: 200,
  ...over,
});

const COLUMNS = ['order_no', 'status', 'merchant_name', 'total', 'created_at'];
// a filter that selects some orders, not all: to-ship orders of one type, newest first
const FILTER = { status: 'to_ship', sort: '-created_at' };

t.test('xlsx in zh: exactly the filtered orders, with the console headers and typed cells', async (t) => {
  const expected = await ordersOf(admin, FILTER);
  t.ok(expected.length > 50, `several pages of 50 orders to ship (${expected.length})`);
  const progress: { done: number; total: number }[] = [];
  const result = await exportList(await request(admin, { filter: FILTER, columns: COLUMNS, pageSize: 50, onProgress: (p) => progress.push(p) }));
  t.equal(result.records, expected.length);
  t.equal(result.rows, expected.length);
  t.same(progress.at(-1), { done: expected.length, total: expected.length }, 'progress ends at rows done = total');
  t.ok(progress.length === Math.ceil(expected.length / 50) && progress.every((p, i) => i === 0 || p.done > progress[i - 1].done), 'progress after every page');

  const rows = await xlsxRows(result.file);
  t.same(rows[0], ['订单号', '订单状态', '商家', '实付金额', '下单时间']);
  const body = rows.slice(1);
  t.same(body.map((r) => r[0]), expected.map((o) => o.order_no), 'the same orders in the same order');
  t.ok(body.every((r) => r[1] === ORDER_STATUS.options.to_ship.zh), 'the status as its zh label');
  t.same(body.map((r) => r[3]), expected.map((o) => Number(o.total)), 'totals are numbers of the same value');
  const created = body.map((r) => (r[4] as Date).toISOString().replace('T', ' ').slice(0, 19));
  t.same(created, expected.map((o) => o.created_at), 'times are date cells showing the upstream\'s wall clock');

  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(result.file);
  const sheet = workbook.worksheets[0];
  t.equal(sheet.getCell('D2').numFmt, '"¥"#,##0.00', 'money with two decimals and the yuan sign');
  t.equal(sheet.getCell('E2').numFmt, 'yyyy-mm-dd hh:mm:ss');
});

t.test('csv in en: a UTF-8 BOM, en headers and labels, money with two decimals', async (t) => {
  const filter = { status: 'completed' };
  const expected = await ordersOf(admin, filter);
  const result = await exportList(await request(admin, { filter, columns: COLUMNS, format: 'csv', lang: 'en' }));
  const { bom, rows } = await csvRows(result.file);
  t.ok(bom, 'starts with the byte-order mark Excel reads UTF-8 by');
  t.same(rows[0], ['Order no.', 'Status', 'Merchant', 'Total', 'Placed']);
  t.same(rows.slice(1).map((r) => r[0]), expected.map((o) => o.order_no));
  t.ok(rows.slice(1).every((r) => r[1] === 'Completed'));
  t.same(rows.slice(1).map((r) => r[3]), expected.map((o) => Number(o.total).toFixed(2)));
  t.same(rows.slice(1).map((r) => r[4]), expected.map((o) => o.created_at));
  t.ok(rows.slice(1).some((r) => /[\u4e00-\u9fff]/.test(r[2])), 'Chinese merchant names read back as written');
});

t.test('by goods line: one row per line, the warehouse headers', async (t) => {
  const filter = { status: 'to_ship' };
  const expected = (await ordersOf(admin, filter)).flatMap((o) => o.items.map((line) => [o.order_no, line.sku_code]));
  const result = await exportList(await request(admin, { filter, byGoodsLine: true, format: 'csv' }));
  const { rows } = await csvRows(result.file);
  t.same(rows[0].slice(0, 6), ['订单号', '下单时间', '订单状态', '商品名称', 'SKU 规格', 'SKU 编码']);
  t.same(rows.slice(1).map((r) => [r[0], r[5]]), expected);
  t.equal(result.rows, expected.length);
  t.ok(result.rows > result.records, 'more lines than orders');
});

t.test("a merchant's token exports its own shop's orders only", async (t) => {
  const own = await ordersOf(merchant, {});
  const all = await ordersOf(admin, {});
  const shops = new Set(own.map((o) => o.merchant_id));
  t.equal(shops.size, 1, 'the upstream scopes the merchant to one shop');
  t.ok(own.length > 0 && own.length < all.length);
  const [shop] = shops;
  // asking for another shop's orders by filter does not widen it
  const other = all.find((o) => o.merchant_id !== shop)!;
  const result = await exportList(await request(merchant, { columns: ['order_no', 'merchant_name'], format: 'csv', filter: { merchant_id: String(other.merchant_id) } }));
  const { rows } = await csvRows(result.file);
  const numbers = new Set(own.map((o) => o.order_no));
  t.ok(rows.slice(1).every((r) => numbers.has(r[0])), 'only its own orders, even when the filter names another shop');
  t.notOk(rows.slice(1).some((r) => r[0] === other.order_no));
  const whole = await exportList(await request(merchant, { columns: ['order_no'], format: 'csv' }));
  t.same((await csvRows(whole.file)).rows.slice(1).map((r) => r[0]), own.map((o) => o.order_no), 'all of its own, nothing else');
});

t.test('cancel: no file is left, whole or partial, and no page is asked for after it', async (t) => {
  const controller = new AbortController();
  const fetcher = upstreamPageFetcher({ upstreamUrl: mock.url, token: admin, lang: 'zh' });
  const pages: string[] = [];
  const fetchPage: ListPageFetcher = (call) => {
    pages.push(call.query.page);
    if (call.query.page === '3') controller.abort();
    return fetcher(call);
  };
  const before = await readdir(dir);
  await t.rejects(exportList(await request(admin, { fetchPage, signal: controller.signal, pageSize: 100 })), ExportCancelled);
  t.same(pages, ['1', '2', '3']);
  t.same(await readdir(dir), before, 'the folder is as it was');
});

t.test('bad input is refused in zh and en before any call', async (t) => {
  let called = false;
  const fetchPage: ListPageFetcher = async () => {
    called = true;
    throw new Error('not to be called');
  };
  const refusal = async (over: Partial<ExportRequest>) => {
    const error = await exportList(await request(admin, { fetchPage, ...over })).catch((e: unknown) => e);
    t.type(error, ExportRefused);
    return (error as ExportRefused).text;
  };
  t.same(await refusal({ list: 'nope' }), { zh: '没有可导出的列表“nope”', en: 'There is no list "nope" to export.' });
  t.match(await refusal({ columns: ['order_no', 'password'] }), { zh: /password/, en: /no column password/ });
  t.match(await refusal({ filter: { limit: '100000' } }), { en: /cannot be filtered by limit/ });
  t.match(await refusal({ list: 'goods', byGoodsLine: true }), { zh: /订单/, en: /Only order lists/ });
  t.match(await refusal({ pageSize: 5000 }), { en: /between 1 and 500/ });
  t.notOk(called, 'no list call was made');
  t.same((await readdir(dir)).filter((f) => f.endsWith('.part')), [], 'no file begun');
});

t.test('an upstream refusal fails the export in the user language and leaves no file', async (t) => {
  const before = await readdir(dir);
  const error = await exportList(await request('not-a-session', { lang: 'en', format: 'csv' })).catch((e: unknown) => e);
  t.match((error as Error).message, /^The backend refused the list call: /);
  t.same(await readdir(dir), before);
});

t.test('retention deletes files older than the days kept, and only those', async (t) => {
  const retention = await mkdtemp(join(tmpdir(), 'export-retention-'));
  t.teardown(() => rm(retention, { recursive: true, force: true }));
  const now = Date.now();
  const day = 24 * 3600_000;
  const age = async (name: string, days: number) => {
    await writeFile(join(retention, name), 'x');
    const when = new Date(now - days * day);
    await utimes(join(retention, name), when, when);
  };
  await age('old.xlsx', 8);
  await age('stale.csv.part', 7.5);
  await age('recent.xlsx', 6.9);
  t.same((await deleteExpiredExports(retention, 7, now)).sort(), ['old.xlsx', 'stale.csv.part']);
  t.same(await readdir(retention), ['recent.xlsx']);
  t.same(await deleteExpiredExports(join(retention, 'missing'), 7, now), [], 'a folder not made yet has nothing to delete');
});
