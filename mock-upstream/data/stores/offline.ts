/** Offline stores in real districts, their verifiers, services, goods, redeem orders, and the business circles. */
import { allDistricts } from '../../areas.ts';
import { money, cents, type Random } from '../../random.ts';
import type { MockState } from '../../state.ts';
import { formatTime } from '../../time.ts';
import { waitingSince } from '../causes.ts';
import { file } from '../files.ts';
import { ROADS } from '../words.ts';

const HOUR = 3600_000;
const DAY = 24 * HOUR;
const STORE_WORDS = ['中心店', '旗舰店', '社区店', '万达店', '步行街店', '火车站店', '大学城店', '新区店'];
const SERVICES = {
  delivery: ['3公里内配送', '半日达配送'],
  pickup: ['到店自提', '门店寄存'],
  booking: ['预约试吃', '预约体验', '专属导购'],
  install: ['家电上门安装', '旧机回收'],
} as const;

/**
 * A shop's name as its stores carry it: without the shop's kind (旗舰店...) and without the shop's own city, which
 * starts a shop's seeded name: a store in 厦门 is not called "宿迁绿源海沧区店".
 */
function brandOf(merchant: { name: string; city: string }): string {
  const city = merchant.city.replace(/市$/, '');
  const name = merchant.name.replace(/(旗舰店|专营店|官方店|优选店|生活馆|直营店|精品店)$/, '');
  return name.startsWith(city) && name.length > city.length ? name.slice(city.length) : name;
}

export function seedOffline(state: MockState, rnd: Random, endMs: number): void {
  const { offlineStores, offlineServices, offlineGoods, offlineOrders, businessCircles } = state.stores;
  const districts = allDistricts();
  const approvedMerchants = state.merchants.all().filter((m) => m.status === 'approved');
  const members = state.members.all();
  const person = () => rnd.pick(members);

  // stores: the demo merchant (2) has three; a few districts hold several stores, for the business circles
  const hubs = Array.from({ length: 12 }, () => rnd.pick(districts));
  for (let i = 0; i < 64; i++) {
    const merchant = i < 3 ? state.merchants.get(2) ?? approvedMerchants[0] : rnd.pick(approvedMerchants);
    const place = rnd.chance(0.6) ? rnd.pick(hubs) : rnd.pick(districts);
    const status = i < 3 ? 'approved' : i < 10 ? 'pending' : rnd.weighted([['approved', 80], ['pending', 12], ['rejected', 8]] as const);
    const openHour = rnd.int(7, 10);
    const verifiers = status === 'approved' ? Array.from({ length: rnd.int(1, 3) }, () => ({ name: person().name, mobile: person().mobile })) : [];
    offlineStores.insert({
      merchant_id: merchant.id,
      merchant_name: merchant.name,
      name: `${brandOf(merchant)}${place.district}${rnd.pick(STORE_WORDS)}`,
      logo: file('logo', merchant.id),
      province: place.province,
      city: place.city,
      district: place.district,
      address: `${rnd.pick(ROADS)}${rnd.int(1, 999)}号`,
      phone: `0${rnd.int(10, 999)}-${rnd.digits(8)}`,
      open_time: `${String(openHour).padStart(2, '0')}:${rnd.pick(['00', '30'])}`,
      close_time: `${rnd.int(18, 22)}:${rnd.pick(['00', '30'])}`,
      verifiers: [...new Map(verifiers.map((v) => [v.mobile, v])).values()],
      status,
      reject_reason: status === 'rejected' ? '门头照与营业执照地址不符' : '',
      open: status === 'approved' && rnd.chance(0.9),
      recommend: status === 'approved' && rnd.chance(0.25),
      created_at: formatTime(waitingSince(endMs - rnd.int(1, 300) * DAY - rnd.int(0, 23) * HOUR, endMs, status === 'pending')),
    });
  }
  const openStores = offlineStores.all().filter((s) => s.status === 'approved');

  for (const store of openStores) {
    for (const kind of ['delivery', 'pickup', 'booking', 'install'] as const) {
      if (!rnd.chance(0.45)) continue;
      offlineServices.insert({
        store_id: store.id,
        store_name: store.name,
        kind,
        name: rnd.pick(SERVICES[kind]),
        price: kind === 'pickup' ? '0.00' : money(rnd.int(5, 60) * 100),
        duration_minutes: kind === 'delivery' ? rnd.int(30, 120) : kind === 'install' ? rnd.int(60, 180) : rnd.int(15, 60),
        booking_count: rnd.int(0, 400),
        enabled: rnd.chance(0.85),
        created_at: formatTime(endMs - rnd.int(1, 200) * DAY),
      });
    }
  }

  // in-store goods: copies of the merchant's own goods at an in-store price
  for (const store of openStores) {
    const shelf = state.goods.where('merchant_id', store.merchant_id);
    if (shelf.length === 0) continue;
    const n = store.merchant_id === 2 ? 6 : rnd.int(1, 4);
    for (let i = 0; i < n; i++) {
      const g = rnd.pick(shelf);
      const audit = store.merchant_id === 2 && i < 2 ? 'pending' : rnd.weighted([['approved', 75], ['pending', 17], ['rejected', 8]] as const);
      offlineGoods.insert({
        merchant_id: store.merchant_id,
        merchant_name: store.merchant_name,
        store_id: store.id,
        store_name: store.name,
        name: g.name,
        picture: g.picture,
        price: money(Math.max(100, Math.round((cents(g.price) * rnd.int(85, 100)) / 100))),
        stock: rnd.int(0, 300),
        sales: audit === 'approved' ? rnd.int(0, 800) : 0,
        audit_state: audit,
        reject_reason: audit === 'rejected' ? '商品图片与实物不符' : '',
        on_shelf: audit === 'approved' && rnd.chance(0.85),
        created_at: formatTime(waitingSince(endMs - rnd.int(1, 120) * DAY - rnd.int(0, 23) * HOUR, endMs, audit === 'pending')),
      });
    }
  }

  const sellable = offlineGoods.all().filter((g) => g.audit_state === 'approved');
  for (let i = 0; i < 480 && sellable.length > 0; i++) {
    const g = i < 40 ? rnd.pick(sellable.filter((x) => x.merchant_id === 2).concat(sellable).slice(0, 12)) : rnd.pick(sellable);
    const buyer = person();
    const quantity = rnd.int(1, 3);
    const placed = endMs - Math.floor(rnd.next() ** 1.5 * 90 * DAY);
    const status = placed > endMs - 2 * DAY ? 'to_use' : rnd.weighted([['used', 75], ['to_use', 15], ['refunded', 10]] as const);
    const store = offlineStores.get(g.store_id);
    offlineOrders.insert({
      order_no: `MD${formatTime(placed).replace(/\D/g, '').slice(2, 12)}${String(i + 1).padStart(5, '0')}`,
      merchant_id: g.merchant_id,
      merchant_name: g.merchant_name,
      store_id: g.store_id,
      store_name: g.store_name,
      goods_id: g.id,
      goods_name: g.name,
      quantity,
      amount: money(cents(g.price) * quantity),
      buyer_name: buyer.name,
      buyer_mobile: buyer.mobile,
      verify_code: rnd.digits(8),
      verifier: status === 'used' ? (store?.verifiers[0]?.name ?? '') : '',
      status,
      created_at: formatTime(placed),
      used_at: status === 'used' ? formatTime(Math.min(endMs, placed + rnd.int(1, 72) * HOUR)) : null,
    });
  }

  // business circles around the districts that hold stores
  const seen = new Set<string>();
  for (const hub of hubs) {
    const key = `${hub.city}|${hub.district}`;
    if (seen.has(key)) continue;
    seen.add(key);
    businessCircles.insert({
      name: `${hub.district}${rnd.pick(['中心商圈', '万达商圈', '老城商圈', '高铁站商圈', '大学城商圈'])}`,
      province: hub.province,
      city: hub.city,
      district: hub.district,
      landmark: `${rnd.pick(ROADS)}与${rnd.pick(ROADS)}交汇处`,
      radius_km: rnd.int(1, 5),
      enabled: rnd.chance(0.85),
      sort: seen.size,
      created_at: formatTime(endMs - rnd.int(30, 400) * DAY),
    });
  }
}
