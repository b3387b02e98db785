/**
 * Order actions by type and state (docs/screens.md) on the mock, over HTTP: orders of each type in each type state are put
 * in the upstream's data through its state file (as a real upstream would hold them), then each action a rule
 * forbids is refused with its reason in zh and en, and the actions the same order still allows succeed.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import t from 'tap';
import type { Order } from '../../contract/resources/orders.ts';
import { type Mock, startMock } from './helpers.ts';

type Edit = Pick<Order, 'type' | 'status' | 'type_info'> & Partial<Order>;

/** The seeded data with some orders rewritten: `edits[i]` replaces parts of the i-th seeded order to ship (or shipped). */
async function mockWith(edits: Record<string, Edit>): Promise<{ mock: Mock; ids: Record<string, number> }> {
  const file = join(mkdtempSync(join(tmpdir(), 'order-rules-')), 'state.json');
  const first = await startMock({ stateFile: file });
  await first.login('admin'); // a login records its time: the state file gets written
  await first.close();
  const snapshot = JSON.parse(readFileSync(file, 'utf8')) as { tables: { orders: { rows: Order[] } } };
  const rows = snapshot.tables.orders.rows;
  const pool = { to_ship: rows.filter((o) => o.status === 'to_ship'), shipped: rows.filter((o) => o.status === 'shipped' && o.tracking_no) };
  const ids: Record<string, number> = {};
  for (const [name, edit] of Object.entries(edits)) {
    const order = (edit.status === 'shipped' ? pool.shipped : pool.to_ship).shift()!;
    Object.assign(order, edit);
    ids[name] = order.id;
  }
  writeFileSync(file, JSON.stringify(snapshot));
  return { mock: await startMock({ stateFile: file }), ids };
}

const forming: Order['type_info'] = { group_state: 'forming', group_size: 3, group_members: ['张三', '李四'] };
const ORDERS: Record<string, Edit> = {
  forming: { type: 'group', status: 'to_ship', type_info: forming, pay_method: 'balance' },
  failed: { type: 'group', status: 'to_ship', type_info: { group_state: 'failed', group_size: 2, group_members: ['王五'] }, pay_method: 'wechat' },
  formed: { type: 'group', status: 'to_ship', type_info: { group_state: 'formed', group_size: 2, group_members: ['王五', '赵六'] } },
  downUnpaid: { type: 'instalment', status: 'to_ship', type_info: { periods_total: 6, periods_paid: 0, next_due: null } },
  payUnpaid: { type: 'instalment_pay', status: 'to_ship', type_info: { periods_total: 3, periods_paid: 0, next_due: null } },
  downPaid: { type: 'instalment', status: 'to_ship', type_info: { periods_total: 6, periods_paid: 1, next_due: '2026-12-20 00:00:00' } },
  overdue: { type: 'shegou', status: 'to_ship', type_info: { credit_amount: '100.00', repay_state: 'overdue', next_due: '2026-11-01 00:00:00' } },
  repaying: { type: 'shegou', status: 'to_ship', type_info: { credit_amount: '100.00', repay_state: 'repaying', next_due: '2026-12-01 00:00:00' } },
  store: { type: 'store', status: 'to_ship', type_info: {}, verify_code: '123456' },
  storeShipped: { type: 'store', status: 'shipped', type_info: {}, verify_code: '654321' },
  seckill: { type: 'seckill', status: 'to_ship', type_info: { seckill_session: '2026-11-19 10:00' } },
  normal: { type: 'normal', status: 'to_ship', type_info: {} },
};

const SHIP = { courier: 'SF', tracking_no: 'SF1234567890' };
const PATH = '/api/v2/seller/orders';

t.test('each action a type state forbids is refused with its reason in zh and en; the others succeed', async (t) => {
  const { mock, ids } = await mockWith(ORDERS);
  t.teardown(() => mock.close());
  const token = await mock.login('admin');
  const act = (name: string, action: string, body: object, lang = 'zh') => mock.call<Order>('PUT', `${PATH}/${ids[name]}/${action}`, { token, body, lang });
  const refused = async (name: string, action: string, body: object, zh: string, en: string) => {
    const inZh = await act(name, action, body, 'zh');
    t.equal(inZh.status, 1, `${name}: ${action} refused`);
    t.equal(inZh.error, zh, `${name}: ${action}, why in zh`);
    t.equal((await act(name, action, body, 'en')).error, en, `${name}: ${action}, why in en`);
    t.equal((await mock.call<Order>('GET', `${PATH}/${ids[name]}`, { token })).data.status, ORDERS[name].status, `${name} unchanged`);
  };
  const succeeds = async (name: string, action: string, body: object, status: Order['status']) => {
    const answer = await act(name, action, body);
    t.equal(answer.status, 0, `${name}: ${action} succeeds (${answer.error ?? ''})`);
    t.equal(answer.data?.status, status, `${name} is ${status}`);
  };

  // a group buy ships once formed; forming or failed, it is closed and refunded
  await refused('forming', 'ship', SHIP, '拼团中，成团后才能发货（不再等待成团可关闭并退款）', 'The group is still forming: ship once it has formed (or close and refund the order)');
  await refused('failed', 'ship', SHIP, '拼团失败，订单应关闭并退款，不能发货', 'The group failed: close and refund the order, do not ship it');
  await refused('formed', 'refund_close', { note: '买家不要了' }, '已成团，订单照常发货；买家要退款请走售后', 'The group has formed: ship the order; a buyer who wants a refund goes through after-sales');
  await succeeds('formed', 'ship', SHIP, 'shipped');
  await succeeds('failed', 'refund_close', { note: '拼团失败，原路退款' }, 'closed');
  // the other types: close and refund is the group buy's alone, by the status guard's words
  await refused('normal', 'refund_close', { note: '买家不要了' }, '订单类型为「普通订单」，不能关闭并退款', 'Cannot Close and refund while Type is "Regular"');
  await succeeds('normal', 'ship', SHIP, 'shipped');
  // instalments ship on the first period
  await refused('downUnpaid', 'ship', SHIP, '首期款未付，付清首期后才能发货', 'The first instalment is unpaid: ship once it is paid');
  await refused('payUnpaid', 'ship', SHIP, '首期款未付，付清首期后才能发货', 'The first instalment is unpaid: ship once it is paid');
  await succeeds('downPaid', 'ship', SHIP, 'shipped');
  // no goods on credit to a buyer who is overdue
  await refused('overdue', 'ship', SHIP, '赊购还款已逾期，买家还清欠款前不能发货', 'The credit repayment is overdue: ship once the buyer has repaid');
  await succeeds('repaying', 'ship', SHIP, 'shipped');
  // an in-store order is collected, never shipped, so it has no tracking number to change either
  await refused('store', 'ship', SHIP, '门店订单由买家凭核销码到店自提，不发快递', 'An in-store order is collected at the store with its verification code, not shipped');
  await refused('storeShipped', 'change_tracking', SHIP, '门店订单由买家凭核销码到店自提，不发快递', 'An in-store order is collected at the store with its verification code, not shipped');
  await succeeds('store', 'remark', { remark: '到店自提' }, 'to_ship');
  // a seckill order has no rule of its own
  await succeeds('seckill', 'ship', SHIP, 'shipped');
});

t.test('a forming group’s order closed and refunded: closed, the balance back with a refund entry', async (t) => {
  const { mock, ids } = await mockWith(ORDERS);
  t.teardown(() => mock.close());
  const token = await mock.login('admin');
  const order = (await mock.call<Order>('GET', `${PATH}/${ids.forming}`, { token })).data;
  const balance = async () => (await mock.call<{ balance: string }>('GET', `/api/v2/seller/members/${order.member_id}`, { token })).data.balance;
  const before = await balance();
  const answer = await mock.call<Order>('PUT', `${PATH}/${order.id}/refund_close`, { token, body: { note: '买家放弃拼团' } });
  t.equal(answer.status, 0, answer.error ?? 'refunded');
  t.equal(answer.data.status, 'closed');
  t.equal(answer.data.close_note, '买家放弃拼团');
  t.equal(Math.round((Number(await balance()) - Number(before)) * 100), Math.round(Number(order.total) * 100), 'the total is back on the balance');
  const ledger = await mock.call<{ list: { type: string; amount: string; order_no: string }[] }>(
    'GET',
    `/api/v2/seller/members_ledger?member_id=${order.member_id}&type=refund&keyword=${order.order_no}`,
    { token },
  );
  t.same(ledger.data.list.map((e) => [e.type, e.amount, e.order_no]), [['refund', order.total, order.order_no]], 'one refund entry naming the order');
  const again = await mock.call('PUT', `${PATH}/${order.id}/refund_close`, { token, body: { note: '再退一次' } });
  // the second clerk is told who refunded it and when (README.md, "Two people, one record")
    t.match(again.error, /^订单状态为「已关闭」（已由 超级管理员 于 \d{4}-\d\d-\d\d \d\d:\d\d:\d\d 关闭并退款），不能关闭并退款$/, 'refunded once');
});

t.test('the seeded data keeps to the rules', async (t) => {
  const mock = await startMock();
  t.teardown(() => mock.close());
  const token = await mock.login('admin');
  const all = async (query: string) => (await mock.call<{ list: Order[] }>('GET', `${PATH}?limit=500&${query}`, { token })).data.list;
  const groups = [...(await all('type=group&status=shipped')), ...(await all('type=group&status=completed'))];
  t.ok(groups.length > 0);
  t.ok(groups.every((o) => o.type_info.group_state === 'formed'), 'a shipped or completed group-buy order is of a formed group');
  t.same(await all('type=store&status=shipped'), [], 'no in-store order is shipped');
  const waiting = await all('type=group&status=to_ship');
  t.ok(waiting.some((o) => o.type_info.group_state === 'forming'), 'the demo has forming groups to refund');
});
