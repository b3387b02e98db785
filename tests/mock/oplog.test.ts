/**
 * The operation log of every write (docs/oplog.md): who, when, which call, which record, each field before and after;
 * secrets never in it; refused calls not in it; the chain finds an altered and a removed entry.
 */
import t from 'tap';
import type { FieldChange, HistoryEntry, OplogVerdict, Order } from '../../contract/index.ts';
import type { OplogRow } from '../../mock-upstream/state.ts';
import { startMock } from './helpers.ts';

const mock = await startMock();
t.teardown(() => mock.close());
const { call, login } = mock;
const [admin, operator] = [await login('admin'), await login('operator')];
const get = <T>(path: string, token = admin) => call<T>('GET', path, { token });
const put = <T>(path: string, body: unknown, token = admin, lang?: string) => call<T>('PUT', path, { token, body, lang });
const stored = async (resource?: string, id?: string) =>
  (await call<OplogRow[]>('GET', resource ? `/__mock/oplog?resource=${resource}&record_id=${id}` : '/__mock/oplog')).data;
const verify = async () => (await get<OplogVerdict>('/api/v2/seller/log/operation/verify')).data;

// any order the test may remark on: the seed's hour decides which, the test needs only one
const order = (await get<{ list: Order[] }>('/api/v2/seller/orders?limit=1')).data.list[0];
const orderPath = `/api/v2/seller/orders/${order.id}`;

t.test('two people change a record: each entry says who, which call, and the field before and after', async (t) => {
  t.equal((await put(`${orderPath}/remark`, { remark: '周末送达' })).status, 0);
  t.equal((await put(`${orderPath}/remark`, { remark: '改为工作日送达' }, operator)).status, 0);
  const [first, second] = await stored('orders', String(order.id));
  t.match(first, {
    account: 'admin',
    operator: '超级管理员',
    role: 'admin',
    call: 'PUT /api/v2/seller/orders/{id}/remark',
    action: 'remark',
    kind: 'update',
    changes: [{ field: 'seller_remark', before: order.seller_remark, after: '周末送达' }],
  });
  t.match(second, { account: 'operator', role: 'admin2', changes: [{ field: 'seller_remark', before: '周末送达', after: '改为工作日送达' }] });
  t.equal(second.prev_hash, first.hash, 'each entry carries the hash of the one before it');

  const history = (await get<HistoryEntry[]>(`${orderPath}/history`)).data;
  t.same(history.slice(0, 2).map((e) => [e.operator, e.action]), [['运营小李', 'remark'], ['超级管理员', 'remark']], "the record's history, newest first");
});

t.test('a refused call logs nothing', async (t) => {
  const before = (await stored()).length;
  t.equal((await put(`${orderPath}/remark`, { remark: 'x'.repeat(2000) })).status, 1, 'an invalid body');
  t.equal((await put('/api/v2/seller/withdrawals/1/approve', {}, operator)).status, 1, 'a call without the permission');
  const done = (await get<{ list: { id: number }[] }>('/api/v2/seller/withdrawals?status=rejected&limit=1')).data.list[0];
  t.equal((await put(`/api/v2/seller/withdrawals/${done.id}/approve`, {})).status, 1, 'an action its state refuses');
  t.equal((await stored()).length, before, 'no entry for any of them');
});

t.test('a password change is logged as changed, with neither password', async (t) => {
  const body = { old_pw: '123456', new_pw: 'Secret-2026x', new_pw2: 'Secret-2026x' };
  t.equal((await call('POST', '/api/v2/admin/password', { token: operator, body })).status, 0);
  const [entry] = (await stored('adminUsers', '2')).slice(-1);
  t.match(entry, { account: 'operator', kind: 'update', call: 'POST /api/v2/admin/password' });
  t.same(
    entry.changes.find((c: FieldChange) => c.field === 'password'),
    { field: 'password', secret: true },
  );
  const whole = JSON.stringify(await stored());
  t.notOk(whole.includes('Secret-2026x') || whole.includes('"123456"'), 'no password, old or new, anywhere in the log');
});

t.test('verify: the chain holds, then finds an altered entry and a removed one; administrators only', async (t) => {
  t.match(await verify(), { intact: true, first_broken: null });
  t.equal((await get('/api/v2/seller/log/operation/verify', operator)).status, 1, 'an operator may not verify');

  const entries = await stored('orders', String(order.id));
  const [a, b] = entries.slice(-2);
  const tamper = (seq: number, how: string) => call('POST', '/__mock/oplog/tamper', { body: { seq, how } });
  t.equal((await tamper(b.seq, 'alter')).status, 0);
  t.match(await verify(), { intact: false, first_broken: { seq: b.seq, problem: 'altered' } });

  await call('POST', '/__mock/reset');
  const again = await login('admin');
  t.match((await get<OplogVerdict>('/api/v2/seller/log/operation/verify', again)).data, { intact: true }, 'the reset restores the seeded log');
  t.equal((await put(`${orderPath}/remark`, { remark: '一' }, again)).status, 0);
  t.equal((await put(`${orderPath}/remark`, { remark: '二' }, again)).status, 0);
  const [x, y] = (await stored('orders', String(order.id))).slice(-2);
  t.ok(a && x && y.seq === x.seq + 1);
  t.equal((await tamper(x.seq, 'remove')).status, 0);
  t.match((await get<OplogVerdict>('/api/v2/seller/log/operation/verify', again)).data, { intact: false, first_broken: { seq: x.seq, problem: 'removed' } });
});
