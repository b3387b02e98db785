/**
 * Invariants of places: a shop, store, member or address names a province, city and district that exist together in
 * China's division tree (GB/T 2260, mock-upstream/data/china-divisions.json), and a name that says a city says its own.
 */
import tree from '../../../mock-upstream/data/china-divisions.json' with { type: 'json' };
import { firstBroken, type Invariant } from './time.ts';

type Division = { name: string; children?: Division[] };
/** Province → city → district names. */
const PCA: Record<string, Record<string, string[]>> = Object.fromEntries(
  (tree as Division[]).map((p) => [p.name, Object.fromEntries((p.children ?? []).map((c) => [c.name, (c.children ?? []).map((d) => d.name)]))]),
);
/** A municipality's one city is "市辖区" in the tree: its records name the municipality as the city. */
const cityName = (province: string, city: string) => (city === '市辖区' ? province : city);
/** Every "province|city" and "province|city|district" of the tree. */
const PLACES = new Set(
  Object.entries(PCA).flatMap(([p, cities]) =>
    Object.entries(cities).flatMap(([c, districts]) => [`${p}|${cityName(p, c)}`, ...districts.map((d) => `${p}|${cityName(p, c)}|${d}`)]),
  ),
);
/** The cities as people write them in a name: 杭州 for 杭州市 (two characters at least, so 县 says nothing). */
const CITY_WORDS = [...new Set(Object.entries(PCA).flatMap(([p, cities]) => Object.keys(cities).map((c) => cityName(p, c).replace(/市$/, ''))))].filter((w) => w.length >= 2);

type Placed = { id: number; province: string; city: string; district?: string };

/** Why a record's place is not a real one, or null. */
function unreal(r: Placed): string | null {
  const key = r.district === undefined ? `${r.province}|${r.city}` : `${r.province}|${r.city}|${r.district}`;
  return PLACES.has(key) ? null : `${key.replaceAll('|', ' ')} is no place in China's division tree`;
}

/** A city other than the record's own that its name mentions, once its own district and city are taken out. */
function otherCity(name: string, r: Placed): string | undefined {
  const rest = name.replace(r.district ?? '\u0000', '').replace(r.city.replace(/市$/, ''), '');
  return CITY_WORDS.find((w) => rest.includes(w) && w !== r.city.replace(/市$/, ''));
}

export const places: Invariant[] = [
  {
    name: "a shop's province, city and district exist together, and its name mentions no other city",
    check: ({ state }) =>
      firstBroken('merchants', state.merchants.all(), (m) => {
        const city = otherCity(m.name, m);
        return unreal(m) ?? (city !== undefined && `"${m.name}" names ${city}, but the shop is in ${m.city}`);
      }),
  },
  {
    name: 'an offline store is in a real district, and its name says that district and no other city',
    check: ({ state }) =>
      firstBroken('stores.offlineStores', state.stores.offlineStores.all(), (s) => {
        if (!s.name.includes(s.district)) return `"${s.name}" does not say its district ${s.district}`;
        const city = otherCity(s.name, s);
        return unreal(s) ?? (city !== undefined && `"${s.name}" names ${city}, but the store is in ${s.city} ${s.district}`);
      }),
  },
  {
    name: 'business circles, member addresses and the platform addresses are in real districts',
    check: ({ state }) =>
      firstBroken('stores.businessCircles', state.stores.businessCircles.all(), unreal) ??
      firstBroken('members.memberAddresses', state.membersArea.memberAddresses.all(), unreal) ??
      firstBroken('infoLists.addresses', state.infoLists.addresses.all(), unreal),
  },
  {
    name: "a member's province and city exist together",
    check: ({ state }) => firstBroken('members', state.members.all(), (m) => unreal({ id: m.id, province: m.province, city: m.city })),
  },
  {
    name: "an order's delivery address starts with a real province, city and district",
    check: ({ state }) => {
      const starts = [...PLACES].filter((k) => k.split('|').length === 3).map((k) => {
        const [p, c, d] = k.split('|');
        return `${p}${c === p ? '' : c}${d}`;
      });
      const known = new Set(starts);
      return firstBroken('orders', state.orders.all(), (o) => {
        for (let n = 6; n <= 40; n++) if (known.has(o.receiver_address.slice(0, n))) return null;
        return `"${o.receiver_address}" starts with no province, city and district`;
      });
    },
  },
];
