/**
 * The event feed (docs/events.md): only the gateway's service account reads it; events come in id order and page by
 * cursor; each names its shop and the label its readers need; writes through the contract publish their events;
 * a cursor past the retention is refused so the reader resyncs.
 */
import t from 'tap';
import type { UpstreamEvent } from '../../contract/events.ts';
import type { Order } from '../../contract/resources/orders.ts';
import { type Mock, startMock } from './helpers.ts';

interface Page {
  events: UpstreamEvent[];
  next_after: number;
  more: boolean;
}

async function make(mock: Mock, kind: string): Promise<UpstreamEvent[]> {
  const res = await fetch(`${mock.url}/__mock/events/${kind}`, { method: 'POST' });
  const json = (await res.json()) as { data: { events: UpstreamEvent[] } };
  return json.data.events;
}

t.test('the feed: the service account only, in order, by cursor, each event targeted', async (t) => {
  const mock = await startMock();
  t.teardown(() => mock.close());
  const service = await mock.login('gateway', 'seller');
  for (const [account, area] of [['merchant', 'seller'], ['operator', 'admin'], ['admin', 'admin'], ['finance', 'admin']] as const) {
    const token = await mock.login(account, area);
    const refused = await mock.call('GET', '/api/v2/service/events', { token });
    t.match(refused, { status: 1, error: '无权限' }, `${account}'s token is refused`);
    t.equal((await mock.call('GET', '/api/v2/service/events', { token, lang: 'en' })).error, 'Permission denied');
  }

  const made = [
    ...(await make(mock, 'order_paid')),
    ...(await make(mock, 'after_sale_requested')),
    ...(await make(mock, 'withdrawal_requested')),
    ...(await make(mock, 'merchant_applied')),
    ...(await make(mock, 'goods_submitted')),
    ...(await make(mock, 'stock_low')),
  ];
  t.same(
    made.map((e) => e.kind),
    ['order_paid', 'after_sale_requested', 'withdrawal_requested', 'merchant_applied', 'goods_submitted', 'order_paid', 'stock_low'],
    'each kind on demand (a stock going low is a sale: its order is paid too)',
  );

  const all: UpstreamEvent[] = [];
  let after = 0;
  for (let pages = 0; pages < 10; pages++) {
    const page = (await mock.call<Page>('GET', `/api/v2/service/events?after=${after}&limit=3`, { token: service })).data;
    all.push(...page.events);
    after = page.next_after;
    if (!page.more) break;
  }
  t.same(all.map((e) => e.id), made.map((e) => e.id), 'pages of 3 read every event once, in id order');
  t.ok(all.every((e, i) => i === 0 || e.id > all[i - 1].id), 'ids grow');
  const again = (await mock.call<Page>('GET', `/api/v2/service/events?after=${after}`, { token: service })).data;
  t.same(again, { events: [], next_after: after, more: false, retention_hours: 24 }, 'nothing new: the same cursor back');

  const admin = await mock.login('admin');
  const paid = all[0];
  const order = (await mock.call<Order>('GET', `/api/v2/seller/orders/${paid.record.id}`, { token: admin })).data;
  t.match(paid, { kind: 'order_paid', shop_id: order.merchant_id, permission: 'order_index', record: { resource: 'orders' } }, 'an order paid belongs to its shop');
  t.equal(order.status, 'to_ship');
  t.match(paid.title, { zh: '新订单待发货', en: 'Order paid, to ship' });
  t.ok(paid.summary.zh.includes(order.order_no) && paid.summary.en.includes(order.order_no), 'the summary names the order in zh and en');
  t.match(all[2], { kind: 'withdrawal_requested', shop_id: null, permission: 'withDraw_index' }, "a member's withdrawal is the platform's");
  t.match(all[3], { kind: 'merchant_applied', shop_id: null, permission: 'store_alllist', record: { resource: 'merchants' } });
  t.match(all[4], { kind: 'goods_submitted', permission: 'goods_auth', record: { resource: 'goodsReview' } });
  t.match(all[6], { kind: 'stock_low', permission: 'goods_list', record: { resource: 'goods' } });

  const bad = await mock.call('GET', '/api/v2/service/events?limit=0', { token: service, lang: 'en' });
  t.equal(bad.status, 1, 'a bad limit is refused');
});

t.test('writes through the contract publish their events: an application, goods submitted, none when refused', async (t) => {
  const mock = await startMock();
  t.teardown(() => mock.close());
  const service = await mock.login('gateway', 'seller');
  const admin = await mock.login('admin');
  const merchant = await mock.login('merchant', 'seller');
  const newest = async () => (await mock.call<Page>('GET', '/api/v2/service/events', { token: service })).data.events;

  const shop = { name: '杭州新开小店', owner: '李四', mobile: '13912345678', category: 'food', province: '浙江省', city: '杭州市', district: '西湖区', address: '文三路1号' };
  const applied = await mock.call<{ id: number }>('POST', '/api/v2/seller/merchants', { token: admin, body: shop });
  t.equal(applied.status, 0, applied.error ?? 'created');
  const goods = await mock.call<{ id: number }>('GET', '/api/v2/seller/goods?limit=1', { token: merchant });
  const [{ class_id }] = (goods.data as unknown as { list: { class_id: number }[] }).list;
  const submitted = await mock.call<{ id: number }>('POST', '/api/v2/seller/goods', {
    token: merchant,
    body: { name: '商家新品', picture: '/x.png', class_id, specs: [], skus: [{ values: [], price: '9.90', market_price: '9.90', stock: 5 }] },
  });
  t.equal(submitted.status, 0, submitted.error ?? 'submitted');
  const refused = await mock.call('POST', '/api/v2/seller/merchants', { token: merchant, body: shop });
  t.equal(refused.error, '无权限');

  const events = await newest();
  t.same(
    events.map((e) => [e.kind, e.record.id, e.shop_id]),
    [
      ['merchant_applied', applied.data.id, null],
      ['goods_submitted', submitted.data.id, 2],
    ],
    'one event each, from the write journal; the refused call published none',
  );
});

t.test('retention: a cursor whose events are gone, or that this upstream never issued, is refused with HTTP 410', async (t) => {
  let clock = Date.parse('2026-11-20T08:00:00Z');
  const mock = await startMock({ clock: () => clock });
  t.teardown(() => mock.close());
  await make(mock, 'order_paid');
  await make(mock, 'withdrawal_requested');
  clock += 25 * 3_600_000;
  const [newer] = await make(mock, 'after_sale_requested');
  const service = await mock.login('gateway', 'seller');

  const expired = await mock.call<{ reason: string; oldest_id: number; newest_id: number }>('GET', '/api/v2/service/events?after=1', { token: service });
  t.equal(expired.http, 410);
  t.match(expired, { status: 1, data: { reason: 'expired', oldest_id: 2, newest_id: newer.id } });
  t.equal(expired.error, '游标 1 之后的事件已超过保留期（24 小时）被清除，请从最早保留的事件 2 重新同步');
  const en = await mock.call('GET', '/api/v2/service/events?after=1', { token: service, lang: 'en' });
  t.equal(en.error, 'Events after cursor 1 are past the retention (24 h) and gone: resync from the oldest kept, 2');

  const unknown = await mock.call('GET', `/api/v2/service/events?after=${newer.id + 5}`, { token: service });
  t.match(unknown, { http: 410, data: { reason: 'unknown' } });
  const fresh = await mock.call<Page>('GET', '/api/v2/service/events', { token: service });
  t.same(fresh.data.events.map((e) => e.id), [newer.id], 'without a cursor: the events kept, the day-old ones dropped');
  const resumed = await mock.call<Page>('GET', '/api/v2/service/events?after=2', { token: service });
  t.same(resumed.data.events.map((e) => e.id), [newer.id], 'a cursor at the last dropped event misses nothing');
});
