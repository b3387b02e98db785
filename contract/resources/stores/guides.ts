/**
 * What applicants read before they apply: `/store/guide` edits the guide page (one config key), `/store/newGuide` the
 * steps of the new onboarding flow, each with its text, picture and the documents it asks for.
 */
import { z } from 'zod';
import { defineEnum } from '../../enums.ts';
import type { Text } from '../../i18n.ts';
import { defineResource, patchOf } from '../../resource.ts';
import { dateTime, id, picture } from '../common.ts';
import { format } from '../../formats.ts';

export const STORES_SETTING_KEY = {
  guide: 'store_guide_setting',
  offlineSettled: 'offline_settled_config',
  businessCircle: 'business_circle_setting',
} as const;

export const storeGuideSetting = z.object({
  title: z.string().trim().min(2).max(40),
  intro: z.string().trim().min(10).max(1000),
  requirements: z.string().trim().min(2).max(1000),
  deposit: z.string().regex(/^\d+\.\d{2}$/, format('money')),
  review_days: z.number().int().min(1).max(30),
  contact_phone: z.string().trim().regex(/^[\d-]{7,20}$/, format('phone')),
  show_on_app: z.boolean(),
});

export const GUIDE_STEP_AUDIENCE = defineEnum({
  online: { zh: '线上店铺', en: 'Online stores', color: 'blue' },
  offline: { zh: '线下门店', en: 'Offline stores', color: 'teal' },
});

export const guideStepRecord = z.object({
  id,
  audience: GUIDE_STEP_AUDIENCE.schema,
  sort: z.number().int().min(1).max(99),
  title: z.string(),
  content: z.string(),
  picture,
  documents: z.string(),
  enabled: z.boolean(),
  updated_at: dateTime,
});
export type GuideStep = z.infer<typeof guideStepRecord>;

const guideStepInput = z.object({
  audience: GUIDE_STEP_AUDIENCE.schema,
  sort: z.number().int().min(1).max(99),
  title: z.string().trim().min(2).max(30),
  content: z.string().trim().min(5).max(500),
  picture,
  documents: z.string().trim().max(200).default(''),
  enabled: z.boolean().default(true),
});

export const guideSteps = defineResource({
  name: 'guideSteps',
  title: { zh: '入驻步骤', en: 'Onboarding steps' },
  path: '/api/v2/seller/guide_steps',
  record: guideStepRecord,
  fields: {
    id: { zh: 'ID', en: 'ID' },
    audience: { zh: '适用对象', en: 'For' },
    sort: { zh: '步骤序号', en: 'Step' },
    title: { zh: '步骤标题', en: 'Title' },
    content: { zh: '说明文字', en: 'Text' },
    picture: { zh: '示意图', en: 'Picture' },
    documents: { zh: '所需材料', en: 'Documents asked' },
    enabled: { zh: '启用', en: 'Enabled' },
    updated_at: { zh: '更新时间', en: 'Updated' },
  },
  enums: { audience: GUIDE_STEP_AUDIENCE },
  filters: [
    { kind: 'keyword', param: 'keyword', fields: ['title', 'content'], title: { zh: '标题/说明', en: 'Title or text' } },
    { kind: 'exact', field: 'enabled', schema: z.boolean(), title: { zh: '启用', en: 'Enabled' } },
    { kind: 'exact', field: 'audience', schema: GUIDE_STEP_AUDIENCE.schema, title: { zh: '适用对象', en: 'For' } },
  ],
  tabs: GUIDE_STEP_AUDIENCE.values.map((s) => ({ key: s, title: GUIDE_STEP_AUDIENCE.options[s], where: { audience: s } })),
  sortable: ['sort', 'updated_at'],
  defaultSort: 'sort',
  permission: { read: 'store_newGuide' },
  create: guideStepInput,
  update: patchOf(guideStepInput),
  deletable: true,
  actions: {
    enable: { title: { zh: '启用', en: 'Enable' }, when: { enabled: [false] }, set: { enabled: true } },
    disable: { title: { zh: '停用', en: 'Disable' }, when: { enabled: [true] }, set: { enabled: false } },
  },
});

export const offlineSettledConfig = z
  .object({
    open_applications: z.boolean(),
    deposit: z.string().regex(/^\d+\.\d{2}$/, format('money')),
    commission_percent: z.number().int().min(0).max(50),
    settle_days: z.number().int().min(1).max(60),
    min_verifiers: z.number().int().min(1).max(10),
    max_verifiers: z.number().int().min(1).max(50),
    review_hours: z.number().int().min(1).max(240),
    agreement: z.string().trim().min(10).max(2000),
  })
  .refine((c) => c.max_verifiers >= c.min_verifiers, {
    path: ['max_verifiers'],
    message: '≥ min_verifiers',
    params: { text: { zh: '不能少于最少核销员', en: 'cannot be below the minimum verifiers' } },
  });

export const businessCircleSetting = z.object({
  enabled: z.boolean(),
  default_radius_km: z.number().int().min(1).max(50),
  max_stores_per_circle: z.number().int().min(1).max(5000),
  show_distance: z.boolean(),
  join_fee: z.string().regex(/^\d+\.\d{2}$/, format('money')),
  notice: z.string().trim().max(500),
});

export const STORES_SETTING_TITLES: Record<string, Text> = {
  title: { zh: '指南标题', en: 'Guide title' },
  intro: { zh: '入驻介绍', en: 'Introduction' },
  requirements: { zh: '入驻条件', en: 'Requirements' },
  deposit: { zh: '保证金（元）', en: 'Deposit (¥)' },
  review_days: { zh: '审核时限（工作日）', en: 'Review within (working days)' },
  contact_phone: { zh: '招商电话', en: 'Contact phone' },
  show_on_app: { zh: '在App展示', en: 'Show in the app' },
  open_applications: { zh: '开放门店入驻', en: 'Accept store applications' },
  commission_percent: { zh: '平台抽佣比例(%)', en: 'Platform commission (%)' },
  settle_days: { zh: '结算周期（天）', en: 'Settlement every (days)' },
  min_verifiers: { zh: '最少核销员', en: 'Minimum verifiers' },
  max_verifiers: { zh: '最多核销员', en: 'Maximum verifiers' },
  review_hours: { zh: '审核时限（小时）', en: 'Review within (hours)' },
  agreement: { zh: '入驻协议', en: 'Store agreement' },
  enabled: { zh: '启用商圈', en: 'Business circles on' },
  default_radius_km: { zh: '默认商圈半径（公里）', en: 'Default radius (km)' },
  max_stores_per_circle: { zh: '每个商圈最多门店', en: 'Stores per circle at most' },
  show_distance: { zh: '向用户显示距离', en: 'Show distance to users' },
  join_fee: { zh: '加入商圈费用（元）', en: 'Joining fee (¥)' },
  notice: { zh: '商圈公告', en: 'Notice' },
};

export const DEFAULT_STORES_SETTINGS = {
  [STORES_SETTING_KEY.guide]: {
    title: '商家入驻指南',
    intro: '欢迎入驻优选商城。提交资料后，平台将在 3 个工作日内完成审核，审核通过即可开店经营。',
    requirements: '企业或个体工商户；营业执照在有效期内；经营类目与执照范围一致；法人身份证正反面照片。',
    deposit: '2000.00',
    review_days: 3,
    contact_phone: '400-800-1234',
    show_on_app: true,
  },
  [STORES_SETTING_KEY.offlineSettled]: {
    open_applications: true,
    deposit: '1000.00',
    commission_percent: 3,
    settle_days: 7,
    min_verifiers: 1,
    max_verifiers: 10,
    review_hours: 48,
    agreement: '门店须保证核销商品与线上描述一致，核销码仅限一次使用，不得私下收取额外费用。',
  },
  [STORES_SETTING_KEY.businessCircle]: {
    enabled: true,
    default_radius_km: 3,
    max_stores_per_circle: 200,
    show_distance: true,
    join_fee: '0.00',
    notice: '商圈内门店共享流量推荐，请保持营业时间准确。',
  },
} satisfies Record<string, unknown>;
