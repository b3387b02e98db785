/**
 * The merchants seen from three screens of `/store`, each read with its own route's label: the onboarding review
 * (`/store/check`), the recommended stores (`/store/recommend`, the shared screen's other variant) and the newly joined
 * stores. They are views of the merchants table: the actions are the merchants' own, so each state machine is defined
 * once (`merchants.actions`).
 */
import { z } from 'zod';
import { type ActionDef, defineResource } from '../../resource.ts';
import { MERCHANT_STATUS, merchantRecord, merchants } from '../merchants.ts';

/** One of the merchants' actions, shared as is. */
function merchantAction(name: string): ActionDef {
  const action = merchants.actions?.[name];
  if (!action) throw new Error(`merchants: no action ${name}`);
  return action;
}
const keyword = merchants.filters[0];
const category = merchants.filters.find((f) => f.kind === 'exact' && f.field === 'category');
if (!category) throw new Error('merchants: category filter missing');

export const storeApplications = defineResource({
  name: 'storeApplications',
  title: { zh: '入驻申请', en: 'Store applications' },
  path: '/api/v2/seller/store_applications',
  record: merchantRecord,
  fields: merchants.fields,
  enums: merchants.enums,
  filters: [keyword, category, { kind: 'dateRange', field: 'created_at', title: { zh: '申请时间', en: 'Applied' } }, { kind: 'exact', field: 'status', schema: MERCHANT_STATUS.schema, title: { zh: '入驻状态', en: 'Status' } }],
  tabs: MERCHANT_STATUS.values.map((s) => ({ key: s, title: MERCHANT_STATUS.options[s], where: { status: s } })),
  sortable: ['id', 'created_at'],
  defaultSort: '-created_at',
  permission: { read: 'store_check' },
  actions: { approve: merchantAction('approve'), reject: merchantAction('reject') },
});

export const recommendedStores = defineResource({
  name: 'recommendedStores',
  title: { zh: '推荐店铺', en: 'Recommended stores' },
  path: '/api/v2/seller/recommended_stores',
  record: merchantRecord,
  fields: merchants.fields,
  enums: merchants.enums,
  filters: [keyword, category, { kind: 'exact', field: 'recommend', schema: z.boolean(), title: { zh: '推荐', en: 'Recommended' } }],
  tabs: [
    { key: 'recommended', title: { zh: '推荐中', en: 'Recommended' }, where: { recommend: 'true' } },
    { key: 'not_recommended', title: { zh: '未推荐', en: 'Not recommended' }, where: { recommend: 'false' } },
  ],
  sortable: ['id', 'goods_count', 'approved_at'],
  defaultSort: '-approved_at',
  permission: { read: 'store_recommend' },
  actions: { recommend: merchantAction('recommend'), unrecommend: merchantAction('unrecommend') },
});

/** A newly joined store: how far it has got since it opened. */
export const newStoreRecord = merchantRecord.extend({
  order_count: z.number().int().min(0),
  days_open: z.number().int().min(0),
});

export const newStores = defineResource({
  name: 'newStores',
  title: { zh: '新入驻店铺', en: 'Newly joined stores' },
  path: '/api/v2/seller/new_stores',
  record: newStoreRecord,
  fields: {
    ...merchants.fields,
    order_count: { zh: '订单数', en: 'Orders' },
    days_open: { zh: '入驻天数', en: 'Days open' },
  },
  enums: merchants.enums,
  filters: [keyword, category, { kind: 'dateRange', field: 'approved_at', title: { zh: '入驻时间', en: 'Joined' } }],
  sortable: ['id', 'approved_at', 'goods_count'],
  defaultSort: '-approved_at',
  permission: { read: 'store_newStoreList' },
  actions: { open: merchantAction('open'), close: merchantAction('close') },
});
