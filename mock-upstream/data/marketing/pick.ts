/** What the marketing seed draws from the core tables: members, goods on sale, approved shops; and times. */
import type { Goods } from '../../../contract/resources/goods.ts';
import type { Member } from '../../../contract/resources/members.ts';
import type { Merchant } from '../../../contract/resources/merchants.ts';
import type { Random } from '../../random.ts';
import type { MockState } from '../../state.ts';
import { formatTime } from '../../time.ts';

export const DAY = 86_400_000;

export interface Pools {
  members: Member[];
  goods: Goods[];
  shops: Merchant[];
}

/** The first 400 members and on-sale goods are plenty for campaigns and records, at any scale. */
export function poolsOf(state: MockState): Pools {
  return {
    members: state.members.all().slice(0, 400),
    goods: state.goods.all().filter((g) => !g.deleted && g.on_shelf).slice(0, 400),
    shops: state.merchants.all().filter((m) => m.status === 'approved'),
  };
}

/** A time within the last `days` days before `endMs`. */
export function pastTime(rnd: Random, endMs: number, days: number): string {
  return formatTime(endMs - rnd.int(60, days * 86_400) * 1000);
}

export function memberOf(m: Member) {
  return { member_id: m.id, member_name: m.name, member_mobile: m.mobile };
}
