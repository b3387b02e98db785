/**
 * News and cases: articles with an information class (`informationclass`, of their own type), a cover, a summary, a
 * rich body, a publish state and time, and a sort number. Both live in one upstream table; each route reads its own
 * kind under its own label.
 */
import { z } from 'zod';
import { defineEnum } from '../../enums.ts';
import { defineResource, patchOf } from '../../resource.ts';
import { dateTime, id, picture } from '../common.ts';
import { RICH_TEXT_MAX } from './richTexts.ts';

export const ARTICLE_STATUS = defineEnum({
  draft: { zh: '草稿', en: 'Draft', color: 'grey' },
  published: { zh: '已发布', en: 'Published', color: 'green' },
  offline: { zh: '已下线', en: 'Offline', color: 'orange' },
});
export type ArticleKind = 'news' | 'case';

export const articleRecord = z.object({
  id,
  kind: z.enum(['news', 'case']),
  info_class_id: id,
  info_class_name: z.string(),
  title: z.string(),
  cover: picture,
  summary: z.string(),
  body: z.string(),
  author: z.string(),
  status: ARTICLE_STATUS.schema,
  published_at: dateTime.nullable(),
  sort: z.number().int(),
  views: z.number().int().min(0),
  comment_count: z.number().int().min(0),
  created_at: dateTime,
  updated_at: dateTime,
});
export type Article = z.infer<typeof articleRecord>;

const articleBody = z.object({
  info_class_id: id,
  title: z.string().trim().min(2).max(80),
  cover: picture,
  summary: z.string().trim().max(200).default(''),
  body: z.string().trim().min(1).max(RICH_TEXT_MAX),
  author: z.string().trim().max(30).default(''),
  sort: z.number().int().min(0).max(9999).default(0),
  /** Publish at once instead of keeping a draft. */
  publish: z.boolean().default(false),
});

function articleResource<N extends string>(name: N, kind: ArticleKind, path: string, label: string) {
  const title = kind === 'news' ? { zh: '资讯', en: 'News' } : { zh: '案例', en: 'Cases' };
  return defineResource({
    name,
    title,
    path,
    record: articleRecord,
    fields: {
      id: { zh: 'ID', en: 'ID' },
      cover: { zh: '封面', en: 'Cover' },
      title: { zh: '标题', en: 'Title' },
      info_class_id: { zh: '分类', en: 'Category' },
      info_class_name: { zh: '分类', en: 'Category' },
      summary: { zh: '摘要', en: 'Summary' },
      author: { zh: '作者', en: 'Author' },
      status: { zh: '发布状态', en: 'Status' },
      published_at: { zh: '发布时间', en: 'Published' },
      sort: { zh: '排序', en: 'Sort' },
      views: { zh: '阅读量', en: 'Views' },
      comment_count: { zh: '评论数', en: 'Comments' },
      created_at: { zh: '创建时间', en: 'Created' },
      updated_at: { zh: '更新时间', en: 'Updated' },
    },
    enums: { status: ARTICLE_STATUS },
    filters: [
      { kind: 'keyword', param: 'keyword', fields: ['title', 'summary', 'author'], title: { zh: '标题/摘要/作者', en: 'Title, summary or author' } },
      { kind: 'exact', field: 'status', schema: ARTICLE_STATUS.schema, title: { zh: '发布状态', en: 'Status' } },
      { kind: 'exact', field: 'info_class_id', schema: id, title: { zh: '分类', en: 'Category' } },
      { kind: 'dateRange', field: 'published_at', title: { zh: '发布时间', en: 'Published' } },
    ],
    tabs: ARTICLE_STATUS.values.map((s) => ({ key: s, title: ARTICLE_STATUS.options[s], where: { status: s } })),
    sortable: ['id', 'sort', 'views', 'published_at', 'created_at'],
    defaultSort: '-created_at',
    permission: { read: label },
    create: articleBody,
    update: patchOf(articleBody.omit({ publish: true })),
    deletable: true,
    actions: {
      publish: { title: { zh: '发布', en: 'Publish' }, when: { status: ['draft', 'offline'] }, set: { status: 'published' }, batch: true },
      unpublish: { title: { zh: '下线', en: 'Take offline' }, when: { status: ['published'] }, set: { status: 'offline' }, batch: true, confirm: true },
    },
  });
}

export const news = articleResource('news', 'news', '/api/v2/seller/news', 'news_index');
export const cases = articleResource('cases', 'case', '/api/v2/seller/cases', 'case_index');
