/**
 * The seeded goods' own past in their operation log: a goods whose last change (`updated_at`) came after its listing
 * has that change logged, by its shop, with the specs and SKUs it left (the engine logs a live edit the same way).
 */
import { logValue } from '../engine/logText.ts';
import type { MockState } from '../state.ts';

export function logSeededChanges(state: MockState): void {
  for (const g of state.goods.all()) {
    if (g.updated_at === g.created_at) continue;
    state.history.insert({
      key: `goods:${g.id}`,
      time: g.updated_at,
      operator: g.merchant_name,
      action: 'update',
      fields: { specs: logValue(g.specs) ?? '', skus: logValue(g.skus) ?? '' },
    });
  }
}
