import type { Goods } from '../../contract/resources/goods.ts';
import { RESOURCE_ENDPOINTS, RESOURCES } from '../../contract/index.ts';
import { serveResource } from '../engine/resource.ts';
import type { Router } from '../router.ts';
import { now } from '../time.ts';
import { goodsState } from './goods.ts';
import { merchantScope } from './scope.ts';

/** The review queue over the goods table: the same rows and state machine as the goods' approve and reject. */
export function serveGoodsReview(router: Router): void {
  serveResource<Goods>(router, RESOURCES.goodsReview, RESOURCE_ENDPOINTS.goodsReview, {
    table: (s) => s.goods,
    scope: merchantScope('merchant_id'),
    derive: (row) => ({ state: goodsState(row) }),
    actions: {
      approve: () => ({ reject_reason: '', updated_at: now() }),
      reject: (_row, body) => ({ reject_reason: body.reason, updated_at: now() }),
    },
  });
}
