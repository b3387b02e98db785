/**
 * The log screens read the operation log (docs/oplog.md "The log screens"): 操作记录 and 系统日志 answer its entries, in
 * words in the caller's language; each filter (person, record kind and id, kind, time) narrows to exactly the entries
 * it names; an export writes the same words; an SMS code lookup is an entry with who looked.
 */
import t from 'tap';
import type { Order } from '../../contract/index.ts';
import { planSheet } from '../../server/jobs/export/sheetPlan.ts';
import { startMock } from './helpers.ts';

type Row = {
  id: number; seq: number; time: string; account: string; operator: string; role: string; call: string; call_text: string; kind: string;
  resource: string; record_key: string; record: string; detail: string; prev_hash: string; hash: string;
};
type List = { list: Row[]; total: number; counts?: Record<string, number> };

const mock = await startMock();
t.teardown(() => mock.close());
const [admin, operator] = [await mock.login('admin'), await mock.login('operator')];
const list = async (path: string, query: string, lang?: string, token = admin) => mock.call<List>('GET', `/api/v2/seller/log/${path}?${query}`, { token, lang });

// any order will do: the seed's hour decides which, the test needs one the two people can remark on
const order = (await mock.call<{ list: Order[] }>('GET', '/api/v2/seller/orders?limit=1', { token: admin })).data.list[0];
await mock.call('PUT', `/api/v2/seller/orders/${order.id}/remark`, { token: admin, body: { remark: '周末送达' } });
await mock.call('PUT', `/api/v2/seller/orders/${order.id}/remark`, { token: operator, body: { remark: '改为工作日送达' } });
const everything = (await list('system', 'limit=500&sort=id')).data.list;

t.test("both screens answer the log's entries, newest first, in the caller's words", async (t) => {
  const records = await list('operation', `resource=orders&record_key=${order.id}`);
  t.equal(records.status, 0);
  t.same(
    records.data.list.map((r) => [r.account, r.operator, r.role, r.call_text, r.kind, r.record, r.detail]),
    [
      ['operator', '运营小李', 'admin2', '备注', 'update', `订单 #${order.id} ${order.order_no}`, '商家备注: 周末送达 → 改为工作日送达'],
      ['admin', '超级管理员', 'admin', '备注', 'update', `订单 #${order.id} ${order.order_no}`, `商家备注: ${order.seller_remark || '-'} → 周末送达`],
    ],
    'who, role, the call and the record in words, the change before → after',
  );
  const en = await list('operation', `resource=orders&record_key=${order.id}`, 'en');
  t.same(en.data.list.map((r) => [r.call_text, r.record, r.detail]).at(0), ['Remark', `Orders #${order.id} ${order.order_no}`, 'Seller remark: 周末送达 → 改为工作日送达'], 'and in English');

  const system = await list('system', `resource=orders&record_key=${order.id}`);
  const [newer, older] = system.data.list;
  t.equal(newer.prev_hash, older.hash, 'the system log shows the chain: each entry carries the hash of the one before');
  t.equal(newer.seq, older.seq + 1);
  t.equal(newer.call, 'PUT /api/v2/seller/orders/{id}/remark');
  t.equal((await list('system', 'limit=1')).data.total, everything.length, 'the system log holds every entry, the seeded ones too');
});

t.test('each filter narrows to exactly the entries it names', async (t) => {
  const byPerson = (await list('operation', 'operator=operator&limit=500')).data;
  t.ok(byPerson.total > 0);
  t.same(byPerson.list.length, everything.filter((e) => e.account === 'operator').length, 'by account: every entry of that account');
  t.ok(byPerson.list.every((r) => r.account === 'operator'), 'and nobody else’s');
  t.same((await list('operation', `operator=${encodeURIComponent('运营小李')}&limit=500`)).data.total, byPerson.total, 'by the person’s name: the same');

  const byKind = (await list('operation', 'resource=orders&limit=500')).data;
  t.ok(byKind.total >= 2 && byKind.list.every((r) => r.resource === 'orders'), 'by the kind of record');
  const seededGoods = everything.find((e) => e.resource === 'goods');
  if (!seededGoods) throw new Error('the seed logs the goods changed since their listing');
  const byRecord = (await list('operation', `resource=goods&record_key=${seededGoods.record_key}`)).data;
  t.ok(byRecord.list.length > 0 && byRecord.list.every((r) => r.resource === 'goods' && r.record_key === seededGoods.record_key), 'by the record');

  // a settings key names its record as text: the same filter finds it, where an id filter would take digits only
  await mock.call('PUT', '/api/v2/seller/cutprice/setting', {
    token: admin,
    body: { enabled: true, valid_hours: 24, max_helpers: 9, first_cut_percent: 30, daily_limit_per_member: 3, rules: '每人每天三次' },
  });
  const byKey = (await list('operation', 'resource=config&record_key=cutprice_setting', 'en')).data;
  t.ok(byKey.total > 0, 'a setting by its key');
  t.ok(byKey.list.every((r) => r.resource === 'config' && r.record_key === 'cutprice_setting' && r.record.includes('cutprice_setting')), 'only that setting');
  t.equal((await list('operation', 'resource=config&record_key=cutprice', 'en')).data.total, 0, 'the key is matched whole');

  // a window between two times the log holds: exactly the entries inside it, ends included
  const times = [...new Set(everything.map((e) => e.time))].sort();
  const [from, to] = [times[Math.floor(times.length / 4)], times[Math.floor(times.length / 2)]];
  const inside = everything.filter((e) => e.time >= from && e.time <= to);
  const windowed = (await list('system', `start_time=${encodeURIComponent(from)}&end_time=${encodeURIComponent(to)}&limit=500`)).data;
  t.equal(windowed.total, inside.length, `by time: ${from} to ${to}`);
  t.ok(windowed.list.every((r) => r.time >= from && r.time <= to));

  const tabbed = (await list('operation', 'kind=update&operator=admin&limit=500')).data;
  t.ok(tabbed.list.length > 0 && tabbed.list.every((r) => r.kind === 'update' && r.account === 'admin'), 'filters combine');
  t.equal(tabbed.counts?.update, tabbed.total, 'the kind tabs count under the other filters');
});

t.test('a bad filter is refused in the caller’s language, an operator may not read the log', async (t) => {
  const zh = await list('operation', 'kind=nothing');
  const en = await list('operation', 'start_time=yesterday', 'en');
  t.same([zh.status, typeof zh.error], [1, 'string']);
  t.match(zh.error, /kind/);
  t.same([en.status, typeof en.error], [1, 'string']);
  t.match(en.error, /start_time/);
  t.equal((await list('system', 'limit=1', 'en', operator)).status, 1, 'the system log is an administrator’s screen');
});

t.test('an SMS code lookup is an entry of the log, with who looked', async (t) => {
  const member = (await mock.call<{ mobile: string }>('GET', '/api/v2/seller/members/3', { token: admin })).data.mobile;
  t.equal((await mock.call('GET', `/api/v2/admin/smscode?mobile=${member}`, { token: operator })).status, 0);
  const [entry] = (await list('operation', 'resource=smsCodes&operator=operator&sort=-id&limit=1', 'en')).data.list;
  t.match(entry, { account: 'operator', kind: 'read', record: `SMS codes #${member}`, detail: `Phone: ${member}`, call_text: 'SMS code lookup' });
});

t.test('an export writes the rows in the same words', async (t) => {
  const rows = (await list('operation', `resource=orders&record_key=${order.id}`, 'en')).data.list;
  const plan = planSheet({ list: 'operationRecords', filter: {}, columns: ['operator', 'call_text', 'record', 'detail'], lang: 'en', byGoodsLine: false });
  t.same(plan.header, ['Operator', 'Action', 'Record', 'Changes']);
  t.same(plan.rowsOf(rows)[0], ['运营小李', 'Remark', `Orders #${order.id} ${order.order_no}`, 'Seller remark: 周末送达 → 改为工作日送达']);
});
