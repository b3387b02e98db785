/**
 * Promoters (review queue, temporary and official lists, monthly performance), service officers (settings, list,
 * application review, review records) and the trade union (packages, members).
 */
import { VIP_LEVEL } from '../../../../../contract/enums.ts';
import { OFFICER_GRADE, SERVICE_OFFICER_SETTING_KEY, SERVICE_OFFICER_SETTING_TITLES, serviceOfficerSetting } from '../../../../../contract/resources/members/serviceOfficers.ts';
import type { ListDescription, SettingsDescription } from '../../../screens/descriptions/types.ts';
import { MEMBER_COLUMNS } from './columns.ts';
import { PerformanceTotals } from '../PerformanceTotals.tsx';

export function promoterReview(): ListDescription {
  return {
    kind: 'audit',
    resource: 'promoterApplications',
    // fits a 1366 px laptop (docs/lists.md "Columns that fit"): the region and the rejection reason are in the drawer and
    // the column settings
    columns: [...MEMBER_COLUMNS, 'kind', 'apply_note', 'review_state', 'applied_at', { key: 'region', optional: true }, { key: 'reason', optional: true }, { key: 'reviewed_at', optional: true }],
    rowActions: ['view', 'approve', 'reject'],
    bulk: ['approve', 'reject'],
    confirm: ['approve'],
    rowLabel: 'member_name',
  };
}

const PROMOTER_COLUMNS = ['invite_code', 'region', 'invited_count', 'order_count', 'sales_amount', 'commission'];

export function temporaryPromoterList(): ListDescription {
  return {
    kind: 'list',
    resource: 'temporaryPromoters',
    columns: [...MEMBER_COLUMNS, ...PROMOTER_COLUMNS, 'expires_at', 'status', 'reviewed_at'],
    rowActions: ['view', 'promote', 'extend', 'disable', 'enable'],
    bulk: ['disable', 'enable'],
    actionForms: { extend: [{ name: 'days', input: 'int', title: { zh: '延长天数', en: 'Days to add' } }] },
    rowLabel: 'member_name',
  };
}

export function officialPromoterList(): ListDescription {
  return {
    kind: 'list',
    resource: 'officialPromoters',
    columns: [...MEMBER_COLUMNS, ...PROMOTER_COLUMNS, 'status', 'reviewed_at'],
    rowActions: ['view', 'disable', 'enable'],
    bulk: ['disable', 'enable'],
    rowLabel: 'member_name',
  };
}

export function promoterPerformanceList(): ListDescription {
  return {
    kind: 'list',
    resource: 'promoterPerformance',
    columns: ['month', ...MEMBER_COLUMNS, 'kind', 'new_members', 'order_count', 'sales_amount', 'commission'],
    rowActions: ['view'],
    tools: [PerformanceTotals],
    rowLabel: 'member_name',
  };
}

export function serviceOfficerSettings(): SettingsDescription {
  return {
    kind: 'settings',
    configKey: SERVICE_OFFICER_SETTING_KEY,
    schema: serviceOfficerSetting,
    titles: SERVICE_OFFICER_SETTING_TITLES,
    sections: [
      {
        title: { zh: '申请条件', en: 'Who may apply' },
        fields: [
          { name: 'enabled', input: 'bool' },
          { name: 'min_vip_level', input: 'select', options: VIP_LEVEL },
          { name: 'deposit', input: 'money' },
          { name: 'review_days', input: 'int' },
        ],
      },
      {
        title: { zh: '名额与佣金', en: 'Places and commission' },
        fields: [
          { name: 'max_per_city', input: 'int' },
          { name: 'commission_percent', input: 'int' },
        ],
      },
      { title: { zh: '规则说明', en: 'Rules' }, fields: [{ name: 'rules', input: 'textarea' }] },
    ],
  };
}

export function serviceOfficerList(): ListDescription {
  return {
    kind: 'list',
    resource: 'serviceOfficers',
    columns: [...MEMBER_COLUMNS, 'province', 'city', 'grade', 'served_members', 'order_count', 'commission', 'status', 'appointed_at'],
    rowActions: ['view', 'set_grade', 'suspend', 'resume'],
    bulk: ['suspend', 'resume'],
    actionForms: { set_grade: [{ name: 'grade', input: 'select', options: OFFICER_GRADE }] },
    rowLabel: 'member_name',
  };
}

export function serviceApplicationReview(): ListDescription {
  return {
    kind: 'audit',
    resource: 'serviceApplications',
    // fits a 1366 px laptop (docs/lists.md "Columns that fit"): the ID card and the rejection reason are in the drawer and
    // the column settings
    columns: [...MEMBER_COLUMNS, 'province', 'city', 'experience', 'review_state', 'applied_at', { key: 'id_card', optional: true }, { key: 'reason', optional: true }],
    rowActions: ['view', 'approve', 'reject'],
    bulk: ['approve', 'reject'],
    confirm: ['approve'],
    rowLabel: 'member_name',
  };
}

export function serviceExamineRecordList(): ListDescription {
  return {
    kind: 'list',
    resource: 'serviceExamineRecords',
    columns: ['application_id', ...MEMBER_COLUMNS, 'province', 'city', 'decision', 'reason', 'reviewer', 'decided_at'],
    rowActions: ['view'],
    rowLabel: 'member_name',
  };
}

export function tradeunionPackageList(): ListDescription {
  return {
    kind: 'list',
    resource: 'tradeunionPackages',
    columns: [
      'picture', 'name', 'price', 'original_price', 'validity_days', 'stock', 'sold', 'sort',
      { key: 'on_sale', toggle: { on: 'put_on_sale', off: 'take_off_sale' } },
      'created_at',
      { key: 'benefits', optional: true },
    ],
    rowActions: ['view', 'edit', 'put_on_sale', 'take_off_sale', 'delete'],
    bulk: ['put_on_sale', 'take_off_sale'],
    form: [
      { name: 'name', input: 'text' },
      { name: 'picture', input: 'picture' },
      { name: 'price', input: 'money' },
      { name: 'original_price', input: 'money' },
      { name: 'benefits', input: 'textarea' },
      { name: 'validity_days', input: 'int' },
      { name: 'stock', input: 'int' },
      { name: 'sort', input: 'int' },
    ],
    rowLabel: 'name',
  };
}

export function tradeunionMemberList(): ListDescription {
  return {
    kind: 'list',
    resource: 'tradeunionMembers',
    columns: [...MEMBER_COLUMNS, 'package_name', 'paid_amount', 'order_no', 'status', 'joined_at', 'expires_at', { key: 'cancel_reason', optional: true }],
    rowActions: ['view', 'cancel'],
    actionForms: { cancel: [{ name: 'reason', input: 'textarea', title: { zh: '退会原因', en: 'Reason' } }] },
    rowLabel: 'member_name',
  };
}
