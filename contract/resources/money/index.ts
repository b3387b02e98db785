/** The business resources of the money screens, by name (joined into the contract's RESOURCES). */
import type { ResourceDef } from '../../resource.ts';
import { assetConversions, assetTransfers, electricityBills, withdrawUsage } from './assets.ts';
import { contributionPerformance, hedgings, rebateExchanges, repayRecords } from './contribution.ts';
import { creditImportCheck, creditImports, hedgingImportCheck, hedgingImports } from './imports.ts';
import {
  appreciationLedger,
  bonusShareLedger,
  communityLedger,
  creditPurchaseLedger,
  dealLedger,
  fullReturnLedger,
  gxzShegouLedger,
  ledgerTotalsResource,
  manualLedger,
  repaymentLedger,
  rewardLedger,
  serviceChargeLedger,
} from './ledgerViews.ts';
import { dScoreWithdrawals, earningWithdrawals, offlineMerchantWithdrawals, sellerWithdrawals } from './partnerWithdrawals.ts';
import { bossAudits, makeAudits, platformRecharges, rechargeTypes } from './recharges.ts';
import { withdrawSummary } from './withdrawSummary.ts';

export const moneyResources = {
  withdrawSummary,
  dScoreWithdrawals,
  sellerWithdrawals,
  offlineMerchantWithdrawals,
  earningWithdrawals,
  dealLedger,
  dealLedgerTotals: ledgerTotalsResource(dealLedger),
  communityLedger,
  communityLedgerTotals: ledgerTotalsResource(communityLedger),
  rewardLedger,
  rewardLedgerTotals: ledgerTotalsResource(rewardLedger),
  repaymentLedger,
  repaymentLedgerTotals: ledgerTotalsResource(repaymentLedger),
  bonusShareLedger,
  bonusShareLedgerTotals: ledgerTotalsResource(bonusShareLedger),
  serviceChargeLedger,
  serviceChargeLedgerTotals: ledgerTotalsResource(serviceChargeLedger),
  fullReturnLedger,
  fullReturnLedgerTotals: ledgerTotalsResource(fullReturnLedger),
  creditPurchaseLedger,
  creditPurchaseLedgerTotals: ledgerTotalsResource(creditPurchaseLedger),
  appreciationLedger,
  appreciationLedgerTotals: ledgerTotalsResource(appreciationLedger),
  manualLedger,
  manualLedgerTotals: ledgerTotalsResource(manualLedger),
  gxzShegouLedger,
  gxzShegouLedgerTotals: ledgerTotalsResource(gxzShegouLedger),
  rechargeTypes,
  platformRecharges,
  makeAudits,
  bossAudits,
  assetConversions,
  assetTransfers,
  withdrawUsage,
  electricityBills,
  repayRecords,
  rebateExchanges,
  contributionPerformance,
  hedgings,
  creditImports,
  hedgingImports,
} satisfies Record<string, ResourceDef>;

/** The money area's calls beside its resources: the imports' dry runs. */
export const moneyEndpoints = { creditImportCheck, hedgingImportCheck };
