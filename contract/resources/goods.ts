import { z } from 'zod';
import { defineEnum } from '../enums.ts';
import { type ActionDef, defineResource, patchOf, report } from '../resource.ts';
import { labelsUnder } from '../routes.ts';
import { dateTime, id, money, nonNegativeMoney, picture, reason, richText } from './common.ts';
import { checkSkus, goodsSku, goodsSpec, SKUS_MAX, skuInput, SPECS_MAX } from './goodsSpecs.ts';
import { GOODS_ZONE, zoneInfo } from './goodsZones.ts';

export * from './goodsSpecs.ts';
export * from './goodsZones.ts';

export const GOODS_STATE = defineEnum({
  on_sale: { zh: '出售中', en: 'On sale', color: 'green' },
  in_warehouse: { zh: '仓库中', en: 'In warehouse', color: 'grey' },
  sold_out: { zh: '已售罄', en: 'Sold out', color: 'orange' },
  recycle: { zh: '回收站', en: 'Recycle bin', color: 'brown' },
});
export const AUDIT_STATE = defineEnum({
  pending: { zh: '待审核', en: 'Pending', color: 'yellow' },
  approved: { zh: '已通过', en: 'Approved', color: 'green' },
  rejected: { zh: '已驳回', en: 'Rejected', color: 'red' },
});
export const LOW_STOCK = 10;

export const firstOrderSetting = z.object({
  enabled: z.boolean(),
  first_price: nonNegativeMoney,
  limit_per_user: z.number().int().min(1).max(99),
});

const skuStock = z.object({ id: z.number().int().min(1), stock: z.number().int().min(0).max(9_999_999) });

export const goodsRecord = z.object({
  id,
  name: z.string(),
  picture,
  pictures: z.array(picture),
  merchant_id: id,
  merchant_name: z.string(),
  class_id: id,
  class_name: z.string(),
  zone: GOODS_ZONE.schema,
  /** The lowest SKU price, that SKU's market price and the SKUs' total stock (`skuSummary`), never set by a form. */
  price: money,
  market_price: money,
  stock: z.number().int().min(0),
  specs: z.array(goodsSpec),
  skus: z.array(goodsSku),
  /** null: the default freight template. */
  freight_template_id: id.nullable(),
  sales: z.number().int().min(0),
  sort: z.number().int(),
  on_shelf: z.boolean(),
  recommend: z.boolean(),
  deleted: z.boolean(),
  state: GOODS_STATE.schema,
  audit_state: AUDIT_STATE.schema,
  reject_reason: z.string(),
  first_order: firstOrderSetting.nullable(),
  zone_info: zoneInfo,
  description: richText,
  created_at: dateTime,
  updated_at: dateTime,
});
export type Goods = z.infer<typeof goodsRecord>;

/** The pictures the apps show under the main one. */
export const GALLERY_MAX = 9;

/** What a form edits; the SKUs carry the prices and stocks (see goodsSpecs.ts). */
const goodsInput = z.object({
  name: z.string().trim().min(2).max(60),
  picture,
  pictures: z.array(picture).max(GALLERY_MAX).default([]),
  class_id: id,
  zone: GOODS_ZONE.schema.default('normal'),
  specs: z.array(goodsSpec).max(SPECS_MAX),
  skus: z.array(skuInput).min(1).max(SKUS_MAX),
  freight_template_id: id.optional(),
  sort: z.number().int().min(0).max(9999).default(0),
  description: richText.max(20_000).default(''),
  zone_info: zoneInfo.default({}),
});

const GOODS_ZONE_LABELS = labelsUnder(['/goods/'], ['/goods/systemSettings', '/goods/activityRegistration']);
/** Who may decide goods reviews besides `goods_auth` (the pre-review and full-return review routes). */
const REVIEW_LABELS = ['goods_pre_auth', 'other_allReturnGoods'];

/** The review decisions, offered by the goods list and by the review queue. */
const REVIEW_ACTIONS = {
  approve: {
    title: { zh: '审核通过', en: 'Approve' },
    permission: 'goods_auth',
    alsoPermitted: REVIEW_LABELS,
    when: { audit_state: ['pending'] },
    set: { audit_state: 'approved' },
    batch: true,
  },
  reject: {
    title: { zh: '驳回', en: 'Reject' },
    permission: 'goods_auth',
    alsoPermitted: REVIEW_LABELS,
    when: { audit_state: ['pending'] },
    set: { audit_state: 'rejected', on_shelf: false },
    body: reason,
    batch: true,
  },
} satisfies Record<string, ActionDef>;

export const goods = defineResource({
  name: 'goods',
  title: { zh: '商品', en: 'Goods' },
  path: '/api/v2/seller/goods',
  record: goodsRecord,
  fields: {
    id: { zh: '商品ID', en: 'ID' },
    name: { zh: '商品名称', en: 'Name' },
    picture: { zh: '商品图片', en: 'Picture' },
    merchant_name: { zh: '商家', en: 'Merchant' },
    class_name: { zh: '分类', en: 'Class' },
    zone: { zh: '专区', en: 'Zone' },
    price: { zh: '售价', en: 'Price' },
    market_price: { zh: '市场价', en: 'Market price' },
    stock: { zh: '库存', en: 'Stock' },
    specs: { zh: '规格', en: 'Specs' },
    skus: { zh: '规格明细', en: 'SKUs' },
    pictures: { zh: '商品图集', en: 'Gallery' },
    merchant_id: { zh: '商家', en: 'Merchant' },
    freight_template_id: { zh: '运费模板', en: 'Freight template' },
    sales: { zh: '销量', en: 'Sales' },
    sort: { zh: '排序', en: 'Sort' },
    on_shelf: { zh: '上架', en: 'On shelf' },
    recommend: { zh: '推荐', en: 'Recommended' },
    state: { zh: '商品状态', en: 'State' },
    audit_state: { zh: '审核状态', en: 'Review' },
    reject_reason: { zh: '驳回原因', en: 'Rejection reason' },
    description: { zh: '商品详情', en: 'Description' },
    deleted: { zh: '回收站', en: 'Recycle bin' },
    created_at: { zh: '创建时间', en: 'Created' },
  },
  enums: { state: GOODS_STATE, audit_state: AUDIT_STATE, zone: GOODS_ZONE },
  filters: [
    { kind: 'keyword', param: 'keyword', fields: ['name', 'id'], title: { zh: '商品名称/ID', en: 'Name or ID' } },
    { kind: 'exact', field: 'state', schema: GOODS_STATE.schema, title: { zh: '商品状态', en: 'State' } },
    { kind: 'exact', field: 'class_id', schema: id, title: { zh: '分类', en: 'Class' } },
    { kind: 'exact', field: 'merchant_id', schema: id, title: { zh: '商家', en: 'Merchant' } },
    { kind: 'exact', field: 'audit_state', schema: AUDIT_STATE.schema, title: { zh: '审核状态', en: 'Review' } },
    { kind: 'exact', field: 'zone', schema: GOODS_ZONE.schema, title: { zh: '专区', en: 'Zone' } },
    { kind: 'range', field: 'price', title: { zh: '价格区间', en: 'Price range' } },
    { kind: 'range', field: 'stock', title: { zh: '库存', en: 'Stock' } },
    { kind: 'dateRange', field: 'created_at', title: { zh: '创建时间', en: 'Created' } },
  ],
  tabs: [
    { key: 'on_sale', title: GOODS_STATE.options.on_sale, where: { state: 'on_sale' } },
    { key: 'in_warehouse', title: GOODS_STATE.options.in_warehouse, where: { state: 'in_warehouse' } },
    { key: 'sold_out', title: GOODS_STATE.options.sold_out, where: { state: 'sold_out' } },
    { key: 'low_stock', title: { zh: '库存紧张', en: 'Low stock' }, where: { state: 'on_sale', stock_max: String(LOW_STOCK) } },
    { key: 'recycle', title: GOODS_STATE.options.recycle, where: { state: 'recycle' } },
  ],
  sortable: ['id', 'price', 'stock', 'sales', 'sort', 'created_at'],
  defaultSort: '-created_at',
  // every goods zone route shows and edits these goods
  permission: { read: 'goods_list', readAlso: GOODS_ZONE_LABELS, actAlso: GOODS_ZONE_LABELS },
  // the platform lists goods for a merchant of its choice (its own shop when none); a merchant for itself (the
  // upstream refuses another shop), and goods never move shop in an edit
  create: goodsInput.extend({ merchant_id: id.optional() }).superRefine((value, ctx) => report(checkSkus(value), ctx)),
  update: patchOf(goodsInput, checkSkus),
  deletable: true,
  deleteWhen: { deleted: [true] },
  actions: {
    on_shelf: {
      title: { zh: '上架', en: 'Put on shelf' },
      when: { deleted: [false], on_shelf: [false], audit_state: ['approved'] },
      set: { on_shelf: true },
      batch: true,
    },
    off_shelf: {
      title: { zh: '下架', en: 'Take off shelf' },
      when: { deleted: [false], on_shelf: [true] },
      set: { on_shelf: false },
      batch: true,
    },
    recommend: { title: { zh: '推荐', en: 'Recommend' }, when: { deleted: [false], recommend: [false] }, set: { recommend: true }, batch: true },
    unrecommend: { title: { zh: '取消推荐', en: 'Stop recommending' }, when: { recommend: [true] }, set: { recommend: false }, batch: true },
    move_class: { title: { zh: '转移分类', en: 'Move to class' }, when: { deleted: [false] }, body: z.object({ class_id: id }), batch: true },
    // the reason is logged beside the SKUs before and after (docs/oplog.md)
    stock: { title: { zh: '修改库存', en: 'Set stock' }, when: { deleted: [false] }, body: z.object({ skus: z.array(skuStock).min(1), ...reason.shape }) },
    recycle: {
      title: { zh: '移入回收站', en: 'Move to recycle bin' },
      when: { deleted: [false] },
      set: { deleted: true, on_shelf: false },
      batch: true,
      confirm: true,
    },
    restore: { title: { zh: '恢复', en: 'Restore' }, when: { deleted: [true] }, set: { deleted: false }, batch: true },
    ...REVIEW_ACTIONS,
  },
});

/**
 * The goods review queue: the same goods, seen by a reviewer. Its tabs are the review states, and it offers only
 * the decisions (the review routes /other/auth, /other/preAuth and /other/allReturnGoods are variants of it).
 */
export const goodsReview = defineResource({
  name: 'goodsReview',
  title: { zh: '商品审核', en: 'Goods review' },
  path: '/api/v2/seller/goods_review',
  record: goodsRecord,
  fields: goods.fields,
  enums: goods.enums,
  filters: [
    { kind: 'keyword', param: 'keyword', fields: ['name', 'id'], title: { zh: '商品名称/ID', en: 'Name or ID' } },
    { kind: 'exact', field: 'audit_state', schema: AUDIT_STATE.schema, title: { zh: '审核状态', en: 'Review' } },
    { kind: 'exact', field: 'merchant_id', schema: id, title: { zh: '商家', en: 'Merchant' } },
    { kind: 'exact', field: 'class_id', schema: id, title: { zh: '分类', en: 'Class' } },
    { kind: 'exact', field: 'zone', schema: GOODS_ZONE.schema, title: { zh: '专区', en: 'Zone' } },
    { kind: 'dateRange', field: 'created_at', title: { zh: '提交时间', en: 'Submitted' } },
  ],
  tabs: AUDIT_STATE.values.map((s) => ({ key: s, title: AUDIT_STATE.options[s], where: { audit_state: s } })),
  sortable: ['id', 'price', 'created_at'],
  defaultSort: '-created_at',
  // the review routes show the same queue; a merchant follows its own activity registrations without deciding them
  permission: { read: 'goods_auth', readAlso: [...REVIEW_LABELS, 'goods_activityRegistration'] },
  actions: REVIEW_ACTIONS,
});
