/** The described screens of permissions, administrators, SMS lookup, service settings, home modules, referral rewards. */
import { DEMO_ROLES, type DemoRole } from '../../../../../contract/resources/governance/permissions.ts';
import { REWARD_GENERATION, REWARD_TRIGGER } from '../../../../../contract/resources/governance/referralRewards.ts';
import { SERVICE_SETTING_KEY, SERVICE_SETTING_TITLES, serviceSetting } from '../../../../../contract/resources/governance/serviceSetting.ts';
import { VIP_LEVEL } from '../../../../../contract/enums.ts';
import { isStaff, WHOLE_SET } from '../rules.ts';
import type { ColumnDesc, DetailSection, ListDescription, ScreenDescription, SettingsDescription } from '../../../screens/descriptions/types.ts';
import { AssignLabelsDialog, ResetPasswordDialog } from '../AccountDialogs.tsx';
import AdminEditor from '../AdminEditor.tsx';
import { governanceCells } from '../cells.tsx';

/** A role's column: a check where it holds the label. */
const roleColumn = (role: DemoRole): ColumnDesc => ({
  key: role,
  title: DEMO_ROLES[role],
  cell: governanceCells.roleCheck,
  exportValue: (row) => (row[role] ? '✓' : ''),
});

function permissionList(): ListDescription {
  return {
    kind: 'list',
    resource: 'permissions',
    columns: ['label', 'group', 'title_zh', 'title_en', 'path', ...(Object.keys(DEMO_ROLES) as DemoRole[]).map(roleColumn)],
    filters: ['keyword', 'group'],
    rowActions: ['view'],
    rowLabel: 'label',
  };
}

const labelsColumn: ColumnDesc = {
  key: 'labels_count',
  cell: governanceCells.labelsCount,
  exportValue: (row, lang) => (isStaff(row) ? Number(row.labels_count) : WHOLE_SET[lang]),
};

/** The screens an account's labels open, in menu order. */
const screensSection: DetailSection = {
  title: { zh: '可访问的页面', en: 'Screens it opens' },
  cell: governanceCells.accountScreens,
};

function adminAccounts(): ListDescription {
  return {
    kind: 'list',
    resource: 'adminUsers',
    columns: ['account', 'name', 'mobile', 'role', labelsColumn, 'status', 'last_login_at', { key: 'created_at', optional: true }],
    rowActions: ['assign_labels', 'reset_password', 'disable', 'enable', 'edit', 'view'],
    editor: AdminEditor,
    actionDialogs: { assign_labels: AssignLabelsDialog, reset_password: ResetPasswordDialog },
    detail: [screensSection],
    rowLabel: 'account',
  };
}

function serviceSettings(): SettingsDescription {
  return {
    kind: 'settings',
    configKey: SERVICE_SETTING_KEY,
    schema: serviceSetting,
    titles: SERVICE_SETTING_TITLES,
    sections: [
      { title: { zh: '客服热线', en: 'Hotline' }, fields: [{ name: 'hotline', input: 'text' }] },
      {
        title: { zh: '服务时间', en: 'Service hours' },
        fields: [
          { name: 'opens_at', input: 'text' },
          { name: 'closes_at', input: 'text' },
          { name: 'weekends', input: 'bool' },
        ],
      },
      { title: { zh: '在线客服', en: 'Online service' }, fields: [{ name: 'online_url', input: 'text' }] },
      {
        title: { zh: '自动回复', en: 'Auto reply' },
        fields: [
          { name: 'auto_reply_enabled', input: 'bool' },
          { name: 'auto_reply', input: 'textarea' },
        ],
      },
    ],
  };
}

function homeModules(): ListDescription {
  return {
    kind: 'list',
    resource: 'homeModules',
    columns: ['slot', 'picture', 'title', 'subtitle', 'link', 'sort', { key: 'enabled', toggle: { on: 'show', off: 'hide' } }, 'updated_at'],
    rowActions: ['edit', 'show', 'hide', 'view'],
    form: [
      { name: 'title', input: 'text' },
      { name: 'subtitle', input: 'text' },
      { name: 'picture', input: 'picture' },
      { name: 'link', input: 'text' },
      { name: 'sort', input: 'int' },
    ],
    rowLabel: 'title',
  };
}

function referralRewards(): ListDescription {
  return {
    kind: 'list',
    resource: 'referralRewards',
    columns: ['name', 'trigger', 'generation', 'min_vip_level', 'rate_percent', 'amount', 'daily_cap', { key: 'enabled', toggle: { on: 'enable', off: 'disable' } }, 'updated_at'],
    filters: ['keyword', 'trigger', 'generation'],
    rowActions: ['edit', 'enable', 'disable', 'delete', 'view'],
    bulk: ['enable', 'disable'],
    form: [
      { name: 'name', input: 'text' },
      { name: 'trigger', input: 'select', options: REWARD_TRIGGER },
      { name: 'generation', input: 'select', options: REWARD_GENERATION },
      { name: 'min_vip_level', input: 'select', options: VIP_LEVEL },
      { name: 'rate_percent', input: 'int' },
      { name: 'amount', input: 'money' },
      { name: 'daily_cap', input: 'money' },
      { name: 'remark', input: 'textarea' },
    ],
    rowLabel: 'name',
  };
}

export const governanceScreens: Record<string, () => ScreenDescription> = {
  '/authority/index': permissionList,
  '/user/index': adminAccounts,
  '/smsConfig/index': () => ({ kind: 'custom', load: () => import('../SmsLookupScreen.tsx') }),
  '/serviceSetting/index': serviceSettings,
  '/fourModules/index': homeModules,
  '/recommendAward/index': referralRewards,
};
