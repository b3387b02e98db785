/** The members area's resources on a real mock: the referral tree by levels, programmes, promoters, officers, union. */
import t, { type Test } from 'tap';
import { RESOURCE_ENDPOINTS } from '../../contract/index.ts';
import type { ListData } from '../../contract/list.ts';
import { membersResources } from '../../contract/resources/members/index.ts';
import type { ReferralNode } from '../../contract/resources/members/relations.ts';
import { HUB_REFERRALS, REFERRAL_HUB } from '../../mock-upstream/data/members/index.ts';
import { type Answer, startMock } from './helpers.ts';

const mock = await startMock();
t.teardown(() => mock.close());
const admin = await mock.login('admin');
const get = <T>(path: string, token = admin) => mock.call<T>('GET', path, { token });
const put = <T>(path: string, body: unknown = {}, token = admin, lang?: string) => mock.call<T>('PUT', path, { token, body, lang });
const post = <T>(path: string, body: unknown, token = admin) => mock.call<T>('POST', path, { token, body });
const ok = <T>(t: Test, a: Answer<T>, what: string): T => {
  t.equal(a.status, 0, `${what}: ${a.error ?? 'ok'}`);
  return a.data;
};

t.test("every members resource answers lists and records in the contract's shapes, with rows", async (t) => {
  for (const name of Object.keys(membersResources) as (keyof typeof membersResources)[]) {
    const endpoints = RESOURCE_ENDPOINTS[name];
    const list = ok(t, await get<ListData<{ id: number }>>(`${endpoints.list.path}?limit=5`), `${name} list`);
    const parsed = endpoints.list.response.safeParse(list);
    t.ok(parsed.success, `${name} list matches the contract ${parsed.error?.message ?? ''}`);
    t.ok(list.total > 0, `${name} has seeded rows`);
    const one = endpoints.get.response.safeParse(ok(t, await get(`${endpoints.list.path}/${list.list[0].id}`), `${name} record`));
    t.ok(one.success, `${name} record matches the contract ${one.error?.message ?? ''}`);
  }
});

t.test('the referral tree: one level per call, each node with its direct-referral count', async (t) => {
  const hub = ok(t, await get<ReferralNode>(`/api/v2/seller/member_referrals/${REFERRAL_HUB}`), 'hub');
  t.ok(hub.referral_count >= HUB_REFERRALS, `the hub has ${hub.referral_count} direct referrals`);
  const first = ok(t, await get<ListData<ReferralNode>>(`/api/v2/seller/member_referrals?referrer_id=${REFERRAL_HUB}&limit=100`), 'first page');
  t.equal(first.total, hub.referral_count, 'the level total is the node count');
  t.equal(first.list.length, 100, 'one page of 100');
  t.ok(first.list.every((n) => n.referrer_id === REFERRAL_HUB), 'only direct referrals');
  const second = ok(t, await get<ListData<ReferralNode>>(`/api/v2/seller/member_referrals?referrer_id=${REFERRAL_HUB}&limit=100&page=2`), 'page 2');
  t.notOk(second.list.some((n) => first.list.some((f) => f.id === n.id)), 'pages do not overlap');
  const parent = [...first.list, ...second.list].find((n) => n.referral_count > 0);
  t.ok(parent, 'some child has referrals of its own');
  if (parent) {
    const level = ok(t, await get<ListData<ReferralNode>>(`/api/v2/seller/member_referrals?referrer_id=${parent.id}`), 'third level');
    t.equal(level.total, parent.referral_count, 'a child expands to its own count');
  }
  const operator = await mock.login('operator');
  t.equal((await get(`/api/v2/seller/member_referrals?referrer_id=${REFERRAL_HUB}`, operator)).status, 0, 'the operator holds memberList_relational');
  t.equal((await get('/api/v2/seller/member_addresses', operator)).error, '无权限', 'but not the detail label');
});

t.test('addresses: every member has one default', async (t) => {
  const list = ok(t, await get<ListData<{ member_id: number; is_default: boolean }>>('/api/v2/seller/member_addresses?member_id=5&limit=10'), 'addresses');
  t.ok(list.total >= 1 && list.list.every((a) => a.member_id === 5), 'filtered by member');
  t.equal(list.list.filter((a) => a.is_default).length, 1, 'one default');
});

t.test('credit programmes: a line never below what is used; unfreezing returns to the state of the bills', async (t) => {
  type Credit = { id: number; credit_limit: string; credit_used: string; credit_available: string; credit_state: string };
  const used = ok(t, await get<ListData<Credit>>('/api/v2/seller/shegou_vips?credit_used_min=1&tab=due&credit_state=due&limit=1'), 'due').list[0];
  const refused = await put(`/api/v2/seller/shegou_vips/${used.id}/set_limit`, { credit_limit: '0.00' }, admin, 'en');
  t.match(refused.error, /cannot be below the credit used/, 'refused in English');
  const raised = ok(t, await put<Credit>(`/api/v2/seller/shegou_vips/${used.id}/set_limit`, { credit_limit: '99999.00' }), 'raise');
  t.equal(raised.credit_available, (Math.round(9999900 - Number(used.credit_used) * 100) / 100).toFixed(2), 'available = line - used');
  ok(t, await put(`/api/v2/seller/shegou_vips/${used.id}/freeze_credit`), 'freeze');
  const back = ok(t, await put<Credit>(`/api/v2/seller/shegou_vips/${used.id}/unfreeze_credit`), 'unfreeze');
  t.equal(back.credit_state, 'due', 'back to due');
  const again = await put(`/api/v2/seller/shegou_vips/${used.id}/unfreeze_credit`);
  t.equal(again.status, 1, 'cannot unfreeze twice');
});

t.test('gratis: granting moves everyone behind up one place', async (t) => {
  type G = { id: number; queue_no: number; ahead: number; gratis_state: string };
  const queue = ok(t, await get<ListData<G>>('/api/v2/seller/gratis_members?gratis_state=queuing&sort=queue_no&limit=3'), 'queue').list;
  ok(t, await put(`/api/v2/seller/gratis_members/${queue[0].id}/grant`), 'grant the first');
  const after = ok(t, await get<G>(`/api/v2/seller/gratis_members/${queue[1].id}`), 'next');
  t.equal(after.ahead, queue[1].ahead - 1, 'one fewer ahead');
  t.equal((await put(`/api/v2/seller/gratis_members/${queue[0].id}/grant`)).status, 1, 'granted once');
});

t.test('an advancement entry moves the member on its track', async (t) => {
  type Row = { id: number; member_id: number; advance_level: number };
  const row = ok(t, await get<ListData<Row>>('/api/v2/seller/advance_grow_vips?advance_level=1&limit=1'), 'grow').list[0];
  const entry = ok(t, await post<{ from_level: number; operator: string }>('/api/v2/seller/advance_entries', { member_id: row.member_id, track: 'grow', to_level: 3, remark: '团队考核达标' }), 'enter');
  t.match(entry, { from_level: 1, operator: '超级管理员' });
  t.equal(ok(t, await get<Row>(`/api/v2/seller/advance_grow_vips/${row.id}`), 'row').advance_level, 3, 'the row follows');
  const same = await post('/api/v2/seller/advance_entries', { member_id: row.member_id, track: 'grow', to_level: 3, remark: '重复录入' });
  t.equal(same.error, '会员当前已是该等级', 'the same level again is refused');
  const bad = await post('/api/v2/seller/advance_entries', { member_id: row.member_id, track: 'grow', to_level: 9, remark: 'x' });
  t.equal(bad.status, 1, 'a level outside the enum is refused');
});

t.test('promoters: approve lists the promoter under its kind; reject keeps the reason', async (t) => {
  type P = { id: number; kind: string; review_state: string; reason: string; expires_at: string | null };
  const pending = ok(t, await get<ListData<P>>('/api/v2/seller/promoter_applications?review_state=pending&limit=50'), 'pending').list;
  const temp = pending.find((p) => p.kind === 'temporary');
  t.ok(temp && pending.length >= 2, 'pending applications of both outcomes to decide');
  if (!temp) return;
  const approved = ok(t, await put<P>(`/api/v2/seller/promoter_applications/${temp.id}/approve`), 'approve');
  t.ok(approved.expires_at, 'a temporary promoter serves until a date');
  ok(t, await get(`/api/v2/seller/temporary_promoters/${temp.id}`), 'listed as temporary');
  t.equal((await get(`/api/v2/seller/official_promoters/${temp.id}`)).status, 1, 'not as official');
  const other = pending.find((p) => p.id !== temp.id)!;
  t.equal((await put(`/api/v2/seller/promoter_applications/${other.id}/reject`, { reason: '' })).status, 1, 'a reason is required');
  const rejected = ok(t, await put<P>(`/api/v2/seller/promoter_applications/${other.id}/reject`, { reason: '资料不完整' }), 'reject');
  t.equal(rejected.reason, '资料不完整');
  const promoted = ok(t, await put<P>(`/api/v2/seller/temporary_promoters/${temp.id}/promote`), 'make official');
  t.equal(promoted.kind, 'official');
  ok(t, await get(`/api/v2/seller/official_promoters/${temp.id}`), 'now official');
});

t.test('service officers: approving appoints and records; rejecting records the reason', async (t) => {
  type A = { id: number; member_id: number };
  const [a, b] = ok(t, await get<ListData<A>>('/api/v2/seller/service_applications?review_state=pending&limit=2'), 'pending').list;
  const before = ok(t, await get<ListData<unknown>>(`/api/v2/seller/service_officers?member_id=${a.member_id}`), 'officers').total;
  ok(t, await put(`/api/v2/seller/service_applications/${a.id}/approve`), 'approve');
  t.equal(ok(t, await get<ListData<unknown>>(`/api/v2/seller/service_officers?member_id=${a.member_id}`), 'officers').total, before + 1, 'appointed');
  ok(t, await put(`/api/v2/seller/service_applications/${b.id}/reject`, { reason: '名额已满' }), 'reject');
  const records = ok(t, await get<ListData<{ application_id: number; decision: string; reason: string; reviewer: string }>>('/api/v2/seller/service_examine_records?sort=-id&limit=2'), 'records').list;
  t.match(records, [{ application_id: b.id, decision: 'rejected', reason: '名额已满', reviewer: '超级管理员' }, { application_id: a.id, decision: 'approved' }]);
});

t.test('trade-union packages: created off sale, price checks, deleted only off sale and without members', async (t) => {
  const body = { name: '测试礼包', picture: '/api/v2/common/files/seed/goods/1.svg', price: '99.00', original_price: '199.00', benefits: '权益一\n权益二', validity_days: 365, stock: 10 };
  const created = ok(t, await post<{ id: number; on_sale: boolean; sort: number }>('/api/v2/seller/tradeunion_packages', body), 'create');
  t.match(created, { on_sale: false, sort: 0 });
  t.equal((await put(`/api/v2/seller/tradeunion_packages/${created.id}`, { price: '299.00' })).error, '礼包价格不能高于原价');
  ok(t, await put(`/api/v2/seller/tradeunion_packages/${created.id}/put_on_sale`), 'on sale');
  t.equal((await mock.call('DELETE', `/api/v2/seller/tradeunion_packages/${created.id}`, { token: admin })).status, 1, 'not while on sale');
  ok(t, await put(`/api/v2/seller/tradeunion_packages/${created.id}/take_off_sale`), 'off sale');
  ok(t, await mock.call('DELETE', `/api/v2/seller/tradeunion_packages/${created.id}`, { token: admin }), 'deleted');
  const members = ok(t, await get<ListData<{ package_id: number }>>('/api/v2/seller/tradeunion_members?status=active&limit=1'), 'members').list[0];
  ok(t, await put(`/api/v2/seller/tradeunion_packages/${members.package_id}/take_off_sale`), 'off sale');
  t.match((await mock.call('DELETE', `/api/v2/seller/tradeunion_packages/${members.package_id}`, { token: admin })).error, /有效会员/, 'kept while it has members');
});
