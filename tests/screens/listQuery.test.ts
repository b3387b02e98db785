import t from 'tap';
import { allCountOf, goods, orders, RESOURCE_ENDPOINTS, RESOURCES } from '../../contract/index.ts';
import { filterOptionSource } from '../../web/src/screens/lib/options.ts';
import {
  dateShortcut,
  dayBound,
  filterCardValues,
  nextSort,
  readListState,
  searchState,
  tabState,
  upstreamQuery,
  writeListState,
} from '../../web/src/screens/lib/listQuery.ts';
import { platformTime } from '../../web/src/lib/format.ts';
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

t.test("a select on the tabs' field and the tabs are one state: the tab", async (t) => {
  const { withdrawals } = RESOURCES;
  const tabs = withdrawals.tabs ?? [];
  // the withdrawals' tabs split on status, which the card filters on too (the contract's tabFieldOf,
  // tests/contract/list-rules.test.ts)
  // a link naming the status opens its tab; the URL names the tab, not the status
  const linked = readListState(new URLSearchParams('status=in_review&keyword=6222'), withdrawals.filters, tabs);
  t.same({ filters: linked.filters, tab: linked.tab }, { filters: { keyword: '6222' }, tab: 'in_review' });
  t.equal(writeListState(linked).toString(), 'keyword=6222&tab=in_review');
  t.same(readListState(writeListState(linked), withdrawals.filters, tabs), linked, 'write then read gives the same state');
  t.same(filterCardValues(linked, tabs, 'status'), { keyword: '6222', status: 'in_review' }, 'the select shows the tab');
  t.same(filterCardValues({ ...linked, tab: '' }, tabs, 'status'), { keyword: '6222' }, 'on "all" the select shows none');
  // a tab named beats the status, as in the upstream query; "all" named takes the status's tab
  t.equal(readListState(new URLSearchParams('status=paid&tab=failed'), withdrawals.filters, tabs).tab, 'failed');
  t.same(readListState(new URLSearchParams('status=paid&tab=failed'), withdrawals.filters, tabs).filters, {});
  t.equal(readListState(new URLSearchParams('status=paid&tab=all'), withdrawals.filters, tabs, 'in_review').tab, 'paid');
  t.equal(readListState(new URLSearchParams('status=paid'), withdrawals.filters, tabs, 'in_review').tab, 'paid', 'over a default tab too');
  // a value no tab stands for stays a filter, under "all"
  const stray = readListState(new URLSearchParams('status=nope'), withdrawals.filters, tabs, 'in_review');
  t.same({ filters: stray.filters, tab: stray.tab }, { filters: { status: 'nope' }, tab: '' });

  // the filter card's search: the status picked opens its tab, cleared opens "all"
  t.same(searchState({ keyword: '1', status: 'paid' }, tabs, 'status'), { filters: { keyword: '1' }, tab: 'paid' });
  t.same(searchState({ keyword: '1' }, tabs, 'status'), { filters: { keyword: '1' }, tab: '' });
  t.same(searchState({ status: 'nope' }, tabs, 'status'), { filters: { status: 'nope' }, tab: '' });
  t.same(searchState({ keyword: '1' }, tabs, undefined), { filters: { keyword: '1' } }, 'without a linked select the tab stays');
  // a tab picked: a status of the select's own goes, the select shows the tab
  t.same(tabState({ ...stray, filters: { status: 'nope', keyword: '1' } }, 'paid', 'status'), { filters: { keyword: '1' }, tab: 'paid' });
  t.same(tabState({ ...stray, filters: { status: 'nope' } }, '', undefined), { filters: { status: 'nope' }, tab: '' });
  const query = upstreamQuery(readListState(new URLSearchParams('status=approved'), withdrawals.filters, tabs), { tabs, defaultSort: '-id' });
  t.match(query, { status: 'approved' }, 'the upstream is asked for the same status');
});

t.test('the "all" count: counts.all on every tab, else the total on "all" alone', async (t) => {
  t.equal(allCountOf({ total: 3, counts: { all: 40, paid: 3 } }, false), 40, 'on another tab');
  t.equal(allCountOf({ total: 40, counts: { all: 40, paid: 3 } }, true), 40);
  t.equal(allCountOf({ total: 40, counts: { paid: 3 } }, true), 40, 'an upstream without it: the total on "all"');
  t.equal(allCountOf({ total: 3, counts: { paid: 3 } }, false), undefined, '... and unknown on another tab');
  t.equal(allCountOf(undefined, true), undefined, 'nothing loaded yet');
  const schema = RESOURCE_ENDPOINTS.withdrawals.list.response;
  t.ok(schema.safeParse({ list: [], total: 0, page: 1, limit: 20, counts: { all: 0, paid: 0 } }).success, 'the contract carries counts.all');
  t.ok(schema.safeParse({ list: [], total: 0, page: 1, limit: 20, counts: { paid: 0 } }).success, 'and lets an upstream leave it out');
  t.notOk(schema.safeParse({ list: [], total: 0, page: 1, limit: 20, counts: { all: -1 } }).success, 'a count is a count');
});
