/** The carrier service's tables; saved as `shipping.<name>`. `owner_id` is a merchant's id, or 0 for the platform. */
import type { Order } from '../../../contract/resources/orders.ts';
import type { SenderAddress } from '../../../contract/resources/carriers.ts';
import { Table } from '../../engine/table.ts';

export type Carrier = NonNullable<Order['courier']>;
/** The platform's own account, address book and default carrier. */
export const PLATFORM_OWNER = 0;

export interface SenderRow extends SenderAddress {
  owner_id: number;
}

/** A waybill account with one carrier: `topped_up` waybills bought in all, `balance` left; each waybill not cancelled takes one. */
export interface CarrierAccountRow {
  id: number;
  owner_id: number;
  carrier: Carrier;
  topped_up: number;
  balance: number;
}

export interface ShippingOwnerRow {
  id: number;
  owner_id: number;
  default_carrier: Carrier;
}

/** A waybill as the carrier service keeps it, by order: a cancelled one stays, with when and why. */
export interface WaybillRow {
  id: number;
  order_id: number;
  owner_id: number;
  carrier: Carrier;
  waybill_no: string;
  sorting_code: string;
  payment_type: 'SHIPPER' | 'CONSIGNEE' | 'MONTHLY';
  sender_id: number;
  bought_at: string;
  cancelled_at: string | null;
  cancel_reason: string;
}

export function shippingTables() {
  return {
    accounts: new Table<CarrierAccountRow>(['owner_id']),
    senders: new Table<SenderRow>(['owner_id']),
    owners: new Table<ShippingOwnerRow>(['owner_id']),
    waybills: new Table<WaybillRow>(['owner_id', 'carrier']),
  };
}
