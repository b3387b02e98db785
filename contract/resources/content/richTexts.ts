/**
 * Rich texts: pages of the platform's apps written as sanitised HTML (agreements, about us, recruitment pages).
 * Every route that edits them reads its own resource (its label is the route's), all kept in one upstream table
 * whose `page` says which screen owns a text.
 */
import { z } from 'zod';
import { defineEnum } from '../../enums.ts';
import type { Text } from '../../i18n.ts';
import { defineResource } from '../../resource.ts';
import { dateTime, id } from '../common.ts';
import { format } from '../../formats.ts';

export const RICH_TEXT_PAGE = defineEnum({
  platform: { zh: '平台图文', en: 'Platform texts' },
  agreement: { zh: '协议', en: 'Agreements' },
  about: { zh: '关于我们', en: 'About us' },
  attract: { zh: '招商主页', en: 'Recruitment page' },
  attract2: { zh: '招商主页二', en: 'Recruitment page 2' },
  business: { zh: '商务合作', en: 'Business cooperation' },
});
export type RichTextPage = (typeof RICH_TEXT_PAGE.values)[number];

/** Generous for a page of text and tables; pictures are links to uploaded files, never inline data. */
export const RICH_TEXT_MAX = 100_000;

/** A text's key: how the apps ask for it (`user_agreement`). */
export const richTextKey = z.string().regex(/^[a-z][a-z0-9_]{1,39}$/, format('richTextKey'));

export const richTextRecord = z.object({
  id,
  page: RICH_TEXT_PAGE.schema,
  key: richTextKey,
  title: z.string(),
  /** HTML as the editor wrote it; the console sanitises it again before showing it. */
  body: z.string(),
  updated_at: dateTime,
  updated_by: z.string(),
});
export type RichText = z.infer<typeof richTextRecord>;

const richTextBody = z.object({
  title: z.string().trim().min(2).max(60),
  body: z.string().max(RICH_TEXT_MAX),
});

const FIELDS = {
  key: { zh: '标识', en: 'Key' },
  title: { zh: '标题', en: 'Title' },
  body: { zh: '内容', en: 'Content' },
  updated_at: { zh: '更新时间', en: 'Updated' },
  updated_by: { zh: '更新人', en: 'Updated by' },
} satisfies Record<string, Text>;

/** The rich texts of one page: read and edited under that route's label; `open` pages also take new keys. */
function richTextResource<N extends string>(name: N, page: RichTextPage, path: string, label: string, open: boolean) {
  return defineResource({
    name,
    title: RICH_TEXT_PAGE.options[page],
    path,
    record: richTextRecord,
    fields: FIELDS,
    filters: [{ kind: 'keyword', param: 'keyword', fields: ['key', 'title'], title: { zh: '标识/标题', en: 'Key or title' } }],
    sortable: ['id', 'updated_at'],
    defaultSort: 'id',
    permission: { read: label },
    create: open ? richTextBody.extend({ key: richTextKey }) : undefined,
    update: richTextBody,
    deletable: open,
  });
}

export const richTexts = richTextResource('richTexts', 'platform', '/api/v2/seller/rich_texts', 'richText_index', true);
export const agreements = richTextResource('agreements', 'agreement', '/api/v2/seller/agreements', 'infoManagement_agreement', false);
export const aboutPages = richTextResource('aboutPages', 'about', '/api/v2/seller/about_pages', 'infoManagement_about', false);
export const attractPages = richTextResource('attractPages', 'attract', '/api/v2/seller/attract_pages', 'infoManagement_attractMain', false);
export const attractPages2 = richTextResource('attractPages2', 'attract2', '/api/v2/seller/attract_pages2', 'infoManagement_attractMain2', false);
export const businessPages = richTextResource('businessPages', 'business', '/api/v2/seller/business_pages', 'infoManagement_business', false);
