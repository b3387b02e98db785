/**
 * The carrier service: the upstream buys electronic waybills (电子面单) from the carriers on the accounts it holds, shaped
 * like kuaidi100's waybill calls (docs/shipping.md): sender, receiver, goods summary, carrier code and payment type in;
 * waybill number, sorting code and print data out; a cancel that gives the waybill back. The console never sees a
 * carrier account's keys: it names a carrier, and the upstream uses the caller's account with it (a merchant's own, the
 * platform's for the platform's accounts).
 */
import { z } from 'zod';
import { endpoint, sameLabelsAs } from '../endpoint.ts';
import { resourceEndpoints } from '../resource.ts';
import { dateTime, id } from './common.ts';
import { COURIERS, orders, orderWaybill, PAYMENT_TYPE } from './orders.ts';

const ship = resourceEndpoints(orders).actions.ship;

/** An address of the sender's address book: where parcels are collected from, printed on the label as the sender. */
export const senderAddress = z.object({
  id,
  name: z.string(),
  mobile: z.string(),
  province: z.string(),
  city: z.string(),
  district: z.string(),
  detail: z.string(),
  /** The full line, as a label prints it. */
  address: z.string(),
  is_default: z.boolean(),
});
export type SenderAddress = z.infer<typeof senderAddress>;

/** The caller's waybill account with one carrier: waybills left to buy (each waybill bought takes one, a cancel gives it back). */
export const carrierAccount = z.object({
  carrier: COURIERS.schema,
  balance: z.number().int().min(0),
  /** Waybills bought on it and not cancelled. */
  used: z.number().int().min(0),
});
export type CarrierAccount = z.infer<typeof carrierAccount>;

/** Who ships: a merchant (its shop's orders) or the platform (any order), with its accounts, address book and default carrier. */
export const shippingProfile = z.object({
  owner: z.enum(['merchant', 'platform']),
  merchant_id: id.nullable(),
  name: z.string(),
  default_carrier: COURIERS.schema,
  senders: z.array(senderAddress),
  accounts: z.array(carrierAccount),
});
export type ShippingProfile = z.infer<typeof shippingProfile>;

/** What a label prints, as the carrier answered it (kuaidi100's print data): the console's label view reads it. */
export const waybillPrintData = z.object({
  sender: z.object({ name: z.string(), mobile: z.string(), address: z.string() }),
  receiver: z.object({ name: z.string(), mobile: z.string(), address: z.string() }),
  /** The goods in one line: names, specs and quantities. */
  goods_summary: z.string(),
  payment_type: PAYMENT_TYPE.schema,
});

export const waybillReceipt = orderWaybill.extend({
  order_id: id,
  print_data: waybillPrintData,
  /** The account's balance after the call. */
  balance: z.number().int().min(0),
  /** True when the order already had this waybill: nothing was bought. */
  reused: z.boolean(),
});
export type WaybillReceipt = z.infer<typeof waybillReceipt>;

export const buyWaybillBody = z.object({
  order_id: id,
  carrier: COURIERS.schema,
  sender_id: id.optional(),
  payment_type: PAYMENT_TYPE.schema.default('MONTHLY'),
});

export const cancelWaybillBody = z.object({
  order_id: id,
  reason: z.string().trim().min(2).max(200),
});

export const carrierEndpoints = {
  shippingProfile: endpoint({
    method: 'GET',
    path: '/api/v2/seller/shipping/profile',
    auth: 'token',
    ...sameLabelsAs(ship),
    response: shippingProfile,
    summary: { zh: '发货设置：面单账户余额、发货地址、默认快递', en: 'Shipping profile: waybill balances, sender addresses, default carrier' },
  }),
  buyWaybill: endpoint({
    method: 'POST',
    path: '/api/v2/seller/waybills',
    auth: 'token',
    ...sameLabelsAs(ship),
    body: buyWaybillBody,
    response: waybillReceipt,
    summary: { zh: '获取电子面单（同一订单再次获取返回原面单）', en: 'Get an electronic waybill (again for the same order: the one it has)' },
  }),
  cancelWaybill: endpoint({
    method: 'POST',
    path: '/api/v2/seller/waybills/cancel',
    auth: 'token',
    ...sameLabelsAs(ship),
    body: cancelWaybillBody,
    response: z.object({ order_id: id, carrier: COURIERS.schema, balance: z.number().int().min(0), cancelled_at: dateTime }),
    summary: { zh: '取消电子面单（未发货订单，面单额度退回）', en: 'Cancel an electronic waybill (an order not shipped; the balance comes back)' },
  }),
};
