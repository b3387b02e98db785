/**
 * The upstream's events on the gateway's stream (docs/events.md "The stream"), one gateway in process over the mock
 * on real ports (live mode off: every event is made by the test): the gateway reads the feed as its service account;
 * each person's stream carries exactly the events the upstream lists in that person's inbox (a merchant only its own
 * shop's, operator / finance / administrator per label), in the agreed shape and language; a reconnect with
 * Last-Event-ID replays what was missed, once, and job events on the same stream leave the replay's cursor alone; an
 * event reaches a browser's EventSource within 2 s.
 */
import t from 'tap';
import { EVENT_KIND } from '../../../contract/events.ts';
import { call, listIds, signIn, startJobsGateway, startMock } from '../jobs/harness.ts';
import { browser, inboxIds, type Published, produce, until } from './helpers.ts';
import { cookieOf, type OpenStream, signedInStreams, type StreamEvent } from './stream.ts';

const mock = await startMock({ scale: 'demo' });
const gateway = await startJobsGateway(mock.url, { EVENTS_FEED_ACCOUNT: 'gateway', EVENTS_FEED_PASSWORD: '123456' });
t.teardown(async () => {
  await gateway.close();
  await mock.close();
});
const base = gateway.url;
const { admin, operator, finance, merchant, open } = await signedInStreams(t, base, mock.url);
/** The demo merchant account's shop (docs/mock.md "Demo accounts"). */
const MERCHANT_SHOP = 2;
const inboxOf = (stream: OpenStream) => stream.events.filter((e) => e.name === 'inbox');
type Shown = { id: number; kind: string; time: string; shop_id: number | null; record: { resource: string; id: number }; title: string; summary: string };
const shown = (e: StreamEvent) => e.data as Shown;

t.test('each person receives exactly the events their role and shop may see, as their own inbox lists them', async (t) => {
  const people = { admin, operator, finance, merchant };
  const opened = Object.fromEntries(await Promise.all(Object.entries(people).map(async ([name, s]) => [name, await open(s, '?lang=en')] as const))) as Record<keyof typeof people, OpenStream>;
  const made: Published[] = [];
  // orders are paid at random shops: until one is the merchant's and one another's
  for (let i = 0; i < 400 && !(made.some((e) => e.shop_id === MERCHANT_SHOP) && made.some((e) => e.kind === 'order_paid' && e.shop_id !== MERCHANT_SHOP)); i++) {
    made.push(...(await produce(mock.url, 'order_paid')));
  }
  for (const kind of ['withdrawal_requested', 'merchant_applied', 'goods_submitted', 'after_sale_requested']) made.push(...(await produce(mock.url, kind)));
  const newest = Math.max(...made.map((e) => e.id));
  await opened.admin.next((e) => e.name === 'inbox' && shown(e).id === newest, 10_000);
  // the others' streams had the same time; a little more for an event that should not come
  await new Promise((r) => setTimeout(r, 500));

  for (const [name, session] of Object.entries(people) as [keyof typeof people, typeof admin][]) {
    const upstreamSays = await inboxIds(base, session.token);
    const expected = made.filter((e) => upstreamSays.has(e.id)).map((e) => e.id);
    t.same(inboxOf(opened[name]).map((e) => shown(e).id), expected, `${name}: the events of its inbox, each once, in order (${expected.length} of ${made.length})`);
  }
  const merchantGot = inboxOf(opened.merchant).map(shown);
  t.ok(merchantGot.some((e) => e.shop_id === MERCHANT_SHOP && e.kind === 'order_paid'), "the merchant received its own shop's paid order");
  t.same(merchantGot.filter((e) => e.shop_id !== MERCHANT_SHOP), [], "the merchant never received another shop's event, nor the platform's");
  const operatorGot = inboxOf(opened.operator).map(shown);
  t.ok(new Set(operatorGot.filter((e) => e.kind === 'order_paid').map((e) => e.shop_id)).size >= 2, "the operator received every shop's paid orders");
  t.ok(operatorGot.some((e) => e.kind === 'merchant_applied'), 'the operator (store_alllist) received the application');
  t.notOk(operatorGot.some((e) => e.kind === 'withdrawal_requested'), 'the operator, without withDraw_index, no withdrawal');
  t.ok(inboxOf(opened.finance).some((e) => shown(e).kind === 'withdrawal_requested'), 'finance received the withdrawal');
  const adminKinds = new Set(inboxOf(opened.admin).map((e) => shown(e).kind));
  t.same([...new Set(made.map((e) => e.kind))].filter((k) => !adminKinds.has(k)), [], 'the administrator received every kind made');
});

t.test('the shape: event `inbox`, the upstream id as the SSE id, title and summary in the stream\'s language', async (t) => {
  const zh = await open(operator, '?lang=zh');
  const en = await open(operator, '', { 'accept-language': 'en-US,en;q=0.9' });
  const [paid] = await produce(mock.url, 'order_paid');
  const inZh = await zh.next((e) => e.name === 'inbox' && shown(e).id === paid.id);
  const inEn = await en.next((e) => e.name === 'inbox' && shown(e).id === paid.id);
  t.equal(inZh.id, String(paid.id), 'the SSE id is the upstream event id');
  t.same(Object.keys(inZh.data as object).sort(), ['id', 'kind', 'record', 'shop_id', 'summary', 'time', 'title'], 'exactly the agreed fields (no permission)');
  t.match(inZh.data, { id: paid.id, kind: 'order_paid', time: paid.time, shop_id: paid.shop_id, record: paid.record, title: EVENT_KIND.options.order_paid.zh, summary: paid.summary.zh });
  t.match(inEn.data, { title: EVENT_KIND.options.order_paid.en, summary: paid.summary.en }, 'English by Accept-Language');
});

t.test('a reconnect with Last-Event-ID replays the events missed, each once, then goes on live', async (t) => {
  const first = await open(operator);
  const before = await produce(mock.url, 'order_paid');
  const lastSeen = await first.next((e) => e.name === 'inbox' && shown(e).id === before[0].id);
  first.close();
  const missed: Published[] = [];
  for (let i = 0; i < 3; i++) missed.push(...(await produce(mock.url, 'order_paid')));
  // the reader has them before the browser comes back
  await new Promise((r) => setTimeout(r, 500));
  const again = await open(operator, '', { 'last-event-id': lastSeen.id as string });
  const after = await produce(mock.url, 'after_sale_requested');
  await again.next((e) => e.name === 'inbox' && shown(e).id === after[0].id);
  await new Promise((r) => setTimeout(r, 300));
  const ids = inboxOf(again).map((e) => shown(e).id);
  t.same(ids, [...missed, ...after].filter((e) => e.permission !== 'withDraw_index').map((e) => e.id), 'the missed ones, then the live one: none twice, none before the last seen');

  const ahead = await open(operator, '', { 'last-event-id': String(after.at(-1)!.id) });
  await new Promise((r) => setTimeout(r, 300));
  t.same(inboxOf(ahead), [], 'nothing is replayed to a browser that has everything');
});

t.test('a session the upstream ended (signed out behind the gateway\'s back): 401, not a stream that ends and comes back', async (t) => {
  const ended = await signIn(base, mock.url, 'operator', 'admin');
  await fetch(`${mock.url}/api/v2/admin/logout`, { headers: { token: ended.token } });
  const stream = await open(ended, '', { 'accept-language': 'en' });
  t.equal(stream.status, 401);
  t.match(JSON.parse(stream.text()), { status: 1, error: /^Sign in first/ });
});

t.test('a Last-Event-ID that is no event id: 400 in words', async (t) => {
  const en = await open(operator, '', { 'last-event-id': 'abc', 'accept-language': 'en' });
  t.equal(en.status, 400);
  t.match(JSON.parse(en.text()), { status: 1, error: /Last-Event-ID header must be an event id/ });
  const zh = await open(operator, '', { 'last-event-id': '-3' });
  t.match(JSON.parse(zh.text()), { status: 1, error: /Last-Event-ID 请求头应为事件编号/ });
});

t.test("a browser's EventSource: events within 2 s; after a drop it reconnects with the last upstream id, job events between", async (t) => {
  const tab = browser(() => base, cookieOf(operator), 'en');
  t.teardown(() => tab.close());
  await until(() => tab.opens.length > 0, 'the EventSource to open');
  const delays: number[] = [];
  for (let i = 0; i < 12; i++) {
    const [paid] = await produce(mock.url, 'order_paid');
    const madeAt = Date.now();
    await until(() => tab.inbox.some((e) => e.data.id === paid.id), `event ${paid.id} in the browser`, 5_000);
    delays.push(tab.inbox.find((e) => e.data.id === paid.id)!.at - madeAt);
    await new Promise((r) => setTimeout(r, 50));
  }
  delays.sort((a, b) => a - b);
  t.comment(`upstream event to browser: median ${delays[6]} ms, max ${delays.at(-1)} ms (the feed read every 500 ms, the default)`);
  t.ok(delays.at(-1)! < 2_000, 'every one within 2 s');
  const lastInbox = tab.inbox.at(-1)!;
  t.equal(lastInbox.lastEventId, String(lastInbox.data.id), "the event's id is the upstream event's");

  // a job's events on the same stream, after the last upstream event
  const [member] = await listIds(base, operator.token, '/api/v2/seller/members', { status: 'normal', sort: 'id' }, 1);
  const job = await call<{ id: string }>(base, 'POST', '/gateway/jobs', { token: operator.token, body: { kind: 'bulk_action', resource: 'members', action: 'freeze', ids: [member] } });
  await until(() => tab.jobs.some((j) => j.data.id === job.data.id && j.data.state === 'done'), 'the job done on the same stream');

  tab.cut();
  const missed = [...(await produce(mock.url, 'order_paid')), ...(await produce(mock.url, 'after_sale_requested'))];
  await until(() => tab.opens.length === 2, 'the EventSource to reconnect by itself', 10_000);
  t.equal(tab.sentLastEventIds.at(-1), String(lastInbox.data.id), 'it reconnected with the last upstream event id, not moved by the job events');
  await until(() => missed.every((m) => tab.inbox.some((e) => e.data.id === m.id)), 'the missed events replayed');
  const ids = tab.inbox.map((e) => e.data.id);
  t.same(ids.filter((id, i) => ids.indexOf(id) !== i), [], 'no event came twice');
  t.same(ids, [...ids].sort((a, b) => a - b), 'in id order');
});
