import { z } from 'zod';
import { defineEnum } from '../enums.ts';
import { defineResource } from '../resource.ts';
import { mobile } from '../shell.ts';
import { labelsUnder } from '../routes.ts';
import { dateTime, id, money, picture, remark } from './common.ts';
import { format } from '../formats.ts';
import { refusedBy } from './orderRules.ts';
import { ORDER_TYPE, orderTypeInfo } from './orderTypes.ts';

export const ORDER_STATUS = defineEnum({
  to_pay: { zh: '待付款', en: 'To pay', color: 'yellow' },
  to_ship: { zh: '待发货', en: 'To ship', color: 'orange' },
  shipped: { zh: '已发货', en: 'Shipped', color: 'blue' },
  completed: { zh: '已完成', en: 'Completed', color: 'green' },
  closed: { zh: '已关闭', en: 'Closed', color: 'grey' },
  refunding: { zh: '退款中', en: 'Refunding', color: 'red' },
});
export const PAY_METHOD = defineEnum({
  wechat: { zh: '微信支付', en: 'WeChat Pay', color: 'green' },
  alipay: { zh: '支付宝', en: 'Alipay', color: 'blue' },
  balance: { zh: '余额支付', en: 'Balance', color: 'orange' },
  bank_card: { zh: '银行卡', en: 'Bank card', color: 'grey' },
});
export const COURIERS = defineEnum({
  SF: { zh: '顺丰速运', en: 'SF Express' },
  ZTO: { zh: '中通快递', en: 'ZTO Express' },
  YTO: { zh: '圆通速递', en: 'YTO Express' },
  STO: { zh: '申通快递', en: 'STO Express' },
  YD: { zh: '韵达快递', en: 'Yunda Express' },
  JD: { zh: '京东物流', en: 'JD Logistics' },
  EMS: { zh: 'EMS', en: 'EMS' },
});

export const orderItem = z.object({
  goods_id: id,
  name: z.string(),
  picture,
  price: money,
  quantity: z.number().int().min(1),
  amount: money,
  /** The SKU bought: its spec as the buyer chose it ("加大款") and its code, what a warehouse picks by. */
  sku_spec: z.string(),
  sku_code: z.string(),
});

/**
 * The electronic waybill bought for the order from a carrier service (docs/shipping.md), or null before one is bought:
 * its number, the sorting code the carrier prints on the label, and how many times its label has been printed.
 */
export const orderWaybill = z.object({
  carrier: COURIERS.schema,
  waybill_no: z.string(),
  sorting_code: z.string(),
  bought_at: dateTime,
  print_count: z.number().int().min(0),
});
export type OrderWaybill = z.infer<typeof orderWaybill>;

/** `total = goods_amount + freight - discount`, and `goods_amount` is the sum of the items' amounts. */
export const orderRecord = z.object({
  id,
  order_no: z.string(),
  type: ORDER_TYPE.schema,
  status: ORDER_STATUS.schema,
  merchant_id: id,
  merchant_name: z.string(),
  member_id: id,
  buyer_name: z.string(),
  buyer_mobile: z.string(),
  receiver_name: z.string(),
  receiver_mobile: z.string(),
  /** The full address, as a courier's label shows it; the parts below are the same address split, for a warehouse's sheet. */
  receiver_address: z.string(),
  receiver_province: z.string(),
  receiver_city: z.string(),
  receiver_district: z.string(),
  /** The street, building and room: the address after its district. */
  receiver_detail: z.string(),
  items: z.array(orderItem).min(1),
  item_count: z.number().int().min(1),
  goods_amount: money,
  freight: money,
  discount: money,
  total: money,
  pay_method: PAY_METHOD.schema.nullable(),
  courier: COURIERS.schema.nullable(),
  tracking_no: z.string().nullable(),
  waybill: orderWaybill.nullable().optional(),
  verify_code: z.string().nullable(),
  buyer_note: z.string(),
  seller_remark: z.string(),
  close_note: z.string(),
  created_at: dateTime,
  paid_at: dateTime.nullable(),
  shipped_at: dateTime.nullable(),
  completed_at: dateTime.nullable(),
  type_info: orderTypeInfo,
});
export type Order = z.infer<typeof orderRecord>;

const closeBody = z.object({ note: z.string().trim().min(2).max(200) });
/** What shipping an order takes; the shipping import checks its rows with it too (docs/imports.md). */
export const shipBody = z.object({ courier: COURIERS.schema, tracking_no: z.string().trim().regex(/^[A-Za-z0-9]{8,30}$/, format('trackingNo')) });

export const orders = defineResource({
  name: 'orders',
  title: { zh: '订单', en: 'Orders' },
  path: '/api/v2/seller/orders',
  record: orderRecord,
  fields: {
    order_no: { zh: '订单号', en: 'Order no.' },
    type: { zh: '订单类型', en: 'Type' },
    status: { zh: '订单状态', en: 'Status' },
    merchant_name: { zh: '商家', en: 'Merchant' },
    buyer_name: { zh: '买家', en: 'Buyer' },
    buyer_mobile: { zh: '买家手机', en: 'Buyer phone' },
    receiver_address: { zh: '收货地址', en: 'Address' },
    receiver_name: { zh: '收货人', en: 'Receiver' },
    receiver_mobile: { zh: '收货人电话', en: 'Receiver phone' },
    receiver_province: { zh: '省', en: 'Province' },
    receiver_city: { zh: '市', en: 'City' },
    receiver_district: { zh: '区/县', en: 'District' },
    receiver_detail: { zh: '详细地址', en: 'Street address' },
    items: { zh: '商品', en: 'Goods' },
    goods_amount: { zh: '商品金额', en: 'Goods amount' },
    freight: { zh: '运费', en: 'Freight' },
    discount: { zh: '优惠', en: 'Discount' },
    total: { zh: '实付金额', en: 'Total' },
    pay_method: { zh: '支付方式', en: 'Payment' },
    courier: { zh: '快递公司', en: 'Courier' },
    tracking_no: { zh: '快递单号', en: 'Tracking no.' },
    seller_remark: { zh: '商家备注', en: 'Seller remark' },
    close_note: { zh: '关闭原因', en: 'Why closed' },
    created_at: { zh: '下单时间', en: 'Placed' },
    paid_at: { zh: '付款时间', en: 'Paid' },
  },
  enums: { status: ORDER_STATUS, pay_method: PAY_METHOD, type: ORDER_TYPE, courier: COURIERS },
  filters: [
    { kind: 'keyword', param: 'order_no', fields: ['order_no'], title: { zh: '订单号', en: 'Order no.' } },
    { kind: 'keyword', param: 'buyer', fields: ['buyer_name', 'buyer_mobile'], title: { zh: '买家姓名/手机', en: 'Buyer name or phone' } },
    { kind: 'exact', field: 'status', schema: ORDER_STATUS.schema, title: { zh: '订单状态', en: 'Status' } },
    { kind: 'exact', field: 'type', schema: ORDER_TYPE.schema, title: { zh: '订单类型', en: 'Type' } },
    { kind: 'exact', field: 'merchant_id', schema: id, title: { zh: '商家', en: 'Merchant' } },
    { kind: 'exact', field: 'member_id', schema: id, title: { zh: '会员', en: 'Member' } },
    { kind: 'exact', field: 'pay_method', schema: PAY_METHOD.schema, title: { zh: '支付方式', en: 'Payment' } },
    { kind: 'range', field: 'total', title: { zh: '实付金额', en: 'Total' } },
    { kind: 'dateRange', field: 'created_at', title: { zh: '下单时间', en: 'Placed' } },
  ],
  tabs: ORDER_STATUS.values.map((s) => ({ key: s, title: ORDER_STATUS.options[s], where: { status: s } })),
  sortable: ['id', 'total', 'created_at', 'paid_at'],
  defaultSort: '-created_at',
  // each order type's route and the shipments screen show and handle these orders
  permission: { read: 'order_index', readAlso: labelsUnder(['/order/', '/shipments/']), actAlso: labelsUnder(['/order/', '/shipments/']) },
  update: z.object({
    receiver_name: z.string().trim().min(1).max(30),
    receiver_mobile: mobile,
    receiver_address: z.string().trim().min(5).max(200),
  }).partial(),
  actions: {
    close: {
      title: { zh: '关闭订单', en: 'Close' },
      when: { status: ['to_pay'] },
      set: { status: 'closed' },
      body: closeBody,
      batch: true,
      confirm: true,
    },
    ship: { title: { zh: '发货', en: 'Ship' }, when: { status: ['to_ship'] }, refuse: refusedBy('ship'), set: { status: 'shipped' }, body: shipBody },
    change_tracking: {
      title: { zh: '修改物流单号', en: 'Change tracking no.' },
      when: { status: ['shipped'] },
      refuse: refusedBy('change_tracking'),
      body: shipBody,
    },
    // a paid group-buy order whose group is forming or failed: closed, and the money goes back (a balance payment to
    // the buyer's balance, with a refund entry; the others back the way they were paid)
    refund_close: {
      title: { zh: '关闭并退款', en: 'Close and refund' },
      when: { status: ['to_ship'], type: ['group'] },
      refuse: refusedBy('refund_close'),
      set: { status: 'closed' },
      body: closeBody,
      confirm: true,
    },
    remark: { title: { zh: '备注', en: 'Remark' }, body: remark, batch: true },
  },
});
