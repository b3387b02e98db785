/** Finding the member a money operation is for, and refusing the ones whose assets must not move. */
import type { Member } from '../../../contract/resources/members.ts';
import { Fail, MESSAGES } from '../../messages.ts';
import type { MockState } from '../../state.ts';

/** Members by phone number, built once per call (an import looks up thousands of rows). */
export function membersByMobile(state: MockState): Map<string, Member> {
  return new Map(state.members.all().map((m) => [m.mobile, m]));
}

/** The member with this phone, who must not be frozen. */
export function activeMemberByMobile(index: Map<string, Member>, mobile: string): Member {
  const member = index.get(mobile);
  if (!member) throw new Fail(MESSAGES.memberMobileUnknown, { mobile });
  if (member.status === 'frozen') throw new Fail(MESSAGES.memberFrozen);
  return member;
}

export function memberOf(state: MockState, id: number): Member {
  const member = state.members.get(id);
  if (!member) throw new Fail(MESSAGES.recordNotFound, { resource: { zh: '会员', en: 'Member' }, id });
  return member;
}

/** A running number: prefix, the day, and the row id (unique because ids are). */
export function serialNo(prefix: string, time: string, id: number): string {
  return `${prefix}${time.slice(0, 10).replace(/-/g, '')}${String(id).padStart(6, '0')}`;
}
