/**
 * The zone and order-type variants of the seed: after the bulk seed, part of the regular goods and orders move to the
 * other zones and types, and every zoned goods and typed order gets its own fields (instalment periods, wholesale
 * tiers, live room, group state, next due date...). A separate PRNG keeps the bulk seed unchanged.
 */
import { GOODS_ZONE, type Goods, ZONE_FIELDS, type ZoneInfo } from '../../contract/resources/goods.ts';
import type { Order } from '../../contract/resources/orders.ts';
import { ORDER_TYPE, ORDER_TYPE_FIELDS, type OrderType, type OrderTypeInfo } from '../../contract/resources/orderTypes.ts';
import { cents, money, Random } from '../random.ts';
import type { MockState } from '../state.ts';
import { formatTime } from '../time.ts';
import { NICK_WORDS } from './words.ts';

const DAY = 86_400_000;
/** Zones and types the bulk seed does not draw. */
const NEW_ZONES = GOODS_ZONE.values.filter((z) => !['normal', 'promotion', 'welfare', 'gogo', 'wholesale', 'instalment', 'poverty', 'live', 'new_people'].includes(z));
const NEW_TYPES = ORDER_TYPE.values.filter((t) => !['normal', 'group', 'seckill', 'promotion', 'instalment', 'shegou', 'gratis', 'store'].includes(t));
const LIVE_ROOMS = ['鸿福直播间', '好物严选直播间', '产地直发直播间', '源头工厂直播间', '家居好物直播间'];
const ACTIVITIES = ['618年中大促', '双11狂欢节', '年货节', '春季焕新', '会员日特惠'];
const SUPPLIERS = ['云南高原农业合作社', '赣南脐橙合作社', '义乌小商品供应链', '潮汕食品厂', '东北大米产业园'];

export function seedVariants(state: MockState, seed: number, endMs: number): void {
  const rnd = new Random(seed ^ 0x5eed_1234);
  for (const g of state.goods.all()) {
    const zone = g.zone === 'normal' && rnd.chance(0.45) ? rnd.pick(NEW_ZONES) : g.zone;
    state.goods.update(g, { zone, zone_info: zoneInfoOf(zone, g, rnd, endMs) });
  }
  for (const o of state.orders.all()) {
    const type = o.type === 'normal' && rnd.chance(0.55) ? rnd.pick(NEW_TYPES) : o.type;
    state.orders.update(o, { type, type_info: typeInfoOf(type, o, rnd, endMs) });
  }
}

function zoneInfoOf(zone: Goods['zone'], g: Goods, rnd: Random, end: number): ZoneInfo {
  const info: ZoneInfo = {};
  const price = cents(g.price);
  for (const field of ZONE_FIELDS[zone] ?? []) {
    switch (field) {
      case 'periods':
        info.periods = rnd.pick([3, 6, 12, 24]);
        break;
      case 'down_payment':
        info.down_payment = money(Math.round((price * rnd.pick([10, 20, 30])) / 100));
        break;
      case 'tiers':
        info.tiers = [10, 50, 200].map((q, i) => ({ min_quantity: q, price: money(Math.round(price * (0.9 - i * 0.08))) }));
        break;
      case 'min_quantity':
        info.min_quantity = rnd.pick([10, 20, 50, 100]);
        break;
      case 'live_room':
        info.live_room = rnd.pick(LIVE_ROOMS);
        break;
      case 'live_start': {
        const start = end + rnd.int(-10, 10) * DAY + rnd.pick([10, 14, 19, 20]) * 3600_000 - (end % DAY);
        info.live_start = formatTime(start);
        info.live_end = formatTime(start + rnd.pick([2, 3, 4]) * 3600_000);
        break;
      }
      case 'queue_length':
        info.queue_length = rnd.int(0, 300);
        break;
      case 'free_every':
        info.free_every = rnd.pick([5, 10, 20]);
        break;
      case 'rebate_percent':
        info.rebate_percent = rnd.pick([5, 10, 20, 50, 100]);
        break;
      case 'rebate_months':
        info.rebate_months = rnd.pick([6, 12, 24]);
        break;
      case 'points_price':
        info.points_price = Math.round(price / 10);
        break;
      case 'activity_name': {
        info.activity_name = rnd.pick(ACTIVITIES);
        const start = end - rnd.int(0, 20) * DAY;
        info.activity_start = formatTime(start - (start % DAY));
        info.activity_end = formatTime(start - (start % DAY) + rnd.pick([7, 14, 30]) * DAY - 1000);
        break;
      }
      case 'superlink_url':
        info.superlink_url = `https://s.example.com/l/${g.id.toString(36)}${rnd.digits(4)}`;
        break;
      case 'limit_per_user':
        info.limit_per_user = rnd.pick([1, 2, 5]);
        break;
      case 'supplier':
        info.supplier = rnd.pick(SUPPLIERS);
        break;
      default:
        break;
    }
  }
  return info;
}

function typeInfoOf(type: OrderType, o: Order, rnd: Random, end: number): OrderTypeInfo {
  const info: OrderTypeInfo = {};
  const total = cents(o.total);
  const paid = o.paid_at !== null;
  for (const field of ORDER_TYPE_FIELDS[type] ?? []) {
    switch (field) {
      case 'group_state': {
        // a group still forming has shipped nothing (docs/screens.md, "Order actions by type and state"): an order shipped or
        // completed is of a formed group
        const drawn = o.status === 'closed' ? 'failed' : !paid ? 'forming' : rnd.chance(0.85) ? 'formed' : 'forming';
        info.group_state = drawn === 'forming' && (o.status === 'shipped' || o.status === 'completed') ? 'formed' : drawn;
        break;
      }
      case 'group_size': {
        info.group_size = rnd.pick([2, 3, 5]);
        const joined = info.group_state === 'formed' ? info.group_size : rnd.int(1, info.group_size - 1);
        info.group_members = [o.buyer_name, ...Array.from({ length: joined - 1 }, () => `${rnd.pick(NICK_WORDS)}${rnd.pick(NICK_WORDS)}`)];
        break;
      }
      case 'seckill_session':
        info.seckill_session = `${o.created_at.slice(0, 10)} ${rnd.pick(['10:00', '14:00', '20:00'])}`;
        break;
      case 'periods_total': {
        info.periods_total = rnd.pick([3, 6, 12]);
        info.periods_paid = paid ? Math.min(info.periods_total, 1 + Math.floor((end - Date.parse(`${o.created_at.replace(' ', 'T')}+08:00`)) / (30 * DAY))) : 0;
        break;
      }
      case 'next_due': {
        const settled = info.periods_total !== undefined && info.periods_paid === info.periods_total;
        info.next_due = !paid || settled || info.repay_state === 'settled' ? null : formatTime(end + rnd.int(1, 30) * DAY - (end % DAY));
        break;
      }
      case 'credit_amount':
        info.credit_amount = money(total);
        info.repay_state = !paid ? 'repaying' : rnd.weighted([['repaying', 60], ['settled', 30], ['overdue', 10]] as const);
        break;
      case 'queue_position':
        info.queue_position = rnd.int(1, 300);
        break;
      case 'rebate_amount':
        info.rebate_amount = money(Math.round((total * rnd.pick([10, 20, 50, 100])) / 100));
        break;
      case 'rebate_state':
        info.rebate_state = o.status === 'completed' ? rnd.weighted([['returning', 50], ['done', 40], ['pending', 10]] as const) : 'pending';
        break;
      case 'shares':
        info.shares = rnd.pick([100, 200, 500, 1000]);
        break;
      case 'points_used':
        info.points_used = Math.round(total / 10);
        break;
      case 'activity_name':
        info.activity_name = rnd.pick(ACTIVITIES);
        break;
      default:
        break;
    }
  }
  return info;
}
