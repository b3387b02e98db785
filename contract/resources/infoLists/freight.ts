/**
 * Freight templates: charged by piece or by weight, a default first and extra fee, regional fees for chosen provinces,
 * free-shipping rules (over an amount, everywhere or per region) and one default template.
 */
import { z } from 'zod';
import { defineEnum } from '../../enums.ts';
import { defineResource, patchOf } from '../../resource.ts';
import { dateTime, id, nonNegativeMoney } from '../common.ts';
import { format } from '../../formats.ts';

export const CHARGE_BY = defineEnum({
  piece: { zh: '按件数', en: 'By piece', color: 'blue' },
  weight: { zh: '按重量', en: 'By weight', color: 'teal' },
});

/** First `first_unit` pieces (or kg) cost `first_fee`; each further `extra_unit` costs `extra_fee`. */
const fees = {
  first_unit: z.number().int().min(1).max(9999),
  first_fee: nonNegativeMoney,
  extra_unit: z.number().int().min(1).max(9999),
  extra_fee: nonNegativeMoney,
};

export const regionRule = z.object({
  /** Province codes (GB/T 2260, 2 digits) the rule applies to. */
  codes: z.array(z.string().regex(/^\d{2}$/, format('digits2'))).min(1).max(34),
  /** Their names, as chosen, for display. */
  names: z.string().max(500),
  ...fees,
  /** Free shipping in these provinces from this order amount; null: no free shipping there. */
  free_over: nonNegativeMoney.nullable(),
});
export type RegionRule = z.infer<typeof regionRule>;

export const freightRecord = z.object({
  id,
  name: z.string(),
  charge_by: CHARGE_BY.schema,
  ...fees,
  /** Free shipping everywhere from this order amount; null: none. */
  free_over: nonNegativeMoney.nullable(),
  regions: z.array(regionRule),
  is_default: z.boolean(),
  /** Goods using the template (a template in use cannot be deleted). */
  goods_count: z.number().int().min(0),
  created_at: dateTime,
  updated_at: dateTime,
});
export type FreightTemplate = z.infer<typeof freightRecord>;

const freightInput = z.object({
  name: z.string().trim().min(2).max(30),
  charge_by: CHARGE_BY.schema,
  ...fees,
  free_over: nonNegativeMoney.nullable().default(null),
  regions: z.array(regionRule).max(34).default([]),
});

export const freightTemplates = defineResource({
  name: 'freightTemplates',
  title: { zh: '运费模板', en: 'Freight templates' },
  path: '/api/v2/seller/freight_template',
  record: freightRecord,
  fields: {
    name: { zh: '模板名称', en: 'Name' },
    charge_by: { zh: '计费方式', en: 'Charged' },
    first_unit: { zh: '首件/首重', en: 'First units' },
    first_fee: { zh: '首费(元)', en: 'First fee' },
    extra_unit: { zh: '续件/续重', en: 'Extra units' },
    extra_fee: { zh: '续费(元)', en: 'Extra fee' },
    free_over: { zh: '满额包邮', en: 'Free shipping over' },
    is_default: { zh: '默认模板', en: 'Default' },
    goods_count: { zh: '使用商品数', en: 'Goods using it' },
    created_at: { zh: '创建时间', en: 'Created' },
    updated_at: { zh: '更新时间', en: 'Updated' },
  },
  enums: { charge_by: CHARGE_BY },
  filters: [
    { kind: 'keyword', param: 'keyword', fields: ['name'], title: { zh: '模板名称', en: 'Name' } },
    { kind: 'exact', field: 'charge_by', schema: CHARGE_BY.schema, title: { zh: '计费方式', en: 'Charged' } },
  ],
  tabs: CHARGE_BY.values.map((v) => ({ key: v, title: CHARGE_BY.options[v], where: { charge_by: v } })),
  sortable: ['id', 'goods_count', 'updated_at'],
  defaultSort: '-updated_at',
  permission: { read: 'infoManagement_freight' },
  create: freightInput,
  update: patchOf(freightInput),
  deletable: true,
  // the default template is what goods without one use: another one must become the default first
  deleteWhen: { is_default: [false] },
  actions: {
    set_default: { title: { zh: '设为默认', en: 'Make default' }, when: { is_default: [false] }, set: { is_default: true } },
  },
});
