/** Business cooperation: the applications companies send from the cooperation page, followed up by the platform. */
import { z } from 'zod';
import { defineEnum } from '../../enums.ts';
import { defineResource } from '../../resource.ts';
import { dateTime, id, remark } from '../common.ts';

export const APPLICATION_STATUS = defineEnum({
  pending: { zh: '待跟进', en: 'To follow up', color: 'yellow' },
  contacted: { zh: '已联系', en: 'Contacted', color: 'blue' },
  closed: { zh: '已关闭', en: 'Closed', color: 'grey' },
});
export const COOPERATION_TYPE = defineEnum({
  supply: { zh: '供货合作', en: 'Supply', color: 'teal' },
  channel: { zh: '渠道合作', en: 'Channel', color: 'blue' },
  advertising: { zh: '广告投放', en: 'Advertising', color: 'orange' },
  other: { zh: '其他', en: 'Other', color: 'grey' },
});

export const businessApplicationRecord = z.object({
  id,
  company: z.string(),
  contact: z.string(),
  mobile: z.string(),
  cooperation_type: COOPERATION_TYPE.schema,
  message: z.string(),
  status: APPLICATION_STATUS.schema,
  remark: z.string(),
  created_at: dateTime,
  handled_at: dateTime.nullable(),
});
export type BusinessApplication = z.infer<typeof businessApplicationRecord>;

export const businessApplications = defineResource({
  name: 'businessApplications',
  title: { zh: '合作申请', en: 'Cooperation applications' },
  path: '/api/v2/seller/business_applications',
  record: businessApplicationRecord,
  fields: {
    id: { zh: 'ID', en: 'ID' },
    company: { zh: '公司', en: 'Company' },
    contact: { zh: '联系人', en: 'Contact' },
    mobile: { zh: '手机号', en: 'Phone' },
    cooperation_type: { zh: '合作类型', en: 'Cooperation' },
    message: { zh: '留言', en: 'Message' },
    status: { zh: '状态', en: 'Status' },
    remark: { zh: '跟进备注', en: 'Follow-up note' },
    created_at: { zh: '申请时间', en: 'Received' },
    handled_at: { zh: '处理时间', en: 'Handled' },
  },
  enums: { status: APPLICATION_STATUS, cooperation_type: COOPERATION_TYPE },
  filters: [
    { kind: 'keyword', param: 'keyword', fields: ['company', 'contact', 'mobile'], title: { zh: '公司/联系人/手机', en: 'Company, contact or phone' } },
    { kind: 'exact', field: 'status', schema: APPLICATION_STATUS.schema, title: { zh: '状态', en: 'Status' } },
    { kind: 'exact', field: 'cooperation_type', schema: COOPERATION_TYPE.schema, title: { zh: '合作类型', en: 'Cooperation' } },
    { kind: 'dateRange', field: 'created_at', title: { zh: '申请时间', en: 'Received' } },
  ],
  tabs: APPLICATION_STATUS.values.map((s) => ({ key: s, title: APPLICATION_STATUS.options[s], where: { status: s } })),
  sortable: ['id', 'created_at'],
  defaultSort: '-created_at',
  permission: { read: 'infoManagement_business' },
  actions: {
    contact: { title: { zh: '标记已联系', en: 'Mark contacted' }, when: { status: ['pending'] }, set: { status: 'contacted' }, body: remark },
    close: { title: { zh: '关闭', en: 'Close' }, when: { status: ['pending', 'contacted'] }, set: { status: 'closed' }, confirm: true },
  },
});
