import type { DeliveryChange, UpcomingGoods } from '../../contract/resources/goodsRequests.ts';
import { RESOURCE_ENDPOINTS, RESOURCES } from '../../contract/index.ts';
import { serveResource } from '../engine/resource.ts';
import { Fail } from '../messages.ts';
import type { Router } from '../router.ts';
import { now } from '../time.ts';
import { merchantScope } from './scope.ts';

const START_IN_PAST = { zh: '开售时间必须晚于现在', en: 'The sale must start in the future' };

export function serveGoodsRequests(router: Router): void {
  serveResource<DeliveryChange>(router, RESOURCES.deliveryChanges, RESOURCE_ENDPOINTS.deliveryChanges, {
    table: (s) => s.deliveryChanges,
    scope: merchantScope('merchant_id'),
    actions: {
      approve: () => ({ reviewed_at: now() }),
      reject: (_row, body) => ({ reject_reason: body.reason, reviewed_at: now() }),
    },
  });
  serveResource<UpcomingGoods>(router, RESOURCES.upcomingGoods, RESOURCE_ENDPOINTS.upcomingGoods, {
    table: (s) => s.upcomingGoods,
    scope: merchantScope('merchant_id'),
    actions: {
      postpone(_row, body) {
        if (body.sale_start <= now()) throw new Fail(START_IN_PAST);
        return { sale_start: body.sale_start };
      },
      start_now: () => ({ sale_start: now() }),
    },
  });
}
