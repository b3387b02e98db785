/**
 * Administrator accounts (`/user/index`): the accounts that log in to the administrator console. An administrator
 * creates label-based accounts (role admin2: they see the routes of their labels), disables and enables them, resets
 * their passwords and assigns their labels; the account's next login carries its current labels.
 */
import { z } from 'zod';
import { defineEnum } from '../../enums.ts';
import { defineResource, patchOf } from '../../resource.ts';
import type { Actor } from '../../resource.ts';
import type { Text } from '../../i18n.ts';
import { BUSINESS_ROUTES, labelOf } from '../../routes.ts';
import { DEMO_ROLES } from './permissions.ts';
import { mobile, password } from '../../shell.ts';
import { dateTime, id } from '../common.ts';
import { format } from '../../formats.ts';

/** An account's role, in the permission screen's words for it, so the two screens name a role alike. */
export const ADMIN_ROLE = defineEnum({
  admin: { ...DEMO_ROLES.admin, color: 'red' },
  admin2: { ...DEMO_ROLES.operator, color: 'blue' },
  caiwu: { ...DEMO_ROLES.finance, color: 'teal' },
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

/** The label of the administrators screen: whoever holds it can give any label back, so it is the last one to keep. */
export const MANAGE_ACCOUNTS_LABEL = labelOf('/user/index');
const manageTitle = BUSINESS_ROUTES.find((r) => r.label === MANAGE_ACCOUNTS_LABEL)!.title;

/** What an administrator may not do to the account they are logged in with: locking themselves out. */
export const NOT_TO_ONESELF = {
  disable: { zh: '不能停用当前登录的账号', en: 'You cannot disable the account you are logged in with' },
  manageLabel: {
    zh: `不能去掉自己账号的「${manageTitle.zh}」权限：去掉后就不能再管理账号，也无法把它加回来`,
    en: `You cannot take the "${manageTitle.en}" permission from your own account: you could no longer manage accounts or give it back`,
  },
} satisfies Record<string, Text>;

const isOwn = (row: Record<string, unknown>, actor: Actor) => actor.account !== '' && row.account === actor.account;

/** Why labels assigned to an account are refused: the actor's own account must keep the administrators screen. */
export function labelsRefusal(row: Record<string, unknown>, labels: readonly string[], actor: Actor): Text | undefined {
  return isOwn(row, actor) && !labels.includes(MANAGE_ACCOUNTS_LABEL) ? NOT_TO_ONESELF.manageLabel : undefined;
}

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
    disable: {
      title: { zh: '停用', en: 'Disable' },
      when: { status: ['enabled'] },
      refuse: (row, actor) => (isOwn(row, actor) ? NOT_TO_ONESELF.disable : undefined),
      set: { status: 'disabled' },
      confirm: true,
    },
    enable: { title: { zh: '启用', en: 'Enable' }, when: { status: ['disabled'] }, set: { status: 'enabled' } },
    reset_password: {
      title: { zh: '重置密码', en: 'Reset password' },
      body: z.object({ password, password2: password }).refine((b) => b.password === b.password2, samePassword),
    },
    assign_labels: { title: { zh: '分配权限', en: 'Assign labels' }, when: { role: ['admin2'] }, body: z.object({ permission: labelList }) },
  },
});
