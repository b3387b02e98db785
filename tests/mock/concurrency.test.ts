/**
 * Two clerks act on the same record at the same moment (README.md "Two people, one record"): the calls are sent
 * together, not one after the other, to a mock that delays every call (MOCK_LATENCY_MS) and through the gateway.
 * Exactly one succeeds and moves the money once; every other one is told who did it and when.
 */
import t, { type Test } from 'tap';
import { RESOURCES } from '../../contract/index.ts';
import type { LedgerEntry } from '../../contract/resources/members.ts';
import type { Withdrawal } from '../../contract/resources/withdrawals.ts';
import { adminToken } from '../browser/console.ts';
import { startStack } from '../helpers/stack.ts';
import { startMock } from './helpers.ts';

const CLERKS = 8;
const LATENCY_MS = 150;
const path = RESOURCES.withdrawals.path;

interface Answer<T = unknown> {
  status: number;
  data: T;
  error?: string;
}
type Call = <T>(token: string, method: string, url: string, body?: unknown) => Promise<Answer<T>>;

/** The race: every clerk rejects the same withdrawal at once; returns the answers and what the ledger holds after. */
async function race(t: Test, call: Call, tokens: Record<string, string>) {
  const names = Object.keys(tokens);
  const [w] = (await call<{ list: Withdrawal[] }>(tokens[names[0]], 'GET', `${path}?status=in_review&limit=1`)).data.list;
  const refunds = async () =>
    (await call<{ list: LedgerEntry[] }>(tokens[names[0]], 'GET', `/api/v2/seller/members_ledger?member_id=${w.member_id}&type=refund&limit=100`)).data.list.filter((e) =>
      e.remark.includes(w.withdraw_no),
    );
  t.equal((await refunds()).length, 0, 'no refund yet');

  const started = performance.now();
  const answers = await Promise.all(
    Array.from({ length: CLERKS }, (_, i) => {
      const clerk = names[i % names.length];
      return call<Withdrawal>(tokens[clerk], 'PUT', `${path}/${w.id}/reject`, { reason: `驳回 ${i}` }).then((a) => ({ clerk, ...a }));
    }),
  );
  const elapsed = performance.now() - started;
  // one after the other they would take CLERKS × the latency
  t.ok(elapsed < LATENCY_MS * (CLERKS / 2), `the calls ran together (${Math.round(elapsed)} ms)`);

  const won = answers.filter((a) => a.status === 0);
  t.equal(won.length, 1, 'exactly one clerk rejects it');
  const lost = answers.filter((a) => a.status !== 0);
  t.equal(lost.length, CLERKS - 1);
  const winner = won[0];
  for (const a of lost) t.match(a, { status: 1, error: new RegExp(`^状态为「已驳回」（已由 ${winner.clerk} 于 \\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2} 驳回），不能驳回$`) }, 'told who did it and when');
  t.equal((await refunds()).length, 1, 'the money went back exactly once');
  t.equal((await call<Withdrawal>(tokens[names[0]], 'GET', `${path}/${w.id}`)).data.reason, winner.data.reason, 'the record holds the winner\'s reason');
}

t.test('the mock, delaying every call', async (t) => {
  const mock = await startMock({ latencyMs: LATENCY_MS });
  t.teardown(() => mock.close());
  const call: Call = (token, method, url, body) => mock.call(method, url, { token, body });
  await race(t, call, { 超级管理员: await mock.login('admin'), 财务王芳: await mock.login('finance', 'seller') });
});

t.test('through the gateway', async (t) => {
  process.env.MOCK_LATENCY_MS = String(LATENCY_MS);
  const stack = await startStack();
  delete process.env.MOCK_LATENCY_MS;
  t.teardown(() => stack.close());
  const call: Call = async (token, method, url, body) => {
    const res = await fetch(stack.url + url, { method, headers: { token, 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
    return (await res.json()) as never;
  };
  const seller = (await (await fetch(`${stack.url}/api/v2/seller/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ account: 'finance', password: '123456' }),
  })).json()) as { data: { token: string } };
  const admin = await adminToken(stack.url);
  await race(t, call, { 超级管理员: admin, 财务王芳: seller.data.token });

  // an edit on an older version: the gateway passes the mock's 409 and its body through unchanged
  const stores = RESOURCES.offlineStores.path;
  const [store] = (await call<{ list: { id: number; version: number; close_time: string }[] }>(admin, 'GET', `${stores}?limit=1`)).data.list;
  // The seed follows the day it runs on: the edit must change the store whatever its closing time is today.
  const closeTime = store.close_time === '22:30' ? '21:00' : '22:30';
  const edit = (version: number) =>
    fetch(`${stack.url}${stores}/${store.id}`, { method: 'PUT', headers: { token: admin, 'content-type': 'application/json' }, body: JSON.stringify({ close_time: closeTime, version }) });
  t.equal((await edit(store.version)).status, 200);
  const stale = await edit(store.version);
  t.equal(stale.status, 409, 'HTTP 409 through the gateway');
  t.match(await stale.json(), { status: 1, error: /^线下门店已被 超级管理员 于 /, data: { current: { id: store.id, close_time: closeTime, version: store.version + 1 }, version: store.version + 1 } });
});
