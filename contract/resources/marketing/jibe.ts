/**
 * Jibe ("collect shells", `/Jibe`) and moments sharing (`/pyqyx`). Members earn shells by the Jibe configuration and
 * exchange them for goods of the Jibe zone; an exchange is a code written off at a store. Members who share a
 * posted update to their WeChat moments send a screenshot and get the update's reward once it is approved.
 */
import { z } from 'zod';
import { defineEnum } from '../../enums.ts';
import { defineResource, patchOf } from '../../resource.ts';
import { dateTime, id, money, nonNegativeMoney, picture, reason } from '../common.ts';
import { REVIEW_STATUS } from './lottery.ts';

export const WRITE_OFF_STATUS = defineEnum({
  pending: { zh: '待核销', en: 'To write off', color: 'orange' },
  written_off: { zh: '已核销', en: 'Written off', color: 'green' },
  expired: { zh: '已过期', en: 'Expired', color: 'grey' },
});
export const POST_STATUS = defineEnum({
  published: { zh: '已发布', en: 'Published', color: 'green' },
  hidden: { zh: '已下架', en: 'Hidden', color: 'grey' },
});

export const jibeGoodsRecord = z.object({
  id,
  goods_id: id,
  goods_name: z.string(),
  goods_picture: picture,
  price: money,
  /** Shells a member pays for one. */
  shells: z.number().int(),
  /** Cash paid besides the shells. */
  cash: money,
  stock: z.number().int(),
  exchanged: z.number().int(),
  sort: z.number().int(),
  on_shelf: z.boolean(),
  created_at: dateTime,
});
export type JibeGoods = z.infer<typeof jibeGoodsRecord>;

export const jibeGoodsInput = z.object({
  goods_id: id,
  shells: z.number().int().min(1).max(1_000_000),
  cash: nonNegativeMoney.default('0.00'),
  stock: z.number().int().min(0).max(100_000),
  sort: z.number().int().min(0).max(9999).default(0),
});

export const jibeGoods = defineResource({
  name: 'jibeGoods',
  title: { zh: '集贝专区商品', en: 'Jibe zone goods' },
  path: '/api/v2/seller/jibe/goods',
  record: jibeGoodsRecord,
  fields: {
    goods_id: { zh: '商品ID', en: 'Goods ID' },
    goods_name: { zh: '商品', en: 'Goods' },
    goods_picture: { zh: '商品图', en: 'Picture' },
    price: { zh: '原价', en: 'Price' },
    shells: { zh: '所需贝壳', en: 'Shells' },
    cash: { zh: '另需现金', en: 'Plus cash' },
    stock: { zh: '兑换库存', en: 'Stock' },
    exchanged: { zh: '已兑换', en: 'Exchanged' },
    sort: { zh: '排序', en: 'Sort' },
    on_shelf: { zh: '上架', en: 'On shelf' },
    created_at: { zh: '加入时间', en: 'Added' },
  },
  filters: [
    { kind: 'keyword', param: 'keyword', fields: ['goods_name'], title: { zh: '商品名称', en: 'Goods name' } },
    { kind: 'exact', field: 'on_shelf', schema: z.boolean(), title: { zh: '上架', en: 'On shelf' } },
    { kind: 'range', field: 'shells', title: { zh: '所需贝壳', en: 'Shells' } },
  ],
  tabs: [
    { key: 'on', title: { zh: '上架中', en: 'On shelf' }, where: { on_shelf: 'true' } },
    { key: 'off', title: { zh: '已下架', en: 'Off shelf' }, where: { on_shelf: 'false' } },
  ],
  sortable: ['id', 'shells', 'exchanged', 'sort', 'created_at'],
  defaultSort: '-created_at',
  permission: { read: 'Jibe_JibeSpecial' },
  create: jibeGoodsInput,
  update: patchOf(jibeGoodsInput),
  deletable: true,
  actions: {
    on_shelf: { title: { zh: '上架', en: 'Put on shelf' }, when: { on_shelf: [false] }, set: { on_shelf: true }, batch: true },
    off_shelf: { title: { zh: '下架', en: 'Take off shelf' }, when: { on_shelf: [true] }, set: { on_shelf: false }, batch: true },
  },
});

export const writeOffRecord = z.object({
  id,
  code: z.string(),
  member_id: id,
  member_name: z.string(),
  member_mobile: z.string(),
  goods_name: z.string(),
  shells: z.number().int(),
  store_name: z.string(),
  status: WRITE_OFF_STATUS.schema,
  created_at: dateTime,
  expires_at: dateTime,
  written_off_at: dateTime.nullable(),
});
export type WriteOff = z.infer<typeof writeOffRecord>;

export const jibeWriteOffs = defineResource({
  name: 'jibeWriteOffs',
  title: { zh: '集贝核销', en: 'Jibe write-offs' },
  path: '/api/v2/seller/jibe/write_offs',
  record: writeOffRecord,
  fields: {
    code: { zh: '核销码', en: 'Code' },
    member_name: { zh: '会员', en: 'Member' },
    member_mobile: { zh: '手机号', en: 'Phone' },
    goods_name: { zh: '兑换商品', en: 'Goods' },
    shells: { zh: '消耗贝壳', en: 'Shells' },
    store_name: { zh: '核销门店', en: 'Store' },
    status: { zh: '状态', en: 'Status' },
    created_at: { zh: '兑换时间', en: 'Exchanged' },
    expires_at: { zh: '有效期至', en: 'Valid until' },
    written_off_at: { zh: '核销时间', en: 'Written off' },
  },
  enums: { status: WRITE_OFF_STATUS },
  filters: [
    { kind: 'keyword', param: 'keyword', fields: ['code', 'member_name', 'member_mobile', 'goods_name'], title: { zh: '核销码/会员/手机/商品', en: 'Code, member, phone or goods' } },
    { kind: 'exact', field: 'status', schema: WRITE_OFF_STATUS.schema, title: { zh: '状态', en: 'Status' } },
    { kind: 'dateRange', field: 'created_at', title: { zh: '兑换时间', en: 'Exchanged' } },
  ],
  tabs: WRITE_OFF_STATUS.values.map((s) => ({ key: s, title: WRITE_OFF_STATUS.options[s], where: { status: s } })),
  sortable: ['id', 'shells', 'created_at'],
  defaultSort: '-created_at',
  permission: { read: 'Jibe_JibeWriteOff' },
  actions: {
    write_off: {
      title: { zh: '核销', en: 'Write off' },
      when: { status: ['pending'] },
      set: { status: 'written_off' },
      body: z.object({ store_name: z.string().trim().min(2).max(40) }),
    },
  },
});

export const momentsPostRecord = z.object({
  id,
  title: z.string(),
  content: z.string(),
  picture,
  /** Points a member gets for an approved share. */
  reward_points: z.number().int(),
  shares: z.number().int(),
  status: POST_STATUS.schema,
  created_at: dateTime,
});
export type MomentsPost = z.infer<typeof momentsPostRecord>;

export const momentsPostInput = z.object({
  title: z.string().trim().min(2).max(40),
  content: z.string().trim().min(2).max(1000),
  picture,
  reward_points: z.number().int().min(0).max(10_000),
});

export const momentsPosts = defineResource({
  name: 'momentsPosts',
  title: { zh: '朋友圈动态', en: 'Moments updates' },
  path: '/api/v2/seller/pyq/posts',
  record: momentsPostRecord,
  fields: {
    title: { zh: '标题', en: 'Title' },
    content: { zh: '分享文案', en: 'Text to share' },
    picture: { zh: '配图', en: 'Picture' },
    reward_points: { zh: '分享奖励积分', en: 'Reward points' },
    shares: { zh: '分享次数', en: 'Shares' },
    status: { zh: '状态', en: 'Status' },
    created_at: { zh: '发布时间', en: 'Posted' },
  },
  enums: { status: POST_STATUS },
  filters: [
    { kind: 'keyword', param: 'keyword', fields: ['title', 'content'], title: { zh: '标题/文案', en: 'Title or text' } },
    { kind: 'exact', field: 'status', schema: POST_STATUS.schema, title: { zh: '状态', en: 'Status' } },
    { kind: 'dateRange', field: 'created_at', title: { zh: '发布时间', en: 'Posted' } },
  ],
  tabs: POST_STATUS.values.map((s) => ({ key: s, title: POST_STATUS.options[s], where: { status: s } })),
  sortable: ['id', 'shares', 'reward_points', 'created_at'],
  defaultSort: '-created_at',
  permission: { read: 'pyqyx_putNews' },
  create: momentsPostInput,
  update: patchOf(momentsPostInput),
  deletable: true,
  actions: {
    hide: { title: { zh: '下架', en: 'Hide' }, when: { status: ['published'] }, set: { status: 'hidden' } },
    publish: { title: { zh: '重新发布', en: 'Publish again' }, when: { status: ['hidden'] }, set: { status: 'published' } },
  },
});

export const momentsRewardRecord = z.object({
  id,
  post_id: id,
  post_title: z.string(),
  member_id: id,
  member_name: z.string(),
  member_mobile: z.string(),
  screenshot: picture,
  reward_points: z.number().int(),
  status: REVIEW_STATUS.schema,
  reason: z.string(),
  created_at: dateTime,
  reviewed_at: dateTime.nullable(),
});
export type MomentsReward = z.infer<typeof momentsRewardRecord>;

export const momentsRewards = defineResource({
  name: 'momentsRewards',
  title: { zh: '朋友圈奖励', en: 'Moments rewards' },
  path: '/api/v2/seller/pyq/rewards',
  record: momentsRewardRecord,
  fields: {
    post_title: { zh: '分享的动态', en: 'Update shared' },
    member_name: { zh: '会员', en: 'Member' },
    member_mobile: { zh: '手机号', en: 'Phone' },
    screenshot: { zh: '分享截图', en: 'Screenshot' },
    reward_points: { zh: '奖励积分', en: 'Reward points' },
    status: { zh: '审核状态', en: 'Review' },
    reason: { zh: '驳回原因', en: 'Reject reason' },
    created_at: { zh: '提交时间', en: 'Sent' },
    reviewed_at: { zh: '审核时间', en: 'Reviewed' },
  },
  enums: { status: REVIEW_STATUS },
  filters: [
    { kind: 'keyword', param: 'keyword', fields: ['member_name', 'member_mobile', 'post_title'], title: { zh: '会员/手机/动态', en: 'Member, phone or update' } },
    { kind: 'exact', field: 'status', schema: REVIEW_STATUS.schema, title: { zh: '审核状态', en: 'Review' } },
    { kind: 'dateRange', field: 'created_at', title: { zh: '提交时间', en: 'Sent' } },
  ],
  tabs: REVIEW_STATUS.values.map((s) => ({ key: s, title: REVIEW_STATUS.options[s], where: { status: s } })),
  sortable: ['id', 'reward_points', 'created_at'],
  defaultSort: '-created_at',
  permission: { read: 'pyqyx_pyqAward' },
  actions: {
    approve: { title: { zh: '通过并发放', en: 'Approve and reward' }, when: { status: ['pending'] }, set: { status: 'approved' }, batch: true },
    reject: { title: { zh: '驳回', en: 'Reject' }, when: { status: ['pending'] }, set: { status: 'rejected' }, body: reason, batch: true, confirm: true },
  },
});
