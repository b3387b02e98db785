/**
 * Serves a resource of the contract from a table: list, get, create, update, delete, actions and batch actions.
 * The contract's `when` guards are the state machines; a resource's behaviour adds only what data cannot say
 * (derived fields, checks across tables, side effects such as ledger entries).
 */
import type { ActionDef, FieldRule, PatchCheck, ResourceDef, ResourceEndpoints } from '../../contract/resource.ts';
import type { Text } from '../../contract/i18n.ts';
import type { HistoryEntry } from '../../contract/history.ts';
import type { BatchResult } from '../../contract/list.ts';
import { Fail, MESSAGES } from '../messages.ts';
import type { Ctx, Router } from '../router.ts';
import type { MockState } from '../state.ts';
import { recordLog } from '../oplog/history.ts';
import { queryCompiler } from './query.ts';
import type { Filter, Row, Table } from './table.ts';
import { alreadyDone, checkVersion, noteWrite } from './versions.ts';

// biome-ignore lint/suspicious/noExplicitAny: bodies are validated by the contract before they reach a behaviour.
type Body = any;

export interface Behaviour<R extends Row> {
  table(state: MockState): Table<R>;
  /** The record as the contract describes it (joins, counts). Default: the row itself. */
  view?(row: R, ctx: Ctx): unknown;
  /** Equality filters the caller is confined to (a merchant sees its own shop). */
  scope?(ctx: Ctx): Filter[];
  create?(input: Body, ctx: Ctx): Omit<R, 'id'>;
  /** Returns the patch to write; throws `Fail` to refuse. */
  update?(row: R, input: Body, ctx: Ctx): Partial<R>;
  beforeDelete?(row: R, ctx: Ctx): void;
  afterDelete?(row: R, ctx: Ctx): void;
  /** Extra patch and side effects of an action, after its `when` guard passed. */
  actions?: Record<string, (row: R, body: Body, ctx: Ctx) => Partial<R> | undefined>;
  /** Fields derived from others (goods' `state`), recomputed after every write. */
  derive?(row: R): Partial<R>;
  /** History entries the row's own times tell (a seeded order's placing, payment, shipping), besides what was logged. */
  pastEvents?(row: R, logged: readonly HistoryEntry[]): HistoryEntry[];
}

/**
 * A contract rule between fields over an edit merged with its record (the update schema checks it only when the patch
 * carries every field it compares): the first problem refused in the rule's words, naming its field, so the console
 * shows it there.
 */
export function checkRule(rule: FieldRule | PatchCheck, merged: Record<string, unknown>): void {
  const [problem] = typeof rule === 'function' ? rule(merged) : rule.holds(merged) ? [] : [{ field: rule.issue.path[0], text: rule.issue.params.text }];
  if (problem) throw new Fail(MESSAGES.field.rule, { field: problem.field, rule: problem.text });
}

const YES_NO: Record<string, Text> = { true: { zh: '是', en: 'yes' }, false: { zh: '否', en: 'no' } };

export function serveResource<R extends Row>(router: Router, def: ResourceDef, endpoints: ResourceEndpoints, b: Behaviour<R>): void {
  router.records(def.name, b.table as (state: MockState) => Table<Row>);
  const compile = queryCompiler(def);
  // a behaviour's view is built from the row's fields: the version is the engine's to add (README.md "Two people, one record")
  const view = (row: R, ctx: Ctx) => (b.view ? { ...(b.view(row, ctx) as object), version: (row as { version?: number }).version } : row);
  const scope = (ctx: Ctx) => b.scope?.(ctx) ?? [];

  const find = (ctx: Ctx, rawId: string | number): R => {
    const id = Number(rawId);
    const row = Number.isInteger(id) ? b.table(ctx.state).get(id) : undefined;
    const visible = row && scope(ctx).every((f) => f.kind === 'eq' && (row as Record<string, unknown>)[f.field] === f.value);
    if (!row || !visible) throw new Fail(MESSAGES.recordNotFound, { resource: def.title, id: String(rawId) });
    return row;
  };

  /** The record as the operation log names it: the resource its table is logged by (goods reviews are goods). */
  const keyOf = (ctx: Ctx, row: R) => `${ctx.state.recordNames.get(b.table(ctx.state) as unknown as Table<Row>) ?? def.name}:${row.id}`;
  /** `what`: the action's name, or `update`; remembered with who and when for the words of a later refusal. */
  const write = (ctx: Ctx, row: R, patch: Partial<R>, what: string) => {
    const table = b.table(ctx.state);
    table.update(row, patch);
    if (b.derive) table.update(row, b.derive(row), { sameVersion: true });
    noteWrite(ctx, keyOf(ctx, row), what);
    ctx.state.changed();
  };

  const guard = (row: R, when: ActionDef['when'], refusal: (field: Text, value: Text) => Fail) => {
    for (const [field, allowed] of Object.entries(when ?? {})) {
      const value = (row as Record<string, unknown>)[field] as string | number | boolean;
      if (allowed.includes(value)) continue;
      const label = def.enums?.[field]?.options[value as string] ?? YES_NO[String(value)] ?? { zh: String(value), en: String(value) };
      throw refusal(def.fields[field] ?? { zh: field, en: field }, label);
    }
  };

  const act = (ctx: Ctx, name: string, action: ActionDef, row: R, body: Body) => {
    // refused because someone moved the state: who did it and when, when that is known
    guard(row, action.when, (field, value) => alreadyDone(ctx.state, keyOf(ctx, row), def.actions ?? {}, { field, value, action: action.title }) ?? new Fail(MESSAGES.stateForbids, { field, value, action: action.title }));
    // the contract's rule beyond the states (an order's type and its own state), in its words
    const why = action.refuse?.(row, { account: ctx.caller?.user.account ?? '' });
    if (why) throw new Fail(why);
    const extra = b.actions?.[name]?.(row, body, ctx) ?? {};
    write(ctx, row, { ...(action.set as Partial<R>), ...extra }, name);
    return view(row, ctx);
  };

  router.on(endpoints.list, (ctx) => {
    const result = b.table(ctx.state).query(compile(ctx.query as Record<string, unknown>, scope(ctx)));
    const q = ctx.query as { page: number; limit: number };
    return { list: result.list.map((r) => view(r, ctx)), total: result.total, page: q.page, limit: q.limit, counts: result.counts } as never;
  });
  router.on(endpoints.get, (ctx) => view(find(ctx, ctx.params.id), ctx) as never);

  if (endpoints.create) {
    router.on(endpoints.create, (ctx) => {
      if (!b.create) throw new Error(`${def.name}: create without behaviour`);
      const table = b.table(ctx.state);
      const row = table.insert(b.create(ctx.body, ctx) as R);
      if (b.derive) table.update(row, b.derive(row));
      ctx.state.changed();
      return view(row, ctx) as never;
    });
  }
  if (endpoints.update) {
    router.on(endpoints.update, (ctx) => {
      const row = find(ctx, ctx.params.id);
      const { version, ...body } = ctx.body as { version?: number };
      checkVersion(ctx.state, keyOf(ctx, row), def.title, row as { version?: number }, version, () => view(row, ctx));
      write(ctx, row, b.update ? b.update(row, body, ctx) : (body as Partial<R>), 'update');
      return view(row, ctx) as never;
    });
  }
  if (endpoints.remove) {
    router.on(endpoints.remove, (ctx) => {
      const row = find(ctx, ctx.params.id);
      guard(row, def.deleteWhen, (field, value) => new Fail(MESSAGES.deleteForbidden, { field, value }));
      b.beforeDelete?.(row, ctx);
      b.table(ctx.state).delete(row);
      b.afterDelete?.(row, ctx);
      ctx.state.changed();
      return null;
    });
  }
  // the record's entries of the operation log (router.ts logs every write), under the name its table is logged by
  if (endpoints.history) {
    router.on(endpoints.history, (ctx) => {
      const row = find(ctx, ctx.params.id);
      const logged: HistoryEntry[] = recordLog(ctx.state, keyOf(ctx, row));
      // newest first: what was logged came after the record's own past (seeded times may even lie ahead of the clock)
      const past = (b.pastEvents?.(row, logged) ?? []).sort((x, y) => (x.time < y.time ? 1 : x.time > y.time ? -1 : 0));
      return [...logged.reverse(), ...past] as never;
    });
  }
  for (const [name, action] of Object.entries(def.actions ?? {})) {
    router.on(endpoints.actions[name], (ctx) => act(ctx, name, action, find(ctx, ctx.params.id), ctx.body) as never);
    const batch = endpoints.batch[name];
    if (!batch) continue;
    router.on(batch, (ctx) => {
      const { ids, ...body } = ctx.body as { ids: (number | string)[] };
      const result: BatchResult = { succeeded: [], failed: [] };
      for (const id of new Set(ids)) {
        try {
          act(ctx, name, action, find(ctx, id), body);
          result.succeeded.push(id);
        } catch (err) {
          if (!(err instanceof Fail)) throw err;
          result.failed.push({ id, error: err.in(ctx.lang) });
        }
      }
      return result;
    });
  }
}
