/**
 * Lottery (`/lottery`): campaigns with prizes whose probabilities add up to 100 %, a cost per draw (points or D
 * score) and a daily limit per member; the draws, whose physical prizes are shipped from the records; and merchants'
 * applications to run marketing of their own (reviewed).
 */
import { z } from 'zod';
import { defineEnum } from '../../enums.ts';
import { defineResource, type PatchCheck, patchOf, report } from '../../resource.ts';
import { dateTime, id, money, reason } from '../common.ts';
import { lotteryProblems, timeOrderInPatch } from './rules.ts';
import { format } from '../../formats.ts';

export const PRIZE_KIND = defineEnum({
  physical: { zh: '实物', en: 'Physical', color: 'orange' },
  points: { zh: '积分', en: 'Points', color: 'blue' },
  coupon: { zh: '优惠券', en: 'Coupon', color: 'purple' },
  none: { zh: '谢谢参与', en: 'No prize', color: 'grey' },
});
export const DRAW_CURRENCY = defineEnum({
  points: { zh: '积分', en: 'Points', color: 'blue' },
  d_score: { zh: 'D积分', en: 'D score', color: 'teal' },
});
export const LOTTERY_STATUS = defineEnum({
  draft: { zh: '未发布', en: 'Draft', color: 'grey' },
  running: { zh: '进行中', en: 'Running', color: 'green' },
  ended: { zh: '已结束', en: 'Ended', color: 'red' },
});
export const DELIVERY_STATE = defineEnum({
  none: { zh: '无需发货', en: 'Nothing to ship', color: 'grey' },
  to_ship: { zh: '待发货', en: 'To ship', color: 'orange' },
  shipped: { zh: '已发货', en: 'Shipped', color: 'blue' },
  received: { zh: '已收货', en: 'Received', color: 'green' },
});
export const SHOP_MARKETING_KIND = defineEnum({
  lottery: { zh: '店铺抽奖', en: 'Shop lottery', color: 'orange' },
  full_reduction: { zh: '满减活动', en: 'Spend and save', color: 'red' },
  gift: { zh: '买赠活动', en: 'Free gift', color: 'pink' },
});
export const REVIEW_STATUS = defineEnum({
  pending: { zh: '待审核', en: 'Pending', color: 'yellow' },
  approved: { zh: '已通过', en: 'Approved', color: 'green' },
  rejected: { zh: '已驳回', en: 'Rejected', color: 'red' },
});

export const prize = z.object({
  name: z.string().trim().min(1).max(30),
  kind: PRIZE_KIND.schema,
  /** Percent with at most two decimals. */
  probability: z.number().min(0).max(100),
  /** Units left; ignored for "no prize". */
  stock: z.number().int().min(0).max(1_000_000),
  /** Points won (points prizes). */
  points: z.number().int().min(0).max(1_000_000).default(0),
});
export type Prize = z.infer<typeof prize>;

export const lotteryRecord = z.object({
  id,
  name: z.string(),
  currency: DRAW_CURRENCY.schema,
  draw_cost: z.number().int(),
  daily_limit: z.number().int(),
  start_at: dateTime,
  end_at: dateTime,
  prizes: z.array(prize),
  draws: z.number().int(),
  winners: z.number().int(),
  status: LOTTERY_STATUS.schema,
  created_at: dateTime,
});
export type Lottery = z.infer<typeof lotteryRecord>;

/** A lottery's dates in order and its prizes' probabilities adding up, on a create and on an edit carrying them. */
export const LOTTERY_TERMS: PatchCheck = (l) => [
  ...timeOrderInPatch('end_at', l.start_at, l.end_at),
  ...(Array.isArray(l.prizes) ? lotteryProblems(l.prizes) : []),
];

export const lotteryInput = z.object({
  name: z.string().trim().min(2).max(30),
  currency: DRAW_CURRENCY.schema,
  draw_cost: z.number().int().min(0).max(100_000),
  daily_limit: z.number().int().min(1).max(100),
  start_at: dateTime,
  end_at: dateTime,
  prizes: z.array(prize).min(2).max(12),
}).superRefine((l, ctx) => report(LOTTERY_TERMS(l), ctx));

export const lotteryActivities = defineResource({
  name: 'lotteryActivities',
  title: { zh: '抽奖活动', en: 'Lottery campaigns' },
  path: '/api/v2/seller/lottery/activities',
  record: lotteryRecord,
  fields: {
    id: { zh: 'ID', en: 'ID' },
    name: { zh: '活动名称', en: 'Name' },
    currency: { zh: '抽奖消耗', en: 'Paid with' },
    draw_cost: { zh: '每次消耗', en: 'Cost per draw' },
    daily_limit: { zh: '每人每日次数', en: 'Draws per member a day' },
    start_at: { zh: '开始时间', en: 'Starts' },
    end_at: { zh: '结束时间', en: 'Ends' },
    prizes: { zh: '奖品', en: 'Prizes' },
    draws: { zh: '抽奖次数', en: 'Draws' },
    winners: { zh: '中奖次数', en: 'Wins' },
    status: { zh: '状态', en: 'Status' },
    created_at: { zh: '创建时间', en: 'Created' },
  },
  enums: { currency: DRAW_CURRENCY, status: LOTTERY_STATUS },
  filters: [
    { kind: 'keyword', param: 'keyword', fields: ['name'], title: { zh: '活动名称', en: 'Name' } },
    { kind: 'exact', field: 'status', schema: LOTTERY_STATUS.schema, title: { zh: '状态', en: 'Status' } },
    { kind: 'exact', field: 'currency', schema: DRAW_CURRENCY.schema, title: { zh: '抽奖消耗', en: 'Paid with' } },
    { kind: 'dateRange', field: 'start_at', title: { zh: '开始时间', en: 'Starts' } },
  ],
  tabs: LOTTERY_STATUS.values.map((s) => ({ key: s, title: LOTTERY_STATUS.options[s], where: { status: s } })),
  sortable: ['id', 'draws', 'start_at', 'created_at'],
  defaultSort: '-created_at',
  permission: { read: 'lottery_activityList' },
  create: lotteryInput,
  update: patchOf(lotteryInput, LOTTERY_TERMS),
  deletable: true,
  deleteWhen: { status: ['draft', 'ended'] },
  actions: {
    publish: { title: { zh: '发布', en: 'Publish' }, when: { status: ['draft'] }, set: { status: 'running' } },
    end: { title: { zh: '结束活动', en: 'End' }, when: { status: ['running'] }, set: { status: 'ended' }, confirm: true },
  },
});

export const drawRecord = z.object({
  id,
  draw_no: z.string(),
  lottery_id: id,
  lottery_name: z.string(),
  member_id: id,
  member_name: z.string(),
  member_mobile: z.string(),
  currency: DRAW_CURRENCY.schema,
  cost: z.number().int(),
  prize_name: z.string(),
  prize_kind: PRIZE_KIND.schema,
  won: z.boolean(),
  delivery_state: DELIVERY_STATE.schema,
  address: z.string(),
  courier: z.string(),
  tracking_no: z.string(),
  created_at: dateTime,
  shipped_at: dateTime.nullable(),
});
export type Draw = z.infer<typeof drawRecord>;

export const shipPrizeBody = z.object({
  courier: z.string().trim().min(2).max(20),
  tracking_no: z.string().trim().regex(/^[A-Za-z0-9]{8,20}$/, format('prizeTrackingNo')),
});

const drawFields = {
  draw_no: { zh: '抽奖单号', en: 'Draw no.' },
  lottery_name: { zh: '抽奖活动', en: 'Campaign' },
  member_name: { zh: '会员', en: 'Member' },
  member_mobile: { zh: '手机号', en: 'Phone' },
  currency: { zh: '消耗类型', en: 'Paid with' },
  cost: { zh: '消耗', en: 'Cost' },
  prize_name: { zh: '奖品', en: 'Prize' },
  prize_kind: { zh: '奖品类型', en: 'Prize kind' },
  won: { zh: '是否中奖', en: 'Won' },
  delivery_state: { zh: '发货状态', en: 'Delivery' },
  address: { zh: '收货地址', en: 'Address' },
  courier: { zh: '快递公司', en: 'Courier' },
  tracking_no: { zh: '快递单号', en: 'Tracking no.' },
  created_at: { zh: '抽奖时间', en: 'Drawn' },
  shipped_at: { zh: '发货时间', en: 'Shipped' },
};

function drawResource(name: string, title: { zh: string; en: string }, path: string, label: string) {
  return defineResource({
    name,
    title,
    path,
    record: drawRecord,
    fields: drawFields,
    enums: { currency: DRAW_CURRENCY, prize_kind: PRIZE_KIND, delivery_state: DELIVERY_STATE },
    filters: [
      { kind: 'keyword', param: 'keyword', fields: ['draw_no', 'member_name', 'member_mobile', 'prize_name'], title: { zh: '单号/会员/手机/奖品', en: 'No., member, phone or prize' } },
      { kind: 'exact', field: 'lottery_id', schema: id, title: { zh: '抽奖活动', en: 'Campaign' } },
      { kind: 'exact', field: 'delivery_state', schema: DELIVERY_STATE.schema, title: drawFields.delivery_state },
      { kind: 'exact', field: 'prize_kind', schema: PRIZE_KIND.schema, title: drawFields.prize_kind },
      { kind: 'exact', field: 'won', schema: z.boolean(), title: drawFields.won },
      { kind: 'dateRange', field: 'created_at', title: drawFields.created_at },
    ],
    tabs: DELIVERY_STATE.values.map((s) => ({ key: s, title: DELIVERY_STATE.options[s], where: { delivery_state: s } })),
    sortable: ['id', 'cost', 'created_at'],
    defaultSort: '-created_at',
    permission: { read: label },
    actions: {
      ship: { title: { zh: '发货', en: 'Ship prize' }, when: { delivery_state: ['to_ship'] }, set: { delivery_state: 'shipped' }, body: shipPrizeBody },
    },
  });
}

/** Draws paid with points, and those paid with D score: the same records, one screen each. */
export const lotteryDraws = drawResource('lotteryDraws', { zh: '抽奖记录', en: 'Draw records' }, '/api/v2/seller/lottery/draws', 'lottery_lotteryRecord');
export const dScoreDraws = drawResource('dScoreDraws', { zh: 'D积分抽奖记录', en: 'D-score draw records' }, '/api/v2/seller/lottery/dscore_draws', 'lottery_dslotteryRecord');

export const shopMarketingRecord = z.object({
  id,
  merchant_id: id,
  merchant_name: z.string(),
  kind: SHOP_MARKETING_KIND.schema,
  title: z.string(),
  budget: money,
  start_at: dateTime,
  end_at: dateTime,
  description: z.string(),
  status: REVIEW_STATUS.schema,
  reason: z.string(),
  created_at: dateTime,
  reviewed_at: dateTime.nullable(),
});
export type ShopMarketing = z.infer<typeof shopMarketingRecord>;

export const shopMarketing = defineResource({
  name: 'shopMarketing',
  title: { zh: '商家营销', en: 'Merchant marketing' },
  path: '/api/v2/seller/lottery/shop_marketing',
  record: shopMarketingRecord,
  fields: {
    merchant_name: { zh: '商家', en: 'Merchant' },
    kind: { zh: '活动类型', en: 'Kind' },
    title: { zh: '活动标题', en: 'Title' },
    budget: { zh: '活动预算', en: 'Budget' },
    start_at: { zh: '开始时间', en: 'Starts' },
    end_at: { zh: '结束时间', en: 'Ends' },
    description: { zh: '活动说明', en: 'Description' },
    status: { zh: '审核状态', en: 'Review' },
    reason: { zh: '驳回原因', en: 'Reject reason' },
    created_at: { zh: '申请时间', en: 'Applied' },
  },
  enums: { kind: SHOP_MARKETING_KIND, status: REVIEW_STATUS },
  filters: [
    { kind: 'keyword', param: 'keyword', fields: ['merchant_name', 'title'], title: { zh: '商家/标题', en: 'Merchant or title' } },
    { kind: 'exact', field: 'status', schema: REVIEW_STATUS.schema, title: { zh: '审核状态', en: 'Review' } },
    { kind: 'exact', field: 'kind', schema: SHOP_MARKETING_KIND.schema, title: { zh: '活动类型', en: 'Kind' } },
    { kind: 'range', field: 'budget', title: { zh: '活动预算', en: 'Budget' } },
    { kind: 'dateRange', field: 'created_at', title: { zh: '申请时间', en: 'Applied' } },
  ],
  tabs: REVIEW_STATUS.values.map((s) => ({ key: s, title: REVIEW_STATUS.options[s], where: { status: s } })),
  sortable: ['id', 'budget', 'created_at'],
  defaultSort: '-created_at',
  permission: { read: 'lottery_shopMarketing' },
  actions: {
    approve: { title: { zh: '通过', en: 'Approve' }, when: { status: ['pending'] }, set: { status: 'approved' }, batch: true },
    reject: { title: { zh: '驳回', en: 'Reject' }, when: { status: ['pending'] }, set: { status: 'rejected' }, body: reason, batch: true, confirm: true },
  },
});
