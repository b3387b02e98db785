/**
 * Invariants of the trade: members, shops, goods, orders and after-sales, each caused by what comes before it.
 * An order needs a registered member and goods on a joined shop; an after-sale needs a paid order whose state fits.
 */
import type { AfterSale } from '../../../contract/resources/afterSales.ts';
import type { Order } from '../../../contract/resources/orders.ts';
import { cents, firstBroken, type Invariant } from './time.ts';

/** After-sale states that are still being handled: the order waits for them as `refunding`. */
const OPEN: readonly AfterSale['status'][] = ['applied', 'awaiting_return', 'awaiting_receipt', 'awaiting_refund'];
/** The order's own states in which a buyer can ask for an after-sale: paid for, and not closed. */
const SERVICEABLE: readonly Order['status'][] = ['to_ship', 'shipped', 'completed', 'refunding'];

export const trade: Invariant[] = [
  {
    name: 'an order is placed by a member registered before it',
    check: ({ state }) =>
      firstBroken('orders', state.orders.all(), (o) => {
        const m = state.members.get(o.member_id);
        if (!m) return `member ${o.member_id} does not exist`;
        return m.created_at > o.created_at && `placed ${o.created_at}, but member ${m.id} registered ${m.created_at}`;
      }),
  },
  {
    name: "an order's goods are its shop's and were listed before the order",
    check: ({ state }) =>
      firstBroken('orders', state.orders.all(), (o) => {
        for (const item of o.items) {
          const g = state.goods.get(item.goods_id);
          if (!g) return `goods ${item.goods_id} does not exist`;
          if (g.merchant_id !== o.merchant_id) return `goods ${g.id} belongs to shop ${g.merchant_id}, the order to shop ${o.merchant_id}`;
          if (g.created_at > o.created_at) return `placed ${o.created_at}, but goods ${g.id} was listed ${g.created_at}`;
        }
        return null;
      }),
  },
  {
    name: 'goods belong to an existing shop that had joined (was approved) before listing them',
    check: ({ state }) =>
      firstBroken('goods', state.goods.all(), (g) => {
        const m = state.merchants.get(g.merchant_id);
        if (!m) return `shop ${g.merchant_id} does not exist`;
        if (m.name !== g.merchant_name) return `shop name "${g.merchant_name}" is not shop ${m.id}'s "${m.name}"`;
        if (m.created_at > g.created_at) return `listed ${g.created_at}, but shop ${m.id} applied ${m.created_at}`;
        return m.approved_at != null && m.approved_at > g.created_at && `listed ${g.created_at}, but shop ${m.id} was approved ${m.approved_at}`;
      }),
  },
  {
    name: "an order's times fit its state: unpaid ones have no payment, paid ones a way of paying, closed ones were never paid or were refunded",
    check: ({ state }) => {
      const refunded = new Set(state.afterSales.where('status', 'done').filter((a) => a.refunded_at !== null).map((a) => a.order_id));
      return firstBroken('orders', state.orders.all(), (o) => {
        if (o.status === 'to_pay' && o.paid_at !== null) return `to pay but paid ${o.paid_at}`;
        if (o.status === 'closed' && o.paid_at !== null && !refunded.has(o.id)) return `closed, paid ${o.paid_at} and never refunded`;
        if (o.status !== 'to_pay' && o.status !== 'closed' && o.paid_at === null) return `${o.status} but never paid`;
        if ((o.paid_at === null) !== (o.pay_method === null)) return `paid_at ${o.paid_at} with pay_method ${o.pay_method}`;
        if (o.shipped_at !== null && o.courier === null) return `shipped ${o.shipped_at} by no courier`;
        if (o.status === 'completed' && o.completed_at === null) return 'completed without a completion time';
        if (o.status !== 'completed' && o.completed_at !== null) return `${o.status} but completed ${o.completed_at}`;
        return (o.status === 'to_pay' || o.status === 'to_ship') && o.shipped_at !== null && `${o.status} but shipped ${o.shipped_at}`;
      });
    },
  },
  {
    name: 'an after-sale is for a paid order of the same buyer and shop, applied after the payment, in a state that fits',
    check: ({ state }) =>
      firstBroken('afterSales', state.afterSales.all(), (a) => {
        const o = state.orders.get(a.order_id);
        if (!o) return `order ${a.order_id} does not exist`;
        if (o.order_no !== a.order_no || o.member_id !== a.member_id || o.merchant_id !== a.merchant_id) return `order ${o.id} is not this after-sale's (number, buyer or shop)`;
        if (o.paid_at === null) return `order ${o.id} was never paid`;
        if (a.created_at < o.paid_at) return `applied ${a.created_at}, before order ${o.id} was paid ${o.paid_at}`;
        if (!SERVICEABLE.includes(o.status)) return `order ${o.id} is ${o.status}`;
        if (OPEN.includes(a.status) && o.status !== 'refunding') return `still ${a.status}, but order ${o.id} is ${o.status}, not refunding`;
        return a.status === 'done' && a.type !== 'exchange' && a.refunded_at === null && 'done with no refund time';
      }),
  },
  {
    name: 'a refunding order has an after-sale being handled',
    check: ({ state }) => {
      const open = new Set(state.afterSales.all().filter((a) => OPEN.includes(a.status)).map((a) => a.order_id));
      return firstBroken('orders', state.orders.where('status', 'refunding'), (o) => !open.has(o.id) && 'refunding with no open after-sale');
    },
  },
  {
    name: 'an after-sale refunds no more than was paid for what it covers, and that no more than the order total',
    check: ({ state }) =>
      firstBroken('afterSales', state.afterSales.all(), (a) => {
        if (cents(a.refundable) > cents(a.order_total)) return `refundable ${a.refundable} is above the order total ${a.order_total}`;
        return cents(a.refund_amount) > cents(a.refundable) && `refund ${a.refund_amount} is above what was paid, ${a.refundable}`;
      }),
  },
];
