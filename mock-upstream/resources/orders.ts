import type { Order } from '../../contract/resources/orders.ts';
import { RESOURCE_ENDPOINTS, RESOURCES } from '../../contract/index.ts';
import { serveResource } from '../engine/resource.ts';
import { splitAddress } from '../areas.ts';
import { Fail, MESSAGES } from '../messages.ts';
import type { Ctx, Router } from '../router.ts';
import { cents } from '../random.ts';
import { type HistoryEntry, SYSTEM_OPERATOR } from '../../contract/history.ts';
import { formatTime, now, parseTime } from '../time.ts';
import { serveAfterSales } from './afterSales.ts';
import { postLedger } from './members.ts';
import { merchantScope } from './scope.ts';
import { serveShipImport } from './shipImport.ts';
import { serveShipping } from './shipping/index.ts';
import { shipWithWaybill } from './shipping/carrierService.ts';
import { serveOrderPrints } from './orderPrints.ts';

/** Orders whose address may still change. */
const BEFORE_SHIPPING: Order['status'][] = ['to_pay', 'to_ship'];

const AUTO_CLOSE_MS = 30 * 60_000;

/** What a seeded order's own times tell; an action logged since (a shipment, a closing) is not told twice. */
function orderEvents(o: Order, logged: readonly HistoryEntry[]): HistoryEntry[] {
  const did = (action: string) => logged.some((e) => e.action === action);
  const events: HistoryEntry[] = [{ time: o.created_at, operator: o.buyer_name, action: 'placed', changes: [], fields: { total: o.total } }];
  if (o.paid_at) events.push({ time: o.paid_at, operator: o.buyer_name, action: 'paid', changes: [], fields: { pay_method: o.pay_method } });
  if (o.shipped_at && !did('ship')) events.push({ time: o.shipped_at, operator: o.merchant_name, action: 'shipped', changes: [], fields: { courier: o.courier, tracking_no: o.tracking_no } });
  if (o.completed_at) events.push({ time: o.completed_at, operator: o.buyer_name, action: 'completed', changes: [], fields: {} });
  if (o.status === 'closed' && !o.paid_at && !did('close')) {
    events.push({ time: formatTime(parseTime(o.created_at) + AUTO_CLOSE_MS), operator: SYSTEM_OPERATOR, action: 'closed', changes: [], fields: { close_note: o.close_note } });
  }
  return events;
}

/**
 * A closed and refunded order's money goes back: a balance payment to the buyer's balance through a refund entry, the
 * others back the way they were paid (outside the mock). The note says so.
 */
function refund(ctx: Ctx, o: Order, note: string): Partial<Order> {
  const member = o.pay_method === 'balance' ? ctx.state.members.get(o.member_id) : undefined;
  if (member) postLedger(ctx.state, member, { type: 'refund', amountCents: cents(o.total), remark: note, order_no: o.order_no });
  return { close_note: note };
}

/** The orders and their after-sales. */
export function serveOrders(router: Router): void {
  serveAfterSales(router);
  serveShipImport(router);
  serveShipping(router);
  serveOrderPrints(router);
  serveResource<Order>(router, RESOURCES.orders, RESOURCE_ENDPOINTS.orders, {
    table: (s) => s.orders,
    scope: merchantScope('merchant_id'),
    update(row, input) {
      if (!BEFORE_SHIPPING.includes(row.status)) throw new Fail(MESSAGES.addressAfterShipping);
      if (input.receiver_address === undefined) return input;
      // the address's parts follow the edited line, so a warehouse's sheet ships to the new address
      const parts = splitAddress(input.receiver_address);
      return { ...input, receiver_province: parts.province, receiver_city: parts.city, receiver_district: parts.district, receiver_detail: parts.detail };
    },
    pastEvents: orderEvents,
    actions: {
      close: (_row, body) => ({ close_note: body.note }),
      refund_close: (row, body, ctx) => refund(ctx, row, body.note),
      ship: (_row, body) => ({ courier: body.courier, tracking_no: body.tracking_no, shipped_at: now() }),
      ship_with_waybill: (row, body, ctx) => shipWithWaybill(ctx, row, body),
      change_tracking: (_row, body) => ({ courier: body.courier, tracking_no: body.tracking_no }),
      remark: (_row, body) => ({ seller_remark: body.remark }),
    },
  });
}
