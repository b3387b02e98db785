/**
 * Sign-in and check-in (`/signIn`, `/signinSector`, `/consumeClock`). Members buy a sign-in package (an order),
 * then check in every day with a photo; platform check-ins and store check-ins are reviewed, study check-ins are
 * logged, and a check-in after a purchase (consume clock) earns its reward by the consume-clock setting. Every
 * check-in of any kind is one row of the check-in table; each screen is one kind of it.
 */
import { z } from 'zod';
import { defineEnum } from '../../enums.ts';
import { defineResource } from '../../resource.ts';
import { dateTime, id, money, picture, reason } from '../common.ts';
import { REVIEW_STATUS } from './lottery.ts';

export const CHECK_IN_KIND = defineEnum({
  daily: { zh: '签到打卡', en: 'Daily check-in', color: 'blue' },
  store: { zh: '门店打卡', en: 'Store check-in', color: 'teal' },
  study: { zh: '学习打卡', en: 'Study check-in', color: 'violet' },
  consume: { zh: '消费打卡', en: 'Purchase check-in', color: 'orange' },
});
export const SIGNIN_ORDER_STATUS = defineEnum({
  in_progress: { zh: '打卡中', en: 'In progress', color: 'blue' },
  completed: { zh: '已完成', en: 'Completed', color: 'green' },
  failed: { zh: '已中断', en: 'Broken off', color: 'orange' },
  refunded: { zh: '已退款', en: 'Refunded', color: 'grey' },
});
export const SIGNIN_PACKAGE = defineEnum({
  d21: { zh: '21天习惯养成', en: '21-day habit', color: 'blue' },
  d30: { zh: '30天打卡挑战', en: '30-day challenge', color: 'teal' },
  d100: { zh: '100天坚持计划', en: '100-day plan', color: 'purple' },
});

export const checkInRecord = z.object({
  id,
  kind: CHECK_IN_KIND.schema,
  member_id: id,
  member_name: z.string(),
  member_mobile: z.string(),
  /** Store check-ins: the store checked in at. */
  store_id: id.nullable(),
  store_name: z.string(),
  photo: picture.nullable(),
  location: z.string(),
  /** Study check-ins: the course and minutes studied. */
  course: z.string(),
  minutes: z.number().int(),
  /** Consume check-ins: the order and its amount. */
  order_no: z.string(),
  order_amount: money,
  /** Days in a row up to this one. */
  streak: z.number().int(),
  reward_points: z.number().int(),
  status: REVIEW_STATUS.schema,
  reason: z.string(),
  created_at: dateTime,
  reviewed_at: dateTime.nullable(),
});
export type CheckIn = z.infer<typeof checkInRecord>;

const checkInFields = {
  kind: { zh: '打卡类型', en: 'Kind' },
  member_name: { zh: '会员', en: 'Member' },
  member_mobile: { zh: '手机号', en: 'Phone' },
  store_name: { zh: '门店', en: 'Store' },
  photo: { zh: '打卡照片', en: 'Photo' },
  location: { zh: '打卡地点', en: 'Location' },
  course: { zh: '学习课程', en: 'Course' },
  minutes: { zh: '学习时长（分钟）', en: 'Minutes' },
  order_no: { zh: '消费订单', en: 'Order' },
  order_amount: { zh: '消费金额', en: 'Order amount' },
  streak: { zh: '连续天数', en: 'Streak (days)' },
  reward_points: { zh: '奖励积分', en: 'Reward points' },
  status: { zh: '审核状态', en: 'Review' },
  reason: { zh: '驳回原因', en: 'Reject reason' },
  created_at: { zh: '打卡时间', en: 'Checked in' },
  reviewed_at: { zh: '审核时间', en: 'Reviewed' },
};
const keyword = { kind: 'keyword', param: 'keyword', fields: ['member_name', 'member_mobile'], title: { zh: '会员/手机', en: 'Member or phone' } } as const;
const checkedIn = { kind: 'dateRange', field: 'created_at', title: checkInFields.created_at } as const;
const reviewTabs = REVIEW_STATUS.values.map((s) => ({ key: s, title: REVIEW_STATUS.options[s], where: { status: s } }));
const reviewActions = {
  approve: { title: { zh: '通过', en: 'Approve' }, when: { status: ['pending'] }, set: { status: 'approved' }, batch: true },
  reject: { title: { zh: '驳回', en: 'Reject' }, when: { status: ['pending'] }, set: { status: 'rejected' }, body: reason, batch: true, confirm: true },
};

function checkInResource(name: string, title: { zh: string; en: string }, path: string, label: string, extra: { reviewed?: boolean; store?: boolean }) {
  return defineResource({
    name,
    title,
    path,
    record: checkInRecord,
    fields: checkInFields,
    enums: { kind: CHECK_IN_KIND, status: REVIEW_STATUS },
    filters: [
      keyword,
      ...(extra.store ? [{ kind: 'keyword', param: 'store', fields: ['store_name'], title: { zh: '门店', en: 'Store' } } as const] : []),
      { kind: 'exact', field: 'status', schema: REVIEW_STATUS.schema, title: checkInFields.status },
      { kind: 'exact', field: 'kind', schema: CHECK_IN_KIND.schema, title: checkInFields.kind },
      { kind: 'range', field: 'streak', title: checkInFields.streak },
      checkedIn,
    ],
    tabs: reviewTabs,
    sortable: ['id', 'streak', 'reward_points', 'created_at'],
    defaultSort: '-created_at',
    permission: { read: label },
    actions: extra.reviewed ? reviewActions : undefined,
  });
}

export const punchChecks = checkInResource('punchChecks', { zh: '打卡审核', en: 'Check-in review' }, '/api/v2/seller/signin/punch_checks', 'signIn_punchCheck', { reviewed: true });
export const storePunchChecks = checkInResource('storePunchChecks', { zh: '门店打卡审核', en: 'Store check-in review' }, '/api/v2/seller/signin/store_punch_checks', 'signinSector_storePunchCheck', { reviewed: true, store: true });
export const studyCheckIns = checkInResource('studyCheckIns', { zh: '学习打卡', en: 'Study check-ins' }, '/api/v2/seller/signin/study_check_ins', 'signinSector_studyClockin', {});
export const allCheckIns = checkInResource('allCheckIns', { zh: '全部打卡记录', en: 'All check-ins' }, '/api/v2/seller/signin/check_ins', 'signinSector_allList', { store: true });
export const consumeCheckIns = checkInResource('consumeCheckIns', { zh: '消费打卡记录', en: 'Purchase check-ins' }, '/api/v2/seller/consume_clock/records', 'consumeClock_consumeClockList', {});

export const signinOrderRecord = z.object({
  id,
  order_no: z.string(),
  member_id: id,
  member_name: z.string(),
  member_mobile: z.string(),
  package: SIGNIN_PACKAGE.schema,
  /** Store orders: the store the package was bought at. */
  store_id: id.nullable(),
  store_name: z.string(),
  amount: money,
  days_total: z.number().int(),
  days_done: z.number().int(),
  /** Paid back on completion. */
  reward: money,
  status: SIGNIN_ORDER_STATUS.schema,
  created_at: dateTime,
});
export type SigninOrder = z.infer<typeof signinOrderRecord>;

const orderFields = {
  order_no: { zh: '订单号', en: 'Order no.' },
  member_name: { zh: '会员', en: 'Member' },
  member_mobile: { zh: '手机号', en: 'Phone' },
  package: { zh: '打卡套餐', en: 'Package' },
  store_name: { zh: '门店', en: 'Store' },
  amount: { zh: '支付金额', en: 'Paid' },
  days_total: { zh: '打卡天数', en: 'Days' },
  days_done: { zh: '已打卡', en: 'Days done' },
  reward: { zh: '完成返还', en: 'Reward on completion' },
  status: { zh: '状态', en: 'Status' },
  created_at: { zh: '下单时间', en: 'Placed' },
};

function signinOrderResource(name: string, title: { zh: string; en: string }, path: string, label: string, store: boolean) {
  return defineResource({
    name,
    title,
    path,
    record: signinOrderRecord,
    fields: orderFields,
    enums: { package: SIGNIN_PACKAGE, status: SIGNIN_ORDER_STATUS },
    filters: [
      { kind: 'keyword', param: 'keyword', fields: ['order_no', 'member_name', 'member_mobile'], title: { zh: '订单号/会员/手机', en: 'Order no., member or phone' } },
      ...(store ? [{ kind: 'keyword', param: 'store', fields: ['store_name'], title: { zh: '门店', en: 'Store' } } as const] : []),
      { kind: 'exact', field: 'status', schema: SIGNIN_ORDER_STATUS.schema, title: orderFields.status },
      { kind: 'exact', field: 'package', schema: SIGNIN_PACKAGE.schema, title: orderFields.package },
      { kind: 'range', field: 'amount', title: orderFields.amount },
      { kind: 'dateRange', field: 'created_at', title: orderFields.created_at },
    ],
    tabs: SIGNIN_ORDER_STATUS.values.map((s) => ({ key: s, title: SIGNIN_ORDER_STATUS.options[s], where: { status: s } })),
    sortable: ['id', 'amount', 'days_done', 'created_at'],
    defaultSort: '-created_at',
    permission: { read: label },
    actions: {
      refund: { title: { zh: '退款', en: 'Refund' }, when: { status: ['in_progress', 'failed'] }, set: { status: 'refunded' }, body: reason, confirm: true },
    },
  });
}

export const signinOrders = signinOrderResource('signinOrders', { zh: '签到订单', en: 'Sign-in orders' }, '/api/v2/seller/signin/orders', 'signIn_signinOrder', false);
export const storeSigninOrders = signinOrderResource('storeSigninOrders', { zh: '门店打卡订单', en: 'Store sign-in orders' }, '/api/v2/seller/signin/store_orders', 'signinSector_storeOrderList', true);
