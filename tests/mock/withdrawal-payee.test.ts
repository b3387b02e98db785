/**
 * A member's withdrawal's payee and its handling (docs/money.md): the holder, bank and branch on every record with the
 * account masked; the full number only through the reveal call, which finance and the administrators may make and
 * the log records with who and when (never the number); an operator and a merchant are refused and change nothing;
 * approving, rejecting and paying name the person who did it.
 */
import t from 'tap';
import { maskAccount } from '../../contract/accounts.ts';
import type { Withdrawal } from '../../contract/resources/withdrawals.ts';
import { type Mock, startMock } from './helpers.ts';

type List = { list: Withdrawal[]; total: number };
type Entry = { operator: string; action: string; time: string; changes: unknown[] };

const mock: Mock = await startMock();
t.teardown(() => mock.close());

const finance = await mock.login('finance');
const admin = await mock.login('admin');
const seller = await mock.login('seller', 'seller');
const operator = await mock.login('operator');
const merchant = await mock.login('merchant', 'seller');

const list = async (query: string) => (await mock.call<List>('GET', `/api/v2/seller/withdrawals?limit=100&${query}`, { token: finance })).data.list;
const reveal = (id: number, token: string, lang?: string) => mock.call<{ account: string }>('POST', `/api/v2/seller/withdrawals/${id}/reveal_account`, { token, lang });
const history = async (id: number) => (await mock.call<Entry[]>('GET', `/api/v2/seller/withdrawals/${id}/history`, { token: finance })).data;
const oplogOf = async (id: number) => (await mock.call<unknown[]>('GET', `/__mock/oplog?resource=withdrawals&record_id=${id}`)).data;
const digest = async () => (await mock.call<Record<string, string>>('GET', '/__mock/digest')).data;
const put = (path: string, token: string, body: unknown = {}) => mock.call<Withdrawal>('PUT', path, { token, body });

const cards = await list('method=bank');
const wallets = await list('method=alipay');

t.test('every withdrawal names its payee; a card its bank and branch, its number masked; no answer holds the full number', async (t) => {
  t.ok(cards.length > 0 && wallets.length > 0, 'the seed has card and Alipay withdrawals');
  for (const w of cards) {
    t.equal(w.payee_name, w.member_name, `${w.withdraw_no}: the holder is the applicant`);
    t.match(w.bank_name, /银行$/, `${w.withdraw_no}: a bank`);
    t.match(w.bank_branch, /分行.+支行$/, `${w.withdraw_no}: a branch of it`);
    t.match(w.account, /^\d{4} \*{4} \*{4} \d{4}$/, `${w.withdraw_no}: masked as 6222 **** **** 0226`);
    t.notOk('account_no' in w, 'the stored number is never listed');
  }
  for (const w of wallets) t.same([w.payee_name, w.bank_name, w.bank_branch], [w.member_name, '', ''], 'an Alipay withdrawal has no bank');
  const one = (await mock.call<Withdrawal>('GET', `/api/v2/seller/withdrawals/${cards[0].id}`, { token: finance })).data;
  t.notOk('account_no' in one, 'nor the record call');
});

t.test('the handling names who did it: seeded decisions by the finance clerk, waiting ones by no one', async (t) => {
  const all = await list('');
  for (const w of all) {
    t.equal(w.reviewed_by === null, w.reviewed_at === null, `${w.withdraw_no}: a reviewer exactly when reviewed`);
    t.equal(w.paid_by === null, w.paid_at === null, `${w.withdraw_no}: a payer exactly when paid`);
  }
  t.ok(all.some((w) => w.reviewed_by === '财务王芳'), 'the finance clerk reviewed the seeded ones');
});

t.test('finance, the administrator and the self-run shop reveal the full number; each reveal is logged, the number never', async (t) => {
  const w = cards[0];
  const before = (await history(w.id)).length;
  const answer = await reveal(w.id, finance);
  t.equal(answer.status, 0);
  t.match(answer.data.account, /^\d{4} \d{4} \d{4} \d{4}$/, 'the full number in groups of four');
  t.equal(maskAccount(answer.data.account), w.account, 'the number behind the mask');
  t.equal((await reveal(w.id, admin)).data.account, answer.data.account, 'the administrator sees the same');
  t.equal((await reveal(w.id, seller)).data.account, answer.data.account, "and the self-run shop's administrator");

  const entries = await history(w.id);
  t.equal(entries.length, before + 3, 'three reveals, three entries');
  // newest first, each with who and when
  t.match(entries.slice(0, 3), [
    { action: 'reveal_account', operator: '自营店长', time: /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/ },
    { action: 'reveal_account', operator: '超级管理员' },
    { action: 'reveal_account', operator: '财务王芳', changes: [] },
  ]);
  const digits = answer.data.account.replace(/\s/g, '');
  const logged = JSON.stringify(await oplogOf(w.id));
  t.notOk(logged.includes(digits) || logged.includes(answer.data.account), 'the number itself is not in the log');
  t.match((await mock.call('GET', '/api/v2/seller/log/operation/verify', { token: admin })).data, { intact: true }, 'the chain still verifies');
});

t.test('an operator and a merchant are refused in zh and en, and change nothing', async (t) => {
  const w = cards[1];
  const was = await digest();
  const logBefore = (await oplogOf(w.id)).length;
  t.match(await reveal(w.id, operator), { status: 1, error: '无权限' });
  t.match(await reveal(w.id, merchant, 'en'), { status: 1, error: /permission/i });
  t.same(await digest(), was, 'the state is as it was');
  t.equal((await oplogOf(w.id)).length, logBefore, 'and nothing is logged');
  t.match(await mock.call('POST', `/api/v2/seller/withdrawals/${w.id}/reveal_account`), { status: 10 }, 'nor without a session');
});

t.test('an account holding the withdrawals but not the reveal label reads them and is refused the number', async (t) => {
  const made = await mock.call('POST', '/api/v2/admin/users', {
    token: admin,
    body: { account: 'reviewer1', name: '审核员小周', mobile: '13700001234', password: 'abc12345', password2: 'abc12345', permission: ['withDraw_index'] },
  });
  t.equal(made.status, 0, 'a reviewer account is made');
  const reviewer = await mock.login('reviewer1', 'admin', 'abc12345');
  const w = cards[2];
  t.equal((await mock.call<Withdrawal>('GET', `/api/v2/seller/withdrawals/${w.id}`, { token: reviewer })).data.account, w.account, 'it reads the masked number');
  const was = await digest();
  t.match(await reveal(w.id, reviewer), { status: 1, error: '无权限' }, 'and may not reveal it');
  t.same(await digest(), was, 'which changes nothing');
});

t.test('a missing withdrawal is refused in words, and nothing is logged: nothing was read', async (t) => {
  const was = await digest();
  t.match(await reveal(2_000_000_000, finance), { status: 1, error: /提现 2000000000 不存在/ });
  t.match(await reveal(2_000_000_000, finance, 'en'), { status: 1, error: /not found/ });
  t.same(await digest(), was);
});

t.test('approving, rejecting and paying record the person who did it', async (t) => {
  const waiting = await list('status=in_review');
  t.ok(waiting.length >= 2, 'two withdrawals waiting');
  const [a, b] = waiting;
  t.match((await put(`/api/v2/seller/withdrawals/${a.id}/approve`, finance)).data, { status: 'approved', reviewed_by: '财务王芳', paid_by: null });
  t.match((await put(`/api/v2/seller/withdrawals/${b.id}/reject`, admin, { reason: '账户信息有误' })).data, { status: 'rejected', reviewed_by: '超级管理员' });
  const paid = (await put(`/api/v2/seller/withdrawals/${a.id}/mark_paid`, admin, { proof: '/api/v2/common/files/p.png' })).data;
  t.match(paid, { status: 'paid', reviewed_by: '财务王芳', paid_by: '超级管理员' }, 'the reviewer stays, the payer is who paid');
  t.ok(paid.paid_at, 'with when');
  const listed = (await list(`status=paid&keyword=${a.withdraw_no}`))[0];
  t.match(listed, { reviewed_by: '财务王芳', paid_by: '超级管理员' }, 'the list shows them too');
});
