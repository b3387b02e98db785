/** The mock's handlers of the members screens' resources. */
import type { Router } from '../../router.ts';
import { servePrograms } from './programmes.ts';
import { servePromoters } from './promoters.ts';
import { serveRelations } from './relations.ts';
import { serveServiceOfficers } from './serviceOfficers.ts';
import { serveTradeUnion } from './tradeUnion.ts';

export function serveMembersArea(router: Router): void {
  serveRelations(router);
  servePrograms(router);
  servePromoters(router);
  serveServiceOfficers(router);
  serveTradeUnion(router);
}
