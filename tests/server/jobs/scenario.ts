/**
 * The proof of a bulk job (issue 37, "Proven for real"): N members frozen as one job through the gateway on a
 * mock that fails a share of calls (MOCK_FAIL_RATE), cancelled half way, then resumed by "retry failed" until no row
 * is left failed; every row's outcome must agree with the upstream's records, and no row may be applied twice.
 * Run by bulk-job.test.ts on the in-process runner and by redis.test.ts on BullMQ.
 */
import type { Test } from 'tap';
import { call, type Gateway, listIds, type Mock, signIn, waitFor } from './harness.ts';

interface Job {
  id: string;
  state: string;
  total: number;
  durable: boolean;
  counts: Record<'done' | 'refused' | 'failed' | 'already_applied' | 'cancelled', number>;
}
const settled = (job: Job) => Object.values(job.counts).reduce((a, b) => a + b, 0);
const finished = (job: Job) => ['done', 'failed', 'cancelled'].includes(job.state);

export async function cancelAndRetry(t: Test, mock: Mock, gateway: Gateway, rows: number, durable: boolean): Promise<void> {
  const admin = await signIn(gateway.url, mock.url, 'admin', 'admin');
  const ids = await listIds(gateway.url, admin.token, '/api/v2/seller/members', { status: 'normal', sort: 'id' }, rows);
  t.equal(ids.length, rows, `${rows} members in the normal state to freeze`);

  const started = performance.now();
  const created = await call<Job>(gateway.url, 'POST', '/gateway/jobs', {
    token: admin.token,
    body: { kind: 'bulk_action', resource: 'members', action: 'freeze', ids },
  });
  const acceptedMs = performance.now() - started;
  t.equal(created.http, 202, 'the job is accepted');
  t.ok(acceptedMs < 1000, `accepted in under 1 s (${Math.round(acceptedMs)} ms)`);
  t.equal(created.data.durable, durable, `the answer says whether jobs survive a restart (${durable})`);
  const id = created.data.id;

  await new Promise((r) => setTimeout(r, 2000));
  const early = (await call<Job>(gateway.url, 'GET', `/gateway/jobs/${id}`, { token: admin.token })).data;
  t.ok(settled(early) > 0, `progress is visible within 2 s (${settled(early)} rows)`);

  const half = await waitFor<Job>(gateway.url, admin.token, id, (job) => settled(job) >= rows / 2 || finished(job));
  t.equal(half.state, 'running', 'still running half way');
  const cancel = await call<Job>(gateway.url, 'POST', `/gateway/jobs/${id}/cancel`, { token: admin.token });
  t.equal(cancel.status, 0, 'cancel is accepted');
  const cancelled = await waitFor<Job>(gateway.url, admin.token, id, finished);
  t.equal(cancelled.state, 'cancelled', 'the job stops as cancelled');
  t.ok(cancelled.counts.cancelled > 0 && cancelled.counts.cancelled < rows, `rows never run are reported cancelled (${cancelled.counts.cancelled})`);
  t.equal(settled(cancelled), rows, 'every row has an outcome');
  const doneAtCancel = cancelled.counts.done;

  let job = cancelled;
  for (let round = 0; round < 5 && (job.counts.failed > 0 || job.counts.cancelled > 0); round++) {
    const retried = await call<Job>(gateway.url, 'POST', `/gateway/jobs/${id}/retry`, { token: admin.token });
    t.equal(retried.http, 202, `retry ${round + 1} runs the ${job.counts.failed} failed and ${job.counts.cancelled} unrun rows`);
    job = await waitFor<Job>(gateway.url, admin.token, id, finished);
    t.ok(job.counts.done >= doneAtCancel, 'what was done stays done');
  }
  t.equal(job.state, 'done', 'the job ends done');
  t.same({ failed: job.counts.failed, cancelled: job.counts.cancelled, refused: job.counts.refused }, { failed: 0, cancelled: 0, refused: 0 }, 'no row is left failed, unrun or refused');
  t.equal(job.counts.done + job.counts.already_applied, rows, 'every row was frozen once');

  // Every outcome against the upstream's own records, and the upstream's count of applications per row.
  const outcomes = new Map<number, string>();
  for (let page = 1; ; page++) {
    const answer = await call<{ list: { id: number; outcome: string }[]; total: number }>(gateway.url, 'GET', `/gateway/jobs/${id}/rows?page=${page}&limit=1000`, { token: admin.token });
    for (const row of answer.data.list) outcomes.set(row.id, row.outcome);
    if (answer.data.list.length < 1000) break;
  }
  t.equal(outcomes.size, rows, 'a result for every row');
  const frozen = new Set(await listIds(gateway.url, admin.token, '/api/v2/seller/members', { status: 'frozen' }, 1_000_000));
  const disagree = ids.filter((member) => frozen.has(member) !== ['done', 'already_applied'].includes(outcomes.get(member) ?? ''));
  t.same(disagree, [], 'each row is frozen upstream exactly when its outcome says it was applied');
  const twice = ids.filter((member) => (mock.applied.get(`freeze:${member}`) ?? 0) > 1);
  t.same(twice, [], 'no row was applied twice');
  const doneRows = ids.filter((member) => outcomes.get(member) === 'done');
  t.ok(
    doneRows.every((member) => mock.applied.get(`freeze:${member}`) === 1),
    'each row reported done was applied by the job once',
  );
}
