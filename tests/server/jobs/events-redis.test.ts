/**
 * Job progress streamed across replicas on Redis (docs/jobs.md "Progress, streamed"), against a real redis-server
 * started here (skipped where none is installed, as redis.test.ts): the job runs on one gateway process, its
 * starter's event stream is held by another gateway process, both on real ports with only Redis between them; each
 * row shows on the stream within a second of the upstream applying it, and another account's stream sees none of it.
 */
import t from 'tap';
import { redisInstalled, startRedisServer } from './redis-server.ts';
import { listeningUrl, startMain } from '../process.ts';
import { cookieOf, openStream, type StreamEvent } from '../events/stream.ts';
import { call, listIds, signIn, startMock, waitFor } from './harness.ts';

if (!redisInstalled) {
  t.test('job events on Redis', { skip: 'no redis-server on this machine (.ci/run installs it)' }, async () => {});
} else {
  const REDIS_URL = await startRedisServer(t);

  t.test("across replicas: a job running on one gateway process streams its progress to its starter's stream on another", async (t) => {
    const mock = await startMock({ scale: 'demo', latencyMs: 20 });
    t.teardown(() => mock.close());
    // Gateways as their own processes on real ports, as replicas behind a balancer: only Redis is shared.
    const env = { UPSTREAM_URL: mock.url, REDIS_URL, JOB_CONCURRENCY: '1', LOGIN_RATE_LIMIT: '100000', SHED_EVENT_LOOP_DELAY_MS: '0' };
    const runner = startMain(env);
    const runs = await listeningUrl(runner.stdout);
    t.teardown(async () => {
      runner.child.kill('SIGTERM');
      await runner.exit;
    });
    const operator = await signIn(runs, mock.url, 'operator', 'admin');
    const merchant = await signIn(runs, mock.url, 'merchant', 'seller');
    const ids = await listIds(runs, operator.token, '/api/v2/seller/members', { status: 'normal', sort: 'id' }, 400);
    type Job = { id: string; state: string; counts: Record<string, number> };
    const started = (await call<Job>(runs, 'POST', '/gateway/jobs', { token: operator.token, body: { kind: 'bulk_action', resource: 'members', action: 'freeze', ids } })).data;
    // Running on the first gateway (the only one yet) before the second starts: its worker holds the job's lock.
    await waitFor<Job>(runs, operator.token, started.id, (j) => j.counts.done >= 3);

    const streamer = startMain(env);
    t.teardown(async () => {
      streamer.child.kill('SIGTERM');
      await streamer.exit;
    });
    const streams = await listeningUrl(streamer.stdout);
    const mine = await openStream(streams, { cookie: cookieOf(operator) });
    const theirs = await openStream(streams, { cookie: cookieOf(merchant) });
    const openedAt = Date.now();
    t.teardown(() => {
      mine.close();
      theirs.close();
    });
    t.equal(mine.status, 200, 'the session signed in on one replica opens a stream on the other (sessions are in Redis)');

    const ofJob = (e: StreamEvent) => (e.data as Job).id === started.id;
    const done = (await mine.next((e) => ofJob(e) && (e.data as Job).state === 'done', 60_000)).data as Job;
    t.equal(done.counts.done, ids.length, 'the stream on the other replica saw the job end, every row done');
    const progress = mine.events.filter(ofJob);
    const settled = (e: StreamEvent) => Object.values((e.data as Job).counts).reduce((a, b) => a + b, 0);
    const late: string[] = [];
    let watched = 0;
    for (const [row, member] of ids.entries()) {
      const appliedAt = mock.appliedAt.get(`freeze:${member}`) ?? Number.NaN;
      if (!(appliedAt > openedAt + 300)) continue;
      watched++;
      const shown = progress.find((e) => settled(e) >= row + 1);
      if (!shown || shown.at - appliedAt > 1000) late.push(`row ${row + 1}: ${shown ? shown.at - appliedAt : 'never'} ms`);
    }
    t.ok(watched >= 50, `${watched} rows applied while the stream was open`);
    t.same(late, [], 'each shown on the other replica within a second of its application');
    t.same(theirs.events.filter(ofJob), [], "another account's stream on that replica never saw it");
  });
}
