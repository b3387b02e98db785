/**
 * Logs, read only: login logs (`logList`), system events (`systemLog`) and the operation records the platform writes
 * for every change an operator makes (`operatingRecord`). One table in the upstream, one resource per route (its
 * label, its fields and filters); none has a create, update, delete or action call.
 */
import { z } from 'zod';
import { defineEnum } from '../../enums.ts';
import { defineResource } from '../../resource.ts';
import { dateTime, id } from '../common.ts';

export const LOG_CATEGORY = defineEnum({
  login: { zh: '登录日志', en: 'Login log' },
  system: { zh: '系统日志', en: 'System log' },
  operation: { zh: '操作记录', en: 'Operation record' },
});
export const LOG_RESULT = defineEnum({
  success: { zh: '成功', en: 'Succeeded', color: 'green' },
  failure: { zh: '失败', en: 'Failed', color: 'red' },
});
export const LOGIN_ACTION = defineEnum({
  login: { zh: '登录', en: 'Log in', color: 'blue' },
  logout: { zh: '退出', en: 'Log out', color: 'grey' },
  password: { zh: '修改密码', en: 'Change password', color: 'orange' },
});
export const SYSTEM_ACTION = defineEnum({
  task: { zh: '定时任务', en: 'Scheduled task', color: 'blue' },
  settle: { zh: '自动结算', en: 'Auto settlement', color: 'teal' },
  sms: { zh: '短信发送', en: 'SMS delivery', color: 'violet' },
  payment: { zh: '支付回调', en: 'Payment callback', color: 'green' },
  backup: { zh: '数据备份', en: 'Backup', color: 'grey' },
});
export const OPERATION_ACTION = defineEnum({
  create: { zh: '新建', en: 'Create', color: 'green' },
  update: { zh: '编辑', en: 'Edit', color: 'blue' },
  delete: { zh: '删除', en: 'Delete', color: 'red' },
  approve: { zh: '审核通过', en: 'Approve', color: 'teal' },
  reject: { zh: '驳回', en: 'Reject', color: 'orange' },
  switch: { zh: '开关', en: 'Switch', color: 'violet' },
  other: { zh: '其他操作', en: 'Other', color: 'grey' },
});
export const LOG_LEVEL = defineEnum({
  info: { zh: '信息', en: 'Info', color: 'blue' },
  warn: { zh: '警告', en: 'Warning', color: 'orange' },
  error: { zh: '错误', en: 'Error', color: 'red' },
});

export const logRecord = z.object({
  id,
  category: LOG_CATEGORY.schema,
  /** The account that acted; `system` for the platform's own jobs. */
  operator: z.string(),
  operator_name: z.string(),
  action: z.string(),
  /** What was acted on, e.g. "轮播图 #12 春季上新". */
  target: z.string(),
  detail: z.string(),
  ip: z.string(),
  result: LOG_RESULT.schema,
  level: LOG_LEVEL.schema,
  /** Browser or job host. */
  agent: z.string(),
  duration_ms: z.number().int().min(0),
  created_at: dateTime,
});
export type LogEntry = z.infer<typeof logRecord>;

const WHO = {
  operator: { zh: '操作人账号', en: 'Account' },
  operator_name: { zh: '操作人', en: 'Operator' },
  ip: { zh: 'IP 地址', en: 'IP address' },
  result: { zh: '结果', en: 'Result' },
  created_at: { zh: '时间', en: 'Time' },
  detail: { zh: '详情', en: 'Detail' },
  category: { zh: '日志类别', en: 'Category' },
  level: { zh: '级别', en: 'Level' },
  duration_ms: { zh: '耗时(ms)', en: 'Took (ms)' },
} as const;
const when = { kind: 'dateRange', field: 'created_at', title: { zh: '时间', en: 'Time' } } as const;
const result = { kind: 'exact', field: 'result', schema: LOG_RESULT.schema, title: WHO.result } as const;
const resultTabs = LOG_RESULT.values.map((v) => ({ key: v, title: LOG_RESULT.options[v], where: { result: v } }));

export const loginLogs = defineResource({
  name: 'loginLogs',
  title: { zh: '登录日志', en: 'Login logs' },
  path: '/api/v2/seller/log/login',
  record: logRecord,
  fields: { ...WHO, action: { zh: '动作', en: 'Action' }, target: { zh: '登录后台', en: 'Console' }, agent: { zh: '浏览器/设备', en: 'Browser or device' } },
  enums: { action: LOGIN_ACTION, result: LOG_RESULT, level: LOG_LEVEL, category: LOG_CATEGORY },
  filters: [
    { kind: 'keyword', param: 'operator', fields: ['operator', 'operator_name'], title: { zh: '账号/姓名', en: 'Account or name' } },
    { kind: 'keyword', param: 'ip', fields: ['ip'], title: WHO.ip },
    { kind: 'exact', field: 'action', schema: LOGIN_ACTION.schema, title: { zh: '动作', en: 'Action' } },
    result,
    when,
  ],
  tabs: resultTabs,
  sortable: ['id', 'created_at'],
  defaultSort: '-created_at',
  permission: { read: 'infoManagement_logList' },
});

export const systemLogs = defineResource({
  name: 'systemLogs',
  title: { zh: '系统日志', en: 'System logs' },
  path: '/api/v2/seller/log/system',
  record: logRecord,
  fields: { ...WHO, operator_name: { zh: '执行者', en: 'Run by' }, action: { zh: '事件类型', en: 'Event' }, target: { zh: '模块', en: 'Module' }, agent: { zh: '主机', en: 'Host' } },
  enums: { action: SYSTEM_ACTION, result: LOG_RESULT, level: LOG_LEVEL, category: LOG_CATEGORY },
  filters: [
    { kind: 'keyword', param: 'keyword', fields: ['target', 'detail', 'agent'], title: { zh: '模块/内容/主机', en: 'Module, text or host' } },
    { kind: 'exact', field: 'action', schema: SYSTEM_ACTION.schema, title: { zh: '事件类型', en: 'Event' } },
    { kind: 'exact', field: 'level', schema: LOG_LEVEL.schema, title: WHO.level },
    result,
    when,
  ],
  tabs: LOG_LEVEL.values.map((v) => ({ key: v, title: LOG_LEVEL.options[v], where: { level: v } })),
  sortable: ['id', 'duration_ms', 'created_at'],
  defaultSort: '-created_at',
  permission: { read: 'infoManagement_systemLog' },
});

export const operationRecords = defineResource({
  name: 'operationRecords',
  title: { zh: '操作记录', en: 'Operation records' },
  path: '/api/v2/seller/log/operation',
  record: logRecord,
  fields: { ...WHO, action: { zh: '操作类型', en: 'Action' }, target: { zh: '操作对象', en: 'Target' }, agent: { zh: '浏览器', en: 'Browser' } },
  enums: { action: OPERATION_ACTION, result: LOG_RESULT, level: LOG_LEVEL, category: LOG_CATEGORY },
  filters: [
    { kind: 'keyword', param: 'operator', fields: ['operator', 'operator_name'], title: { zh: '操作人', en: 'Operator' } },
    { kind: 'keyword', param: 'keyword', fields: ['target', 'detail'], title: { zh: '对象/内容', en: 'Target or text' } },
    { kind: 'exact', field: 'action', schema: OPERATION_ACTION.schema, title: { zh: '操作类型', en: 'Action' } },
    result,
    when,
  ],
  tabs: resultTabs,
  sortable: ['id', 'created_at'],
  defaultSort: '-created_at',
  permission: { read: 'infoManagement_operatingRecord' },
});
