/** Product classes (v3), information classes and self-select goods: the catalogue calls of docs/contract.md, "The shell's calls". */
import { z } from 'zod';
import { defineEnum } from '../enums.ts';
import { defineResource, patchOf } from '../resource.ts';
import { dateTime, id, money, picture } from './common.ts';

export const productClassRecord = z.object({
  id,
  /** 0 for a top-level class. */
  parent_id: z.number().int().min(0),
  name: z.string(),
  icon: picture,
  sort: z.number().int(),
  is_show: z.boolean(),
  /** Goods directly in this class (a class with goods cannot be deleted). */
  goods_count: z.number().int().min(0),
  created_at: dateTime,
});
export type ProductClass = z.infer<typeof productClassRecord>;

const productClassInput = z.object({
  parent_id: z.number().int().min(0).default(0),
  name: z.string().trim().min(1).max(20),
  icon: picture.optional(),
  sort: z.number().int().min(0).max(9999).default(0),
  is_show: z.boolean().default(true),
});

export const productClass = defineResource({
  name: 'productClass',
  title: { zh: '商品分类', en: 'Product classes' },
  path: '/api/v3/seller/productClass',
  record: productClassRecord,
  fields: {
    name: { zh: '分类名称', en: 'Name' },
    parent_id: { zh: '上级分类', en: 'Parent' },
    icon: { zh: '图标', en: 'Icon' },
    sort: { zh: '排序', en: 'Sort' },
    is_show: { zh: '显示', en: 'Shown' },
    goods_count: { zh: '商品数', en: 'Goods' },
    created_at: { zh: '创建时间', en: 'Created' },
  },
  filters: [
    { kind: 'exact', field: 'parent_id', schema: z.number().int().min(0), title: { zh: '上级分类', en: 'Parent' } },
    { kind: 'keyword', param: 'keyword', fields: ['name'], title: { zh: '分类名称', en: 'Name' } },
  ],
  sortable: ['id', 'sort', 'created_at'],
  defaultSort: 'sort',
  // everyone who edits goods picks their class from the tree
  permission: { read: 'infoManagement_classify', readAlso: ['goods_list'] },
  create: productClassInput,
  update: patchOf(productClassInput),
  deletable: true,
});

export const selfSelectGoodsRecord = z.object({
  id,
  goods_id: id,
  name: z.string(),
  picture,
  price: money,
  stock: z.number().int().min(0),
  merchant_name: z.string(),
  sort: z.number().int(),
  created_at: dateTime,
});

/** Goods offered in the self-select (自选) programme: list, add by goods id, remove. */
export const selfSelectGoods = defineResource({
  name: 'selfSelectGoods',
  title: { zh: '自选商品', en: 'Self-select goods' },
  path: '/api/v8/seller/self_select_goods',
  record: selfSelectGoodsRecord,
  fields: {
    goods_id: { zh: '商品ID', en: 'Goods ID' },
    name: { zh: '商品名称', en: 'Name' },
    picture: { zh: '图片', en: 'Picture' },
    price: { zh: '售价', en: 'Price' },
    stock: { zh: '库存', en: 'Stock' },
    merchant_name: { zh: '商家', en: 'Merchant' },
    sort: { zh: '排序', en: 'Sort' },
    created_at: { zh: '加入时间', en: 'Added' },
  },
  filters: [{ kind: 'keyword', param: 'keyword', fields: ['name', 'goods_id'], title: { zh: '商品名称/ID', en: 'Name or ID' } }],
  sortable: ['id', 'sort', 'created_at'],
  defaultSort: '-created_at',
  permission: { read: 'order_optionalOrder' },
  create: z.object({ goods_id: id, sort: z.number().int().min(0).max(9999).default(0) }),
  deletable: true,
});

export const INFORMATION_CLASS_TYPE = defineEnum({
  news: { zh: '资讯', en: 'News' },
  case: { zh: '案例', en: 'Cases' },
  notice: { zh: '公告', en: 'Notices' },
});
