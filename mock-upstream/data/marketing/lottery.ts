/** Seeded lottery campaigns with prizes adding up to 100 %, their draws, and merchants' marketing applications. */
import type { Prize } from '../../../contract/resources/marketing/lottery.ts';
import { money, type Random } from '../../random.ts';
import type { MockState } from '../../state.ts';
import { dayEndMs, dayStartMs, formatTime, parseTime } from '../../time.ts';
import { byNow, madeBy, registeredBy, waitingSince } from '../causes.ts';
import { DAY, memberOf, poolsOf } from './pick.ts';

const PRIZE_SETS: Prize[][] = [
  [
    { name: '蓝牙耳机', kind: 'physical', probability: 1, stock: 20, points: 0 },
    { name: '100积分', kind: 'points', probability: 19, stock: 5000, points: 100 },
    { name: '满50减10券', kind: 'coupon', probability: 30, stock: 2000, points: 0 },
    { name: '谢谢参与', kind: 'none', probability: 50, stock: 0, points: 0 },
  ],
  [
    { name: '智能手环', kind: 'physical', probability: 0.5, stock: 10, points: 0 },
    { name: '保温杯', kind: 'physical', probability: 4.5, stock: 100, points: 0 },
    { name: '50积分', kind: 'points', probability: 25, stock: 10000, points: 50 },
    { name: '谢谢参与', kind: 'none', probability: 70, stock: 0, points: 0 },
  ],
  [
    { name: '电饭煲', kind: 'physical', probability: 0.2, stock: 5, points: 0 },
    { name: '抽纸一箱', kind: 'physical', probability: 9.8, stock: 300, points: 0 },
    { name: '9折券', kind: 'coupon', probability: 40, stock: 5000, points: 0 },
    { name: '谢谢参与', kind: 'none', probability: 50, stock: 0, points: 0 },
  ],
];
const NAMES = ['新春幸运大转盘', '周年庆抽大奖', '会员日积分抽奖', '签到幸运抽', 'D积分惊喜抽奖', '夏日好礼转转转', '双十一预热抽奖', '好物九宫格', '感恩回馈抽奖', '开工大吉抽奖'];
const COURIERS = ['顺丰速运', '中通快递', '圆通速递', '韵达快递'];
const SHOP_TITLES = ['进店抽好礼', '满199减30', '买一送一', '周末满减', '新品试用赠送', '会员专享抽奖'];

export function seedLottery(state: MockState, rnd: Random, endMs: number): void {
  const { members, shops } = poolsOf(state);
  const now = formatTime(endMs);
  const lotteries = NAMES.map((name, i) => {
    const start = endMs + rnd.int(-60, 5) * DAY;
    const end = start + rnd.pick([7, 14, 30, 60]) * DAY;
    const startAt = formatTime(start);
    const endAt = formatTime(end);
    return state.marketing.lotteries.insert({
      name,
      currency: i === 4 || i % 4 === 3 ? 'd_score' : 'points',
      draw_cost: rnd.pick([10, 20, 50, 100]),
      daily_limit: rnd.pick([1, 3, 5]),
      start_at: startAt,
      end_at: endAt,
      prizes: structuredClone(PRIZE_SETS[i % PRIZE_SETS.length]),
      draws: 0,
      winners: 0,
      status: startAt > now ? 'draft' : endAt < now ? 'ended' : 'running',
      created_at: formatTime(madeBy(start - rnd.int(1, 10) * DAY, endMs, i)),
    });
  });
  // one starting this very moment has had no draws yet
  const started = lotteries.filter((l) => l.status !== 'draft' && l.start_at < now);
  const playerBy = registeredBy(members);
  for (let i = 0; i < 420; i++) {
    const lottery = rnd.pick(started);
    const prize = rnd.weighted(lottery.prizes.map((p) => [p, p.probability] as const));
    // drawn while the lottery ran, by a member registered by then
    const from = parseTime(lottery.start_at);
    const to = Math.min(endMs, parseTime(lottery.end_at));
    const drawn = rnd.pick(members);
    const created = formatTime(to - rnd.int(60, Math.max(60, Math.floor((to - from) / 1000))) * 1000);
    const member = playerBy(created, drawn) ?? drawn;
    const physical = prize.kind === 'physical';
    const delivery = physical ? rnd.weighted([['to_ship', 40], ['shipped', 35], ['received', 25]] as const) : 'none';
    state.marketing.draws.insert({
      draw_no: `LT${created.replace(/\D/g, '').slice(2, 12)}${rnd.digits(4)}`,
      lottery_id: lottery.id,
      lottery_name: lottery.name,
      ...memberOf(member),
      currency: lottery.currency,
      cost: lottery.draw_cost,
      prize_name: prize.name,
      prize_kind: prize.kind,
      won: prize.kind !== 'none',
      delivery_state: delivery,
      address: physical ? `${member.province}${member.city}人民路${rnd.int(1, 300)}号` : '',
      courier: delivery === 'shipped' || delivery === 'received' ? rnd.pick(COURIERS) : '',
      tracking_no: delivery === 'shipped' || delivery === 'received' ? `SF${rnd.digits(12)}` : '',
      created_at: created,
      shipped_at: delivery === 'shipped' || delivery === 'received' ? created : null,
    });
    state.marketing.lotteries.update(lottery, { draws: lottery.draws + 1, winners: lottery.winners + (prize.kind === 'none' ? 0 : 1) });
  }
  for (let i = 0; i < 30; i++) {
    const shop = rnd.pick(shops);
    const status = i < 9 ? 'pending' : rnd.weighted([['approved', 75], ['rejected', 25]] as const);
    const created = waitingSince(endMs - rnd.int(1, 40) * DAY, endMs, status === 'pending');
    const start = dayStartMs(created + rnd.int(2, 10) * DAY);
    state.marketing.shopMarketing.insert({
      merchant_id: shop.id,
      merchant_name: shop.name,
      kind: rnd.pick(['lottery', 'full_reduction', 'gift'] as const),
      title: `${shop.name.slice(0, 4)}${rnd.pick(SHOP_TITLES)}`,
      budget: money(rnd.pick([50000, 100000, 200000, 500000])),
      start_at: formatTime(start),
      end_at: formatTime(dayEndMs(start + rnd.pick([3, 7, 15]) * DAY)),
      description: '活动期间进店消费即可参与，奖品由商家提供并负责发货。',
      status,
      reason: status === 'rejected' ? '活动奖品说明不完整，请补充奖品价值与数量' : '',
      created_at: formatTime(created),
      reviewed_at: status === 'pending' ? null : formatTime(byNow(created, created + rnd.int(1, 48) * 3_600_000, endMs)),
    });
  }
}
