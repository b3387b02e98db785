/**
 * The permission list (`/authority/index`): one row per business route with its label, group, screen title and which
 * demo roles hold the label. Read only: the labels come from the route catalogue, the holders from the accounts.
 */
import { z } from 'zod';
import { defineEnum, type EnumOption } from '../../enums.ts';
import { defineResource } from '../../resource.ts';
import { ROUTE_GROUPS } from '../../routes.ts';
import { id } from '../common.ts';

/** The menu groups of the route catalogue, keyed by their path without the slash (`goods`, `order`...). */
export const PERMISSION_GROUP = defineEnum(
  Object.fromEntries(ROUTE_GROUPS.map((g): [string, EnumOption] => [g.path.slice(1), { zh: g.title.zh, en: g.title.en, color: 'grey' }])),
);

/** The demo roles compared on the list, each the record field saying whether it holds the row's label. */
export const DEMO_ROLES = {
  admin: { zh: '超级管理员 (admin)', en: 'Super admin (admin)' },
  operator: { zh: '运营 (admin2)', en: 'Operator (admin2)' },
  finance: { zh: '财务 (caiwu)', en: 'Finance (caiwu)' },
  seller: { zh: '自营商家 (seller)', en: 'Platform shop (seller)' },
  merchant: { zh: '入驻商家 (seller2)', en: 'Merchant (seller2)' },
} as const;
export type DemoRole = keyof typeof DEMO_ROLES;
/** The demo account behind each role and the area its labels are computed for. */
export const DEMO_ROLE_ACCOUNTS: Record<DemoRole, { account: string; area: 'admin' | 'seller' }> = {
  admin: { account: 'admin', area: 'admin' },
  operator: { account: 'operator', area: 'admin' },
  finance: { account: 'finance', area: 'admin' },
  seller: { account: 'seller', area: 'seller' },
  merchant: { account: 'merchant', area: 'seller' },
};

const holds = z.boolean();

export const permissionRecord = z.object({
  id,
  label: z.string(),
  path: z.string(),
  group: PERMISSION_GROUP.schema,
  title_zh: z.string(),
  title_en: z.string(),
  /** Platform governance screens, left out of the seller route set. */
  admin_only: z.boolean(),
  admin: holds,
  operator: holds,
  finance: holds,
  seller: holds,
  merchant: holds,
});
export type Permission = z.infer<typeof permissionRecord>;

const roleFilter = (role: DemoRole) => ({ kind: 'exact' as const, field: role, schema: z.boolean(), title: DEMO_ROLES[role] });

export const permissions = defineResource({
  name: 'permissions',
  title: { zh: '权限', en: 'Permissions' },
  path: '/api/v2/admin/permissions',
  record: permissionRecord,
  fields: {
    label: { zh: '权限标识', en: 'Label' },
    path: { zh: '路由', en: 'Route' },
    group: { zh: '菜单分组', en: 'Menu group' },
    title_zh: { zh: '页面名称（中文）', en: 'Screen (Chinese)' },
    title_en: { zh: '页面名称（英文）', en: 'Screen (English)' },
    admin_only: { zh: '仅平台后台', en: 'Platform only' },
    ...DEMO_ROLES,
  },
  enums: { group: PERMISSION_GROUP },
  filters: [
    { kind: 'keyword', param: 'keyword', fields: ['label', 'path', 'title_zh', 'title_en'], title: { zh: '标识/路由/页面名称', en: 'Label, route or screen' } },
    { kind: 'exact', field: 'group', schema: PERMISSION_GROUP.schema, title: { zh: '菜单分组', en: 'Menu group' } },
    roleFilter('admin'),
    roleFilter('operator'),
    roleFilter('finance'),
    roleFilter('seller'),
    roleFilter('merchant'),
  ],
  // one tab per role: its labels, counted
  tabs: (Object.keys(DEMO_ROLES) as DemoRole[]).map((role) => ({ key: role, title: DEMO_ROLES[role], where: { [role]: 'true' } })),
  sortable: ['id', 'label'],
  defaultSort: 'id',
  permission: { read: 'authority_index' },
});
