/** Store profile change requests: approving one writes the new value onto the merchant. */
import { RESOURCE_ENDPOINTS, RESOURCES } from '../../../contract/index.ts';
import type { Merchant } from '../../../contract/resources/merchants.ts';
import type { StoreChange } from '../../../contract/resources/stores/storeChanges.ts';
import { serveResource } from '../../engine/resource.ts';
import type { Ctx, Router } from '../../router.ts';
import { now } from '../../time.ts';
import { renameMerchant } from '../merchants.ts';
import { merchantScope } from '../scope.ts';

function apply(change: StoreChange, ctx: Ctx): void {
  const merchant = ctx.state.merchants.get(change.merchant_id);
  if (!merchant) return;
  const patch: Partial<Merchant> = {};
  if (change.field === 'name') {
    renameMerchant(ctx, merchant, change.new_value);
    patch.name = change.new_value;
  } else if (change.field === 'category') patch.category = change.new_value as Merchant['category'];
  else patch[change.field] = change.new_value;
  ctx.state.merchants.update(merchant, patch);
}

export function serveStoreChanges(router: Router): void {
  serveResource<StoreChange>(router, RESOURCES.storeChanges, RESOURCE_ENDPOINTS.storeChanges, {
    table: (s) => s.stores.storeChanges,
    scope: merchantScope('merchant_id'),
    actions: {
      approve(row, _body, ctx) {
        apply(row, ctx);
        return { reviewed_at: now() };
      },
      reject: (_row, body) => ({ reject_reason: body.reason, reviewed_at: now() }),
    },
  });
}
