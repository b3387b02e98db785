/**
 * Promoters (推广员): members who bring in other members. A member applies (temporary or official), the application
 * is reviewed (approve, or reject with a reason shown in the row), and an approved promoter is listed under its kind.
 * One table behind three resources, one per route label: the review queue, the temporary and the official lists.
 * Performance is a monthly figure per promoter.
 */
import { z } from 'zod';
import { defineEnum } from '../../enums.ts';
import type { Text } from '../../i18n.ts';
import { type ActionDef, defineResource } from '../../resource.ts';
import { dateTime, id, money, reason } from '../common.ts';
import { MEMBER_REF_ENUMS, MEMBER_REF_FIELDS, MEMBER_REF_FILTERS, memberRef } from './common.ts';
import { format } from '../../formats.ts';

export const PROMOTER_KIND = defineEnum({
  temporary: { zh: '临时推广员', en: 'Temporary' },
  official: { zh: '正式推广员', en: 'Official' },
});
export const REVIEW_STATE = defineEnum({
  pending: { zh: '待审核', en: 'Pending', color: 'yellow' },
  approved: { zh: '已通过', en: 'Approved', color: 'green' },
  rejected: { zh: '已驳回', en: 'Rejected', color: 'red' },
});
export const PROMOTER_STATUS = defineEnum({
  active: { zh: '正常', en: 'Active', color: 'green' },
  disabled: { zh: '已停用', en: 'Disabled', color: 'grey' },
});

export const promoterRecord = z.object({
  id,
  ...memberRef,
  kind: PROMOTER_KIND.schema,
  invite_code: z.string(),
  region: z.string(),
  apply_note: z.string(),
  review_state: REVIEW_STATE.schema,
  reason: z.string(),
  status: PROMOTER_STATUS.schema,
  invited_count: z.number().int().min(0),
  order_count: z.number().int().min(0),
  sales_amount: money,
  commission: money,
  /** Temporary promoters serve until then. */
  expires_at: dateTime.nullable(),
  applied_at: dateTime,
  reviewed_at: dateTime.nullable(),
});
export type Promoter = z.infer<typeof promoterRecord>;

const PROMOTER_FIELDS: Record<string, Text> = {
  ...MEMBER_REF_FIELDS,
  kind: { zh: '推广员类型', en: 'Kind' },
  invite_code: { zh: '邀请码', en: 'Invite code' },
  region: { zh: '推广区域', en: 'Region' },
  apply_note: { zh: '申请说明', en: 'Application note' },
  review_state: { zh: '审核状态', en: 'Review state' },
  reason: { zh: '驳回原因', en: 'Rejection reason' },
  status: { zh: '状态', en: 'Status' },
  invited_count: { zh: '邀请人数', en: 'Members invited' },
  order_count: { zh: '推广订单', en: 'Orders' },
  sales_amount: { zh: '推广业绩', en: 'Sales' },
  commission: { zh: '累计佣金', en: 'Commission' },
  expires_at: { zh: '有效期至', en: 'Valid until' },
  applied_at: { zh: '申请时间', en: 'Applied' },
  reviewed_at: { zh: '审核时间', en: 'Reviewed' },
};
const PROMOTER_ENUMS = { ...MEMBER_REF_ENUMS, kind: PROMOTER_KIND, review_state: REVIEW_STATE, status: PROMOTER_STATUS };
const ENABLE_ACTIONS: Record<string, ActionDef> = {
  disable: { title: { zh: '停用', en: 'Disable' }, when: { status: ['active'] }, set: { status: 'disabled' }, batch: true, confirm: true },
  enable: { title: { zh: '启用', en: 'Enable' }, when: { status: ['disabled'] }, set: { status: 'active' }, batch: true },
};

export const promoterApplications = defineResource({
  name: 'promoterApplications',
  title: { zh: '推广员申请', en: 'Promoter applications' },
  path: '/api/v2/seller/promoter_applications',
  record: promoterRecord,
  fields: PROMOTER_FIELDS,
  enums: PROMOTER_ENUMS,
  filters: [
    ...MEMBER_REF_FILTERS,
    { kind: 'exact', field: 'kind', schema: PROMOTER_KIND.schema, title: PROMOTER_FIELDS.kind },
    { kind: 'exact', field: 'review_state', schema: REVIEW_STATE.schema, title: PROMOTER_FIELDS.review_state },
    { kind: 'dateRange', field: 'applied_at', title: PROMOTER_FIELDS.applied_at },
  ],
  tabs: REVIEW_STATE.values.map((v) => ({ key: v, title: REVIEW_STATE.options[v], where: { review_state: v } })),
  sortable: ['id', 'applied_at'],
  defaultSort: '-applied_at',
  permission: { read: 'promotionPerson_personCheck' },
  actions: {
    approve: { title: { zh: '通过', en: 'Approve' }, when: { review_state: ['pending'] }, set: { review_state: 'approved' }, batch: true },
    reject: { title: { zh: '驳回', en: 'Reject' }, when: { review_state: ['pending'] }, set: { review_state: 'rejected' }, body: reason, batch: true },
  },
});

/** An approved promoter list of one kind. */
function promoterList(kind: (typeof PROMOTER_KIND.values)[number], spec: { name: string; title: Text; path: string; label: string; actions: Record<string, ActionDef> }) {
  return defineResource({
    name: spec.name,
    title: spec.title,
    path: spec.path,
    record: promoterRecord,
    fields: PROMOTER_FIELDS,
    enums: PROMOTER_ENUMS,
    filters: [
      ...MEMBER_REF_FILTERS,
      { kind: 'exact', field: 'status', schema: PROMOTER_STATUS.schema, title: PROMOTER_FIELDS.status },
      { kind: 'keyword', param: 'region', fields: ['region'], title: PROMOTER_FIELDS.region },
      { kind: 'range', field: 'sales_amount', title: PROMOTER_FIELDS.sales_amount },
      { kind: 'dateRange', field: 'reviewed_at', title: { zh: '成为推广员', en: 'Promoter since' } },
    ],
    tabs: PROMOTER_STATUS.values.map((v) => ({ key: v, title: PROMOTER_STATUS.options[v], where: { status: v } })),
    sortable: ['id', 'invited_count', 'sales_amount', 'commission', 'reviewed_at', ...(kind === 'temporary' ? ['expires_at'] : [])],
    defaultSort: '-reviewed_at',
    permission: { read: spec.label },
    actions: spec.actions,
  });
}

export const temporaryPromoters = promoterList('temporary', {
  name: 'temporaryPromoters',
  title: { zh: '临时推广员', en: 'Temporary promoters' },
  path: '/api/v2/seller/temporary_promoters',
  label: 'promotionPerson_temporary',
  actions: {
    ...ENABLE_ACTIONS,
    promote: { title: { zh: '转为正式', en: 'Make official' }, when: { status: ['active'] }, set: { kind: 'official' }, confirm: true },
    extend: {
      title: { zh: '延长有效期', en: 'Extend' },
      when: { status: ['active'] },
      body: z.object({ days: z.number().int().min(1).max(365) }),
    },
  },
});

export const officialPromoters = promoterList('official', {
  name: 'officialPromoters',
  title: { zh: '正式推广员', en: 'Official promoters' },
  path: '/api/v2/seller/official_promoters',
  label: 'promotionPerson_official',
  actions: ENABLE_ACTIONS,
});

export const promoterPerformance = defineResource({
  name: 'promoterPerformance',
  title: { zh: '推广业绩', en: 'Promoter performance' },
  path: '/api/v2/seller/promoter_performance',
  record: z.object({
    id,
    ...memberRef,
    promoter_id: id,
    kind: PROMOTER_KIND.schema,
    /** `YYYY-MM`. */
    month: z.string().regex(/^\d{4}-\d{2}$/, format('month')),
    new_members: z.number().int().min(0),
    order_count: z.number().int().min(0),
    sales_amount: money,
    commission: money,
  }),
  fields: {
    ...MEMBER_REF_FIELDS,
    kind: PROMOTER_FIELDS.kind,
    month: { zh: '月份', en: 'Month' },
    new_members: { zh: '新增会员', en: 'New members' },
    order_count: { zh: '推广订单', en: 'Orders' },
    sales_amount: { zh: '推广业绩', en: 'Sales' },
    commission: { zh: '佣金', en: 'Commission' },
  },
  enums: { ...MEMBER_REF_ENUMS, kind: PROMOTER_KIND },
  filters: [
    ...MEMBER_REF_FILTERS,
    { kind: 'exact', field: 'month', schema: z.string().regex(/^\d{4}-\d{2}$/, format('month')), title: { zh: '月份', en: 'Month' } },
    { kind: 'exact', field: 'kind', schema: PROMOTER_KIND.schema, title: PROMOTER_FIELDS.kind },
    { kind: 'range', field: 'sales_amount', title: { zh: '推广业绩', en: 'Sales' } },
  ],
  sortable: ['id', 'month', 'new_members', 'order_count', 'sales_amount', 'commission'],
  defaultSort: '-sales_amount',
  permission: { read: 'promotionPerson_Achievements' },
});
