/**
 * Job progress streamed (docs/jobs.md "Progress, streamed"): `GET /gateway/events` authorised by the session cookie
 * alone (an EventSource cannot send headers), each row's progress on the starter's stream within a second of the
 * upstream applying it, never on another account's, on an administrator's too; no session, 401; an idle stream
 * outlives the gateway's request timeouts with heartbeats; a sign-out ends its session's streams; an account's
 * streams are capped.
 */
import t from 'tap';
import { MAX_STREAMS_PER_ACCOUNT } from '../../../server/events/routes.ts';
import { cookieOf, type OpenStream, openStream, signedInStreams, type StreamEvent } from '../events/stream.ts';
import { call, type Gateway, listIds, type Mock, signIn, startJobsGateway, startMock } from './harness.ts';

interface Job {
  id: string;
  state: string;
  total: number;
  counts: Record<string, number>;
  error?: string;
  durable: boolean;
  spec: { ids?: unknown; ids_named?: number };
}
const jobOf = (event: StreamEvent) => event.data as Job;
const settled = (job: Job) => Object.values(job.counts).reduce((sum, n) => sum + n, 0);

// A little latency, so a job's rows settle one after another while the streams watch.
const mock: Mock = await startMock({ scale: 'demo', latencyMs: 20 });
// Request timeouts far shorter than the idle time the test waits: a stream must not be cut by them.
const gateway: Gateway = await startJobsGateway(mock.url, { JOB_CONCURRENCY: '1', REQUEST_TIMEOUT_MS: '300', HEADERS_TIMEOUT_MS: '200' }, { eventHeartbeatMs: 250 });
t.teardown(async () => {
  await gateway.close();
  await mock.close();
});
const base = gateway.url;
const { admin, operator, merchant, open, closeAll } = await signedInStreams(t, base, mock.url);

t.test('no session: 401 in words; the cookie alone opens the stream, unbuffered and never cached', async (t) => {
  const none = await open(null, '', { 'accept-language': 'en' });
  t.equal(none.status, 401, 'no cookie, no token: 401');
  t.match(JSON.parse(none.text()), { status: 1, error: 'Sign in first: job calls need the session token header.' });
  const zh = await open(null, '', { cookie: 'cc_session=not-a-session' });
  t.equal(zh.status, 401, 'a cookie naming no session: 401');
  t.match(JSON.parse(zh.text()), { status: 1, error: '请先登录：任务接口需要请求头中的会话令牌' });
  const inUrl = await open(null, `?token=${operator.token}`);
  t.equal(inUrl.status, 401, 'a token in the URL is not read');
  const bad = await open(operator, '?lang=fr');
  t.equal(bad.status, 400, 'a language it does not speak: 400');

  const stream = await open(operator);
  t.equal(stream.status, 200, 'the session cookie opens it');
  t.match(stream.headers.get('content-type'), /^text\/event-stream/);
  t.equal(stream.headers.get('x-accel-buffering'), 'no', 'nginx is told not to buffer it');
  t.equal(stream.headers.get('cache-control'), 'no-store');
  await new Promise((r) => setTimeout(r, 200));
  t.match(stream.text(), /^retry: \d+\n\n/, 'the reconnect hint comes first');
});

t.test("a job's progress reaches its starter's stream within a second of each row, an administrator's too, no other account's", async (t) => {
  const mine = await open(operator, '?lang=en');
  const admins = await open(admin);
  const others = await open(merchant);
  const ids = await listIds(base, operator.token, '/api/v2/seller/members', { status: 'normal', sort: 'id' }, 30);
  const started = await call<Job>(base, 'POST', '/gateway/jobs', { token: operator.token, body: { kind: 'bulk_action', resource: 'members', action: 'freeze', ids } });
  const id = started.data.id;

  const done = jobOf(await mine.next((e) => e.name === 'job' && jobOf(e).id === id && jobOf(e).state === 'done', 30_000));
  t.match(done, { id, state: 'done', total: ids.length, counts: { done: ids.length }, durable: false }, 'the last event: the job done, every row');
  t.equal(done.spec.ids, undefined, 'an event carries the count of the ids, not the ids');
  t.equal(done.spec.ids_named, ids.length);

  // Each row: the first event counting it arrived within a second of the upstream applying it.
  const progress = mine.events.filter((e) => e.name === 'job' && jobOf(e).id === id);
  t.ok(progress.length >= 3, `progress came as it went (${progress.length} events for ${ids.length} rows)`);
  const late: string[] = [];
  for (const [row, member] of ids.entries()) {
    const appliedAt = mock.appliedAt.get(`freeze:${member}`) ?? Number.NaN;
    // rows run one at a time (JOB_CONCURRENCY 1) in the order named: the row-th applied is counted when `row + 1` settled
    const shown = progress.find((e) => settled(jobOf(e)) >= row + 1);
    if (!shown || shown.at - appliedAt > 1000) late.push(`row ${row + 1}: ${shown ? shown.at - appliedAt : 'never'} ms`);
  }
  t.same(late, [], 'every row shown within a second of its application');

  const adminSaw = await admins.next((e) => e.name === 'job' && jobOf(e).id === id && jobOf(e).state === 'done', 5_000);
  t.ok(adminSaw, "an administrator's stream sees another account's job");
  t.same(others.events.filter((e) => jobOf(e).id === id), [], "the merchant's stream never saw it");
});

t.test("a merchant's own job reaches its stream; the operator's stream never sees it", async (t) => {
  const operators = await open(operator);
  const merchants = await open(merchant);
  type Goods = { list: { id: number; on_shelf: boolean; deleted: boolean }[] };
  const own = (await call<Goods>(base, 'GET', '/api/v2/seller/goods?limit=50', { token: merchant.token })).data.list.filter((g) => g.on_shelf && !g.deleted).slice(0, 2).map((g) => g.id);
  const started = await call<Job>(base, 'POST', '/gateway/jobs', { token: merchant.token, body: { kind: 'bulk_action', resource: 'goods', action: 'off_shelf', ids: own } });
  await merchants.next((e) => jobOf(e).id === started.data.id && jobOf(e).state === 'done', 15_000);
  // its last event was published; give the operator's stream the same time to (wrongly) receive it
  await new Promise((r) => setTimeout(r, 500));
  t.same(operators.events.filter((e) => jobOf(e).id === started.data.id), [], "the operator's stream never saw the merchant's job");
});

t.test("an idle stream outlives the gateway's request timeouts: heartbeats, then the next job's events", async (t) => {
  const stream = await open(operator);
  // ten times REQUEST_TIMEOUT_MS with nothing to say
  await new Promise((r) => setTimeout(r, 3_000));
  t.notOk(stream.ended(), 'still open after 3 s idle, with REQUEST_TIMEOUT_MS at 300 ms');
  t.ok(stream.comments.filter((c) => c === 'heartbeat').length >= 5, 'heartbeat comments kept it moving');
  const ids = await listIds(base, operator.token, '/api/v2/seller/members', { status: 'normal', sort: 'id' }, 1);
  const started = await call<Job>(base, 'POST', '/gateway/jobs', { token: operator.token, body: { kind: 'bulk_action', resource: 'members', action: 'freeze', ids } });
  const event = await stream.next((e) => jobOf(e).id === started.data.id, 5_000);
  t.ok(event, 'and it still carries events');
});

t.test('signing out ends the session\'s streams, not those of its other sessions', async (t) => {
  const leaving = await signIn(base, mock.url, 'operator', 'admin');
  const staying = await signIn(base, mock.url, 'operator', 'admin');
  const ends = await open(leaving);
  const stays = await open(staying);
  t.equal(ends.status, 200);
  await fetch(`${base}/api/v2/admin/logout`, { headers: { token: leaving.token } });
  for (let i = 0; i < 50 && !ends.ended(); i++) await new Promise((r) => setTimeout(r, 100));
  t.ok(ends.ended(), 'the signed-out session\'s stream ended');
  t.notOk(stays.ended(), 'the same account\'s other session keeps its stream');
  const again = await open(leaving);
  t.equal(again.status, 401, 'and the signed-out cookie opens no new one');
});

t.test('an account holds a bounded number of streams; closing one frees its place', async (t) => {
  // the earlier tests' streams closed first: the cap counts every stream of the account, in every session
  closeAll();
  await new Promise((r) => setTimeout(r, 300));
  const session = await signIn(base, mock.url, 'merchant', 'seller');
  const held: OpenStream[] = [];
  for (let i = 0; i < MAX_STREAMS_PER_ACCOUNT; i++) held.push(await openStream(base, { cookie: cookieOf(session) }));
  t.ok(held.every((s) => s.status === 200), `${MAX_STREAMS_PER_ACCOUNT} streams open`);
  const over = await open(session, '', { 'accept-language': 'en' });
  t.equal(over.status, 429, 'one more: 429');
  t.match(JSON.parse(over.text()), { status: 1, error: /too many live connections/ });
  t.equal((await call(base, 'GET', '/gateway/jobs', { token: session.token })).http, 200, 'the job calls still answer');
  held[0].close();
  await new Promise((r) => setTimeout(r, 300));
  const again = await open(session);
  t.equal(again.status, 200, 'a closed stream frees its place');
  for (const s of held) s.close();
});
