/** `/store/storeReview`: a store's requests to change its shop profile (name, logo, category, address, phone). */
import { z } from 'zod';
import { defineEnum } from '../../enums.ts';
import { defineResource } from '../../resource.ts';
import { dateTime, id, reason } from '../common.ts';

export const REVIEW_STATUS = defineEnum({
  pending: { zh: '待审核', en: 'Pending', color: 'yellow' },
  approved: { zh: '已通过', en: 'Approved', color: 'green' },
  rejected: { zh: '已驳回', en: 'Rejected', color: 'red' },
});
export const STORE_CHANGE_FIELD = defineEnum({
  name: { zh: '店铺名称', en: 'Shop name', color: 'blue' },
  logo: { zh: '店铺logo', en: 'Logo', color: 'teal' },
  category: { zh: '主营类目', en: 'Category', color: 'violet' },
  address: { zh: '店铺地址', en: 'Address', color: 'orange' },
  mobile: { zh: '联系电话', en: 'Phone', color: 'purple' },
});

export const storeChangeRecord = z.object({
  id,
  merchant_id: id,
  merchant_name: z.string(),
  field: STORE_CHANGE_FIELD.schema,
  old_value: z.string(),
  new_value: z.string(),
  note: z.string(),
  status: REVIEW_STATUS.schema,
  reject_reason: z.string(),
  created_at: dateTime,
  reviewed_at: dateTime.nullable(),
});
export type StoreChange = z.infer<typeof storeChangeRecord>;

export const storeChanges = defineResource({
  name: 'storeChanges',
  title: { zh: '店铺资料变更', en: 'Store profile changes' },
  path: '/api/v2/seller/store_changes',
  record: storeChangeRecord,
  fields: {
    id: { zh: '申请ID', en: 'ID' },
    merchant_id: { zh: '商家ID', en: 'Merchant ID' },
    merchant_name: { zh: '店铺', en: 'Shop' },
    field: { zh: '变更项', en: 'Changes' },
    old_value: { zh: '原内容', en: 'Before' },
    new_value: { zh: '新内容', en: 'After' },
    note: { zh: '变更说明', en: 'Note' },
    status: { zh: '审核状态', en: 'Status' },
    reject_reason: { zh: '驳回原因', en: 'Rejection reason' },
    created_at: { zh: '提交时间', en: 'Submitted' },
    reviewed_at: { zh: '审核时间', en: 'Reviewed' },
  },
  enums: { status: REVIEW_STATUS, field: STORE_CHANGE_FIELD },
  filters: [
    { kind: 'keyword', param: 'keyword', fields: ['merchant_name', 'new_value'], title: { zh: '店铺/新内容', en: 'Shop or new value' } },
    { kind: 'exact', field: 'field', schema: STORE_CHANGE_FIELD.schema, title: { zh: '变更项', en: 'Changes' } },
    { kind: 'exact', field: 'status', schema: REVIEW_STATUS.schema, title: { zh: '审核状态', en: 'Status' } },
    { kind: 'dateRange', field: 'created_at', title: { zh: '提交时间', en: 'Submitted' } },
  ],
  tabs: REVIEW_STATUS.values.map((s) => ({ key: s, title: REVIEW_STATUS.options[s], where: { status: s } })),
  sortable: ['id', 'created_at'],
  defaultSort: '-created_at',
  permission: { read: 'store_storeReview' },
  actions: {
    approve: { title: { zh: '通过', en: 'Approve' }, when: { status: ['pending'] }, set: { status: 'approved' }, batch: true },
    reject: { title: { zh: '驳回', en: 'Reject' }, when: { status: ['pending'] }, set: { status: 'rejected' }, body: reason, batch: true },
  },
});
