/**
 * The print log (contract/resources/orderPrints.ts): each print of the console's print view, one row per order, with
 * who printed it and when. A label print counts on the order's waybill when it has one (`print_count`, the number the
 * carrier's label shows), else on the log's own count of the order's labels.
 */
import type { Order } from '../../contract/resources/orders.ts';
import { type PrintEntry, type PrintSender, printSheet, recordPrint } from '../../contract/resources/orderPrints.ts';
import { Fail, MESSAGES } from '../messages.ts';
import type { Ctx, Router } from '../router.ts';
import type { MockState } from '../state.ts';
import { now } from '../time.ts';
import { merchantScope } from './scope.ts';
import { activeWaybill, defaultSender, ownerOf } from './shipping/carrierService.ts';

/** The orders of `ids` the caller may see; any other id refuses the whole call, so a print never half-happens. */
function ordersInScope(ctx: Ctx, ids: readonly number[]): Order[] {
  const scope = merchantScope('merchant_id')(ctx);
  return ids.map((id) => {
    const order = ctx.state.orders.get(id);
    const visible = order && scope.every((f) => f.kind === 'eq' && (order as Record<string, unknown>)[f.field] === f.value);
    if (!order || !visible) throw new Fail(MESSAGES.orderUnknown);
    return order;
  });
}

/** How many times the order's label has been printed so far. */
function labelPrints(state: MockState, order: Order): number {
  if (order.waybill) return order.waybill.print_count;
  return state.orderPrints.all().filter((p) => p.order_id === order.id && p.kind === 'labels').length;
}

/**
 * The sender a label prints: the address its waybill was bought with, as carriers print the sender they were given; an
 * order without a waybill, the default of the caller's address book (contract/resources/orderPrints.ts).
 */
function senderOf(ctx: Ctx, order: Order): PrintSender {
  const { state } = ctx;
  const waybill = activeWaybill(state, order.id);
  const chosen = waybill ? state.shipping.senders.get(waybill.sender_id) : undefined;
  const sender = chosen ?? defaultSender(state, ownerOf(ctx));
  if (sender) return { name: sender.name, mobile: sender.mobile, address: sender.address };
  const shop = state.merchants.get(order.merchant_id);
  if (!shop) return { name: order.merchant_name, mobile: '', address: '' };
  return { name: shop.name, mobile: shop.mobile, address: `${shop.province}${shop.city}${shop.district}${shop.address}` };
}

/** A log row as the contract shows it (the table's own `version` left out). */
function entryOf({ id, order_id, kind, account, operator, printed_at, label_prints }: PrintEntry): PrintEntry {
  return { id, order_id, kind, account, operator, printed_at, label_prints };
}

export function serveOrderPrints(router: Router): void {
  router.on(recordPrint, (ctx) => {
    const { body, state } = ctx;
    const unique = [...new Set(body.ids)];
    const printed = ordersInScope(ctx, unique);
    const who = { account: ctx.caller?.user.account ?? '', operator: ctx.caller?.user.name ?? '', printed_at: now() };
    const result = printed.map((order) => {
      let count = labelPrints(state, order);
      if (body.kind === 'labels') {
        count += 1;
        if (order.waybill) state.orders.update(order, { waybill: { ...order.waybill, print_count: count } });
      }
      state.orderPrints.insert({ order_id: order.id, kind: body.kind, ...who, label_prints: count });
      return { id: order.id, order_no: order.order_no, label_prints: count };
    });
    state.changed();
    return { kind: body.kind, ...who, orders: result };
  });

  router.on(printSheet, (ctx) => {
    const { state } = ctx;
    const entries = (order: Order) => state.orderPrints.all().filter((p) => p.order_id === order.id);
    return {
      list: ordersInScope(ctx, ctx.query.ids.split(',').map(Number)).map((order) => {
        const last = entries(order).at(-1);
        return { order, sender: senderOf(ctx, order), label_prints: labelPrints(state, order), last_print: last ? entryOf(last) : null };
      }),
    };
  });
}
