/**
 * The seeded goods' own past in the operation log: a goods whose last change (`updated_at`) came after its listing
 * has that change logged, by its shop, with the specs and SKUs it left (a live edit is logged the same way).
 */
import { RESOURCE_ENDPOINTS } from '../../contract/index.ts';
import { logValue } from '../engine/logText.ts';
import { appendOplog } from '../oplog/chain.ts';
import type { MockState } from '../state.ts';

export function logSeededChanges(state: MockState): void {
  const edit = RESOURCE_ENDPOINTS.goods.update;
  if (!edit) return;
  for (const g of state.goods.all()) {
    if (g.updated_at === g.created_at) continue;
    appendOplog(state, {
      time: g.updated_at,
      account: `merchant:${g.merchant_id}`,
      operator: g.merchant_name,
      role: 'merchant',
      call: `${edit.method} ${edit.path}`,
      action: 'update',
      kind: 'update',
      resource: 'goods',
      record_id: String(g.id),
      changes: [
        { field: 'specs', before: null, after: logValue(g.specs) ?? '' },
        { field: 'skus', before: null, after: logValue(g.skus) ?? '' },
      ],
      given: {},
    });
  }
}
