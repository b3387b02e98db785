/**
 * The names a description uses for what it cannot say as data: a cell kind (how a column's cell or a drawer's section
 * shows), and the screens' own components (an editor, a toolbar tool, a banner, an action's dialog, a field's input).
 * Only names live here, at the bottom of the screens: descriptions import them as data, and registry.tsx and
 * components.ts map each name to its renderer or component (docs/architecture.md).
 */
import type { ReactNode } from 'react';
import type { FieldKind } from '../../../../contract/exportCells.ts';
import type { Lang } from '../../../../contract/i18n.ts';

/** A record as a screen reads it. */
export type Row = { id: number } & Record<string, unknown>;

/** The cell kinds parts/Cells.tsx shows from a field's own value; contract/exportCells.ts derives one from the contract. */
export type BuiltinCellKind = FieldKind;

/** The cell kinds of the screens' own, each read from the whole row: registry.tsx has one renderer for each. */
export type CustomCellKind =
  // trade: orders, goods, after-sales (areas/trade/cells.tsx)
  | 'orderGoods'
  | 'afterSaleGoods'
  | 'nameOverPhone'
  | 'orderTypeField'
  | 'orderProgress'
  | 'orderItems'
  | 'logistics'
  | 'orderTypeInfo'
  | 'zoneInfo'
  | 'skuTable'
  | 'afterSaleRequest'
  // money (areas/money/cells.tsx)
  | 'assetAmount'
  | 'nameWithId'
  | 'applicant'
  | 'memberFlows'
  | 'payeeAccount'
  // members (areas/members/cells.tsx)
  | 'memberLink'
  | 'progress'
  | 'openMemberDetail'
  | 'phoneReveal'
  // stores (areas/stores/cells.tsx)
  | 'region'
  | 'licences'
  | 'signedAmount'
  | 'storeChangeValue'
  // marketing (areas/marketing/cells.tsx)
  | 'couponOffer'
  | 'couponValidity'
  | 'couponClaims'
  | 'prizeSummary'
  | 'prizeTable'
  | 'campaignPrice'
  // info lists (areas/infoLists/cells.tsx)
  | 'windowState'
  | 'freightRegions'
  | 'freightRegionsTable'
  // content (areas/content/cells.tsx)
  | 'commentContent'
  | 'pictures'
  | 'gallery'
  | 'articleBody'
  // governance (areas/governance/cells.tsx)
  | 'roleCheck'
  | 'labelsCount'
  | 'accountScreens';

export type CellKind = BuiltinCellKind | CustomCellKind;

/** A cell kind's settings in a description: which fields of the row it reads, and the like. Data only. */
export type CellArgs = Readonly<Record<string, string | number | boolean | readonly string[]>>;

/** How a custom cell kind shows a row; `key` is the column's (or the section's) key, `args` the description's settings. */
export type CellRenderer = (row: Row, lang: Lang, column: { key: string; args?: CellArgs }) => ReactNode;
/** Part of the registry: the cell kinds one area defines. */
export type CellKinds = Partial<Record<CustomCellKind, CellRenderer>>;

/** A list's own create/edit form (components.ts), for records a flat field list cannot edit. */
export type EditorName = 'generalCoupon' | 'newMemberCoupon' | 'lottery' | 'groupBuy' | 'flashSale' | 'jibeGoods' | 'admin' | 'freight' | 'specialTopic';
/** A tool of a list's toolbar (components.ts). */
export type ToolName = 'manualAdjust' | 'creditPurchase' | 'recharge' | 'shipImport' | 'waybillShip' | 'performanceTotals' | 'printOrders';
/** Figures shown above a list (components.ts); `ledgerTotals` reads the totals resource its description names. */
export type BannerName = 'withdrawSummary' | 'ledgerTotals';
/** An action's dialog of the screen's own (components.ts). */
export type ActionDialogName = 'resetStorePassword' | 'resetAdminPassword' | 'assignLabels' | 'skuStock' | 'shipOrder';
/** An input of the screen's own for a field a flat input cannot edit (components.ts). */
export type FieldEditorName = 'gallery' | 'specsAndSkus' | 'sessions';
