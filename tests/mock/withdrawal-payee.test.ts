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

/**
 * The other payouts (docs/money.md, "The payee"): the partners' withdrawals of each kind and the stores' payouts
 * name their payee the same way, mask the account in every answer, and reveal it through their own call to the same
 * roles, each reveal logged on its record.
 */
type Row = Record<string, unknown> & { id: number; method: string };
const PAYOUTS = [
  { resource: 'dScoreWithdrawals', path: '/api/v2/seller/withdrawals_d_score', account: 'account', holder: 'applicant_name', reviewer: 'reviewed_by', payer: 'paid_by' },
  { resource: 'sellerWithdrawals', path: '/api/v2/seller/withdrawals_seller', account: 'account', holder: 'applicant_name', reviewer: 'reviewed_by', payer: 'paid_by' },
  { resource: 'offlineMerchantWithdrawals', path: '/api/v2/seller/withdrawals_offline_merchant', account: 'account', holder: 'applicant_name', reviewer: 'reviewed_by', payer: 'paid_by' },
  { resource: 'earningWithdrawals', path: '/api/v2/seller/withdrawals_earning', account: 'account', holder: 'applicant_name', reviewer: 'reviewed_by', payer: 'paid_by' },
  { resource: 'storePayouts', path: '/api/v2/seller/store_payouts', account: 'account_no', holder: 'account_name', reviewer: 'reviewed_by', payer: 'transferred_by' },
] as const;
/** Six banks, each with its own card prefix (the first six digits of its debit cards). */
const BANK_PREFIX: Record<string, string> = { 中国工商银行: '622202', 中国建设银行: '621700', 中国农业银行: '622848', 招商银行: '622588', 中国银行: '621785', 交通银行: '622262' };

// the administrator reads every payout (finance has no earnings withdrawals: docs/routes.md, "Route sets")
const rowsOf = async (path: string, query = '') => (await mock.call<{ list: Row[]; total: number }>('GET', `${path}?limit=500&${query}`, { token: admin })).data.list;
const revealAt = (path: string, id: number, token: string, lang?: string) => mock.call<{ account: string }>('POST', `${path}/${id}/reveal_account`, { token, lang });
const oplogAt = async (resource: string, id: number) => (await mock.call<unknown[]>('GET', `/__mock/oplog?resource=${resource}&record_id=${id}`)).data;

for (const p of PAYOUTS) {
  t.test(`${p.resource}: each names its payee, a card its bank, branch and masked number; no answer holds the full one`, async (t) => {
    const rows = await rowsOf(p.path);
    const cardRows = rows.filter((r) => r.method === 'bank');
    const walletRows = rows.filter((r) => r.method !== 'bank');
    t.ok(cardRows.length > 0 && walletRows.length > 0, `the seed has card (${cardRows.length}) and wallet (${walletRows.length}) payouts`);
    for (const r of cardRows) {
      t.ok(String(r[p.holder]).length >= 2, `${r.id}: a holder`);
      t.ok(String(r.bank_name) in BANK_PREFIX, `${r.id}: one of the six banks (${r.bank_name})`);
      t.match(r.bank_branch, /分行.+支行$/, `${r.id}: a branch of it`);
      t.match(r[p.account], /^\d{4} \*{4} \*{4} \d{4}$/, `${r.id}: masked as 6222 **** **** 0226`);
    }
    for (const r of walletRows) {
      t.same([r.bank_name, r.bank_branch], ['', ''], `${r.id}: Alipay and WeChat have no bank`);
      t.match(r[p.account], /^1\d{2}\*{4}\d{4}$/, `${r.id}: paid to a phone, masked`);
    }
    t.notOk(JSON.stringify(rows).match(/"\d{16}"|account_secret/), 'no answer of the list holds a full number');
    const one = (await mock.call<Row>('GET', `${p.path}/${cardRows[0].id}`, { token: admin })).data;
    t.equal(one[p.account], cardRows[0][p.account], 'nor the record call');
    t.notOk('account_secret' in one || (p.account === 'account' && 'account_no' in one), 'the stored number is never listed');
  });

  // the earnings withdrawals are no screen of finance's: the self-run shop's administrator pays them
  const clerk = p.resource === 'earningWithdrawals' ? { token: seller, name: '自营店长' } : { token: finance, name: '财务王芳' };
  t.test(`${p.resource}: ${clerk.name} and the administrator reveal the full number, each reveal logged once with who, never the number`, async (t) => {
    const card = (await rowsOf(p.path, 'method=bank'))[0];
    const before = (await oplogAt(p.resource, card.id)).length;
    const answer = await revealAt(p.path, card.id, clerk.token);
    t.equal(answer.status, 0);
    t.match(answer.data.account, /^\d{4} \d{4} \d{4} \d{4}$/, 'the full number in groups of four');
    t.equal(maskAccount(answer.data.account), card[p.account], 'the number behind the mask');
    t.equal(answer.data.account.replace(/\s/g, '').slice(0, 6), BANK_PREFIX[String(card.bank_name)], "it starts with its bank's prefix");
    t.equal((await revealAt(p.path, card.id, admin, 'en')).data.account, answer.data.account, 'the administrator sees the same');
    const logged = await oplogAt(p.resource, card.id);
    t.equal(logged.length, before + 2, 'two reveals, two entries');
    t.match(logged.slice(-2), [
      { kind: 'read', action: 'reveal_account', operator: clerk.name, time: /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/ },
      { kind: 'read', action: 'reveal_account', operator: '超级管理员' },
    ]);
    t.notOk(JSON.stringify(logged).includes(answer.data.account.replace(/\s/g, '')), 'the number itself is not in the log');
  });

  t.test(`${p.resource}: an operator and a merchant are refused in zh and en, and change nothing`, async (t) => {
    const card = (await rowsOf(p.path, 'method=bank'))[0];
    const was = await digest();
    t.match(await revealAt(p.path, card.id, operator), { status: 1, error: '无权限' });
    t.match(await revealAt(p.path, card.id, merchant, 'en'), { status: 1, error: 'Permission denied' });
    t.same(await digest(), was, 'the state is as it was, nothing logged');
  });
}

t.test('finance, which has no earnings withdrawals, may not reveal their payees: none exists for it, in zh and en, nothing logged', async (t) => {
  const card = (await rowsOf('/api/v2/seller/withdrawals_earning', 'method=bank'))[0];
  const was = await digest();
  t.match(await revealAt('/api/v2/seller/withdrawals_earning', card.id, finance), { status: 1, error: `收益提现 ${card.id} 不存在` });
  t.match(await revealAt('/api/v2/seller/withdrawals_earning', card.id, finance, 'en'), { status: 1, error: `Earnings withdrawals ${card.id} not found` });
  t.same(await digest(), was);
});

t.test("a kind's reveal answers only its own records: another kind's id is one that does not exist, in zh and en", async (t) => {
  const earning = (await rowsOf('/api/v2/seller/withdrawals_earning', 'method=bank'))[0];
  const was = await digest();
  t.match(await revealAt('/api/v2/seller/withdrawals_d_score', earning.id, finance), { status: 1, error: `D积分提现 ${earning.id} 不存在` });
  t.match(await revealAt('/api/v2/seller/withdrawals_d_score', earning.id, finance, 'en'), { status: 1, error: /not found/ });
  t.same(await digest(), was);
});

t.test('approving, rejecting and paying a partner withdrawal or a store payout record the person who did it', async (t) => {
  const [a, b] = await rowsOf('/api/v2/seller/withdrawals_d_score', 'status=in_review');
  t.ok(a && b, 'two D-score withdrawals waiting');
  t.match((await put(`/api/v2/seller/withdrawals_d_score/${a.id}/approve`, finance)).data, { status: 'approved', reviewed_by: '财务王芳', paid_by: null });
  t.match((await put(`/api/v2/seller/withdrawals_d_score/${b.id}/reject`, admin, { reason: '账户信息有误' })).data, { status: 'rejected', reviewed_by: '超级管理员' });
  const paid = (await put(`/api/v2/seller/withdrawals_d_score/${a.id}/mark_paid`, admin, { proof: '/api/v2/common/files/p.png' })).data as unknown as Row;
  t.match(paid, { status: 'paid', reviewed_by: '财务王芳', paid_by: '超级管理员', paid_at: /^\d{4}-/ }, 'the reviewer stays, the payer is who paid');

  const [pending] = await rowsOf('/api/v2/seller/store_payouts', 'status=pending');
  t.ok(pending, 'a store payout waiting');
  t.match((await put(`/api/v2/seller/store_payouts/${pending.id}/approve`, finance)).data, { status: 'to_transfer', reviewed_by: '财务王芳', reviewed_at: /^\d{4}-/, transferred_by: null });
  const done = (await put(`/api/v2/seller/store_payouts/${pending.id}/transfer`, admin, { transfer_no: 'TR20261129001' })).data as unknown as Row;
  t.match(done, { status: 'transferred', reviewed_by: '财务王芳', transferred_by: '超级管理员', transferred_at: /^\d{4}-/ });
  const listed = (await rowsOf('/api/v2/seller/store_payouts', `keyword=${String(pending.payout_no)}`))[0];
  t.match(listed, { reviewed_by: '财务王芳', transferred_by: '超级管理员' }, 'the list shows them too');
});

t.test('a store payout made through the console keeps its number masked; the log records the number changed, never its value', async (t) => {
  const [merchantRow] = (await mock.call<{ list: { merchant_id: number }[] }>('GET', '/api/v2/seller/store_payouts?limit=1&status=transferred', { token: finance })).data.list;
  const body = { merchant_id: merchantRow.merchant_id, amount: '1.00', method: 'bank', account_name: '李四', account_no: '6228480012345678', bank_name: '中国农业银行', bank_branch: '杭州分行西湖支行' };
  const made = await mock.call<Row>('POST', '/api/v2/seller/store_payouts', { token: finance, body });
  t.equal(made.status, 0, made.error ?? 'made');
  t.match(made.data, { account_no: '6228 **** **** 5678', bank_name: '中国农业银行', bank_branch: '杭州分行西湖支行', account_name: '李四' });
  t.equal((await revealAt('/api/v2/seller/store_payouts', made.data.id, finance)).data.account, '6228 4800 1234 5678', 'the reveal gives it back');
  t.notOk(JSON.stringify(await oplogAt('storePayouts', made.data.id)).includes('6228480012345678'), 'the log never holds it');
});

t.test('a card payout without its bank or branch is refused, in zh and en, and nothing is made; Alipay needs neither', async (t) => {
  const [merchantRow] = (await mock.call<{ list: { merchant_id: number }[] }>('GET', '/api/v2/seller/store_payouts?limit=1&status=transferred', { token: finance })).data.list;
  const count = async () => (await mock.call<{ total: number }>('GET', '/api/v2/seller/store_payouts?limit=1', { token: finance })).data.total;
  const before = await count();
  const card = { merchant_id: merchantRow.merchant_id, amount: '1.00', method: 'bank', account_name: '李四', account_no: '6228480012345678' };
  const zh = await mock.call('POST', '/api/v2/seller/store_payouts', { token: finance, body: card, lang: 'zh-CN' });
  t.equal(zh.status, 1, 'refused');
  t.match(zh.error, /开户银行/, `zh: ${zh.error}`);
  const en = await mock.call('POST', '/api/v2/seller/store_payouts', { token: finance, body: { ...card, bank_name: '中国农业银行' }, lang: 'en' });
  t.equal(en.status, 1, 'refused without the branch');
  t.match(en.error, /branch/i, `en: ${en.error}`);
  t.equal(await count(), before, 'nothing made');
  const alipay = await mock.call('POST', '/api/v2/seller/store_payouts', { token: finance, body: { ...card, method: 'alipay', account_no: '13800001111' } });
  t.equal(alipay.status, 0, alipay.error ?? 'an Alipay payout needs no bank');
});
