/**
 * Goods' specs and SKUs through real calls to the mock: a SKU set must be the specs' product, the goods' price,
 * market price and stock follow the SKUs after a create, an edit and a stock change, and a stock change logs its reason
 * with each SKU's stock before and after.
 */
import t from 'tap';
import type { Goods, HistoryEntry } from '../../contract/index.ts';
import { startMock } from './helpers.ts';

const mock = await startMock();
t.teardown(() => mock.close());
const { call, login } = mock;
const admin = await login('admin');
type Page<T> = { list: T[]; total: number };
const get = <T>(path: string, token = admin) => call<T>('GET', path, { token });
const post = <T>(path: string, body: unknown, token = admin, lang?: string) => call<T>('POST', path, { token, body, lang });
const put = <T>(path: string, body: unknown, token = admin, lang?: string) => call<T>('PUT', path, { token, body, lang });

const specs = [
  { name: '颜色', values: ['红', '蓝'] },
  { name: '尺码', values: ['S', 'M'] },
];
const sku = (values: string[], price: string, market: string, stock: number, code?: string) => ({ values, price, market_price: market, stock, ...(code && { code }) });
const fourSkus = [
  sku(['红', 'S'], '99.00', '129.00', 10, 'TS-RS'),
  sku(['红', 'M'], '89.00', '119.00', 5, 'TS-RM'),
  sku(['蓝', 'S'], '109.00', '139.00', 0, 'TS-BS'),
  sku(['蓝', 'M'], '89.00', '99.00', 7),
];
const classId = (await get<Page<Goods>>('/api/v2/seller/goods?limit=1')).data.list[0].class_id;
const base = { name: '纯棉圆领T恤', picture: '/api/v2/common/files/seed/goods/1.png', class_id: classId };

t.test('seeded goods: the price, market price and stock are what their SKUs say, and the SKUs are the specs\' product', async (t) => {
  const list = (await get<Page<Goods>>('/api/v2/seller/goods?limit=500')).data.list;
  for (const g of list) {
    const cheapest = Math.min(...g.skus.map((s) => Number(s.price)));
    t.equal(Number(g.price), cheapest, `${g.id} shows its lowest SKU price`);
    t.equal(g.stock, g.skus.reduce((sum, s) => sum + s.stock, 0), `${g.id} shows its total stock`);
    const combos = g.specs.reduce((n, s) => n * s.values.length, 1);
    t.equal(g.skus.length, combos, `${g.id} has one SKU per combination`);
    t.ok(g.skus.every((s) => Number(s.market_price) >= Number(s.price)), `${g.id}: no SKU's market price below its price`);
  }
  t.ok(list.some((g) => g.specs.length === 2), 'some goods have two specs');
  t.ok(list.some((g) => g.specs.length === 0 && g.skus.length === 1 && g.skus[0].spec === '默认'), 'some have the default SKU alone');
});

t.test('a create whose SKUs contradict the specs is refused on the field, in zh and en', async (t) => {
  const missing = await post('/api/v2/seller/goods', { ...base, specs, skus: fourSkus.slice(0, 3) });
  t.equal(missing.error, 'skus 缺少规格组合：蓝 / M');
  const extra = await post('/api/v2/seller/goods', { ...base, specs, skus: [...fourSkus, sku(['绿', 'S'], '1.00', '1.00', 1)] }, admin, 'en');
  t.equal(extra.error, 'skus.4.values does not match the specs');
  const twice = await post('/api/v2/seller/goods', { ...base, specs, skus: [...fourSkus.slice(0, 3), sku(['红', 'S'], '1.00', '1.00', 1)] });
  t.equal(twice.error, 'skus.3.values 规格组合重复');
  const codes = await post('/api/v2/seller/goods', { ...base, specs, skus: fourSkus.map((s) => ({ ...s, code: 'SAME-1' })) }, admin, 'en');
  t.equal(codes.error, 'skus.1.code this code is used twice');
  const market = await post('/api/v2/seller/goods', { ...base, specs, skus: [fourSkus[0], { ...fourSkus[1], market_price: '10.00' }, ...fourSkus.slice(2)] });
  t.equal(market.error, 'skus.1.market_price 不能低于售价');
  const noSpecsTwoSkus = await post('/api/v2/seller/goods', { ...base, specs: [], skus: [sku([], '1.00', '1.00', 1), sku([], '2.00', '2.00', 1)] }, admin, 'en');
  t.equal(noSpecsTwoSkus.error, 'skus.1.values this combination is listed twice');
  const names = await post('/api/v2/seller/goods', { ...base, specs: [specs[0], { name: '颜色', values: ['大'] }], skus: fourSkus });
  t.equal(names.error, 'specs.1.name 规格名重复');
  const given = await post('/api/v2/seller/goods', { ...base, specs: [], skus: [sku([], '1.00', '1.00', 1)], price: '0.01', stock: 999 });
  t.match(given.data, { price: '1.00', stock: 1 }, 'a price or stock sent beside the SKUs is not taken');
});

t.test('price, market price and stock follow the SKUs after a create, an edit and a stock change', async (t) => {
  const created = await post<Goods>('/api/v2/seller/goods', { ...base, specs, skus: fourSkus });
  t.equal(created.status, 0, String(created.error));
  t.match(created.data, { price: '89.00', market_price: '99.00', stock: 22 }, 'the lowest price, with its cheaper market price, and the total');
  t.same(
    created.data.skus.map((s) => [s.id, s.spec, s.code]),
    [[1, '红 / S', 'TS-RS'], [2, '红 / M', 'TS-RM'], [3, '蓝 / S', 'TS-BS'], [4, '蓝 / M', '']],
  );

  // 尺码 loses M: its two SKUs go, the others keep their ids
  const edited = await put<Goods>(`/api/v2/seller/goods/${created.data.id}`, { specs: [specs[0], { name: '尺码', values: ['S'] }], skus: [fourSkus[0], fourSkus[2]] });
  t.equal(edited.status, 0, String(edited.error));
  t.match(edited.data, { price: '99.00', market_price: '129.00', stock: 10 });
  t.same(edited.data.skus.map((s) => [s.id, s.spec]), [[1, '红 / S'], [3, '蓝 / S']]);

  const specsAlone = await put(`/api/v2/seller/goods/${created.data.id}`, { specs }, admin, 'en');
  t.equal(specsAlone.error, 'skus the combination 红 / M has no SKU', 'specs changed without their SKUs leave the goods contradicting them');
  const skusAlone = await put(`/api/v2/seller/goods/${created.data.id}`, { skus: fourSkus });
  t.equal(skusAlone.error, 'skus.1.values 与规格不符', 'SKUs beyond the stored specs are refused');

  const stocked = await put<Goods>(`/api/v2/seller/goods/${created.data.id}/stock`, { skus: [{ id: 3, stock: 30 }], reason: '仓库到货' });
  t.equal(stocked.status, 0, String(stocked.error));
  t.match(stocked.data, { stock: 40, price: '99.00' });
  t.same(stocked.data.skus.map((s) => s.stock), [10, 30]);
  t.equal((await get<Page<Goods>>(`/api/v2/seller/goods?keyword=${created.data.id}&limit=1`)).data.list[0].stock, 40, 'the list shows it');
});

t.test('a stock change needs a reason, and its log tells the SKUs before and after', async (t) => {
  const created = await post<Goods>('/api/v2/seller/goods', { ...base, specs, skus: fourSkus });
  const path = `/api/v2/seller/goods/${created.data.id}`;
  t.equal((await put(`${path}/stock`, { skus: [{ id: 1, stock: 3 }] })).error, 'reason 为必填项');
  t.equal((await put(`${path}/stock`, { skus: [{ id: 1, stock: 3 }] }, admin, 'en')).error, 'reason is required');
  t.equal((await get<Goods>(path)).data.stock, 22, 'nothing changed');

  t.equal((await put(`${path}/stock`, { skus: [{ id: 1, stock: 3 }, { id: 2, stock: 5 }, { id: 4, stock: 17 }], reason: '盘点差异' })).status, 0);
  const [entry] = (await get<HistoryEntry[]>(`${path}/history`)).data;
  t.same(entry.fields, { reason: '盘点差异' }, 'its reason');
  t.match(entry.changes.find((c) => c.field === 'stock'), { before: 22, after: 25 }, 'the total before and after');
  const skus = entry.changes.find((c) => c.field === 'skus');
  t.match(skus, { before: /×10.*×7/, after: /×3.*×17/ }, 'each SKU before and after');
  t.equal(entry.action, 'stock');
});

t.test('the shop and the freight template of new goods', async (t) => {
  const one = { ...base, specs: [], skus: [sku([], '9.90', '19.90', 5)] };
  const listed = await post<Goods>('/api/v2/seller/goods', { ...one, merchant_id: 2, freight_template_id: 1 });
  t.match(listed.data, { merchant_id: 2, merchant_name: '鸿福优选生活馆', freight_template_id: 1 }, 'the platform lists goods for a merchant');
  t.match((await post<Goods>('/api/v2/seller/goods', one)).data, { merchant_id: 1, freight_template_id: null }, 'or for its own shop');
  t.equal((await post('/api/v2/seller/goods', { ...one, freight_template_id: 99999 })).error, '运费模板 99999 不存在');
  const pending = (await get<Page<{ id: number }>>('/api/v2/seller/merchants?status=pending&limit=1')).data.list[0];
  t.equal((await post('/api/v2/seller/goods', { ...one, merchant_id: pending.id }, admin, 'en')).error, `Merchant ${pending.id} does not exist or is not approved`);

  const merchant = await login('merchant', 'seller');
  t.match((await post<Goods>('/api/v2/seller/goods', one, merchant)).data, { merchant_id: 2 }, 'a merchant lists for its own shop');
  t.equal((await post('/api/v2/seller/goods', { ...one, merchant_id: 3 }, merchant)).error, '只能为本店发布商品');
});
