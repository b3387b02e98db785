/**
 * The print view's address (`#/print?...`), which the list's print tool opens in a new tab: what to print and for which
 * orders, either their ids or, for "all matching the filter", the list's query.
 */
import { PRINT_KIND, type PrintKind } from '../../../../../contract/resources/orderPrints.ts';

export type SlipPaper = 'A4' | 'A5';
export const SLIP_PAPERS: readonly SlipPaper[] = ['A4', 'A5'];

export type PrintOrders = { ids: number[] } | { query: Record<string, unknown> };

export interface PrintRequest {
  kind: PrintKind;
  paper: SlipPaper;
  orders: PrintOrders;
}

export const PRINT_PATH = '/print';

export function printSearch({ kind, paper, orders }: PrintRequest): string {
  const params = new URLSearchParams({ kind, paper });
  if ('ids' in orders) params.set('ids', orders.ids.join(','));
  else params.set('query', JSON.stringify(orders.query));
  return params.toString();
}

/** The request an address names; what it leaves out or garbles falls back to labels on A4, and no orders. */
export function printRequestOf(search: URLSearchParams): PrintRequest {
  const kind = (PRINT_KIND.values as string[]).includes(search.get('kind') ?? '') ? (search.get('kind') as PrintKind) : 'labels';
  const paper = search.get('paper') === 'A5' ? 'A5' : 'A4';
  const ids = (search.get('ids') ?? '').split(',').map(Number).filter((id) => Number.isInteger(id) && id > 0);
  let query: Record<string, unknown> | undefined;
  try {
    const parsed: unknown = JSON.parse(search.get('query') ?? 'null');
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) query = parsed as Record<string, unknown>;
  } catch {
    query = undefined;
  }
  return { kind, paper, orders: query ? { query } : { ids } };
}
