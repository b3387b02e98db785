/**
 * The finance ledger screens: the ten detail routes are one description whose variant is the kind of entry (and, for
 * the voucher review, the recharges waiting for it); manual adjustments and contribution credit purchases are the
 * same list with their own form in the toolbar. Every ledger list shows the totals of its filter above the table.
 */
import type { ResourceName } from '../../../../../contract/index.ts';
import type { LedgerAsset } from '../../../../../contract/resources/members.ts';
import { assetExportCell } from '../assetAmount.ts';
import type { ColumnDesc, ListDescription } from '../../../screens/descriptions/types.ts';
import { rechargeAudit } from './recharges.ts';
import { CreditPurchaseTool, ManualAdjustTool } from '../ManualAdjust.tsx';
import { moneyCells } from '../cells.tsx';
import { ledgerTotalsBanner } from '../LedgerTotalsBar.tsx';

/** An amount in its asset's unit: money with ¥, points and growth as whole numbers; credits green, debits red. */
const assetAmount = (key: 'amount' | 'balance_after', signed: boolean): ColumnDesc => ({
  key,
  cell: moneyCells.assetAmount,
  args: { signed },
  exportValue: (row) => assetExportCell(row.asset as LedgerAsset, row[key]),
});

/** The member with the id, so a flow can be followed to the member's own ledger. */
const MEMBER: ColumnDesc = {
  key: 'member_name',
  cell: moneyCells.nameWithId,
  args: { id: 'member_id' },
  exportValue: (row) => `${String(row.member_name)} #${String(row.member_id)}`,
};

function ledgerList(resource: ResourceName, options: { showAsset: boolean; tools?: ListDescription['tools'] }): ListDescription {
  return {
    kind: 'list',
    resource,
    columns: [
      'flow_no', MEMBER, ...(options.showAsset ? ['asset'] : []), 'type', 'direction', assetAmount('amount', true), assetAmount('balance_after', false), 'order_no', 'remark', 'created_at',
    ],
    rowActions: ['view'],
    tools: options.tools,
    banner: ledgerTotalsBanner(`${resource}Totals` as ResourceName),
    rowLabel: 'flow_no',
  };
}

/** The detail routes and the kind of entry each shows. */
export const DETAIL_VARIANTS = {
  '/finance/deal': 'dealLedger',
  '/finance/community': 'communityLedger',
  '/finance/reward': 'rewardLedger',
  '/finance/repayment': 'repaymentLedger',
  '/finance/bonusShares': 'bonusShareLedger',
  '/finance/makeAudit': 'makeAudits',
  '/finance/serviceCharge': 'serviceChargeLedger',
  '/finance/allRerurn': 'fullReturnLedger',
  '/finance/shegouDetail': 'creditPurchaseLedger',
  '/finance/zengzhiList': 'appreciationLedger',
} as const;

/** The shared detail-list screen: a ledger view, or for the voucher review the recharges waiting for it. */
export function financeDetailList(path: keyof typeof DETAIL_VARIANTS): ListDescription {
  const resource = DETAIL_VARIANTS[path];
  if (resource === 'makeAudits') return rechargeAudit('makeAudits');
  return ledgerList(resource, { showAsset: false });
}

export const manualHandling = (): ListDescription => ledgerList('manualLedger', { showAsset: true, tools: [ManualAdjustTool] });
export const gxzShegou = (): ListDescription => ledgerList('gxzShegouLedger', { showAsset: false, tools: [CreditPurchaseTool] });
