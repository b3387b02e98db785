/**
 * Jobs on BullMQ and Redis (REDIS_URL), against a real redis-server started here (skipped where none is installed:
 * the scaled container stack runs one): the bulk scenario of scenario.ts, a job handed over when the gateway
 * running it stops: another gateway on the same Redis finishes it, every row applied once. events-redis.test.ts
 * streams a job's progress across replicas.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import t from 'tap';
import { redisInstalled, startRedisServer } from './redis-server.ts';
import { call, listIds, signIn, startJobsGateway, startMock, waitFor } from './harness.ts';
import { cancelAndRetry } from './scenario.ts';

if (!redisInstalled) {
  t.test('jobs on Redis', { skip: 'no redis-server on this machine (.ci/run installs it): jobs on Redis are tested by the scaled container stack' }, async () => {});
} else {
  const REDIS_URL = await startRedisServer(t);

  t.test('on Redis: 2,000 members frozen, cancelled half way, retried, each applied once', async (t) => {
    const mock = await startMock({ scale: 'demo', failRate: 0.2 });
    const gateway = await startJobsGateway(mock.url, { REDIS_URL, JOB_CONCURRENCY: '8', JOB_GLOBAL_CONCURRENCY: '16' });
    t.teardown(async () => {
      await gateway.close();
      await mock.close();
    });
    await cancelAndRetry(t, mock, gateway, 2_000, true);
  });

  t.test('a job whose gateway stops is finished by another gateway on the same Redis, no row applied twice', async (t) => {
    const mock = await startMock({ scale: 'demo', latencyMs: 10 });
    // One EXPORT_DIR for both, as the replicas' shared volume.
    const EXPORT_DIR = await mkdtemp(join(tmpdir(), 'jobs-redis-'));
    t.teardown(() => rm(EXPORT_DIR, { recursive: true, force: true }));
    const first = await startJobsGateway(mock.url, { REDIS_URL, JOB_CONCURRENCY: '2', EXPORT_DIR });
    const admin = await signIn(first.url, mock.url, 'admin', 'admin');
    const ids = await listIds(first.url, admin.token, '/api/v2/seller/members', { status: 'normal', sort: 'id' }, 600);
    const started = (await call<{ id: string }>(first.url, 'POST', '/gateway/jobs', { token: admin.token, body: { kind: 'bulk_action', resource: 'members', action: 'freeze', ids } })).data;
    await waitFor<{ counts: { done: number } }>(first.url, admin.token, started.id, (j) => j.counts.done >= 50);

    const second = await startJobsGateway(mock.url, { REDIS_URL, JOB_CONCURRENCY: '2', EXPORT_DIR });
    t.teardown(async () => {
      await second.close();
      await mock.close();
    });
    // An export started on the first gateway as it stops: written by the second, downloaded there.
    const exported = (await call<{ id: string }>(first.url, 'POST', '/gateway/jobs', { token: admin.token, body: { kind: 'export', resource: 'orders', format: 'csv' } })).data;
    // The same session, read on the second gateway: the job, its progress and who owns it are in Redis.
    await first.close();
    const mid = (await call<{ state: string; counts: { done: number } }>(second.url, 'GET', `/gateway/jobs/${started.id}`, { token: admin.token })).data;
    t.ok(mid.counts.done >= 50 && mid.counts.done < ids.length, `the second gateway sees the progress made on the first (${mid.counts.done})`);
    const done = await waitFor<{ state: string; counts: Record<string, number> }>(second.url, admin.token, started.id, (j) => j.state === 'done', 60_000);
    t.equal(done.state, 'done', 'the second gateway finished it');
    t.equal(done.counts.done + done.counts.already_applied, ids.length, 'every row frozen');
    t.same(ids.filter((id) => (mock.applied.get(`freeze:${id}`) ?? 0) !== 1), [], 'each row applied exactly once');

    const file = await waitFor<{ state: string; file?: { records: number } }>(second.url, admin.token, exported.id, (j) => j.state === 'done', 60_000);
    const orders = (await call<{ total: number }>(second.url, 'GET', '/api/v2/seller/orders?limit=1', { token: admin.token })).data.total;
    t.match(file, { state: 'done', file: { records: orders } }, `the export started on the first gateway is done: ${orders} orders`);
    const download = await fetch(`${second.url}/gateway/jobs/${exported.id}/download`, { headers: { token: admin.token } });
    t.equal((await download.text()).trim().split('\r\n').length, orders + 1, 'and downloads from the second: a line per order under the header');
  });
}
