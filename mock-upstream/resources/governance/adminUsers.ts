/**
 * Administrator accounts. They live in `state.accounts` with every other login (sessions, the login calls and other
 * areas read them there), so these handlers work on that list directly; a list call puts the handful of
 * administrator records in a throw-away table to filter, sort and count them like any resource.
 */
import type { Text } from '../../../contract/i18n.ts';
import type { ActionDef } from '../../../contract/resource.ts';
import { ACCOUNT_STATUS, ADMIN_ROLE, type AdminUser, adminUsers, labelsRefusal } from '../../../contract/resources/governance/adminUsers.ts';
import { RESOURCE_ENDPOINTS } from '../../../contract/index.ts';
import { type Account, adminRoleOf, avatarPath } from '../../accounts.ts';
import { queryCompiler } from '../../engine/query.ts';
import { Table } from '../../engine/table.ts';
import { Fail, MESSAGES } from '../../messages.ts';
import type { Ctx, Router } from '../../router.ts';
import { endSessions } from '../../sessions.ts';
import type { MockState } from '../../state.ts';
import { now } from '../../time.ts';
import { alreadyDone, checkVersion, noteWrite } from '../../engine/versions.ts';

const endpoints = RESOURCE_ENDPOINTS.adminUsers;
const actions = adminUsers.actions ?? {};
const ENUMS = { status: ACCOUNT_STATUS, role: ADMIN_ROLE };
const keyOf = (a: Account) => `${adminUsers.name}:${a.id}`;

/** Accounts that log in to the administrator console. */
function administrators(state: MockState): Account[] {
  return state.accounts.filter((a) => a.area !== 'seller');
}

export function adminUserOf(a: Account): AdminUser & { version: number } {
  const role = adminRoleOf(a);
  return {
    version: a.version ?? 1,
    id: a.id,
    account: a.account,
    name: a.name,
    mobile: a.mobile ?? '',
    role,
    permission: role === 'admin2' ? a.permission : [],
    labels_count: role === 'admin2' ? a.permission.length : 0,
    status: a.status,
    created_at: a.created_at,
    last_login_at: a.last_login_at,
  };
}

function find(ctx: Ctx, rawId: string): Account {
  const account = administrators(ctx.state).find((a) => a.id === Number(rawId));
  if (!account) throw new Fail(MESSAGES.recordNotFound, { resource: adminUsers.title, id: rawId });
  return account;
}

/** The action's state guard and the contract's rule (`refuse`: nothing against one's own account), as the resource engine words them. */
/** `moved`: the refusal of a state that is not the action's, which may name who moved it (engine/versions.ts). */
function guard(action: ActionDef, user: AdminUser, ctx: Ctx, moved: (refused: { field: Text; value: Text; action: Text }) => Fail): void {
  for (const [field, allowed] of Object.entries(action.when ?? {})) {
    const key = field as keyof typeof ENUMS;
    const value = user[key];
    if (allowed.includes(value)) continue;
    throw moved({ field: adminUsers.fields[key], value: ENUMS[key].options[value as never], action: action.title });
  }
  const why = action.refuse?.(user, { account: ctx.caller?.user.account ?? '' });
  if (why) throw new Fail(why);
}

function mobileFree(state: MockState, mobile: string, except?: Account): void {
  if (state.accounts.some((a) => a.mobile === mobile && a !== except)) throw new Fail(MESSAGES.mobileTaken, { mobile });
}

export function serveAdminUsers(router: Router): void {
  const compile = queryCompiler(adminUsers);

  router.on(endpoints.list, (ctx) => {
    const table = new Table<AdminUser>(['status', 'role']);
    for (const a of administrators(ctx.state)) table.insert(adminUserOf(a));
    const result = table.query(compile(ctx.query as Record<string, unknown>));
    const { page, limit } = ctx.query as { page: number; limit: number };
    return { list: result.list, total: result.total, page, limit, counts: result.counts } as never;
  });

  router.on(endpoints.get, (ctx) => adminUserOf(find(ctx, ctx.params.id)) as never);

  router.on(endpoints.create!, (ctx) => {
    const body = ctx.body as { account: string; name: string; mobile: string; password: string; permission: string[] };
    const { state } = ctx;
    if (state.accounts.some((a) => a.account.toLowerCase() === body.account.toLowerCase())) throw new Fail(MESSAGES.accountTaken, { account: body.account });
    mobileFree(state, body.mobile);
    const account: Account = {
      id: Math.max(0, ...state.accounts.map((a) => a.id)) + 1,
      account: body.account,
      password: body.password,
      area: 'admin',
      is_admin: 0,
      is_finance: 0,
      permission: [...new Set(body.permission)],
      roles: ['admin2'],
      name: body.name,
      avatar: avatarPath(body.account),
      introduction: '',
      mobile: body.mobile,
      store_id: 1,
      status: 'enabled',
      created_at: now(),
      last_login_at: null,
    };
    state.accounts.push(account);
    state.changed();
    return adminUserOf(account) as never;
  });

  /** Who changed the account and when, and its next version: the words and the check of a later edit. */
  const written = (ctx: Ctx, account: Account, what: string) => {
    account.version = (account.version ?? 1) + 1;
    noteWrite(ctx, keyOf(account), what);
    ctx.state.changed();
  };

  router.on(endpoints.update!, (ctx) => {
    const account = find(ctx, ctx.params.id);
    const { version, ...body } = ctx.body as { name?: string; mobile?: string; version?: number };
    checkVersion(ctx.state, keyOf(account), adminUsers.title, account, version, () => adminUserOf(account));
    if (body.mobile !== undefined) mobileFree(ctx.state, body.mobile, account);
    Object.assign(account, body);
    written(ctx, account, 'update');
    return adminUserOf(account) as never;
  });

  /** Runs an action after its state guard; `apply` changes the account. */
  const act = (name: string, apply: (account: Account, body: never, ctx: Ctx) => void) =>
    router.on(endpoints.actions[name], (ctx) => {
      const account = find(ctx, ctx.params.id);
      // someone moved the state first: say who and when (engine/versions.ts)
      guard(actions[name], adminUserOf(account), ctx, (refused) => alreadyDone(ctx.state, keyOf(account), actions, refused) ?? new Fail(MESSAGES.stateForbids, refused));
      apply(account, ctx.body as never, ctx);
      written(ctx, account, name);
      return adminUserOf(account) as never;
    });

  act('disable', (account, _body, ctx) => {
    account.status = 'disabled';
    endSessions(ctx.state, account.account, 'disabled');
  });
  act('enable', (account) => {
    account.status = 'enabled';
  });
  act('reset_password', (account, body: { password: string }, ctx) => {
    account.password = body.password;
    // an administrator's reset: the account's owner signs in again with the new password everywhere
    endSessions(ctx.state, account.account, 'password', ctx.caller?.token);
  });
  act('assign_labels', (account, body: { permission: string[] }, ctx) => {
    const why = labelsRefusal(adminUserOf(account), body.permission, { account: ctx.caller?.user.account ?? '' });
    if (why) throw new Fail(why);
    // takes effect at once for what the mock allows, and in the console's menu at the account's next login
    account.permission = [...new Set(body.permission)];
  });
}
