/**
 * Business resources described as data. One `defineResource` call says everything the console and the mock need
 * about a resource: its record, the enums of its fields (zh/en labels, colours), filters, status tabs, sortable
 * fields, what can be created or edited, and the actions with the states they are allowed in. `resourceEndpoints`
 * turns it into the endpoints of one convention (docs/contract.md, "Resource endpoints"):
 *
 *   GET <path>                      list (page, limit, sort, filters, counts per tab)
 *   GET <path>/{id}                 one record
 *   POST <path>, PUT <path>/{id}    create, update
 *   DELETE <path>/{id}              delete
 *   PUT <path>/{id}/<action>        an action on one record
 *   PUT <path>/batch/<action>       the same on many, with a result per id
 *   GET <path>/{id}/history         the record's entries of the operation log (every resource with a write)
 */
import { z } from 'zod';
import { type Endpoint, endpoint } from './endpoint.ts';
import type { EnumDef } from './enums.ts';
import { type FilterDef, filterQueryShape } from './filterParams.ts';
import { historyEntry } from './history.ts';
import type { Text } from './i18n.ts';
import { batchBody, batchResult, listOf, listQuery } from './list.ts';
import { type ActionPermission, actLabels, endpointLabels, type ResourcePermission, readLabels, writeLabels } from './permissionLabels.ts';
import type { TabDef } from './statusTabs.ts';
import { versioned, withBaseVersion } from './version.ts';

// the list rules have modules of their own; a resource's description may name their types from here
export type { FilterDef } from './filterParams.ts';
export type { TabDef } from './statusTabs.ts';

/** Who runs an action: the logged-in account (the console's session, the upstream's caller). */
export interface Actor {
  account: string;
}

/**
 * An action on one record. `when` lists, per field, the values the record must have (the state machine's edges);
 * `set` is what the action writes besides what the mock computes from `body`.
 */
export interface ActionDef extends ActionPermission {
  title: Text;
  when?: Record<string, readonly (string | number | boolean)[]>;
  /**
   * A rule `when` cannot say (a state nested in the record, a rule across fields, the actor's own account): why the
   * record refuses the action, in zh and en, or undefined when it allows it. The upstream refuses in these words and
   * the console does not offer the action (one rule for both; docs/screens.md, "Order actions by type and state").
   */
  refuse?: (row: Record<string, unknown>, actor: Actor) => Text | undefined;
  set?: Record<string, string | number | boolean>;
  body?: z.ZodObject;
  /**
   * Body fields a bulk job fills from each record, `{ body field: record field }`, where the value differs per record
   * and is not asked once for all of them (after-sales agree: each refund is that after-sale's requested amount).
   */
  bodyFromRecord?: Record<string, string>;
  /** Also offered as `PUT <path>/batch/<action>`. */
  batch?: boolean;
  /** Destructive or money-moving: the console asks for confirmation. */
  confirm?: boolean;
}

export interface ResourceDef<R extends z.ZodObject = z.ZodObject> {
  name: string;
  title: Text;
  path: string;
  record: R;
  /** Titles of the record's fields, for columns, form labels and error messages. */
  fields: Record<string, Text>;
  /** Enums of the record's fields. */
  enums?: Record<string, EnumDef>;
  filters: readonly FilterDef[];
  tabs?: readonly TabDef[];
  sortable: readonly string[];
  defaultSort: string;
  /** Labels to read, write and act (contract/permissionLabels.ts). */
  permission: ResourcePermission;
  create?: z.ZodObject;
  update?: z.ZodObject;
  deletable?: boolean;
  /** States a record must be in to be deleted, as `ActionDef.when` (goods: only from the recycle bin). */
  deleteWhen?: ActionDef['when'];
  actions?: Record<string, ActionDef>;
}

export function defineResource<R extends z.ZodObject>(def: ResourceDef<R>): ResourceDef<R> {
  return def;
}

/**
 * A rule between fields of a body, reported on one of them with words in both languages (contract/formats.ts). An
 * update carries only what it changes, so `holds` must accept a value that leaves out (or clears) a field it compares:
 * the upstream checks such a patch against the record.
 */
export interface FieldRule {
  holds(value: Record<string, unknown>): boolean;
  issue: { path: [string]; message: string; params: { text: Text } };
}

/** What is wrong with a body between its fields: the field it is shown on, and what is wrong in zh and en. */
export interface Problem {
  field: string;
  text: Text;
}

/** Adds problems to a zod refinement: each on its field, its words in both languages (`params.text`). */
export function report(problems: readonly Problem[], ctx: z.RefinementCtx): void {
  for (const p of problems) ctx.addIssue({ code: 'custom', path: [p.field], message: p.text.en, params: { text: p.text } });
}

/**
 * Rules between fields as a function: the problems of a body, for rules that are several (a group buy's dates and
 * daily slot) or whose words depend on the values (a lottery's total of probabilities). Like `FieldRule.holds`, it
 * must find nothing wrong in a comparison whose fields the patch leaves out: the upstream checks those against the
 * record.
 */
export type PatchCheck = (value: Record<string, unknown>) => readonly Problem[];

/**
 * The body of an update: every field optional and without its create default, so a partial update never resets the
 * fields it leaves out (zod's `.partial()` would still fill in defaults). `null` clears a field, which leaving it out
 * cannot: a field with a create default gets that default back, an optional one is unset (also inside an object, such
 * as a zone's purchase limit), and a required one is refused, as an empty create would be.
 *
 * `rule`: the create schema's rules between fields, which an edit must keep as a create does (an edit form checks them
 * before sending, the mock refuses them). They are checked when the patch carries the fields they compare; the mock
 * checks a patch that carries only one of them against the record.
 */
export function patchOf<S extends z.ZodRawShape>(create: z.ZodObject<S>, rule?: FieldRule | PatchCheck) {
  const shape = Object.fromEntries(Object.entries(create.shape).map(([key, field]) => [key, clearable(field as z.ZodType).optional()]));
  const object = z.object(shape);
  // the rule here, not refined on afterwards: a refined schema is another object, which `isPatch` would not know
  const patch = !rule
    ? object
    : typeof rule === 'function'
      ? object.superRefine((value, ctx) => report(rule(value), ctx))
      : object.refine(rule.holds, rule.issue);
  PATCHES.add(patch);
  return patch as unknown as z.ZodObject<{ [K in keyof S]: z.ZodOptional<z.ZodType<z.output<S[K]>, z.input<S[K]> | null>> }>;
}

const PATCHES = new WeakSet<z.ZodType>();

/** An update body made by `patchOf`: a form sends a field it emptied as `null`, since leaving it out keeps the value. */
export function isPatch(schema: z.ZodType): boolean {
  return PATCHES.has(schema);
}

/** `field` with `null` meaning "cleared" (see `patchOf`); an object's own fields likewise. */
function clearable(field: z.ZodType): z.ZodType {
  if (field instanceof z.ZodDefault) {
    return z.preprocess((v) => (v === null ? field.def.defaultValue : v), clearable(field.unwrap() as z.ZodType));
  }
  if (field instanceof z.ZodOptional) return z.preprocess((v) => (v === null ? undefined : v), clearable(field.unwrap() as z.ZodType).optional());
  if (field instanceof z.ZodObject) {
    return field.extend(Object.fromEntries(Object.entries(field.shape).map(([k, f]) => [k, f instanceof z.ZodDefault || f instanceof z.ZodOptional ? clearable(f as z.ZodType) : f])));
  }
  return field;
}

/** The list query of a resource: the common list parameters plus its filters. */
export function listQueryOf(def: ResourceDef) {
  const shape = Object.assign({}, ...def.filters.map(filterQueryShape)) as Record<string, z.ZodType>;
  const sortable = new Set(def.sortable);
  return listQuery.extend(shape).refine((q) => !q.sort || sortable.has(String(q.sort).replace(/^-/, '')), {
    path: ['sort'],
    message: 'sortable field',
    params: { rule: 'oneOf', values: def.sortable.join(', ') },
  });
}

export interface ResourceEndpoints {
  list: Endpoint;
  get: Endpoint;
  create?: Endpoint;
  update?: Endpoint;
  remove?: Endpoint;
  actions: Record<string, Endpoint>;
  batch: Record<string, Endpoint>;
  /** The record's entries of the operation log (contract/history.ts): every resource that can be written has one. */
  history?: Endpoint;
}

/** The endpoints of a resource, by the convention of docs/contract.md, "Resource endpoints". */
export function resourceEndpoints(def: ResourceDef): ResourceEndpoints {
  const read = endpointLabels(readLabels(def));
  const write = endpointLabels(writeLabels(def));
  const one = `${def.path}/{id}`;
  // a record the console edits or acts on carries its version, and an edit the version it started from
  // (contract/version.ts); a read-only view (ledger totals, a summary) has nothing to protect
  const record = def.update || Object.keys(def.actions ?? {}).length > 0 ? versioned(def.record) : def.record;
  const out: ResourceEndpoints = {
    list: endpoint({
      method: 'GET',
      path: def.path,
      auth: 'token',
      ...read,
      query: listQueryOf(def),
      response: listOf(record),
      summary: { zh: `${def.title.zh}列表`, en: `${def.title.en}: list` },
    }),
    get: endpoint({
      method: 'GET',
      path: one,
      auth: 'token',
      ...read,
      response: record,
      summary: { zh: `${def.title.zh}详情`, en: `${def.title.en}: one record` },
    }),
    actions: {},
    batch: {},
  };
  // every record that can be written has its entries of the operation log; a read-only view (a summary) has none
  if (def.create || def.update || def.deletable || Object.keys(def.actions ?? {}).length > 0) {
    out.history = endpoint({
      method: 'GET',
      path: `${one}/history`,
      auth: 'token',
      ...read,
      response: z.array(historyEntry),
      summary: { zh: `${def.title.zh}操作日志`, en: `${def.title.en}: operation log` },
    });
  }
  if (def.create) {
    out.create = endpoint({
      method: 'POST',
      path: def.path,
      auth: 'token',
      ...write,
      body: def.create,
      response: record,
      summary: { zh: `新建${def.title.zh}`, en: `${def.title.en}: create` },
    });
  }
  if (def.update) {
    out.update = endpoint({
      method: 'PUT',
      path: one,
      auth: 'token',
      ...write,
      body: withBaseVersion(def.update),
      versioned: true,
      response: record,
      summary: { zh: `编辑${def.title.zh}`, en: `${def.title.en}: update` },
    });
  }
  if (def.deletable) {
    out.remove = endpoint({
      method: 'DELETE',
      path: one,
      auth: 'token',
      ...write,
      response: z.null(),
      summary: { zh: `删除${def.title.zh}`, en: `${def.title.en}: delete` },
    });
  }
  for (const [name, action] of Object.entries(def.actions ?? {})) {
    const labels = endpointLabels(actLabels(def, action));
    const body = action.body ?? z.object({});
    out.actions[name] = endpoint({
      method: 'PUT',
      path: `${one}/${name}`,
      auth: 'token',
      ...labels,
      body,
      response: record,
      summary: { zh: `${def.title.zh}：${action.title.zh}`, en: `${def.title.en}: ${action.title.en}` },
    });
    if (action.batch) {
      out.batch[name] = endpoint({
        method: 'PUT',
        path: `${def.path}/batch/${name}`,
        auth: 'token',
        ...labels,
        body: batchBody.extend(body.shape),
        response: batchResult,
        summary: { zh: `批量${action.title.zh}（${def.title.zh}）`, en: `${def.title.en}: ${action.title.en} (batch)` },
      });
    }
  }
  return out;
}

/** Every endpoint of a resource as a flat list. */
export function endpointsOf(e: ResourceEndpoints): Endpoint[] {
  return [e.list, e.get, e.create, e.update, e.remove, e.history, ...Object.values(e.actions), ...Object.values(e.batch)].filter(
    (x): x is Endpoint => x !== undefined,
  );
}
