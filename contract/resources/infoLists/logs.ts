/**
 * Logs, read only: login logs (`logList`), and the operation log (contract/history.ts, docs/oplog.md) read by two
 * screens: the operation records (`operatingRecord`: who changed which record, how) and the system log (`systemLog`:
 * the same entries with their place in the chain). One resource per route (its label, its fields and filters); none
 * has a create, update, delete or action call.
 */
import { z } from 'zod';
import { type EnumDef, defineEnum } from '../../enums.ts';
import type { OPLOG_KINDS } from '../../history.ts';
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

/** What an entry did to its record, as the log screens show it. */
export const OPLOG_KIND = defineEnum({
  create: { zh: '新建', en: 'Create', color: 'green' },
  update: { zh: '修改', en: 'Change', color: 'blue' },
  delete: { zh: '删除', en: 'Delete', color: 'red' },
  read: { zh: '查看', en: 'Look up', color: 'violet' },
} satisfies Record<(typeof OPLOG_KINDS)[number], { zh: string; en: string; color: 'green' | 'blue' | 'red' | 'violet' }>);

/**
 * The kinds of record the log names, by their titles: every resource of the contract, and the upstream's parts that
 * are no resource (oplog/journal.ts). Filled by contract/index.ts once every resource is defined (a resource module
 * cannot import the list of all resources that imports it); the filter takes any name, so it is a string.
 */
export const LOGGED_RECORD: EnumDef<string> = { options: {}, values: [], schema: z.string().max(60) };

/**
 * A row of the operation log's screens: an entry of the log (contract/history.ts `oplogEntry`) with its words in the
 * caller's language (Accept-Language), so the console and an export show the same text: the call by its name, the
 * record by its title, each change as `label: before → after`.
 */
export const oplogRow = z.object({
  /** The entry's place in the table; `seq` is its place in the chain. */
  id,
  seq: z.number().int().min(1),
  time: dateTime,
  account: z.string(),
  operator: z.string(),
  role: z.string(),
  /** `METHOD /path`, as the contract declares it. */
  call: z.string(),
  /** The call in words: the resource's action (审核通过), or the endpoint's summary. */
  call_text: z.string(),
  kind: OPLOG_KIND.schema,
  resource: z.string(),
  /**
   * The record's key within its kind, as text: a row's id (`12`) or, for the upstream's parts that are no table, its
   * key (a setting's name, an account). Not a `*_id`: an id filter is a number filter, and this one also takes keys.
   */
  record_key: z.string(),
  /** The record in words: its resource's title, its id, and its name when it still has one (商品 #12 有机大米). */
  record: z.string(),
  /** Each change in words, `；`-separated; what the call was given besides (a reason), and a refused lookup's refusal. */
  detail: z.string(),
  prev_hash: z.string(),
  hash: z.string(),
});
export type OplogRowView = z.infer<typeof oplogRow>;

const OPLOG_FIELDS = {
  seq: { zh: '序号', en: 'No.' },
  time: { zh: '时间', en: 'Time' },
  account: { zh: '操作人账号', en: 'Account' },
  operator: { zh: '操作人', en: 'Operator' },
  role: { zh: '角色', en: 'Role' },
  call: { zh: '接口', en: 'Call' },
  call_text: { zh: '操作', en: 'Action' },
  kind: { zh: '类型', en: 'Kind' },
  resource: { zh: '记录类型', en: 'Record type' },
  record_key: { zh: '记录编号/键', en: 'Record ID or key' },
  record: { zh: '操作对象', en: 'Record' },
  detail: { zh: '变更内容', en: 'Changes' },
  prev_hash: { zh: '上一条哈希', en: 'Previous hash' },
  hash: { zh: '哈希', en: 'Hash' },
} as const;

/** Filters by person, record and time, the same on both screens (contract/filterParams.ts). */
const OPLOG_FILTERS = [
  { kind: 'keyword', param: 'operator', fields: ['account', 'operator'], whole: ['account'], title: { zh: '操作人（账号/姓名）', en: 'Person (account or name)' } },
  { kind: 'exact', field: 'resource', schema: LOGGED_RECORD.schema, title: OPLOG_FIELDS.resource },
  { kind: 'exact', field: 'record_key', schema: z.coerce.string().max(40), title: OPLOG_FIELDS.record_key },
  { kind: 'exact', field: 'kind', schema: OPLOG_KIND.schema, title: OPLOG_FIELDS.kind },
  { kind: 'dateRange', field: 'time', title: OPLOG_FIELDS.time },
] as const;

const oplogScreen = {
  path: '/api/v2/seller/log/operation',
  record: oplogRow,
  fields: OPLOG_FIELDS,
  enums: { kind: OPLOG_KIND, resource: LOGGED_RECORD },
  filters: OPLOG_FILTERS,
  sortable: ['id', 'time'],
  defaultSort: '-id',
} as const;

/** 操作记录: the operation log as people's work: who changed which record, and how. */
export const operationRecords = defineResource({
  ...oplogScreen,
  name: 'operationRecords',
  title: { zh: '操作记录', en: 'Operation records' },
  tabs: OPLOG_KIND.values.map((v) => ({ key: v, title: OPLOG_KIND.options[v], where: { kind: v } })),
  permission: { read: 'infoManagement_operatingRecord' },
});

/** 系统日志: the same log as the platform's audit trail, each entry with its place in the chain (docs/oplog.md). */
export const systemLogs = defineResource({
  ...oplogScreen,
  name: 'systemLogs',
  title: { zh: '系统日志', en: 'System logs' },
  path: '/api/v2/seller/log/system',
  permission: { read: 'infoManagement_systemLog' },
});
