/** Seeded group-buy campaigns and flash sales over goods on sale; their phase follows their times. */
import type { ACTIVITY_STATUS } from '../../../contract/resources/marketing/activities.ts';
import { cents, money, type Random } from '../../random.ts';
import type { MockState } from '../../state.ts';
import { dayEndMs, dayStartMs, formatTime } from '../../time.ts';
import { madeBy } from '../causes.ts';
import { DAY, poolsOf } from './pick.ts';

type Phase = (typeof ACTIVITY_STATUS.values)[number];

/** The phase a campaign is in at `nowMs` unless stopped. */
export function phaseAt(startAt: string, endAt: string, now: string): Phase {
  if (now < startAt) return 'upcoming';
  return now > endAt ? 'ended' : 'running';
}

const SESSIONS = ['10:00', '14:00', '20:00'];

export function seedActivities(state: MockState, rnd: Random, endMs: number): void {
  const { goods } = poolsOf(state);
  const now = formatTime(endMs);
  for (let i = 0; i < 32; i++) {
    const g = goods[(i * 7) % goods.length];
    const start = dayStartMs(endMs + rnd.int(-40, 10) * DAY);
    const end = dayEndMs(start + rnd.pick([3, 7, 14, 30]) * DAY);
    const startAt = formatTime(start);
    const endAt = formatTime(end);
    const phase = phaseAt(startAt, endAt, now);
    const done = phase === 'upcoming' ? 0 : rnd.int(0, 120);
    state.marketing.groupBuys.insert({
      goods_id: g.id, goods_name: g.name, goods_picture: g.picture, merchant_name: g.merchant_name, price: g.price,
      group_price: money(Math.round(cents(g.price) * rnd.pick([0.6, 0.7, 0.75, 0.8, 0.85]))),
      group_size: rnd.pick([2, 2, 3, 3, 5, 10]),
      slot_start: rnd.pick(['00:00', '08:00', '10:00']), slot_end: rnd.pick(['22:00', '23:59']),
      start_at: startAt, end_at: endAt,
      stock: rnd.pick([50, 100, 200, 500]),
      groups_open: phase === 'running' ? rnd.int(0, 30) : 0,
      groups_done: done,
      status: phase !== 'ended' && rnd.chance(0.1) ? 'stopped' : phase,
      created_at: formatTime(madeBy(start - rnd.int(1, 5) * DAY, endMs, i)),
    });
  }
  for (let i = 0; i < 32; i++) {
    const g = goods[(i * 11 + 3) % goods.length];
    const start = endMs + rnd.int(-30, 7) * DAY;
    const session = rnd.pick(SESSIONS);
    const startAt = `${formatTime(start).slice(0, 10)} ${session}:00`;
    const endAt = formatTime(Date.parse(`${startAt.replace(' ', 'T')}+08:00`) + rnd.pick([1, 1, 2, 3]) * DAY - 1000);
    const phase = phaseAt(startAt, endAt, now);
    const stock = rnd.pick([20, 50, 100, 300]);
    state.marketing.flashSales.insert({
      goods_id: g.id, goods_name: g.name, goods_picture: g.picture, merchant_name: g.merchant_name, price: g.price,
      sale_price: money(Math.round(cents(g.price) * rnd.pick([0.5, 0.6, 0.7, 0.8]))),
      session, start_at: startAt, end_at: endAt, stock,
      sold: phase === 'upcoming' ? 0 : rnd.int(0, stock),
      limit_per_member: rnd.pick([1, 1, 2, 3]),
      status: phase !== 'ended' && rnd.chance(0.1) ? 'stopped' : phase,
      created_at: formatTime(madeBy(start - rnd.int(1, 5) * DAY, endMs, i)),
    });
  }
}
