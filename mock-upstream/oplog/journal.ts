/**
 * What one write call changed, gathered from the one place every write passes (router.ts runs each write call inside
 * a journal): each table reports the rows it is about to insert, change or delete (Table's observer), and the parts
 * of the state that are no table (accounts, settings, the information classes and plates, saved views and layouts)
 * are compared before and after. A call that succeeds leaves one log entry per record it changed; a refused call
 * (a `Fail`, a validation or permission refusal) leaves none.
 */
import { type FieldChange, isSecretField, MASKED_FIELDS, SYSTEM_OPERATOR } from '../../contract/history.ts';
import { maskAccount } from '../../contract/accounts.ts';
import type { Endpoint } from '../../contract/endpoint.ts';
import { logValue } from '../engine/logText.ts';
import type { Row, Table } from '../engine/table.ts';
import type { Account } from '../accounts.ts';
import type { MockState, WriteWatcher } from '../state.ts';
import { now } from '../time.ts';
import { publishEventsOf } from '../events/derive.ts';
import { appendOplog, type OplogDraft } from './chain.ts';

type Record_ = Record<string, unknown>;
/** Fields the upstream keeps for itself: a version raised by every write says nothing a reader needs. */
const UNLOGGED = new Set(['version']);

function documents(state: MockState): Record<string, Map<string, Record_>> {
  const byId = (rows: { id: number }[]) => new Map(rows.map((r) => [String(r.id), r as unknown as Record_]));
  return {
    adminUsers: byId(state.accounts),
    infoClasses: byId(state.infoClasses),
    plates: byId(state.plates),
    config: new Map(Object.entries(state.config).map(([key, value]) => [key, { value }])),
    views: byId(state.preferences.views),
    preferences: new Map(Object.entries(state.preferences.accounts).map(([account, pages]) => [account, pages as unknown as Record_])),
  };
}

/** A value as the log keeps it: lists as a line of text (engine/logText.ts), other objects as JSON. */
function logged(value: unknown) {
  if (value === undefined || value === null) return null;
  return logValue(value) ?? JSON.stringify(value);
}

function changesOf(before: Record_ | undefined, after: Record_ | undefined): FieldChange[] {
  const fields = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  const changes: FieldChange[] = [];
  for (const field of fields) {
    if (UNLOGGED.has(field) || field === 'id') continue;
    const [was, is] = [before?.[field], after?.[field]];
    if (JSON.stringify(was) === JSON.stringify(is)) continue;
    if (isSecretField(field)) changes.push({ field, secret: true });
    else changes.push({ field, before: logged(was), after: logged(is) });
  }
  return changes;
}

export class WriteJournal implements WriteWatcher {
  /** `<table name>:<id>` → the table, and the row as it was before the call first touched it (undefined: inserted). */
  private touched = new Map<string, { resource: string; id: number; table: Table<Row>; before: Record_ | undefined }>();
  private documentsBefore: Record<string, Map<string, Record_>>;

  constructor(private state: MockState) {
    this.documentsBefore = structuredClone(documents(state));
  }

  /** Called by a table before it changes `row` (`fresh`: being inserted). */
  touch(resource: string, table: Table<Row>, row: Row, fresh: boolean): void {
    const key = `${resource}:${row.id}`;
    if (this.touched.has(key)) return;
    this.touched.set(key, { resource, id: row.id, table, before: fresh ? undefined : structuredClone(row as unknown as Record_) });
  }

  /** Writes one entry per record the call changed, in the order it touched them. */
  commit(endpoint: Endpoint, action: string, user: Account | undefined, body: unknown): void {
    const who = whoOf(user);
    const call = `${endpoint.method} ${endpoint.path}`;
    const time = now();
    const given = givenOf(body);
    const entry = (resource: string, id: string, before: Record_ | undefined, after: Record_ | undefined): OplogDraft | undefined => {
      const changes = changesOf(before, after);
      if (changes.length === 0) return undefined;
      const kind = before === undefined ? 'create' : after === undefined ? 'delete' : 'update';
      return { time, ...who, call, action: kind === 'update' ? action : kind, kind, resource, record_id: id, changes, given };
    };
    const drafts: (OplogDraft | undefined)[] = [];
    for (const { resource, id, table, before } of this.touched.values()) drafts.push(entry(resource, String(id), before, table.get(id) as Record_ | undefined));
    const after = documents(this.state);
    for (const [part, was] of Object.entries(this.documentsBefore)) {
      const is = after[part];
      for (const id of new Set([...was.keys(), ...is.keys()])) drafts.push(entry(part, id, was.get(id), is.get(id)));
    }
    for (const draft of drafts) if (draft) appendOplog(this.state, draft);
    // the same changes, read for the events they make (an order paid, goods submitted for review: docs/events.md)
    publishEventsOf(this.state, [...this.touched.values()].map(({ resource, id, table, before }) => ({ resource, before, after: table.get(id) as Record_ | undefined })));
  }
}

/** Who an entry names: the caller, or the platform itself for a call without a session (an SMS reset). */
export function whoOf(user: Account | undefined): Pick<OplogDraft, 'account' | 'operator' | 'role'> {
  return { account: user?.account ?? SYSTEM_OPERATOR, operator: user?.name ?? SYSTEM_OPERATOR, role: user?.roles.join(',') ?? '' };
}

/** The call's own scalar values that name no record field (a reason, a tracking number), secrets left out. */
export function givenOf(body: unknown): OplogDraft['given'] {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return {};
  const out: OplogDraft['given'] = {};
  for (const [k, v] of Object.entries(body)) {
    if (isSecretField(k) || k === 'version') continue;
    if (MASKED_FIELDS.includes(k) && typeof v === 'string') out[k] = maskAccount(v);
    else if (v === null || ['string', 'number', 'boolean'].includes(typeof v)) out[k] = v as string | number | boolean | null;
  }
  return out;
}
