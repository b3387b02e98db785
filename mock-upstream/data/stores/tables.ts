/** The stores screens' tables (besides the core merchants); saved as `stores.<name>`. */
import type { GuideStep } from '../../../contract/resources/stores/guides.ts';
import type { BusinessCircle, OfflineGoods, OfflineOrder, OfflineService, OfflineStore } from '../../../contract/resources/stores/offline.ts';
import type { MerchantLedgerEntry, StoreBill } from '../../../contract/resources/stores/payouts.ts';
import type { StoreChange } from '../../../contract/resources/stores/storeChanges.ts';
import { Table } from '../../engine/table.ts';
import type { StoredPayout } from '../money/payees.ts';

/** A business circle's store count is derived from the offline stores of its district. */
export type BusinessCircleRow = Omit<BusinessCircle, 'store_count'>;

export function storesTables() {
  return {
    storeChanges: new Table<StoreChange>(['status', 'field', 'merchant_id']),
    payouts: new Table<StoredPayout>(['status', 'method', 'merchant_id']),
    merchantLedger: new Table<MerchantLedgerEntry>(['type', 'merchant_id']),
    bills: new Table<StoreBill>(['status', 'merchant_id']),
    guideSteps: new Table<GuideStep>(['audience', 'enabled']),
    offlineStores: new Table<OfflineStore>(['status', 'merchant_id', 'open', 'recommend', 'district']),
    offlineServices: new Table<OfflineService>(['kind', 'enabled', 'store_id']),
    offlineGoods: new Table<OfflineGoods>(['audit_state', 'on_shelf', 'merchant_id', 'store_id']),
    offlineOrders: new Table<OfflineOrder>(['status', 'merchant_id']),
    businessCircles: new Table<BusinessCircleRow>(['enabled']),
  };
}
export type StoresTables = ReturnType<typeof storesTables>;
