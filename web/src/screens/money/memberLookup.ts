/** The member a money form is for, found by the phone number typed (exact match). */
import { RESOURCE_ENDPOINTS } from '../../../../contract/index.ts';
import type { ListData } from '../../../../contract/list.ts';
import type { Member } from '../../../../contract/resources/members.ts';
import { type Api, isOk } from '../../lib/api.ts';

export async function memberByMobile(api: Api, mobile: string): Promise<Member | undefined> {
  const answer = await api(RESOURCE_ENDPOINTS.members.list, { query: { keyword: mobile, limit: 20 } });
  if (!isOk(answer)) return undefined;
  return (answer.data as ListData<Member>).list.find((m) => m.mobile === mobile);
}
