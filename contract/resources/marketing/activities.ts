/**
 * Group-buy campaigns and flash sales (`/marketingSection`): a goods item at a campaign price for a time. A group buy
 * needs a group of N members within the group-buy setting's hours; a flash sale runs in one of the seckill setting's
 * sessions of a day. The phase (upcoming, running, ended) follows the times; stopping is the operator's.
 */
import { z } from 'zod';
import { defineEnum } from '../../enums.ts';
import { defineResource, type PatchCheck, patchOf, report } from '../../resource.ts';
import { dateTime, id, money, nonNegativeMoney, picture } from '../common.ts';
import { timeOrderInPatch } from './rules.ts';
import { format } from '../../formats.ts';

export const ACTIVITY_STATUS = defineEnum({
  upcoming: { zh: '未开始', en: 'Upcoming', color: 'blue' },
  running: { zh: '进行中', en: 'Running', color: 'green' },
  ended: { zh: '已结束', en: 'Ended', color: 'grey' },
  stopped: { zh: '已停止', en: 'Stopped', color: 'red' },
});

const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, format('clock'));

const goodsFields = {
  goods_id: id,
  goods_name: z.string(),
  goods_picture: picture,
  merchant_name: z.string(),
  /** The goods' own price, for the saving shown beside the campaign price. */
  price: money,
};

export const groupBuyRecord = z.object({
  id,
  ...goodsFields,
  group_price: money,
  group_size: z.number().int(),
  /** Daily time slot in which groups may open. */
  slot_start: hhmm,
  slot_end: hhmm,
  start_at: dateTime,
  end_at: dateTime,
  stock: z.number().int(),
  groups_open: z.number().int(),
  groups_done: z.number().int(),
  status: ACTIVITY_STATUS.schema,
  created_at: dateTime,
});
export type GroupBuy = z.infer<typeof groupBuyRecord>;

const campaignTimes = {
  start_at: dateTime,
  end_at: dateTime,
  stock: z.number().int().min(1).max(100_000),
};

/** A group buy's dates and its daily slot in order, on a create and on an edit carrying both ends (the mock checks one alone). */
export const GROUP_BUY_TIMES: PatchCheck = (b) => [...timeOrderInPatch('end_at', b.start_at, b.end_at), ...timeOrderInPatch('slot_end', b.slot_start, b.slot_end)];
/** A flash sale's dates in order, likewise. */
export const FLASH_SALE_TIMES: PatchCheck = (b) => timeOrderInPatch('end_at', b.start_at, b.end_at);

export const groupBuyInput = z.object({
  goods_id: id,
  group_price: nonNegativeMoney,
  group_size: z.number().int().min(2).max(50),
  slot_start: hhmm.default('00:00'),
  slot_end: hhmm.default('23:59'),
  ...campaignTimes,
}).superRefine((b, ctx) => report(GROUP_BUY_TIMES(b), ctx));

export const flashSaleRecord = z.object({
  id,
  ...goodsFields,
  sale_price: money,
  /** The seckill session (`HH:mm`) of each day in the campaign. */
  session: hhmm,
  start_at: dateTime,
  end_at: dateTime,
  stock: z.number().int(),
  sold: z.number().int(),
  limit_per_member: z.number().int(),
  status: ACTIVITY_STATUS.schema,
  created_at: dateTime,
});
export type FlashSale = z.infer<typeof flashSaleRecord>;

export const flashSaleInput = z.object({
  goods_id: id,
  sale_price: nonNegativeMoney,
  session: hhmm,
  limit_per_member: z.number().int().min(1).max(99),
  ...campaignTimes,
}).superRefine((b, ctx) => report(FLASH_SALE_TIMES(b), ctx));

const common = {
  goods_id: { zh: '商品ID', en: 'Goods ID' },
  goods_name: { zh: '活动商品', en: 'Goods' },
  goods_picture: { zh: '商品图', en: 'Picture' },
  merchant_name: { zh: '商家', en: 'Merchant' },
  price: { zh: '原价', en: 'Price' },
  start_at: { zh: '开始时间', en: 'Starts' },
  end_at: { zh: '结束时间', en: 'Ends' },
  stock: { zh: '活动库存', en: 'Campaign stock' },
  status: { zh: '状态', en: 'Status' },
  created_at: { zh: '创建时间', en: 'Created' },
};
const statusTabs = ACTIVITY_STATUS.values.map((s) => ({ key: s, title: ACTIVITY_STATUS.options[s], where: { status: s } }));
const activityActions = {
  stop: { title: { zh: '停止活动', en: 'Stop' }, when: { status: ['upcoming', 'running'] }, set: { status: 'stopped' }, confirm: true, batch: true },
};

export const groupBuys = defineResource({
  name: 'groupBuys',
  title: { zh: '拼团活动', en: 'Group-buy campaigns' },
  path: '/api/v2/seller/groupbuy/activities',
  record: groupBuyRecord,
  fields: {
    ...common,
    group_price: { zh: '拼团价', en: 'Group price' },
    group_size: { zh: '成团人数', en: 'Group size' },
    slot_start: { zh: '每日开团开始', en: 'Daily slot from' },
    slot_end: { zh: '每日开团结束', en: 'Daily slot to' },
    groups_open: { zh: '拼团中', en: 'Groups open' },
    groups_done: { zh: '已成团', en: 'Groups done' },
  },
  enums: { status: ACTIVITY_STATUS },
  filters: [
    { kind: 'keyword', param: 'keyword', fields: ['goods_name', 'merchant_name'], title: { zh: '商品/商家', en: 'Goods or merchant' } },
    { kind: 'exact', field: 'status', schema: ACTIVITY_STATUS.schema, title: common.status },
    { kind: 'range', field: 'group_size', title: { zh: '成团人数', en: 'Group size' } },
    { kind: 'dateRange', field: 'start_at', title: { zh: '开始时间', en: 'Starts' } },
  ],
  tabs: statusTabs,
  sortable: ['id', 'group_price', 'groups_done', 'start_at', 'created_at'],
  defaultSort: '-created_at',
  permission: { read: 'marketingSection_groupBuying' },
  create: groupBuyInput,
  update: patchOf(groupBuyInput, GROUP_BUY_TIMES),
  deletable: true,
  deleteWhen: { status: ['upcoming', 'ended', 'stopped'] },
  actions: activityActions,
});

export const flashSales = defineResource({
  name: 'flashSales',
  title: { zh: '限时抢购', en: 'Flash sales' },
  path: '/api/v2/seller/seckill/activities',
  record: flashSaleRecord,
  fields: {
    ...common,
    sale_price: { zh: '抢购价', en: 'Sale price' },
    session: { zh: '场次', en: 'Session' },
    sold: { zh: '已抢', en: 'Sold' },
    limit_per_member: { zh: '每人限购', en: 'Limit per member' },
  },
  enums: { status: ACTIVITY_STATUS },
  filters: [
    { kind: 'keyword', param: 'keyword', fields: ['goods_name', 'merchant_name'], title: { zh: '商品/商家', en: 'Goods or merchant' } },
    { kind: 'exact', field: 'status', schema: ACTIVITY_STATUS.schema, title: common.status },
    { kind: 'exact', field: 'session', schema: hhmm, title: { zh: '场次', en: 'Session' } },
    { kind: 'dateRange', field: 'start_at', title: { zh: '开始时间', en: 'Starts' } },
  ],
  tabs: statusTabs,
  sortable: ['id', 'sale_price', 'sold', 'start_at', 'created_at'],
  defaultSort: '-created_at',
  permission: { read: 'marketingSection_limitedTimeShop' },
  create: flashSaleInput,
  update: patchOf(flashSaleInput, FLASH_SALE_TIMES),
  deletable: true,
  deleteWhen: { status: ['upcoming', 'ended', 'stopped'] },
  actions: activityActions,
});
