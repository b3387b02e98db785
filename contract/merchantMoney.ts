/**
 * A merchant's own money (docs/money.md, "A merchant's own money"): the read labels of its three finance screens. Each
 * is a `readAlso` of the platform's resource, never its write label, so a merchant reads its shop's bills, payouts and
 * withdrawals and can never settle, approve or pay them; the upstream keeps every answer to the merchant's shop.
 */
import { labelOf } from './routes.ts';

export const MERCHANT_MONEY_ROUTES = {
  bills: '/finance/myBills',
  payouts: '/finance/myPayouts',
  withdrawals: '/finance/myWithdrawals',
} as const;

export const MERCHANT_MONEY_LABELS = {
  bills: labelOf(MERCHANT_MONEY_ROUTES.bills),
  payouts: labelOf(MERCHANT_MONEY_ROUTES.payouts),
  withdrawals: labelOf(MERCHANT_MONEY_ROUTES.withdrawals),
} as const;
