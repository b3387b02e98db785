/**
 * Field groups that several settings screens share because their business does: a referral ladder paid in rates,
 * a payout cycle, a daily time window, the home page's modules, a reward capped per day.
 */
import { defineEnum } from '../../enums.ts';
import { amount, above, count, type CrossRule, clock, f, type FieldGroup, flag, LATER_TIME, rate, whole } from './define.ts';

export const PAYOUT_CYCLE = defineEnum({
  weekly: { zh: '按周', en: 'Weekly', color: 'teal' },
  monthly: { zh: '按月', en: 'Monthly', color: 'blue' },
  quarterly: { zh: '按季度', en: 'Quarterly', color: 'violet' },
});

export const PAYOUT_TO = defineEnum({
  balance: { zh: '账户余额', en: 'Account balance', color: 'green' },
  points: { zh: '消费积分', en: 'Points', color: 'orange' },
});

/** Direct and indirect referral rates: what the referrer and the referrer's referrer earn of an order. */
export const referralRates: FieldGroup = {
  direct_rate: f(rate, '直推比例(%)', 'Direct referral rate (%)'),
  indirect_rate: f(rate, '间推比例(%)', 'Indirect referral rate (%)'),
};
export const referralRules: CrossRule[] = [
  above('direct_rate', 'indirect_rate', { zh: '必须高于间推比例', en: 'must be above the indirect rate' }),
];

/** When accrued money is paid out: the cycle and its day. */
export const payoutCycle: FieldGroup = {
  cycle: f(PAYOUT_CYCLE.schema, '结算周期', 'Payout cycle'),
  settle_day: f(count(28), '结算日（周期内第几天）', 'Payout day (day of the cycle)'),
  payout_to: f(PAYOUT_TO.schema, '发放到', 'Paid into'),
};

/** A daily window (opening hours, withdrawal hours, reward hours), start before end. */
export const dailyWindow: FieldGroup = {
  start_time: f(clock, '开始时间 (HH:mm)', 'Start (HH:mm)'),
  end_time: f(clock, '结束时间 (HH:mm)', 'End (HH:mm)'),
};
export const dailyWindowRules: CrossRule[] = [above('end_time', 'start_time', LATER_TIME)];

/** A reward members earn by doing something, at most so many times a day. */
export const dailyReward: FieldGroup = {
  reward_points: f(whole(10_000), '每次奖励积分', 'Points per reward'),
  daily_limit: f(count(100), '每日最多奖励次数', 'Rewards per day at most'),
};

/** The modules a home page shows, in both home page designs. */
export const homeModules: FieldGroup = {
  show_banner: f(flag, '显示轮播图', 'Show banners'),
  show_nav_icons: f(flag, '显示导航图标', 'Show navigation icons'),
  show_seckill: f(flag, '显示限时秒杀', 'Show flash sales'),
  show_group_buy: f(flag, '显示拼团', 'Show group buys'),
  show_recommend: f(flag, '显示为你推荐', 'Show recommendations'),
  recommend_count: f(count(100), '推荐商品数量', 'Recommended goods shown'),
};

/** The fee of a money movement: a rate with a minimum. */
export const feeRule: FieldGroup = {
  fee_rate: f(rate, '手续费比例(%)', 'Fee rate (%)'),
  fee_min: f(amount, '最低手续费(元)', 'Minimum fee (¥)'),
};
