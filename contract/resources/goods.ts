import { z } from 'zod';
import { defineEnum } from '../enums.ts';
import { type ActionDef, defineResource, type FieldRule, patchOf } from '../resource.ts';
import type { Text } from '../i18n.ts';
import { labelsUnder } from '../routes.ts';
import { dateTime, id, money, nonNegativeMoney, picture, reason, richText } from './common.ts';

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
/** The goods zones of the /goods routes; each zone screen is the goods list with `zone` fixed. */
export const GOODS_ZONE = defineEnum({
  normal: { zh: '普通商品', en: 'Regular', color: 'grey' },
  promotion: { zh: '促销专区', en: 'Promotion', color: 'red' },
  welfare: { zh: '福利专区', en: 'Welfare', color: 'pink' },
  gogo: { zh: 'GOGO专区', en: 'GoGo', color: 'orange' },
  wholesale: { zh: '批发专区', en: 'Wholesale', color: 'blue' },
  instalment: { zh: '分期专区', en: 'Instalment', color: 'violet' },
  poverty: { zh: '扶贫专区', en: 'Poverty relief', color: 'olive' },
  live: { zh: '直播专区', en: 'Live stream', color: 'purple' },
  new_people: { zh: '新人专区', en: 'New users', color: 'teal' },
  activity: { zh: '活动商品', en: 'Activity', color: 'yellow' },
  quanping: { zh: '全品专区', en: 'All-category', color: 'blue' },
  purchased: { zh: '采购专区', en: 'Procurement', color: 'brown' },
  electricity: { zh: '电费返还专区', en: 'Electricity rebate', color: 'yellow' },
  appreciation: { zh: '增值专区', en: 'Appreciation', color: 'green' },
  supplementary: { zh: '补充专区', en: 'Supplementary', color: 'grey' },
  tradeunion: { zh: '工会增值专区', en: 'Trade-union increment', color: 'red' },
  gratis: { zh: '排队免单专区', en: 'Queue for free', color: 'teal' },
  superlink: { zh: '超链专区', en: 'Superlink', color: 'blue' },
  withdraw: { zh: '提现专区', en: 'Withdrawal', color: 'orange' },
  repeat: { zh: '复购专区', en: 'Repeat purchase', color: 'violet' },
  full_return: { zh: '全返兑换专区', en: 'Full-return exchange', color: 'pink' },
});

/**
 * The fields a zone adds to its goods; each zone uses its own few (see ZONE_FIELDS), the others stay unset.
 * Rebates and shares are percentages of the price.
 */
export const zoneInfo = z.object({
  periods: z.number().int().min(2).max(36).optional(),
  down_payment: nonNegativeMoney.optional(),
  tiers: z.array(z.object({ min_quantity: z.number().int().min(1), price: money })).max(5).optional(),
  min_quantity: z.number().int().min(1).max(100_000).optional(),
  live_room: z.string().max(60).optional(),
  live_start: dateTime.optional(),
  live_end: dateTime.optional(),
  queue_length: z.number().int().min(0).optional(),
  free_every: z.number().int().min(2).max(100).optional(),
  rebate_percent: z.number().min(0).max(100).optional(),
  rebate_months: z.number().int().min(1).max(60).optional(),
  points_price: z.number().int().min(0).optional(),
  activity_name: z.string().max(60).optional(),
  activity_start: dateTime.optional(),
  activity_end: dateTime.optional(),
  superlink_url: z.string().max(500).optional(),
  limit_per_user: z.number().int().min(1).max(99).optional(),
  supplier: z.string().max(60).optional(),
});
export type ZoneInfo = z.infer<typeof zoneInfo>;

/** Titles of the zone fields. */
export const ZONE_INFO_FIELDS: Record<keyof ZoneInfo, Text> = {
  periods: { zh: '分期期数', en: 'Periods' },
  down_payment: { zh: '首付金额', en: 'Down payment' },
  tiers: { zh: '阶梯批发价', en: 'Tiered prices' },
  min_quantity: { zh: '起批数量', en: 'Minimum quantity' },
  live_room: { zh: '直播间', en: 'Live room' },
  live_start: { zh: '开播时间', en: 'Live from' },
  live_end: { zh: '结束时间', en: 'Live until' },
  queue_length: { zh: '排队人数', en: 'Queue length' },
  free_every: { zh: '免单规则（每N单免1单）', en: 'Free order every N' },
  rebate_percent: { zh: '返还比例(%)', en: 'Rebate (%)' },
  rebate_months: { zh: '返还月数', en: 'Rebate months' },
  points_price: { zh: '所需积分', en: 'Points price' },
  activity_name: { zh: '活动名称', en: 'Activity' },
  activity_start: { zh: '活动开始', en: 'Activity from' },
  activity_end: { zh: '活动结束', en: 'Activity until' },
  superlink_url: { zh: '超链地址', en: 'Superlink URL' },
  limit_per_user: { zh: '每人限购', en: 'Limit per buyer' },
  supplier: { zh: '供应商', en: 'Supplier' },
};

/** Which zone fields each zone has (the zone screens show them as columns and form fields). */
export const ZONE_FIELDS: Partial<Record<z.infer<typeof GOODS_ZONE.schema>, readonly (keyof ZoneInfo)[]>> = {
  promotion: ['activity_name', 'activity_start', 'activity_end', 'limit_per_user'],
  welfare: ['points_price', 'limit_per_user'],
  gogo: ['limit_per_user', 'rebate_percent'],
  wholesale: ['min_quantity', 'tiers'],
  quanping: ['rebate_percent'],
  purchased: ['supplier', 'min_quantity'],
  electricity: ['rebate_percent', 'rebate_months'],
  instalment: ['periods', 'down_payment'],
  poverty: ['supplier'],
  live: ['live_room', 'live_start', 'live_end'],
  appreciation: ['rebate_percent', 'rebate_months'],
  supplementary: ['supplier', 'limit_per_user'],
  tradeunion: ['rebate_percent', 'points_price'],
  gratis: ['queue_length', 'free_every'],
  superlink: ['superlink_url'],
  new_people: ['limit_per_user'],
  withdraw: ['rebate_percent'],
  repeat: ['rebate_percent', 'limit_per_user'],
  full_return: ['rebate_percent', 'rebate_months'],
  activity: ['activity_name', 'activity_start', 'activity_end'],
};

export const LOW_STOCK = 10;

export const firstOrderSetting = z.object({
  enabled: z.boolean(),
  first_price: nonNegativeMoney,
  limit_per_user: z.number().int().min(1).max(99),
});

/** One SKU of goods: a spec with its own price and stock; the goods' `stock` is the sum of its SKUs'. */
export const goodsSku = z.object({ id: z.number().int().min(1), spec: z.string().min(1).max(40), price: money, stock: z.number().int().min(0) });
export type GoodsSku = z.infer<typeof goodsSku>;
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
  price: money,
  market_price: money,
  stock: z.number().int().min(0),
  skus: z.array(goodsSku),
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

const goodsInput = z.object({
  name: z.string().trim().min(2).max(60),
  picture,
  pictures: z.array(picture).max(9).default([]),
  class_id: id,
  zone: GOODS_ZONE.schema.default('normal'),
  price: nonNegativeMoney,
  market_price: nonNegativeMoney,
  stock: z.number().int().min(0).max(9_999_999),
  sort: z.number().int().min(0).max(9999).default(0),
  description: richText.max(20_000).default(''),
  zone_info: zoneInfo.default({}),
});

/**
 * The market price is the one the apps strike through next to the price, so it is never below it. A patch that leaves
 * either price out is checked by the upstream against the goods' other price.
 */
export const MARKET_NOT_BELOW_PRICE: FieldRule = {
  holds: ({ price, market_price: market }) => typeof price !== 'string' || typeof market !== 'string' || Number(market) >= Number(price),
  issue: { path: ['market_price'], message: 'market_price >= price', params: { text: { zh: '不能低于售价', en: 'cannot be below the price' } } },
};

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
  history: true,
  create: goodsInput.refine(MARKET_NOT_BELOW_PRICE.holds, MARKET_NOT_BELOW_PRICE.issue),
  update: patchOf(goodsInput, MARKET_NOT_BELOW_PRICE),
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
    stock: { title: { zh: '修改库存', en: 'Set stock' }, when: { deleted: [false] }, body: z.object({ skus: z.array(skuStock).min(1) }) },
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
