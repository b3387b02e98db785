/**
 * What each kind of inbox item means to the console's screens: which queries an event of it makes stale (the lists of
 * its records with their tab counts, the home's to-do counts, the menu's counts) and on which screens its record
 * opens. Plain paths, not the contract's resources: the top bar's chunk carries no schema; tests/web/inbox.test.ts
 * checks each path against the contract's resources and routes.
 */
import type { UpstreamEventKind } from './inboxCalls.ts';

/** The home's statistics call, whose to-do counts the home's cards and the menu's counts show (contract/stats.ts). */
export const HOME_STATS_PATH = '/api/v2/seller/stats/home';

const ORDERS = '/api/v2/seller/orders';
const AFTER_SALES = '/api/v2/seller/after_sales';
const WITHDRAWALS = '/api/v2/seller/withdrawals';
const GOODS = '/api/v2/seller/goods';
const GOODS_REVIEW = '/api/v2/seller/goods_review';
const MERCHANTS = '/api/v2/seller/merchants';
const STORE_APPLICATIONS = '/api/v2/seller/store_applications';

/**
 * The calls whose answers an event of the kind changes: invalidated when one arrives, so the screens showing them ask
 * again once, and the others when next shown (nothing polls). A refund request turns its order `refunding`, a sale
 * that takes a stock low is an order too.
 */
export const STALE_ON: Record<UpstreamEventKind, readonly string[]> = {
  order_paid: [ORDERS, HOME_STATS_PATH],
  after_sale_requested: [AFTER_SALES, ORDERS, HOME_STATS_PATH],
  withdrawal_requested: [WITHDRAWALS, HOME_STATS_PATH],
  goods_submitted: [GOODS_REVIEW, GOODS, HOME_STATS_PATH],
  merchant_applied: [STORE_APPLICATIONS, MERCHANTS, HOME_STATS_PATH],
  stock_low: [GOODS, GOODS_REVIEW],
};

/**
 * The screens that open a record of each resource in their drawer (`?open=<id>`, docs/drawers.md), best first: a
 * paid order on the shipments list, where it waits; the general list when the role may not open that one.
 */
export const RECORD_SCREENS: Record<string, readonly string[]> = {
  orders: ['/shipments/shipments', '/order/index'],
  afterSales: ['/afterSale/index', '/afterSale/storeAfterSale'],
  withdrawals: ['/withDraw/index'],
  goodsReview: ['/other/auth', '/goods/index'],
  merchants: ['/store/check', '/store/alllist'],
  goods: ['/goods/index'],
};

/** The URL of the record's drawer on the first of its screens the role may open; undefined when none. */
export function recordLink(record: { resource: string; id: number }, permitted: (path: string) => boolean): string | undefined {
  const path = RECORD_SCREENS[record.resource]?.find(permitted);
  return path && `${path}?open=${record.id}`;
}
