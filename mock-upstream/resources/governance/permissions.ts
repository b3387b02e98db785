/**
 * The permission list: one row per business route, with which demo roles hold its label now (the operator's labels
 * change when an administrator assigns them). Rows are computed per call from the route catalogue and the accounts.
 */
import { RESOURCE_ENDPOINTS } from '../../../contract/index.ts';
import { ROUTE_GROUPS } from '../../../contract/routes.ts';
import { DEMO_ROLE_ACCOUNTS, type DemoRole, type Permission, permissions } from '../../../contract/resources/governance/permissions.ts';
import { effectiveLabels } from '../../accounts.ts';
import { queryCompiler } from '../../engine/query.ts';
import { Table } from '../../engine/table.ts';
import { Fail, MESSAGES } from '../../messages.ts';
import type { Router } from '../../router.ts';
import type { MockState } from '../../state.ts';

const ROLES = Object.keys(DEMO_ROLE_ACCOUNTS) as DemoRole[];

function permissionRows(state: MockState): Permission[] {
  const held = Object.fromEntries(
    ROLES.map((role) => {
      const { account, area } = DEMO_ROLE_ACCOUNTS[role];
      const user = state.accounts.find((a) => a.account === account);
      return [role, user ? effectiveLabels(user, area) : new Set<string>()];
    }),
  ) as Record<DemoRole, Set<string>>;
  const routes = ROUTE_GROUPS.flatMap((g) => g.children.map((route) => ({ route, group: g.path.slice(1) })));
  return routes.map(({ route, group }, i) => ({
    id: i + 1,
    label: route.label,
    path: route.path,
    group,
    title_zh: route.title.zh,
    title_en: route.title.en,
    admin_only: route.adminOnly === true,
    ...(Object.fromEntries(ROLES.map((role) => [role, held[role].has(route.label)])) as Record<DemoRole, boolean>),
  }));
}

export function servePermissions(router: Router): void {
  const endpoints = RESOURCE_ENDPOINTS.permissions;
  const compile = queryCompiler(permissions);
  router.on(endpoints.list, (ctx) => {
    const table = new Table<Permission>(['group']);
    for (const row of permissionRows(ctx.state)) table.insert(row);
    const result = table.query(compile(ctx.query as Record<string, unknown>));
    const { page, limit } = ctx.query as { page: number; limit: number };
    return { list: result.list, total: result.total, page, limit, counts: result.counts } as never;
  });
  router.on(endpoints.get, (ctx) => {
    const row = permissionRows(ctx.state).find((r) => r.id === Number(ctx.params.id));
    if (!row) throw new Fail(MESSAGES.recordNotFound, { resource: permissions.title, id: ctx.params.id });
    return row as never;
  });
}
