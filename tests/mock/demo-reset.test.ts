/**
 * Putting the demo back between two prospects (docs/demo.md): `POST /__mock/reset` and `MOCK_DEMO_RESET` restore the
 * seeded data in memory, whatever was written, and end every session with words in zh and en.
 */
import t from 'tap';
import { loadMockOptions } from '../../mock-upstream/app.ts';
import { startMock } from './helpers.ts';

type Digest = Record<string, string>;

t.test('a reset brings back every part of the seeded state and ends the sessions, saying why', async (t) => {
  const mock = await startMock();
  t.teardown(() => mock.close());
  const digest = async () => ((await (await fetch(`${mock.url}/__mock/digest`)).json()) as { data: Digest }).data;
  const seeded = await digest();
  const admin = await mock.login('admin');
  const seller = await mock.login('seller', 'seller');
  // what a prospect may have done: a remark, a goods edit, a new class, a saved view, a changed password
  await mock.call('PUT', '/api/v2/seller/orders/1/remark', { token: admin, body: { remark: '演示时写的备注' } });
  const goods = (await mock.call<{ list: { id: number }[] }>('GET', '/api/v2/seller/goods?limit=1', { token: seller })).data.list[0];
  t.equal((await mock.call('PUT', `/api/v2/seller/goods/${goods.id}`, { token: seller, body: { name: '演示改过的名字' } })).status, 0);
  t.equal((await mock.call('POST', '/api/v3/seller/productClass', { token: admin, body: { parent_id: 0, name: '演示新类', sort: 99, is_show: true } })).status, 0);
  await mock.call('POST', '/api/v2/admin/password', { token: admin, body: { old_pw: '123456', new_pw: 'changed1', new_pw2: 'changed1' } });
  const changed = await digest();
  t.ok(['table:orders', 'table:goods', 'table:productClass', 'accounts'].every((part) => changed[part] !== seeded[part]), 'the writes changed the state');

  const reset = await mock.call<{ ms: number }>('POST', '/__mock/reset');
  t.equal(reset.status, 0);
  t.same(await digest(), seeded, 'every table, the settings, the accounts and the preferences are the seeded ones again');
  t.comment(`reset at the demo scale: ${reset.data.ms} ms`);

  const zh = await mock.call('GET', '/api/v2/seller/orders/1', { token: admin });
  t.same([zh.status, zh.error], [10, '演示数据已恢复初始状态，请重新登录'], 'a session from before the reset ends, saying why');
  const en = await mock.call('GET', '/api/v2/seller/storeinfo', { token: seller, lang: 'en' });
  t.same([en.status, en.error], [10, 'The demo data was put back to its start, please log in again']);
  await t.rejects(mock.login('admin', 'admin', 'changed1'), /账号或密码错误/, 'the password changed during the demo is gone');
  const again = await mock.login('admin');
  const order = await mock.call<{ seller_remark: string }>('GET', '/api/v2/seller/orders/1', { token: again });
  t.equal(order.data.seller_remark, '', 'the seeded order, without the demo remark');

  // a second reset after further writes is as complete as the first: the kept copy was never written through
  await mock.call('PUT', '/api/v2/seller/orders/1/remark', { token: again, body: { remark: '第二位客户' } });
  await mock.call('POST', '/__mock/reset');
  t.same(await digest(), seeded, 'the second reset too');
});

t.test('MOCK_DEMO_RESET: minutes 1-1440, one line for a bad value', async (t) => {
  t.equal(loadMockOptions({}).demoResetMinutes, undefined, 'unset: the demo is never reset by itself');
  t.equal(loadMockOptions({ MOCK_DEMO_RESET: '20' }).demoResetMinutes, 20);
  t.throws(() => loadMockOptions({ MOCK_DEMO_RESET: '0' }), { message: 'invalid MOCK_DEMO_RESET="0": expected an integer 1-1440 (minutes without calls after a change)' });
  t.throws(() => loadMockOptions({ MOCK_DEMO_RESET: 'nightly' }), /^invalid MOCK_DEMO_RESET="nightly"/);
});

t.test('MOCK_DEMO_RESET: the demo goes back to its seed once idle after a change, never while in use', async (t) => {
  let now = Date.parse('2026-11-20T02:00:00Z');
  const mock = await startMock({ clock: () => now, demoResetMinutes: 10 });
  t.teardown(() => mock.close());
  const remark = async (token: string) => (await mock.call<{ seller_remark: string }>('GET', '/api/v2/seller/orders/1', { token })).data.seller_remark;
  const token = await mock.login('admin');
  await mock.call('PUT', '/api/v2/seller/orders/1/remark', { token, body: { remark: '上一位客户的备注' } });
  // in use: a call every 6 minutes, for half an hour
  for (let i = 0; i < 5; i++) {
    now += 6 * 60_000;
    t.equal(await remark(token), '上一位客户的备注', `still in use after ${(i + 1) * 6} minutes: kept`);
  }
  // nobody calls for 10 minutes (the gateway's feed reader does, as it does all the time: a service, not a person; and
  // a console left open reads its bell and its lists on its own, docs/contract.md "Calls that are not activity"):
  // the next check (every 5 s) resets
  const reader = await mock.login('gateway', 'seller');
  const background = { token, headers: { 'x-activity': 'background' } };
  for (let i = 0; i < 4; i++) {
    now += 2.5 * 60_000;
    t.equal((await mock.call('GET', '/api/v2/service/events?after=0', { token: reader })).status, 0, 'the feed read while nobody uses the demo');
    t.equal((await mock.call('GET', '/api/v2/common/inbox?limit=5', { token })).status, 0, 'the bell read by an open console');
    t.equal((await mock.call('GET', '/api/v2/seller/orders?limit=1', background)).status, 0, 'a list read again on its own');
  }
  await new Promise((r) => setTimeout(r, 5_500));
  const next = await mock.login('admin');
  t.equal(await remark(next), '', 'idle for the configured minutes: the seeded order is back');
  t.equal((await mock.call('GET', '/api/v2/seller/orders/1', { token })).status, 10, 'the idle session ended with the reset');
});
