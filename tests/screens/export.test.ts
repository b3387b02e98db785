import t from 'tap';
import { unzipSync, strFromU8 } from 'fflate';
import type { ListData } from '../../contract/list.ts';
import { exportFileName, fetchAllPages, sheetOf, xlsxOf } from '../../web/src/screens/lib/exportRows.ts';
import { cellText, resolveColumns } from '../../web/src/screens/lib/columns.ts';
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
    t.same(table, [headers, ['云南普洱茶 357g', '¥128.00', state, 12]]);
    const blob = await xlsxOf(table, '商品列表');
    const files = unzipSync(new Uint8Array(await blob.arrayBuffer()));
    const xml = Object.entries(files).filter(([name]) => name.startsWith('xl/')).map(([, data]) => strFromU8(data)).join('');
    for (const text of [...headers, '云南普洱茶 357g', state]) t.ok(xml.includes(text), `${lang}: the sheet holds "${text}"`);
    t.ok(xml.includes('<v>12</v>'), 'numbers stay numbers');
    t.ok(strFromU8(files['xl/workbook.xml']).includes('商品列表'), 'the sheet is named after the screen');
  }
});

t.test('file names carry the title and the minute, without characters a file system refuses', async (t) => {
  t.equal(exportFileName('订单/导出', new Date(2024, 5, 1, 9, 5)), '订单_导出-20240601-0905.xlsx');
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
