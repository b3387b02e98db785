/** Trade-union packages (工会礼包) members buy to join the union, and the union's members. */
import { z } from 'zod';
import { defineEnum } from '../../enums.ts';
import { defineResource, patchOf } from '../../resource.ts';
import { dateTime, id, money, nonNegativeMoney, picture } from '../common.ts';
import { MEMBER_REF_ENUMS, MEMBER_REF_FIELDS, MEMBER_REF_FILTERS, memberRef } from './common.ts';

const packageBody = z.object({
  name: z.string().trim().min(2).max(40),
  picture,
  price: money.refine((v) => Number(v) > 0, { message: '> 0', params: { rule: 'positive' } }),
  original_price: nonNegativeMoney,
  /** One benefit per line. */
  benefits: z.string().trim().min(2).max(1000),
  validity_days: z.number().int().min(1).max(3650),
  stock: z.number().int().min(0).max(1_000_000),
  sort: z.number().int().min(0).max(9999).default(0),
});

export const tradeunionPackages = defineResource({
  name: 'tradeunionPackages',
  title: { zh: '工会礼包', en: 'Trade-union packages' },
  path: '/api/v2/seller/tradeunion_packages',
  record: packageBody.extend({ id, on_sale: z.boolean(), sold: z.number().int().min(0), created_at: dateTime }),
  fields: {
    picture: { zh: '礼包图片', en: 'Picture' },
    name: { zh: '礼包名称', en: 'Name' },
    price: { zh: '礼包价格', en: 'Price' },
    original_price: { zh: '原价', en: 'Original price' },
    benefits: { zh: '礼包权益', en: 'Benefits' },
    validity_days: { zh: '会员有效期（天）', en: 'Membership days' },
    stock: { zh: '库存', en: 'Stock' },
    sold: { zh: '已售', en: 'Sold' },
    sort: { zh: '排序', en: 'Sort' },
    on_sale: { zh: '上架', en: 'On sale' },
    created_at: { zh: '创建时间', en: 'Created' },
  },
  filters: [
    { kind: 'keyword', param: 'keyword', fields: ['name'], title: { zh: '礼包名称', en: 'Name' } },
    { kind: 'exact', field: 'on_sale', schema: z.boolean(), title: { zh: '上架', en: 'On sale' } },
    { kind: 'range', field: 'price', title: { zh: '礼包价格', en: 'Price' } },
  ],
  tabs: [
    { key: 'on_sale', title: { zh: '销售中', en: 'On sale' }, where: { on_sale: 'true' } },
    { key: 'off_sale', title: { zh: '已下架', en: 'Off sale' }, where: { on_sale: 'false' } },
  ],
  sortable: ['id', 'price', 'sold', 'sort', 'created_at'],
  defaultSort: 'sort',
  permission: { read: 'tradeunionModule_tradeunionPackage' },
  create: packageBody,
  update: patchOf(packageBody),
  deletable: true,
  deleteWhen: { on_sale: [false] },
  actions: {
    put_on_sale: { title: { zh: '上架', en: 'Put on sale' }, when: { on_sale: [false] }, set: { on_sale: true }, batch: true },
    take_off_sale: { title: { zh: '下架', en: 'Take off sale' }, when: { on_sale: [true] }, set: { on_sale: false }, batch: true, confirm: true },
  },
});

export const UNION_MEMBER_STATUS = defineEnum({
  active: { zh: '有效', en: 'Active', color: 'green' },
  expired: { zh: '已过期', en: 'Expired', color: 'grey' },
  cancelled: { zh: '已退会', en: 'Left', color: 'red' },
});

export const tradeunionMembers = defineResource({
  name: 'tradeunionMembers',
  title: { zh: '工会会员', en: 'Trade-union members' },
  path: '/api/v2/seller/tradeunion_members',
  record: z.object({
    id,
    ...memberRef,
    package_id: id,
    package_name: z.string(),
    paid_amount: money,
    order_no: z.string(),
    status: UNION_MEMBER_STATUS.schema,
    cancel_reason: z.string(),
    joined_at: dateTime,
    expires_at: dateTime,
  }),
  fields: {
    ...MEMBER_REF_FIELDS,
    package_name: { zh: '购买礼包', en: 'Package' },
    paid_amount: { zh: '支付金额', en: 'Paid' },
    order_no: { zh: '订单号', en: 'Order no.' },
    status: { zh: '会员状态', en: 'Status' },
    cancel_reason: { zh: '退会原因', en: 'Reason for leaving' },
    joined_at: { zh: '入会时间', en: 'Joined' },
    expires_at: { zh: '到期时间', en: 'Expires' },
  },
  enums: { ...MEMBER_REF_ENUMS, status: UNION_MEMBER_STATUS },
  filters: [
    ...MEMBER_REF_FILTERS,
    { kind: 'exact', field: 'package_id', schema: id, title: { zh: '礼包ID', en: 'Package ID' } },
    { kind: 'exact', field: 'status', schema: UNION_MEMBER_STATUS.schema, title: { zh: '会员状态', en: 'Status' } },
    { kind: 'dateRange', field: 'joined_at', title: { zh: '入会时间', en: 'Joined' } },
  ],
  tabs: UNION_MEMBER_STATUS.values.map((v) => ({ key: v, title: UNION_MEMBER_STATUS.options[v], where: { status: v } })),
  sortable: ['id', 'paid_amount', 'joined_at', 'expires_at'],
  defaultSort: '-joined_at',
  permission: { read: 'tradeunionModule_tradeunionList' },
  actions: {
    cancel: {
      title: { zh: '办理退会', en: 'Cancel membership' },
      when: { status: ['active'] },
      set: { status: 'cancelled' },
      body: z.object({ reason: z.string().trim().min(2).max(200) }),
      confirm: true,
    },
  },
});
