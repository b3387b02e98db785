/** A courier and a tracking number that belong together: an SF number with 顺丰, never a 中通 prefix on 圆通. */
import type { Order } from '../../contract/resources/orders.ts';
import type { Random } from '../random.ts';

type Courier = NonNullable<Order['courier']>;

/** The letters each courier's waybill numbers start with in the seed. */
const TRACKING_PREFIX: Record<Courier, string> = { SF: 'SF', ZTO: 'ZT', YTO: 'YT', STO: 'ST', YD: 'YD', JD: 'JD', EMS: 'EM' };

export function trackingNo(rnd: Random, courier: Courier): string {
  return `${TRACKING_PREFIX[courier]}${rnd.digits(12)}`;
}

/** A shipment by one of `couriers` (every courier by default). */
export function shipment<C extends Courier>(rnd: Random, couriers: readonly C[] = Object.keys(TRACKING_PREFIX) as C[]): { courier: C; tracking_no: string } {
  const courier = rnd.pick(couriers);
  return { courier, tracking_no: trackingNo(rnd, courier) };
}

/** Goods a buyer sends back go by the couriers that collect from homes. */
export function returnShipment(rnd: Random): { return_courier: Courier; return_tracking_no: string } {
  const { courier, tracking_no } = shipment(rnd, ['SF', 'ZTO', 'YTO', 'YD'] as const);
  return { return_courier: courier, return_tracking_no: tracking_no };
}
