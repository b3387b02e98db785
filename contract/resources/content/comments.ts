/**
 * Reviews and comments left by members on goods, news and cases, moderated by the platform: hide or show, reply
 * (one public reply, editable), delete.
 */
import { z } from 'zod';
import { defineEnum } from '../../enums.ts';
import { defineResource } from '../../resource.ts';
import { dateTime, id, picture } from '../common.ts';

export const COMMENT_STATUS = defineEnum({
  visible: { zh: '显示中', en: 'Visible', color: 'green' },
  hidden: { zh: '已隐藏', en: 'Hidden', color: 'grey' },
});
export const COMMENT_TARGET = defineEnum({
  goods: { zh: '商品评价', en: 'Goods review', color: 'blue' },
  news: { zh: '资讯评论', en: 'News comment', color: 'teal' },
  case: { zh: '案例评论', en: 'Case comment', color: 'violet' },
});
export const COMMENT_RATING = defineEnum({
  1: { zh: '1 星', en: '1 star', color: 'red' },
  2: { zh: '2 星', en: '2 stars', color: 'orange' },
  3: { zh: '3 星', en: '3 stars', color: 'yellow' },
  4: { zh: '4 星', en: '4 stars', color: 'olive' },
  5: { zh: '5 星', en: '5 stars', color: 'green' },
});
export const COMMENT_REPLIED = defineEnum({
  true: { zh: '已回复', en: 'Replied', color: 'blue' },
  false: { zh: '未回复', en: 'Not replied', color: 'grey' },
});

export const commentRecord = z.object({
  id,
  target_type: COMMENT_TARGET.schema,
  target_id: id,
  target_title: z.string(),
  /** The shop of the reviewed goods (a merchant sees only its own goods' reviews); null on articles. */
  merchant_id: id.nullable(),
  member_id: id,
  member_name: z.string(),
  member_avatar: picture,
  /** 1 to 5 for goods; articles' comments carry 5. */
  rating: COMMENT_RATING.schema,
  content: z.string(),
  pictures: z.array(picture),
  status: COMMENT_STATUS.schema,
  reply: z.string(),
  replied: z.boolean(),
  replied_at: dateTime.nullable(),
  created_at: dateTime,
});
export type Comment = z.infer<typeof commentRecord>;

export const comments = defineResource({
  name: 'comments',
  title: { zh: '评价', en: 'Reviews' },
  path: '/api/v2/seller/comments',
  record: commentRecord,
  fields: {
    id: { zh: 'ID', en: 'ID' },
    target_type: { zh: '类型', en: 'Type' },
    target_title: { zh: '评价对象', en: 'On' },
    merchant_id: { zh: '商家', en: 'Merchant' },
    member_name: { zh: '会员', en: 'Member' },
    member_avatar: { zh: '头像', en: 'Avatar' },
    rating: { zh: '评分', en: 'Rating' },
    content: { zh: '内容', en: 'Content' },
    pictures: { zh: '图片', en: 'Pictures' },
    status: { zh: '状态', en: 'Status' },
    reply: { zh: '回复', en: 'Reply' },
    replied: { zh: '回复状态', en: 'Reply state' },
    replied_at: { zh: '回复时间', en: 'Replied' },
    created_at: { zh: '评价时间', en: 'Posted' },
  },
  enums: { status: COMMENT_STATUS, target_type: COMMENT_TARGET, rating: COMMENT_RATING, replied: COMMENT_REPLIED },
  filters: [
    { kind: 'keyword', param: 'keyword', fields: ['content', 'member_name', 'target_title'], title: { zh: '内容/会员/对象', en: 'Content, member or item' } },
    { kind: 'exact', field: 'target_type', schema: COMMENT_TARGET.schema, title: { zh: '类型', en: 'Type' } },
    { kind: 'exact', field: 'merchant_id', schema: id, title: { zh: '商家', en: 'Merchant' } },
    { kind: 'exact', field: 'rating', schema: COMMENT_RATING.schema, title: { zh: '评分', en: 'Rating' } },
    { kind: 'exact', field: 'replied', schema: z.boolean(), title: { zh: '回复状态', en: 'Reply state' } },
    { kind: 'exact', field: 'status', schema: COMMENT_STATUS.schema, title: { zh: '状态', en: 'Status' } },
    { kind: 'dateRange', field: 'created_at', title: { zh: '评价时间', en: 'Posted' } },
  ],
  tabs: COMMENT_STATUS.values.map((s) => ({ key: s, title: COMMENT_STATUS.options[s], where: { status: s } })),
  sortable: ['id', 'rating', 'created_at'],
  defaultSort: '-created_at',
  permission: { read: 'comment_index' },
  deletable: true,
  actions: {
    hide: { title: { zh: '隐藏', en: 'Hide' }, when: { status: ['visible'] }, set: { status: 'hidden' }, batch: true },
    show: { title: { zh: '显示', en: 'Show' }, when: { status: ['hidden'] }, set: { status: 'visible' }, batch: true },
    reply: { title: { zh: '回复', en: 'Reply' }, body: z.object({ reply: z.string().trim().min(2).max(300) }) },
  },
});
