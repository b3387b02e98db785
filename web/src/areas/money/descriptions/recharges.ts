/** Recharge types (CRUD), platform recharges (made here, then reviewed twice) and the two reviews. */
import type { ResourceName } from '../../../../../contract/index.ts';
import { maskedPhone, TO, toPlace } from '../../../screens/descriptions/effects.ts';
import type { ActionEffect, ListDescription } from '../../../screens/descriptions/types.ts';
import { RechargeTool } from '../RechargeTool.tsx';

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
const AUDIT_OPTIONAL = ['bonus', 'remark', 'reason'];

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

const FACTS = ['member_name', maskedPhone('member_mobile'), 'type_name', 'amount', 'bonus', 'total', 'remark', 'maker'];
const REJECT: ActionEffect = { facts: FACTS, amount: 'total', title: { zh: '驳回充值 {amount}', en: 'Reject the recharge of {amount}' } };
/** The voucher review passes a recharge on to the owner; the owner's approval posts the amount and its bonus. */
const RECHARGE_EFFECTS: Record<'makeAudits' | 'bossAudits', Record<string, ActionEffect>> = {
  makeAudits: {
    approve: { facts: FACTS, amount: 'total', title: { zh: '通过充值凭证 {amount}，转老板审核', en: "Approve the voucher of {amount} for the owner's review" } },
    reject: REJECT,
  },
  bossAudits: {
    approve: { facts: FACTS, amount: 'total', to: toPlace(TO.balance), title: { zh: '通过并入账 {amount} 到{to}', en: 'Approve and post {amount} to {to}' } },
    reject: REJECT,
  },
};

/** A review of recharges: approve (confirmed; the owner's approval posts the money) or reject with a reason. */
export function rechargeAudit(resource: Extract<ResourceName, 'makeAudits' | 'bossAudits'>): ListDescription {
  return {
    kind: 'audit',
    resource,
    // fits a 1366 px laptop (docs/lists.md "Columns that fit"): the bonus (in the total), the remark and the rejection
    // reason are in the drawer and the column settings
    columns: [
      ...RECHARGE_COLUMNS.filter((c) => !AUDIT_OPTIONAL.includes(c)),
      ...AUDIT_OPTIONAL.map((key) => ({ key, optional: true })),
      { key: 'reviewed_at', optional: true },
      { key: 'posted_at', optional: true },
    ],
    rowActions: ['view', 'approve', 'reject'],
    bulk: ['approve', 'reject'],
    confirm: ['approve'],
    effects: RECHARGE_EFFECTS[resource],
    rowLabel: 'recharge_no',
  };
}
