/**
 * Seeded demo data of the members screens (after the core tables: members, merchants, goods, orders). Drawn from a
 * PRNG of its own, so the other areas' seeded data is unchanged by anything here. Adds members too: `REFERRAL_HUB`
 * gets 5,000 direct referrals (the referral tree's large node), and the first of them referrals of their own.
 */
import type { Member } from '../../../contract/resources/members.ts';
import { DEFAULT_SERVICE_OFFICER_SETTING, SERVICE_OFFICER_SETTING_KEY } from '../../../contract/resources/members/serviceOfficers.ts';
import { allDistricts } from '../../areas.ts';
import { Random } from '../../random.ts';
import type { MockState } from '../../state.ts';
import { formatTime } from '../../time.ts';
import { postLedger } from '../../resources/members.ts';
import { growthFor } from '../causes.ts';
import { ROADS } from '../words.ts';
import { seedProgrammes } from './programmes.ts';
import { seedPromoters, seedServiceOfficers, seedTradeUnion } from './people.ts';

/** The member with 5,000 direct referrals (docs/screens.md, "Members, promoters, service officers, trade union"). */
export const REFERRAL_HUB = 8;
export const HUB_REFERRALS = 5000;
/** The first of the hub's new referrals each bring this many of their own, so the tree has a third level. */
const SECOND_LEVEL = { parents: 20, each: 10 };

const DAY = 86_400_000;
const SURNAMES = ['王', '李', '张', '刘', '陈', '杨', '黄', '赵', '吴', '周', '徐', '孙', '马', '朱', '胡', '郭', '何', '林', '罗', '高'];
const GIVEN = ['伟', '芳', '娜', '秀英', '敏', '静', '丽', '强', '磊', '军', '洋', '勇', '艳', '杰', '娟', '涛', '明', '超', '秀兰', '霞', '平', '刚', '桂英', '玉兰', '浩然', '子涵', '欣怡', '梓萱', '宇轩', '思远'];

export function seedMembers(state: MockState, seed: number, endMs: number): void {
  const rnd = new Random(seed + 6_000_011);
  // programme rows and applications draw from the members seeded with orders and ledgers, not the hub's referrals
  const core = [...state.members.all()];
  seedReferrals(state, rnd, endMs);
  seedReferralGrowth(state, core.length, new Random(seed ^ 0x6e0_7e1));
  seedAddresses(state, rnd, endMs);
  seedProgrammes(state, rnd, core, endMs);
  seedPromoters(state, rnd, core, endMs);
  seedServiceOfficers(state, rnd, core, endMs);
  seedTradeUnion(state, rnd, core, endMs);
}

/** Default config keys of the members settings screens. */
export function membersConfig(): Record<string, unknown> {
  return { [SERVICE_OFFICER_SETTING_KEY]: structuredClone(DEFAULT_SERVICE_OFFICER_SETTING) };
}

function seedReferrals(state: MockState, rnd: Random, endMs: number): void {
  const hub = state.members.get(REFERRAL_HUB);
  if (!hub) return;
  const districts = allDistricts();
  const add = (referrer: Member): Member => {
    const p = rnd.pick(districts);
    const id = state.members.nextId;
    const name = `${rnd.pick(SURNAMES)}${rnd.pick(GIVEN)}`;
    return state.members.insert({
      id, nickname: `${name}${rnd.int(1, 99)}`, name, mobile: `1${rnd.pick(['3', '5', '7', '8', '9'])}${rnd.digits(9)}`,
      avatar: `/api/v2/common/files/seed/avatar/m${id}.png`, vip_level: rnd.weighted([[0, 55], [1, 30], [2, 10], [3, 4], [4, 1]] as const),
      referrer_id: referrer.id, referrer_name: referrer.name, balance: '0.00', points: 0, contribution: '0.00', growth: 0,
      status: 'normal', province: p.province, city: p.city, created_at: formatTime(endMs - rnd.int(1, 300) * DAY + rnd.int(0, DAY - 1)),
    });
  };
  const children = Array.from({ length: HUB_REFERRALS }, () => add(hub));
  for (const parent of children.slice(0, SECOND_LEVEL.parents)) for (let k = 0; k < SECOND_LEVEL.each; k++) add(parent);
}

/**
 * The hub's referrals hold the growth value their drawn level needs (causes.ts), opened on registering. A stream of
 * its own, so the members area's other draws stay as they were.
 */
function seedReferralGrowth(state: MockState, coreCount: number, rnd: Random): void {
  for (const m of state.members.all().slice(coreCount)) {
    postLedger(state, m, { asset: 'growth', type: 'opening', amountCents: growthFor(state.config, m.vip_level, rnd.next()) * 100, remark: '期初成长值', at: m.created_at });
  }
}

function seedAddresses(state: MockState, rnd: Random, endMs: number): void {
  const districts = allDistricts();
  for (const m of state.members.all()) {
    const count = rnd.weighted([[1, 55], [2, 30], [3, 15]] as const);
    for (let k = 0; k < count; k++) {
      const p = rnd.pick(districts);
      const other = k > 0 && rnd.chance(0.4);
      state.membersArea.memberAddresses.insert({
        member_id: m.id, receiver: other ? `${rnd.pick(SURNAMES)}${rnd.pick(GIVEN)}` : m.name, mobile: other ? `1${rnd.pick(['3', '5', '8'])}${rnd.digits(9)}` : m.mobile,
        province: p.province, city: p.city, district: p.district,
        address: `${rnd.pick(ROADS)}${rnd.int(1, 999)}号${rnd.int(1, 30)}栋${rnd.int(1, 30)}0${rnd.int(1, 9)}室`, is_default: k === 0,
        created_at: formatTime(endMs - rnd.int(1, 600) * DAY),
      });
    }
  }
}
