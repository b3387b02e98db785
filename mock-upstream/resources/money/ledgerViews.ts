/** The finance ledger screens: each a filtered view of the one ledger, plus the totals of the same filter. */
import { RESOURCE_ENDPOINTS, RESOURCES, type ResourceName } from '../../../contract/index.ts';
import type { LedgerEntry } from '../../../contract/resources/members.ts';
import { LEDGER_VIEWS, type LedgerTotals, type LedgerView } from '../../../contract/resources/money/ledgerViews.ts';
import { queryCompiler } from '../../engine/query.ts';
import { serveResource } from '../../engine/resource.ts';
import type { Filter } from '../../engine/table.ts';
import { cents, money } from '../../random.ts';
import type { Router } from '../../router.ts';
import type { MockState } from '../../state.ts';

export function viewScope(view: LedgerView): Filter[] {
  const scope: Filter[] = [{ kind: 'eq', field: 'type', value: view.type }];
  if (view.asset) scope.push({ kind: 'eq', field: 'asset', value: view.asset });
  return scope;
}

/** Sums entries per asset in integer cents: credits, debits and net. */
export function ledgerTotals(entries: readonly LedgerEntry[]): LedgerTotals[] {
  const sums = new Map<LedgerEntry['asset'], { count: number; credit: number; debit: number }>();
  for (const e of entries) {
    const s = sums.get(e.asset) ?? { count: 0, credit: 0, debit: 0 };
    const c = cents(e.amount);
    if (c >= 0) s.credit += c;
    else s.debit += c;
    s.count++;
    sums.set(e.asset, s);
  }
  const order = RESOURCES.ledger.enums?.asset?.values ?? [];
  return [...sums]
    .sort(([a], [b]) => order.indexOf(a) - order.indexOf(b))
    .map(([asset, s], i) => ({ id: i + 1, asset, count: s.count, credit: money(s.credit), debit: money(s.debit), net: money(s.credit + s.debit) }));
}

/** Every entry of a list query (all pages), for the totals. */
function allMatching(state: MockState, compile: ReturnType<typeof queryCompiler>, query: Record<string, unknown>, scope: Filter[]): LedgerEntry[] {
  const q = compile({ ...query, page: 1, limit: Math.max(1, state.ledger.size) }, scope);
  return state.ledger.query(q).list;
}

export function serveLedgerViews(router: Router): void {
  for (const [name, view] of Object.entries(LEDGER_VIEWS) as [ResourceName, LedgerView][]) {
    const scope = viewScope(view);
    serveResource<LedgerEntry>(router, RESOURCES[name], RESOURCE_ENDPOINTS[name], { table: (s) => s.ledger, scope: () => scope });
    const totalsName = `${name}Totals` as ResourceName;
    const totals = RESOURCE_ENDPOINTS[totalsName];
    const compile = queryCompiler(RESOURCES[name]);
    router.on(totals.list, (ctx) => {
      const q = ctx.query as Record<string, unknown> & { page: number; limit: number };
      const rows = ledgerTotals(allMatching(ctx.state, compile, q, scope));
      return { list: rows, total: rows.length, page: 1, limit: q.limit };
    });
    router.on(totals.get, (ctx) => {
      const rows = ledgerTotals(allMatching(ctx.state, compile, {}, scope));
      const row = rows.find((r) => r.id === Number(ctx.params.id));
      return row ?? ({ id: Number(ctx.params.id) || 1, asset: view.asset ?? 'balance', count: 0, credit: '0.00', debit: '0.00', net: '0.00' } satisfies LedgerTotals);
    });
  }
}
