/** The remaining shell calls (docs/contract.md, "The shell's calls"): areas, SMS-code lookup, first order, contribution, verification, plates. */
import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { dateTime, money } from './list.ts';
import { firstOrderSetting, goodsRecord } from './resources/goods.ts';
import { mobile } from './shell.ts';
import { format } from './formats.ts';
import { importCheckResult } from './importRows.ts';

export const areaNode = z.object({
  /** GB/T 2260 code: 2 digits for a province, 4 for a city, 6 for a district. */
  code: z.string(),
  name: z.string(),
  level: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  has_children: z.boolean(),
});
export type AreaNode = z.infer<typeof areaNode>;

export const areas = endpoint({
  method: 'GET',
  path: '/api/v2/seller/area',
  auth: 'token',
  /** Without `parent_code`: the provinces; with one: its children. */
  query: z.object({ parent_code: z.string().regex(/^\d{2}(\d{2})?$/, format('areaCode')).optional() }),
  response: z.array(areaNode),
  summary: { zh: '省市区', en: 'Provinces, cities and districts' },
});

export const smsCodeEntry = z.object({
  mobile: z.string(),
  code: z.string(),
  type: z.enum(['login', 'reset']),
  created_at: dateTime,
  expires_at: dateTime,
  used: z.boolean(),
  /** Wrong codes tried against it; at `SMS_CODE_RULES.max_wrong_tries` the code no longer works. Absent: not told. */
  wrong_tries: z.number().int().min(0).optional(),
});

export const smsCodeLookup = endpoint({
  method: 'GET',
  path: '/api/v2/admin/smscode',
  auth: 'token',
  permission: 'smsConfig_index',
  query: z.object({ mobile }),
  /** Newest first, at most 10. */
  response: z.array(smsCodeEntry),
  summary: { zh: '临时短信验证码查询', en: 'SMS code lookup' },
});

export const firstOrderUpdate = endpoint({
  method: 'PUT',
  path: '/api/v2/seller/firstorder/{id}',
  auth: 'token',
  permission: 'goods_newPeopleGoods',
  /** `{id}` is a goods id; the first-order price must be below the goods price. */
  body: firstOrderSetting,
  response: goodsRecord,
  summary: { zh: '新人首单设置', en: 'First-order offer of a goods' },
});

export const contributionCreditUpdate = endpoint({
  method: 'PUT',
  path: '/api/v9/seller/ContributionCredit/update',
  auth: 'token',
  permission: 'memberList_contributionList',
  body: z.object({
    member_id: z.number().int().min(1),
    /** Signed change of the member's contribution credit. */
    amount: money.refine((v) => Number(v) !== 0, { message: '≠ 0', params: { rule: 'nonZero' } }),
    remark: z.string().trim().min(2).max(200),
  }),
  response: z.object({ member_id: z.number().int(), contribution: money }),
  summary: { zh: '贡献值调整', en: 'Contribution credit adjustment' },
});

export const verificationRow = z.object({
  order_no: z.string().trim().min(1).max(40),
  verify_code: z.string().trim().regex(/^\d{6}$/, format('digits6')),
});
export const verificationImport = endpoint({
  method: 'POST',
  path: '/api/v8/seller/verification_import',
  auth: 'token',
  permission: 'offlineShop_offline_orderManage',
  /** Rows parsed from the uploaded sheet; each paid in-store order whose code matches is verified (completed). */
  body: z.object({ rows: z.array(verificationRow).min(1).max(5000) }),
  response: z.object({
    total: z.number().int(),
    succeeded: z.number().int(),
    failed: z.array(z.object({ row: z.number().int(), order_no: z.string(), error: z.string() })),
  }),
  summary: { zh: '核销导入', en: 'Verification import' },
});
/** The import's dry run (docs/imports.md): each row as the import would answer it (`row`: its place among the rows sent), changing nothing. */
export const verificationImportCheck = endpoint({
  method: 'POST',
  path: '/api/v8/seller/verification_import/check',
  auth: 'token',
  permission: 'offlineShop_offline_orderManage',
  body: verificationImport.body,
  response: importCheckResult,
  summary: { zh: '核销导入预检', en: 'Check a verification import' },
});

export const consumerPlateRecord = z.object({
  id: z.number().int(),
  name: z.string(),
  icon: z.string(),
  class_ids: z.array(z.number().int()),
  goods_count: z.number().int().min(0),
  sort: z.number().int(),
});
export const consumerPlate = endpoint({
  method: 'GET',
  path: '/api/v8/seller/consumerPlate',
  auth: 'token',
  response: z.array(consumerPlateRecord),
  summary: { zh: '消费板块', en: 'Consumer plates' },
});

/**
 * The upload host and CDN of demo mode (not JSON calls, so not endpoints): the browser posts a multipart form with
 * `token`, `key` (both from `uploadToken`) and `file` to `upload_url`, which answers `{status: 0, data: uploadResult}`;
 * the file is then served at `cdn_url + key`.
 */
export const UPLOAD_PATH = '/api/v2/common/upload';
export const FILES_PATH = '/api/v2/common/files/';
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const uploadResult = z.object({ key: z.string(), hash: z.string(), url: z.string() });
