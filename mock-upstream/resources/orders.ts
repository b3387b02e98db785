import type { Order } from '../../contract/resources/orders.ts';
import { RESOURCE_ENDPOINTS, RESOURCES } from '../../contract/index.ts';
import { serveResource } from '../engine/resource.ts';
import { Fail, MESSAGES } from '../messages.ts';
import type { Router } from '../router.ts';
import { now } from '../time.ts';
import { serveAfterSales } from './afterSales.ts';
import { merchantScope } from './scope.ts';

/** Orders whose address may still change. */
const BEFORE_SHIPPING: Order['status'][] = ['to_pay', 'to_ship'];

/** The orders and their after-sales. */
export function serveOrders(router: Router): void {
  serveAfterSales(router);
  serveResource<Order>(router, RESOURCES.orders, RESOURCE_ENDPOINTS.orders, {
    table: (s) => s.orders,
    scope: merchantScope('merchant_id'),
    update(row, input) {
      if (!BEFORE_SHIPPING.includes(row.status)) throw new Fail(MESSAGES.addressAfterShipping);
      return input;
    },
    actions: {
      close: (_row, body) => ({ close_note: body.note }),
      ship: (_row, body) => ({ courier: body.courier, tracking_no: body.tracking_no, shipped_at: now() }),
      change_tracking: (_row, body) => ({ courier: body.courier, tracking_no: body.tracking_no }),
      remark: (_row, body) => ({ seller_remark: body.remark }),
    },
  });
}
