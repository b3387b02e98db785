/** Sign-in and check-in: reviews with photos, records of each kind, package orders, dashboards and the settings. */
import { consumeClockSetting, MARKETING_SETTING_KEY, MARKETING_SETTING_TITLES } from '../../../../../contract/resources/marketing/settings.ts';
import { daysProgress } from '../format.ts';
import type { ColumnDesc, CustomDescription, ListDescription, SettingsDescription } from '../../../screens/descriptions/types.ts';

const days: ColumnDesc = { key: 'days', title: { zh: '打卡进度', en: 'Progress' }, text: daysProgress };
const memberFilters = ['keyword', 'streak', 'created_at'];

export function checkInReview(resource: 'punchChecks' | 'storePunchChecks'): ListDescription {
  const store = resource === 'storePunchChecks';
  return {
    kind: 'audit',
    resource,
    // fits a 1366 px laptop (docs/lists.md "Columns that fit"): the streak and the rejection reason are in the drawer and
    // the column settings
    columns: ['photo', 'member_name', 'member_mobile', ...(store ? ['store_name'] : []), 'location', 'reward_points', 'status', 'created_at', { key: 'streak', optional: true }, { key: 'reason', optional: true }],
    filters: store ? [...memberFilters, 'store'] : memberFilters,
    defaultTab: 'pending',
    rowActions: ['view', 'approve', 'reject'],
    bulk: ['approve', 'reject'],
    confirm: ['approve'],
    rowLabel: 'member_name',
  };
}

export function studyCheckIns(): ListDescription {
  return {
    kind: 'list',
    resource: 'studyCheckIns',
    columns: ['member_name', 'member_mobile', 'course', 'minutes', 'streak', 'reward_points', 'created_at'],
    filters: memberFilters,
    tabs: [],
    rowActions: ['view'],
    rowLabel: 'member_name',
  };
}

export function consumeCheckIns(): ListDescription {
  return {
    kind: 'list',
    resource: 'consumeCheckIns',
    columns: ['member_name', 'member_mobile', 'order_no', 'order_amount', 'streak', 'reward_points', 'created_at'],
    filters: memberFilters,
    tabs: [],
    rowActions: ['view'],
    rowLabel: 'member_name',
  };
}

export function allCheckIns(): ListDescription {
  return {
    kind: 'list',
    resource: 'allCheckIns',
    columns: ['kind', 'member_name', 'member_mobile', 'store_name', 'location', 'course', 'order_no', 'streak', 'reward_points', 'status', 'created_at'],
    rowActions: ['view'],
    rowLabel: 'member_name',
  };
}

export function signinOrderList(resource: 'signinOrders' | 'storeSigninOrders'): ListDescription {
  return {
    kind: 'list',
    resource,
    columns: ['order_no', 'member_name', 'member_mobile', ...(resource === 'storeSigninOrders' ? ['store_name'] : []), 'package', 'amount', days, 'reward', 'status', 'created_at'],
    rowActions: ['view', 'refund'],
    rowLabel: 'order_no',
  };
}

export const signinDashboard = (): CustomDescription => ({ kind: 'custom', load: () => import('../SigninDashboard.tsx') });

export function consumeClockSettings(): SettingsDescription {
  return {
    kind: 'settings',
    configKey: MARKETING_SETTING_KEY.consumeClock,
    schema: consumeClockSetting,
    titles: MARKETING_SETTING_TITLES,
    sections: [
      { title: { zh: '打卡条件', en: 'Who may check in' }, fields: [{ name: 'enabled', input: 'bool' }, { name: 'min_order_amount', input: 'money' }, { name: 'window_start', input: 'text' }, { name: 'window_end', input: 'text' }] },
      { title: { zh: '打卡奖励', en: 'Rewards' }, fields: [{ name: 'reward_points', input: 'int' }, { name: 'streak_bonus_points', input: 'int' }] },
      { title: { zh: '规则说明', en: 'Rules' }, fields: [{ name: 'rules', input: 'textarea' }] },
    ],
  };
}
