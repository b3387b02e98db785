/**
 * Class trees of /infoManagement: custom classes (a shop's own goods groups shown in the app), model classes (the goods
 * models whose attributes a listing fills in) and the information classes of news, cases and notices. A class that
 * still has records (goods, models' goods, news) or sub-classes cannot be deleted.
 */
import { z } from 'zod';
import type { Text } from '../../i18n.ts';
import { defineResource, patchOf } from '../../resource.ts';
import { INFORMATION_CLASS_TYPE } from '../catalog.ts';
import { dateTime, id, picture } from '../common.ts';
import { sortValue } from './shared.ts';

export const goodsGroupRecord = z.object({
  id,
  kind: z.enum(['custom', 'model']),
  /** 0 for a top-level class. */
  parent_id: z.number().int().min(0),
  name: z.string(),
  icon: picture,
  /** Model classes: the attributes a listing in it fills in ("颜色,尺码"). */
  attributes: z.string(),
  sort: z.number().int(),
  is_show: z.boolean(),
  /** Records filed under the class: goods for custom classes, goods using the model for model classes. */
  record_count: z.number().int().min(0),
  created_at: dateTime,
});
export type GoodsGroup = z.infer<typeof goodsGroupRecord>;

function groupResource(kind: 'custom' | 'model', name: string, path: string, label: string, title: Text, recordTitle: Text) {
  const input = z.object({
    parent_id: z.number().int().min(0).default(0),
    name: z.string().trim().min(1).max(20),
    icon: picture.optional(),
    attributes: z.string().trim().max(200).default(''),
    sort: sortValue.default(0),
    is_show: z.boolean().default(true),
  });
  return defineResource({
    name,
    title,
    path,
    record: goodsGroupRecord,
    fields: {
      name: { zh: '分类名称', en: 'Name' },
      parent_id: { zh: '上级分类', en: 'Parent' },
      icon: { zh: '图标', en: 'Icon' },
      attributes: kind === 'model' ? { zh: '模型属性', en: 'Attributes' } : { zh: '备注标签', en: 'Tags' },
      sort: { zh: '排序', en: 'Sort' },
      is_show: { zh: '显示', en: 'Shown' },
      record_count: recordTitle,
      created_at: { zh: '创建时间', en: 'Created' },
    },
    filters: [
      { kind: 'exact', field: 'parent_id', schema: z.number().int().min(0), title: { zh: '上级分类', en: 'Parent' } },
      { kind: 'keyword', param: 'keyword', fields: ['name'], title: { zh: '分类名称', en: 'Name' } },
    ],
    sortable: ['id', 'sort', 'created_at'],
    defaultSort: 'sort',
    permission: { read: label },
    create: input,
    update: patchOf(input),
    deletable: true,
  });
}

export const customClasses = groupResource('custom', 'customClasses', '/api/v2/seller/custom_class', 'infoManagement_customClass', { zh: '自定义分类', en: 'Custom classes' }, { zh: '商品数', en: 'Goods' });
export const modelClasses = groupResource('model', 'modelClasses', '/api/v2/seller/model_class', 'infoManagement_modelClass', { zh: '模型分类', en: 'Model classes' }, { zh: '使用商品数', en: 'Goods using it' });

export const infoClassRecord = z.object({
  id,
  type: INFORMATION_CLASS_TYPE.schema,
  name: z.string(),
  is_menu: z.boolean(),
  sort: z.number().int(),
  /** News, cases or notices filed under the class. */
  record_count: z.number().int().min(0),
});
export type InfoClassRow = z.infer<typeof infoClassRecord>;

const infoClassInput = z.object({
  type: INFORMATION_CLASS_TYPE.schema,
  name: z.string().trim().min(1).max(20),
  is_menu: z.boolean().default(true),
  sort: sortValue.default(0),
});

/** The information classes (the same rows `informationclass/menu_option` lists), managed one by one. */
export const infoClasses = defineResource({
  name: 'infoClasses',
  title: { zh: '资讯分类', en: 'Information classes' },
  path: '/api/v2/seller/informationclass',
  record: infoClassRecord,
  fields: {
    type: { zh: '类型', en: 'Type' },
    name: { zh: '分类名称', en: 'Name' },
    is_menu: { zh: '显示在菜单', en: 'In the menu' },
    sort: { zh: '排序', en: 'Sort' },
    record_count: { zh: '内容数', en: 'Items' },
  },
  enums: { type: INFORMATION_CLASS_TYPE },
  filters: [
    { kind: 'exact', field: 'type', schema: INFORMATION_CLASS_TYPE.schema, title: { zh: '类型', en: 'Type' } },
    { kind: 'keyword', param: 'keyword', fields: ['name'], title: { zh: '分类名称', en: 'Name' } },
  ],
  sortable: ['id', 'sort'],
  defaultSort: 'sort',
  permission: { read: 'infoManagement_newsClass' },
  create: infoClassInput,
  update: patchOf(infoClassInput).omit({ type: true }),
  deletable: true,
});
