/**
 * The webhook alternative to the feed (docs/events.md "Webhook"): the mock POSTs each event, signed, to the gateway's
 * `/gateway/events/webhook` (the gateway has no feed account: a real upstream's URL and EVENTS_WEBHOOK_SECRET only),
 * which verifies it and feeds the same streams; a wrong or old signature and a body that is no delivery are refused
 * in words, and a delivery repeated adds nothing.
 */
import { createServer } from 'node:net';
import t from 'tap';
import { EVENTS_SIGNATURE_HEADER, signEventsBody } from '../../../contract/eventsWebhook.ts';
import { buildGateway } from '../../../server/app.ts';
import { loadConfig } from '../../../server/config.ts';
import { signIn, startMock } from '../jobs/harness.ts';
import { cookieOf, openStream } from './stream.ts';
import { produce } from './helpers.ts';

const SECRET = 'a-webhook-secret-of-some-length';
const port = await new Promise<number>((resolve) => {
  const probe = createServer().listen(0, '127.0.0.1', () => {
    const { port } = probe.address() as { port: number };
    probe.close(() => resolve(port));
  });
});
const base = `http://127.0.0.1:${port}`;
const hook = `${base}/gateway/events/webhook`;
const mock = await startMock({ scale: 'demo', eventsWebhookUrl: hook, eventsWebhookSecret: SECRET });
const gateway = await buildGateway(
  loadConfig({ UPSTREAM_URL: mock.url, LOG_LEVEL: 'silent', LOGIN_RATE_LIMIT: '100000', SHED_EVENT_LOOP_DELAY_MS: '0', EVENTS_WEBHOOK_SECRET: SECRET }),
);
await gateway.listen({ port, host: '127.0.0.1' });
t.teardown(async () => {
  await gateway.close();
  await mock.close();
});
const operator = await signIn(base, mock.url, 'operator', 'admin');
const stream = await openStream(base, { cookie: cookieOf(operator) });
t.teardown(() => stream.close());

const post = (body: string, signature: string | undefined, lang = 'en') =>
  fetch(hook, { method: 'POST', headers: { 'content-type': 'application/json', 'accept-language': lang, ...(signature ? { [EVENTS_SIGNATURE_HEADER]: signature } : {}) }, body });

t.test("the upstream's signed delivery reaches the streams", async (t) => {
  t.equal(gateway.inbox.reader, undefined, 'no feed account on a real upstream: no reader');
  const [paid] = await produce(mock.url, 'order_paid');
  const got = await stream.next((e) => e.name === 'inbox' && (e.data as { id: number }).id === paid.id, 5_000);
  t.equal(got.id, String(paid.id), 'delivered by the webhook, with its id');
});

t.test('refused: no or a wrong signature, an old one, a body that is no delivery; a repeat adds nothing', async (t) => {
  const [paid] = await produce(mock.url, 'order_paid');
  await stream.next((e) => e.name === 'inbox' && (e.data as { id: number }).id === paid.id, 5_000);
  const body = JSON.stringify({ events: [paid] });

  const unsigned = await post(body, undefined);
  t.equal(unsigned.status, 401, 'no signature: 401');
  t.match(await unsigned.json(), { status: 1, error: 'The event delivery is not signed with the shared secret, or its signature is too old.' });
  const wrong = await post(body, signEventsBody('another-secret-entirely', body), 'zh');
  t.equal(wrong.status, 401, 'another secret: 401');
  t.match(await wrong.json(), { status: 1, error: '事件推送的签名无效或已过期' });
  const old = await post(body, signEventsBody(SECRET, body, Math.floor(Date.now() / 1000) - 3600));
  t.equal(old.status, 401, 'signed an hour ago: 401 (a captured delivery replayed)');
  const tampered = await post(body.replace('"order_paid"', '"stock_low"'), signEventsBody(SECRET, body));
  t.equal(tampered.status, 401, 'a body changed after signing: 401');

  const notDelivery = JSON.stringify({ events: [{ id: 'x' }] });
  const bad = await post(notDelivery, signEventsBody(SECRET, notDelivery));
  t.equal(bad.status, 400, 'signed but not a delivery: 400');
  t.match(await bad.json(), { status: 1, error: 'The event delivery does not match the agreed format.' });

  const again = await post(body, signEventsBody(SECRET, body));
  t.same(await again.json(), { status: 0, data: { received: 1, added: 0 } }, 'the same event again: accepted, nothing added');
  await new Promise((r) => setTimeout(r, 300));
  t.equal(stream.events.filter((e) => e.name === 'inbox' && (e.data as { id: number }).id === paid.id).length, 1, 'and the stream got it once');
});
