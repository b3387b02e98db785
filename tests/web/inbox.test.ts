/**
 * The inbox's console side without a browser (docs/events.md "The inbox in the console"): its call descriptors are the
 * contract's calls, the queries an event makes stale are real calls of the kind's records, and an item's record opens
 * on a screen that shows that resource, the first the role may open.
 */
import t from 'tap';
import * as events from '../../contract/events.ts';
import { EVENT_RECORDS, UPSTREAM_EVENT_KINDS } from '../../contract/events.ts';
import { RESOURCES } from '../../contract/index.ts';
import { BUSINESS_ROUTES } from '../../contract/routes.ts';
import { homeStats, TODO_LISTS } from '../../contract/stats.ts';
import * as views from '../../contract/resources/views.ts';
import { inboxCalls } from '../../web/src/features/inbox/inboxCalls.ts';
import { HOME_STATS_PATH, RECORD_SCREENS, recordLink, STALE_ON } from '../../web/src/features/inbox/kindEffects.ts';
import { descriptionOf } from '../../web/src/app/screens/descriptions.ts';

t.test('the inbox call descriptors match the contract', async (t) => {
  const contract = new Map<string, { method: string; path: string }>([...Object.entries(events), ...Object.entries(views)] as [string, { method: string; path: string }][]);
  for (const [name, call] of Object.entries(inboxCalls)) {
    const endpoint = contract.get(name);
    t.same({ method: call.method, path: call.path }, { method: endpoint?.method, path: endpoint?.path }, name);
  }
});

t.test("an event makes its own record's list stale, and the to-do counts when its kind has one", async (t) => {
  const resourcePaths = new Set(Object.values(RESOURCES).map((r) => r.path));
  t.equal(HOME_STATS_PATH, homeStats.path);
  t.same(Object.keys(STALE_ON).sort(), [...UPSTREAM_EVENT_KINDS].sort(), 'every kind the upstream publishes');
  for (const kind of UPSTREAM_EVENT_KINDS) {
    const own = (RESOURCES as Record<string, { path: string }>)[EVENT_RECORDS[kind].resource].path;
    t.ok(STALE_ON[kind].includes(own), `${kind}: its record's list (${own})`);
    for (const path of STALE_ON[kind].filter((p) => p !== HOME_STATS_PATH)) t.ok(resourcePaths.has(path), `${kind}: ${path} is a resource's list`);
  }
  // the kinds that add to a to-do count: paid orders to ship, after-sales, withdrawals, goods and shops to review
  for (const kind of ['order_paid', 'after_sale_requested', 'withdrawal_requested', 'goods_submitted', 'merchant_applied'] as const) {
    t.ok(STALE_ON[kind].includes(HOME_STATS_PATH), `${kind}: the to-do counts`);
  }
  t.ok(Object.values(TODO_LISTS).length > 0);
});

/** Resources over the same records (the same ids): the review queues over the goods and the shops. */
const SAME_RECORDS: Record<string, string[]> = { merchants: ['storeApplications'], goodsReview: ['goods'] };

t.test("each record opens on screens that show its resource, the first the role may open", async (t) => {
  const routes = new Set(BUSINESS_ROUTES.map((r) => r.path));
  for (const kind of UPSTREAM_EVENT_KINDS) {
    const { resource } = EVENT_RECORDS[kind];
    const screens = RECORD_SCREENS[resource] ?? [];
    t.ok(screens.length > 0, `${kind}: ${resource} opens somewhere`);
    for (const path of screens) {
      t.ok(routes.has(path), `${path} is a route`);
      const shown = (descriptionOf(path) as { resource?: string } | undefined)?.resource ?? '';
      t.ok([resource, ...(SAME_RECORDS[resource] ?? [])].includes(shown), `${path} shows ${resource} (${shown})`);
    }
  }
  const everything = () => true;
  t.equal(recordLink({ resource: 'orders', id: 7 }, everything), '/shipments/shipments?open=7', 'a paid order where it waits: the shipments');
  t.equal(recordLink({ resource: 'orders', id: 7 }, (path) => path === '/order/index'), '/order/index?open=7', 'else the order list');
  t.equal(recordLink({ resource: 'withdrawals', id: 3 }, () => false), undefined, 'no screen the role may open: no link');
  t.equal(recordLink({ resource: 'unknown', id: 3 }, everything), undefined, 'a resource the console does not know: no link');
});
