/** Recharge types (CRUD), platform recharges (made here, then reviewed twice) and the two reviews. */
import type { ResourceName } from '../../../../../contract/index.ts';
import { RechargeTool } from '../../money/RechargeTool.tsx';
import type { ListDescription } from '../types.ts';

export function rechargeTypeList(): ListDescription {
  return {
    kind: 'list',
    resource: 'rechargeTypes',
    columns: ['name', 'bonus_percent', 'min_amount', 'max_amount', 'enabled', 'sort', 'created_at'],
    rowActions: ['edit', 'enable', 'disable', 'delete'],
    form: [
      { name: 'name', input: 'text' },
      { name: 'bonus_percent', input: 'int' },
      { name: 'min_amount', input: 'money' },
      { name: 'max_amount', input: 'money' },
      { name: 'enabled', input: 'bool' },
      { name: 'sort', input: 'int' },
    ],
    rowLabel: 'name',
  };
}

const RECHARGE_COLUMNS = ['recharge_no', 'member_name', 'member_mobile', 'type_name', 'amount', 'bonus', 'total', 'remark', 'stage', 'reason', 'maker', 'created_at'];

export function platformRechargeList(): ListDescription {
  return {
    kind: 'list',
    resource: 'platformRecharges',
    columns: [...RECHARGE_COLUMNS, { key: 'posted_at', optional: true }, { key: 'flow_no', optional: true }],
    rowActions: ['view'],
    tools: [RechargeTool],
    rowLabel: 'recharge_no',
  };
}

/** A review of recharges: approve (confirmed; the owner's approval posts the money) or reject with a reason. */
export function rechargeAudit(resource: Extract<ResourceName, 'makeAudits' | 'bossAudits'>): ListDescription {
  return {
    kind: 'audit',
    resource,
    columns: [...RECHARGE_COLUMNS, { key: 'reviewed_at', optional: true }, { key: 'posted_at', optional: true }],
    rowActions: ['view', 'approve', 'reject'],
    bulk: ['approve', 'reject'],
    confirm: ['approve'],
    rowLabel: 'recharge_no',
  };
}
