/**
 * The carrier service: buys an order's electronic waybill on the caller's account (a merchant's own, the platform's
 * for the platform's accounts), at most one per order: a second call for the same order answers the waybill it has
 * (docs/shipping.md). Every check comes before the first write, so a refused call changes nothing.
 */
import type { WaybillReceipt } from '../../../contract/resources/carriers.ts';
import { COURIERS, ORDER_STATUS, type Order, type OrderWaybill } from '../../../contract/resources/orders.ts';
import { orderRuleFor } from '../../../contract/resources/orderRules.ts';
import { fullAddress } from '../../areas.ts';
import { type Carrier, type CarrierAccountRow, PLATFORM_OWNER, type SenderRow, type WaybillRow } from '../../data/shipping/tables.ts';
import { Fail, MESSAGES } from '../../messages.ts';
import type { Ctx } from '../../router.ts';
import type { MockState } from '../../state.ts';
import { now } from '../../time.ts';
import { sortingCode, waybillNo } from './numbers.ts';
import { CARRIER_WORDS, OUTSIDE_SERVICE, RECEIVER_PHONE } from './refusals.ts';

export interface BuyInput {
  carrier: Carrier;
  sender_id?: number;
  payment_type: WaybillRow['payment_type'];
}

/** Whose account, address book and default carrier a call uses: the merchant's of a merchant account, else the platform's. */
export function ownerOf(ctx: Ctx): number {
  return ctx.caller?.user.merchant_id ?? PLATFORM_OWNER;
}

/** The order in the caller's reach: a merchant's own orders only; another shop's order is not found, as the list hides it. */
export function orderInReach(ctx: Ctx, orderId: number): Order {
  const order = ctx.state.orders.get(orderId);
  const merchantId = ctx.caller?.user.merchant_id;
  if (!order || (merchantId !== undefined && order.merchant_id !== merchantId)) throw new Fail(MESSAGES.orderUnknown);
  return order;
}

export function activeWaybill(state: MockState, orderId: number): WaybillRow | undefined {
  return state.shipping.waybills.all().find((w) => w.order_id === orderId && w.cancelled_at === null);
}

export function accountOf(state: MockState, owner: number, carrier: Carrier): CarrierAccountRow | undefined {
  return state.shipping.accounts.where('owner_id', owner).find((a) => a.carrier === carrier);
}

/** The owner's default sender address (the first of its book when none is marked). */
export function defaultSender(state: MockState, owner: number): SenderRow | undefined {
  const book = state.shipping.senders.where('owner_id', owner);
  return book.find((s) => s.is_default) ?? book[0];
}

function senderFor(state: MockState, owner: number, senderId: number | undefined): SenderRow {
  if (senderId !== undefined) {
    const chosen = state.shipping.senders.where('owner_id', owner).find((s) => s.id === senderId);
    if (!chosen) throw new Fail(CARRIER_WORDS.senderUnknown);
    return chosen;
  }
  const fallback = defaultSender(state, owner);
  if (!fallback) throw new Fail(CARRIER_WORDS.noSender);
  return fallback;
}

/** The carrier's own checks of a receiver, in its words. */
function checkReceiver(order: Order, carrier: Carrier): void {
  const name = COURIERS.options[carrier];
  if (!order.receiver_province || !order.receiver_city || !order.receiver_district) throw new Fail(CARRIER_WORDS.addressUnknown, { carrier: name });
  if (OUTSIDE_SERVICE[carrier].includes(order.receiver_province)) throw new Fail(CARRIER_WORDS.outsideService, { carrier: name, province: order.receiver_province });
  if (!RECEIVER_PHONE.test(order.receiver_mobile)) throw new Fail(CARRIER_WORDS.phoneInvalid, { carrier: name, phone: order.receiver_mobile });
}

/** An order the order rules would not let ship gets no waybill either (a forming group, an unpaid first instalment). */
function checkShippable(order: Order): void {
  if (order.status !== 'to_ship') throw new Fail(CARRIER_WORDS.notToShip, { status: ORDER_STATUS.options[order.status] });
  const rule = orderRuleFor('ship', order);
  if (rule) throw new Fail(rule.why);
}

export function onOrder(w: WaybillRow, printCount = 0): OrderWaybill {
  return { carrier: w.carrier, waybill_no: w.waybill_no, sorting_code: w.sorting_code, bought_at: w.bought_at, print_count: printCount };
}

function receipt(ctx: Ctx, order: Order, w: WaybillRow, reused: boolean): WaybillReceipt {
  const sender = ctx.state.shipping.senders.get(w.sender_id);
  const account = accountOf(ctx.state, w.owner_id, w.carrier);
  return {
    ...onOrder(w, order.waybill?.print_count ?? 0),
    order_id: order.id,
    print_data: {
      sender: { name: sender?.name ?? '', mobile: sender?.mobile ?? '', address: sender?.address ?? '' },
      receiver: { name: order.receiver_name, mobile: order.receiver_mobile, address: fullAddress({ province: order.receiver_province, city: order.receiver_city, district: order.receiver_district }, order.receiver_detail) },
      goods_summary: order.items.map((it) => `${it.name}（${it.sku_spec}）×${it.quantity}`).join('；'),
      payment_type: w.payment_type,
    },
    balance: account?.balance ?? 0,
    reused,
  };
}

/**
 * The order's waybill: the one it has (with the same carrier), or a new one bought on the caller's account. Refused in
 * the carrier's words (outside its area, an invalid phone, no balance), or 503 "busy" at the mock's MOCK_FAIL_RATE,
 * before anything is bought. The caller records it on the order.
 */
export function obtainWaybill(ctx: Ctx, order: Order, input: BuyInput): { waybill: WaybillRow; reused: boolean } {
  const { state } = ctx;
  checkShippable(order);
  const had = activeWaybill(state, order.id);
  if (had) {
    if (had.carrier !== input.carrier) throw new Fail(CARRIER_WORDS.otherCarrier, { carrier: COURIERS.options[had.carrier], no: had.waybill_no });
    return { waybill: had, reused: true };
  }
  const name = COURIERS.options[input.carrier];
  if (ctx.options.failRate > 0 && Math.random() < ctx.options.failRate) throw new Fail(CARRIER_WORDS.busy, { carrier: name }, { http: 503 });
  const owner = ownerOf(ctx);
  const account = accountOf(state, owner, input.carrier);
  if (!account) throw new Fail(CARRIER_WORDS.noAccount, { carrier: name });
  const sender = senderFor(state, owner, input.sender_id);
  checkReceiver(order, input.carrier);
  if (account.balance <= 0) throw new Fail(CARRIER_WORDS.balanceExhausted, { carrier: name });

  state.shipping.accounts.update(account, { balance: account.balance - 1 });
  const waybill = state.shipping.waybills.insert({
    order_id: order.id, owner_id: owner, carrier: input.carrier,
    waybill_no: waybillNo(input.carrier, state.shipping.waybills.nextId), sorting_code: sortingCode(input.carrier, { city: order.receiver_city, district: order.receiver_district }),
    payment_type: input.payment_type, sender_id: sender.id, bought_at: now(), cancelled_at: null, cancel_reason: '',
  });
  return { waybill, reused: false };
}

/** "Get a waybill" for one order: obtained as above and recorded on the order, which stays to ship. */
export function buyWaybill(ctx: Ctx, order: Order, input: BuyInput): WaybillReceipt {
  const { waybill, reused } = obtainWaybill(ctx, order, input);
  if (!reused) ctx.state.orders.update(order, { waybill: onOrder(waybill) });
  return receipt(ctx, order, waybill, reused);
}

/** What shipping with the order's waybill writes on the order: the carrier, its number as the tracking number, the waybill. */
export function shipWithWaybill(ctx: Ctx, order: Order, input: BuyInput): Partial<Order> {
  const { waybill } = obtainWaybill(ctx, order, input);
  return { courier: waybill.carrier, tracking_no: waybill.waybill_no, waybill: onOrder(waybill, order.waybill?.print_count ?? 0), shipped_at: now() };
}

/** Cancels an unshipped order's waybill: the balance it took goes back to its account, and the order has none. */
export function cancelWaybill(ctx: Ctx, order: Order, reason: string) {
  const { state } = ctx;
  const w = activeWaybill(state, order.id);
  if (!w) throw new Fail(CARRIER_WORDS.noWaybill);
  if (order.status !== 'to_ship') throw new Fail(CARRIER_WORDS.shippedCannotCancel);
  const account = accountOf(state, w.owner_id, w.carrier);
  const time = now();
  state.shipping.waybills.update(w, { cancelled_at: time, cancel_reason: reason });
  const balance = account ? state.shipping.accounts.update(account, { balance: account.balance + 1 }).balance : 0;
  state.orders.update(order, { waybill: null });
  return { order_id: order.id, carrier: w.carrier, balance, cancelled_at: time };
}
