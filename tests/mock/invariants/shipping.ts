/**
 * Invariants of shipping: waybill accounts, address books and waybills. A balance is what was topped up less the
 * waybills bought on it and not cancelled; an order has at most one waybill, and one shipped with it carries its number.
 */
import { firstBroken, type Invariant } from './time.ts';

export const shipping: Invariant[] = [
  {
    name: "a waybill account's balance is what was topped up less the waybills bought on it and not cancelled",
    check: ({ state }) =>
      firstBroken('shipping.accounts', state.shipping.accounts.all(), (a) => {
        const used = state.shipping.waybills.all().filter((w) => w.owner_id === a.owner_id && w.carrier === a.carrier && w.cancelled_at === null).length;
        return (a.balance < 0 || a.balance !== a.topped_up - used) && `balance ${a.balance}, topped up ${a.topped_up}, ${used} waybills bought`;
      }),
  },
  {
    name: 'every merchant and the platform have an address book with exactly one default, and a default carrier they hold an account with',
    check: ({ state }) => {
      const owners = [0, ...state.merchants.all().map((m) => m.id)];
      for (const owner of owners) {
        const book = state.shipping.senders.all().filter((s) => s.owner_id === owner);
        if (book.length === 0 || book.filter((s) => s.is_default).length !== 1) return `owner ${owner}: ${book.length} addresses, ${book.filter((s) => s.is_default).length} defaults`;
        const settings = state.shipping.owners.all().find((o) => o.owner_id === owner);
        if (!settings || !state.shipping.accounts.all().some((a) => a.owner_id === owner && a.carrier === settings.default_carrier)) return `owner ${owner}: the default carrier has no account`;
      }
      return null;
    },
  },
  {
    name: "an order has at most one waybill not cancelled, the one on its record; shipped with it, its courier and tracking number are the waybill's",
    check: ({ state }) => {
      const liveByOrder = new Map<number, unknown[]>();
      for (const w of state.shipping.waybills.all()) if (w.cancelled_at === null) liveByOrder.set(w.order_id, [...(liveByOrder.get(w.order_id) ?? []), w]);
      return firstBroken('orders', state.orders.all(), (o) => {
        const live = (liveByOrder.get(o.id) ?? []) as { waybill_no: string }[];
        if (live.length > 1) return `${live.length} waybills`;
        if ((live[0]?.waybill_no ?? null) !== (o.waybill?.waybill_no ?? null)) return `record says ${o.waybill?.waybill_no}, the carrier ${live[0]?.waybill_no}`;
        return o.waybill !== null && o.status !== 'to_ship' && (o.tracking_no !== o.waybill.waybill_no || o.courier !== o.waybill.carrier) && `shipped by ${o.courier} ${o.tracking_no}, waybill ${o.waybill.carrier} ${o.waybill.waybill_no}`;
      });
    },
  },
];
