/**
 * What the operation log names besides writes (docs/oplog.md): the reads it keeps with who called, and the titles of
 * every kind of record it names, so the log screens can say "商品 #12" and offer the kinds as a filter.
 */
import type { Endpoint } from './endpoint.ts';
import type { EnumOption } from './enums.ts';
import type { Text } from './i18n.ts';
import { PAYEE_REVEALS } from './payee.ts';
import { smsCodeLookup } from './platform.ts';
import type { ResourceDef } from './resource.ts';
import { LOGGED_RECORD } from './resources/infoLists/logs.ts';

/** A call that changes nothing yet is logged (who looked, when, at what, refused or not), and the record it reads. */
export interface LoggedRead {
  endpoint: Endpoint;
  /** The record's kind in the log, and its id read from the call's parsed query or its path. */
  resource: string;
  recordOf(query: Record<string, unknown>, params: Record<string, string>): string;
  /**
   * Whether the handler's refusal is logged too: an SMS lookup of a console account's phone is an attempt worth
   * knowing; a reveal's only refusal is a missing record, where nothing was there to read.
   */
  logsRefusals: boolean;
}

/**
 * The one place that says which reads are logged: a lookup of SMS codes could take over an account (issue #35); a
 * payee's full account number is where money goes (issue #39), logged on the withdrawal or payout it belongs to.
 */
export const LOGGED_READS: readonly LoggedRead[] = [
  { endpoint: smsCodeLookup, resource: 'smsCodes', recordOf: (query) => String(query.mobile), logsRefusals: true },
  // every payee's reveal, on the record it belongs to
  ...Object.entries(PAYEE_REVEALS).map(([resource, endpoint]) => ({ endpoint, resource, recordOf: (_query: unknown, params: Record<string, string>) => String(params.id), logsRefusals: false })),
];

/** The upstream's parts the log names that are no resource of the contract (mock-upstream/oplog/journal.ts). */
const LOGGED_PARTS: Record<string, Text> = {
  config: { zh: '系统设置', en: 'Settings' },
  plates: { zh: '版块', en: 'Plates' },
  views: { zh: '保存的视图', en: 'Saved views' },
  preferences: { zh: '个人偏好', en: 'Preferences' },
  smsCodes: { zh: '短信验证码', en: 'SMS codes' },
};

/** Fills `LOGGED_RECORD` with every resource's title and the parts above; contract/index.ts calls it once. */
export function nameLoggedRecords(resources: Record<string, ResourceDef>): void {
  const titles: Record<string, EnumOption> = { ...Object.fromEntries(Object.entries(resources).map(([name, def]) => [name, { ...def.title, color: 'grey' as const }])) };
  for (const [name, title] of Object.entries(LOGGED_PARTS)) titles[name] ??= { ...title, color: 'grey' };
  Object.assign(LOGGED_RECORD.options, titles);
  LOGGED_RECORD.values.splice(0, LOGGED_RECORD.values.length, ...Object.keys(titles));
}
