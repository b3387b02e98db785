/**
 * Coupons: fixed amount or discount, a threshold, a validity (a date range or N days after claim), a total, a
 * per-person limit and a scope. `/coupon/index` holds the coupons anyone may claim, `/coupon/newCoupon` those a new
 * member gets; both are one table, each resource confined to its audience. The platform issues coupons to members
 * (by phone or level); every coupon in a member's hands is a claim record.
 */
import { z } from 'zod';
import { defineEnum, VIP_LEVEL } from '../../enums.ts';
import { defineResource, patchOf, type ResourceDef, report } from '../../resource.ts';
import { dateTime, id, nonNegativeMoney } from '../common.ts';
import { couponPatchProblems, couponProblems } from './rules.ts';

export const COUPON_KIND = defineEnum({
  amount: { zh: '满减券', en: 'Fixed amount', color: 'orange' },
  discount: { zh: '折扣券', en: 'Discount', color: 'purple' },
});
export const COUPON_VALIDITY = defineEnum({
  range: { zh: '固定日期', en: 'Date range', color: 'blue' },
  days: { zh: '领取后N天', en: 'N days after claim', color: 'teal' },
});
export const COUPON_SCOPE = defineEnum({
  all: { zh: '全部商品', en: 'All goods', color: 'green' },
  classes: { zh: '指定分类', en: 'Some categories', color: 'blue' },
  goods: { zh: '指定商品', en: 'Some goods', color: 'violet' },
});
export const COUPON_STATUS = defineEnum({
  active: { zh: '发放中', en: 'Active', color: 'green' },
  stopped: { zh: '已停发', en: 'Stopped', color: 'grey' },
  expired: { zh: '已过期', en: 'Expired', color: 'red' },
});
export const COUPON_AUDIENCE = defineEnum({
  all: { zh: '通用券', en: 'Everyone', color: 'blue' },
  new_member: { zh: '新人券', en: 'New members', color: 'pink' },
});
export const CLAIM_SOURCE = defineEnum({
  claim: { zh: '会员领取', en: 'Claimed', color: 'blue' },
  issue: { zh: '平台发放', en: 'Issued', color: 'orange' },
  register: { zh: '注册赠送', en: 'On sign-up', color: 'pink' },
});
export const CLAIM_STATUS = defineEnum({
  unused: { zh: '未使用', en: 'Unused', color: 'blue' },
  used: { zh: '已使用', en: 'Used', color: 'green' },
  expired: { zh: '已过期', en: 'Expired', color: 'grey' },
});
export const ISSUE_TARGET = defineEnum({
  mobiles: { zh: '按手机号', en: 'By phone' },
  level: { zh: '按会员等级', en: 'By VIP level' },
});

export const couponRecord = z.object({
  id,
  name: z.string(),
  audience: COUPON_AUDIENCE.schema,
  kind: COUPON_KIND.schema,
  /** Off the order (fixed-amount coupons); "0.00" for a discount. */
  amount: z.string(),
  /** Tenths of the price paid ("8.5" is 85 %, 15 % off); null for a fixed amount. */
  discount: z.number().nullable(),
  /** The order amount needed; "0.00" is no threshold. */
  threshold: z.string(),
  validity: COUPON_VALIDITY.schema,
  start_at: dateTime.nullable(),
  end_at: dateTime.nullable(),
  valid_days: z.number().int().nullable(),
  /** New-member coupons: members who registered within this many days get it. */
  new_member_days: z.number().int().nullable(),
  total: z.number().int(),
  per_limit: z.number().int(),
  scope: COUPON_SCOPE.schema,
  scope_ids: z.array(id),
  /** Names of the categories or goods of `scope_ids`, in the same order. */
  scope_names: z.array(z.string()),
  /** Every coupon in members' hands (claimed, issued or given on sign-up). */
  claimed: z.number().int(),
  /** Of those, the ones the platform issued. */
  issued: z.number().int(),
  used: z.number().int(),
  /** `total - claimed`. */
  remaining: z.number().int(),
  status: COUPON_STATUS.schema,
  created_at: dateTime,
});
export type Coupon = z.infer<typeof couponRecord>;

export const couponInput = z.object({
  name: z.string().trim().min(2).max(30),
  kind: COUPON_KIND.schema,
  amount: nonNegativeMoney.default('0.00'),
  discount: z.number().min(0.1).max(9.9).nullable().default(null),
  threshold: nonNegativeMoney.default('0.00'),
  validity: COUPON_VALIDITY.schema,
  start_at: dateTime.nullable().default(null),
  end_at: dateTime.nullable().default(null),
  valid_days: z.number().int().min(1).max(365).nullable().default(null),
  new_member_days: z.number().int().min(1).max(365).nullable().default(null),
  total: z.number().int().min(1).max(1_000_000),
  per_limit: z.number().int().min(1).max(100),
  scope: COUPON_SCOPE.schema,
  scope_ids: z.array(id).max(200).default([]),
}).superRefine((c, ctx) => report(couponProblems(c), ctx));
export type CouponInput = z.infer<typeof couponInput>;

/** Members by phone (one per line or comma) or by level; each gets `per_member` coupons. */
export const issueBody = z.object({
  target: ISSUE_TARGET.schema,
  mobiles: z.string().max(4000).default(''),
  vip_level: VIP_LEVEL.schema.optional(),
  per_member: z.number().int().min(1).max(100).default(1),
});
export type IssueBody = z.infer<typeof issueBody>;

const couponFields = {
  id: { zh: 'ID', en: 'ID' },
  name: { zh: '优惠券名称', en: 'Name' },
  audience: { zh: '类型', en: 'Audience' },
  kind: { zh: '优惠方式', en: 'Kind' },
  amount: { zh: '优惠金额', en: 'Amount off' },
  discount: { zh: '折扣（折）', en: 'Discount (tenths)' },
  threshold: { zh: '使用门槛', en: 'Threshold' },
  validity: { zh: '有效期类型', en: 'Validity' },
  start_at: { zh: '开始时间', en: 'Starts' },
  end_at: { zh: '结束时间', en: 'Ends' },
  valid_days: { zh: '领取后有效天数', en: 'Days valid after claim' },
  new_member_days: { zh: '注册天数内', en: 'Registered within (days)' },
  total: { zh: '发放总量', en: 'Total' },
  per_limit: { zh: '每人限领', en: 'Per person' },
  scope: { zh: '适用范围', en: 'Applies to' },
  scope_ids: { zh: '适用分类/商品', en: 'Categories or goods' },
  scope_names: { zh: '适用分类/商品', en: 'Categories or goods' },
  claimed: { zh: '已领取', en: 'Claimed' },
  issued: { zh: '平台发放', en: 'Issued' },
  used: { zh: '已使用', en: 'Used' },
  remaining: { zh: '剩余', en: 'Left' },
  status: { zh: '状态', en: 'Status' },
  created_at: { zh: '创建时间', en: 'Created' },
};

const couponActions: ResourceDef['actions'] = {
  issue: { title: { zh: '发放给会员', en: 'Issue to members' }, when: { status: ['active'] }, body: issueBody },
  stop: { title: { zh: '停止发放', en: 'Stop issuing' }, when: { status: ['active'] }, set: { status: 'stopped' }, confirm: true, batch: true },
  resume: { title: { zh: '恢复发放', en: 'Resume' }, when: { status: ['stopped'] }, set: { status: 'active' } },
};

function couponResource(name: string, title: { zh: string; en: string }, path: string, label: string) {
  return defineResource({
    name,
    title,
    path,
    record: couponRecord,
    fields: couponFields,
    enums: { audience: COUPON_AUDIENCE, kind: COUPON_KIND, validity: COUPON_VALIDITY, scope: COUPON_SCOPE, status: COUPON_STATUS },
    filters: [
      { kind: 'keyword', param: 'keyword', fields: ['name'], title: { zh: '优惠券名称', en: 'Coupon name' } },
      { kind: 'exact', field: 'status', schema: COUPON_STATUS.schema, title: couponFields.status },
      { kind: 'exact', field: 'kind', schema: COUPON_KIND.schema, title: couponFields.kind },
      { kind: 'exact', field: 'scope', schema: COUPON_SCOPE.schema, title: couponFields.scope },
      { kind: 'dateRange', field: 'created_at', title: couponFields.created_at },
    ],
    tabs: COUPON_STATUS.values.map((s) => ({ key: s, title: COUPON_STATUS.options[s], where: { status: s } })),
    sortable: ['id', 'total', 'claimed', 'used', 'created_at'],
    defaultSort: '-created_at',
    permission: { read: label },
    create: couponInput,
    update: patchOf(couponInput, couponPatchProblems),
    deletable: true,
    actions: couponActions,
  });
}

export const coupons = couponResource('coupons', { zh: '优惠券', en: 'Coupons' }, '/api/v2/seller/coupons', 'coupon_index');
export const newCoupons = couponResource('newCoupons', { zh: '新人优惠券', en: 'New-member coupons' }, '/api/v2/seller/new_coupons', 'coupon_newCoupon');

export const couponClaimRecord = z.object({
  id,
  coupon_id: id,
  coupon_name: z.string(),
  member_id: id,
  member_name: z.string(),
  member_mobile: z.string(),
  source: CLAIM_SOURCE.schema,
  status: CLAIM_STATUS.schema,
  /** The order it was used on. */
  order_no: z.string(),
  claimed_at: dateTime,
  expires_at: dateTime,
  used_at: dateTime.nullable(),
});
export type CouponClaim = z.infer<typeof couponClaimRecord>;

export const couponClaims = defineResource({
  name: 'couponClaims',
  title: { zh: '领取记录', en: 'Coupon claims' },
  path: '/api/v2/seller/coupon_claims',
  record: couponClaimRecord,
  fields: {
    coupon_name: { zh: '优惠券', en: 'Coupon' },
    member_name: { zh: '会员', en: 'Member' },
    member_mobile: { zh: '手机号', en: 'Phone' },
    source: { zh: '来源', en: 'Source' },
    status: { zh: '状态', en: 'Status' },
    order_no: { zh: '使用订单', en: 'Order' },
    claimed_at: { zh: '领取时间', en: 'Claimed' },
    expires_at: { zh: '到期时间', en: 'Expires' },
    used_at: { zh: '使用时间', en: 'Used' },
  },
  enums: { source: CLAIM_SOURCE, status: CLAIM_STATUS },
  filters: [
    { kind: 'exact', field: 'coupon_id', schema: id, title: { zh: '优惠券', en: 'Coupon' } },
    { kind: 'keyword', param: 'keyword', fields: ['member_name', 'member_mobile'], title: { zh: '会员/手机', en: 'Member or phone' } },
    { kind: 'exact', field: 'source', schema: CLAIM_SOURCE.schema, title: { zh: '来源', en: 'Source' } },
    { kind: 'exact', field: 'status', schema: CLAIM_STATUS.schema, title: { zh: '状态', en: 'Status' } },
  ],
  sortable: ['id', 'claimed_at'],
  defaultSort: '-claimed_at',
  permission: { read: 'coupon_index' },
});
