/** The store screens' views of the merchants table: onboarding review, recommended stores, newly joined stores. */
import { RESOURCE_ENDPOINTS, RESOURCES } from '../../../contract/index.ts';
import type { Merchant } from '../../../contract/resources/merchants.ts';
import { serveResource } from '../../engine/resource.ts';
import type { Router } from '../../router.ts';
import { parseTime } from '../../time.ts';
import { MERCHANT_ACTIONS, merchantView } from '../merchants.ts';
import { merchantScope } from '../scope.ts';

const DAY_MS = 86_400_000;
const approvedOnly = [{ kind: 'eq' as const, field: 'status', value: 'approved' }];

export function serveMerchantViews(router: Router): void {
  serveResource<Merchant>(router, RESOURCES.storeApplications, RESOURCE_ENDPOINTS.storeApplications, {
    table: (s) => s.merchants,
    scope: merchantScope('id'),
    view: merchantView,
    actions: MERCHANT_ACTIONS,
  });
  serveResource<Merchant>(router, RESOURCES.recommendedStores, RESOURCE_ENDPOINTS.recommendedStores, {
    table: (s) => s.merchants,
    scope: (ctx) => [...approvedOnly, ...merchantScope('id')(ctx)],
    view: merchantView,
  });
  serveResource<Merchant>(router, RESOURCES.newStores, RESOURCE_ENDPOINTS.newStores, {
    table: (s) => s.merchants,
    scope: (ctx) => [...approvedOnly, ...merchantScope('id')(ctx)],
    view: (row, ctx) => {
      const joined = row.approved_at ? parseTime(row.approved_at) : Date.now();
      return {
        ...merchantView(row, ctx),
        order_count: ctx.state.orders.count('merchant_id', row.id),
        days_open: Math.max(0, Math.floor((Date.now() - joined) / DAY_MS)),
      };
    },
  });
}
