/** The other lists of /infoManagement: requests to decide, staff, and each campaign with the fields of its business. */
import { RESOURCES } from '../../../../../contract/index.ts';
import { freightRulesText } from '../freight.ts';
import type { ColumnDesc, ListDescription } from '../../../screens/descriptions/types.ts';
import { WINDOW_FIELDS } from '../../../screens/descriptions/windowFields.ts';
import { WINDOW_COLUMN } from './window.ts';
import { FreightEditor } from '../FreightEditor.tsx';
import { SpecialTopicEditor } from '../SpecialTopicEditor.tsx';
import { infoListCells } from '../cells.tsx';

const SWITCH: ColumnDesc = { key: 'enabled', toggle: { on: 'enable', off: 'disable' } };
/** Covers are pictures by role, not by name (the cell kinds know `picture`, `icon`, `logo`...). */
const COVER: ColumnDesc = { key: 'cover', cell: 'picture' };
const ON_OFF = { rowActions: ['view', 'edit', 'delete', 'enable', 'disable'], bulk: ['enable', 'disable'] };

export const feedback = (): ListDescription => ({
  kind: 'audit',
  resource: 'feedback',
  // fits a 1366 px laptop (docs/lists.md "Columns that fit"): the rejection reason is in the drawer and the column settings
  columns: ['member_name', 'member_mobile', 'type', 'content', 'picture', 'contact', 'status', 'created_at', { key: 'reason', optional: true }, { key: 'handled_by', optional: true }, { key: 'app_version', optional: true }],
  defaultTab: 'pending',
  rowActions: ['view', 'approve', 'reject', 'delete'],
  bulk: ['approve', 'reject'],
  confirm: ['approve'],
  rowLabel: 'member_name',
});

export const accountCancellations = (): ListDescription => ({
  kind: 'audit',
  resource: 'accountCancellations',
  // fits a 1366 px laptop (docs/lists.md "Columns that fit"): the rejection reason is in the drawer and the column settings
  columns: ['member_name', 'member_mobile', 'reason_type', 'note', 'balance', 'points', 'status', 'created_at', 'handled_by', { key: 'reason', optional: true }],
  defaultTab: 'pending',
  rowActions: ['view', 'approve', 'reject'],
  bulk: ['approve', 'reject'],
  rowLabel: 'member_name',
});

function staff(resource: 'managers' | 'operators'): ListDescription {
  const manager = resource === 'managers';
  return {
    kind: 'list',
    resource,
    columns: manager
      ? ['name', 'mobile', 'duty', 'region', 'workload', 'monthly_sales', 'status', 'joined_at']
      : ['name', 'mobile', 'duty', 'region', 'workload', 'status', 'joined_at', { key: 'remark', optional: true }],
    rowActions: ['view', 'edit', 'disable', 'enable'],
    form: [
      { name: 'name', input: 'text' },
      { name: 'mobile', input: 'text' },
      { name: 'duty', input: 'select', options: RESOURCES[resource].enums?.duty },
      { name: 'region', input: 'text' },
      { name: 'remark', input: 'textarea' },
    ],
    rowLabel: 'name',
  };
}
export const managers = () => staff('managers');
export const operators = () => staff('operators');

export const freightTemplates = (): ListDescription => ({
  kind: 'list',
  resource: 'freightTemplates',
  columns: [
    'name',
    'charge_by',
    { key: 'rules', title: { zh: '默认运费', en: 'Default fees' }, text: freightRulesText },
    'free_over',
    {
      key: 'regions',
      title: { zh: '指定地区', en: 'Regions with own fees' },
      cell: infoListCells.freightRegions,
      exportValue: (row) => (row.regions as { names: string }[]).map((r) => r.names).join(' / '),
    },
    'is_default',
    'goods_count',
    'updated_at',
  ],
  rowActions: ['view', 'edit', 'set_default', 'delete'],
  editor: FreightEditor,
  detail: [{ title: { zh: '指定地区运费', en: 'Regional fees' }, cell: infoListCells.freightRegionsTable }],
  rowLabel: 'name',
});

export const miniCourses = (): ListDescription => ({
  kind: 'list',
  resource: 'miniCourses',
  columns: [COVER, 'title', 'lecturer', 'topic', 'lessons', 'minutes', 'price', 'learners', 'status', 'sort', { key: 'created_at', optional: true }],
  rowActions: ['view', 'edit', 'publish', 'withdraw', 'delete'],
  form: [
    { name: 'title', input: 'text' },
    { name: 'cover', input: 'picture' },
    { name: 'lecturer', input: 'text' },
    { name: 'topic', input: 'select', options: RESOURCES.miniCourses.enums?.topic },
    { name: 'lessons', input: 'int' },
    { name: 'minutes', input: 'int' },
    { name: 'price', input: 'money' },
    { name: 'sort', input: 'int' },
  ],
  rowLabel: 'title',
});

export const rainSessions = (): ListDescription => ({
  kind: 'list',
  resource: 'rainSessions',
  columns: ['name', 'start_at', 'end_at', WINDOW_COLUMN, 'total_amount', 'packets', 'min_amount', 'max_amount', 'claimed_packets', 'claimed_amount', SWITCH],
  filters: ['keyword', 'start_at'],
  ...ON_OFF,
  form: [
    { name: 'name', input: 'text' },
    ...WINDOW_FIELDS,
    { name: 'total_amount', input: 'money' },
    { name: 'packets', input: 'int' },
    { name: 'min_amount', input: 'money' },
    { name: 'max_amount', input: 'money' },
  ],
  rowLabel: 'name',
});

export const rainCampaigns = (): ListDescription => ({
  kind: 'list',
  resource: 'rainCampaigns',
  columns: ['name', 'audience', 'rounds', 'round_seconds', 'daily_pool', 'win_percent', 'daily_limit', 'start_at', 'end_at', WINDOW_COLUMN, 'participants', 'paid_out', SWITCH],
  filters: ['keyword', 'audience'],
  ...ON_OFF,
  form: [
    { name: 'name', input: 'text' },
    { name: 'audience', input: 'select', options: RESOURCES.rainCampaigns.enums?.audience },
    ...WINDOW_FIELDS,
    { name: 'rounds', input: 'text' },
    { name: 'round_seconds', input: 'int' },
    { name: 'daily_pool', input: 'money' },
    { name: 'win_percent', input: 'int' },
    { name: 'daily_limit', input: 'int' },
  ],
  rowLabel: 'name',
});

export const bargainCampaigns = (): ListDescription => ({
  kind: 'list',
  resource: 'bargainCampaigns',
  columns: ['picture', 'goods_name', 'price', 'floor_price', 'helpers_needed', 'valid_hours', 'stock', 'started', 'succeeded', 'start_at', 'end_at', WINDOW_COLUMN, SWITCH],
  filters: ['keyword', 'start_at'],
  ...ON_OFF,
  form: [
    { name: 'goods_id', input: 'int' },
    { name: 'floor_price', input: 'money' },
    { name: 'helpers_needed', input: 'int' },
    { name: 'valid_hours', input: 'int' },
    { name: 'stock', input: 'int' },
    ...WINDOW_FIELDS,
  ],
  rowLabel: 'goods_name',
});

export const specialTopics = (): ListDescription => ({
  kind: 'list',
  resource: 'specialTopics',
  columns: [COVER, 'title', 'subtitle', 'goods_count', 'views', 'start_at', 'end_at', WINDOW_COLUMN, 'sort', SWITCH],
  filters: ['keyword'],
  ...ON_OFF,
  editor: SpecialTopicEditor,
  rowLabel: 'title',
});

export const liveRooms = (): ListDescription => ({
  kind: 'list',
  resource: 'liveRooms',
  columns: [COVER, 'title', 'merchant_name', 'anchor', 'status', 'start_at', 'viewers', 'likes', 'goods_count', 'sales', 'recommend', { key: 'reason', optional: true }],
  rowActions: ['view', 'feature', 'unfeature', 'ban'],
  actionForms: { ban: [{ name: 'reason', input: 'textarea' }] },
  rowLabel: 'title',
});

export const povertyProjects = (): ListDescription => ({
  kind: 'list',
  resource: 'povertyProjects',
  columns: ['name', 'county', 'product', 'households', 'goods_count', 'sales', 'contact', 'mobile', 'status', 'started_at'],
  rowActions: ['view', 'edit', 'pause', 'resume', 'finish'],
  form: [
    { name: 'name', input: 'text' },
    { name: 'county', input: 'text' },
    { name: 'product', input: 'text' },
    { name: 'households', input: 'int' },
    { name: 'contact', input: 'text' },
    { name: 'mobile', input: 'text' },
  ],
  rowLabel: 'name',
});

export const returnZones = (): ListDescription => ({
  kind: 'list',
  resource: 'returnZones',
  columns: ['name', 'return_percent', 'return_days', 'goods_count', 'sort', SWITCH, 'created_at'],
  filters: ['keyword'],
  ...ON_OFF,
  form: [
    { name: 'name', input: 'text' },
    { name: 'return_percent', input: 'int' },
    { name: 'return_days', input: 'int' },
    { name: 'sort', input: 'int' },
  ],
  rowLabel: 'name',
});

export const returnGoods = (): ListDescription => ({
  kind: 'list',
  resource: 'returnGoods',
  columns: ['picture', 'goods_name', 'price', 'zone_name', 'return_percent', 'limit_per_member', 'sold', 'returned_amount', 'sort', SWITCH],
  filters: ['keyword'],
  ...ON_OFF,
  form: [
    { name: 'goods_id', input: 'int' },
    { name: 'zone_id', input: 'int' },
    { name: 'return_percent', input: 'int' },
    { name: 'limit_per_member', input: 'int' },
    { name: 'sort', input: 'int' },
  ],
  rowLabel: 'goods_name',
});

export const operationCentres = (): ListDescription => ({
  kind: 'list',
  resource: 'operationCentres',
  columns: ['name', 'level', 'region', 'leader', 'mobile', 'commission_percent', 'members', 'merchants', 'monthly_sales', 'status', { key: 'created_at', optional: true }],
  rowActions: ['view', 'edit', 'suspend', 'resume'],
  form: [
    { name: 'name', input: 'text' },
    { name: 'level', input: 'select', options: RESOURCES.operationCentres.enums?.level },
    { name: 'region', input: 'text' },
    { name: 'leader', input: 'text' },
    { name: 'mobile', input: 'text' },
    { name: 'commission_percent', input: 'int' },
  ],
  rowLabel: 'name',
});

export const shopAddresses = (): ListDescription => ({
  kind: 'list',
  resource: 'shopAddresses',
  columns: ['use', 'contact', 'mobile', 'province', 'city', 'district', 'detail', 'is_default', 'created_at'],
  rowActions: ['view', 'edit', 'set_default', 'delete'],
  form: [
    { name: 'use', input: 'select', options: RESOURCES.shopAddresses.enums?.use },
    { name: 'contact', input: 'text' },
    { name: 'mobile', input: 'text' },
    { name: 'province', input: 'text' },
    { name: 'city', input: 'text' },
    { name: 'district', input: 'text' },
    { name: 'detail', input: 'text' },
  ],
  rowLabel: 'contact',
});
