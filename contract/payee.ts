/**
 * A withdrawal's payee in full (docs/money.md): the account number is masked in every answer but this one call, which
 * the upstream logs with who asked and when (`LOGGED_READS`, contract/loggedRecords.ts) and never the number itself.
 */
import { z } from 'zod';
import { endpoint } from './endpoint.ts';

/**
 * The label to see a payee's full account number. No route carries it: the roles that pay out hold it beside their
 * routes (`GRANTED_LABELS`), the finance clerk and the administrators; an operator or a merchant never does.
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
 * `POST /api/v2/seller/withdrawals/{id}/reveal_account`: a member's withdrawal's full account number (grouped by four
 * digits for a card). A POST although it changes no record: each call is an act the log keeps, never a cached read.
 */
export const revealWithdrawalAccount = endpoint({
  method: 'POST',
  path: '/api/v2/seller/withdrawals/{id}/reveal_account',
  auth: 'token',
  permission: REVEAL_ACCOUNT_LABEL,
  response: z.object({ account: z.string() }),
  summary: { zh: '查看完整收款账号', en: 'Reveal the payee account number' },
});
