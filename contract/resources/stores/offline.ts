/**
 * Offline stores (`/offlineStore`): physical shops of the merchants with their address (province, city and district
 * of the area tree), opening hours and the verifiers who redeem in-store orders; their review and recommendation (one
 * shared screen, two variants, each read with its own route's label); the services they offer. Offline shop goods and
 * orders (`/offlineShop`) belong to a merchant: a merchant account sees only its own.
 */
import { z } from 'zod';
import { mobile } from '../../shell.ts';
import { defineEnum } from '../../enums.ts';
import { type ActionDef, defineResource, type FieldRule, patchOf } from '../../resource.ts';
import { dateTime, id, money, nonNegativeMoney, picture, reason } from '../common.ts';
import { REVIEW_STATUS } from './storeChanges.ts';
import { format } from '../../formats.ts';

const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, format('clock'));
export const verifier = z.object({ name: z.string().trim().min(2).max(20), mobile });
export type Verifier = z.infer<typeof verifier>;

export const offlineStoreRecord = z.object({
  id,
  merchant_id: id,
  merchant_name: z.string(),
  name: z.string(),
  logo: picture,
  province: z.string(),
  city: z.string(),
  district: z.string(),
  address: z.string(),
  phone: z.string(),
  open_time: hhmm,
  close_time: hhmm,
  verifiers: z.array(verifier),
  status: REVIEW_STATUS.schema,
  reject_reason: z.string(),
  open: z.boolean(),
  recommend: z.boolean(),
  created_at: dateTime,
});
export type OfflineStore = z.infer<typeof offlineStoreRecord>;

const offlineStoreBase = z.object({
    merchant_id: id,
    name: z.string().trim().min(2).max(40),
    province: z.string().trim().min(2).max(20),
    city: z.string().trim().min(2).max(20),
    district: z.string().trim().min(2).max(20),
    address: z.string().trim().min(2).max(100),
    phone: z.string().trim().regex(/^[\d-]{7,20}$/, format('phone')),
    open_time: hhmm,
    close_time: hhmm,
});
/** A store closes after it opens; an edit that moves only one of them is checked by the upstream against the store. */
export const CLOSE_AFTER_OPEN: FieldRule = {
  holds: ({ open_time: open, close_time: close }) => typeof open !== 'string' || typeof close !== 'string' || close > open,
  issue: { path: ['close_time'], message: '> open_time', params: { text: { zh: '必须晚于开门时间', en: 'must be after the opening time' } } },
};
const offlineStoreInput = offlineStoreBase.refine(CLOSE_AFTER_OPEN.holds, CLOSE_AFTER_OPEN.issue);

const OFFLINE_STORE_FIELDS = {
  id: { zh: '门店ID', en: 'ID' },
  merchant_id: { zh: '商家ID', en: 'Merchant ID' },
  merchant_name: { zh: '所属商家', en: 'Merchant' },
  name: { zh: '门店名称', en: 'Store' },
  logo: { zh: '门头照', en: 'Front photo' },
  province: { zh: '省份', en: 'Province' },
  city: { zh: '城市', en: 'City' },
  district: { zh: '区县', en: 'District' },
  address: { zh: '详细地址', en: 'Address' },
  phone: { zh: '门店电话', en: 'Phone' },
  open_time: { zh: '开门时间', en: 'Opens' },
  close_time: { zh: '关门时间', en: 'Closes' },
  verifiers: { zh: '核销员', en: 'Verifiers' },
  status: { zh: '审核状态', en: 'Review' },
  reject_reason: { zh: '驳回原因', en: 'Rejection reason' },
  open: { zh: '营业中', en: 'Open' },
  recommend: { zh: '推荐', en: 'Recommended' },
  created_at: { zh: '申请时间', en: 'Applied' },
};

const storeKeyword = { kind: 'keyword', param: 'keyword', fields: ['name', 'merchant_name', 'address', 'phone'], title: { zh: '门店/商家/地址/电话', en: 'Store, merchant, address or phone' } } as const;
const provinceFilter = { kind: 'keyword', param: 'region', fields: ['province', 'city', 'district'], title: { zh: '省/市/区', en: 'Province, city or district' } } as const;

const OFFLINE_STORE_ACTIONS = {
  approve: { title: { zh: '通过', en: 'Approve' }, when: { status: ['pending'] }, set: { status: 'approved', open: true }, batch: true },
  reject: { title: { zh: '驳回', en: 'Reject' }, when: { status: ['pending'] }, set: { status: 'rejected' }, body: reason, batch: true },
  open: { title: { zh: '营业', en: 'Open' }, when: { status: ['approved'], open: [false] }, set: { open: true }, batch: true },
  close: { title: { zh: '停业', en: 'Close' }, when: { status: ['approved'], open: [true] }, set: { open: false }, batch: true, confirm: true },
  recommend: { title: { zh: '推荐', en: 'Recommend' }, when: { status: ['approved'], recommend: [false] }, set: { recommend: true }, batch: true },
  unrecommend: { title: { zh: '取消推荐', en: 'Stop recommending' }, when: { recommend: [true] }, set: { recommend: false }, batch: true },
  add_verifier: { title: { zh: '添加核销员', en: 'Add verifier' }, when: { status: ['approved'] }, body: verifier },
  remove_verifier: { title: { zh: '移除核销员', en: 'Remove verifier' }, when: { status: ['approved'] }, body: z.object({ mobile }) },
} satisfies Record<string, ActionDef>;

export const offlineStores = defineResource({
  name: 'offlineStores',
  title: { zh: '线下门店', en: 'Offline stores' },
  path: '/api/v2/seller/offline_stores',
  record: offlineStoreRecord,
  fields: OFFLINE_STORE_FIELDS,
  enums: { status: REVIEW_STATUS },
  filters: [
    storeKeyword,
    provinceFilter,
    { kind: 'exact', field: 'merchant_id', schema: id, title: { zh: '所属商家', en: 'Merchant' } },
    { kind: 'exact', field: 'open', schema: z.boolean(), title: { zh: '营业中', en: 'Open' } },
  ],
  sortable: ['id', 'created_at'],
  defaultSort: '-created_at',
  permission: { read: 'offlineStore_list' },
  create: offlineStoreInput,
  update: patchOf(offlineStoreBase, CLOSE_AFTER_OPEN),
  actions: {
    open: OFFLINE_STORE_ACTIONS.open,
    close: OFFLINE_STORE_ACTIONS.close,
    add_verifier: OFFLINE_STORE_ACTIONS.add_verifier,
    remove_verifier: OFFLINE_STORE_ACTIONS.remove_verifier,
  },
});

/** The shared review and recommendation screen of offline stores: one variant per route, each with its own label. */
export const offlineStoreApplications = defineResource({
  name: 'offlineStoreApplications',
  title: { zh: '门店入驻申请', en: 'Store applications' },
  path: '/api/v2/seller/offline_store_applications',
  record: offlineStoreRecord,
  fields: OFFLINE_STORE_FIELDS,
  enums: { status: REVIEW_STATUS },
  filters: [
    storeKeyword,
    provinceFilter,
    { kind: 'exact', field: 'status', schema: REVIEW_STATUS.schema, title: { zh: '审核状态', en: 'Review' } },
    { kind: 'dateRange', field: 'created_at', title: { zh: '申请时间', en: 'Applied' } },
  ],
  tabs: REVIEW_STATUS.values.map((s) => ({ key: s, title: REVIEW_STATUS.options[s], where: { status: s } })),
  sortable: ['id', 'created_at'],
  defaultSort: '-created_at',
  permission: { read: 'offlineStore_check' },
  actions: { approve: OFFLINE_STORE_ACTIONS.approve, reject: OFFLINE_STORE_ACTIONS.reject },
});

export const offlineStoreRecommend = defineResource({
  name: 'offlineStoreRecommend',
  title: { zh: '推荐门店', en: 'Recommended stores' },
  path: '/api/v2/seller/offline_store_recommend',
  record: offlineStoreRecord,
  fields: OFFLINE_STORE_FIELDS,
  enums: { status: REVIEW_STATUS },
  filters: [storeKeyword, provinceFilter, { kind: 'exact', field: 'recommend', schema: z.boolean(), title: { zh: '推荐', en: 'Recommended' } }],
  tabs: [
    { key: 'recommended', title: { zh: '推荐中', en: 'Recommended' }, where: { recommend: 'true' } },
    { key: 'not_recommended', title: { zh: '未推荐', en: 'Not recommended' }, where: { recommend: 'false' } },
  ],
  sortable: ['id', 'created_at'],
  defaultSort: '-created_at',
  permission: { read: 'offlineStore_recommend' },
  actions: { recommend: OFFLINE_STORE_ACTIONS.recommend, unrecommend: OFFLINE_STORE_ACTIONS.unrecommend },
});

export const SERVICE_KIND = defineEnum({
  delivery: { zh: '同城配送', en: 'Local delivery', color: 'blue' },
  pickup: { zh: '到店自提', en: 'In-store pickup', color: 'teal' },
  booking: { zh: '预约到店', en: 'Booking', color: 'violet' },
  install: { zh: '上门安装', en: 'Home installation', color: 'orange' },
});

export const offlineServiceRecord = z.object({
  id,
  store_id: id,
  store_name: z.string(),
  kind: SERVICE_KIND.schema,
  name: z.string(),
  price: money,
  duration_minutes: z.number().int().min(0),
  booking_count: z.number().int().min(0),
  enabled: z.boolean(),
  created_at: dateTime,
});
export type OfflineService = z.infer<typeof offlineServiceRecord>;

const offlineServiceInput = z.object({
  store_id: id,
  kind: SERVICE_KIND.schema,
  name: z.string().trim().min(2).max(30),
  price: nonNegativeMoney,
  duration_minutes: z.number().int().min(0).max(1440),
  enabled: z.boolean().default(true),
});

export const offlineServices = defineResource({
  name: 'offlineServices',
  title: { zh: '门店服务', en: 'Store services' },
  path: '/api/v2/seller/offline_services',
  record: offlineServiceRecord,
  fields: {
    id: { zh: 'ID', en: 'ID' },
    store_id: { zh: '门店ID', en: 'Store ID' },
    store_name: { zh: '门店', en: 'Store' },
    kind: { zh: '服务类型', en: 'Kind' },
    name: { zh: '服务名称', en: 'Service' },
    price: { zh: '服务价格', en: 'Price' },
    duration_minutes: { zh: '时长（分钟）', en: 'Minutes' },
    booking_count: { zh: '预约次数', en: 'Bookings' },
    enabled: { zh: '上架', en: 'Offered' },
    created_at: { zh: '创建时间', en: 'Created' },
  },
  enums: { kind: SERVICE_KIND },
  filters: [
    { kind: 'keyword', param: 'keyword', fields: ['name', 'store_name'], title: { zh: '服务/门店', en: 'Service or store' } },
    { kind: 'exact', field: 'kind', schema: SERVICE_KIND.schema, title: { zh: '服务类型', en: 'Kind' } },
    { kind: 'exact', field: 'enabled', schema: z.boolean(), title: { zh: '上架', en: 'Offered' } },
  ],
  tabs: SERVICE_KIND.values.map((s) => ({ key: s, title: SERVICE_KIND.options[s], where: { kind: s } })),
  sortable: ['id', 'booking_count', 'created_at'],
  defaultSort: '-booking_count',
  permission: { read: 'offlineStore_server' },
  create: offlineServiceInput,
  update: patchOf(offlineServiceInput),
  deletable: true,
  actions: {
    enable: { title: { zh: '上架', en: 'Offer' }, when: { enabled: [false] }, set: { enabled: true } },
    disable: { title: { zh: '下架', en: 'Withdraw' }, when: { enabled: [true] }, set: { enabled: false } },
  },
});

export const offlineGoodsRecord = z.object({
  id,
  merchant_id: id,
  merchant_name: z.string(),
  store_id: id,
  store_name: z.string(),
  name: z.string(),
  picture,
  price: money,
  stock: z.number().int().min(0),
  sales: z.number().int().min(0),
  audit_state: REVIEW_STATUS.schema,
  reject_reason: z.string(),
  on_shelf: z.boolean(),
  created_at: dateTime,
});
export type OfflineGoods = z.infer<typeof offlineGoodsRecord>;

const offlineGoodsInput = z.object({
  store_id: id,
  name: z.string().trim().min(2).max(60),
  picture,
  price: nonNegativeMoney,
  stock: z.number().int().min(0).max(999_999),
});

const OFFLINE_GOODS_FIELDS = {
  id: { zh: '商品ID', en: 'ID' },
  merchant_id: { zh: '商家', en: 'Merchant' },
  merchant_name: { zh: '商家', en: 'Merchant' },
  store_id: { zh: '门店ID', en: 'Store ID' },
  store_name: { zh: '门店', en: 'Store' },
  name: { zh: '商品名称', en: 'Goods' },
  picture: { zh: '商品图', en: 'Picture' },
  price: { zh: '到店价', en: 'In-store price' },
  stock: { zh: '库存', en: 'Stock' },
  sales: { zh: '销量', en: 'Sold' },
  audit_state: { zh: '审核状态', en: 'Review' },
  reject_reason: { zh: '驳回原因', en: 'Rejection reason' },
  on_shelf: { zh: '上架', en: 'On shelf' },
  created_at: { zh: '提交时间', en: 'Submitted' },
};
/** The filters the in-store goods list and its review queue share. */
const goodsFilters = [
  { kind: 'keyword', param: 'keyword', fields: ['name', 'store_name', 'merchant_name'], title: { zh: '商品/门店/商家', en: 'Goods, store or merchant' } },
  { kind: 'exact', field: 'merchant_id', schema: id, title: { zh: '商家', en: 'Merchant' } },
  { kind: 'exact', field: 'audit_state', schema: REVIEW_STATUS.schema, title: { zh: '审核状态', en: 'Review' } },
] as const;

export const offlineGoods = defineResource({
  name: 'offlineGoods',
  title: { zh: '门店商品', en: 'In-store goods' },
  path: '/api/v2/seller/offline_goods',
  record: offlineGoodsRecord,
  fields: OFFLINE_GOODS_FIELDS,
  enums: { audit_state: REVIEW_STATUS },
  filters: [
    ...goodsFilters,
    { kind: 'exact', field: 'on_shelf', schema: z.boolean(), title: { zh: '上架', en: 'On shelf' } },
    { kind: 'range', field: 'price', title: { zh: '到店价', en: 'In-store price' } },
  ],
  tabs: [
    { key: 'on_shelf', title: { zh: '在售', en: 'On shelf' }, where: { on_shelf: 'true' } },
    { key: 'off_shelf', title: { zh: '已下架', en: 'Off shelf' }, where: { on_shelf: 'false' } },
  ],
  sortable: ['id', 'price', 'stock', 'sales', 'created_at'],
  defaultSort: '-created_at',
  permission: { read: 'offlineShop_offline_goodsManage' },
  create: offlineGoodsInput,
  update: patchOf(offlineGoodsInput),
  deletable: true,
  actions: {
    on_shelf: { title: { zh: '上架', en: 'Put on shelf' }, when: { audit_state: ['approved'], on_shelf: [false] }, set: { on_shelf: true }, batch: true },
    off_shelf: { title: { zh: '下架', en: 'Take off shelf' }, when: { on_shelf: [true] }, set: { on_shelf: false }, batch: true },
  },
});

export const offlineGoodsReview = defineResource({
  name: 'offlineGoodsReview',
  title: { zh: '门店商品审核', en: 'In-store goods review' },
  path: '/api/v2/seller/offline_goods_review',
  record: offlineGoodsRecord,
  fields: OFFLINE_GOODS_FIELDS,
  enums: { audit_state: REVIEW_STATUS },
  filters: [
    ...goodsFilters,
  ],
  tabs: REVIEW_STATUS.values.map((s) => ({ key: s, title: REVIEW_STATUS.options[s], where: { audit_state: s } })),
  sortable: ['id', 'price', 'created_at'],
  defaultSort: '-created_at',
  permission: { read: 'offlineShop_offline_goodsReview' },
  actions: {
    approve: { title: { zh: '通过', en: 'Approve' }, when: { audit_state: ['pending'] }, set: { audit_state: 'approved' }, batch: true },
    reject: { title: { zh: '驳回', en: 'Reject' }, when: { audit_state: ['pending'] }, set: { audit_state: 'rejected', on_shelf: false }, body: reason, batch: true },
  },
});

export const OFFLINE_ORDER_STATUS = defineEnum({
  to_use: { zh: '待核销', en: 'To redeem', color: 'yellow' },
  used: { zh: '已核销', en: 'Redeemed', color: 'green' },
  refunded: { zh: '已退款', en: 'Refunded', color: 'grey' },
});

export const offlineOrderRecord = z.object({
  id,
  order_no: z.string(),
  merchant_id: id,
  merchant_name: z.string(),
  store_id: id,
  store_name: z.string(),
  goods_id: id,
  goods_name: z.string(),
  quantity: z.number().int().min(1),
  amount: money,
  buyer_name: z.string(),
  buyer_mobile: z.string(),
  verify_code: z.string(),
  verifier: z.string(),
  status: OFFLINE_ORDER_STATUS.schema,
  created_at: dateTime,
  used_at: dateTime.nullable(),
});
export type OfflineOrder = z.infer<typeof offlineOrderRecord>;

export const offlineOrders = defineResource({
  name: 'offlineOrders',
  title: { zh: '门店订单', en: 'In-store orders' },
  path: '/api/v2/seller/offline_orders',
  record: offlineOrderRecord,
  fields: {
    id: { zh: 'ID', en: 'ID' },
    order_no: { zh: '订单号', en: 'Order no.' },
    merchant_id: { zh: '商家', en: 'Merchant' },
    merchant_name: { zh: '商家', en: 'Merchant' },
    store_id: { zh: '门店ID', en: 'Store ID' },
    store_name: { zh: '门店', en: 'Store' },
    goods_id: { zh: '商品ID', en: 'Goods ID' },
    goods_name: { zh: '商品', en: 'Goods' },
    quantity: { zh: '数量', en: 'Qty' },
    amount: { zh: '实付金额', en: 'Paid' },
    buyer_name: { zh: '买家', en: 'Buyer' },
    buyer_mobile: { zh: '买家电话', en: 'Buyer phone' },
    verify_code: { zh: '核销码', en: 'Redeem code' },
    verifier: { zh: '核销员', en: 'Verifier' },
    status: { zh: '状态', en: 'Status' },
    created_at: { zh: '下单时间', en: 'Placed' },
    used_at: { zh: '核销时间', en: 'Redeemed' },
  },
  enums: { status: OFFLINE_ORDER_STATUS },
  filters: [
    { kind: 'keyword', param: 'keyword', fields: ['order_no', 'buyer_name', 'buyer_mobile', 'goods_name'], title: { zh: '订单号/买家/电话/商品', en: 'Order no., buyer, phone or goods' } },
    { kind: 'exact', field: 'merchant_id', schema: id, title: { zh: '商家', en: 'Merchant' } },
    { kind: 'exact', field: 'status', schema: OFFLINE_ORDER_STATUS.schema, title: { zh: '状态', en: 'Status' } },
    { kind: 'dateRange', field: 'created_at', title: { zh: '下单时间', en: 'Placed' } },
  ],
  tabs: OFFLINE_ORDER_STATUS.values.map((s) => ({ key: s, title: OFFLINE_ORDER_STATUS.options[s], where: { status: s } })),
  sortable: ['id', 'amount', 'created_at'],
  defaultSort: '-created_at',
  permission: { read: 'offlineShop_offline_orderManage' },
  actions: {
    verify: {
      title: { zh: '核销', en: 'Redeem' },
      when: { status: ['to_use'] },
      set: { status: 'used' },
      body: z.object({ code: z.string().trim().regex(/^\d{8}$/, format('digits8')) }),
    },
    refund: { title: { zh: '退款', en: 'Refund' }, when: { status: ['to_use'] }, set: { status: 'refunded' }, confirm: true },
  },
});

export const businessCircleRecord = z.object({
  id,
  name: z.string(),
  province: z.string(),
  city: z.string(),
  district: z.string(),
  landmark: z.string(),
  radius_km: z.number().int().min(1).max(50),
  store_count: z.number().int().min(0),
  enabled: z.boolean(),
  sort: z.number().int().min(0),
  created_at: dateTime,
});
export type BusinessCircle = z.infer<typeof businessCircleRecord>;

const businessCircleInput = z.object({
  name: z.string().trim().min(2).max(30),
  province: z.string().trim().min(2).max(20),
  city: z.string().trim().min(2).max(20),
  district: z.string().trim().min(2).max(20),
  landmark: z.string().trim().min(2).max(60),
  radius_km: z.number().int().min(1).max(50),
  enabled: z.boolean().default(true),
  sort: z.number().int().min(0).max(999).default(0),
});

export const businessCircles = defineResource({
  name: 'businessCircles',
  title: { zh: '商圈', en: 'Business circles' },
  path: '/api/v2/seller/business_circles',
  record: businessCircleRecord,
  fields: {
    id: { zh: 'ID', en: 'ID' },
    name: { zh: '商圈名称', en: 'Circle' },
    province: { zh: '省份', en: 'Province' },
    city: { zh: '城市', en: 'City' },
    district: { zh: '区县', en: 'District' },
    landmark: { zh: '中心地标', en: 'Landmark' },
    radius_km: { zh: '半径（公里）', en: 'Radius (km)' },
    store_count: { zh: '门店数', en: 'Stores' },
    enabled: { zh: '启用', en: 'Enabled' },
    sort: { zh: '排序', en: 'Sort' },
    created_at: { zh: '创建时间', en: 'Created' },
  },
  filters: [
    { kind: 'keyword', param: 'keyword', fields: ['name', 'landmark'], title: { zh: '商圈/地标', en: 'Circle or landmark' } },
    provinceFilter,
    { kind: 'exact', field: 'enabled', schema: z.boolean(), title: { zh: '启用', en: 'Enabled' } },
  ],
  sortable: ['sort', 'store_count', 'created_at'],
  defaultSort: 'sort',
  permission: { read: 'businessCommunity_index' },
  create: businessCircleInput,
  update: patchOf(businessCircleInput),
  deletable: true,
  actions: {
    enable: { title: { zh: '启用', en: 'Enable' }, when: { enabled: [false] }, set: { enabled: true } },
    disable: { title: { zh: '停用', en: 'Disable' }, when: { enabled: [true] }, set: { enabled: false }, confirm: true },
  },
});
