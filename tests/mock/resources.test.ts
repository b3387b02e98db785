import t from 'tap';
import { RESOURCE_ENDPOINTS, RESOURCES } from '../../contract/index.ts';
import type { Goods, LedgerEntry, Member, Order } from '../../contract/index.ts';
import { startMock } from './helpers.ts';

const mock = await startMock();
t.teardown(() => mock.close());
const { call, login } = mock;
const admin = await login('admin');
const get = <T>(path: string, token = admin) => call<T>('GET', path, { token });
const put = <T>(path: string, body: unknown, token = admin) => call<T>('PUT', path, { token, body });
type Page<T> = { list: T[]; total: number; page: number; limit: number; counts?: Record<string, number> };

async function everything<T>(path: string, filters = ''): Promise<T[]> {
  const rows: T[] = [];
  for (let page = 1; ; page++) {
    const res = await get<Page<T>>(`${path}?limit=500&page=${page}${filters}`);
    rows.push(...res.data.list);
    if (rows.length >= res.data.total) return rows;
  }
}
const cents = (m: string) => Math.round(Number(m) * 100);

t.test('every list and record answers in the contract\'s shapes', async (t) => {
  for (const [name, endpoints] of Object.entries(RESOURCE_ENDPOINTS)) {
    const list = await get<Page<{ id: number }>>(`${endpoints.list.path}?limit=5`);
    t.equal(list.status, 0, `${name} list`);
    t.ok(endpoints.list.response.safeParse(list.data).success, `${name} list matches the contract`);
    const one = await get(`${endpoints.list.path}/${list.data.list[0].id}`);
    const parsed = endpoints.get.response.safeParse(one.data);
    t.ok(parsed.success, `${name} record matches the contract ${parsed.error?.message ?? ''}`);
  }
});

t.test('list: filters, sort, paging and tab counts agree with the full data', async (t) => {
  const all = await everything<Order>('/api/v2/seller/orders');
  t.equal(all.length, 3000);
  const page = await get<Page<Order>>('/api/v2/seller/orders?status=to_ship&pay_method=wechat&sort=-total&page=2&limit=10');
  const expected = all
    .filter((o) => o.status === 'to_ship' && o.pay_method === 'wechat')
    .sort((a, b) => cents(b.total) - cents(a.total) || b.id - a.id);
  t.equal(page.data.total, expected.length);
  t.same(page.data.list.map((o) => o.id), expected.slice(10, 20).map((o) => o.id));
  const wechat = all.filter((o) => o.pay_method === 'wechat');
  for (const status of ['to_pay', 'to_ship', 'shipped', 'completed', 'closed', 'refunding']) {
    t.equal(page.data.counts?.[status], wechat.filter((o) => o.status === status).length, `count of ${status} under the other filters`);
  }
  t.equal(page.data.counts?.all, wechat.length);

  const from = '2026-11-01 00:00:00';
  const to = '2026-11-10 23:59:59';
  const ranged = await get<Page<Order>>(`/api/v2/seller/orders?start_time=${encodeURIComponent(from)}&end_time=${encodeURIComponent(to)}&total_min=100&total_max=300&limit=500&sort=created_at`);
  const want = all.filter((o) => o.created_at >= from && o.created_at <= to && Number(o.total) >= 100 && Number(o.total) <= 300);
  t.equal(ranged.data.total, want.length);
  t.ok(ranged.data.list.every((o, i, l) => i === 0 || l[i - 1].created_at <= o.created_at), 'ascending by time');

  const someone = all[17];
  const byBuyer = await get<Page<Order>>(`/api/v2/seller/orders?buyer=${someone.buyer_mobile.slice(0, 7)}&limit=500`);
  t.ok(byBuyer.data.list.some((o) => o.id === someone.id));
  t.ok(byBuyer.data.list.every((o) => o.buyer_mobile.includes(someone.buyer_mobile.slice(0, 7)) || o.buyer_name.includes(someone.buyer_mobile.slice(0, 7))));
});

t.test('goods tabs: low stock is on sale with stock at most 10', async (t) => {
  const all = await everything<Goods>('/api/v2/seller/goods');
  const res = await get<Page<Goods>>('/api/v2/seller/goods?state=on_sale&stock_max=10&limit=100');
  const want = all.filter((g) => g.state === 'on_sale' && g.stock <= 10);
  t.equal(res.data.total, want.length);
  t.equal(res.data.counts?.low_stock, want.length);
  t.equal(res.data.counts?.recycle, all.filter((g) => g.deleted).length);
  t.ok(all.every((g) => g.state === (g.deleted ? 'recycle' : !g.on_shelf ? 'in_warehouse' : g.stock === 0 ? 'sold_out' : 'on_sale')));
});

t.test('invariants: order totals, member balances', async (t) => {
  for (const o of await everything<Order>('/api/v2/seller/orders')) {
    const items = o.items.reduce((s, i) => s + cents(i.price) * i.quantity, 0);
    if (items !== cents(o.goods_amount) || cents(o.total) !== items + cents(o.freight) - cents(o.discount)) {
      t.fail(`order ${o.order_no}: ${o.goods_amount} + ${o.freight} - ${o.discount} ≠ ${o.total}`);
      return;
    }
  }
  const ledger = await everything<LedgerEntry>('/api/v2/seller/members_ledger', '&asset=balance');
  const sums = new Map<number, number>();
  for (const e of ledger) sums.set(e.member_id, (sums.get(e.member_id) ?? 0) + cents(e.amount));
  const members = await everything<Member>('/api/v2/seller/members');
  t.ok(members.every((m) => cents(m.balance) === (sums.get(m.id) ?? 0) && cents(m.balance) >= 0), 'balance = sum of ledger, never negative');
});

t.test('an order ships once; tracking can change after; closing only while unpaid', async (t) => {
  const [order] = (await get<Page<Order>>('/api/v2/seller/orders?status=to_ship&limit=1')).data.list;
  const bad = await put(`/api/v2/seller/orders/${order.id}/ship`, { courier: 'SF', tracking_no: 'x' });
  t.equal(bad.error, 'tracking_no 格式不正确，应为 8-30 位字母或数字');
  const shipped = await put<Order>(`/api/v2/seller/orders/${order.id}/ship`, { courier: 'SF', tracking_no: 'SF1234567890' });
  t.match(shipped.data, { status: 'shipped', courier: 'SF', tracking_no: 'SF1234567890', shipped_at: /^\d{4}-/ });
  const twice = await put(`/api/v2/seller/orders/${order.id}/ship`, { courier: 'SF', tracking_no: 'SF1234567891' });
  // the refusal names who shipped it and when (README.md "Two people, one record")
  t.same(twice.status, 1);
  t.match(twice.error, /^订单状态为「已发货」（已由 超级管理员 于 \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} 发货），不能发货$/);
  const twiceEn = await call('PUT', `/api/v2/seller/orders/${order.id}/ship`, { token: admin, body: { courier: 'SF', tracking_no: 'SF1234567891' }, lang: 'en' });
  t.match(twiceEn.error, /^Cannot Ship: already "Ship" by 超级管理员 at \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} \(Status is "Shipped"\)$/);
  const changed = await put<Order>(`/api/v2/seller/orders/${order.id}/change_tracking`, { courier: 'ZTO', tracking_no: 'ZT99887766554' });
  t.equal(changed.data.tracking_no, 'ZT99887766554');
  const addr = await put(`/api/v2/seller/orders/${order.id}`, { receiver_address: '浙江省杭州市西湖区文三路 1 号' });
  t.equal(addr.error, '订单已发货，不能修改收货信息');
  const trace = await call<{ traces: { context: string }[]; company: string }>('POST', '/api/v2/common/logistic', { token: admin, body: { no: 'ZT99887766554' } });
  t.equal(trace.data.company, '中通快递');
  t.ok(trace.data.traces.length >= 1);
  const fromList = await get<Order>(`/api/v2/seller/orders/${order.id}`);
  t.equal(fromList.data.status, 'shipped', 'the change is kept');
});

t.test('batch close: a result per id', async (t) => {
  const unpaid = (await get<Page<Order>>('/api/v2/seller/orders?status=to_pay&limit=2')).data.list;
  const [done] = (await get<Page<Order>>('/api/v2/seller/orders?status=completed&limit=1')).data.list;
  const res = await put<{ succeeded: number[]; failed: { id: number; error: string }[] }>('/api/v2/seller/orders/batch/close', {
    ids: [unpaid[0].id, done.id, unpaid[1].id, 999999],
    note: '买家要求取消',
  });
  t.same(res.data.succeeded, [unpaid[0].id, unpaid[1].id]);
  t.same(res.data.failed, [
    { id: done.id, error: '订单状态为「已完成」，不能关闭订单' },
    { id: 999999, error: '订单 999999 不存在' },
  ]);
  t.match((await get<Order>(`/api/v2/seller/orders/${unpaid[0].id}`)).data, { status: 'closed', close_note: '买家要求取消' });
});

t.test('member balance moves only through the ledger', async (t) => {
  const [m] = (await get<Page<Member>>('/api/v2/seller/members?sort=balance&limit=1&balance_min=10')).data.list;
  const operator = await login('operator');
  t.equal((await put(`/api/v2/seller/members/${m.id}/adjust`, { amount: '1.00', remark: '补偿' }, operator)).error, '无权限');
  const finance = await login('finance');
  const plus = await put<Member>(`/api/v2/seller/members/${m.id}/adjust`, { amount: '12.34', remark: '活动补偿' }, finance);
  t.equal(cents(plus.data.balance), cents(m.balance) + 1234, 'finance adjusts balances (finance_manualHandling)');
  const over = cents(plus.data.balance) + 1;
  const tooMuch = await put(`/api/v2/seller/members/${m.id}/adjust`, { amount: `-${Math.floor(over / 100)}.${String(over % 100).padStart(2, '0')}`, remark: '扣减' });
  // refused on its field, the balance written as money is shown
  const [yuan, fen] = plus.data.balance.split('.');
  t.equal(tooMuch.error, `amount 不能超过当前余额 ¥${Number(yuan).toLocaleString('en-US')}.${fen}`);
  const ledger = await get<Page<LedgerEntry>>(`/api/v2/seller/members_ledger?member_id=${m.id}&asset=balance&limit=100`);
  t.equal(ledger.data.list[0].type, 'adjust');
  t.equal(ledger.data.list[0].balance_after, plus.data.balance);
  t.equal(ledger.data.list.reduce((s, e) => s + cents(e.amount), 0), cents(plus.data.balance));
});

t.test('goods: shelf rules, recycle bin before delete, classes', async (t) => {
  const [g] = (await get<Page<Goods>>('/api/v2/seller/goods?state=on_sale&limit=1')).data.list;
  t.equal((await put(`/api/v2/seller/goods/${g.id}/on_shelf`, {})).error, '上架为「是」，不能上架');
  t.equal((await call('DELETE', `/api/v2/seller/goods/${g.id}`, { token: admin })).error, '回收站为「否」，不能删除');
  const recycled = await put<Goods>(`/api/v2/seller/goods/${g.id}/recycle`, {});
  t.match(recycled.data, { state: 'recycle', on_shelf: false });
  const cls = (await get<{ id: number; goods_count: number }>(`/api/v3/seller/productClass/${g.class_id}`)).data;
  const deleteClass = await call('DELETE', `/api/v3/seller/productClass/${g.class_id}`, { token: admin });
  t.equal(deleteClass.error, `该分类下还有 ${cls.goods_count} 个商品，不能删除`);
  t.equal((await call('DELETE', `/api/v2/seller/goods/${g.id}`, { token: admin })).status, 0);
  t.equal((await get(`/api/v2/seller/goods/${g.id}`)).error, `商品 ${g.id} 不存在`);
  t.equal((await get<{ goods_count: number }>(`/api/v3/seller/productClass/${g.class_id}`)).data.goods_count, cls.goods_count - 1);

  const created = await call<Goods>('POST', '/api/v2/seller/goods', {
    token: admin,
    body: { name: '赣南脐橙 10斤装', picture: '/api/v2/common/files/seed/goods/1.svg', class_id: g.class_id, specs: [], skus: [{ values: [], price: '59.90', market_price: '79.00', stock: 100 }] },
  });
  t.match(created.data, { state: 'in_warehouse', audit_state: 'approved', merchant_id: 1, class_name: g.class_name });
  t.equal((await put<Goods>(`/api/v2/seller/goods/${created.data.id}/on_shelf`, {})).data.state, 'on_sale');
  const sku = { values: [], price: '59.90', market_price: '79.00', stock: 100 };
  t.equal((await put(`/api/v2/seller/goods/${created.data.id}`, { skus: [{ ...sku, market_price: '10.00' }] })).error, 'skus.0.market_price 不能低于售价', 'a SKU below its market price is refused, naming the field');
  const zoned = await put<Goods>(`/api/v2/seller/goods/${created.data.id}`, { zone: 'live', description: '<p>直播间专享</p>', sort: 7 });
  const repriced = await put<Goods>(`/api/v2/seller/goods/${created.data.id}`, { skus: [{ ...sku, market_price: '99.00' }] });
  t.match(repriced.data, { zone: 'live', description: '<p>直播间专享</p>', sort: 7, market_price: '99.00' }, 'a partial update keeps the other fields');
  t.ok(zoned.data.updated_at >= created.data.updated_at);
  const limited = await put<Goods>(`/api/v2/seller/goods/${created.data.id}`, { zone: 'promotion', zone_info: { activity_name: '年货节', limit_per_user: 3 } });
  t.same(limited.data.zone_info, { activity_name: '年货节', limit_per_user: 3 });
  const cleared = await put<Goods>(`/api/v2/seller/goods/${created.data.id}`, { sort: null, zone_info: { limit_per_user: null } });
  t.same(cleared.data.zone_info, { activity_name: '年货节' }, 'null unsets an optional field, the others stay');
  t.equal(cleared.data.sort, 0, 'and gives a field with a create default that default');
  t.same((await get<Goods>(`/api/v2/seller/goods/${created.data.id}`)).data.zone_info, { activity_name: '年货节' });
  t.equal((await put(`/api/v2/seller/goods/${created.data.id}`, { name: null })).error, 'name 为必填项', 'a required field cannot be cleared');
  const top = await call('POST', '/api/v2/seller/goods', { token: admin, body: { name: '测试商品', picture: '/x.png', class_id: 1, specs: [], skus: [{ values: [], price: '1.00', market_price: '1.00', stock: 1 }] } });
  t.equal(top.error, '商品只能放在二级分类下');
  const moved = await put<{ succeeded: number[] }>('/api/v2/seller/goods/batch/off_shelf', { ids: [created.data.id] });
  t.same(moved.data.succeeded, [created.data.id]);
});

t.test('a merchant sees and changes only its own shop\'s goods and orders', async (t) => {
  const merchant = await login('merchant', 'seller');
  const goods = await get<Page<Goods>>('/api/v2/seller/goods?limit=500', merchant);
  t.ok(goods.data.total > 0);
  t.ok(goods.data.list.every((g) => g.merchant_id === 2));
  const orders = await get<Page<Order>>('/api/v2/seller/orders?limit=500', merchant);
  t.ok(orders.data.total > 0 && orders.data.list.every((o) => o.merchant_id === 2));
  const [other] = (await get<Page<Goods>>('/api/v2/seller/goods?merchant_id=3&limit=1')).data.list;
  t.equal((await get(`/api/v2/seller/goods/${other.id}`, merchant)).error, `商品 ${other.id} 不存在`);
  const created = await call<Goods>('POST', '/api/v2/seller/goods', {
    token: merchant,
    body: { name: '商家新品', picture: '/x.png', class_id: other.class_id, specs: [], skus: [{ values: [], price: '9.90', market_price: '9.90', stock: 5 }] },
  });
  t.match(created.data, { merchant_id: 2, audit_state: 'pending' }, 'a merchant\'s new goods wait for review');
  t.equal((await put(`/api/v2/seller/goods/${created.data.id}/on_shelf`, {}, merchant)).error, '审核状态为「待审核」，不能上架');
  t.equal((await put(`/api/v2/seller/goods/${created.data.id}/approve`, {}, merchant)).error, '无权限');
  t.equal((await put<Goods>(`/api/v2/seller/goods/${created.data.id}/approve`, {})).data.audit_state, 'approved');
  // coupons are the platform's: a shop neither lists nor changes them
  t.equal((await get('/api/v2/seller/coupons?limit=1', merchant)).error, '无权限');
  t.equal((await put('/api/v2/seller/coupons/1', { name: '商家改名' }, merchant)).error, '无权限');
});

t.test('merchants: review with reason, no delete while it has goods, reset password', async (t) => {
  const [pending] = (await get<Page<{ id: number }>>('/api/v2/seller/merchants?status=pending&limit=1')).data.list;
  t.equal((await put(`/api/v2/seller/merchants/${pending.id}/reject`, { reason: '' })).error, 'reason 长度不能少于 2 个字符');
  const rejected = await put<{ status: string; reject_reason: string }>(`/api/v2/seller/merchants/${pending.id}/reject`, { reason: '资质不全' });
  t.same([rejected.data.status, rejected.data.reject_reason], ['rejected', '资质不全']);
  t.match((await put(`/api/v2/seller/merchants/${pending.id}/approve`, {})).error, /^入驻状态为「已驳回」（已由 超级管理员 于 [\d: -]+ 驳回），不能通过$/);
  t.match((await call('DELETE', '/api/v2/seller/merchants/2', { token: admin })).error, /^该商家还有 \d+ 个商品，不能删除$/);
  t.equal((await put('/api/v2/seller/merchants/2/reset_password', { password: 'shop2024' })).status, 0);
  t.ok(await login('merchant', 'seller', 'shop2024'), 'the merchant\'s account takes the new password');
});

t.test('resources are data: every action of the contract has an endpoint', async (t) => {
  for (const [name, def] of Object.entries(RESOURCES)) {
    for (const action of Object.keys(def.actions ?? {})) t.ok(RESOURCE_ENDPOINTS[name as keyof typeof RESOURCES].actions[action], `${name}.${action}`);
  }
});

t.test('withdrawals: a rejection returns the money to the balance; paid needs approval first', async (t) => {
  type W = { id: number; member_id: number; amount: string; status: string; reason: string };
  const pending = (await get<Page<W>>('/api/v2/seller/withdrawals?status=in_review&limit=3')).data;
  t.ok(pending.total >= 3, 'seeded withdrawals wait for review');
  const [a, b, c] = pending.list;
  const before = (await get<Member>(`/api/v2/seller/members/${a.member_id}`)).data;
  const rejected = await put<W>(`/api/v2/seller/withdrawals/${a.id}/reject`, { reason: '账户信息有误' });
  t.match(rejected.data, { status: 'rejected', reason: '账户信息有误' });
  const after = (await get<Member>(`/api/v2/seller/members/${a.member_id}`)).data;
  t.equal(cents(after.balance), cents(before.balance) + cents(a.amount), 'the amount is back in the balance');
  const [refund] = (await get<Page<LedgerEntry>>(`/api/v2/seller/members_ledger?member_id=${a.member_id}&type=refund&sort=-id&limit=1`)).data.list;
  t.equal(refund.amount, a.amount);
  t.match((await put(`/api/v2/seller/withdrawals/${a.id}/reject`, { reason: '再次驳回' })).error, /^状态为「已驳回」（已由 超级管理员 于 [\d: -]+ 驳回），不能驳回$/, 'money returns once');
  t.equal((await put(`/api/v2/seller/withdrawals/${b.id}/mark_paid`, { proof: '/api/v2/common/files/x.png' })).error, '状态为「审核中」，不能确认打款');
  const batch = await put<{ succeeded: number[] }>('/api/v2/seller/withdrawals/batch/approve', { ids: [b.id, c.id] });
  t.same(batch.data.succeeded, [b.id, c.id]);
  t.match((await put<W>(`/api/v2/seller/withdrawals/${b.id}/mark_paid`, { proof: '/api/v2/common/files/x.png' })).data, { status: 'paid' });
  const ledger = await everything<LedgerEntry>('/api/v2/seller/members_ledger', `&member_id=${a.member_id}&asset=balance`);
  t.equal(ledger.reduce((s, e) => s + cents(e.amount), 0), cents(after.balance), 'balance = sum of ledger');
});

t.test('seeded after-sales give reasons that fit the goods: the size only for clothes and shoes', async (t) => {
  const rows = await everything<{ goods_name: string; apply_reason: string; type: string }>(RESOURCE_ENDPOINTS.afterSales.list.path);
  const forSize = rows.filter((r) => r.apply_reason === '尺码不合适');
  t.ok(forSize.length > 0, 'some go back for the size');
  const notSized = forSize.filter((r) => !/T恤|衬衫|羽绒服|牛仔裤|连衣裙|开衫|阔腿裤|半身裙|跑步鞋|拖鞋/.test(r.goods_name));
  t.same(notSized, [], 'none of them is other goods');
  t.notOk(rows.some((r) => r.type === 'refund_only' && r.apply_reason === '尺码不合适'), 'a refund without a return is never for the size');
});

t.test('seeded data reads true: couriers and their waybills agree, goods names fit their class, books close at midnight', async (t) => {
  const prefixes: Record<string, string> = { SF: 'SF', ZTO: 'ZT', YTO: 'YT', STO: 'ST', YD: 'YD', JD: 'JD', EMS: 'EM' };
  const orders = await everything<{ courier: string | null; tracking_no: string | null }>(RESOURCE_ENDPOINTS.orders.list.path);
  const shipped = orders.filter((o) => o.courier);
  t.ok(shipped.length > 0, 'shipped orders');
  t.same(shipped.filter((o) => !o.tracking_no?.startsWith(prefixes[o.courier!])), [], "each waybill number is its courier's");
  const returns = await everything<{ return_courier: string | null; return_tracking_no: string | null }>(RESOURCE_ENDPOINTS.afterSales.list.path);
  const sent = returns.filter((r) => r.return_courier);
  t.ok(sent.length > 0, 'goods sent back');
  t.same(sent.filter((r) => !r.return_tracking_no?.startsWith(prefixes[r.return_courier!])), [], 'and so is each return waybill');
  const goods = await everything<{ name: string }>(RESOURCE_ENDPOINTS.goods.list.path);
  t.same(goods.filter((g) => /(耳机|音箱|充电器|充电宝|手环|玻璃膜) .*(装|大容量)$/.test(g.name)), [], 'no headphones by the pack');
  const bills = await everything<{ period_start: string; period_end: string }>(RESOURCE_ENDPOINTS.storeBills.list.path);
  t.ok(bills.length > 0, 'store bills');
  t.same(bills.filter((b) => !b.period_start.endsWith(' 00:00:00') || !b.period_end.endsWith(' 23:59:59')), [], 'bills cover whole days');
  const payouts = await everything<{ created_at: string }>(RESOURCE_ENDPOINTS.storePayouts.list.path);
  const hours = new Set(payouts.map((p) => p.created_at.slice(11, 13)));
  t.ok(hours.size > 3, `payouts are asked for at different hours (${[...hours].sort().join(', ')})`);
});

t.test('seeded campaign windows run whole days, as operators set them: from 00:00:00 to 23:59:59', async (t) => {
  for (const name of ['coupons', 'bannerSlides', 'rainCampaigns', 'bargainCampaigns', 'specialTopics', 'groupBuys'] as const) {
    const rows = await everything<{ start_at: string | null; end_at: string | null }>(RESOURCE_ENDPOINTS[name].list.path);
    const windows = rows.filter((r) => r.start_at && r.end_at);
    t.ok(windows.length > 0, `${name}: seeded windows`);
    t.same(windows.filter((r) => !r.start_at?.endsWith(' 00:00:00') || !r.end_at?.endsWith(' 23:59:59')), [], `${name}: whole days`);
  }
});
