/**
 * The one place where the envelope, session, permission and validation rules are applied: every endpoint of the
 * contract is served through `Router.install`, which checks the token (status 10), the permission the contract
 * declares (status 1 无权限; for the settings save, each key's), then validates query and body against the contract's
 * schemas (status 1 naming the field and the rule) before the handler runs. A handler returns the `data` of a status 0
 * answer or throws `Fail`.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { ACTIVITY_HEADER, isActivity } from '../contract/activity.ts';
import { accessOf, type Endpoint } from '../contract/endpoint.ts';
import { langFromAcceptLanguage, type Lang } from '../contract/i18n.ts';
import { type Account, effectiveLabels } from './accounts.ts';
import { Fail, fill, MESSAGES, SessionInvalid } from './messages.ts';
import type { MockOptions } from './options.ts';
import { liveSession } from './sessions.ts';
import type { Row, Table } from './engine/table.ts';
import { actionOf, historyOf } from './oplog/calls.ts';
import { recordLog } from './oplog/history.ts';
import { WriteJournal } from './oplog/journal.ts';
import { isLoggedRead, loggedRead } from './oplog/reads.ts';
import type { MockState, Session } from './state.ts';
import { describeError } from './validation.ts';

export interface Caller extends Session {
  user: Account;
  labels: Set<string>;
}

export interface Ctx<Q = unknown, B = unknown> {
  query: Q;
  body: B;
  params: Record<string, string>;
  caller?: Caller;
  lang: Lang;
  state: MockState;
  options: MockOptions;
  request: FastifyRequest;
}

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;
// biome-ignore lint/suspicious/noExplicitAny: handlers of differently typed endpoints share one map.
type AnyHandler = (ctx: Ctx<any, any>) => unknown;

export class Router {
  private handlers = new Map<Endpoint, AnyHandler>();
  /** Which contract resource each table's records are, for the operation log (the first resource served from it). */
  private recordTables: [string, (state: MockState) => Table<Row>][] = [];

  /** Names the records of `table` after the resource `name` in the operation log. */
  records(name: string, table: (state: MockState) => Table<Row>): void {
    this.recordTables.push([name, table]);
  }

  on<Q extends z.ZodType | undefined, B extends z.ZodType | undefined, R extends z.ZodType>(
    endpoint: Endpoint<Q, B, R>,
    handler: (ctx: Ctx<Out<Q>, Out<B>>) => z.input<R> | Promise<z.input<R>>,
  ): void {
    if (this.handlers.has(endpoint as Endpoint)) throw new Error(`${endpoint.method} ${endpoint.path} handled twice`);
    this.handlers.set(endpoint as Endpoint, handler as AnyHandler);
  }

  /** Serves every endpoint; an endpoint of the contract without a handler is a bug found at start-up. */
  install(app: FastifyInstance, endpoints: readonly Endpoint[], state: MockState, options: MockOptions): void {
    for (const [name, table] of this.recordTables) if (!state.recordNames.has(table(state))) state.recordNames.set(table(state), name);
    for (const endpoint of endpoints) {
      const handler = this.handlers.get(endpoint) ?? recordHistory(endpoint);
      if (!handler) throw new Error(`no mock handler for ${endpoint.method} ${endpoint.path}`);
      app.route({
        method: endpoint.method,
        url: endpoint.path.replace(/\{(\w+)\}/g, ':$1'),
        // the endpoint for hooks that follow the contract's rules before the handler (the demo's idle reset, app.ts)
        config: { endpoint },
        handler: (request, reply) => serve(endpoint, handler, request, reply, state, options),
      });
    }
  }
}

/**
 * The history of a resource served by its own handlers (not the engine's): its record's entries of the operation log,
 * newest first, by the resource's name (oplog/journal.ts names the state's other parts after their resources).
 */
function recordHistory(endpoint: Endpoint): AnyHandler | undefined {
  const resource = historyOf(endpoint);
  return resource ? (ctx) => recordLog(ctx.state, `${resource}:${ctx.params.id}`).reverse() : undefined;
}

/**
 * The caller behind a live session (sessions.ts: the call restarts its idle time when it is `activity`); throws
 * `SessionInvalid` (status 10) otherwise.
 */
export function callerOf(state: MockState, token: unknown, options: MockOptions, activity = true): Caller {
  const session = liveSession(state, token, options, activity);
  const user = state.accounts.find((a) => a.account === session.account);
  if (!user) throw new SessionInvalid();
  return { ...session, user, labels: effectiveLabels(user, session.area) };
}

async function serve(
  endpoint: Endpoint,
  handler: AnyHandler,
  request: FastifyRequest,
  reply: FastifyReply,
  state: MockState,
  options: MockOptions,
) {
  const lang = langFromAcceptLanguage(request.headers['accept-language']);
  try {
    let caller: Caller | undefined;
    if (endpoint.auth === 'token') {
      caller = callerOf(state, request.headers.token, options, isActivity(endpoint, request.headers[ACTIVITY_HEADER]));
      authorise(endpoint, caller, request.body);
    }
    const query = parse(endpoint.query, request.query ?? {});
    const body = endpoint.body ? parse(endpoint.body, request.body ?? {}) : undefined;
    const params = request.params as Record<string, string>;
    const ctx = { query, body, params, caller, lang, state, options, request };
    const read = endpoint.method === 'GET' || isLoggedRead(endpoint);
    const data = read ? await loggedRead(endpoint, state, caller?.user, query as Record<string, unknown>, params, () => handler(ctx)) : journaled(endpoint, handler, ctx);
    return reply.send({ status: 0, data: data ?? null });
  } catch (err) {
    if (err instanceof Fail) {
      const { http = 200, data } = err.answer;
      return reply.code(http).send(data === undefined ? { status: 1, error: err.in(lang) } : { status: 1, error: err.in(lang), data });
    }
    if (err instanceof SessionInvalid) return reply.send({ status: 10, error: fill(err.text, lang, err.params) });
    request.log.error({ err }, 'mock handler failed');
    return reply.code(500).send({ status: 1, error: fill(MESSAGES.internal, lang) });
  }
}

/**
 * Runs a write call in a journal and logs what it changed (oplog/journal.ts): the one place every write passes.
 * Handlers run from check to write without awaiting (engine/versions.ts), so no other call's writes mix in; a refused
 * call throws before the commit and logs nothing.
 */
function journaled(endpoint: Endpoint, handler: AnyHandler, ctx: Ctx): unknown {
  const journal = new WriteJournal(ctx.state);
  ctx.state.journal = journal;
  try {
    const data = handler(ctx);
    if (data instanceof Promise) throw new Error(`${endpoint.method} ${endpoint.path}: a write handler must not await`);
    journal.commit(endpoint, actionOf(endpoint), ctx.caller?.user, ctx.body);
    return data;
  } finally {
    ctx.state.journal = undefined;
  }
}

/**
 * The contract's permission rule for one call (docs/contract.md, "Who may write"), before the body is validated, so a
 * refusal never depends on what was sent: the endpoint's label or one of its others; for a keyed write (the settings
 * save), each key's own label, an unknown key refused by name. A body that is no object is left to validation.
 */
function authorise(endpoint: Endpoint, caller: Caller, rawBody: unknown): void {
  const access = accessOf(endpoint);
  if (access.kind === 'labels' && !access.labels.some((label) => caller.labels.has(label))) throw new Fail(MESSAGES.permissionDenied);
  if (access.kind !== 'byKey') return;
  const values = isObject(rawBody) ? rawBody[access.field] : undefined;
  if (!isObject(values)) return;
  for (const key of Object.keys(values)) {
    const label = Object.hasOwn(access.labels, key) ? access.labels[key] : undefined;
    if (label === undefined) throw new Fail(MESSAGES.keyUnknown, { key });
    if (!caller.labels.has(label)) throw new Fail(MESSAGES.permissionDenied);
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function parse(schema: z.ZodType | undefined, input: unknown): unknown {
  if (!schema) return undefined;
  const result = schema.safeParse(input);
  if (!result.success) throw new Fail({ zh: describeError(result.error, 'zh', input), en: describeError(result.error, 'en', input) });
  return result.data;
}
