/**
 * Service officers (服务官): members who serve the members of a region. Members apply; an application is approved
 * (the member becomes an officer) or rejected with a reason; every decision is kept as a review record. The
 * programme's rules are one config key, edited on the settings screen.
 */
import { z } from 'zod';
import { defineEnum, VIP_LEVEL } from '../../enums.ts';
import type { Text } from '../../i18n.ts';
import { defineResource } from '../../resource.ts';
import { dateTime, id, money, nonNegativeMoney, reason } from '../common.ts';
import { MEMBER_REF_ENUMS, MEMBER_REF_FIELDS, MEMBER_REF_FILTERS, memberRef } from './common.ts';
import { REVIEW_STATE } from './promoters.ts';

export const OFFICER_STATUS = defineEnum({
  active: { zh: '在职', en: 'Active', color: 'green' },
  suspended: { zh: '已暂停', en: 'Suspended', color: 'orange' },
});
export const OFFICER_GRADE = defineEnum({
  junior: { zh: '初级服务官', en: 'Junior' },
  senior: { zh: '高级服务官', en: 'Senior' },
  chief: { zh: '首席服务官', en: 'Chief' },
});

const regionFields = { province: z.string(), city: z.string() };
const REGION_TITLES: Record<keyof typeof regionFields, Text> = {
  province: { zh: '服务省份', en: 'Province' },
  city: { zh: '服务城市', en: 'City' },
};
const regionKeyword = { kind: 'keyword', param: 'region', fields: ['province', 'city'], title: { zh: '服务地区', en: 'Region' } } as const;

export const serviceOfficers = defineResource({
  name: 'serviceOfficers',
  title: { zh: '服务官', en: 'Service officers' },
  path: '/api/v2/seller/service_officers',
  record: z.object({
    id,
    ...memberRef,
    ...regionFields,
    grade: OFFICER_GRADE.schema,
    served_members: z.number().int().min(0),
    order_count: z.number().int().min(0),
    commission: money,
    status: OFFICER_STATUS.schema,
    appointed_at: dateTime,
  }),
  fields: {
    ...MEMBER_REF_FIELDS,
    ...REGION_TITLES,
    grade: { zh: '级别', en: 'Grade' },
    served_members: { zh: '服务会员', en: 'Members served' },
    order_count: { zh: '服务订单', en: 'Orders' },
    commission: { zh: '累计佣金', en: 'Commission' },
    status: { zh: '状态', en: 'Status' },
    appointed_at: { zh: '任职时间', en: 'Appointed' },
  },
  enums: { ...MEMBER_REF_ENUMS, grade: OFFICER_GRADE, status: OFFICER_STATUS },
  filters: [
    ...MEMBER_REF_FILTERS,
    regionKeyword,
    { kind: 'exact', field: 'grade', schema: OFFICER_GRADE.schema, title: { zh: '级别', en: 'Grade' } },
    { kind: 'exact', field: 'status', schema: OFFICER_STATUS.schema, title: { zh: '状态', en: 'Status' } },
    { kind: 'dateRange', field: 'appointed_at', title: { zh: '任职时间', en: 'Appointed' } },
  ],
  tabs: OFFICER_STATUS.values.map((v) => ({ key: v, title: OFFICER_STATUS.options[v], where: { status: v } })),
  sortable: ['id', 'served_members', 'commission', 'appointed_at'],
  defaultSort: '-appointed_at',
  permission: { read: 'serviceOfficer_serviceOfficerList' },
  actions: {
    suspend: { title: { zh: '暂停', en: 'Suspend' }, when: { status: ['active'] }, set: { status: 'suspended' }, batch: true, confirm: true },
    resume: { title: { zh: '恢复', en: 'Resume' }, when: { status: ['suspended'] }, set: { status: 'active' }, batch: true },
    set_grade: { title: { zh: '调整级别', en: 'Change grade' }, body: z.object({ grade: OFFICER_GRADE.schema }) },
  },
});

const applicationShape = {
  id,
  ...memberRef,
  ...regionFields,
  experience: z.string(),
  id_card: z.string(),
  review_state: REVIEW_STATE.schema,
  reason: z.string(),
  applied_at: dateTime,
  reviewed_at: dateTime.nullable(),
};
const APPLICATION_FIELDS: Record<string, Text> = {
  ...MEMBER_REF_FIELDS,
  ...REGION_TITLES,
  experience: { zh: '服务经验', en: 'Experience' },
  id_card: { zh: '身份证号', en: 'ID card' },
  review_state: { zh: '审核状态', en: 'Review state' },
  reason: { zh: '驳回原因', en: 'Rejection reason' },
  applied_at: { zh: '申请时间', en: 'Applied' },
  reviewed_at: { zh: '审核时间', en: 'Reviewed' },
};

export const serviceApplications = defineResource({
  name: 'serviceApplications',
  title: { zh: '服务官申请', en: 'Service officer applications' },
  path: '/api/v2/seller/service_applications',
  record: z.object(applicationShape),
  fields: APPLICATION_FIELDS,
  enums: { ...MEMBER_REF_ENUMS, review_state: REVIEW_STATE },
  filters: [
    ...MEMBER_REF_FILTERS,
    regionKeyword,
    { kind: 'exact', field: 'review_state', schema: REVIEW_STATE.schema, title: APPLICATION_FIELDS.review_state },
    { kind: 'dateRange', field: 'applied_at', title: APPLICATION_FIELDS.applied_at },
  ],
  tabs: REVIEW_STATE.values.map((v) => ({ key: v, title: REVIEW_STATE.options[v], where: { review_state: v } })),
  sortable: ['id', 'applied_at'],
  defaultSort: '-applied_at',
  permission: { read: 'serviceOfficer_serviceExamineList' },
  actions: {
    approve: { title: { zh: '通过', en: 'Approve' }, when: { review_state: ['pending'] }, set: { review_state: 'approved' }, batch: true },
    reject: { title: { zh: '驳回', en: 'Reject' }, when: { review_state: ['pending'] }, set: { review_state: 'rejected' }, body: reason, batch: true },
  },
});

export const EXAMINE_DECISION = defineEnum({
  approved: { zh: '通过', en: 'Approved', color: 'green' },
  rejected: { zh: '驳回', en: 'Rejected', color: 'red' },
});

/** Every decision on an application: who decided what, when and why (read only). */
export const serviceExamineRecords = defineResource({
  name: 'serviceExamineRecords',
  title: { zh: '服务官审核记录', en: 'Service officer review records' },
  path: '/api/v2/seller/service_examine_records',
  record: z.object({
    id,
    application_id: id,
    ...memberRef,
    ...regionFields,
    decision: EXAMINE_DECISION.schema,
    reason: z.string(),
    reviewer: z.string(),
    decided_at: dateTime,
  }),
  fields: {
    application_id: { zh: '申请编号', en: 'Application' },
    ...MEMBER_REF_FIELDS,
    ...REGION_TITLES,
    decision: { zh: '审核结果', en: 'Decision' },
    reason: { zh: '驳回原因', en: 'Rejection reason' },
    reviewer: { zh: '审核人', en: 'Reviewer' },
    decided_at: { zh: '审核时间', en: 'Decided' },
  },
  enums: { ...MEMBER_REF_ENUMS, decision: EXAMINE_DECISION },
  filters: [
    ...MEMBER_REF_FILTERS,
    { kind: 'exact', field: 'decision', schema: EXAMINE_DECISION.schema, title: { zh: '审核结果', en: 'Decision' } },
    { kind: 'keyword', param: 'reviewer', fields: ['reviewer'], title: { zh: '审核人', en: 'Reviewer' } },
    { kind: 'dateRange', field: 'decided_at', title: { zh: '审核时间', en: 'Decided' } },
  ],
  tabs: EXAMINE_DECISION.values.map((v) => ({ key: v, title: EXAMINE_DECISION.options[v], where: { decision: v } })),
  sortable: ['id', 'decided_at'],
  defaultSort: '-decided_at',
  permission: { read: 'serviceOfficer_serviceExamineRecord' },
});

/** The programme's rules (config key `service_officer_setting`). */
export const serviceOfficerSetting = z
  .object({
    enabled: z.boolean(),
    min_vip_level: VIP_LEVEL.schema,
    deposit: nonNegativeMoney,
    commission_percent: z.number().int().min(0).max(50),
    max_per_city: z.number().int().min(1).max(1000),
    review_days: z.number().int().min(1).max(30),
    rules: z.string().trim().min(10).max(2000),
  });
export const SERVICE_OFFICER_SETTING_KEY = 'service_officer_setting';
export const SERVICE_OFFICER_SETTING_TITLES: Record<keyof z.infer<typeof serviceOfficerSetting>, Text> = {
  enabled: { zh: '开放申请', en: 'Applications open' },
  min_vip_level: { zh: '申请最低会员等级', en: 'Lowest VIP level to apply' },
  deposit: { zh: '保证金', en: 'Deposit' },
  commission_percent: { zh: '服务佣金比例(%)', en: 'Service commission (%)' },
  max_per_city: { zh: '每城市名额', en: 'Officers per city' },
  review_days: { zh: '审核时限（天）', en: 'Review within (days)' },
  rules: { zh: '服务官规则', en: 'Rules shown to applicants' },
};
export const DEFAULT_SERVICE_OFFICER_SETTING: z.infer<typeof serviceOfficerSetting> = {
  enabled: true,
  min_vip_level: 2,
  deposit: '2000.00',
  commission_percent: 5,
  max_per_city: 20,
  review_days: 3,
  rules: '服务官须为VIP2及以上会员，缴纳保证金后负责所在城市会员的售后与活动服务，按服务订单获得佣金。',
};
