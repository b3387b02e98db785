/**
 * The carrier service: the upstream buys electronic waybills (电子面单) from the carriers on the accounts it holds, shaped
 * like kuaidi100's waybill calls (docs/shipping.md): sender, receiver, goods summary, carrier code and payment type in;
 * waybill number, sorting code and print data out; a cancel that gives the waybill back. The console never sees a
 * carrier account's keys: it names a carrier, and the upstream uses the caller's account with it (a merchant's own, the
 * platform's for the platform's accounts).
 */
import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { labelOf, labelsUnder } from '../routes.ts';
import { format } from '../formats.ts';
import { dateTime, id } from './common.ts';
import { COURIERS, orderWaybill, PAYMENT_TYPE } from './orders.ts';

/**
 * Who may use the carrier service and print: the shipping desk, whoever holds a screen under 发货管理 / Shipments.
 * Not every order screen: the finance role reads orders (their money) but neither buys waybills nor prints labels.
 */
export const SHIPPING_DESK = (() => {
  const [permission, ...alsoPermitted] = labelsUnder(['/shipments/']);
  return { permission, alsoPermitted };
})();

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

/** An address of the book as the console writes it: the full line is the parts joined, made by the upstream. */
/** A phone a courier can call to collect: a mobile, a landline with its area code, or a 400/800 line (a warehouse's). */
const senderPhone = z.string().trim().regex(/^(0\d{2,3}-?\d{7,8}|[48]00-?\d{3}-?\d{4}|1[3-9]\d{9})$/, format('hotline'));

export const senderBody = z.object({
  name: z.string().trim().min(1).max(30),
  mobile: senderPhone,
  province: z.string().trim().min(2).max(20),
  city: z.string().trim().min(2).max(20),
  district: z.string().trim().min(2).max(20),
  detail: z.string().trim().min(2).max(120),
  /** Made the default (the one before stops being it). */
  is_default: z.boolean().default(false),
});

/** The most waybills one top-up buys: a day's shipping of a large shop many times over, a typo's zeros refused. */
export const MAX_TOP_UP = 10_000;

/**
 * A top-up of waybills with a carrier. `balance_before` is the balance the confirmation showed: the upstream refuses
 * the top-up when the balance has moved since, so what was confirmed is what happens.
 */
export const topUpBody = z.object({
  carrier: COURIERS.schema,
  count: z.number().int().min(1).max(MAX_TOP_UP),
  balance_before: z.number().int().min(0),
});

/**
 * The address book, the default carrier and the top-ups: the shipping settings screen's label (`/shipments/settings`),
 * not every shipping desk's: a top-up spends the shop's money, so an operator who ships may not (docs/shipping.md).
 */
const SHIPPING_SETTINGS = { permission: labelOf('/shipments/settings') } as const;

export const carrierEndpoints = {
  shippingProfile: endpoint({
    method: 'GET',
    path: '/api/v2/seller/shipping/profile',
    auth: 'token',
    ...SHIPPING_DESK,
    response: shippingProfile,
    summary: { zh: '发货设置：面单账户余额、发货地址、默认快递', en: 'Shipping profile: waybill balances, sender addresses, default carrier' },
  }),
  buyWaybill: endpoint({
    method: 'POST',
    path: '/api/v2/seller/waybills',
    auth: 'token',
    ...SHIPPING_DESK,
    body: buyWaybillBody,
    response: waybillReceipt,
    summary: { zh: '获取电子面单（同一订单再次获取返回原面单）', en: 'Get an electronic waybill (again for the same order: the one it has)' },
  }),
  cancelWaybill: endpoint({
    method: 'POST',
    path: '/api/v2/seller/waybills/cancel',
    auth: 'token',
    ...SHIPPING_DESK,
    body: cancelWaybillBody,
    response: z.object({ order_id: id, carrier: COURIERS.schema, balance: z.number().int().min(0), cancelled_at: dateTime }),
    summary: { zh: '取消电子面单（未发货订单，面单额度退回）', en: 'Cancel an electronic waybill (an order not shipped; the balance comes back)' },
  }),
  addSender: endpoint({
    method: 'POST',
    path: '/api/v2/seller/shipping/senders',
    auth: 'token',
    ...SHIPPING_SETTINGS,
    body: senderBody,
    response: senderAddress,
    summary: { zh: '添加发货地址', en: 'Add a sender address' },
  }),
  editSender: endpoint({
    method: 'PUT',
    path: '/api/v2/seller/shipping/senders/{id}',
    auth: 'token',
    ...SHIPPING_SETTINGS,
    body: senderBody,
    response: senderAddress,
    summary: { zh: '修改发货地址（可设为默认）', en: 'Edit a sender address (or make it the default)' },
  }),
  deleteSender: endpoint({
    method: 'DELETE',
    path: '/api/v2/seller/shipping/senders/{id}',
    auth: 'token',
    ...SHIPPING_SETTINGS,
    response: z.object({ id }),
    summary: { zh: '删除发货地址（默认地址和未发货面单所用的地址不能删除）', en: 'Delete a sender address (not the default, nor one a waybill not yet shipped uses)' },
  }),
  setDefaultCarrier: endpoint({
    method: 'PUT',
    path: '/api/v2/seller/shipping/default_carrier',
    auth: 'token',
    ...SHIPPING_SETTINGS,
    body: z.object({ carrier: COURIERS.schema }),
    response: shippingProfile,
    summary: { zh: '设置默认快递（须已开通面单账户）', en: 'Set the default carrier (one with a waybill account)' },
  }),
  topUp: endpoint({
    method: 'POST',
    path: '/api/v2/seller/shipping/top_up',
    auth: 'token',
    ...SHIPPING_SETTINGS,
    body: topUpBody,
    response: carrierAccount,
    summary: { zh: '面单充值（按确认时的余额）', en: 'Top up waybills (against the balance confirmed)' },
  }),
};
