/**
 * Two goods queues of the /other group: merchants' requests to change the delivery time they promise for a goods
 * (reviewed like goods), and goods announced for a later sale (a countdown with buyers waiting to be reminded).
 */
import { z } from 'zod';
import { defineEnum } from '../enums.ts';
import { defineResource } from '../resource.ts';
import { dateTime, id, money, picture, reason } from './common.ts';
import { AUDIT_STATE } from './goods.ts';

export const deliveryChangeRecord = z.object({
  id,
  merchant_id: id,
  merchant_name: z.string(),
  goods_id: id,
  goods_name: z.string(),
  goods_picture: picture,
  /** Days from payment to shipping, promised now and asked for. */
  current_days: z.number().int().min(0),
  requested_days: z.number().int().min(0),
  apply_reason: z.string(),
  status: AUDIT_STATE.schema,
  reject_reason: z.string(),
  created_at: dateTime,
  reviewed_at: dateTime.nullable(),
});
export type DeliveryChange = z.infer<typeof deliveryChangeRecord>;

export const deliveryChanges = defineResource({
  name: 'deliveryChanges',
  title: { zh: '发货时间变更', en: 'Delivery-time changes' },
  path: '/api/v2/seller/delivery_changes',
  record: deliveryChangeRecord,
  fields: {
    merchant_name: { zh: '商家', en: 'Merchant' },
    goods_name: { zh: '商品', en: 'Goods' },
    goods_picture: { zh: '商品图片', en: 'Picture' },
    current_days: { zh: '当前发货时效(天)', en: 'Ships within now (days)' },
    requested_days: { zh: '申请发货时效(天)', en: 'Asked (days)' },
    apply_reason: { zh: '申请原因', en: 'Reason given' },
    status: { zh: '审核状态', en: 'Review' },
    reject_reason: { zh: '驳回原因', en: 'Rejection reason' },
    created_at: { zh: '申请时间', en: 'Applied' },
    reviewed_at: { zh: '审核时间', en: 'Reviewed' },
  },
  enums: { status: AUDIT_STATE },
  filters: [
    { kind: 'keyword', param: 'keyword', fields: ['merchant_name', 'goods_name'], title: { zh: '商家/商品', en: 'Merchant or goods' } },
    { kind: 'exact', field: 'merchant_id', schema: id, title: { zh: '商家', en: 'Merchant' } },
    { kind: 'exact', field: 'status', schema: AUDIT_STATE.schema, title: { zh: '审核状态', en: 'Review' } },
    { kind: 'dateRange', field: 'created_at', title: { zh: '申请时间', en: 'Applied' } },
  ],
  tabs: AUDIT_STATE.values.map((s) => ({ key: s, title: AUDIT_STATE.options[s], where: { status: s } })),
  sortable: ['id', 'created_at', 'requested_days'],
  defaultSort: '-created_at',
  permission: { read: 'other_authStore' },
  actions: {
    approve: { title: { zh: '审核通过', en: 'Approve' }, when: { status: ['pending'] }, set: { status: 'approved' }, batch: true },
    reject: { title: { zh: '驳回', en: 'Reject' }, when: { status: ['pending'] }, set: { status: 'rejected' }, body: reason, batch: true },
  },
});

export const UPCOMING_STATE = defineEnum({
  upcoming: { zh: '预告中', en: 'Upcoming', color: 'orange' },
  on_sale: { zh: '已开售', en: 'On sale', color: 'green' },
  cancelled: { zh: '已取消', en: 'Cancelled', color: 'grey' },
});

export const upcomingGoodsRecord = z.object({
  id,
  goods_id: id,
  name: z.string(),
  picture,
  merchant_id: id,
  merchant_name: z.string(),
  price: money,
  presale_price: money,
  sale_start: dateTime,
  /** Buyers who asked to be reminded when the sale starts. */
  reminders: z.number().int().min(0),
  status: UPCOMING_STATE.schema,
  created_at: dateTime,
});
export type UpcomingGoods = z.infer<typeof upcomingGoodsRecord>;

export const upcomingGoods = defineResource({
  name: 'upcomingGoods',
  title: { zh: '预告商品', en: 'Upcoming goods' },
  path: '/api/v2/seller/upcoming_goods',
  record: upcomingGoodsRecord,
  fields: {
    name: { zh: '商品名称', en: 'Name' },
    picture: { zh: '商品图片', en: 'Picture' },
    merchant_name: { zh: '商家', en: 'Merchant' },
    price: { zh: '售价', en: 'Price' },
    presale_price: { zh: '预告价', en: 'Announced price' },
    sale_start: { zh: '开售时间', en: 'Sale starts' },
    reminders: { zh: '预约提醒人数', en: 'Reminders' },
    status: { zh: '状态', en: 'State' },
    created_at: { zh: '创建时间', en: 'Created' },
  },
  enums: { status: UPCOMING_STATE },
  filters: [
    { kind: 'keyword', param: 'keyword', fields: ['name', 'merchant_name'], title: { zh: '商品/商家', en: 'Goods or merchant' } },
    { kind: 'exact', field: 'status', schema: UPCOMING_STATE.schema, title: { zh: '状态', en: 'State' } },
    { kind: 'exact', field: 'merchant_id', schema: id, title: { zh: '商家', en: 'Merchant' } },
    { kind: 'dateRange', field: 'sale_start', title: { zh: '开售时间', en: 'Sale starts' } },
  ],
  tabs: UPCOMING_STATE.values.map((s) => ({ key: s, title: UPCOMING_STATE.options[s], where: { status: s } })),
  sortable: ['id', 'sale_start', 'reminders', 'created_at'],
  defaultSort: 'sale_start',
  permission: { read: 'goods_expect' },
  actions: {
    postpone: {
      title: { zh: '修改开售时间', en: 'Change start' },
      when: { status: ['upcoming'] },
      body: z.object({ sale_start: dateTime }),
    },
    start_now: { title: { zh: '立即开售', en: 'Start now' }, when: { status: ['upcoming'] }, set: { status: 'on_sale' }, confirm: true },
    cancel: { title: { zh: '取消预告', en: 'Cancel' }, when: { status: ['upcoming'] }, set: { status: 'cancelled' }, confirm: true, batch: true },
  },
});
