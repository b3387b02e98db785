/**
 * Operation records: every write the mock handles for the infoLists resources leaves one row in the logs table
 * (category `operation`): who, what, on which record, from which address, and whether it went through (a refusal is
 * recorded as a failure with its reason).
 */
import type { ResourceDef } from '../../../contract/resource.ts';
import type { LogEntry } from '../../../contract/resources/infoLists/logs.ts';
import type { Behaviour } from '../../engine/resource.ts';
import type { Row } from '../../engine/table.ts';
import { Fail } from '../../messages.ts';
import type { Ctx } from '../../router.ts';
import { now } from '../../time.ts';

type Kind = 'create' | 'update' | 'delete' | 'approve' | 'reject' | 'switch' | 'other';
const SWITCHES = new Set(['enable', 'disable', 'publish', 'withdraw', 'feature', 'unfeature', 'suspend', 'resume', 'pause', 'set_default']);

function kindOf(action: string): Kind {
  if (action === 'approve' || action === 'reject') return action;
  return SWITCHES.has(action) ? 'switch' : 'other';
}

/** What a record is called in a log line: its title or name when it has one. */
function labelOf(row: unknown): string {
  const r = row as Record<string, unknown>;
  const name = r.title ?? r.name ?? r.goods_name ?? r.member_name ?? r.contact ?? '';
  return typeof name === 'string' ? name : '';
}

export function recordOperation(ctx: Ctx, entry: { action: Kind; target: string; detail: string; result: LogEntry['result'] }): void {
  const user = ctx.caller?.user;
  const agent = ctx.request.headers['user-agent'];
  ctx.state.infoLists.logs.insert({
    category: 'operation',
    operator: user?.account ?? 'system',
    operator_name: user?.name ?? '系统',
    ...entry,
    ip: ctx.request.ip,
    level: entry.result === 'success' ? 'info' : 'warn',
    agent: (typeof agent === 'string' ? agent : '').slice(0, 120),
    duration_ms: 0,
    created_at: now(),
  });
}

/** Runs a write and records it; a `Fail` is recorded as a failure with its reason (in Chinese, the data's language) and thrown on. */
function recorded<T>(ctx: Ctx, action: Kind, target: string, detail: string, run: () => T): T {
  try {
    const out = run();
    recordOperation(ctx, { action, target, detail, result: 'success' });
    return out;
  } catch (err) {
    if (err instanceof Fail) recordOperation(ctx, { action, target, detail: err.in('zh'), result: 'failure' });
    throw err;
  }
}

/** The behaviour with every write recorded: create, update, delete and each action of the contract. */
export function withOperationLog<R extends Row>(def: ResourceDef, b: Behaviour<R>): Behaviour<R> {
  const target = (row: unknown, id?: number) => `${def.title.zh}${id ? ` #${id}` : ''} ${labelOf(row)}`.trim();
  const actions: NonNullable<Behaviour<R>['actions']> = {};
  for (const [name, action] of Object.entries(def.actions ?? {})) {
    const own = b.actions?.[name];
    actions[name] = (row, body, ctx) =>
      recorded(ctx, kindOf(name), target(row, row.id), `${action.title.zh}${body?.reason ? `：${body.reason}` : ''}`, () => own?.(row, body, ctx));
  }
  const { create, update, beforeDelete } = b;
  return {
    ...b,
    create: create && ((input, ctx) => recorded(ctx, 'create', target(input), '新建', () => create(input, ctx))),
    update: (row, input, ctx) =>
      recorded(ctx, 'update', target(row, row.id), `修改 ${Object.keys(input).join(', ')}`, () => (update ? update(row, input, ctx) : input)),
    beforeDelete: (row, ctx) => recorded(ctx, 'delete', target(row, row.id), '删除', () => beforeDelete?.(row, ctx)),
    actions,
  };
}
