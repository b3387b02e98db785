/** Seeded delivery-time change requests and upcoming goods, drawn from the seeded goods. Own PRNG, see variants.ts. */
import { cents, money, Random } from '../random.ts';
import type { MockState } from '../state.ts';
import { formatTime } from '../time.ts';
import { waitingSince } from './causes.ts';

const DAY = 86_400_000;
const REASONS = ['产地直发，物流周期较长', '春节期间工厂放假', '定制商品需要额外生产时间', '仓库搬迁，暂时延长发货', '预售商品，到货后统一发货', '供应商备货周期调整'];

export function seedGoodsRequests(state: MockState, seed: number, end: number): void {
  const rnd = new Random(seed ^ 0x0de1_1e77);
  const goods = state.goods.all().filter((g) => !g.deleted);
  for (let i = 0; i < 48; i++) {
    const g = rnd.pick(goods);
    const status = i < 14 ? 'pending' : rnd.weighted([['approved', 70], ['rejected', 30]] as const);
    const applied = end - rnd.int(1, 60 * 24) * 3600_000;
    const current = rnd.pick([1, 2, 3]);
    state.deliveryChanges.insert({
      merchant_id: g.merchant_id, merchant_name: g.merchant_name, goods_id: g.id, goods_name: g.name, goods_picture: g.picture,
      current_days: current, requested_days: current + rnd.pick([2, 3, 5, 7, 10]), apply_reason: rnd.pick(REASONS), status,
      reject_reason: status === 'rejected' ? '延长时间过长，请与买家沟通后分批发货' : '', created_at: formatTime(waitingSince(applied, end, status === 'pending')),
      reviewed_at: status === 'pending' ? null : formatTime(Math.min(end, applied + rnd.int(1, 48) * 3600_000)),
    });
  }
  for (let i = 0; i < 36; i++) {
    const g = rnd.pick(goods);
    const status = i < 20 ? 'upcoming' : rnd.weighted([['on_sale', 75], ['cancelled', 25]] as const);
    const start = status === 'upcoming' ? end + rnd.int(1, 20) * DAY - (end % DAY) + rnd.pick([10, 12, 20]) * 3600_000 : end - rnd.int(1, 30) * DAY;
    state.upcomingGoods.insert({
      goods_id: g.id, name: g.name, picture: g.picture, merchant_id: g.merchant_id, merchant_name: g.merchant_name, price: g.price,
      presale_price: money(Math.round(cents(g.price) * rnd.pick([0.8, 0.85, 0.9]))), sale_start: formatTime(start),
      reminders: rnd.int(0, 2000), status, created_at: formatTime(Math.min(end, start) - rnd.int(3, 20) * DAY),
    });
  }
}
