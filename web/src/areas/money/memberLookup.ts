/** The member a money form is for, found by the phone number typed (exact match). */
import { useQuery } from '@tanstack/react-query';
import { RESOURCE_ENDPOINTS } from '../../../../contract/index.ts';
import type { ListData } from '../../../../contract/list.ts';
import type { Member } from '../../../../contract/resources/members.ts';
import { mobile as mobileFormat } from '../../../../contract/shell.ts';
import { type Api, isOk } from '../../lib/api.ts';
import { apiKey } from '../../lib/queries.ts';
import { useSettled } from '../../hooks/useSettled.ts';

export async function memberByMobile(api: Api, mobile: string): Promise<Member | undefined> {
  const answer = await api(RESOURCE_ENDPOINTS.members.list, { query: { keyword: mobile, limit: 20 } });
  if (!isOk(answer)) return undefined;
  return (answer.data as ListData<Member>).list.find((m) => m.mobile === mobile);
}

export type MemberLookup = { state: 'idle' } | { state: 'looking' } | { state: 'found'; member: Member } | { state: 'none'; mobile: string };

/** Once the phone typed is a whole phone number, the member it belongs to (looked up after a pause in the typing). */
export function useMemberLookup(api: Api, mobile: string): MemberLookup {
  const whole = mobileFormat.safeParse(mobile).success;
  // the number the typing paused on: only it is asked for
  const settled = useSettled(mobile);
  const ready = whole && settled === mobile;
  const found = useQuery({
    queryKey: [...apiKey(RESOURCE_ENDPOINTS.members.list, { query: { keyword: mobile, limit: 20 } }), 'byMobile'],
    // null: no member has it (a query's data cannot be undefined)
    queryFn: async () => (await memberByMobile(api, mobile)) ?? null,
    enabled: ready,
  });
  if (!whole) return { state: 'idle' };
  if (!ready || found.data === undefined) return { state: 'looking' };
  return found.data ? { state: 'found', member: found.data } : { state: 'none', mobile };
}
