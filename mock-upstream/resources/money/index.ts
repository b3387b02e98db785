/** The mock's handlers of the money screens' resources. */
import type { Router } from '../../router.ts';
import { serveAssets } from './assets.ts';
import { serveContribution } from './contribution.ts';
import { serveImports } from './imports.ts';
import { serveLedgerViews } from './ledgerViews.ts';
import { serveRecharges } from './recharges.ts';
import { servePartnerWithdrawals, serveWithdrawSummary } from './withdrawals.ts';

export function serveMoneyArea(router: Router): void {
  serveWithdrawSummary(router);
  servePartnerWithdrawals(router);
  serveLedgerViews(router);
  serveRecharges(router);
  serveAssets(router);
  serveContribution(router);
  serveImports(router);
}
