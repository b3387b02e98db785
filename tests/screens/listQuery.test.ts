import t from 'tap';
import { goods, orders, RESOURCES } from '../../contract/index.ts';
import { filterOptionSource } from '../../web/src/screens/lib/options.ts';
import { dateShortcut, dayBound, nextSort, readListState, upstreamQuery, writeListState } from '../../web/src/screens/lib/listQuery.ts';
import { platformTime } from '../../web/src/lib/time.ts';
import { clampPage, pageCount, pageOf, pageSizeOf, rangeOf } from '../../web/src/screens/lib/pagination.ts';

const tabs = goods.tabs ?? [];

t.test('filters, tab, page, size and sort survive a round trip through the URL', async (t) => {
  const search = new URLSearchParams('keyword=%E8%8C%B6&price_min=10&price_max=99&start_time=2024-06-01+00%3A00%3A00&tab=low_stock&page=3&limit=50&sort=-price&bogus=1');
  const state = readListState(search, goods.filters, tabs);
  t.same(state, {
    filters: { keyword: '茶', price_min: '10', price_max: '99', start_time: '2024-06-01 00:00:00' },
    tab: 'low_stock',
    page: 3,
    limit: 50,
    sort: '-price',
  });
  t.same(readListState(writeListState(state), goods.filters, tabs), state, 'write then read gives the same state');
  t.notOk(writeListState(state).has('bogus'), 'parameters that are not filters are dropped');
});

t.test('defaults stay out of the URL; bad values fall back to them', async (t) => {
  const plain = readListState(new URLSearchParams('tab=nope&page=-2&limit=33&keyword=++'), goods.filters, tabs);
  t.same(plain, { filters: {}, tab: '', page: 1, limit: 20, sort: '' });
  t.equal(writeListState(plain).toString(), '', 'the plain route stays a plain link');
});

t.test('the upstream query: fixed filters beat the tab, the tab beats the filter card', async (t) => {
  const state = readListState(new URLSearchParams('status=closed&tab=to_ship&type=group&order_no=26'), orders.filters, orders.tabs ?? []);
  const query = upstreamQuery(state, { fixed: { type: 'seckill' }, tabs: orders.tabs ?? [], defaultSort: orders.defaultSort });
  t.same(query, { status: 'to_ship', type: 'seckill', order_no: '26', page: 1, limit: 20, sort: '-created_at' });
  const goodsQuery = upstreamQuery(readListState(new URLSearchParams('tab=low_stock'), goods.filters, tabs), { tabs, defaultSort: '-id' });
  t.match(goodsQuery, { state: 'on_sale', stock_max: '10', sort: '-id' });
});

t.test('a header click sorts descending, then ascending, then back to the default', async (t) => {
  t.equal(nextSort('', 'price'), '-price');
  t.equal(nextSort('-price', 'price'), 'price');
  t.equal(nextSort('price', 'price'), '');
  t.equal(nextSort('-stock', 'price'), '-price');
});

t.test("date shortcuts are whole days of the platform's clock, China time", async (t) => {
  // 17:45 UTC on the 14th is already the 15th in China, where the upstream's days are counted
  const now = platformTime(Date.UTC(2024, 5, 14, 17, 45));
  t.same(dateShortcut('today', now), { start_time: '2024-06-15 00:00:00', end_time: '2024-06-15 23:59:59' });
  t.same(dateShortcut('yesterday', now), { start_time: '2024-06-14 00:00:00', end_time: '2024-06-14 23:59:59' });
  t.same(dateShortcut('7d', now), { start_time: '2024-06-09 00:00:00', end_time: '2024-06-15 23:59:59' });
  t.same(dateShortcut('30d', now), { start_time: '2024-05-17 00:00:00', end_time: '2024-06-15 23:59:59' });
  t.equal(dayBound('2024-06-01', false), '2024-06-01 00:00:00');
  t.equal(dayBound('2024-06-01', true), '2024-06-01 23:59:59');
  t.equal(dayBound('2024-06-31', false), '', 'no such day');
  t.equal(dayBound('', true), '');
});

t.test('pagination', async (t) => {
  t.equal(pageCount(0, 20), 1);
  t.equal(pageCount(41, 20), 3);
  t.equal(clampPage(9, 41, 20), 3, 'past the end goes to the last page');
  t.equal(clampPage(0, 41, 20), 1);
  t.same(rangeOf(3, 20, 41), { from: 41, to: 41 });
  t.same(rangeOf(1, 20, 0), { from: 0, to: 0 });
  t.equal(pageSizeOf('100'), 100);
  t.equal(pageSizeOf('30'), 20, 'only the offered sizes');
  t.equal(pageOf('2.5'), 1);
  t.equal(pageOf('7'), 7);
});

t.test('a screen opening on another tab than "all": its plain link shows that tab, "all" is named in the URL', async (t) => {
  const tabs = goods.tabs ?? [];
  const plain = readListState(new URLSearchParams(''), goods.filters, tabs, 'on_sale');
  t.equal(plain.tab, 'on_sale');
  t.equal(writeListState(plain, 'on_sale').toString(), '', 'the default tab stays out of the URL');
  const all = { ...plain, tab: '' };
  t.equal(writeListState(all, 'on_sale').toString(), 'tab=all');
  t.equal(readListState(writeListState(all, 'on_sale'), goods.filters, tabs, 'on_sale').tab, '', 'tab=all reads back as all');
});

t.test('the filter card offers choices: an enum, the lookup of a shared id, yes/no for a boolean, else a text box', async (t) => {
  const all = RESOURCES;
  const exact = (def: (typeof all)[keyof typeof all], field: string) => {
    const f = def.filters.find((x) => x.kind === 'exact' && x.field === field);
    if (f?.kind !== 'exact') throw new Error(field);
    return filterOptionSource(def, f);
  };
  t.equal(exact(all.goods, 'zone'), all.goods.enums?.zone);
  t.equal(exact(all.goods, 'merchant_id'), 'merchants');
  t.match(exact(all.offlineStores, 'open'), { values: ['true', 'false'] }, 'a boolean: yes or no');
  t.equal(exact(all.members, 'referrer_id'), undefined, 'an id without a lookup: typed');
});
