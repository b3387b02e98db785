/**
 * The live mode (docs/events.md, "Live mode"): what it writes keeps every invariant of the demo data
 * (tests/mock/invariants) however long it runs; its timer publishes by itself when on; and the webhook it may call
 * is signed so a receiver can verify it.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import t from 'tap';
import type { EventsWebhookPayload, UpstreamEvent } from '../../contract/events.ts';
import { EVENTS_SIGNATURE_HEADER, verifyEventsBody } from '../../contract/eventsWebhook.ts';
import { seedState } from '../../mock-upstream/data/seed.ts';
import { LiveMode } from '../../mock-upstream/events/live.ts';
import { DEFAULT_OPTIONS, loadMockOptions } from '../../mock-upstream/options.ts';
import { MockState } from '../../mock-upstream/state.ts';
import { FIXED_DAY, startMock } from './helpers.ts';
import { INVARIANTS } from './invariants/index.ts';

const NOW = `${new Date(Date.parse(`${FIXED_DAY}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10)} 00:00:00`;

t.test('600 live steps and one of every kind on demand keep the demo data invariants', async (t) => {
  for (const seed of [20240601, 7]) {
    const state = new MockState();
    const options = { ...DEFAULT_OPTIONS, seed, anchorDate: FIXED_DAY };
    seedState(state, options);
    const live = new LiveMode(state, options);
    const sizes = { orders: state.orders.size, afterSales: state.afterSales.size, withdrawals: state.withdrawals.size };
    for (let i = 0; i < 600; i++) live.step();
    for (const kind of ['goods_submitted', 'merchant_applied', 'stock_low'] as const) t.ok(live.make(kind), `seed ${seed}: ${kind} made`);
    t.ok(state.orders.size > sizes.orders + 300 && state.afterSales.size > sizes.afterSales + 80 && state.withdrawals.size > sizes.withdrawals + 80, `seed ${seed}: the steps wrote orders, after-sales and withdrawals`);
    t.ok(state.events.newestId >= 600, `seed ${seed}: ${state.events.newestId} events`);
    for (const invariant of INVARIANTS) t.equal(invariant.check({ state, now: NOW }), null, `seed ${seed}: ${invariant.name}`);
  }
});

t.test('on by default where the mock reads its variables, MOCK_LIVE=0 turns it off, off in a test unless asked', async (t) => {
  t.equal(loadMockOptions({}).live, true);
  t.equal(loadMockOptions({ MOCK_LIVE: '0' }).live, false);
  t.equal(loadMockOptions({ MOCK_LIVE_RATE: '30' }).liveRate, 30);
  t.equal(DEFAULT_OPTIONS.live, false);
  t.throws(() => loadMockOptions({ MOCK_LIVE: 'yes' }), /invalid MOCK_LIVE="yes": expected 1 \(on\) or 0 \(off\)/);
  t.throws(() => loadMockOptions({ MOCK_EVENTS_WEBHOOK_URL: 'http://127.0.0.1:9/hook' }), /MOCK_EVENTS_WEBHOOK_SECRET/, 'a webhook without a secret is refused');

  const mock = await startMock({ live: true, liveRate: 120 });
  t.teardown(() => mock.close());
  const service = await mock.login('gateway', 'seller');
  let events: UpstreamEvent[] = [];
  for (let i = 0; i < 40 && events.length < 2; i++) {
    await new Promise((r) => setTimeout(r, 250));
    events = (await mock.call<{ events: UpstreamEvent[] }>('GET', '/api/v2/service/events', { token: service })).data.events;
  }
  t.ok(events.length >= 2, `the live mode published by itself: ${events.map((e) => e.kind).join(', ')}`);
  t.ok(events.every((e) => ['order_paid', 'after_sale_requested', 'withdrawal_requested'].includes(e.kind)), 'orders, refunds and withdrawals');

  const quiet = await startMock();
  t.teardown(() => quiet.close());
  await new Promise((r) => setTimeout(r, 1200));
  const none = await quiet.call<{ events: UpstreamEvent[] }>('GET', '/api/v2/service/events', { token: await quiet.login('gateway', 'seller') });
  t.same(none.data.events, [], 'a test mock stays still');
  const unknown = await fetch(`${quiet.url}/__mock/events/job_finished`, { method: 'POST' });
  t.equal(unknown.status, 404, "the gateway's own kind is not the mock's to make");
});

t.test('the webhook: each event POSTed, signed with HMAC-SHA256 over time and body', async (t) => {
  const secret = 'a-test-secret-of-some-length';
  const received: { body: string; signature: string | undefined }[] = [];
  const receiver = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => {
      body += c.toString();
    });
    req.on('end', () => {
      received.push({ body, signature: req.headers[EVENTS_SIGNATURE_HEADER] as string | undefined });
      // the first delivery fails: the mock tries again
      res.writeHead(received.length === 1 ? 503 : 204).end();
    });
  });
  await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
  t.teardown(() => receiver.close());
  const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks/upstream`;
  const mock = await startMock({ eventsWebhookUrl: url, eventsWebhookSecret: secret });
  t.teardown(() => mock.close());

  const made = ((await (await fetch(`${mock.url}/__mock/events/withdrawal_requested`, { method: 'POST' })).json()) as { data: { events: UpstreamEvent[] } }).data.events;
  for (let i = 0; i < 40 && received.length < 2; i++) await new Promise((r) => setTimeout(r, 100));
  t.equal(received.length, 2, 'refused once with 503, delivered on the retry');
  const [, delivered] = received;
  t.ok(verifyEventsBody(secret, delivered.body, delivered.signature), 'the signature verifies with the shared secret');
  t.notOk(verifyEventsBody('another-secret-entirely', delivered.body, delivered.signature), 'not with another secret');
  t.notOk(verifyEventsBody(secret, delivered.body.replace('withdrawal', 'withdrawaL'), delivered.signature), 'not over a changed body');
  const stamp = Number(/t=(\d+)/.exec(delivered.signature ?? '')?.[1]);
  t.notOk(verifyEventsBody(secret, delivered.body, delivered.signature, stamp + 3600), 'not an hour later (a replay)');
  t.same((JSON.parse(delivered.body) as EventsWebhookPayload).events, made, 'the payload is the events the feed serves');
});
