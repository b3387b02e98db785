/** The described screens of withdrawals, finance, earnings, property, contribution. */
import type { ScreenDescription } from '../../../screens/descriptions/types.ts';
import { batchImport, hedgingBatchImport } from './imports.ts';
import { DETAIL_VARIANTS, financeDetailList, gxzShegou, manualHandling } from './ledgers.ts';
import { conversionList, electricityList, hedgingList, performanceList, rebateExchangeList, repayList, transferList, withdrawUsageList } from './others.ts';
import { platformRechargeList, rechargeAudit, rechargeTypeList } from './recharges.ts';
import { assignSettings, propertySettings, repaySettings } from './settings.ts';
import { MERCHANT_MONEY_SCREENS } from './merchantMoney.ts';
import { partnerWithdrawList, withdrawList } from './withdrawals.ts';

export const moneyScreens: Record<string, () => ScreenDescription> = {
  '/withDraw/index': withdrawList,
  '/withDraw/d_score': () => partnerWithdrawList('d_score'),
  '/withDraw/seller': () => partnerWithdrawList('seller'),
  '/withDraw/offlineMerchant': () => partnerWithdrawList('offline_merchant'),
  '/earningDraw/index': () => partnerWithdrawList('earning'),
  ...Object.fromEntries(Object.keys(DETAIL_VARIANTS).map((path) => [path, () => financeDetailList(path as keyof typeof DETAIL_VARIANTS)])),
  '/finance/bossAudit': () => rechargeAudit('bossAudits'),
  '/finance/withdrawUseList': withdrawUsageList,
  '/finance/manualHandling': manualHandling,
  '/finance/rechargeType': rechargeTypeList,
  '/finance/platformRecharge': platformRechargeList,
  '/finance/batchImport': batchImport,
  '/finance/pdAssignConfig': assignSettings,
  '/finance/hedgingManage': hedgingList,
  '/finance/hedgingbatchimport': hedgingBatchImport,
  '/finance/gxzShegou': gxzShegou,
  '/finance/assetsgiroRecord': transferList,
  '/finance/electricityData': electricityList,
  '/property/conversion': conversionList,
  '/property/settings': propertySettings,
  '/contribution/con_repayConfig': repaySettings,
  '/contribution/con_repayList': repayList,
  '/contribution/rebateExchange': rebateExchangeList,
  '/contribution/contributionYj': performanceList,
  ...MERCHANT_MONEY_SCREENS,
};
