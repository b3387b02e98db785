/** The four modules of the app's home page (`/fourModules/index`): four fixed slots, each a picture linking somewhere. */
import { z } from 'zod';
import { defineEnum } from '../../enums.ts';
import { defineResource, patchOf } from '../../resource.ts';
import { dateTime, id, picture } from '../common.ts';
import { format } from '../../formats.ts';

export const MODULE_SLOT = defineEnum({
  1: { zh: '左上', en: 'Top left', color: 'blue' },
  2: { zh: '右上', en: 'Top right', color: 'teal' },
  3: { zh: '左下', en: 'Bottom left', color: 'violet' },
  4: { zh: '右下', en: 'Bottom right', color: 'purple' },
});

/** An in-app path (`/pages/...`) or an http(s) address. */
export const moduleLink = z.string().trim().regex(/^(\/[\w\-./?=&%#]*|https?:\/\/[^\s]+)$/, format('moduleLink')).max(300);

export const homeModuleRecord = z.object({
  id,
  slot: MODULE_SLOT.schema,
  title: z.string(),
  subtitle: z.string(),
  picture,
  link: z.string(),
  sort: z.number().int(),
  enabled: z.boolean(),
  updated_at: dateTime,
});
export type HomeModule = z.infer<typeof homeModuleRecord>;

const editable = z.object({
  title: z.string().trim().min(1).max(8),
  subtitle: z.string().trim().max(16).default(''),
  picture,
  link: moduleLink,
  sort: z.number().int().min(0).max(9999),
});

export const homeModules = defineResource({
  name: 'homeModules',
  title: { zh: '首页模块', en: 'Home modules' },
  path: '/api/v2/seller/four_modules',
  record: homeModuleRecord,
  fields: {
    slot: { zh: '位置', en: 'Position' },
    title: { zh: '标题', en: 'Title' },
    subtitle: { zh: '副标题', en: 'Subtitle' },
    picture: { zh: '图片', en: 'Picture' },
    link: { zh: '跳转链接', en: 'Link' },
    sort: { zh: '排序', en: 'Sort' },
    enabled: { zh: '显示', en: 'Shown' },
    updated_at: { zh: '更新时间', en: 'Updated' },
  },
  enums: { slot: MODULE_SLOT },
  filters: [{ kind: 'keyword', param: 'keyword', fields: ['title', 'subtitle', 'link'], title: { zh: '标题/链接', en: 'Title or link' } }],
  sortable: ['sort', 'slot'],
  defaultSort: 'sort',
  permission: { read: 'fourModules_index' },
  update: patchOf(editable),
  actions: {
    show: { title: { zh: '显示', en: 'Show' }, when: { enabled: [false] }, set: { enabled: true } },
    hide: { title: { zh: '隐藏', en: 'Hide' }, when: { enabled: [true] }, set: { enabled: false } },
  },
});
