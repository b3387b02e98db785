/** The goods zones: each zone screen is the goods list with `zone` fixed, and the zone's own fields. */
import { z } from 'zod';
import { defineEnum } from '../enums.ts';
import type { Text } from '../i18n.ts';
import { dateTime, money, nonNegativeMoney } from './common.ts';

/** The goods zones of the /goods routes; each zone screen is the goods list with `zone` fixed. */
export const GOODS_ZONE = defineEnum({
  normal: { zh: '普通商品', en: 'Regular', color: 'grey' },
  promotion: { zh: '促销专区', en: 'Promotion', color: 'red' },
  welfare: { zh: '福利专区', en: 'Welfare', color: 'pink' },
  gogo: { zh: 'GOGO专区', en: 'GoGo', color: 'orange' },
  wholesale: { zh: '批发专区', en: 'Wholesale', color: 'blue' },
  instalment: { zh: '分期专区', en: 'Instalment', color: 'violet' },
  poverty: { zh: '扶贫专区', en: 'Poverty relief', color: 'olive' },
  live: { zh: '直播专区', en: 'Live stream', color: 'purple' },
  new_people: { zh: '新人专区', en: 'New users', color: 'teal' },
  activity: { zh: '活动商品', en: 'Activity', color: 'yellow' },
  quanping: { zh: '全品专区', en: 'All-category', color: 'blue' },
  purchased: { zh: '采购专区', en: 'Procurement', color: 'brown' },
  electricity: { zh: '电费返还专区', en: 'Electricity rebate', color: 'yellow' },
  appreciation: { zh: '增值专区', en: 'Appreciation', color: 'green' },
  supplementary: { zh: '补充专区', en: 'Supplementary', color: 'grey' },
  tradeunion: { zh: '工会增值专区', en: 'Trade-union increment', color: 'red' },
  gratis: { zh: '排队免单专区', en: 'Queue for free', color: 'teal' },
  superlink: { zh: '超链专区', en: 'Superlink', color: 'blue' },
  withdraw: { zh: '提现专区', en: 'Withdrawal', color: 'orange' },
  repeat: { zh: '复购专区', en: 'Repeat purchase', color: 'violet' },
  full_return: { zh: '全返兑换专区', en: 'Full-return exchange', color: 'pink' },
});

/**
 * The fields a zone adds to its goods; each zone uses its own few (see ZONE_FIELDS), the others stay unset.
 * Rebates and shares are percentages of the price.
 */
export const zoneInfo = z.object({
  periods: z.number().int().min(2).max(36).optional(),
  down_payment: nonNegativeMoney.optional(),
  tiers: z.array(z.object({ min_quantity: z.number().int().min(1), price: money })).max(5).optional(),
  min_quantity: z.number().int().min(1).max(100_000).optional(),
  live_room: z.string().max(60).optional(),
  live_start: dateTime.optional(),
  live_end: dateTime.optional(),
  queue_length: z.number().int().min(0).optional(),
  free_every: z.number().int().min(2).max(100).optional(),
  rebate_percent: z.number().min(0).max(100).optional(),
  rebate_months: z.number().int().min(1).max(60).optional(),
  points_price: z.number().int().min(0).optional(),
  activity_name: z.string().max(60).optional(),
  activity_start: dateTime.optional(),
  activity_end: dateTime.optional(),
  superlink_url: z.string().max(500).optional(),
  limit_per_user: z.number().int().min(1).max(99).optional(),
  supplier: z.string().max(60).optional(),
});
export type ZoneInfo = z.infer<typeof zoneInfo>;

/** Titles of the zone fields. */
export const ZONE_INFO_FIELDS: Record<keyof ZoneInfo, Text> = {
  periods: { zh: '分期期数', en: 'Periods' },
  down_payment: { zh: '首付金额', en: 'Down payment' },
  tiers: { zh: '阶梯批发价', en: 'Tiered prices' },
  min_quantity: { zh: '起批数量', en: 'Minimum quantity' },
  live_room: { zh: '直播间', en: 'Live room' },
  live_start: { zh: '开播时间', en: 'Live from' },
  live_end: { zh: '结束时间', en: 'Live until' },
  queue_length: { zh: '排队人数', en: 'Queue length' },
  free_every: { zh: '免单规则（每N单免1单）', en: 'Free order every N' },
  rebate_percent: { zh: '返还比例(%)', en: 'Rebate (%)' },
  rebate_months: { zh: '返还月数', en: 'Rebate months' },
  points_price: { zh: '所需积分', en: 'Points price' },
  activity_name: { zh: '活动名称', en: 'Activity' },
  activity_start: { zh: '活动开始', en: 'Activity from' },
  activity_end: { zh: '活动结束', en: 'Activity until' },
  superlink_url: { zh: '超链地址', en: 'Superlink URL' },
  limit_per_user: { zh: '每人限购', en: 'Limit per buyer' },
  supplier: { zh: '供应商', en: 'Supplier' },
};

/** Which zone fields each zone has (the zone screens show them as columns and form fields). */
export const ZONE_FIELDS: Partial<Record<z.infer<typeof GOODS_ZONE.schema>, readonly (keyof ZoneInfo)[]>> = {
  promotion: ['activity_name', 'activity_start', 'activity_end', 'limit_per_user'],
  welfare: ['points_price', 'limit_per_user'],
  gogo: ['limit_per_user', 'rebate_percent'],
  wholesale: ['min_quantity', 'tiers'],
  quanping: ['rebate_percent'],
  purchased: ['supplier', 'min_quantity'],
  electricity: ['rebate_percent', 'rebate_months'],
  instalment: ['periods', 'down_payment'],
  poverty: ['supplier'],
  live: ['live_room', 'live_start', 'live_end'],
  appreciation: ['rebate_percent', 'rebate_months'],
  supplementary: ['supplier', 'limit_per_user'],
  tradeunion: ['rebate_percent', 'points_price'],
  gratis: ['queue_length', 'free_every'],
  superlink: ['superlink_url'],
  new_people: ['limit_per_user'],
  withdraw: ['rebate_percent'],
  repeat: ['rebate_percent', 'limit_per_user'],
  full_return: ['rebate_percent', 'rebate_months'],
  activity: ['activity_name', 'activity_start', 'activity_end'],
};
