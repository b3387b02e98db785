import t from 'tap';
import { unzipSync, strFromU8 } from 'fflate';
import type { ListData } from '../../contract/list.ts';
import { type Cell, ExportCancelled, ExportStalled, exportFileName, fetchAllPages, settleWithin, sheetOf, xlsxOf } from '../../web/src/screens/lib/exportRows.ts';
import { absoluteUrl, cellText, exportCell, resolveColumns } from '../../web/src/screens/lib/columns.ts';
import zipToArrayBuffer from '../../web/src/screens/lib/xlsxZip.ts';
import { assetExportCell } from '../../web/src/areas/money/assetAmount.ts';
import { goods } from '../../contract/index.ts';

type R = { id: number; name: string };
const ROWS: R[] = Array.from({ length: 23 }, (_, i) => ({ id: i + 1, name: `商品${i + 1}` }));
const pages = (calls: number[]) => async (page: number, limit: number): Promise<ListData<R>> => {
  calls.push(page);
  return { list: ROWS.slice((page - 1) * limit, page * limit), total: ROWS.length, page, limit };
};

t.test('every page of the filter is fetched, with progress', async (t) => {
  const calls: number[] = [];
  const progress: [number, number][] = [];
  const rows = await fetchAllPages(pages(calls), { limit: 10, onProgress: (done, total) => progress.push([done, total]) });
  t.same(rows.map((r) => r.id), ROWS.map((r) => r.id));
  t.same(calls, [1, 2, 3]);
  t.same(progress, [[10, 23], [20, 23], [23, 23]]);
});

t.test('cancel stops between pages; a failed page fails the export with its reason', async (t) => {
  const controller = new AbortController();
  const calls: number[] = [];
  const fetchPage = pages(calls);
  await t.rejects(
    fetchAllPages(async (page, limit) => {
      if (page === 2) controller.abort();
      return fetchPage(page, limit);
    }, { limit: 10, signal: controller.signal }),
    { name: 'ExportCancelled' },
  );
  t.same(calls, [1, 2], 'no page is fetched after the cancel');
  await t.rejects(fetchAllPages(async () => '网络错误：timeout', { limit: 10 }), { message: '网络错误：timeout' });
});

t.test('a small set exports to an .xlsx whose headers are in the current language', async (t) => {
  const columns = resolveColumns(goods, ['name', 'price', 'state', 'stock']);
  const row = { id: 1, name: '云南普洱茶 357g', price: '128.00', state: 'on_sale', stock: 12 };
  for (const [lang, headers, state] of [['zh', ['商品名称', '售价', '商品状态', '库存'], '出售中'], ['en', ['Name', 'Price', 'State', 'Stock'], 'On sale']] as const) {
    const table = sheetOf([row], columns.map((c) => ({ header: c.title[lang], value: (r: typeof row) => c.exportValue(r, lang) })));
    t.same(table, [headers, ['云南普洱茶 357g', { money: '128.00' }, state, 12]]);
    const blob = await xlsxOf(table, '商品列表');
    const files = unzipSync(new Uint8Array(await blob.arrayBuffer()));
    const xml = Object.entries(files).filter(([name]) => name.startsWith('xl/')).map(([, data]) => strFromU8(data)).join('');
    for (const text of [...headers, '云南普洱茶 357g', state]) t.ok(xml.includes(text), `${lang}: the sheet holds "${text}"`);
    t.ok(xml.includes('<v>12</v>'), 'numbers stay numbers');
    t.ok(strFromU8(files['xl/workbook.xml']).includes('商品列表'), 'the sheet is named after the screen');
  }
});

t.test('file names carry the title and the minute, without characters a file system refuses', async (t) => {
  t.equal(exportFileName('订单/导出', Date.parse('2024-06-01T09:05:00+08:00')), '订单_导出-20240601-0905.xlsx');
  // 2026-11-22 19:12 UTC is 03:12 the next day on the platform's clock, whatever the browser's zone
  t.equal(exportFileName('提现列表', Date.parse('2026-11-22T19:12:00Z')), '提现列表-20261123-0312.xlsx', 'named on the platform clock');
});

t.test('a nested value reads as its names, never "[object Object]"', async (t) => {
  const items = [
    { goods_id: 1, name: '云南普洱茶', price: '12.00', quantity: 2 },
    { goods_id: 2, name: '武夷岩茶', price: '30.00', quantity: 1 },
  ];
  t.equal(cellText('text', items, 'zh'), '云南普洱茶 ×2、武夷岩茶 ×1', "an order's goods");
  t.equal(cellText('text', [{ name: '王五', mobile: '13800000000' }, { name: '赵六' }], 'en'), '王五, 赵六', "a store's verifiers");
  t.equal(cellText('text', { province: '云南', city: '昆明' }, 'zh'), '云南 昆明', 'a record without a name: its plain values');
});

/** The sheet's cells by reference (`B2`): type attribute, style and raw value, and the number format of each style. */
async function cellsOf(table: Cell[][]) {
  const files = unzipSync(new Uint8Array(await (await xlsxOf(table, 'sheet')).arrayBuffer()));
  const sheet = strFromU8(files['xl/worksheets/sheet1.xml']);
  const styles = strFromU8(files['xl/styles.xml']);
  const codes = new Map([...styles.matchAll(/<numFmt numFmtId="(\d+)" formatCode="([^"]*)"/g)].map((m) => [m[1], m[2].replace(/&quot;/g, '"')]));
  const xfs = [...(/<cellXfs[^>]*>([\s\S]*?)<\/cellXfs>/.exec(styles)?.[1] ?? '').matchAll(/<xf\b([^>]*)/g)].map((m) => codes.get(/numFmtId="(\d+)"/.exec(m[1])?.[1] ?? ''));
  const cells: Record<string, { t?: string; v?: string; format?: string }> = {};
  for (const m of sheet.matchAll(/<c r="([A-Z]+\d+)"([^>]*)>(?:<v>([^<]*)<\/v>)?/g)) {
    const style = /s="(\d+)"/.exec(m[2])?.[1];
    cells[m[1]] = { t: /t="(\w+)"/.exec(m[2])?.[1], v: m[3], format: style === undefined ? undefined : xfs[Number(style)] };
  }
  return cells;
}

t.test('money is a number with the yuan format, a count a number, a time a date-time, a picture an address', async (t) => {
  const row = { name: '普洱', price: '1593.90', stock: '12', created_at: '2024-06-01 10:00:00', picture: '/api/v2/common/files/seed/goods/185.png' };
  const base = 'https://console.example.com';
  const cells = [
    exportCell('text', row.name, 'zh'),
    exportCell('money', row.price, 'zh'),
    exportCell('number', row.stock, 'zh'),
    exportCell('time', row.created_at, 'zh'),
    exportCell('picture', row.picture, 'zh', undefined, base),
    exportCell('money', '-3', 'zh'),
    exportCell('time', '2024-06-01', 'zh'),
  ];
  t.same(cells, ['普洱', { money: '1593.90' }, 12, { time: '2024-06-01 10:00:00' }, 'https://console.example.com/api/v2/common/files/seed/goods/185.png', { money: '-3' }, { time: '2024-06-01' }]);
  const sheet = await cellsOf([['名称', '售价', '库存', '创建时间', '图片', '退款', '日期'], cells]);
  t.equal(sheet.A2.t, 's', 'text is a shared string');
  t.same(sheet.B2, { t: undefined, v: '1593.9', format: '"¥"#,##0.00' }, 'the price is the number 1593.9, shown ¥1,593.90');
  t.same(sheet.F2, { t: undefined, v: '-3', format: '"¥"#,##0.00' }, 'a negative amount too');
  t.same(sheet.C2, { t: undefined, v: '12', format: undefined }, 'a count is a plain number');
  // 2024-06-01 is day 45444 counted from 1899-12-30; 10:00 is 10/24 of a day, whatever the machine's time zone
  t.equal(sheet.D2.t, undefined);
  t.equal(Math.round((Number(sheet.D2.v) - 45444) * 24 * 3600), 10 * 3600, 'the time is the wall-clock time sent');
  t.equal(sheet.D2.format, 'yyyy-mm-dd hh:mm:ss', 'shown as the console shows times');
  t.same(sheet.G2, { t: undefined, v: '45444', format: 'yyyy-mm-dd' }, 'a day alone is shown as a day');
  t.equal(sheet.E2.t, 's', 'the picture is its address as text');
});

t.test('what is not money or a time stays as it was; missing values are empty', async (t) => {
  t.equal(exportCell('money', 'n/a', 'zh'), null, 'not an amount: empty, as the table shows a dash');
  t.equal(exportCell('money', null, 'zh'), null);
  t.equal(exportCell('number', '', 'zh'), null);
  t.equal(exportCell('number', 'many', 'zh'), 'many');
  const sheet = await cellsOf([['x'], [{ time: 'soon' }]]);
  t.equal(sheet.A2.t, 's', 'an unreadable time is written as its text');
  t.equal((await cellsOf([['x'], [Number.NaN]])).A2.t, 's', 'so is a number that is not one, which Excel would refuse');
  t.same(assetExportCell('balance', '12.50'), { money: '12.50' }, 'a balance is money');
  t.equal(assetExportCell('points', '120.00'), 120, 'points are a whole number');
});

t.test('a picture path becomes an address outside the console; an absolute one is kept', async (t) => {
  t.equal(absoluteUrl('/api/v2/common/files/a.png', 'http://127.0.0.1:8080'), 'http://127.0.0.1:8080/api/v2/common/files/a.png');
  t.equal(absoluteUrl('https://cdn.example.com/a.png', 'http://127.0.0.1:8080'), 'https://cdn.example.com/a.png');
  t.equal(absoluteUrl('/a.png', undefined), '/a.png', 'outside a browser the path is kept');
  const [picture] = resolveColumns(goods, ['picture']);
  t.equal(picture.cell, 'picture');
});

t.test('the write is given up when it does not settle in time, or when the export is cancelled', async (t) => {
  t.equal(await settleWithin(Promise.resolve(7), 50), 7, 'an answer in time passes through');
  await t.rejects(settleWithin(Promise.reject(new Error('zip failed')), 50), { message: 'zip failed' }, 'so does a failure');
  await t.rejects(settleWithin(new Promise(() => {}), 30), ExportStalled, 'a promise that never settles ends');
  const controller = new AbortController();
  const pending = settleWithin(new Promise(() => {}), 10_000, controller.signal);
  controller.abort();
  await t.rejects(pending, ExportCancelled, 'a cancel ends it at once');
  await t.rejects(settleWithin(Promise.resolve(1), 50, controller.signal), ExportCancelled, 'already cancelled');
});

t.test("the browser build's zip (fflate's zipSync, no worker) writes a zip the reader opens", async (t) => {
  const sheet = new Uint8Array(300_000).fill(65); // over the 160 kB fflate's async zip hands to a worker
  const zip = new Uint8Array(await zipToArrayBuffer({ 'xl/worksheets/sheet1.xml': sheet, 'a.txt': new Uint8Array([1, 2]) }));
  const files = unzipSync(zip);
  t.equal(files['xl/worksheets/sheet1.xml'].length, 300_000);
  t.same([...files['a.txt']], [1, 2]);
});

t.test('rich text exports as its words', async (t) => {
  t.equal(exportCell('html', '<p>好茶&amp;好水</p><ul><li>一</li><li>二</li></ul><p>三<br>四</p>', 'zh'), '好茶&好水 一 二 三 四');
  t.equal(exportCell('html', '', 'zh'), null);
});
