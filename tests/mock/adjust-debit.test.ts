/**
 * A manual debit beyond what the member holds is refused by the mock on its field, in zh and en, and moves nothing:
 * not the holding, not the ledger. A debit of exactly what is held goes through. And an after-sale names where its
 * refund goes, a balance refund reaching the balance through its ledger (docs/confirmations.md).
 */
import t from 'tap';
import type { AfterSale } from '../../contract/resources/afterSales.ts';
import type { LedgerEntry, Member } from '../../contract/resources/members.ts';
import type { Order } from '../../contract/resources/orders.ts';
import { startMock } from './helpers.ts';

const mock = await startMock();
t.teardown(() => mock.close());
const finance = await mock.login('finance');
const admin = await mock.login('admin');
type Page<T> = { list: T[]; total: number };
const get = async <T>(path: string, token = finance) => {
  const answer = await mock.call<T>('GET', path, { token });
  if (answer.status !== 0) throw new Error(`${path}: ${answer.error}`);
  return answer.data;
};
const adjust = (id: number, body: unknown, lang?: string) => mock.call<Member>('PUT', `/api/v2/seller/members/${id}/adjust`, { token: finance, body, lang });
const ledgerOf = async (id: number) => (await get<Page<LedgerEntry>>(`/api/v2/seller/members_ledger?member_id=${id}&limit=1`)).total;

t.test('a debit beyond the balance is refused on the amount field, in zh and en, and moves nothing', async (t) => {
  const m = (await get<Page<Member>>('/api/v2/seller/members?status=normal&balance_min=100&limit=1')).list[0];
  t.ok(m, 'a member with a balance of ¥100 or more');
  const entries = await ledgerOf(m.id);
  const [yuan, fen] = m.balance.split('.');
  const shown = `¥${Number(yuan).toLocaleString('en-US')}.${fen}`;
  const over = `-${Number(yuan) + 1}.${fen}`;

  const zh = await adjust(m.id, { asset: 'balance', amount: over, remark: '扣减测试' });
  t.equal(zh.status, 1);
  t.equal(zh.error, `amount 不能超过当前余额 ${shown}`, 'zh: names the field and the balance, written as money is shown');
  const en = await adjust(m.id, { asset: 'balance', amount: over, remark: '扣减测试' }, 'en');
  t.equal(en.error, `amount cannot exceed the balance held (${shown})`, 'en: the same words in English');

  const after = await get<Member>(`/api/v2/seller/members/${m.id}`);
  t.equal(after.balance, m.balance, 'the balance did not move');
  t.equal(await ledgerOf(m.id), entries, 'no ledger entry was written');

  const all = await adjust(m.id, { asset: 'balance', amount: `-${m.balance}`, remark: '全部扣减' });
  t.equal(all.status, 0, 'a debit of exactly the balance goes through');
  t.equal(all.data.balance, '0.00');
});

t.test('points: the refusal counts whole units', async (t) => {
  const m = (await get<Page<Member>>('/api/v2/seller/members?status=normal&limit=20')).list.find((x) => x.points > 0 && x.points < 100000);
  if (!m) throw new Error('no member with points');
  const over = `-${m.points + 1}.00`;
  t.equal((await adjust(m.id, { asset: 'points', amount: over, remark: '扣减测试' })).error, `amount 不能超过当前积分 ${m.points.toLocaleString('en-US')}`);
  t.equal((await adjust(m.id, { asset: 'points', amount: over, remark: '扣减测试' }, 'en')).error, `amount cannot exceed the points held (${m.points.toLocaleString('en-US')})`);
  t.equal((await get<Member>(`/api/v2/seller/members/${m.id}`)).points, m.points, 'the points did not move');
});

t.test('an after-sale names where its refund goes; a balance refund is posted to the balance', async (t) => {
  const waiting = (await get<Page<AfterSale>>('/api/v2/seller/after_sales?status=awaiting_refund&limit=100', admin)).list;
  t.ok(waiting.length > 0, 'after-sales wait for their refund');
  for (const a of waiting) {
    const order = await get<Order>(`/api/v2/seller/orders/${a.order_id}`, admin);
    t.equal(a.refund_to, order.pay_method, `${a.after_sale_no}: back the way its order was paid`);
  }
  const byBalance = waiting.find((a) => a.refund_to === 'balance' && a.refund_amount !== '0.00');
  if (!byBalance) return t.comment('no after-sale paid by balance waits for its refund in this seed');
  const before = await get<Member>(`/api/v2/seller/members/${byBalance.member_id}`, admin);
  const done = await mock.call<AfterSale>('PUT', `/api/v2/seller/after_sales/${byBalance.id}/confirm_refund`, { token: admin, body: {} });
  t.equal(done.status, 0);
  const after = await get<Member>(`/api/v2/seller/members/${byBalance.member_id}`, admin);
  const cents = (v: string) => Math.round(Number(v) * 100);
  t.equal(cents(after.balance), cents(before.balance) + cents(byBalance.refund_amount), 'the refund reached the balance');
  const [entry] = (await get<Page<LedgerEntry>>(`/api/v2/seller/members_ledger?member_id=${byBalance.member_id}&asset=balance&sort=-id&limit=1`, admin)).list;
  t.match(entry, { type: 'refund', amount: byBalance.refund_amount, balance_after: after.balance }, 'through a refund entry in its ledger');
});
