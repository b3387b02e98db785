/**
 * A payee in full (docs/money.md): wherever the platform pays money out (a member's withdrawal, a partner's withdrawal,
 * a store's payout) the account number is masked in every answer but one call per kind, which the upstream logs with
 * who asked and when (`LOGGED_READS`, contract/loggedRecords.ts) and never the number itself.
 */
import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import type { Text } from './i18n.ts';
import type { ResourceDef } from './resource.ts';
import { dScoreWithdrawals, earningWithdrawals, offlineMerchantWithdrawals, sellerWithdrawals } from './resources/money/partnerWithdrawals.ts';
import { storePayouts } from './resources/stores/payouts.ts';
import { withdrawals } from './resources/withdrawals.ts';

/**
 * The label to see a payee's full account number, whatever pays it out. No route carries it: the roles that pay out
 * hold it beside their routes (`GRANTED_LABELS`), the finance clerk and the administrators; an operator or a merchant
 * never does. One label for every kind: the same people make every payout, so a label per kind would only be given
 * to the same roles in the same place; what differs is which payouts a role handles, and the upstream answers a reveal
 * only to a caller that also reads the record's resource (finance has no earnings withdrawals: to it they do not exist).
 */
export const REVEAL_ACCOUNT_LABEL = 'withDraw_revealAccount';

/** The two kinds of role a granted label goes to (docs/console.md, "Areas, logins and roles"). */
export type GrantedRole = 'finance' | 'full';

/** Labels no route carries, each with the roles that hold it: the one place that says so, for the upstream and the console. */
export const GRANTED_LABELS: readonly { label: string; to: readonly GrantedRole[] }[] = [{ label: REVEAL_ACCOUNT_LABEL, to: ['finance', 'full'] }];

export function grantedLabels(role: GrantedRole): string[] {
  return GRANTED_LABELS.filter((g) => g.to.includes(role)).map((g) => g.label);
}

/**
 * `POST {resource}/{id}/reveal_account`: a record's payee's full account number (grouped by four digits for a card).
 * A POST although it changes no record: each call is an act the log keeps, never a cached read.
 */
function revealAccountOf(resource: ResourceDef, summary: Text) {
  return endpoint({
    method: 'POST',
    path: `${resource.path}/{id}/reveal_account`,
    auth: 'token',
    permission: REVEAL_ACCOUNT_LABEL,
    response: z.object({ account: z.string() }),
    summary,
  });
}

export const revealWithdrawalAccount = revealAccountOf(withdrawals, { zh: '查看完整收款账号', en: 'Reveal the payee account number' });
export const revealDScoreWithdrawalAccount = revealAccountOf(dScoreWithdrawals, { zh: '查看D积分提现的完整收款账号', en: "Reveal a D-score withdrawal's account number" });
export const revealSellerWithdrawalAccount = revealAccountOf(sellerWithdrawals, { zh: '查看商家提现的完整收款账号', en: "Reveal a merchant withdrawal's account number" });
export const revealOfflineMerchantWithdrawalAccount = revealAccountOf(offlineMerchantWithdrawals, { zh: '查看线下商家提现的完整收款账号', en: "Reveal an offline merchant withdrawal's account number" });
export const revealEarningWithdrawalAccount = revealAccountOf(earningWithdrawals, { zh: '查看收益提现的完整收款账号', en: "Reveal an earnings withdrawal's account number" });
export const revealStorePayoutAccount = revealAccountOf(storePayouts, { zh: '查看店铺结算的完整收款账号', en: "Reveal a store payout's account number" });

/** Each resource whose records name a payee, by its name, with its reveal call: the upstream, its log and the console read this. */
export const PAYEE_REVEALS = {
  withdrawals: revealWithdrawalAccount,
  dScoreWithdrawals: revealDScoreWithdrawalAccount,
  sellerWithdrawals: revealSellerWithdrawalAccount,
  offlineMerchantWithdrawals: revealOfflineMerchantWithdrawalAccount,
  earningWithdrawals: revealEarningWithdrawalAccount,
  storePayouts: revealStorePayoutAccount,
} as const;
export type PayeeResource = keyof typeof PAYEE_REVEALS;
