/**
 * The money area's mock through real HTTP calls: totals, the recharge workflow, refusals, imports, and random
 * sequences of money-moving operations after each of which the ledger invariants must hold.
 */
import t, { type Test } from 'tap';
import type { LedgerEntry, Member, Withdrawal } from '../../contract/index.ts';
import type { LedgerTotals } from '../../contract/resources/money/ledgerViews.ts';
import type { ImportRecord } from '../../contract/resources/money/imports.ts';
import type { PartnerWithdrawal } from '../../contract/resources/money/partnerWithdrawals.ts';
import type { Recharge, RechargeType } from '../../contract/resources/money/recharges.ts';
import type { Hedging, RebateExchange, RepayRecord } from '../../contract/resources/money/contribution.ts';
import type { WithdrawSummary } from '../../contract/resources/money/withdrawSummary.ts';
import { Random } from '../../mock-upstream/random.ts';
import { startMock } from './helpers.ts';

const mock = await startMock();
t.teardown(() => mock.close());
const { call, login } = mock;
const admin = await login('admin');
const finance = await login('finance');
type Page<T> = { list: T[]; total: number; counts?: Record<string, number> };
const get = <T>(path: string, token = admin) => call<T>('GET', path, { token });
const put = <T>(path: string, body: unknown = {}, token = admin) => call<T>('PUT', path, { token, body });
const post = <T>(path: string, body: unknown, token = admin) => call<T>('POST', path, { token, body });

/** Exact decimal-string arithmetic for the checks: integer cents, never floats. */
const cents = (m: string) => {
  const negative = m.startsWith('-');
  const [i, f = '0'] = m.replace('-', '').split('.');
  const c = Number(i) * 100 + Number(f.padEnd(2, '0'));
  return negative ? -c : c;
};
const ASSET_FIELD = { balance: 'balance', points: 'points', contribution: 'contribution', growth: 'growth' } as const;
const holding = (m: Member, asset: keyof typeof ASSET_FIELD) => {
  const v = m[ASSET_FIELD[asset]];
  return typeof v === 'number' ? v * 100 : cents(v);
};

async function everything<T>(path: string, filters = '', token = admin): Promise<T[]> {
  const rows: T[] = [];
  for (let page = 1; ; page++) {
    const res = await get<Page<T>>(`${path}?limit=500&page=${page}${filters}`, token);
    if (res.status !== 0) throw new Error(`${path}: ${res.error}`);
    rows.push(...res.data.list);
    if (rows.length >= res.data.total || res.data.list.length === 0) return rows;
  }
}
const member = async (id: number) => (await get<Member>(`/api/v2/seller/members/${id}`)).data;

/** Each asset of the member equals the sum of its entries, never below zero; balance_after runs with the entries. */
async function checkMember(t: Test, id: number): Promise<boolean> {
  const m = await member(id);
  const entries = (await everything<LedgerEntry>('/api/v2/seller/members_ledger', `&member_id=${id}&sort=id`));
  for (const asset of ['balance', 'points', 'contribution', 'growth'] as const) {
    const mine = entries.filter((e) => e.asset === asset);
    const sum = mine.reduce((s, e) => s + cents(e.amount), 0);
    if (sum !== holding(m, asset) || holding(m, asset) < 0) return t.fail(`member ${id} ${asset}: holds ${holding(m, asset)}, ledger sums to ${sum}`);
    if (mine.some((e) => (cents(e.amount) < 0) !== (e.direction === 'out'))) return t.fail(`member ${id} ${asset}: a direction disagrees with its sign`);
  }
  return true;
}

t.test('the seeded ledger explains every asset of every member, flow numbers are unique', async (t) => {
  const entries = await everything<LedgerEntry>('/api/v2/seller/members_ledger');
  const members = await everything<Member>('/api/v2/seller/members');
  const sums = new Map<string, number>();
  for (const e of entries) sums.set(`${e.member_id} ${e.asset}`, (sums.get(`${e.member_id} ${e.asset}`) ?? 0) + cents(e.amount));
  const wrong = members.flatMap((m) => (['balance', 'points', 'contribution', 'growth'] as const).filter((a) => holding(m, a) !== (sums.get(`${m.id} ${a}`) ?? 0) || holding(m, a) < 0).map((a) => `${m.id}/${a}`));
  t.same(wrong.slice(0, 5), [], 'every asset = the sum of its ledger, never negative');
  t.equal(new Set(entries.map((e) => e.flow_no)).size, entries.length, 'flow numbers unique');
  for (const asset of ['points', 'contribution', 'growth']) t.ok(entries.some((e) => e.asset === asset), `${asset} entries exist`);
});

t.test('ledger totals equal the sum of the rows of the same filter', async (t) => {
  for (const [path, filter] of [
    ['/api/v2/seller/finance_reward', ''],
    ['/api/v2/seller/finance_deal', '&amount_min=-50&amount_max=-1'],
    ['/api/v2/seller/finance_manualHandling', '&direction=in'],
    ['/api/v2/seller/finance_shegouDetail', ''],
  ] as const) {
    const rows = await everything<LedgerEntry>(path, filter);
    const totals = (await get<Page<LedgerTotals>>(`${path}_totals?limit=20${filter}`)).data.list;
    t.ok(rows.length > 0, `${path}${filter} has rows`);
    for (const total of totals) {
      const mine = rows.filter((r) => r.asset === total.asset);
      t.equal(total.count, mine.length, `${path} ${total.asset} count`);
      t.equal(cents(total.credit), mine.filter((r) => cents(r.amount) > 0).reduce((s, r) => s + cents(r.amount), 0), `${path} ${total.asset} credits`);
      t.equal(cents(total.debit), mine.filter((r) => cents(r.amount) < 0).reduce((s, r) => s + cents(r.amount), 0), `${path} ${total.asset} debits`);
      t.equal(cents(total.net), cents(total.credit) + cents(total.debit));
    }
    t.equal(totals.reduce((s, x) => s + x.count, 0), rows.length, 'every row counted once');
  }
  const types = new Set((await everything<LedgerEntry>('/api/v2/seller/finance_deal')).map((e) => e.type));
  t.same([...types], ['consume'], 'a detail screen shows its own kind of entry only');
});

t.test("the transaction details find a member's entries by name, whole phone or id, and only theirs", async (t) => {
  const all = await everything<LedgerEntry>('/api/v2/seller/finance_deal');
  // a member with entries whose name no other member with entries shares, so the name search is that member's alone
  const member = all.map((e) => e.member_id).map((id) => all.find((e) => e.member_id === id) as LedgerEntry)
    .find((e) => all.every((o) => o.member_id === e.member_id || !o.member_name.includes(e.member_name))) as LedgerEntry;
  const theirs = all.filter((e) => e.member_id === member.member_id).map((e) => e.id).sort();
  for (const [how, value] of [['name', member.member_name], ['phone', member.member_mobile], ['id', String(member.member_id)]]) {
    const found = await everything<LedgerEntry>('/api/v2/seller/finance_deal', `&member=${encodeURIComponent(value)}`);
    t.same(found.map((e) => e.id).sort(), theirs, `by ${how} (${value}): every entry of the member, no other`);
  }
  const part = await everything<LedgerEntry>('/api/v2/seller/finance_deal', `&member=${member.member_mobile.slice(0, 4)}`);
  t.notOk(part.some((e) => e.member_id === member.member_id), 'a part of a phone is not a phone');
});

t.test('withdrawals summary: pending and paid-today figures agree with the list', async (t) => {
  const all = await everything<Withdrawal>('/api/v2/seller/withdrawals');
  const s = (await get<Page<WithdrawSummary>>('/api/v2/seller/withdrawals_summary')).data.list[0];
  const pending = all.filter((w) => w.status === 'in_review');
  t.equal(s.pending_count, pending.length);
  t.equal(cents(s.pending_amount), pending.reduce((x, w) => x + cents(w.amount), 0));
  t.ok(all.every((w) => cents(w.amount) === cents(w.fee) + cents(w.net)), 'amount = fee + net');
  const [one] = pending;
  const before = s.paid_today_count;
  await put(`/api/v2/seller/withdrawals/${one.id}/approve`);
  await put(`/api/v2/seller/withdrawals/${one.id}/mark_paid`, { proof: '/api/v2/common/files/proof.png' });
  const after = (await get<Page<WithdrawSummary>>('/api/v2/seller/withdrawals_summary')).data.list[0];
  t.equal(after.paid_today_count, before + 1);
  t.equal(after.pending_count, s.pending_count - 1);
});

t.test('manual adjustment: asset, sign, remark, frozen member, whole points', async (t) => {
  const m = (await get<Page<Member>>('/api/v2/seller/members?status=normal&limit=1')).data.list[0];
  const plus = await put<Member>(`/api/v2/seller/members/${m.id}/adjust`, { asset: 'points', amount: '25.00', remark: '活动补偿' }, finance);
  t.equal(plus.data.points, m.points + 25);
  t.match((await put(`/api/v2/seller/members/${m.id}/adjust`, { asset: 'points', amount: '1.50', remark: '活动补偿' })).error, /整数/);
  t.match((await put(`/api/v2/seller/members/${m.id}/adjust`, { asset: 'growth', amount: '5.00', remark: '' })).error, /remark/);
  const over = `-${m.contribution === '0.00' ? '1.00' : (cents(m.contribution) / 100 + 1).toFixed(2)}`;
  t.match((await call('PUT', `/api/v2/seller/members/${m.id}/adjust`, { token: admin, body: { asset: 'contribution', amount: over, remark: '扣减' }, lang: 'en' })).error, /^amount cannot exceed the contribution held/);
  const frozen = (await get<Page<Member>>('/api/v2/seller/members?status=frozen&limit=1')).data.list[0];
  t.match((await put(`/api/v2/seller/members/${frozen.id}/adjust`, { amount: '1.00', remark: '补偿' })).error, /已冻结/);
  const history = await get<Page<LedgerEntry>>(`/api/v2/seller/finance_manualHandling?member_id=${m.id}&sort=-id&limit=1`, finance);
  t.match(history.data.list[0], { asset: 'points', type: 'adjust', amount: '25.00', direction: 'in', remark: '活动补偿' });
  t.ok(await checkMember(t, m.id));
});

t.test('platform recharge: made, reviewed twice, posted with its bonus; refusals', async (t) => {
  const types = (await get<Page<RechargeType>>('/api/v2/seller/recharge_types?limit=50')).data.list;
  const bonusType = types.find((x) => x.enabled && x.bonus_percent > 0)!;
  const disabled = types.find((x) => !x.enabled)!;
  const m = (await get<Page<Member>>('/api/v2/seller/members?status=normal&limit=1')).data.list[0];
  t.match((await post('/api/v2/seller/platform_recharges', { mobile: m.mobile, type_id: disabled.id, amount: '100.00', remark: '到账' })).error, /停用/);
  t.match((await post('/api/v2/seller/platform_recharges', { mobile: '13000000000', type_id: bonusType.id, amount: '100.00', remark: '到账' })).error, /不是会员/);
  const made = await post<Recharge>('/api/v2/seller/platform_recharges', { mobile: m.mobile, type_id: bonusType.id, amount: '333.33', remark: '对公到账' });
  t.equal(made.data.stage, 'make_review');
  t.equal(cents(made.data.bonus), Math.floor((33333 * bonusType.bonus_percent) / 100));
  t.match((await put(`/api/v2/seller/recharge_boss_audit/${made.data.id}/approve`)).error, /待制单审核/, 'the owner cannot approve before the voucher review');
  t.equal((await member(m.id)).balance, m.balance, 'nothing posted yet');
  await put(`/api/v2/seller/recharge_make_audit/${made.data.id}/approve`);
  const posted = await put<Recharge>(`/api/v2/seller/recharge_boss_audit/${made.data.id}/approve`);
  t.equal(posted.data.stage, 'posted');
  t.equal(cents((await member(m.id)).balance), cents(m.balance) + cents(made.data.total));
  t.ok(await checkMember(t, m.id));
  t.match((await call('DELETE', `/api/v2/seller/recharge_types/${bonusType.id}`, { token: admin })).error, /不能删除/);
  t.match((await post('/api/v2/seller/recharge_types', { name: '测试', bonus_percent: 101, min_amount: '1.00', max_amount: '2.00' })).error, /bonus_percent/);
  t.match((await post('/api/v2/seller/recharge_types', { name: '测试', bonus_percent: 5, min_amount: '9.00', max_amount: '2.00' })).error, /最低金额/);
});

t.test('credit import: good rows credited, bad rows named with their reason', async (t) => {
  const [a, b] = (await get<Page<Member>>('/api/v2/seller/members?status=normal&limit=2')).data.list;
  const frozen = (await get<Page<Member>>('/api/v2/seller/members?status=frozen&limit=1')).data.list[0];
  const res = await post<ImportRecord>('/api/v2/seller/credit_imports', {
    file_name: 'x.csv',
    rows: [
      { row: 2, mobile: a.mobile, asset: 'balance', amount: '10.01', remark: '补贴' },
      { row: 3, mobile: b.mobile, asset: 'points', amount: '30.00', remark: '补贴' },
      { row: 4, mobile: '13000000000', asset: 'balance', amount: '1.00', remark: '补贴' },
      { row: 5, mobile: frozen.mobile, asset: 'balance', amount: '1.00', remark: '补贴' },
      { row: 6, mobile: b.mobile, asset: 'points', amount: '0.50', remark: '补贴' },
    ],
  });
  t.match(res.data, { total: 5, succeeded: 2, failed: 3, credited_balance: '10.01', credited_points: 30 });
  t.same(res.data.failures.map((f) => f.row), [4, 5, 6]);
  t.equal(cents((await member(a.id)).balance), cents(a.balance) + 1001);
  t.equal((await member(b.id)).points, b.points + 30);
});

/** One random money-moving operation through the API; returns the members it touched. */
type Op = (rnd: Random) => Promise<number[]>;

const pick = async <T extends { id: number }>(rnd: Random, path: string, filter: string): Promise<T | undefined> => {
  const page = await get<Page<T>>(`${path}?limit=50${filter}`);
  return page.data.list.length ? rnd.pick(page.data.list) : undefined;
};

const OPS: Record<string, Op> = {
  async approveWithdrawal(rnd) {
    const w = await pick<Withdrawal>(rnd, '/api/v2/seller/withdrawals', '&status=in_review');
    if (w) await put(`/api/v2/seller/withdrawals/${w.id}/approve`);
    return w ? [w.member_id] : [];
  },
  async rejectWithdrawal(rnd) {
    const w = await pick<Withdrawal>(rnd, '/api/v2/seller/withdrawals', '&status=in_review');
    if (!w) return [];
    const before = await member(w.member_id);
    const res = await put(`/api/v2/seller/withdrawals/${w.id}/reject`, { reason: '账户有误' });
    if (res.status === 0 && cents((await member(w.member_id)).balance) !== cents(before.balance) + cents(w.amount)) throw new Error(`reject ${w.id} did not return ${w.amount}`);
    return [w.member_id];
  },
  async payOrFailWithdrawal(rnd) {
    const w = await pick<Withdrawal>(rnd, '/api/v2/seller/withdrawals', '&status=approved');
    if (!w) return [];
    if (rnd.chance(0.5)) await put(`/api/v2/seller/withdrawals/${w.id}/mark_paid`, { proof: '/api/v2/common/files/p.png' });
    else {
      await put(`/api/v2/seller/withdrawals/${w.id}/fail`, { reason: '银行退票' });
      if (rnd.chance(0.5)) await put(`/api/v2/seller/withdrawals/${w.id}/retry`);
    }
    return [w.member_id];
  },
  async rejectPartnerWithdrawal(rnd) {
    const kind = rnd.pick(['d_score', 'earning']);
    const w = await pick<PartnerWithdrawal>(rnd, `/api/v2/seller/withdrawals_${kind}`, '&status=in_review');
    if (w) await put(`/api/v2/seller/withdrawals_${kind}/${w.id}/reject`, { reason: '资料不全' });
    return w ? [w.applicant_id] : [];
  },
  async adjust(rnd) {
    const m = await pick<Member>(rnd, '/api/v2/seller/members', `&status=normal&page=${rnd.int(1, 20)}`);
    if (!m) return [];
    const asset = rnd.pick(['balance', 'points', 'contribution', 'growth'] as const);
    const whole = asset === 'points' || asset === 'growth';
    const size = whole ? rnd.int(1, 300) * 100 : rnd.int(1, 30000);
    const signed = rnd.chance(0.5) ? size : -size;
    const amount = `${signed < 0 ? '-' : ''}${Math.floor(Math.abs(signed) / 100)}.${String(Math.abs(signed) % 100).padStart(2, '0')}`;
    await put(`/api/v2/seller/members/${m.id}/adjust`, { asset, amount, remark: '随机调账' }, finance);
    return [m.id];
  },
  async recharge(rnd) {
    const m = await pick<Member>(rnd, '/api/v2/seller/members', `&status=normal&page=${rnd.int(1, 20)}`);
    const types = (await get<Page<RechargeType>>('/api/v2/seller/recharge_types?enabled=true')).data.list;
    if (!m) return [];
    const type = rnd.pick(types);
    const made = await post<Recharge>('/api/v2/seller/platform_recharges', { mobile: m.mobile, type_id: type.id, amount: `${rnd.int(Number(type.min_amount.split('.')[0]) + 1, 5000)}.${rnd.int(10, 99)}`, remark: '随机充值' });
    if (made.status !== 0) return [];
    await put(`/api/v2/seller/recharge_make_audit/${made.data.id}/approve`);
    if (rnd.chance(0.8)) await put(`/api/v2/seller/recharge_boss_audit/${made.data.id}/approve`);
    else await put(`/api/v2/seller/recharge_boss_audit/${made.data.id}/reject`, { reason: '凭证不符' });
    return [m.id];
  },
  async payout(rnd) {
    const r = await pick<RepayRecord>(rnd, '/api/v2/seller/contribution_repay', '&status=pending');
    if (r) await put(`/api/v2/seller/contribution_repay/${r.id}/pay`);
    return r ? [r.member_id] : [];
  },
  async rebate(rnd) {
    const r = await pick<RebateExchange>(rnd, '/api/v2/seller/rebate_exchanges', '&status=pending');
    if (r) await put(`/api/v2/seller/rebate_exchanges/${r.id}/approve`);
    return r ? [r.member_id] : [];
  },
  async hedge(rnd) {
    const h = await pick<Hedging>(rnd, '/api/v2/seller/hedgings', '&status=pending');
    if (h) await put(`/api/v2/seller/hedgings/${h.id}/execute`);
    return h ? [h.member_id] : [];
  },
  async convert(rnd) {
    const m = await pick<Member>(rnd, '/api/v2/seller/members', `&status=normal&page=${rnd.int(1, 20)}`);
    if (!m) return [];
    await post('/api/v2/seller/asset_conversions', { mobile: m.mobile, from_asset: 'contribution', amount: `${rnd.int(10, 3000)}.${rnd.int(10, 99)}`, remark: '随机转换' });
    return [m.id];
  },
};

t.test('random sequences of money moves keep every invariant', async (t) => {
  const seed = Number(process.env.MONEY_SEED ?? Date.now() % 100_000);
  t.comment(`seed ${seed} (MONEY_SEED=${seed} repeats it)`);
  const rnd = new Random(seed);
  const names = Object.keys(OPS);
  for (let step = 0; step < 40; step++) {
    const name = rnd.pick(names);
    const touched = await OPS[name](rnd);
    for (const id of new Set(touched)) if (!(await checkMember(t, id))) return t.fail(`after step ${step} (${name})`);
  }
  const entries = await everything<LedgerEntry>('/api/v2/seller/members_ledger');
  t.equal(new Set(entries.map((e) => e.flow_no)).size, entries.length, 'flow numbers still unique');
  const withdrawals = await everything<Withdrawal>('/api/v2/seller/withdrawals');
  t.ok(withdrawals.every((w) => cents(w.amount) === cents(w.fee) + cents(w.net)), 'withdrawals: amount = fee + net');
  // conserved: each rejected withdrawal's amount came back exactly once
  const refunds = new Map<string, number>();
  for (const e of entries.filter((x) => x.type === 'refund' && x.asset === 'balance')) {
    const no = /提现驳回退回 (\S+)/.exec(e.remark)?.[1];
    if (no) refunds.set(no, (refunds.get(no) ?? 0) + cents(e.amount));
  }
  const wrong = withdrawals.filter((w) => w.status === 'rejected' && w.created_at.slice(0, 4) > '2000' && refunds.has(w.withdraw_no) && refunds.get(w.withdraw_no) !== cents(w.amount));
  t.same(wrong.map((w) => w.withdraw_no), [], 'rejections returned exactly the amount');
  t.ok(withdrawals.filter((w) => w.status !== 'rejected').every((w) => !refunds.has(w.withdraw_no)), 'nothing returned for a withdrawal not rejected');
});
