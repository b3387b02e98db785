/**
 * The reader's cursor refused (docs/events.md "The gateway's reader"): events the reader had not read yet pass the
 * upstream's 24 hours (the mock's clock moved a day on), so its next read is answered HTTP 410; the reader starts over
 * from the upstream's newest event (signing in again, its session ended with the day), streams are told to `resync`,
 * and the next event reaches them. A browser coming back from before the gap is told to resync as well.
 */
import t from 'tap';
import { signIn, startJobsGateway, startMock } from '../jobs/harness.ts';
import { cookieOf, openStream, type StreamEvent } from './stream.ts';
import { produce } from './helpers.ts';

let clock = Date.now();
const mock = await startMock({ scale: 'demo', clock: () => clock });
const [first] = await produce(mock.url, 'order_paid');
// a slow poll, so the events made below wait unread while the day passes
const gateway = await startJobsGateway(mock.url, { EVENTS_FEED_ACCOUNT: 'gateway', EVENTS_FEED_PASSWORD: '123456', EVENTS_FEED_POLL_MS: '8000' });
t.teardown(async () => {
  await gateway.close();
  await mock.close();
});
const inbox = gateway.app.inbox;
const operator = await signIn(gateway.url, mock.url, 'operator', 'admin');
const cookie = { cookie: cookieOf(operator) };
const ofInbox = (id: number) => (e: StreamEvent) => e.name === 'inbox' && (e.data as { id: number }).id === id;

t.test('410: the reader starts over from the newest event, streams resync, the next event arrives', async (t) => {
  const stream = await openStream(gateway.url, cookie);
  t.teardown(() => stream.close());
  for (let i = 0; i < 400 && (await inbox.log.lastId()) < first.id; i++) await new Promise((r) => setTimeout(r, 25));
  t.equal(await inbox.log.lastId(), first.id, 'the reader read the first event');
  // right after a read: the next is a poll period away
  const unread = [...(await produce(mock.url, 'order_paid')), ...(await produce(mock.url, 'order_paid'))];
  clock += 25 * 3_600_000;

  await stream.next((e) => e.name === 'resync', 20_000);
  t.pass('the stream was told to resync');
  t.equal(await inbox.log.lastId(), unread.at(-1)!.id, "the reader's cursor is the upstream's newest event");
  const [next] = await produce(mock.url, 'order_paid');
  await stream.next(ofInbox(next.id), 15_000);
  t.pass('the next event reached the stream');
  t.notOk(stream.events.some((e) => unread.some((u) => ofInbox(u.id)(e))), 'the events gone upstream never came');

  const back = await openStream(gateway.url, { ...cookie, 'last-event-id': String(first.id) });
  t.teardown(() => back.close());
  await back.next((e) => e.name === 'resync', 5_000);
  await back.next(ofInbox(next.id), 5_000);
  t.pass('a browser from before the gap: resync, then what is kept');
});
