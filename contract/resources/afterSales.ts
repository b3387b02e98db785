/**
 * After-sales: a buyer's request to get money back (or an exchange) on an order. The state machine:
 *
 *   applied ──agree──▶ awaiting_return ──buyer ships back──▶ awaiting_receipt ──confirm_receipt──▶ awaiting_refund ──confirm_refund──▶ done
 *      │        (refund only skips the return: applied ──agree──▶ awaiting_refund)           (exchange: confirm_receipt ──▶ done)
 *      └─reject─▶ rejected                   the buyer may cancel before the return ──▶ cancelled
 *
 * The refund amount may be edited until the refund is made, never above `refundable`: what was paid for the goods
 * line the after-sale covers, not the whole order.
 */
import { z } from 'zod';
import { defineEnum } from '../enums.ts';
import { defineResource } from '../resource.ts';
import { dateTime, id, money, nonNegativeMoney, picture, reason } from './common.ts';
import { COURIERS } from './orders.ts';
import { format } from '../formats.ts';

export const AFTER_SALE_TYPE = defineEnum({
  refund_only: { zh: '仅退款', en: 'Refund only', color: 'blue' },
  return_refund: { zh: '退货退款', en: 'Return and refund', color: 'orange' },
  exchange: { zh: '换货', en: 'Exchange', color: 'teal' },
});
export const AFTER_SALE_STATUS = defineEnum({
  applied: { zh: '待处理', en: 'Applied', color: 'yellow' },
  awaiting_return: { zh: '待买家退货', en: 'Awaiting return', color: 'orange' },
  awaiting_receipt: { zh: '待确认收货', en: 'Awaiting receipt', color: 'blue' },
  awaiting_refund: { zh: '待退款', en: 'Awaiting refund', color: 'violet' },
  done: { zh: '已完成', en: 'Done', color: 'green' },
  rejected: { zh: '已驳回', en: 'Rejected', color: 'red' },
  cancelled: { zh: '已撤销', en: 'Cancelled', color: 'grey' },
});
export type AfterSaleStatus = z.infer<typeof AFTER_SALE_STATUS.schema>;
/**
 * Where a refund goes: back the way the order was paid (its `pay_method`). A balance payment is refunded to the
 * member's balance, the others to the original payment.
 */
export const REFUND_TO = defineEnum({
  wechat: { zh: '微信（原路退回）', en: 'WeChat Pay (original payment)', color: 'green' },
  alipay: { zh: '支付宝（原路退回）', en: 'Alipay (original payment)', color: 'blue' },
  balance: { zh: '余额', en: 'balance', color: 'orange' },
  bank_card: { zh: '银行卡（原路退回）', en: 'bank card (original payment)', color: 'grey' },
});

export const afterSaleRecord = z.object({
  id,
  after_sale_no: z.string(),
  order_id: id,
  order_no: z.string(),
  type: AFTER_SALE_TYPE.schema,
  status: AFTER_SALE_STATUS.schema,
  /** In-store orders' after-sales are handled on their own screen. */
  in_store: z.boolean(),
  merchant_id: id,
  merchant_name: z.string(),
  member_id: id,
  buyer_name: z.string(),
  buyer_mobile: z.string(),
  goods_name: z.string(),
  goods_picture: picture,
  quantity: z.number().int().min(1),
  order_total: money,
  /**
   * What was paid for the line(s) the after-sale covers, the cap of its refund: their amount less their share of the
   * order's discount (in proportion to their amount); the freight too when they are the whole order.
   */
  refundable: money,
  apply_amount: money,
  refund_amount: money,
  /** The order's payment method, where the refund goes (`REFUND_TO`). */
  refund_to: REFUND_TO.schema,
  apply_reason: z.string(),
  description: z.string(),
  /** The buyer's evidence: photos of the goods as received (none for a refund of goods that never came). */
  pictures: z.array(picture),
  return_courier: COURIERS.schema.nullable(),
  return_tracking_no: z.string().nullable(),
  reject_reason: z.string(),
  created_at: dateTime,
  updated_at: dateTime,
  refunded_at: dateTime.nullable(),
});
export type AfterSale = z.infer<typeof afterSaleRecord>;

/** States in which the refund amount may still change. */
export const REFUND_EDITABLE: AfterSaleStatus[] = ['applied', 'awaiting_return', 'awaiting_receipt', 'awaiting_refund'];
const refundBody = z.object({ refund_amount: nonNegativeMoney });

export const afterSales = defineResource({
  name: 'afterSales',
  title: { zh: '售后', en: 'After-sales' },
  path: '/api/v2/seller/after_sales',
  record: afterSaleRecord,
  fields: {
    after_sale_no: { zh: '售后单号', en: 'After-sale no.' },
    order_no: { zh: '订单号', en: 'Order no.' },
    type: { zh: '售后类型', en: 'Type' },
    status: { zh: '售后状态', en: 'Status' },
    merchant_name: { zh: '商家', en: 'Merchant' },
    buyer_name: { zh: '买家', en: 'Buyer' },
    buyer_mobile: { zh: '买家手机', en: 'Buyer phone' },
    goods_name: { zh: '商品', en: 'Goods' },
    goods_picture: { zh: '商品图片', en: 'Picture' },
    quantity: { zh: '数量', en: 'Qty' },
    order_total: { zh: '订单实付', en: 'Order paid' },
    refundable: { zh: '可退金额', en: 'Refundable' },
    apply_amount: { zh: '申请金额', en: 'Amount asked' },
    refund_amount: { zh: '退款金额', en: 'Refund' },
    refund_to: { zh: '退款去向', en: 'Refund to' },
    apply_reason: { zh: '申请原因', en: 'Reason given' },
    description: { zh: '问题描述', en: 'Description' },
    pictures: { zh: '凭证图片', en: 'Evidence pictures' },
    return_courier: { zh: '退货快递', en: 'Return courier' },
    return_tracking_no: { zh: '退货单号', en: 'Return tracking no.' },
    reject_reason: { zh: '驳回原因', en: 'Rejection reason' },
    created_at: { zh: '申请时间', en: 'Applied' },
    refunded_at: { zh: '退款时间', en: 'Refunded' },
  },
  enums: { type: AFTER_SALE_TYPE, status: AFTER_SALE_STATUS, return_courier: COURIERS, refund_to: REFUND_TO },
  filters: [
    { kind: 'keyword', param: 'keyword', fields: ['after_sale_no', 'order_no'], title: { zh: '售后单号/订单号', en: 'After-sale or order no.' } },
    { kind: 'keyword', param: 'buyer', fields: ['buyer_name', 'buyer_mobile'], title: { zh: '买家姓名/手机', en: 'Buyer name or phone' } },
    { kind: 'exact', field: 'type', schema: AFTER_SALE_TYPE.schema, title: { zh: '售后类型', en: 'Type' } },
    { kind: 'exact', field: 'status', schema: AFTER_SALE_STATUS.schema, title: { zh: '售后状态', en: 'Status' } },
    { kind: 'exact', field: 'in_store', schema: z.boolean(), title: { zh: '门店售后', en: 'In-store' } },
    { kind: 'exact', field: 'merchant_id', schema: id, title: { zh: '商家', en: 'Merchant' } },
    { kind: 'dateRange', field: 'created_at', title: { zh: '申请时间', en: 'Applied' } },
  ],
  tabs: AFTER_SALE_STATUS.values.map((s) => ({ key: s, title: AFTER_SALE_STATUS.options[s], where: { status: s } })),
  sortable: ['id', 'refund_amount', 'created_at'],
  defaultSort: '-created_at',
  permission: { read: 'afterSale_index' },
  actions: {
    agree: {
      title: { zh: '同意', en: 'Agree' },
      when: { status: ['applied'] },
      body: refundBody,
      // as a bulk job: each after-sale refunded what its buyer asked for (docs/jobs.md)
      bodyFromRecord: { refund_amount: 'apply_amount' },
    },
    reject: {
      title: { zh: '驳回', en: 'Reject' },
      when: { status: ['applied'] },
      set: { status: 'rejected' },
      body: reason,
      batch: true,
    },
    buyer_returned: {
      title: { zh: '登记退货物流', en: 'Record return shipment' },
      when: { status: ['awaiting_return'] },
      set: { status: 'awaiting_receipt' },
      body: z.object({ courier: COURIERS.schema, tracking_no: z.string().trim().regex(/^[A-Za-z0-9]{8,30}$/, format('trackingNo')) }),
    },
    confirm_receipt: {
      title: { zh: '确认收货', en: 'Confirm receipt' },
      when: { status: ['awaiting_receipt'] },
      confirm: true,
    },
    confirm_refund: {
      title: { zh: '确认退款', en: 'Confirm refund' },
      when: { status: ['awaiting_refund'] },
      set: { status: 'done' },
      confirm: true,
    },
    change_amount: {
      title: { zh: '修改退款金额', en: 'Change refund amount' },
      when: { status: REFUND_EDITABLE },
      body: refundBody,
    },
  },
});
