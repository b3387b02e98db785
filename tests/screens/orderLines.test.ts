/** The goods-line sheet without a browser: one row per line, in English too, each cell typed as the export types it. */
import t from 'tap';
import { ORDER_LINES_EXPORT } from '../../web/src/areas/trade/descriptions/orderLines.ts';
import type { Row } from '../../web/src/screens/descriptions/types.ts';

const line = (name: string, spec: string, code: string, quantity: number, price: string) => ({ goods_id: 1, name, picture: '', price, quantity, amount: (Number(price) * quantity).toFixed(2), sku_spec: spec, sku_code: code });
const order = (no: string, items: ReturnType<typeof line>[]) =>
  ({
    order_no: no,
    created_at: '2026-11-20 09:30:00',
    status: 'to_ship',
    receiver_name: '王芳',
    receiver_mobile: '13912345678',
    receiver_province: '北京市',
    receiver_city: '北京市',
    receiver_district: '朝阳区',
    receiver_detail: '建国路88号1栋101室',
    receiver_address: '北京市朝阳区建国路88号1栋101室',
    items,
  }) as unknown as Row;

t.test('two orders of three lines: three rows under English headers', async (t) => {
  const sheet = ORDER_LINES_EXPORT.sheet([order('A1', [line('T恤', '加大款', 'G000007-02', 2, '59.00'), line('袜子', '标准款', 'G000008-01', 1, '9.90')]), order('A2', [line('帽子', '单件装', 'G000009-01', 3, '30.00')])], 'en');
  t.same(sheet[0], ['Order no.', 'Placed', 'Status', 'Goods', 'SKU spec', 'SKU code', 'Quantity', 'Unit price', 'Amount', 'Receiver', 'Receiver phone', 'Province', 'City', 'District', 'Street address', 'Address']);
  t.equal(sheet.length, 4, 'a row per line');
  t.same(sheet[1], ['A1', { time: '2026-11-20 09:30:00' }, 'To ship', 'T恤', '加大款', 'G000007-02', 2, { money: '59.00' }, { money: '118.00' }, '王芳', '13912345678', '北京市', '北京市', '朝阳区', '建国路88号1栋101室', '北京市朝阳区建国路88号1栋101室']);
  t.same(sheet.map((r) => r[0]), ['Order no.', 'A1', 'A1', 'A2'], 'an order of two lines gives two rows');
  t.same(sheet.map((r) => r[5]).slice(1), ['G000007-02', 'G000008-01', 'G000009-01']);
});
