/** The member a money form is for, found by the phone number typed (exact match). */
import { useEffect, useState } from 'react';
import { RESOURCE_ENDPOINTS } from '../../../../contract/index.ts';
import type { ListData } from '../../../../contract/list.ts';
import type { Member } from '../../../../contract/resources/members.ts';
import { mobile as mobileFormat } from '../../../../contract/shell.ts';
import { type Api, isOk } from '../../lib/api.ts';

export async function memberByMobile(api: Api, mobile: string): Promise<Member | undefined> {
  const answer = await api(RESOURCE_ENDPOINTS.members.list, { query: { keyword: mobile, limit: 20 } });
  if (!isOk(answer)) return undefined;
  return (answer.data as ListData<Member>).list.find((m) => m.mobile === mobile);
}

export type MemberLookup = { state: 'idle' } | { state: 'looking' } | { state: 'found'; member: Member } | { state: 'none'; mobile: string };

/** Once the phone typed is a whole phone number, the member it belongs to (looked up after a pause in the typing). */
export function useMemberLookup(api: Api, mobile: string): MemberLookup {
  const [lookup, setLookup] = useState<MemberLookup>({ state: 'idle' });
  useEffect(() => {
    if (!mobileFormat.safeParse(mobile).success) {
      setLookup({ state: 'idle' });
      return;
    }
    let live = true;
    setLookup({ state: 'looking' });
    const timer = setTimeout(() => {
      void memberByMobile(api, mobile).then((member) => {
        if (live) setLookup(member ? { state: 'found', member } : { state: 'none', mobile });
      });
    }, 250);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [api, mobile]);
  return lookup;
}
