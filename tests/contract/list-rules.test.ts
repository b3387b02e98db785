/**
 * The list rules of docs/contract.md, "List filters and tabs", from the user's side: a filter typed in the console's
 * filter card reaches the upstream as the parameters the contract documents (`<field>_min`/`<field>_max`, `start_time`/`end_time`,
 * the keyword's own parameter, the field itself), the OpenAPI document lists exactly those, and the mock keeps the rows
 * they ask for. Then the status tabs' rule and who may read, write and act on a resource.
 */
import t from 'tap';
import { actLabels, goods, RESOURCE_ENDPOINTS, RESOURCES, readLabels, tabFieldOf, writeLabels } from '../../contract/index.ts';
import { openApiDocument } from '../../contract/openapi/index.ts';
import { readListState, upstreamQuery } from '../../web/src/screens/lib/listQuery.ts';
import { startMock } from '../mock/helpers.ts';

const { withdrawals } = RESOURCES;
const tabs = withdrawals.tabs ?? [];

/** What the console asks the upstream for, given what the user put in the filter card (kept in the URL). */
function askedFor(def: (typeof RESOURCES)[keyof typeof RESOURCES], typed: Record<string, string>): Record<string, string | number> {
  const state = readListState(new URLSearchParams(typed), def.filters, def.tabs ?? []);
  return upstreamQuery(state, { tabs: def.tabs ?? [], defaultSort: def.defaultSort });
}

t.test('each kind of filter travels under the parameters the contract documents', async (t) => {
  const typed = {
    keyword: '6222',
    method: 'bank',
    member_id: '12',
    amount_min: '100',
    amount_max: '500.5',
    start_time: '2026-11-01 00:00:00',
    end_time: '2026-11-20 23:59:59',
  };
  const query = askedFor(withdrawals, typed);
  t.match(query, typed, 'the URL carries each filter under its upstream name, unchanged');
  const parsed = RESOURCE_ENDPOINTS.withdrawals.list.query?.parse(query) as Record<string, unknown>;
  t.match(parsed, { keyword: '6222', method: 'bank', member_id: 12, amount_min: 100, amount_max: 500.5, start_time: typed.start_time, end_time: typed.end_time }, 'and the upstream reads every one of them');
  t.notOk(RESOURCE_ENDPOINTS.withdrawals.list.query?.safeParse({ ...query, amount_min: 'lots' }).success, 'a range end is a number');
  t.notOk(RESOURCE_ENDPOINTS.withdrawals.list.query?.safeParse({ ...query, end_time: '2026-02-30 00:00:00' }).success, 'a date end is a time that exists');
});

t.test('the OpenAPI document lists exactly the parameters the console sends for a list', async (t) => {
  const doc = openApiDocument() as { paths: Record<string, { get?: { parameters?: { name: string; in: string }[] } }> };
  const common = ['page', 'limit', 'sort'];
  let lists = 0;
  for (const [name, def] of Object.entries(RESOURCES)) {
    const path = RESOURCE_ENDPOINTS[name as keyof typeof RESOURCE_ENDPOINTS].list.path;
    const documented = (doc.paths[path]?.get?.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name).sort();
    // a user filling in every filter of the card: the parameters that reach the upstream
    const everything = Object.fromEntries(def.filters.flatMap((f) => readableFilterValues(f)));
    const sent = Object.keys(askedFor(def, everything)).filter((n) => !common.includes(n));
    t.same(documented, [...common, ...sent].sort(), `${name}: ${path}`);
    lists++;
  }
  t.ok(lists > 50, `${lists} lists`);
  const has = (path: string, name: string) => doc.paths[path].get?.parameters?.some((p) => p.name === name);
  t.ok(has(RESOURCE_ENDPOINTS.goodsReview.list.path, 'start_time'), 'the review queue filters by the date submitted');
  t.notOk(has(RESOURCE_ENDPOINTS.selfSelectGoods.list.path, 'start_time'), 'the self-select goods, by keyword alone, have no dates to filter');
});

/** A value for each parameter of a filter, as the card would put it in the URL. */
function readableFilterValues(f: (typeof RESOURCES)['withdrawals']['filters'][number]): [string, string][] {
  if (f.kind === 'exact') return [[f.field, 'x']];
  if (f.kind === 'keyword') return [[f.param, 'x']];
  if (f.kind === 'range') return [[`${f.field}_min`, '1'], [`${f.field}_max`, '2']];
  return [['start_time', '2026-11-01 00:00:00'], ['end_time', '2026-11-02 23:59:59']];
}

t.test('the mock keeps the rows a filter typed in the console asks for', async (t) => {
  const mock = await startMock();
  t.teardown(() => mock.close());
  const admin = await mock.login('admin');
  type Withdrawal = { id: number; amount: string; created_at: string; withdraw_no: string };
  const path = RESOURCE_ENDPOINTS.withdrawals.list.path;
  const list = async (typed: Record<string, string>) => {
    const query = Object.fromEntries(Object.entries(askedFor(withdrawals, typed)).map(([k, v]) => [k, String(v)]));
    const answer = await mock.call<{ list: Withdrawal[]; total: number }>('GET', `${path}?${new URLSearchParams({ ...query, limit: '500' })}`, { token: admin });
    if (answer.status !== 0) throw new Error(answer.error);
    return answer.data;
  };
  const all = await list({});
  t.ok(all.total > 10, `${all.total} withdrawals seeded`);
  // bounds picked from the seeded rows, so the check holds whatever the seed's day
  const amounts = all.list.map((w) => Number(w.amount)).sort((a, b) => a - b);
  const [low, high] = [amounts[Math.floor(amounts.length / 4)], amounts[Math.floor((amounts.length * 3) / 4)]];
  const ranged = await list({ amount_min: String(low), amount_max: String(high) });
  t.ok(ranged.total > 0 && ranged.total < all.total, `amount ${low}–${high}: ${ranged.total} of ${all.total}`);
  t.ok(ranged.list.every((w) => Number(w.amount) >= low && Number(w.amount) <= high), 'every row within the amounts, both ends included');
  t.equal(ranged.total, all.list.filter((w) => Number(w.amount) >= low && Number(w.amount) <= high).length, 'and none left out');

  const day = all.list[0].created_at.slice(0, 10);
  const dated = await list({ start_time: `${day} 00:00:00`, end_time: `${day} 23:59:59` });
  t.ok(dated.list.some((w) => w.id === all.list[0].id), `the day ${day} keeps the row applied that day`);
  t.ok(dated.list.every((w) => w.created_at.startsWith(day)), 'and only rows applied that day');

  for (const lang of ['zh', 'en']) {
    const refused = await mock.call('GET', `${path}?start_time=2026-02-30%2000:00:00`, { token: admin, lang });
    t.match(refused, { status: 1, error: /start_time/ }, `a date that does not exist is refused, naming its parameter (${lang})`);
  }
  const selfSelect = RESOURCE_ENDPOINTS.selfSelectGoods.list.path;
  t.equal((await mock.call('GET', `${selfSelect}?start_time=soon`, { token: admin })).status, 0, 'a list without dates ignores start_time, as any parameter it does not take');

  const number = all.list[1].withdraw_no;
  const found = await list({ keyword: number.toLowerCase() });
  t.ok(found.list.some((w) => w.withdraw_no === number), `the keyword finds withdrawal ${number}`);
});

t.test('a select on the field the tabs split on is one state with them', async (t) => {
  t.equal(tabFieldOf(withdrawals.filters, tabs), 'status', 'the withdrawals split on status and filter on it');
  t.equal(tabFieldOf(goods.filters, goods.tabs ?? []), undefined, "the goods' tabs set state and stock_max: not one field");
  t.equal(tabFieldOf(withdrawals.filters.filter((f) => f.kind !== 'exact' || f.field !== 'status'), tabs), undefined, 'no select on it, nothing linked');
  t.equal(tabFieldOf(withdrawals.filters, []), undefined, 'no tabs');
  const state = readListState(new URLSearchParams('status=in_review'), withdrawals.filters, tabs);
  t.equal(state.tab, 'in_review', "a link naming the status opens that status's tab");
});

t.test("who may read, write and act on a resource", async (t) => {
  t.same(readLabels(withdrawals), ['withDraw_index'], 'the withdrawals are read under their route label');
  t.ok(readLabels(goods).includes('goods_gogo'), 'a goods zone reads the goods');
  t.notOk(writeLabels(goods).includes('goods_gogo'), '...and is offered no editing');
  const onShelf = goods.actions?.on_shelf;
  if (!onShelf) throw new Error('goods have on_shelf');
  t.ok(actLabels(goods, onShelf).includes('goods_gogo'), '...but runs the goods actions');
  const labels = (e: { permission?: string; alsoPermitted?: readonly string[] }) => [e.permission, ...(e.alsoPermitted ?? [])];
  t.same(labels(RESOURCE_ENDPOINTS.goods.update ?? {}), writeLabels(goods), 'the upstream asks the same of an edit');
  t.same(labels(RESOURCE_ENDPOINTS.goods.actions.on_shelf), actLabels(goods, onShelf), '...and of an action');
});
