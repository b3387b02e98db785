/**
 * Seeded shipping: each merchant and the platform have waybill accounts with three to five carriers, an address book
 * whose first address is the default (a merchant's own address, then its warehouses), and a default carrier among
 * its accounts. No seeded order has a waybill (their numbers were typed), so every account's balance is what it was
 * topped up with; one carrier of the demo merchant is nearly used up, to show the refusal.
 */
import { allDistricts, fullAddress, splitAddress } from '../../areas.ts';
import { Random } from '../../random.ts';
import type { MockState } from '../../state.ts';
import { type Carrier, PLATFORM_OWNER } from './tables.ts';

const CARRIERS: readonly Carrier[] = ['SF', 'ZTO', 'YTO', 'STO', 'YD', 'JD', 'EMS'];
/** The demo merchant (account `merchant`) and its carrier whose balance runs out within a few waybills. */
export const LOW_BALANCE = { owner: 2, carrier: 'YTO' as Carrier, balance: 3 };
const ROADS = ['科技园路', '物流园大道', '仓储路', '工业大道', '创业路'];

export function seedShipping(state: MockState, seed: number): void {
  const rnd = new Random(seed ^ 0x5a1f);
  seedShippingOwner(state, rnd, { id: PLATFORM_OWNER, name: '平台自营仓', mobile: '4008001234', address: '' });
  for (const m of state.merchants.all()) seedShippingOwner(state, rnd, merchantOwner(m));
}

/** A merchant as the owner of waybill accounts and an address book: its owner's name, phone and shop address. */
export function merchantOwner(m: { id: number; owner: string; mobile: string; address: string }): ShippingOwner {
  return { id: m.id, name: m.owner, mobile: m.mobile, address: m.address };
}

interface ShippingOwner {
  id: number;
  name: string;
  mobile: string;
  address: string;
}

/** One owner's waybill accounts, default carrier and address book (a merchant that joins later gets its own the same way). */
export function seedShippingOwner(state: MockState, rnd: Random, owner: ShippingOwner): void {
  const districts = allDistricts();
  const carriers = CARRIERS.filter(() => rnd.chance(0.55));
  for (const c of CARRIERS) if (carriers.length < 3 && !carriers.includes(c)) carriers.push(c);
  if (owner.id === LOW_BALANCE.owner && !carriers.includes(LOW_BALANCE.carrier)) carriers.push(LOW_BALANCE.carrier);
  for (const carrier of carriers) {
    const balance = owner.id === LOW_BALANCE.owner && carrier === LOW_BALANCE.carrier ? LOW_BALANCE.balance : rnd.int(20, 300) * 10;
    state.shipping.accounts.insert({ owner_id: owner.id, carrier, topped_up: balance, balance });
  }
  state.shipping.owners.insert({ owner_id: owner.id, default_carrier: carriers.find((c) => c !== LOW_BALANCE.carrier || owner.id !== LOW_BALANCE.owner) ?? carriers[0] });
  const own = splitAddress(owner.address);
  const places = own.district ? [{ ...own }] : [];
  for (let n = rnd.int(1, 2); n > 0; n--) places.push({ ...rnd.pick(districts), detail: `${rnd.pick(ROADS)}${rnd.int(1, 300)}号${rnd.int(1, 9)}号仓` });
  places.forEach((p, i) => {
    state.shipping.senders.insert({
      owner_id: owner.id, name: owner.name, mobile: owner.mobile, province: p.province, city: p.city, district: p.district, detail: p.detail,
      address: fullAddress(p, p.detail), is_default: i === 0,
    });
  });
}
