/**
 * A list answer's `counts.all` (`ALL_COUNT`) is the "all" tab's count whatever tab is asked for: for every resource
 * with tabs, with no filter and under one of its own exact filters, asked on each tab, it equals the `total` of the
 * same query on the "all" tab (and each tab's count the total on that tab); a merchant's own scope counts likewise.
 */
import t, { type Test } from 'tap';
import { ALL_COUNT, RESOURCE_ENDPOINTS, RESOURCES } from '../../contract/index.ts';
import { startMock } from './helpers.ts';

const mock = await startMock();
t.teardown(() => mock.close());
const admin = await mock.login('admin');
type Page = { list: Record<string, unknown>[]; total: number; counts?: Record<string, number> };
const list = async (path: string, query: Record<string, string>, token = admin) => {
  const answer = await mock.call<Page>('GET', `${path}?${new URLSearchParams({ ...query, limit: '1' })}`, { token });
  if (answer.status !== 0) throw new Error(`${path}?${new URLSearchParams(query)}: ${answer.error}`);
  return answer.data;
};

/** For each tab (and "all"): counts.all is the total on "all", counts[tab] the total on that tab. */
async function checkTabs(t: Test, name: string, filters: Record<string, string>, token = admin) {
  const def = RESOURCES[name as keyof typeof RESOURCES];
  const path = RESOURCE_ENDPOINTS[name as keyof typeof RESOURCE_ENDPOINTS].list.path;
  const tabs = def.tabs ?? [];
  const onAll = await list(path, filters, token);
  const label = `${name}${Object.keys(filters).length ? ` ${new URLSearchParams(filters)}` : ''}`;
  t.equal(onAll.counts?.[ALL_COUNT], onAll.total, `${label}: on "all", counts.all is the total`);
  for (const tab of tabs) {
    const onTab = await list(path, { ...filters, ...tab.where }, token);
    t.equal(onTab.counts?.[ALL_COUNT], onAll.total, `${label}: on ${tab.key}, counts.all is still the total on "all"`);
    t.equal(onTab.counts?.[tab.key], onTab.total, `${label}: on ${tab.key}, its count is its total`);
  }
}

t.test('every resource with tabs: counts.all is the "all" total on every tab', async (t) => {
  let filtered = 0;
  for (const [name, def] of Object.entries(RESOURCES)) {
    if (!def.tabs?.length) continue;
    await checkTabs(t, name, {});
    // under one exact enum filter that is not a tab's parameter, at a value the first row holds
    const tabParams = new Set(def.tabs.flatMap((tab) => Object.keys(tab.where)));
    const filter = def.filters.find((f) => f.kind === 'exact' && !tabParams.has(f.field) && def.enums?.[f.field]);
    const path = RESOURCE_ENDPOINTS[name as keyof typeof RESOURCE_ENDPOINTS].list.path;
    const first = (await list(path, {})).list[0];
    if (filter?.kind === 'exact' && first && first[filter.field] !== undefined && first[filter.field] !== null) {
      await checkTabs(t, name, { [filter.field]: String(first[filter.field]) });
      filtered++;
    }
  }
  t.ok(filtered >= 5, `checked under a filter too on ${filtered} resources`);
});

t.test('a keyword and a date range, and a merchant who sees only its own orders', async (t) => {
  await checkTabs(t, 'orders', { start_time: '2026-11-01 00:00:00', end_time: '2026-11-20 23:59:59' });
  await checkTabs(t, 'goods', { keyword: '茶' });
  const merchant = await mock.login('merchant', 'seller');
  await checkTabs(t, 'orders', {}, merchant);
  const mine = await list(RESOURCE_ENDPOINTS.orders.list.path, {}, merchant);
  const everyone = await list(RESOURCE_ENDPOINTS.orders.list.path, {});
  t.ok(mine.total < everyone.total, "the merchant's all count is of its own orders");
});
