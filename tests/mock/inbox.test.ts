/**
 * The inbox (docs/events.md, "The inbox"): each account sees the events its role and shop may see, grouped by kind,
 * newest first; unread counts are the upstream's, so two sessions of one account agree; mark read, mark all read and
 * mute change only the caller's own state, and a refused call changes nothing. The state file keeps it all.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import t from 'tap';
import type { Inbox, UpstreamEvent } from '../../contract/events.ts';
import { type Mock, startMock } from './helpers.ts';

async function steps(mock: Mock, n: number): Promise<void> {
  const res = await fetch(`${mock.url}/__mock/live/steps`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ steps: n }) });
  if (res.status !== 200) throw new Error(`steps: HTTP ${res.status}`);
}
async function feed(mock: Mock): Promise<UpstreamEvent[]> {
  const service = await mock.login('gateway', 'seller');
  return (await mock.call<{ events: UpstreamEvent[] }>('GET', '/api/v2/service/events?limit=500', { token: service })).data.events;
}
const digest = async (mock: Mock) => (await fetch(`${mock.url}/__mock/digest`)).json();
const group = (inbox: Inbox, kind: string) => inbox.groups.find((g) => g.kind === kind);

t.test('targeting: a merchant only its shop, an operator no kind it has no label for', async (t) => {
  const mock = await startMock();
  t.teardown(() => mock.close());
  await steps(mock, 150);
  const events = await feed(mock);
  const paid = events.filter((e) => e.kind === 'order_paid');
  t.ok(paid.some((e) => e.shop_id === 2) && paid.some((e) => e.shop_id !== 2), 'orders were paid at the demo merchant\'s shop and at others');

  const merchant = await mock.login('merchant', 'seller');
  const mine = (await mock.call<Inbox>('GET', '/api/v2/common/inbox?limit=100', { token: merchant })).data;
  t.same(mine.groups.map((g) => g.kind), ['order_paid', 'after_sale_requested', 'stock_low'], "the kinds of the merchant's labels, in order");
  t.ok(mine.groups.every((g) => g.items.every((i) => i.shop_id === 2)), "every item is the merchant's shop's");
  t.same(group(mine, 'order_paid')?.items.map((i) => i.id), paid.filter((e) => e.shop_id === 2).map((e) => e.id).reverse(), "all of its shop's paid orders, newest first");
  t.notOk(group(mine, 'withdrawal_requested'), "no members' withdrawals for a shop");

  const operator = await mock.login('operator');
  const ops = (await mock.call<Inbox>('GET', '/api/v2/common/inbox?limit=100', { token: operator })).data;
  t.notOk(group(ops, 'withdrawal_requested'), 'the operator holds no withdrawals label: no such group');
  t.equal(group(ops, 'order_paid')?.items.length, Math.min(100, paid.length), "every shop's paid orders");
  t.equal(group(ops, 'order_paid')?.unread, paid.length);
  const refused = await mock.call('GET', '/api/v2/common/inbox?kind=withdrawal_requested', { token: operator });
  t.match(refused, { http: 403, status: 1, error: '你无权查看「新提现申请」类消息' });
  t.equal((await mock.call('GET', '/api/v2/common/inbox?kind=withdrawal_requested', { token: operator, lang: 'en' })).error, 'You may not see "Withdrawal requested" items');

  const finance = await mock.login('finance');
  const money = (await mock.call<Inbox>('GET', '/api/v2/common/inbox', { token: finance })).data;
  t.equal(group(money, 'withdrawal_requested')?.unread, events.filter((e) => e.kind === 'withdrawal_requested').length, 'finance sees the withdrawals');
  t.ok(money.groups.every((g) => g.items.every((i) => !('permission' in i))), 'an item does not carry the label');

  // another shop's item is not the merchant's to mark
  const other = paid.find((e) => e.shop_id !== 2) as UpstreamEvent;
  const before = await digest(mock);
  const foreign = await mock.call('POST', '/api/v2/common/inbox/read', { token: merchant, body: { ids: [other.id] } });
  t.match(foreign, { http: 404, error: `消息 ${other.id} 不存在或你无权查看` });
  t.same(await digest(mock), before, 'the refused call changed nothing');
});

t.test('two sessions of one account: the same unread counts; read, read all, mute', async (t) => {
  const mock = await startMock();
  t.teardown(() => mock.close());
  await steps(mock, 40);
  const a = await mock.login('admin');
  const b = await mock.login('admin');
  const inboxOf = async (token: string) => (await mock.call<Inbox>('GET', '/api/v2/common/inbox?limit=100', { token })).data;
  const first = await inboxOf(a);
  t.ok(first.unread_total > 10, `unread: ${first.unread_total}`);
  t.same((await inboxOf(b)).unread_total, first.unread_total, 'both sessions count the same');

  const paid = group(first, 'order_paid')?.items ?? [];
  const marked = await mock.call<{ unread_total: number }>('POST', '/api/v2/common/inbox/read', { token: a, body: { ids: [paid[0].id, paid[1].id] } });
  t.equal(marked.data.unread_total, first.unread_total - 2);
  const seenByB = await inboxOf(b);
  t.equal(seenByB.unread_total, first.unread_total - 2, 'the other session sees them read');
  t.same(group(seenByB, 'order_paid')?.items.slice(0, 3).map((i) => i.read), [true, true, false]);
  t.equal((await mock.call<{ unread_total: number }>('POST', '/api/v2/common/inbox/read', { token: b, body: { ids: [paid[0].id] } })).data.unread_total, first.unread_total - 2, 'read twice is read once');

  const before = await digest(mock);
  const bad = await mock.call('POST', '/api/v2/common/inbox/read', { token: a, body: { ids: [paid[2].id, 999_999] } });
  t.match(bad, { http: 404, error: '消息 999999 不存在或你无权查看' });
  t.equal((await mock.call('POST', '/api/v2/common/inbox/read', { token: a, body: { ids: [] }, lang: 'en' })).status, 1, 'no ids: refused');
  t.equal((await mock.call('PUT', '/api/v2/common/inbox/mutes', { token: a, body: { kind: 'job_finished', muted: true } })).status, 1, "the gateway's own kind is not the upstream's to mute");
  t.same(await digest(mock), before, 'refused calls changed nothing, not even the valid id beside the unknown one');

  const withdrawals = group(first, 'withdrawal_requested')?.unread ?? 0;
  t.ok(withdrawals > 0);
  const muted = await mock.call<{ unread_total: number }>('PUT', '/api/v2/common/inbox/mutes', { token: a, body: { kind: 'withdrawal_requested', muted: true } });
  t.equal(muted.data.unread_total, first.unread_total - 2 - withdrawals, 'a muted kind leaves the bell');
  const mutedView = await inboxOf(b);
  t.match(group(mutedView, 'withdrawal_requested'), { muted: true, unread: withdrawals }, 'its group says muted and still counts its own unread');
  await mock.call('PUT', '/api/v2/common/inbox/mutes', { token: b, body: { kind: 'withdrawal_requested', muted: false } });
  t.equal((await inboxOf(a)).unread_total, first.unread_total - 2, 'unmuted, from the other session');

  const paidUnread = group(await inboxOf(a), 'order_paid')?.unread ?? 0;
  const kindRead = await mock.call<{ unread_total: number }>('POST', '/api/v2/common/inbox/read_all', { token: a, body: { kind: 'order_paid' } });
  t.equal(kindRead.data.unread_total, first.unread_total - 2 - paidUnread, "read all of a kind: that kind's alone");
  const allRead = await mock.call<{ unread_total: number }>('POST', '/api/v2/common/inbox/read_all', { token: b, body: {} });
  t.equal(allRead.data.unread_total, 0);
  await fetch(`${mock.url}/__mock/events/order_paid`, { method: 'POST' });
  t.equal((await inboxOf(a)).unread_total, 1, 'a new event after "read all" is unread');

  const merchant = await mock.login('merchant', 'seller');
  const itsOwn = (await feed(mock)).filter((e) => e.shop_id === 2 && ['order_paid', 'after_sale_requested', 'stock_low'].includes(e.kind));
  t.equal((await inboxOf(merchant)).unread_total, itsOwn.length, "another account's marks are its own: the merchant's items are all unread");
});

t.test('the state file keeps the events, the inboxes and the ids', async (t) => {
  const file = join(mkdtempSync(join(tmpdir(), 'mock-events-')), 'state.json');
  const first = await startMock({ stateFile: file });
  await steps(first, 10);
  const admin = await first.login('admin');
  const events = await feed(first);
  await first.call('POST', '/api/v2/common/inbox/read', { token: admin, body: { ids: [events[0].id] } });
  await first.call('PUT', '/api/v2/common/inbox/mutes', { token: admin, body: { kind: 'withdrawal_requested', muted: true } });
  const unread = (await first.call<Inbox>('GET', '/api/v2/common/inbox', { token: admin })).data.unread_total;
  await first.close();

  const second = await startMock({ stateFile: file });
  t.teardown(() => second.close());
  t.same((await feed(second)).map((e) => e.id), events.map((e) => e.id), 'the same events');
  const again = await second.login('admin');
  const inbox = (await second.call<Inbox>('GET', '/api/v2/common/inbox', { token: again })).data;
  t.equal(inbox.unread_total, unread, 'the same unread count');
  t.equal(group(inbox, 'withdrawal_requested')?.muted, true, 'the mute kept');
  const [next] = ((await (await fetch(`${second.url}/__mock/events/order_paid`, { method: 'POST' })).json()) as { data: { events: UpstreamEvent[] } }).data.events;
  t.equal(next.id, (events.at(-1) as UpstreamEvent).id + 1, 'ids go on from where they were');
});
