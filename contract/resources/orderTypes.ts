/**
 * The order types and the fields each type adds (`type_info`): the vocabulary orders.ts and orderRules.ts share, in a
 * module of its own so that the two import it and not each other.
 */
import { z } from 'zod';
import { defineEnum } from '../enums.ts';
import type { Text } from '../i18n.ts';
import { dateTime, money } from './common.ts';

/** Order types: each /order route is the order list with `type` fixed (later screens add their own fields). */
export const ORDER_TYPE = defineEnum({
  normal: { zh: '普通订单', en: 'Regular', color: 'grey' },
  group: { zh: '拼团订单', en: 'Group buy', color: 'orange' },
  seckill: { zh: '秒杀订单', en: 'Seckill', color: 'red' },
  promotion: { zh: '促销订单', en: 'Promotion', color: 'pink' },
  instalment: { zh: '分期订单', en: 'Instalment', color: 'violet' },
  shegou: { zh: '赊购订单', en: 'Credit purchase', color: 'purple' },
  gratis: { zh: '免单订单', en: 'Free order', color: 'teal' },
  store: { zh: '门店订单', en: 'In-store', color: 'olive' },
  superlink: { zh: '超链订单', en: 'Superlink', color: 'blue' },
  activity: { zh: '活动报名订单', en: 'Activity', color: 'yellow' },
  gratis_out: { zh: '免单出局订单', en: 'Gratis exit', color: 'teal' },
  wholesale: { zh: '批发订单', en: 'Wholesale', color: 'blue' },
  new_people: { zh: '新人订单', en: 'New user', color: 'teal' },
  repay: { zh: '返还订单', en: 'Cash-back', color: 'green' },
  full_return: { zh: '全返订单', en: 'Full return', color: 'pink' },
  electricity: { zh: '电费返还订单', en: 'Electricity rebate', color: 'yellow' },
  dividend_stock: { zh: '分红股订单', en: 'Dividend stock', color: 'brown' },
  bonus_shares: { zh: '送股订单', en: 'Bonus shares', color: 'brown' },
  tradeunion: { zh: '工会订单', en: 'Trade union', color: 'red' },
  workpoints: { zh: '工分消费订单', en: 'Work points', color: 'olive' },
  assortment: { zh: '组合订单', en: 'Assortment', color: 'grey' },
  welfare: { zh: '福利订单', en: 'Welfare', color: 'pink' },
  activation: { zh: '激活订单', en: 'Activation', color: 'green' },
  single: { zh: '单品订单', en: 'Single item', color: 'grey' },
  collect: { zh: '集采订单', en: 'Collective purchase', color: 'blue' },
  return_exchange: { zh: '全返兑换订单', en: 'Full-return exchange', color: 'pink' },
  optional: { zh: '自选订单', en: 'Pick-your-own', color: 'teal' },
  prestored: { zh: '预存订单', en: 'Prepaid', color: 'violet' },
  instalment_pay: { zh: '分期付款订单', en: 'Instalment payment', color: 'violet' },
  withdraw: { zh: '提现专区订单', en: 'Withdrawal zone', color: 'orange' },
  repeat: { zh: '复购订单', en: 'Repeat purchase', color: 'violet' },
  jibe: { zh: '集贝订单', en: 'Jibe', color: 'orange' },
});
export type OrderType = z.infer<typeof ORDER_TYPE.schema>;

export const GROUP_STATE = defineEnum({
  forming: { zh: '拼团中', en: 'Forming', color: 'orange' },
  formed: { zh: '已成团', en: 'Formed', color: 'green' },
  failed: { zh: '拼团失败', en: 'Failed', color: 'grey' },
});
export const REPAY_STATE = defineEnum({
  repaying: { zh: '还款中', en: 'Repaying', color: 'blue' },
  overdue: { zh: '已逾期', en: 'Overdue', color: 'red' },
  settled: { zh: '已结清', en: 'Settled', color: 'green' },
});
export const REBATE_STATE = defineEnum({
  pending: { zh: '待返还', en: 'Pending', color: 'yellow' },
  returning: { zh: '返还中', en: 'Returning', color: 'blue' },
  done: { zh: '已返还', en: 'Returned', color: 'green' },
});

/** The fields an order type adds; each type uses its own few (ORDER_TYPE_FIELDS), the others stay unset. */
export const orderTypeInfo = z.object({
  group_state: GROUP_STATE.schema.optional(),
  group_size: z.number().int().min(2).optional(),
  group_members: z.array(z.string()).optional(),
  seckill_session: z.string().optional(),
  periods_total: z.number().int().min(1).optional(),
  periods_paid: z.number().int().min(0).optional(),
  next_due: dateTime.nullable().optional(),
  credit_amount: money.optional(),
  repay_state: REPAY_STATE.schema.optional(),
  queue_position: z.number().int().min(0).optional(),
  rebate_amount: money.optional(),
  rebate_state: REBATE_STATE.schema.optional(),
  shares: z.number().int().min(0).optional(),
  points_used: z.number().int().min(0).optional(),
  activity_name: z.string().optional(),
});
export type OrderTypeInfo = z.infer<typeof orderTypeInfo>;

export const ORDER_TYPE_INFO_FIELDS: Record<keyof OrderTypeInfo, Text> = {
  group_state: { zh: '拼团状态', en: 'Group state' },
  group_size: { zh: '成团人数', en: 'Group size' },
  group_members: { zh: '团员', en: 'Members' },
  seckill_session: { zh: '秒杀场次', en: 'Session' },
  periods_total: { zh: '总期数', en: 'Periods' },
  periods_paid: { zh: '已付期数', en: 'Periods paid' },
  next_due: { zh: '下期应还', en: 'Next due' },
  credit_amount: { zh: '赊购额度', en: 'Credit' },
  repay_state: { zh: '还款状态', en: 'Repayment' },
  queue_position: { zh: '排队位置', en: 'Queue position' },
  rebate_amount: { zh: '返还金额', en: 'Rebate' },
  rebate_state: { zh: '返还状态', en: 'Rebate state' },
  shares: { zh: '股数', en: 'Shares' },
  points_used: { zh: '使用积分/工分', en: 'Points used' },
  activity_name: { zh: '活动名称', en: 'Activity' },
};
export const ORDER_TYPE_INFO_ENUMS = { group_state: GROUP_STATE, repay_state: REPAY_STATE, rebate_state: REBATE_STATE } as const;

/** Which type fields each order type has. */
export const ORDER_TYPE_FIELDS: Partial<Record<OrderType, readonly (keyof OrderTypeInfo)[]>> = {
  group: ['group_state', 'group_size', 'group_members'],
  seckill: ['seckill_session'],
  instalment: ['periods_total', 'periods_paid', 'next_due'],
  instalment_pay: ['periods_total', 'periods_paid', 'next_due'],
  shegou: ['credit_amount', 'repay_state', 'next_due'],
  gratis: ['queue_position'],
  gratis_out: ['queue_position', 'rebate_amount'],
  repay: ['rebate_amount', 'rebate_state'],
  full_return: ['rebate_amount', 'rebate_state'],
  electricity: ['rebate_amount', 'rebate_state'],
  return_exchange: ['points_used'],
  dividend_stock: ['shares'],
  bonus_shares: ['shares'],
  tradeunion: ['points_used', 'rebate_amount'],
  workpoints: ['points_used'],
  jibe: ['points_used'],
  activity: ['activity_name'],
  promotion: ['activity_name'],
  withdraw: ['rebate_amount', 'rebate_state'],
  repeat: ['rebate_amount'],
};
