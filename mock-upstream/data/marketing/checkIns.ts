/** Seeded sign-in package orders (platform and store ones) and the check-ins of every kind. */
import type { CheckIn, SigninOrder } from '../../../contract/resources/marketing/checkIn.ts';
import { money, type Random } from '../../random.ts';
import type { MockState } from '../../state.ts';
import { formatTime } from '../../time.ts';
import { DAY, memberOf, pastTime, poolsOf } from './pick.ts';

/** Days, price and reward of each package (cents). */
export const PACKAGES: Record<SigninOrder['package'], { days: number; price: number; reward: number }> = {
  d21: { days: 21, price: 2100, reward: 2100 },
  d30: { days: 30, price: 9900, reward: 10900 },
  d100: { days: 100, price: 29900, reward: 35900 },
};
const COURSES = ['理财入门', '健康饮食', '家庭收纳', '亲子阅读', '营养搭配', '短视频运营'];
const PLACES = ['人民广场', '滨江公园', '中心书城', '社区活动中心', '体育馆', '湿地公园'];

export function seedCheckIns(state: MockState, rnd: Random, endMs: number): void {
  const { members, shops } = poolsOf(state);
  const stores = shops.slice(0, 12);
  for (const atStore of [false, true]) {
    const table = atStore ? state.marketing.storeSigninOrders : state.marketing.signinOrders;
    for (let i = 0; i < (atStore ? 140 : 220); i++) {
      const pkg = rnd.pick(['d21', 'd21', 'd30', 'd30', 'd100'] as const);
      const terms = PACKAGES[pkg];
      const createdMs = endMs - rnd.int(0, 89) * DAY - rnd.int(60, 86_000) * 1000;
      const elapsed = Math.floor((endMs - createdMs) / DAY);
      const status = elapsed >= terms.days ? rnd.weighted([['completed', 70], ['failed', 20], ['refunded', 10]] as const) : rnd.weighted([['in_progress', 85], ['refunded', 15]] as const);
      const store = atStore ? rnd.pick(stores) : null;
      table.insert({
        order_no: `QD${formatTime(createdMs).replace(/\D/g, '').slice(2, 12)}${rnd.digits(4)}`,
        ...memberOf(rnd.pick(members)),
        package: pkg, store_id: store?.id ?? null, store_name: store?.name ?? '',
        amount: money(terms.price), days_total: terms.days,
        days_done: status === 'completed' ? terms.days : Math.min(terms.days - 1, rnd.int(0, elapsed)),
        reward: money(terms.reward), status, created_at: formatTime(createdMs),
      });
    }
  }
  const kinds: CheckIn['kind'][] = ['daily', 'daily', 'daily', 'store', 'store', 'study', 'consume', 'consume'];
  for (let i = 0; i < 900; i++) {
    const kind = kinds[i % kinds.length];
    const member = rnd.pick(members);
    const created = pastTime(rnd, endMs, 45);
    const reviewed = kind === 'daily' || kind === 'store';
    // the newest reviewed check-ins still wait for a decision
    const status = reviewed && created > formatTime(endMs - 2 * DAY) ? 'pending' : rnd.chance(0.9) ? 'approved' : 'rejected';
    const store = kind === 'store' ? rnd.pick(stores) : null;
    const orderCents = kind === 'consume' ? rnd.int(2900, 60000) : 0;
    state.marketing.checkIns.insert({
      kind, ...memberOf(member),
      store_id: store?.id ?? null, store_name: store?.name ?? '',
      photo: kind === 'daily' || kind === 'store' ? `/api/v2/common/files/seed/avatar/m${member.id}.png` : null,
      location: kind === 'store' ? `${store?.city ?? ''}${store?.name ?? ''}` : kind === 'daily' ? `${member.city}${rnd.pick(PLACES)}` : '',
      course: kind === 'study' ? rnd.pick(COURSES) : '', minutes: kind === 'study' ? rnd.int(10, 90) : 0,
      order_no: kind === 'consume' ? `DD${created.replace(/\D/g, '').slice(2, 12)}${rnd.digits(4)}` : '',
      order_amount: money(orderCents),
      streak: rnd.int(1, 30), reward_points: status === 'rejected' ? 0 : rnd.pick([5, 10, 10, 20]),
      status: status === 'pending' && !reviewed ? 'approved' : status,
      reason: status === 'rejected' ? '照片与打卡地点不符' : '',
      created_at: created, reviewed_at: status === 'pending' ? null : created,
    });
  }
}
