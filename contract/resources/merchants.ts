import { z } from 'zod';
import { defineEnum } from '../enums.ts';
import { defineResource, patchOf } from '../resource.ts';
import { mobile, password } from '../shell.ts';
import { dateTime, id, money, picture, reason } from './common.ts';

export const MERCHANT_STATUS = defineEnum({
  pending: { zh: '待审核', en: 'Pending', color: 'yellow' },
  approved: { zh: '已入驻', en: 'Approved', color: 'green' },
  rejected: { zh: '已驳回', en: 'Rejected', color: 'red' },
});
export const MERCHANT_CATEGORY = defineEnum({
  food: { zh: '食品生鲜', en: 'Food & fresh' },
  appliance: { zh: '家用电器', en: 'Appliances' },
  apparel: { zh: '服饰鞋包', en: 'Apparel' },
  beauty: { zh: '美妆个护', en: 'Beauty' },
  baby: { zh: '母婴用品', en: 'Baby' },
  home: { zh: '家居日用', en: 'Home' },
  digital: { zh: '手机数码', en: 'Digital' },
  health: { zh: '医药保健', en: 'Health' },
});

/**
 * The order of `licence_pictures` says what each picture is: the business licence, the owner's ID card front and back,
 * then photos of the shop (see `LICENCE_PICTURE_ROLES`).
 */
export const LICENCE_PICTURE_ROLES = [
  { zh: '营业执照', en: 'Business licence' },
  { zh: '身份证正面', en: 'ID card (front)' },
  { zh: '身份证反面', en: 'ID card (back)' },
] as const;
export const SHOP_PHOTO_TITLE = { zh: '门店照片', en: 'Shop photo' } as const;

/** A merchant as the mock stores it. */
export const merchantRow = z.object({
  id,
  name: z.string(),
  logo: picture,
  owner: z.string(),
  mobile: z.string(),
  category: MERCHANT_CATEGORY.schema,
  province: z.string(),
  city: z.string(),
  district: z.string(),
  address: z.string(),
  licence_pictures: z.array(picture),
  status: MERCHANT_STATUS.schema,
  reject_reason: z.string(),
  open: z.boolean(),
  recommend: z.boolean(),
  goods_count: z.number().int().min(0),
  created_at: dateTime,
  /** When the application was approved (the store opened); null while pending or rejected. */
  approved_at: dateTime.nullable().optional(),
});
export type Merchant = z.infer<typeof merchantRow>;

/** A merchant as the upstream answers: the row plus its payout balance (the sum of its ledger, see `merchantLedger`). */
export const merchantRecord = merchantRow.extend({ balance: money });

const merchantInput = z.object({
  name: z.string().trim().min(2).max(40),
  logo: picture.optional(),
  owner: z.string().trim().min(2).max(20),
  mobile,
  category: MERCHANT_CATEGORY.schema,
  province: z.string().min(2).max(20),
  city: z.string().min(2).max(20),
  district: z.string().min(2).max(20),
  address: z.string().trim().min(2).max(100),
  licence_pictures: z.array(picture).max(6).default([]),
});

export const merchants = defineResource({
  name: 'merchants',
  title: { zh: '商家', en: 'Merchants' },
  path: '/api/v2/seller/merchants',
  record: merchantRecord,
  fields: {
    id: { zh: '商家ID', en: 'ID' },
    name: { zh: '店铺名称', en: 'Shop' },
    logo: { zh: '店铺logo', en: 'Logo' },
    owner: { zh: '负责人', en: 'Owner' },
    mobile: { zh: '联系电话', en: 'Phone' },
    category: { zh: '主营类目', en: 'Category' },
    address: { zh: '地址', en: 'Address' },
    // licence_pictures has no title of its own: the screens show them as a captioned gallery, not as a field
    status: { zh: '入驻状态', en: 'Status' },
    open: { zh: '营业', en: 'Open' },
    recommend: { zh: '推荐', en: 'Recommended' },
    goods_count: { zh: '商品数', en: 'Goods' },
    created_at: { zh: '申请时间', en: 'Applied' },
    approved_at: { zh: '入驻时间', en: 'Joined' },
    balance: { zh: '可结算余额', en: 'Payable balance' },
    reject_reason: { zh: '驳回原因', en: 'Rejection reason' },
  },
  enums: { status: MERCHANT_STATUS, category: MERCHANT_CATEGORY },
  filters: [
    { kind: 'keyword', param: 'keyword', fields: ['name', 'owner', 'mobile'], title: { zh: '店铺/负责人/电话', en: 'Shop, owner or phone' } },
    { kind: 'exact', field: 'status', schema: MERCHANT_STATUS.schema, title: { zh: '入驻状态', en: 'Status' } },
    { kind: 'exact', field: 'category', schema: MERCHANT_CATEGORY.schema, title: { zh: '主营类目', en: 'Category' } },
    { kind: 'exact', field: 'open', schema: z.boolean(), title: { zh: '营业', en: 'Open' } },
    { kind: 'exact', field: 'recommend', schema: z.boolean(), title: { zh: '推荐', en: 'Recommended' } },
    { kind: 'dateRange', field: 'created_at', title: { zh: '申请时间', en: 'Applied' } },
  ],
  tabs: MERCHANT_STATUS.values.map((s) => ({ key: s, title: MERCHANT_STATUS.options[s], where: { status: s } })),
  sortable: ['id', 'goods_count', 'created_at'],
  defaultSort: '-created_at',
  permission: { read: 'store_alllist' },
  create: merchantInput,
  update: patchOf(merchantInput),
  deletable: true,
  actions: {
    approve: { title: { zh: '通过', en: 'Approve' }, permission: 'store_check', when: { status: ['pending'] }, set: { status: 'approved', open: true }, batch: true },
    reject: {
      title: { zh: '驳回', en: 'Reject' },
      permission: 'store_check',
      when: { status: ['pending'] },
      set: { status: 'rejected' },
      body: reason,
      batch: true,
    },
    open: { title: { zh: '开店', en: 'Open' }, when: { status: ['approved'], open: [false] }, set: { open: true }, batch: true },
    close: { title: { zh: '关店', en: 'Close' }, when: { status: ['approved'], open: [true] }, set: { open: false }, batch: true, confirm: true },
    recommend: { title: { zh: '推荐', en: 'Recommend' }, permission: 'store_recommend', when: { status: ['approved'], recommend: [false] }, set: { recommend: true }, batch: true },
    unrecommend: { title: { zh: '取消推荐', en: 'Stop recommending' }, permission: 'store_recommend', when: { recommend: [true] }, set: { recommend: false }, batch: true },
    reset_password: { title: { zh: '重置密码', en: 'Reset password' }, when: { status: ['approved'] }, body: z.object({ password }), confirm: true },
  },
});
