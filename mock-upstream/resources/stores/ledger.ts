/**
 * A store's payable balance moves only through its ledger: each entry carries the balance after it, so the balance is
 * the last entry's `balance_after` and always equals the sum of the entries (integer cents, never floats).
 */
import type { MerchantLedgerEntry } from '../../../contract/resources/stores/payouts.ts';
import { cents, money } from '../../random.ts';
import type { MockState } from '../../state.ts';
import { now } from '../../time.ts';

export function merchantBalanceCents(state: MockState, merchantId: number): number {
  const entries = state.stores.merchantLedger.where('merchant_id', merchantId);
  let last: MerchantLedgerEntry | undefined;
  for (const e of entries) if (!last || e.id > last.id) last = e;
  return last ? cents(last.balance_after) : 0;
}

/** Writes one movement of a store's balance; `amountCents` is signed (income positive). */
export function postMerchantLedger(
  state: MockState,
  merchant: { id: number; name: string },
  type: MerchantLedgerEntry['type'],
  amountCents: number,
  relatedNo: string,
  at: string = now(),
): MerchantLedgerEntry {
  const after = merchantBalanceCents(state, merchant.id) + amountCents;
  const ledger = state.stores.merchantLedger;
  return ledger.insert({
    flow_no: `MF${String(ledger.nextId).padStart(8, '0')}`,
    merchant_id: merchant.id,
    merchant_name: merchant.name,
    type,
    amount: money(amountCents),
    balance_after: money(after),
    related_no: relatedNo,
    created_at: at,
  });
}
