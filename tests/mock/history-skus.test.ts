/** The operation log of goods and orders, and goods' stock per SKU, through real calls to the mock. */
import t from 'tap';
import type { Goods, HistoryEntry, Order } from '../../contract/index.ts';
import { startMock } from './helpers.ts';

const mock = await startMock();
t.teardown(() => mock.close());
const { call, login } = mock;
const admin = await login('admin');
const get = <T>(path: string, token = admin) => call<T>('GET', path, { token });
const put = <T>(path: string, body: unknown, token = admin, lang?: string) => call<T>('PUT', path, { token, body, lang });
type Page<T> = { list: T[]; total: number };

t.test('an order tells its past, then logs what is done to it, newest first, with who and what was given', async (t) => {
  const order = (await get<Page<Order>>('/api/v2/seller/orders?status=to_ship&limit=1')).data.list[0];
  const before = await get<HistoryEntry[]>(`/api/v2/seller/orders/${order.id}/history`);
  t.same(
    before.data.map((e) => e.action),
    ['paid', 'placed'],
  );
  t.match(before.data[1], { time: order.created_at, operator: order.buyer_name, fields: { total: order.total } });

  t.equal((await put(`/api/v2/seller/orders/${order.id}/ship`, { courier: 'SF', tracking_no: 'SF1234567890' })).status, 0);
  t.equal((await put(`/api/v2/seller/orders/${order.id}/remark`, { remark: '客户要求周末送达' })).status, 0);
  const after = await get<HistoryEntry[]>(`/api/v2/seller/orders/${order.id}/history`);
  t.same(
    after.data.map((e) => e.action),
    ['remark', 'ship', 'paid', 'placed'],
    'a shipment logged is not told again from the shipping time',
  );
  const change = (e: HistoryEntry, field: string) => e.changes.find((c) => c.field === field);
  t.match(after.data[1], { operator: '超级管理员', role: 'admin' });
  t.same(change(after.data[1], 'status'), { field: 'status', before: 'to_ship', after: 'shipped' }, 'the state before and after');
  t.same(change(after.data[1], 'tracking_no'), { field: 'tracking_no', before: order.tracking_no, after: 'SF1234567890' }, 'an empty value as null');
  t.match(change(after.data[0], 'seller_remark'), { before: order.seller_remark, after: '客户要求周末送达' });

  const closed = (await get<Page<Order>>('/api/v2/seller/orders?status=closed&limit=1')).data.list[0];
  const closing = (await get<HistoryEntry[]>(`/api/v2/seller/orders/${closed.id}/history`)).data;
  t.match(closing[0], { action: 'closed', operator: 'system' }, 'an unpaid order closed by the platform');
});

t.test('the log is read with the list permission and refuses unknown records', async (t) => {
  const merchant = await login('merchant', 'seller');
  const other = (await get<Page<Order>>('/api/v2/seller/orders?merchant_id=1&limit=1')).data.list[0];
  t.equal((await get(`/api/v2/seller/orders/${other.id}/history`, merchant)).status, 1, "another shop's order is not found");
  t.equal((await get('/api/v2/seller/goods/999999/history')).error, '商品 999999 不存在');
});

t.test('stock per SKU: set each with a reason, the goods total is their sum, and the log tells it', async (t) => {
  const list = (await get<Page<Goods>>('/api/v2/seller/goods?limit=50')).data.list;
  const multi = list.find((g) => g.skus.length >= 3 && !g.deleted);
  if (!multi) throw new Error('seeded goods with three SKUs or more');
  t.ok(
    list.every((g) => g.stock === g.skus.reduce((sum, s) => sum + s.stock, 0)),
    'seeded stocks add up',
  );

  const set = await put<Goods>(`/api/v2/seller/goods/${multi.id}/stock`, { skus: [{ id: 1, stock: 5 }, { id: 3, stock: 0 }], reason: '月末盘点' });
  t.same(
    set.data.skus.slice(0, 3).map((s) => s.stock),
    [5, multi.skus[1].stock, 0],
  );
  t.equal(set.data.stock, multi.stock - multi.skus[0].stock - multi.skus[2].stock + 5);

  t.equal((await put(`/api/v2/seller/goods/${multi.id}/stock`, { skus: [{ id: 99, stock: 1 }], reason: '月末盘点' })).error, '规格 99 不属于该商品');
  t.equal((await put(`/api/v2/seller/goods/${multi.id}/stock`, { skus: [{ id: 1, stock: -1 }], reason: '月末盘点' })).status, 1, 'a negative stock is refused');
  const total = await put<Goods>(`/api/v2/seller/goods/${multi.id}`, { stock: 1, sort: 3 }, admin, 'en');
  t.equal(total.data.stock, set.data.stock, 'an edit cannot set the total: it is the SKUs\' sum');

  const log = (await get<HistoryEntry[]>(`/api/v2/seller/goods/${multi.id}/history`)).data;
  t.same(
    log.map((e) => e.action),
    ['update', 'stock', 'create'],
  );
  t.same(log[0].changes.filter((c) => c.field !== 'updated_at').map((c) => [c.field, c.after]), [['sort', 3]], 'an edit logs only what it changed');
  t.same(log[1].fields, { reason: '月末盘点' }, 'the stock action logs its reason');
  t.match(log[1].changes.find((c) => c.field === 'stock'), { before: multi.stock, after: set.data.stock }, 'and the total before and after');
  t.match(log[2], { operator: multi.merchant_name, time: multi.created_at });
});

t.test("an edit of a goods' specs and SKUs is in its log, as lines a reader can compare", async (t) => {
  const list = (await get<Page<Goods>>('/api/v2/seller/goods?limit=50')).data.list;
  const goods = list.find((g) => g.specs.length === 1 && g.skus.length >= 2 && !g.deleted);
  if (!goods) throw new Error('seeded goods with one spec and two SKUs or more');
  // the first value renamed, in the spec and in its SKUs, and the first SKU's price changed
  const [first, ...rest] = goods.specs[0].values;
  const rename = (v: string) => (v === first ? '演示特别款' : v);
  const specs = [{ name: goods.specs[0].name, values: ['演示特别款', ...rest] }];
  const skus = goods.skus.map((s, i) => ({ values: s.values.map(rename), price: i === 0 ? '88.80' : s.price, market_price: '9999.00', stock: s.stock }));
  t.equal((await put(`/api/v2/seller/goods/${goods.id}`, { specs, skus })).status, 0);
  const [newest] = (await get<HistoryEntry[]>(`/api/v2/seller/goods/${goods.id}/history`)).data;
  t.equal(newest.action, 'update');
  const after = (field: string) => newest.changes.find((c) => c.field === field)?.after;
  t.equal(after('specs'), `${goods.specs[0].name}: ${['演示特别款', ...rest].join('/')}`, 'the specs, by name and values');
  t.match(String(after('skus')), new RegExp(`^${goods.skus[0].values.map(rename).join('/')} 88\\.80 ×${goods.skus[0].stock}; `), 'each SKU with its price and stock');
});
