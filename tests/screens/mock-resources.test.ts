/**
 * The mock's new resources for the screens, through real calls: the after-sale state machine and its effect on the
 * order, the review queue, delivery-time changes, upcoming goods, zone and type fields, and the merchant scope.
 */
import t from 'tap';
import type { AfterSale, Goods, Order } from '../../contract/index.ts';
import { startMock } from '../mock/helpers.ts';

type Page<T> = { list: T[]; total: number; counts?: Record<string, number> };

const mock = await startMock();
const token = await mock.login('admin');
t.teardown(() => mock.close());
const call = <T>(method: string, path: string, body?: unknown) => mock.call<T>(method, path, { token, body });

t.test('after-sales: return and refund from application to refund, the order follows', async (t) => {
  const list = await call<Page<AfterSale>>('GET', '/api/v2/seller/after_sales?status=applied&type=return_refund&limit=1');
  t.ok(list.data.counts?.applied && list.data.counts.applied > 0, 'applied requests are seeded');
  const a = list.data.list[0];
  const refusedAbove = await call('PUT', `/api/v2/seller/after_sales/${a.id}/agree`, { refund_amount: '99999999.00' });
  t.match(refusedAbove.error, /^退款金额不能超过该商品实付 ¥/);
  const early = await call('PUT', `/api/v2/seller/after_sales/${a.id}/confirm_refund`, {});
  t.equal(early.status, 1, 'no refund before the return');
  const agreed = await call<AfterSale>('PUT', `/api/v2/seller/after_sales/${a.id}/agree`, { refund_amount: a.refundable });
  t.match(agreed.data, { status: 'awaiting_return', refund_amount: a.refundable });
  t.equal((await call<Order>('GET', `/api/v2/seller/orders/${a.order_id}`)).data.status, 'refunding', 'the order is refunding');
  const returned = await call<AfterSale>('PUT', `/api/v2/seller/after_sales/${a.id}/buyer_returned`, { courier: 'SF', tracking_no: 'SF9988776655' });
  t.match(returned.data, { status: 'awaiting_receipt', return_courier: 'SF', return_tracking_no: 'SF9988776655' });
  t.equal((await call<AfterSale>('PUT', `/api/v2/seller/after_sales/${a.id}/confirm_receipt`, {})).data.status, 'awaiting_refund');
  const done = await call<AfterSale>('PUT', `/api/v2/seller/after_sales/${a.id}/confirm_refund`, {});
  t.equal(done.data.status, 'done');
  t.ok(done.data.refunded_at);
  const order = (await call<Order>('GET', `/api/v2/seller/orders/${a.order_id}`)).data;
  if (a.refundable === a.order_total) t.match(order, { status: 'closed', close_note: `售后退款完成（${a.after_sale_no}）` }, 'a full refund closes the order');
  else t.not(order.status, 'closed', 'a refund of one line of several leaves the order open');
  t.equal((await call('PUT', `/api/v2/seller/after_sales/${a.id}/change_amount`, { refund_amount: '1.00' })).status, 1, 'the amount is fixed once refunded');
});

t.test('after-sales: the refund is capped by what was paid for the line it covers, named as the screens show money', async (t) => {
  const all = (await call<Page<AfterSale>>('GET', '/api/v2/seller/after_sales?limit=500')).data.list;
  for (const a of all) {
    const order = (await call<Order>('GET', `/api/v2/seller/orders/${a.order_id}`)).data;
    const line = order.items.find((item) => item.name === a.goods_name);
    const cents = (m: string) => Math.round(Number(m) * 100);
    if (order.items.length === 1) t.equal(a.refundable, order.total, `${a.after_sale_no}: the only line is the whole order`);
    else t.ok(line && cents(a.refundable) <= cents(line.amount), `${a.after_sale_no}: no more than the line's amount`);
    t.ok(cents(a.apply_amount) <= cents(a.refundable) && cents(a.refund_amount) <= cents(a.refundable), `${a.after_sale_no}: seeded within the cap`);
  }
  const [a] = all
    .filter((x) => x.status === 'applied' && x.type !== 'exchange' && Number(x.refundable) < Number(x.order_total))
    .sort((x, y) => Number(y.refundable) - Number(x.refundable));
  if (!a) return t.fail('a seeded after-sale of one line of several');
  const above = (Math.round(Number(a.refundable) * 100) + 1) / 100;
  const refused = await call('PUT', `/api/v2/seller/after_sales/${a.id}/change_amount`, { refund_amount: above.toFixed(2) });
  const shown = `¥${Number(a.refundable).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
  t.equal(refused.error, `退款金额不能超过该商品实付 ${shown}`, 'a cent above the line is refused, with a thousands separator');
  const english = await mock.call('PUT', `/api/v2/seller/after_sales/${a.id}/change_amount`, { token, body: { refund_amount: '99999.00' }, lang: 'en' });
  t.equal(english.error, `The refund cannot exceed the ${shown} paid for these goods`);
  t.equal((await call<AfterSale>('PUT', `/api/v2/seller/after_sales/${a.id}/change_amount`, { refund_amount: a.refundable })).data.refund_amount, a.refundable, 'the line in full is accepted');
});

t.test('after-sales: refund only skips the return; a rejection keeps its reason; batch reject reports per row', async (t) => {
  const only = (await call<Page<AfterSale>>('GET', '/api/v2/seller/after_sales?status=applied&type=refund_only&limit=3')).data.list;
  t.equal((await call<AfterSale>('PUT', `/api/v2/seller/after_sales/${only[0].id}/agree`, { refund_amount: '0.50' })).data.status, 'awaiting_refund');
  const rejected = await call<AfterSale>('PUT', `/api/v2/seller/after_sales/${only[1].id}/reject`, { reason: '商品已签收且无质量问题' });
  t.match(rejected.data, { status: 'rejected', reject_reason: '商品已签收且无质量问题' });
  const batch = await call<{ succeeded: number[]; failed: { id: number; error: string }[] }>('PUT', '/api/v2/seller/after_sales/batch/reject', {
    ids: [only[1].id, only[2].id],
    reason: '超过售后期限',
  });
  t.same(batch.data.succeeded, [only[2].id]);
  t.equal(batch.data.failed[0].id, only[1].id);
  t.match(batch.data.failed[0].error, /售后状态/);
});

t.test('review queue: the goods table seen by review state; zone and type fields are seeded', async (t) => {
  const queue = await call<Page<Goods>>('GET', '/api/v2/seller/goods_review?audit_state=pending&limit=2');
  t.ok(queue.data.total > 0 && queue.data.list.every((g) => g.audit_state === 'pending'));
  t.ok(queue.data.counts?.approved && queue.data.counts.rejected !== undefined, 'counts per review state');
  const g = queue.data.list[0];
  await call('PUT', `/api/v2/seller/goods_review/${g.id}/reject`, { reason: '图片模糊' });
  t.match((await call<Goods>('GET', `/api/v2/seller/goods/${g.id}`)).data, { audit_state: 'rejected', reject_reason: '图片模糊', on_shelf: false });
  const instalment = (await call<Page<Goods>>('GET', '/api/v2/seller/goods?zone=instalment&limit=5')).data.list;
  t.ok(instalment.length > 0 && instalment.every((x) => x.zone_info.periods && x.zone_info.down_payment), 'instalment goods have periods and a down payment');
  const wholesale = (await call<Page<Goods>>('GET', '/api/v2/seller/goods?zone=wholesale&limit=1')).data.list[0];
  const edited = await call<Goods>('PUT', `/api/v2/seller/goods/${wholesale.id}`, { zone_info: { min_quantity: 30 } });
  t.same(edited.data.zone_info.tiers, wholesale.zone_info.tiers, 'editing one zone field keeps the others');
  t.equal(edited.data.zone_info.min_quantity, 30);
  const groups = (await call<Page<Order>>('GET', '/api/v2/seller/orders?type=group&limit=20')).data.list;
  t.ok(groups.every((o) => o.type_info.group_state && o.type_info.group_members?.length), 'group-buy orders have a state and members');
  t.ok((await call<Page<Order>>('GET', '/api/v2/seller/orders?type=jibe&limit=1')).data.total > 0, 'every order type has orders');
});

t.test('delivery-time changes and upcoming goods follow their state machines', async (t) => {
  const change = (await call<Page<{ id: number; status: string }>>('GET', '/api/v2/seller/delivery_changes?status=pending&limit=1')).data.list[0];
  t.equal((await call<{ status: string; reviewed_at: string }>('PUT', `/api/v2/seller/delivery_changes/${change.id}/approve`, {})).data.status, 'approved');
  t.equal((await call('PUT', `/api/v2/seller/delivery_changes/${change.id}/reject`, { reason: '太长' })).status, 1, 'decided once');
  const upcoming = (await call<Page<{ id: number; sale_start: string }>>('GET', '/api/v2/seller/upcoming_goods?status=upcoming&limit=2')).data.list;
  t.match((await call('PUT', `/api/v2/seller/upcoming_goods/${upcoming[0].id}/postpone`, { sale_start: '2020-01-01 10:00:00' })).error, '开售时间必须晚于现在');
  t.equal((await call<{ status: string }>('PUT', `/api/v2/seller/upcoming_goods/${upcoming[1].id}/start_now`, {})).data.status, 'on_sale');
});

t.test('a merchant sees only its own after-sales', async (t) => {
  const merchant = await mock.login('merchant', 'seller');
  const own = await mock.call<Page<AfterSale>>('GET', '/api/v2/seller/after_sales?limit=100', { token: merchant });
  t.ok(own.data.list.every((a) => a.merchant_id === 2));
  const other = (await call<Page<AfterSale>>('GET', '/api/v2/seller/after_sales?merchant_id=3&limit=1')).data.list[0];
  if (other) t.equal((await mock.call('GET', `/api/v2/seller/after_sales/${other.id}`, { token: merchant })).status, 1, "another shop's is not found");
});
