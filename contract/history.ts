/**
 * The operation log (docs/oplog.md): one log of every write call of the contract, kept by the upstream. Each entry
 * says who (account, name, role), when, which call, which record (resource, id), and each field the call changed with
 * its value before and after; a secret field (SECRET_FIELDS) is named as changed, never with its values. Entries are
 * chained: `hash` is the SHA-256 of the previous entry's hash and the entry's own canonical content, so an altered or
 * removed entry is found by the verify call (`OPLOG_VERIFY`).
 *
 * A record's history (`GET <path>/{id}/history`, every resource) is its entries of that log, newest first, with what
 * the record's own times tell besides (a seeded order's placing and payment): `HISTORY_EVENTS`.
 */
import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import type { Text } from './i18n.ts';
import { dateTime } from './list.ts';

/**
 * The fields whose values are never logged, whatever record or call carries them: passwords (the password calls'
 * `old_pw`, `new_pw`, `new_pw2`; the accounts' `password`, `password2`), codes sent or typed, tokens and keys. The one
 * place that says so; a field named like them (`pay_password`, `refresh_token`) is secret too. A secret field is
 * logged as changed, with neither value.
 */
export const SECRET_FIELDS: readonly string[] = ['password', 'password2', 'old_pw', 'new_pw', 'new_pw2', 'code', 'verify_code', 'captcha', 'token', 'key', 'secret'];
const SECRET_NAME = /(^|_)(password|pw|token|secret)\d*$/;

export function isSecretField(field: string): boolean {
  return SECRET_FIELDS.includes(field) || SECRET_NAME.test(field);
}

/**
 * The fields holding a payee's account number as it is typed (a store payout made on a shop's behalf): the log keeps
 * them masked, as every answer shows them (`maskAccount`; docs/money.md), so the full number is only ever revealed.
 */
export const MASKED_FIELDS: readonly string[] = ['account_no'];

/** A value as the log keeps it: lists and objects as one line of text. */
export const logValue = z.union([z.string(), z.number(), z.boolean(), z.null()]);

/** One field a call changed; a secret field carries `secret: true` and neither value. */
export const fieldChange = z.object({
  field: z.string(),
  before: logValue.optional(),
  after: logValue.optional(),
  secret: z.literal(true).optional(),
});
export type FieldChange = z.infer<typeof fieldChange>;

/** What a call did to a record: made it, changed it, removed it, or (a logged read, `LOGGED_READS`) looked at it. */
export const OPLOG_KINDS = ['create', 'update', 'delete', 'read'] as const;

export const oplogEntry = z.object({
  /** 1, 2, 3...: a gap is a removed entry. */
  seq: z.number().int().min(1),
  time: dateTime,
  account: z.string(),
  operator: z.string(),
  /** The caller's roles as the upstream names them, comma-separated; empty for the platform's own writes. */
  role: z.string(),
  /** The call: `METHOD /path` with its placeholders, as the contract declares it. */
  call: z.string(),
  /** The resource's action (`approve`, `update`...), or `create` / `delete`, or the call's own name for other calls. */
  action: z.string(),
  kind: z.enum(OPLOG_KINDS),
  /** The contract resource (`goods`, `withdrawals`), or the upstream's part for records of no resource (`accounts`, `config`). */
  resource: z.string(),
  record_id: z.string(),
  changes: z.array(fieldChange),
  /** A logged read the upstream refused (a console account's SMS codes): the attempt is what the log must keep. */
  refused: z.literal(true).optional(),
  prev_hash: z.string(),
  hash: z.string(),
});
export type OplogEntry = z.infer<typeof oplogEntry>;

/** The hash before the first entry. */
export const OPLOG_GENESIS = '0'.repeat(64);

export const oplogVerdict = z.object({
  intact: z.boolean(),
  entries: z.number().int(),
  /** The first entry whose hash or link does not hold, and why; null when the chain holds. */
  first_broken: z.object({ seq: z.number().int(), problem: z.enum(['altered', 'removed']) }).nullable(),
});
export type OplogVerdict = z.infer<typeof oplogVerdict>;

/** Whether the whole log still holds: administrators only (the operation records' label, an admin-only screen). */
export const OPLOG_VERIFY = endpoint({
  method: 'GET',
  path: '/api/v2/seller/log/operation/verify',
  auth: 'token',
  permission: 'infoManagement_operatingRecord',
  response: oplogVerdict,
  summary: { zh: '校验操作日志链', en: 'Verify the operation log chain' },
});

/** A record's history: its log entries, and the events its own times tell (`changes` empty, `fields` what they say). */
export const historyEntry = z.object({
  time: dateTime,
  operator: z.string(),
  action: z.string(),
  role: z.string().optional(),
  changes: z.array(fieldChange),
  fields: z.record(z.string(), logValue),
});
export type HistoryEntry = z.infer<typeof historyEntry>;

/** What happens to a record besides its resource's own actions. */
export const HISTORY_EVENTS: Record<string, Text> = {
  create: { zh: '新建', en: 'Created' },
  update: { zh: '编辑', en: 'Edited' },
  delete: { zh: '删除', en: 'Deleted' },
  placed: { zh: '买家下单', en: 'Order placed' },
  paid: { zh: '买家付款', en: 'Paid' },
  shipped: { zh: '商家发货', en: 'Shipped' },
  completed: { zh: '交易完成', en: 'Completed' },
  closed: { zh: '订单关闭', en: 'Closed' },
  /** A logged read (contract/loggedRecords.ts): who saw a payee's full account number; the number is never logged. */
  reveal_account: { zh: '查看了完整收款账号', en: 'Revealed the account number' },
};

/** Names of what is logged that is no field of its record. */
export const HISTORY_FIELDS: Record<string, Text> = {
  reason: { zh: '原因', en: 'Reason' },
  mobile: { zh: '手机号', en: 'Phone' },
};

/** The operator of what the platform did by itself (an order timing out, a payment arriving). */
export const SYSTEM_OPERATOR = 'system';
