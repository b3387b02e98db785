/**
 * A running job is activity of its session (issue 37): the mock's clock is moved on while a job runs, far past the
 * session's idle time, and the session the job runs with is still alive afterwards; one without a job is not.
 */
import t from 'tap';
import { call, listIds, signIn, startJobsGateway, startMock, waitFor } from './harness.ts';

let offset = 0;
const mock = await startMock({ scale: 'demo', latencyMs: 20, sessionIdleMinutes: 1, clock: () => Date.now() + offset });
const gateway = await startJobsGateway(mock.url, { JOB_CONCURRENCY: '1' });
t.teardown(async () => {
  await gateway.close();
  await mock.close();
});

t.test("a job's calls keep its session from ending idle", async (t) => {
  const working = await signIn(gateway.url, mock.url, 'operator', 'admin');
  const idle = await signIn(gateway.url, mock.url, 'finance', 'admin');
  const ids = await listIds(gateway.url, working.token, '/api/v2/seller/members', { status: 'normal' }, 150);
  const job = (await call<{ id: string }>(gateway.url, 'POST', '/gateway/jobs', { token: working.token, body: { kind: 'bulk_action', resource: 'members', action: 'freeze', ids } })).data;
  // 20 s of the upstream's time every 200 ms: minutes pass for the upstream while the job runs.
  const ticking = setInterval(() => {
    offset += 20_000;
  }, 200);
  const done = await waitFor<{ state: string; counts: { done: number } }>(gateway.url, working.token, job.id, (j) => j.state !== 'running' && j.state !== 'queued');
  clearInterval(ticking);
  t.ok(offset >= 120_000, `the upstream's clock moved ${offset / 60_000} minutes, past the 1-minute idle time`);
  t.equal(done.state, 'done', 'the job ran to its end on its session');
  t.equal(done.counts.done, ids.length, 'every row done');
  t.equal((await call(gateway.url, 'GET', '/user/info', { token: working.token })).status, 0, "the job's session is alive");
  t.equal((await call(gateway.url, 'GET', '/user/info', { token: idle.token })).status, 10, 'a session without a job ended idle');
});

t.test("through the gateway: the console's background reads and the gateway's own session checks are not activity", async (t) => {
  const background = { 'x-activity': 'background' };
  const viaGateway = await signIn(gateway.url, mock.url, 'operator', 'admin');
  offset += 40_000;
  t.equal((await call(gateway.url, 'GET', '/api/v2/seller/storeinfo', { token: viaGateway.token, headers: background })).status, 0, 'a read marked background passes the gateway and is answered');
  offset += 30_000;
  const ended = await call(gateway.url, 'GET', '/api/v2/seller/storeinfo', { token: viaGateway.token, headers: background });
  t.same([ended.status, ended.error], [10, '已 1 分钟未操作，登录已失效，请重新登录'], 'the header reached the upstream: 70 s after the login, the 1-minute idle time is over');

  // a session the gateway never saw sign in: its job routes ask the upstream whether it is alive
  const unseen = await signIn(mock.url, mock.url, 'seller', 'seller');
  offset += 40_000;
  t.equal((await call(gateway.url, 'GET', '/gateway/jobs', { token: unseen.token })).http, 200, 'the gateway found the session alive');
  offset += 30_000;
  t.equal((await call(gateway.url, 'GET', '/user/info', { token: unseen.token })).status, 10, 'and asking did not keep it alive');
});
