/** Helpers of the members seed: a member as the fields its rows repeat, a sample of members. */
import type { Member } from '../../../contract/resources/members.ts';
import type { Random } from '../../random.ts';

/** The member fields every members-area row repeats. */
export function memberRefOf(m: Member) {
  return { member_id: m.id, member_name: m.name, mobile: m.mobile, avatar: m.avatar, vip_level: m.vip_level };
}

/** `n` distinct members of the pool. */
export function sample(rnd: Random, pool: readonly Member[], n: number): Member[] {
  const picked = new Set<Member>();
  while (picked.size < Math.min(n, pool.length)) picked.add(rnd.pick(pool));
  return [...picked];
}
