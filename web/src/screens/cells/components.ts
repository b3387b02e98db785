/**
 * The screens' own components a description names: list editors, toolbar tools, banners, action dialogs and field
 * inputs (field inputs: fieldEditors.ts). The one place that maps those names (cells/names.ts) to the areas' components, so the descriptions stay data
 * and import no component; the kinds and the forms look a name up here (docs/architecture.md).
 */
import type { ComponentType } from 'react';
import type { ResourceName } from '../../../../contract/index.ts';
import type { ListDescription } from '../descriptions/types.ts';
import type { ActionDialogProps, EditorProps, ToolProps } from '../descriptions/componentProps.ts';
import AdminEditor from '../../areas/governance/AdminEditor.tsx';
import { AssignLabelsDialog, ResetPasswordDialog as ResetAdminPasswordDialog } from '../../areas/governance/AccountDialogs.tsx';
import { FreightEditor } from '../../areas/infoLists/FreightEditor.tsx';
import { SpecialTopicEditor } from '../../areas/infoLists/SpecialTopicEditor.tsx';
import { GeneralCouponEditor, NewMemberCouponEditor } from '../../areas/marketing/CouponEditor.tsx';
import { FlashSaleEditor, GroupBuyEditor, JibeGoodsEditor } from '../../areas/marketing/GoodsCampaignEditor.tsx';
import { LotteryEditor } from '../../areas/marketing/LotteryEditor.tsx';
import { PerformanceTotals } from '../../areas/members/PerformanceTotals.tsx';
import { ledgerTotalsBanner } from '../../areas/money/LedgerTotalsBar.tsx';
import { CreditPurchaseTool, ManualAdjustTool } from '../../areas/money/ManualAdjust.tsx';
import { RechargeTool } from '../../areas/money/RechargeTool.tsx';
import { WithdrawSummaryCards } from '../../areas/money/WithdrawSummaryCards.tsx';
import { SkuStockDialog } from '../../areas/trade/goods/SkuStock.tsx';
import { ShipImport } from '../../areas/trade/order/ShipImport.tsx';
import { ShipDialog } from '../../areas/trade/order/ShipDialog.tsx';
import { WaybillShipTool } from '../../areas/trade/order/WaybillShip.tsx';
import { ResetPasswordDialog as ResetStorePasswordDialog } from '../../areas/stores/ResetPasswordDialog.tsx';
import { PrintTool } from '../../areas/trade/print/PrintTool.tsx';
import type { ActionDialogName, EditorName, ToolName } from './names.ts';

export const EDITORS: Record<EditorName, ComponentType<EditorProps>> = {
  generalCoupon: GeneralCouponEditor,
  newMemberCoupon: NewMemberCouponEditor,
  lottery: LotteryEditor,
  groupBuy: GroupBuyEditor,
  flashSale: FlashSaleEditor,
  jibeGoods: JibeGoodsEditor,
  admin: AdminEditor,
  freight: FreightEditor,
  specialTopic: SpecialTopicEditor,
};

/** A tool is given the list's reload and, for a tool acting on rows, the selection (`scope`). */
export const TOOLS: Record<ToolName, ComponentType<ToolProps>> = {
  manualAdjust: ManualAdjustTool,
  creditPurchase: CreditPurchaseTool,
  recharge: RechargeTool,
  shipImport: ShipImport,
  waybillShip: WaybillShipTool,
  performanceTotals: PerformanceTotals,
  printOrders: PrintTool,
};

export const ACTION_DIALOGS: Record<ActionDialogName, ComponentType<ActionDialogProps>> = {
  resetStorePassword: ResetStorePasswordDialog,
  resetAdminPassword: ResetAdminPasswordDialog,
  assignLabels: AssignLabelsDialog,
  skuStock: SkuStockDialog,
  shipOrder: ShipDialog,
};

type Banner = ComponentType<{ query: Record<string, string | number>; loads: number }>;
/** One component per totals resource, made once: a new one at each render would remount the banner. */
const ledgerBanners = new Map<ResourceName, Banner>();

/** The banner a list description names, if any. */
export function bannerOf(banner: ListDescription['banner']): Banner | undefined {
  if (!banner) return undefined;
  if (banner.name === 'withdrawSummary') return WithdrawSummaryCards;
  const totals = banner.totals;
  if (!totals) throw new Error('a ledgerTotals banner names its totals resource');
  let made = ledgerBanners.get(totals);
  if (!made) {
    made = ledgerTotalsBanner(totals);
    ledgerBanners.set(totals, made);
  }
  return made;
}
