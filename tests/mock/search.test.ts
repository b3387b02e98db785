/**
 * The palette's search call on the mock (docs/palette.md, "Records"): each kind found by its number, phone, id or
 * name, exact matches first, at most SEARCH_LIMIT of a kind, and only within what the caller's lists show.
 */
import t from 'tap';
import { SEARCH_LIMIT, type SearchHit } from '../../contract/resources/search.ts';
import { startMock } from './helpers.ts';

interface Page<T> {
  list: T[];
}

const mock = await startMock();
t.teardown(() => mock.close());
const admin = await mock.login('admin');
const merchant = await mock.login('merchant', 'seller');
const finance = await mock.login('finance');
const search = async (q: string, token: string, lang = 'zh') =>
  (await mock.call<{ hits: SearchHit[] }>('GET', `/api/v2/seller/search?q=${encodeURIComponent(q)}`, { token, lang })).data.hits;
const list = async <T>(path: string) => (await mock.call<Page<T>>('GET', path, { token: admin })).data.list;

t.test('each kind by its number, phone, id or name', async (t) => {
  const [order] = await list<{ id: number; order_no: string }>('/api/v2/seller/orders?limit=1');
  t.same((await search(order.order_no, admin)).map((h) => [h.kind, h.id]), [['order', order.id]], 'an order number finds that order only');
  const [afterSale] = await list<{ id: number; after_sale_no: string }>('/api/v2/seller/after_sales?limit=1');
  t.same((await search(afterSale.after_sale_no, admin)).filter((h) => h.kind === 'afterSale').map((h) => h.id), [afterSale.id]);
  const [withdrawal] = await list<{ id: number; withdraw_no: string }>('/api/v2/seller/withdrawals?limit=1');
  t.same((await search(withdrawal.withdraw_no, admin)).map((h) => [h.kind, h.id]), [['withdrawal', withdrawal.id]]);
  const [member] = await list<{ id: number; mobile: string }>('/api/v2/seller/members?limit=1');
  const byPhone = await search(member.mobile, admin);
  t.same(byPhone.find((h) => h.kind === 'member')?.id, member.id, "a member's phone finds the member");
  const [goods] = await list<{ id: number; name: string }>('/api/v2/seller/goods?limit=1');
  const byId = (await search(String(goods.id), admin)).filter((h) => h.kind === 'goods');
  t.equal(byId[0]?.id, goods.id, 'a goods id finds that goods first');
  t.ok((await search(goods.name, admin)).some((h) => h.kind === 'goods' && h.id === goods.id), 'and so does its name');
});

t.test('at most SEARCH_LIMIT of a kind; the detail in the caller\'s language', async (t) => {
  const hits = await search('1', admin, 'en');
  t.ok(hits.length > 0);
  for (const kind of new Set(hits.map((h) => h.kind))) t.ok(hits.filter((h) => h.kind === kind).length <= SEARCH_LIMIT, kind);
  const order = hits.find((h) => h.kind === 'order');
  t.notMatch(order?.detail, /[待已]/, 'the status in English');
});

t.test("a merchant finds only its own shop's orders; a role finds only kinds it may read", async (t) => {
  const orders = await list<{ id: number; order_no: string; merchant_id: number }>('/api/v2/seller/orders?limit=200');
  const others = orders.find((o) => o.merchant_id !== 2);
  const own = orders.find((o) => o.merchant_id === 2);
  if (!others || !own) throw new Error('the seed has orders of merchant 2 and of others');
  t.same(await search(others.order_no, merchant), [], "another merchant's order: nothing");
  t.same((await search(own.order_no, merchant)).map((h) => h.id), [own.id], 'its own: found');
  const mixed = await search('1', merchant);
  t.notOk(mixed.some((h) => h.kind === 'withdrawal' || h.kind === 'member'), 'no withdrawals or members for a merchant without their screens');
  const financeKinds = new Set((await search('1', finance)).map((h) => h.kind));
  t.ok(financeKinds.has('order') && financeKinds.has('withdrawal'), 'finance reads orders and withdrawals');
  t.notOk(financeKinds.has('goods'), 'but not goods');
});

t.test('the call is validated and needs a session', async (t) => {
  t.equal((await mock.call('GET', '/api/v2/seller/search?q=1')).status, 10, 'no token: session over');
  const blank = await mock.call('GET', '/api/v2/seller/search?q=%20', { token: admin });
  t.equal(blank.status, 1, 'a blank query is refused');
  t.ok(blank.error);
});
