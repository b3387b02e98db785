/**
 * After-sales agree as a bulk job (docs/jobs.md "Kinds"): the action needs a refund amount per row, which the job takes
 * from each record (the contract's `bodyFromRecord`): every after-sale waiting for a decision is refunded exactly what
 * its buyer asked for, once; a row in another state is refused in the upstream's words and named by its number.
 */
import t from 'tap';
import { call, listIds, signIn, startJobsGateway, startMock, waitFor } from './harness.ts';

interface AfterSale {
  id: number;
  status: string;
  apply_amount: string;
  refund_amount: string;
}
interface Job {
  state: string;
  counts: Record<'done' | 'refused' | 'failed' | 'already_applied' | 'cancelled', number>;
}

const PATH = '/api/v2/seller/after_sales';
const mock = await startMock();
const gateway = await startJobsGateway(mock.url);
t.teardown(async () => {
  await gateway.close();
  await mock.close();
});

t.test('agree on every applied after-sale refunds each its requested amount, once; another state is refused', async (t) => {
  const admin = await signIn(gateway.url, mock.url, 'admin', 'admin');
  const get = async (id: number) => (await call<AfterSale>(gateway.url, 'GET', `${PATH}/${id}`, { token: admin.token })).data;
  const applied = await listIds(gateway.url, admin.token, PATH, { status: 'applied', sort: 'id' }, 10_000);
  t.ok(applied.length >= 5, `${applied.length} after-sales waiting for a decision`);
  // A few refunds changed below what was asked first, so the refund the job sends can only be the requested amount.
  for (const id of applied.slice(0, 3)) {
    const changed = await call(gateway.url, 'PUT', `${PATH}/${id}/change_amount`, { token: admin.token, body: { refund_amount: '0.01' } });
    t.equal(changed.status, 0, `after-sale ${id}'s refund set to 0.01`);
  }
  const before = new Map(await Promise.all(applied.map(async (id) => [id, await get(id)] as const)));
  const [decided] = await listIds(gateway.url, admin.token, PATH, { status: 'rejected', sort: 'id' }, 1);
  t.ok(decided, 'an after-sale already decided');

  const started = await call<{ id: string }>(gateway.url, 'POST', '/gateway/jobs', {
    token: admin.token,
    body: { kind: 'bulk_action', resource: 'afterSales', action: 'agree', ids: [...applied, decided] },
  });
  t.equal(started.http, 202, 'the job is accepted without a refund amount in its body');
  const job = await waitFor<Job>(gateway.url, admin.token, started.data.id, (j) => ['done', 'failed', 'cancelled'].includes(j.state));
  t.equal(job.state, 'done');
  t.same(job.counts, { done: applied.length, refused: 1, failed: 0, already_applied: 0, cancelled: 0 }, 'every applied row done, the decided one refused');

  const after = await Promise.all(applied.map(get));
  const wrong = after.filter((s) => s.refund_amount !== before.get(s.id)?.apply_amount || s.status === 'applied');
  t.same(wrong.map((s) => s.id), [], 'each is agreed with its own requested amount as the refund');
  t.same(applied.filter((id) => mock.applied.get(`agree:${id}`) !== 1), [], 'each agreed once upstream');
  t.notOk(mock.applied.has(`agree:${decided}`), 'the decided one was not agreed');

  const rows = await call<{ list: { id: number; outcome: string; reason?: string; label?: string }[] }>(gateway.url, 'GET', `/gateway/jobs/${started.data.id}/rows?outcome=refused`, { token: admin.token });
  t.equal(rows.data.list[0]?.id, decided);
  t.ok(rows.data.list[0]?.reason, `refused in the upstream's words: ${rows.data.list[0]?.reason}`);
  // agree sets no field (its refund comes from the record): the refused row is still named by the record read after
  const decidedNo = (await call<{ after_sale_no: string }>(gateway.url, 'GET', `${PATH}/${decided}`, { token: admin.token })).data.after_sale_no;
  t.equal(rows.data.list[0]?.label, decidedNo, `the refused row's after-sale no. for the result file (${decidedNo})`);
});
