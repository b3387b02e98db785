/**
 * Requests members send that an operator decides: feedback (adopted or dismissed, with a reply) and account
 * cancellation (approved only once the account holds no money; rejected with a reason).
 */
import { z } from 'zod';
import { defineEnum } from '../../enums.ts';
import { defineResource } from '../../resource.ts';
import { dateTime, id, money, picture, reason } from '../common.ts';

export const REQUEST_STATUS = defineEnum({
  pending: { zh: '待处理', en: 'Pending', color: 'yellow' },
  approved: { zh: '已通过', en: 'Approved', color: 'green' },
  rejected: { zh: '已驳回', en: 'Rejected', color: 'red' },
});
export const FEEDBACK_TYPE = defineEnum({
  bug: { zh: '功能异常', en: 'Something broken', color: 'red' },
  suggestion: { zh: '产品建议', en: 'Suggestion', color: 'blue' },
  complaint: { zh: '投诉', en: 'Complaint', color: 'orange' },
  logistics: { zh: '物流问题', en: 'Delivery', color: 'teal' },
  other: { zh: '其他', en: 'Other', color: 'grey' },
});
export const CANCEL_REASON = defineEnum({
  unused: { zh: '不再使用', en: 'No longer used', color: 'grey' },
  duplicate: { zh: '重复注册', en: 'Duplicate account', color: 'blue' },
  privacy: { zh: '隐私顾虑', en: 'Privacy', color: 'violet' },
  experience: { zh: '体验不佳', en: 'Poor experience', color: 'orange' },
  other: { zh: '其他', en: 'Other', color: 'grey' },
});

const statusTabs = REQUEST_STATUS.values.map((s) => ({ key: s, title: REQUEST_STATUS.options[s], where: { status: s } }));
const decisions = {
  approve: { title: { zh: '通过', en: 'Approve' }, when: { status: ['pending'] }, set: { status: 'approved' }, batch: true },
  reject: { title: { zh: '驳回', en: 'Reject' }, when: { status: ['pending'] }, set: { status: 'rejected' }, body: reason, batch: true },
} as const;

export const feedbackRecord = z.object({
  id,
  member_id: id,
  member_name: z.string(),
  member_mobile: z.string(),
  type: FEEDBACK_TYPE.schema,
  content: z.string(),
  picture: picture.nullable(),
  /** How the member wants to be answered (phone, WeChat...). */
  contact: z.string(),
  app_version: z.string(),
  status: REQUEST_STATUS.schema,
  reason: z.string(),
  handled_by: z.string(),
  created_at: dateTime,
  handled_at: dateTime.nullable(),
});
export type Feedback = z.infer<typeof feedbackRecord>;

export const feedback = defineResource({
  name: 'feedback',
  title: { zh: '意见反馈', en: 'Feedback' },
  path: '/api/v2/seller/feedback',
  record: feedbackRecord,
  fields: {
    member_name: { zh: '会员', en: 'Member' },
    member_mobile: { zh: '手机号', en: 'Phone' },
    type: { zh: '反馈类型', en: 'Type' },
    content: { zh: '反馈内容', en: 'Feedback' },
    picture: { zh: '截图', en: 'Screenshot' },
    contact: { zh: '联系方式', en: 'Contact' },
    app_version: { zh: 'App 版本', en: 'App version' },
    status: { zh: '状态', en: 'Status' },
    reason: { zh: '驳回原因', en: 'Reason' },
    handled_by: { zh: '处理人', en: 'Handled by' },
    created_at: { zh: '提交时间', en: 'Sent' },
    handled_at: { zh: '处理时间', en: 'Handled' },
  },
  enums: { type: FEEDBACK_TYPE, status: REQUEST_STATUS },
  filters: [
    { kind: 'keyword', param: 'keyword', fields: ['member_name', 'member_mobile', 'content'], title: { zh: '会员/手机/内容', en: 'Member, phone or text' } },
    { kind: 'exact', field: 'type', schema: FEEDBACK_TYPE.schema, title: { zh: '反馈类型', en: 'Type' } },
    { kind: 'exact', field: 'status', schema: REQUEST_STATUS.schema, title: { zh: '状态', en: 'Status' } },
    { kind: 'dateRange', field: 'created_at', title: { zh: '提交时间', en: 'Sent' } },
  ],
  tabs: statusTabs,
  sortable: ['id', 'created_at'],
  defaultSort: '-created_at',
  permission: { read: 'infoManagement_feedback' },
  deletable: true,
  deleteWhen: { status: ['approved', 'rejected'] },
  actions: decisions,
});

export const cancellationRecord = z.object({
  id,
  member_id: id,
  member_name: z.string(),
  member_mobile: z.string(),
  reason_type: CANCEL_REASON.schema,
  note: z.string(),
  /** The member's balance now: an account holding money cannot be cancelled. */
  balance: money,
  points: z.number().int().min(0),
  status: REQUEST_STATUS.schema,
  reason: z.string(),
  handled_by: z.string(),
  created_at: dateTime,
  handled_at: dateTime.nullable(),
});
export type Cancellation = z.infer<typeof cancellationRecord>;

export const accountCancellations = defineResource({
  name: 'accountCancellations',
  title: { zh: '账号注销申请', en: 'Account cancellations' },
  path: '/api/v2/seller/account_cancellation',
  record: cancellationRecord,
  fields: {
    member_name: { zh: '会员', en: 'Member' },
    member_mobile: { zh: '手机号', en: 'Phone' },
    reason_type: { zh: '注销原因', en: 'Why' },
    note: { zh: '补充说明', en: 'Note' },
    balance: { zh: '账户余额', en: 'Balance' },
    points: { zh: '积分', en: 'Points' },
    status: { zh: '状态', en: 'Status' },
    reason: { zh: '驳回原因', en: 'Reason' },
    handled_by: { zh: '处理人', en: 'Handled by' },
    created_at: { zh: '申请时间', en: 'Applied' },
    handled_at: { zh: '处理时间', en: 'Handled' },
  },
  enums: { reason_type: CANCEL_REASON, status: REQUEST_STATUS },
  filters: [
    { kind: 'keyword', param: 'keyword', fields: ['member_name', 'member_mobile'], title: { zh: '会员/手机', en: 'Member or phone' } },
    { kind: 'exact', field: 'reason_type', schema: CANCEL_REASON.schema, title: { zh: '注销原因', en: 'Why' } },
    { kind: 'exact', field: 'status', schema: REQUEST_STATUS.schema, title: { zh: '状态', en: 'Status' } },
    { kind: 'dateRange', field: 'created_at', title: { zh: '申请时间', en: 'Applied' } },
  ],
  tabs: statusTabs,
  sortable: ['id', 'created_at'],
  defaultSort: '-created_at',
  permission: { read: 'infoManagement_useRogout' },
  actions: { ...decisions, approve: { ...decisions.approve, confirm: true } },
});
