/**
 * The two log screens (操作记录 `operationRecords`, 系统日志 `systemLogs`) read the operation log itself: their list and
 * record calls answer its entries as the contract's rows (contract/resources/infoLists/logs.ts), filtered by person,
 * record and time through the contract's filter rules, worded in the caller's language (contract/historyWords.ts).
 */
import { actionText, changeText, givenTexts, HISTORY_WORDS, SEPARATOR } from '../../contract/historyWords.ts';
import type { Lang } from '../../contract/i18n.ts';
import { ENDPOINTS, RESOURCE_ENDPOINTS, RESOURCES } from '../../contract/index.ts';
import type { ResourceDef } from '../../contract/resource.ts';
import { LOGGED_RECORD, type OplogRowView } from '../../contract/resources/infoLists/logs.ts';
import { queryCompiler } from '../engine/query.ts';
import type { Filter, Row, Table } from '../engine/table.ts';
import { Fail, MESSAGES } from '../messages.ts';
import type { Ctx, Router } from '../router.ts';
import type { MockState, OplogRow } from '../state.ts';

/** `METHOD /path` → the endpoint's summary: the words of a call that is no resource action (a password change). */
const SUMMARIES = new Map(ENDPOINTS.map((e) => [`${e.method} ${e.path}`, e.summary]));
const resourceOf = (name: string): ResourceDef | undefined => (Object.hasOwn(RESOURCES, name) ? (RESOURCES as Record<string, ResourceDef>)[name] : undefined);
/** The fields a record is called by, in the order tried. */
const NAME_FIELDS = ['name', 'title', 'goods_name', 'nickname', 'member_name', 'order_no', 'account', 'contact'];

/** The record's name as it is now, when its table still holds it (a deleted record keeps only its kind and id). */
function nameOf(tables: Map<string, Table<Row>>, entry: OplogRow): string {
  const id = Number(entry.record_id);
  const row = Number.isInteger(id) ? (tables.get(entry.resource)?.get(id) as Record<string, unknown> | undefined) : undefined;
  const name = row && NAME_FIELDS.map((f) => row[f]).find((v) => typeof v === 'string' && v !== '');
  return typeof name === 'string' ? name : '';
}

export function oplogView(tables: Map<string, Table<Row>>, entry: OplogRow, lang: Lang): OplogRowView {
  const def = resourceOf(entry.resource);
  const kindTitle = LOGGED_RECORD.options[entry.resource]?.[lang] ?? entry.resource;
  const words = [
    ...entry.changes.map((c) => changeText(def, c, lang)).filter((x): x is string => x !== undefined),
    ...givenTexts(def, entry.given ?? {}, lang),
    ...(entry.refused ? [HISTORY_WORDS.refused[lang]] : []),
  ];
  return {
    id: entry.id,
    seq: entry.seq,
    time: entry.time,
    account: entry.account,
    operator: entry.operator,
    role: entry.role,
    call: entry.call,
    call_text: actionText(def, entry.action, lang) ?? SUMMARIES.get(entry.call)?.[lang] ?? entry.action,
    kind: entry.kind,
    resource: entry.resource,
    record_key: entry.record_id,
    record: `${kindTitle} #${entry.record_id} ${nameOf(tables, entry)}`.trim(),
    detail: words.join(SEPARATOR[lang]),
    prev_hash: entry.prev_hash,
    hash: entry.hash,
  };
}

/** A row's fields stored under another name in the log: the row's text `record_key` is the entry's `record_id`. */
const ENTRY_FIELDS: Record<string, string> = { record_key: 'record_id' };
const onEntries = (filters: Filter[]): Filter[] => filters.map((f) => ('field' in f && ENTRY_FIELDS[f.field] ? { ...f, field: ENTRY_FIELDS[f.field] } : f));

/** Each record kind's table, by the name the log gives it (state.recordNames, filled when the router is installed). */
function tablesByName(state: MockState): Map<string, Table<Row>> {
  return new Map([...state.recordNames].map(([table, name]) => [name, table]));
}

export function serveOplogScreens(router: Router): void {
  for (const def of [RESOURCES.operationRecords, RESOURCES.systemLogs]) {
    const endpoints = RESOURCE_ENDPOINTS[def.name as 'operationRecords' | 'systemLogs'];
    const compile = queryCompiler(def);
    router.on(endpoints.list, (ctx: Ctx) => {
      const q = ctx.query as { page: number; limit: number };
      const query = compile(ctx.query as Record<string, unknown>);
      const result = ctx.state.oplog.query({ ...query, filters: onEntries(query.filters) });
      const tables = tablesByName(ctx.state);
      return { list: result.list.map((e) => oplogView(tables, e, ctx.lang)), total: result.total, page: q.page, limit: q.limit, counts: result.counts } as never;
    });
    router.on(endpoints.get, (ctx: Ctx) => {
      const entry = ctx.state.oplog.get(Number(ctx.params.id));
      if (!entry) throw new Fail(MESSAGES.recordNotFound, { resource: def.title, id: String(ctx.params.id) });
      return oplogView(tablesByName(ctx.state), entry, ctx.lang) as never;
    });
  }
}
