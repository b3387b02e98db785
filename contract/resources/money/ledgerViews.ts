/**
 * The ledger as the finance screens see it: each detail route (交易明细, 奖励明细...) is one kind of ledger entry under
 * its own path and its route's permission label, plus a totals call over the same filters (sums in cents by the
 * upstream, sent as decimal strings).
 */
import { z } from 'zod';
import type { Text } from '../../i18n.ts';
import { defineResource, type FilterDef, type ResourceDef } from '../../resource.ts';
import { LEDGER_ASSET, LEDGER_DIRECTION, type LEDGER_TYPE, type LedgerAsset, ledger, ledgerRecord } from '../members.ts';
import { id, money } from '../common.ts';

type LedgerType = (typeof LEDGER_TYPE.values)[number];

/** The entries one screen shows: one ledger type, on one asset unless the screen lets the user pick the asset. */
export interface LedgerView {
  type: LedgerType;
  asset?: LedgerAsset;
}

const FILTERS: readonly FilterDef[] = [
  { kind: 'keyword', param: 'keyword', fields: ['flow_no', 'order_no', 'remark'], title: { zh: '流水号/订单/备注', en: 'Flow no., order or remark' } },
  // a member's entries by any of what an operator knows of the member: the name (any part), the whole phone or id
  { kind: 'keyword', param: 'member', fields: ['member_name'], whole: ['member_mobile', 'member_id'], title: { zh: '会员姓名/手机号/ID', en: "Member's name, phone or ID" } },
  { kind: 'exact', field: 'direction', schema: LEDGER_DIRECTION.schema, title: { zh: '方向', en: 'Direction' } },
  { kind: 'range', field: 'amount', title: { zh: '金额', en: 'Amount' } },
  { kind: 'dateRange', field: 'created_at', title: { zh: '时间', en: 'Time' } },
];
const ASSET_FILTER: FilterDef = { kind: 'exact', field: 'asset', schema: LEDGER_ASSET.schema, title: { zh: '资产', en: 'Asset' } };

/** The read-only list of one kind of ledger entry, readable with `label`. */
export function ledgerViewResource(name: string, label: string, title: Text, view: LedgerView) {
  return defineResource({
    name,
    title,
    path: `/api/v2/seller/${label}`,
    record: ledgerRecord,
    fields: ledger.fields,
    enums: ledger.enums,
    filters: view.asset ? FILTERS : [ASSET_FILTER, ...FILTERS],
    sortable: ['id', 'amount', 'created_at'],
    defaultSort: '-created_at',
    permission: { read: label },
  });
}

/** Totals of a filter, one row per asset: entries, credits, debits (negative) and net, all summed in cents. */
export const ledgerTotalsRecord = z.object({
  id,
  asset: LEDGER_ASSET.schema,
  count: z.number().int().min(0),
  credit: money,
  debit: money,
  net: money,
});
export type LedgerTotals = z.infer<typeof ledgerTotalsRecord>;

/** `GET <list path>_totals` with the list's filters: the totals shown above the list. */
export function ledgerTotalsResource(list: ResourceDef) {
  return defineResource({
    name: `${list.name}Totals`,
    title: { zh: `${list.title.zh}合计`, en: `${list.title.en}: totals` },
    path: `${list.path}_totals`,
    record: ledgerTotalsRecord,
    fields: {
      asset: { zh: '资产', en: 'Asset' },
      count: { zh: '笔数', en: 'Entries' },
      credit: { zh: '收入合计', en: 'Credits' },
      debit: { zh: '支出合计', en: 'Debits' },
      net: { zh: '净额', en: 'Net' },
    },
    enums: { asset: LEDGER_ASSET },
    filters: list.filters,
    sortable: ['id'],
    defaultSort: 'id',
    permission: list.permission,
  });
}

/** Which entries each ledger screen shows, by resource name. */
export const LEDGER_VIEWS = {
  dealLedger: { type: 'consume', asset: 'balance' },
  communityLedger: { type: 'community', asset: 'balance' },
  rewardLedger: { type: 'reward', asset: 'balance' },
  repaymentLedger: { type: 'payout', asset: 'balance' },
  bonusShareLedger: { type: 'bonus_share', asset: 'points' },
  serviceChargeLedger: { type: 'fee', asset: 'balance' },
  fullReturnLedger: { type: 'full_return', asset: 'balance' },
  creditPurchaseLedger: { type: 'credit_purchase', asset: 'contribution' },
  appreciationLedger: { type: 'appreciation', asset: 'contribution' },
  manualLedger: { type: 'adjust' },
  gxzShegouLedger: { type: 'credit_purchase', asset: 'contribution' },
} as const satisfies Record<string, LedgerView>;

export const dealLedger = ledgerViewResource('dealLedger', 'finance_deal', { zh: '交易明细', en: 'Transaction details' }, LEDGER_VIEWS.dealLedger);
export const communityLedger = ledgerViewResource('communityLedger', 'finance_community', { zh: '社区明细', en: 'Community details' }, LEDGER_VIEWS.communityLedger);
export const rewardLedger = ledgerViewResource('rewardLedger', 'finance_reward', { zh: '奖励明细', en: 'Reward details' }, LEDGER_VIEWS.rewardLedger);
export const repaymentLedger = ledgerViewResource('repaymentLedger', 'finance_repayment', { zh: '返还明细', en: 'Cash-back details' }, LEDGER_VIEWS.repaymentLedger);
export const bonusShareLedger = ledgerViewResource('bonusShareLedger', 'finance_bonusShares', { zh: '送股明细', en: 'Bonus share details' }, LEDGER_VIEWS.bonusShareLedger);
export const serviceChargeLedger = ledgerViewResource('serviceChargeLedger', 'finance_serviceCharge', { zh: '手续费明细', en: 'Service fee details' }, LEDGER_VIEWS.serviceChargeLedger);
export const fullReturnLedger = ledgerViewResource('fullReturnLedger', 'finance_allRerurn', { zh: '全返明细', en: 'Full-return details' }, LEDGER_VIEWS.fullReturnLedger);
export const creditPurchaseLedger = ledgerViewResource('creditPurchaseLedger', 'finance_shegouDetail', { zh: '赊购明细', en: 'Credit purchase details' }, LEDGER_VIEWS.creditPurchaseLedger);
export const appreciationLedger = ledgerViewResource('appreciationLedger', 'finance_zengzhiList', { zh: '增值明细', en: 'Appreciation details' }, LEDGER_VIEWS.appreciationLedger);
export const manualLedger = ledgerViewResource('manualLedger', 'finance_manualHandling', { zh: '人工调账记录', en: 'Manual adjustments' }, LEDGER_VIEWS.manualLedger);
export const gxzShegouLedger = ledgerViewResource('gxzShegouLedger', 'finance_gxzShegou', { zh: '贡献值赊购记录', en: 'Contribution credit purchases' }, LEDGER_VIEWS.gxzShegouLedger);
