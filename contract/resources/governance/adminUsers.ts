/**
 * Administrator accounts (`/user/index`): the accounts that log in to the administrator console. An administrator
 * creates label-based accounts (role admin2: they see the routes of their labels), disables and enables them, resets
 * their passwords and assigns their labels; the account's next login carries its current labels.
 */
import { z } from 'zod';
import { defineEnum } from '../../enums.ts';
import { defineResource, patchOf } from '../../resource.ts';
import { BUSINESS_ROUTES } from '../../routes.ts';
import { mobile, password } from '../../shell.ts';
import { dateTime, id } from '../common.ts';
import { format } from '../../formats.ts';

export const ADMIN_ROLE = defineEnum({
  admin: { zh: '超级管理员', en: 'Super admin', color: 'red' },
  admin2: { zh: '运营管理员', en: 'Staff (by labels)', color: 'blue' },
  caiwu: { zh: '财务', en: 'Finance', color: 'teal' },
});
export const ACCOUNT_STATUS = defineEnum({
  enabled: { zh: '正常', en: 'Enabled', color: 'green' },
  disabled: { zh: '已停用', en: 'Disabled', color: 'grey' },
});

const ROUTE_LABELS = new Set(BUSINESS_ROUTES.map((r) => r.label));
/** A permission label of the route catalogue. */
export const routeLabel = z.string().refine((l) => ROUTE_LABELS.has(l), { message: 'route label', params: { rule: 'invalid' } });
export const labelList = z.array(routeLabel).min(1).max(ROUTE_LABELS.size);

/** Letters, digits and `_`, starting with a letter: what the login form accepts as an account. */
export const accountName = z.string().regex(/^[A-Za-z][A-Za-z0-9_]{2,19}$/, format('accountName'));

const samePassword = {
  path: ['password2'],
  message: 'password2 must equal password',
  params: { rule: 'equals', other: 'password' },
};

export const adminUserRecord = z.object({
  id,
  account: z.string(),
  name: z.string(),
  mobile: z.string(),
  role: ADMIN_ROLE.schema,
  /** The labels of an admin2 account (empty for the others, who hold their whole route set). */
  permission: z.array(z.string()),
  labels_count: z.number().int().min(0),
  status: ACCOUNT_STATUS.schema,
  created_at: dateTime,
  last_login_at: dateTime.nullable(),
});
export type AdminUser = z.infer<typeof adminUserRecord>;

const profile = z.object({ name: z.string().trim().min(1).max(20), mobile });

export const adminUsers = defineResource({
  name: 'adminUsers',
  title: { zh: '管理员', en: 'Administrators' },
  path: '/api/v2/admin/users',
  record: adminUserRecord,
  fields: {
    account: { zh: '账号', en: 'Account' },
    name: { zh: '姓名', en: 'Name' },
    mobile: { zh: '手机号', en: 'Phone' },
    role: { zh: '角色', en: 'Role' },
    permission: { zh: '权限标识', en: 'Labels' },
    labels_count: { zh: '权限数', en: 'Labels' },
    status: { zh: '状态', en: 'State' },
    created_at: { zh: '创建时间', en: 'Created' },
    last_login_at: { zh: '最近登录', en: 'Last login' },
  },
  enums: { role: ADMIN_ROLE, status: ACCOUNT_STATUS },
  filters: [
    { kind: 'keyword', param: 'keyword', fields: ['account', 'name', 'mobile'], title: { zh: '账号/姓名/手机', en: 'Account, name or phone' } },
    { kind: 'exact', field: 'role', schema: ADMIN_ROLE.schema, title: { zh: '角色', en: 'Role' } },
    { kind: 'exact', field: 'status', schema: ACCOUNT_STATUS.schema, title: { zh: '状态', en: 'State' } },
  ],
  tabs: ACCOUNT_STATUS.values.map((s) => ({ key: s, title: ACCOUNT_STATUS.options[s], where: { status: s } })),
  sortable: ['id', 'created_at', 'last_login_at'],
  defaultSort: 'id',
  permission: { read: 'user_index' },
  create: profile
    .extend({ account: accountName, password, password2: password, permission: labelList })
    .refine((b) => b.password === b.password2, samePassword),
  update: patchOf(profile),
  actions: {
    disable: { title: { zh: '停用', en: 'Disable' }, when: { status: ['enabled'] }, set: { status: 'disabled' }, confirm: true },
    enable: { title: { zh: '启用', en: 'Enable' }, when: { status: ['disabled'] }, set: { status: 'enabled' } },
    reset_password: {
      title: { zh: '重置密码', en: 'Reset password' },
      body: z.object({ password, password2: password }).refine((b) => b.password === b.password2, samePassword),
    },
    assign_labels: { title: { zh: '分配权限', en: 'Assign labels' }, when: { role: ['admin2'] }, body: z.object({ permission: labelList }) },
  },
});
