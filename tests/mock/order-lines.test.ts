/**
 * What a warehouse reads off the mock's orders: every line's SKU is one of its goods' SKUs, the receiver's address
 * parts make up the full line (and an edited line is split again), and after-sales about the goods carry evidence
 * pictures the mock serves, a refund only none.
 */
import t from 'tap';
import { splitAddress } from '../../mock-upstream/areas.ts';
import { startMock } from './helpers.ts';

interface Order {
  id: number;
  status: string;
  receiver_address: string;
  receiver_province: string;
  receiver_city: string;
  receiver_district: string;
  receiver_detail: string;
  items: { goods_id: number; price: string; sku_spec: string; sku_code: string }[];
}

const mock = await startMock();
t.teardown(() => mock.close());
const admin = await mock.login('admin');

async function all<R>(path: string, query = ''): Promise<R[]> {
  const rows: R[] = [];
  for (let page = 1; ; page++) {
    const answer = await mock.call<{ list: R[]; total: number }>('GET', `${path}?page=${page}&limit=500${query}`, { token: admin });
    rows.push(...answer.data.list);
    if (answer.data.list.length === 0 || rows.length >= answer.data.total) return rows;
  }
}

const orders = await all<Order>('/api/v2/seller/orders');

t.test('every line names a SKU of its goods, at that SKU’s price', async (t) => {
  const goods = new Map<number, { skus: { id: number; spec: string; price: string }[] }>();
  for (const g of await all<{ id: number; skus: { id: number; spec: string; price: string }[] }>('/api/v2/seller/goods')) goods.set(g.id, g);
  const lines = orders.flatMap((o) => o.items);
  const wrong = lines.filter((line) => {
    const sku = goods.get(line.goods_id)?.skus.find((s) => line.sku_code === `G${String(line.goods_id).padStart(6, '0')}-${String(s.id).padStart(2, '0')}`);
    return !sku || sku.spec !== line.sku_spec || sku.price !== line.price;
  });
  t.equal(wrong.length, 0, `${lines.length} lines: ${JSON.stringify(wrong.slice(0, 2))}`);
});

t.test('the address parts make up the full line, and the area tree splits it back the same', async (t) => {
  const joined = (o: Order) => `${o.receiver_province}${o.receiver_city === o.receiver_province ? '' : o.receiver_city}${o.receiver_district}${o.receiver_detail}`;
  t.same(orders.filter((o) => joined(o) !== o.receiver_address).slice(0, 3), [], 'parts = line');
  t.ok(orders.every((o) => o.receiver_province && o.receiver_district && o.receiver_detail), 'no part empty');
  const split = orders.filter((o) => {
    const p = splitAddress(o.receiver_address);
    return p.province !== o.receiver_province || p.city !== o.receiver_city || p.district !== o.receiver_district || p.detail !== o.receiver_detail;
  });
  t.same(split.slice(0, 3).map((o) => o.receiver_address), [], 'split back to the same parts');
});

t.test('an edited address moves its parts', async (t) => {
  const order = orders.find((o) => o.status === 'to_ship') as Order;
  const edit = await mock.call('PUT', `/api/v2/seller/orders/${order.id}`, { token: admin, body: { receiver_address: '上海市浦东新区世纪大道100号2001室' } });
  t.equal(edit.status, 0, String(edit.error));
  const after = await mock.call<Order>('GET', `/api/v2/seller/orders/${order.id}`, { token: admin });
  t.same(
    [after.data.receiver_province, after.data.receiver_city, after.data.receiver_district, after.data.receiver_detail],
    ['上海市', '上海市', '浦东新区', '世纪大道100号2001室'],
  );
});

t.test('after-sales: evidence pictures about the goods, none for a refund only, served as pictures', async (t) => {
  const requests = await all<{ type: string; pictures: string[] }>('/api/v2/seller/after_sales');
  t.ok(requests.filter((a) => a.type === 'refund_only').every((a) => a.pictures.length === 0), 'a refund only has none');
  const returns = requests.filter((a) => a.type !== 'refund_only');
  t.ok(returns.length > 0 && returns.every((a) => a.pictures.length >= 1 && a.pictures.length <= 3), 'a return or exchange has 1 to 3');
  const picture = await fetch(`${mock.url}${returns[0].pictures[0]}`);
  t.equal(picture.headers.get('content-type'), 'image/png', `${returns[0].pictures[0]} is served`);
});
