/**
 * Seeded after-sales: open requests on refunding orders (and on some shipped ones, which they turn refunding), finished
 * ones on completed orders. Own PRNG, see variants.ts.
 */
import type { AfterSale } from '../../contract/resources/afterSales.ts';
import type { Order } from '../../contract/resources/orders.ts';
import { cents, money, Random } from '../random.ts';
import type { AfterSaleRow, MockState } from '../state.ts';
import { formatTime } from '../time.ts';
import { waitingSince } from './causes.ts';
import { file } from './files.ts';
import { returnShipment } from './shipments.ts';
import { CLASS_TREE } from './words.ts';

const HOUR = 3_600_000;
const REASONS: Record<AfterSale['type'], string[]> = {
  refund_only: ['未收到货', '商品缺件', '拍错了/不想要了', '快递一直未更新'],
  return_refund: ['质量问题', '与描述不符', '收到商品破损', '七天无理由退货'],
  exchange: ['商品有瑕疵', '收到商品破损', '规格发错'],
};
/** Goods that come in sizes: the apparel class's clothes and shoes, not its bags. */
const SIZED = CLASS_TREE.filter((c) => c.category === 'apparel')
  .flatMap((c) => c.children.flatMap((leaf) => leaf.goods.map(([name]) => name)))
  .filter((name) => !name.endsWith('包'));

/** Goods in sizes go back for the size, in place of the last reason; no other goods do ("尺码不合适" on a hair dryer). */
function reasonsFor(type: AfterSale['type'], goodsName: string): string[] {
  const reasons = REASONS[type];
  return type !== 'refund_only' && SIZED.some((name) => goodsName.startsWith(name)) ? [...reasons.slice(0, -1), '尺码不合适'] : reasons;
}

/**
 * What was paid for some lines of an order (see the contract's `refundable`): their amount less their share of the
 * discount, in proportion to their amount; the whole order's total (freight included) when they are all its lines.
 */
export function paidForLinesCents(order: Pick<Order, 'items' | 'goods_amount' | 'discount' | 'total'>, lines: readonly number[]): number {
  if (lines.length === order.items.length) return cents(order.total);
  const amount = lines.reduce((sum, i) => sum + cents(order.items[i].amount), 0);
  const goods = cents(order.goods_amount);
  return goods === 0 ? 0 : amount - Math.round((cents(order.discount) * amount) / goods);
}

/**
 * The buyer's evidence pictures: a request about the goods themselves (a return, an exchange) shows 1 to 3 photos of
 * them, a refund of goods never received none. Counted from the ids, not drawn, so the rest of the seed stays the same.
 */
function evidenceOf(type: AfterSale['type'], orderId: number, id: number): string[] {
  if (type === 'refund_only') return [];
  return Array.from({ length: 1 + ((orderId + id) % 3) }, (_, i) => file('goods', `evidence-${id}-${i + 1}`));
}

export function seedAfterSales(state: MockState, seed: number, endMs: number): void {
  const rnd = new Random(seed ^ 0xaf7e_5a1e);
  for (const order of state.orders.all()) {
    const open = order.status === 'refunding';
    if (!open && !(order.status === 'completed' && rnd.chance(0.05)) && !(order.status === 'shipped' && rnd.chance(0.04))) continue;
    const sale = state.afterSales.insert(afterSaleOf(order, open, rnd, endMs, state.afterSales.nextId));
    // an after-sale still being handled holds its order as refunding (docs/screens.md, "Mock data for the screens")
    if (sale.status === 'applied' && order.status !== 'refunding') state.orders.update(order, { status: 'refunding' });
  }
}

function afterSaleOf(order: Order, open: boolean, rnd: Random, end: number, nextId: number): Omit<AfterSaleRow, 'id'> {
  // a refunding order's goods may have reached the buyer (the seed keeps no ship time for it)
  const delivered = order.shipped_at !== null || (open && order.paid_at !== null && rnd.chance(0.7));
  const type = !delivered ? 'refund_only' : rnd.weighted([['refund_only', 25], ['return_refund', 60], ['exchange', 15]] as const);
  const item = order.items[0];
  const status: AfterSale['status'] =
    order.status === 'completed'
      ? rnd.weighted([['done', 70], ['rejected', 20], ['cancelled', 10]] as const)
      : open
        ? type === 'refund_only'
          ? rnd.weighted([['applied', 60], ['awaiting_refund', 40]] as const)
          : rnd.weighted([['applied', 40], ['awaiting_return', 25], ['awaiting_receipt', 20], ['awaiting_refund', type === 'exchange' ? 0 : 15]] as const)
        : 'applied';
  const base = Date.parse(`${(order.shipped_at ?? order.paid_at ?? order.created_at).replace(' ', 'T')}+08:00`);
  const late = base + rnd.int(2, 96) * HOUR;
  // asked for after the goods were paid (or sent), and by the data's end: one that would fall later is recent instead
  const asking = late < end ? late : Math.max(end - rnd.int(1, 72) * (HOUR / 2), base + Math.floor((end - base) / 2));
  // one still being handled was asked for lately: a shop answers within days (causes.ts)
  const applied = waitingSince(asking, end, !['done', 'rejected', 'cancelled'].includes(status));
  // the after-sale covers the order's first line: the buyer asks for what was paid for it, or part of it
  const refundable = paidForLinesCents(order, [0]);
  const asked = type === 'exchange' ? 0 : rnd.chance(0.7) ? refundable : Math.round(refundable * rnd.pick([0.3, 0.5, 0.8]));
  const returned = ['awaiting_receipt', 'awaiting_refund', 'done'].includes(status) && type !== 'refund_only';
  const refunded = status === 'done' && type !== 'exchange' ? formatTime(Math.min(end, applied + rnd.int(24, 120) * HOUR)) : null;
  return {
    // numbered by the day and minute it was asked for, as orders are by theirs
    after_sale_no: `SH${formatTime(applied).replace(/\D/g, '').slice(2, 12)}${String(nextId).padStart(5, '0')}`,
    order_id: order.id,
    order_no: order.order_no,
    type,
    status,
    in_store: order.type === 'store',
    merchant_id: order.merchant_id,
    merchant_name: order.merchant_name,
    member_id: order.member_id,
    buyer_name: order.buyer_name,
    buyer_mobile: order.buyer_mobile,
    goods_name: item.name,
    goods_picture: item.picture,
    quantity: item.quantity,
    order_total: order.total,
    refundable: money(refundable),
    apply_amount: money(asked),
    refund_amount: money(asked),
    apply_reason: rnd.pick(reasonsFor(type, item.name)),
    description: rnd.chance(0.5) ? '收到后发现问题，麻烦尽快处理，谢谢。' : '',
    pictures: evidenceOf(type, order.id, nextId),
    ...(returned ? returnShipment(rnd) : { return_courier: null, return_tracking_no: null }),
    reject_reason: status === 'rejected' ? '商品已使用，影响二次销售' : '',
    created_at: formatTime(applied),
    updated_at: refunded ?? formatTime(applied),
    refunded_at: refunded,
  };
}
