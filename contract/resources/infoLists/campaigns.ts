/**
 * Campaign and operations lists of /infoManagement, each with the fields of its business: mini classes (courses),
 * red-packet rain (the classic sessions and the new daily rounds), bargains, special topics, live rooms, poverty
 * relief projects, the full-return zone and its goods, operation centres and the platform's addresses.
 */
import { z } from 'zod';
import { defineEnum } from '../../enums.ts';
import { defineResource, patchOf } from '../../resource.ts';
import { mobile } from '../../shell.ts';
import { dateTime, id, money, nonNegativeMoney, picture } from '../common.ts';
import { COMMON_TITLES, ON_OFF_ACTIONS, readShape, sortValue, timeWindow, WINDOW, WINDOW_RULE, windowInOrder } from './shared.ts';
import { format } from '../../formats.ts';

const enabledFilter = { kind: 'exact', field: 'enabled', schema: z.boolean(), title: COMMON_TITLES.enabled } as const;
const onOffTabs = [
  { key: 'on', title: { zh: '启用中', en: 'On' }, where: { enabled: 'true' } },
  { key: 'off', title: { zh: '已停用', en: 'Off' }, where: { enabled: 'false' } },
];
const percent = z.number().int().min(0).max(100);
const count = z.number().int().min(0);

// ---- mini classes ----
export const COURSE_TOPIC = defineEnum({
  product: { zh: '产品知识', en: 'Products', color: 'blue' },
  sales: { zh: '销售技巧', en: 'Selling', color: 'orange' },
  policy: { zh: '平台规则', en: 'Platform rules', color: 'violet' },
  startup: { zh: '开店指南', en: 'Opening a shop', color: 'teal' },
});
export const COURSE_STATUS = defineEnum({
  draft: { zh: '草稿', en: 'Draft', color: 'grey' },
  published: { zh: '已上架', en: 'Published', color: 'green' },
  offline: { zh: '已下架', en: 'Withdrawn', color: 'orange' },
});
const courseInput = z.object({
  title: z.string().trim().min(2).max(40),
  cover: picture,
  lecturer: z.string().trim().min(2).max(20),
  topic: COURSE_TOPIC.schema,
  lessons: z.number().int().min(1).max(200),
  minutes: z.number().int().min(1).max(6000),
  price: nonNegativeMoney,
  sort: sortValue.default(0),
});
export const miniCourses = defineResource({
  name: 'miniCourses',
  title: { zh: '微课堂课程', en: 'Mini-class courses' },
  path: '/api/v2/seller/mini_course',
  record: z.object({ id, ...readShape(courseInput.shape), sort: z.number().int(), status: COURSE_STATUS.schema, learners: count, created_at: dateTime }),
  fields: {
    title: { zh: '课程名称', en: 'Course' }, cover: { zh: '封面', en: 'Cover' }, lecturer: { zh: '讲师', en: 'Lecturer' },
    topic: { zh: '课程类别', en: 'Topic' }, lessons: { zh: '课时数', en: 'Lessons' }, minutes: { zh: '总时长(分钟)', en: 'Minutes' },
    price: { zh: '价格(0为免费)', en: 'Price (0 = free)' }, sort: COMMON_TITLES.sort, status: { zh: '状态', en: 'Status' },
    learners: { zh: '学习人数', en: 'Learners' }, created_at: COMMON_TITLES.created_at,
  },
  enums: { topic: COURSE_TOPIC, status: COURSE_STATUS },
  filters: [
    { kind: 'keyword', param: 'keyword', fields: ['title', 'lecturer'], title: { zh: '课程/讲师', en: 'Course or lecturer' } },
    { kind: 'exact', field: 'topic', schema: COURSE_TOPIC.schema, title: { zh: '课程类别', en: 'Topic' } },
    { kind: 'exact', field: 'status', schema: COURSE_STATUS.schema, title: { zh: '状态', en: 'Status' } },
  ],
  tabs: COURSE_STATUS.values.map((s) => ({ key: s, title: COURSE_STATUS.options[s], where: { status: s } })),
  sortable: ['id', 'sort', 'learners', 'created_at'],
  defaultSort: '-created_at',
  permission: { read: 'infoManagement_miniClass' },
  create: courseInput,
  update: patchOf(courseInput),
  deletable: true,
  deleteWhen: { status: ['draft', 'offline'] },
  actions: {
    publish: { title: { zh: '上架', en: 'Publish' }, when: { status: ['draft', 'offline'] }, set: { status: 'published' } },
    withdraw: { title: { zh: '下架', en: 'Withdraw' }, when: { status: ['published'] }, set: { status: 'offline' }, confirm: true },
  },
});

// ---- red-packet rain, classic: one-off sessions with a fixed pool split into packets ----
const rainSessionInput = z.object({
  name: z.string().trim().min(2).max(30),
  ...timeWindow,
  total_amount: nonNegativeMoney,
  packets: z.number().int().min(1).max(100_000),
  min_amount: nonNegativeMoney,
  max_amount: nonNegativeMoney,
  enabled: z.boolean().default(true),
});
export const rainSessions = defineResource({
  name: 'rainSessions',
  title: { zh: '红包雨场次', en: 'Red packet rain sessions' },
  path: '/api/v2/seller/rain_session',
  record: z.object({ id, ...readShape(rainSessionInput.shape), claimed_packets: count, claimed_amount: money, created_at: dateTime }),
  fields: {
    name: { zh: '场次名称', en: 'Session' }, start_at: COMMON_TITLES.start_at, end_at: COMMON_TITLES.end_at,
    total_amount: { zh: '红包总额', en: 'Pool' }, packets: { zh: '红包个数', en: 'Packets' },
    min_amount: { zh: '单个最小', en: 'Min per packet' }, max_amount: { zh: '单个最大', en: 'Max per packet' },
    enabled: COMMON_TITLES.enabled, claimed_packets: { zh: '已领个数', en: 'Claimed' }, claimed_amount: { zh: '已领金额', en: 'Claimed amount' },
    created_at: COMMON_TITLES.created_at,
  },
  filters: [
    { kind: 'keyword', param: 'keyword', fields: ['name'], title: { zh: '场次名称', en: 'Session' } },
    enabledFilter,
    { kind: 'dateRange', field: 'start_at', title: COMMON_TITLES.start_at },
  ],
  tabs: onOffTabs,
  sortable: ['id', 'start_at', 'total_amount', 'created_at'],
  defaultSort: '-start_at',
  permission: { read: 'infoManagement_rainPackage' },
  create: rainSessionInput.refine(windowInOrder, WINDOW_RULE),
  update: patchOf(rainSessionInput, WINDOW),
  deletable: true,
  actions: ON_OFF_ACTIONS,
});

// ---- red-packet rain, new: campaigns of daily rounds with a win rate and a member-level threshold ----
export const RAIN_AUDIENCE = defineEnum({
  all: { zh: '全部会员', en: 'All members', color: 'grey' },
  vip: { zh: 'VIP 会员', en: 'VIP members', color: 'orange' },
  new: { zh: '新注册会员', en: 'New members', color: 'green' },
});
const rainCampaignInput = z.object({
  name: z.string().trim().min(2).max(30),
  ...timeWindow,
  /** Rounds of the day as `HH:mm`, e.g. "10:00,20:00". */
  rounds: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d(,([01]\d|2[0-3]):[0-5]\d)*$/, format('clocks')),
  round_seconds: z.number().int().min(10).max(300),
  daily_pool: nonNegativeMoney,
  win_percent: percent,
  audience: RAIN_AUDIENCE.schema,
  daily_limit: z.number().int().min(1).max(50),
  enabled: z.boolean().default(true),
});
export const rainCampaigns = defineResource({
  name: 'rainCampaigns',
  title: { zh: '新版红包雨', en: 'Red packet rain campaigns' },
  path: '/api/v2/seller/rain_campaign',
  record: z.object({ id, ...readShape(rainCampaignInput.shape), participants: count, paid_out: money, created_at: dateTime }),
  fields: {
    name: { zh: '活动名称', en: 'Campaign' }, start_at: COMMON_TITLES.start_at, end_at: COMMON_TITLES.end_at,
    rounds: { zh: '每日场次', en: 'Daily rounds' }, round_seconds: { zh: '每场时长(秒)', en: 'Round length (s)' },
    daily_pool: { zh: '每日奖池', en: 'Daily pool' }, win_percent: { zh: '中奖率(%)', en: 'Win rate (%)' },
    audience: { zh: '参与对象', en: 'Who may play' }, daily_limit: { zh: '每人每日次数', en: 'Plays per member a day' },
    enabled: COMMON_TITLES.enabled, participants: { zh: '参与人次', en: 'Plays' }, paid_out: { zh: '已发放金额', en: 'Paid out' },
    created_at: COMMON_TITLES.created_at,
  },
  enums: { audience: RAIN_AUDIENCE },
  filters: [
    { kind: 'keyword', param: 'keyword', fields: ['name'], title: { zh: '活动名称', en: 'Campaign' } },
    { kind: 'exact', field: 'audience', schema: RAIN_AUDIENCE.schema, title: { zh: '参与对象', en: 'Who may play' } },
    enabledFilter,
  ],
  tabs: onOffTabs,
  sortable: ['id', 'start_at', 'participants', 'created_at'],
  defaultSort: '-start_at',
  permission: { read: 'infoManagement_rainPackageNew' },
  create: rainCampaignInput.refine(windowInOrder, WINDOW_RULE),
  update: patchOf(rainCampaignInput, WINDOW),
  deletable: true,
  actions: ON_OFF_ACTIONS,
});

// ---- bargains ----
const bargainInput = z.object({
  goods_id: id,
  floor_price: nonNegativeMoney,
  helpers_needed: z.number().int().min(1).max(200),
  valid_hours: z.number().int().min(1).max(168),
  stock: z.number().int().min(1).max(100_000),
  ...timeWindow,
  enabled: z.boolean().default(true),
});
export const bargainCampaigns = defineResource({
  name: 'bargainCampaigns',
  title: { zh: '砍价活动', en: 'Bargain campaigns' },
  path: '/api/v2/seller/bargain',
  record: z.object({
    id, ...readShape(bargainInput.shape), goods_name: z.string(), picture, price: money, started: count, succeeded: count, created_at: dateTime,
  }),
  fields: {
    goods_id: { zh: '商品ID', en: 'Goods ID' }, goods_name: { zh: '砍价商品', en: 'Goods' }, picture: { zh: '商品图', en: 'Picture' },
    price: { zh: '原价', en: 'Price' }, floor_price: { zh: '底价', en: 'Floor price' }, helpers_needed: { zh: '需帮砍人数', en: 'Helpers needed' },
    valid_hours: { zh: '砍价有效期(小时)', en: 'Hours to finish' }, stock: { zh: '活动库存', en: 'Stock' },
    start_at: COMMON_TITLES.start_at, end_at: COMMON_TITLES.end_at, enabled: COMMON_TITLES.enabled,
    started: { zh: '发起人数', en: 'Started' }, succeeded: { zh: '砍成人数', en: 'Succeeded' }, created_at: COMMON_TITLES.created_at,
  },
  filters: [
    { kind: 'keyword', param: 'keyword', fields: ['goods_name'], title: { zh: '商品名称', en: 'Goods' } },
    enabledFilter,
    { kind: 'dateRange', field: 'start_at', title: COMMON_TITLES.start_at },
  ],
  tabs: onOffTabs,
  sortable: ['id', 'started', 'succeeded', 'start_at'],
  defaultSort: '-start_at',
  permission: { read: 'infoManagement_bargain' },
  create: bargainInput.refine(windowInOrder, WINDOW_RULE),
  // the goods stay: an edit moves the campaign's terms and window only
  update: patchOf(bargainInput.omit({ goods_id: true }), WINDOW),
  deletable: true,
  actions: ON_OFF_ACTIONS,
});

// ---- special topics ----
const specialInput = z.object({
  title: z.string().trim().min(2).max(30),
  subtitle: z.string().trim().max(60).default(''),
  cover: picture,
  /** Goods shown on the topic page, by id. */
  goods_ids: z.array(id).max(100).default([]),
  ...timeWindow,
  sort: sortValue.default(0),
  enabled: z.boolean().default(true),
});
export const specialTopics = defineResource({
  name: 'specialTopics',
  title: { zh: '专题活动', en: 'Special topics' },
  path: '/api/v2/seller/special_topic',
  record: z.object({ id, ...readShape(specialInput.shape), sort: z.number().int(), goods_count: count, views: count, created_at: dateTime }),
  fields: {
    title: { zh: '专题名称', en: 'Topic' }, subtitle: { zh: '副标题', en: 'Subtitle' }, cover: { zh: '头图', en: 'Header picture' },
    goods_ids: { zh: '专题商品', en: 'Goods' }, goods_count: { zh: '商品数', en: 'Goods' }, views: { zh: '浏览量', en: 'Views' },
    start_at: COMMON_TITLES.start_at, end_at: COMMON_TITLES.end_at, sort: COMMON_TITLES.sort, enabled: COMMON_TITLES.enabled,
    created_at: COMMON_TITLES.created_at,
  },
  filters: [{ kind: 'keyword', param: 'keyword', fields: ['title', 'subtitle'], title: { zh: '专题名称', en: 'Topic' } }, enabledFilter],
  tabs: onOffTabs,
  sortable: ['id', 'sort', 'views', 'start_at'],
  defaultSort: 'sort',
  permission: { read: 'infoManagement_special' },
  create: specialInput.refine(windowInOrder, WINDOW_RULE),
  update: patchOf(specialInput, WINDOW),
  deletable: true,
  actions: ON_OFF_ACTIONS,
});

// ---- live rooms ----
export const LIVE_STATUS = defineEnum({
  upcoming: { zh: '预告', en: 'Upcoming', color: 'blue' },
  live: { zh: '直播中', en: 'Live', color: 'red' },
  ended: { zh: '已结束', en: 'Ended', color: 'grey' },
  banned: { zh: '已封禁', en: 'Banned', color: 'black' },
});
export const liveRooms = defineResource({
  name: 'liveRooms',
  title: { zh: '直播间', en: 'Live rooms' },
  path: '/api/v2/seller/live_room',
  record: z.object({
    id, title: z.string(), cover: picture, merchant_id: id, merchant_name: z.string(), anchor: z.string(), status: LIVE_STATUS.schema,
    start_at: dateTime, end_at: dateTime.nullable(), viewers: count, likes: count, goods_count: count, sales: money,
    recommend: z.boolean(), reason: z.string(),
  }),
  fields: {
    title: { zh: '直播标题', en: 'Title' }, cover: { zh: '封面', en: 'Cover' }, merchant_name: { zh: '店铺', en: 'Shop' },
    anchor: { zh: '主播', en: 'Host' }, status: { zh: '状态', en: 'Status' }, start_at: { zh: '开播时间', en: 'Starts' },
    end_at: { zh: '结束时间', en: 'Ended' }, viewers: { zh: '观看人数', en: 'Viewers' }, likes: { zh: '点赞', en: 'Likes' },
    goods_count: { zh: '带货商品', en: 'Goods' }, sales: { zh: '直播成交额', en: 'Sales' }, recommend: { zh: '首页推荐', en: 'Featured' },
    reason: { zh: '封禁原因', en: 'Ban reason' },
  },
  enums: { status: LIVE_STATUS },
  filters: [
    { kind: 'keyword', param: 'keyword', fields: ['title', 'anchor', 'merchant_name'], title: { zh: '标题/主播/店铺', en: 'Title, host or shop' } },
    { kind: 'exact', field: 'status', schema: LIVE_STATUS.schema, title: { zh: '状态', en: 'Status' } },
    { kind: 'exact', field: 'recommend', schema: z.boolean(), title: { zh: '首页推荐', en: 'Featured' } },
    { kind: 'dateRange', field: 'start_at', title: { zh: '开播时间', en: 'Starts' } },
  ],
  tabs: LIVE_STATUS.values.map((s) => ({ key: s, title: LIVE_STATUS.options[s], where: { status: s } })),
  sortable: ['id', 'viewers', 'likes', 'sales', 'start_at'],
  defaultSort: '-start_at',
  permission: { read: 'infoManagement_LiveList' },
  actions: {
    feature: { title: { zh: '推荐到首页', en: 'Feature' }, when: { recommend: [false], status: ['upcoming', 'live'] }, set: { recommend: true } },
    unfeature: { title: { zh: '取消推荐', en: 'Unfeature' }, when: { recommend: [true] }, set: { recommend: false } },
    ban: {
      title: { zh: '封禁', en: 'Ban' }, when: { status: ['upcoming', 'live'] }, set: { status: 'banned', recommend: false },
      body: z.object({ reason: z.string().trim().min(2).max(200) }), confirm: true,
    },
  },
});

// ---- poverty relief ----
export const RELIEF_STATUS = defineEnum({
  ongoing: { zh: '帮扶中', en: 'Ongoing', color: 'green' },
  finished: { zh: '已脱贫', en: 'Completed', color: 'blue' },
  paused: { zh: '已暂停', en: 'Paused', color: 'grey' },
});
const povertyInput = z.object({
  name: z.string().trim().min(2).max(40),
  county: z.string().trim().min(2).max(40),
  product: z.string().trim().min(1).max(40),
  households: z.number().int().min(1).max(100_000),
  contact: z.string().trim().min(2).max(20),
  mobile,
});
export const povertyProjects = defineResource({
  name: 'povertyProjects',
  title: { zh: '扶贫项目', en: 'Poverty relief projects' },
  path: '/api/v2/seller/poverty_project',
  record: z.object({ id, ...readShape(povertyInput.shape), goods_count: count, sales: money, status: RELIEF_STATUS.schema, started_at: dateTime }),
  fields: {
    name: { zh: '项目名称', en: 'Project' }, county: { zh: '帮扶县', en: 'County' }, product: { zh: '特色产品', en: 'Local produce' },
    households: { zh: '帮扶户数', en: 'Households' }, contact: { zh: '联系人', en: 'Contact' }, mobile: { zh: '联系电话', en: 'Phone' },
    goods_count: { zh: '上架商品', en: 'Goods' }, sales: { zh: '累计销售额', en: 'Sales to date' }, status: { zh: '状态', en: 'Status' },
    started_at: { zh: '开始时间', en: 'Started' },
  },
  enums: { status: RELIEF_STATUS },
  filters: [
    { kind: 'keyword', param: 'keyword', fields: ['name', 'county', 'product'], title: { zh: '项目/县/产品', en: 'Project, county or produce' } },
    { kind: 'exact', field: 'status', schema: RELIEF_STATUS.schema, title: { zh: '状态', en: 'Status' } },
    { kind: 'range', field: 'households', title: { zh: '帮扶户数', en: 'Households' } },
  ],
  tabs: RELIEF_STATUS.values.map((s) => ({ key: s, title: RELIEF_STATUS.options[s], where: { status: s } })),
  sortable: ['id', 'households', 'sales', 'started_at'],
  defaultSort: '-started_at',
  permission: { read: 'infoManagement_povertyReduction' },
  create: povertyInput,
  update: patchOf(povertyInput),
  actions: {
    pause: { title: { zh: '暂停', en: 'Pause' }, when: { status: ['ongoing'] }, set: { status: 'paused' } },
    resume: { title: { zh: '恢复', en: 'Resume' }, when: { status: ['paused'] }, set: { status: 'ongoing' } },
    finish: { title: { zh: '标记脱贫', en: 'Mark completed' }, when: { status: ['ongoing'] }, set: { status: 'finished' }, confirm: true },
  },
});

// ---- full-return zone and goods ----
const zoneInput = z.object({
  name: z.string().trim().min(2).max(20),
  /** Share of the price returned to the buyer over the return period. */
  return_percent: z.number().int().min(1).max(100),
  return_days: z.number().int().min(1).max(1000),
  sort: sortValue.default(0),
  enabled: z.boolean().default(true),
});
export const returnZones = defineResource({
  name: 'returnZones',
  title: { zh: '全返专区', en: 'Full-return zones' },
  path: '/api/v2/seller/full_return_zone',
  record: z.object({ id, ...readShape(zoneInput.shape), sort: z.number().int(), goods_count: count, created_at: dateTime }),
  fields: {
    name: { zh: '专区名称', en: 'Zone' }, return_percent: { zh: '返还比例(%)', en: 'Returned (%)' }, return_days: { zh: '返还周期(天)', en: 'Return period (days)' },
    sort: COMMON_TITLES.sort, enabled: COMMON_TITLES.enabled, goods_count: { zh: '商品数', en: 'Goods' }, created_at: COMMON_TITLES.created_at,
  },
  filters: [{ kind: 'keyword', param: 'keyword', fields: ['name'], title: { zh: '专区名称', en: 'Zone' } }, enabledFilter],
  tabs: onOffTabs,
  sortable: ['id', 'sort', 'return_percent'],
  defaultSort: 'sort',
  permission: { read: 'infoManagement_fullReturnZone' },
  create: zoneInput,
  update: patchOf(zoneInput),
  deletable: true,
  actions: ON_OFF_ACTIONS,
});

const returnGoodsInput = z.object({
  goods_id: id,
  zone_id: id,
  /** Overrides the zone's share for this goods; 0 uses the zone's. */
  return_percent: z.number().int().min(0).max(100),
  limit_per_member: z.number().int().min(1).max(99),
  sort: sortValue.default(0),
});
export const returnGoods = defineResource({
  name: 'returnGoods',
  title: { zh: '全返商品', en: 'Full-return goods' },
  path: '/api/v2/seller/full_return_goods',
  record: z.object({
    id, ...readShape(returnGoodsInput.shape), sort: z.number().int(), goods_name: z.string(), picture, price: money, zone_name: z.string(),
    sold: count, returned_amount: money, enabled: z.boolean(),
  }),
  fields: {
    goods_id: { zh: '商品ID', en: 'Goods ID' }, goods_name: { zh: '商品', en: 'Goods' }, picture: { zh: '商品图', en: 'Picture' },
    price: { zh: '售价', en: 'Price' }, zone_id: { zh: '所属专区', en: 'Zone' }, zone_name: { zh: '所属专区', en: 'Zone' },
    return_percent: { zh: '返还比例(%)', en: 'Returned (%)' }, limit_per_member: { zh: '每人限购', en: 'Limit per member' },
    sort: COMMON_TITLES.sort, sold: { zh: '已售', en: 'Sold' }, returned_amount: { zh: '已返金额', en: 'Returned so far' },
    enabled: COMMON_TITLES.enabled,
  },
  filters: [
    { kind: 'keyword', param: 'keyword', fields: ['goods_name', 'zone_name'], title: { zh: '商品/专区', en: 'Goods or zone' } },
    { kind: 'exact', field: 'zone_id', schema: id, title: { zh: '所属专区', en: 'Zone' } },
    enabledFilter,
  ],
  tabs: onOffTabs,
  sortable: ['id', 'sort', 'sold', 'price'],
  defaultSort: 'sort',
  permission: { read: 'infoManagement_fullReturnGoods' },
  create: returnGoodsInput,
  update: patchOf(returnGoodsInput).omit({ goods_id: true }),
  deletable: true,
  actions: ON_OFF_ACTIONS,
});

// ---- operation centres (business operations) ----
export const CENTRE_LEVEL = defineEnum({
  province: { zh: '省级运营中心', en: 'Province centre', color: 'red' },
  city: { zh: '市级运营中心', en: 'City centre', color: 'orange' },
  district: { zh: '区县服务站', en: 'County station', color: 'blue' },
});
export const CENTRE_STATUS = defineEnum({
  operating: { zh: '运营中', en: 'Operating', color: 'green' },
  suspended: { zh: '已暂停', en: 'Suspended', color: 'grey' },
});
const centreInput = z.object({
  name: z.string().trim().min(2).max(30),
  level: CENTRE_LEVEL.schema,
  region: z.string().trim().min(2).max(40),
  leader: z.string().trim().min(2).max(20),
  mobile,
  commission_percent: percent,
});
export const operationCentres = defineResource({
  name: 'operationCentres',
  title: { zh: '运营中心', en: 'Operation centres' },
  path: '/api/v2/seller/operation_centre',
  record: z.object({ id, ...readShape(centreInput.shape), members: count, merchants: count, monthly_sales: money, status: CENTRE_STATUS.schema, created_at: dateTime }),
  fields: {
    name: { zh: '运营中心', en: 'Centre' }, level: { zh: '级别', en: 'Level' }, region: { zh: '覆盖区域', en: 'Region' },
    leader: { zh: '负责人', en: 'Leader' }, mobile: { zh: '联系电话', en: 'Phone' }, commission_percent: { zh: '分佣比例(%)', en: 'Commission (%)' },
    members: { zh: '发展会员', en: 'Members' }, merchants: { zh: '入驻商家', en: 'Merchants' }, monthly_sales: { zh: '本月业绩', en: 'Sales this month' },
    status: { zh: '状态', en: 'Status' }, created_at: { zh: '成立时间', en: 'Opened' },
  },
  enums: { level: CENTRE_LEVEL, status: CENTRE_STATUS },
  filters: [
    { kind: 'keyword', param: 'keyword', fields: ['name', 'region', 'leader'], title: { zh: '名称/区域/负责人', en: 'Name, region or leader' } },
    { kind: 'exact', field: 'level', schema: CENTRE_LEVEL.schema, title: { zh: '级别', en: 'Level' } },
    { kind: 'exact', field: 'status', schema: CENTRE_STATUS.schema, title: { zh: '状态', en: 'Status' } },
  ],
  tabs: CENTRE_LEVEL.values.map((s) => ({ key: s, title: CENTRE_LEVEL.options[s], where: { level: s } })),
  sortable: ['id', 'members', 'monthly_sales', 'created_at'],
  defaultSort: '-monthly_sales',
  permission: { read: 'infoManagement_businessOpera' },
  create: centreInput,
  update: patchOf(centreInput),
  actions: {
    suspend: { title: { zh: '暂停运营', en: 'Suspend' }, when: { status: ['operating'] }, set: { status: 'suspended' }, confirm: true },
    resume: { title: { zh: '恢复运营', en: 'Resume' }, when: { status: ['suspended'] }, set: { status: 'operating' } },
  },
});

// ---- the platform's addresses ----
export const ADDRESS_USE = defineEnum({
  ship: { zh: '发货地址', en: 'Ships from', color: 'blue' },
  return: { zh: '退货地址', en: 'Returns to', color: 'orange' },
  pickup: { zh: '自提点', en: 'Pick-up point', color: 'teal' },
});
const addressInput = z.object({
  use: ADDRESS_USE.schema,
  contact: z.string().trim().min(2).max(20),
  mobile,
  province: z.string().trim().min(2).max(20),
  city: z.string().trim().min(2).max(20),
  district: z.string().trim().min(1).max(20),
  detail: z.string().trim().min(4).max(100),
});
export const shopAddresses = defineResource({
  name: 'shopAddresses',
  title: { zh: '地址', en: 'Addresses' },
  path: '/api/v2/seller/address',
  record: z.object({ id, ...readShape(addressInput.shape), is_default: z.boolean(), created_at: dateTime }),
  fields: {
    use: { zh: '用途', en: 'Use' }, contact: { zh: '联系人', en: 'Contact' }, mobile: { zh: '电话', en: 'Phone' },
    province: { zh: '省', en: 'Province' }, city: { zh: '市', en: 'City' }, district: { zh: '区/县', en: 'District' },
    detail: { zh: '详细地址', en: 'Street address' }, is_default: { zh: '默认', en: 'Default' }, created_at: COMMON_TITLES.created_at,
  },
  enums: { use: ADDRESS_USE },
  filters: [
    { kind: 'keyword', param: 'keyword', fields: ['contact', 'mobile', 'province', 'city', 'detail'], title: { zh: '联系人/电话/地址', en: 'Contact, phone or address' } },
    { kind: 'exact', field: 'use', schema: ADDRESS_USE.schema, title: { zh: '用途', en: 'Use' } },
  ],
  tabs: ADDRESS_USE.values.map((s) => ({ key: s, title: ADDRESS_USE.options[s], where: { use: s } })),
  sortable: ['id', 'created_at'],
  defaultSort: '-created_at',
  permission: { read: 'infoManagement_address' },
  create: addressInput,
  update: patchOf(addressInput),
  deletable: true,
  deleteWhen: { is_default: [false] },
  actions: {
    set_default: { title: { zh: '设为默认', en: 'Make default' }, when: { is_default: [false] }, set: { is_default: true } },
  },
});
