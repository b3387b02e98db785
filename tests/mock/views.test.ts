/** The preferences resource (docs/views.md): validation, per-account isolation, sharing with a role, persistence. */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import t, { type Test } from 'tap';
import { VIEWS_PER_SCREEN_MAX } from '../../contract/resources/views.ts';
import { type Mock, startMock } from './helpers.ts';

const PREFS = '/api/v2/common/preferences';
const state = { filters: { status: 'paid' }, tab: '', sort: '-created_at', limit: 50 };
const view = (name: string, extra: Record<string, unknown> = {}) => ({ screen: '/order/index', name, state, ...extra });

async function withMock(t: Test, fn: (mock: Mock) => Promise<void>, stateFile?: string) {
  const mock = await startMock(stateFile ? { stateFile } : {});
  t.teardown(() => mock.close());
  await fn(mock);
}

t.test('a saved view is read back by its owner only, across sessions', (t) =>
  withMock(t, async (mock) => {
    const admin = await mock.login('admin');
    const saved = await mock.call<{ id: number; mine: boolean }>('POST', `${PREFS}/views`, { token: admin, body: view('已支付') });
    t.equal(saved.status, 0, String(saved.error));
    t.equal(saved.data.mine, true);
    const again = await mock.login('admin');
    const read = await mock.call<{ views: { id: number; name: string; state: typeof state }[] }>('GET', PREFS, { token: again });
    t.same(read.data.views.map((v) => [v.id, v.name, v.state.filters]), [[saved.data.id, '已支付', { status: 'paid' }]]);

    const seller = await mock.login('seller', 'seller');
    const other = await mock.call<{ views: unknown[] }>('GET', PREFS, { token: seller });
    t.same(other.data.views, [], 'another account does not see it');
    const change = await mock.call('PUT', `${PREFS}/views/${saved.data.id}`, { token: seller, body: view('x') });
    t.match(change, { status: 1, error: /不存在/ }, 'nor change it');
    const remove = await mock.call('DELETE', `${PREFS}/views/${saved.data.id}`, { token: seller, lang: 'en' });
    t.match(remove, { status: 1, error: /not found/ });
  }));

t.test('validation in zh and en: name, screen, count, sharing', (t) =>
  withMock(t, async (mock) => {
    const admin = await mock.login('admin');
    const long = await mock.call('POST', `${PREFS}/views`, { token: admin, body: view('长'.repeat(41)) });
    t.match(long, { status: 1, error: /name/ });
    const empty = await mock.call('POST', `${PREFS}/views`, { token: admin, body: view('  '), lang: 'en' });
    t.match(empty, { status: 1, error: /name/ });
    const unknown = await mock.call('POST', `${PREFS}/views`, { token: admin, body: { ...view('a'), screen: '/nowhere/index' } });
    t.match(unknown, { status: 1, error: /页面 \/nowhere\/index 不存在/ });
    const unknownEn = await mock.call('POST', `${PREFS}/views`, { token: admin, body: { ...view('a'), screen: '/nowhere/index' }, lang: 'en' });
    t.match(unknownEn, { status: 1, error: /does not exist/ });
    for (let i = 0; i < VIEWS_PER_SCREEN_MAX; i++) {
      const ok = await mock.call('POST', `${PREFS}/views`, { token: admin, body: view(`v${i}`) });
      t.equal(ok.status, 0, String(ok.error));
    }
    const twice = await mock.call('POST', `${PREFS}/views`, { token: admin, body: view('v0'), lang: 'en' });
    t.match(twice, { status: 1, error: /already has a view named "v0"/ });
    const tooMany = await mock.call('POST', `${PREFS}/views`, { token: admin, body: view('one more') });
    t.match(tooMany, { status: 1, error: `每个页面最多保存 ${VIEWS_PER_SCREEN_MAX} 个视图` });
    const tooManyEn = await mock.call('POST', `${PREFS}/views`, { token: admin, body: view('one more'), lang: 'en' });
    t.match(tooManyEn, { status: 1, error: `At most ${VIEWS_PER_SCREEN_MAX} views` });

    // the merchant may not open the withdrawals screen: no view there
    const merchant = await mock.login('merchant', 'seller');
    const noScreen = await mock.call('POST', `${PREFS}/views`, { token: merchant, body: { ...view('w'), screen: '/withDraw/index' } });
    t.equal(noScreen.status, 1);
  }));

t.test('a view shared with a role: only a role manager shares; that role reads it and cannot change it', (t) =>
  withMock(t, async (mock) => {
    const operator = await mock.login('operator');
    const refused = await mock.call('POST', `${PREFS}/views`, { token: operator, body: view('mine', { role: 'admin2' }), lang: 'en' });
    t.match(refused, { status: 1, error: /Only an account that manages roles/ });
    const admin = await mock.login('admin');
    const shared = await mock.call<{ id: number }>('POST', `${PREFS}/views`, { token: admin, body: view('团队视图', { role: 'admin2' }) });
    t.equal(shared.status, 0, String(shared.error));
    const read = await mock.call<{ views: { name: string; mine: boolean; owner: string }[] }>('GET', PREFS, { token: operator });
    t.same(read.data.views.map((v) => [v.name, v.mine, v.owner]), [['团队视图', false, 'admin']]);
    const change = await mock.call('PUT', `${PREFS}/views/${shared.data.id}`, { token: operator, body: view('改名') });
    t.match(change, { status: 1, error: /只有创建者/ });
    const finance = await mock.login('finance');
    const notShared = await mock.call<{ views: unknown[] }>('GET', PREFS, { token: finance });
    t.same(notShared.data.views, [], 'another role does not see it');
  }));

t.test('a change or delete made on an older version is refused with the view now, never merged; rename checks the name', (t) =>
  withMock(t, async (mock) => {
    const admin = await mock.login('admin');
    type View = { id: number; name: string; version: number; state: typeof state };
    const saved = (await mock.call<View>('POST', `${PREFS}/views`, { token: admin, body: view('待发货') })).data;
    t.equal(saved.version, 1, 'a new view is at version 1');
    await mock.call('POST', `${PREFS}/views`, { token: admin, body: view('已完成') });

    // browser A renames it on version 1
    const renamed = await mock.call<View>('PUT', `${PREFS}/views/${saved.id}`, { token: admin, body: { ...view('待发货（华东）'), version: 1 } });
    t.equal(renamed.status, 0, String(renamed.error));
    t.same([renamed.data.name, renamed.data.version], ['待发货（华东）', 2], 'the change raises the version');

    // browser B still holds version 1: its change is refused, in zh and en, with the view as it is now
    const stale = await mock.call<{ current: View; version: number }>('PUT', `${PREFS}/views/${saved.id}`, { token: admin, body: { ...view('旧名字'), version: 1 } });
    t.equal(stale.http, 409);
    t.match(stale, { status: 1, error: /视图「待发货（华东）」已于 .* 在别处被修改/ });
    t.same([stale.data.current.name, stale.data.version], ['待发货（华东）', 2], 'the refusal carries the newer view');
    const staleEn = await mock.call('PUT', `${PREFS}/views/${saved.id}`, { token: admin, body: { ...view('old'), version: 1 }, lang: 'en' });
    t.match(staleEn, { http: 409, status: 1, error: /The view "待发货（华东）" was changed elsewhere/ });
    const staleDelete = await mock.call('DELETE', `${PREFS}/views/${saved.id}?version=1`, { token: admin, lang: 'en' });
    t.match(staleDelete, { http: 409, error: /changed elsewhere/ }, 'a delete on an older version is refused too');
    const read = await mock.call<{ views: View[] }>('GET', PREFS, { token: admin });
    t.same(read.data.views.map((v) => v.name), ['待发货（华东）', '已完成'], 'nothing was changed by the refused calls');

    // a rename to a name the screen has, empty or too long
    const taken = await mock.call('PUT', `${PREFS}/views/${saved.id}`, { token: admin, body: { ...view('已完成'), version: 2 } });
    t.match(taken, { status: 1, error: '此页面已有名为「已完成」的视图' });
    const empty = await mock.call('PUT', `${PREFS}/views/${saved.id}`, { token: admin, body: { ...view(' '), version: 2 } });
    t.match(empty, { status: 1, error: /name/ });
    const same = await mock.call('PUT', `${PREFS}/views/${saved.id}`, { token: admin, body: { ...view('待发货（华东）'), state: { ...state, tab: 'to_ship' }, version: 2 } });
    t.equal(same.status, 0, 'keeping its own name is no duplicate');

    const removed = await mock.call('DELETE', `${PREFS}/views/${saved.id}?version=3`, { token: admin });
    t.equal(removed.status, 0, String(removed.error));
  }));

t.test('a view shared with a role cannot be renamed, changed or deleted by that role', (t) =>
  withMock(t, async (mock) => {
    const admin = await mock.login('admin');
    const shared = (await mock.call<{ id: number }>('POST', `${PREFS}/views`, { token: admin, body: view('团队', { role: 'admin2' }) })).data;
    const operator = await mock.login('operator');
    const rename = await mock.call('PUT', `${PREFS}/views/${shared.id}`, { token: operator, body: { ...view('我的'), version: 1 }, lang: 'en' });
    t.match(rename, { status: 1, error: /only its owner may change or delete it/ });
    const remove = await mock.call('DELETE', `${PREFS}/views/${shared.id}?version=1`, { token: operator });
    t.match(remove, { status: 1, error: /只有创建者可以修改或删除/ });
  }));

t.test('layouts and pages are per account and checked', (t) =>
  withMock(t, async (mock) => {
    const admin = await mock.login('admin');
    const layout = { visibility: { id: true, note: false }, order: ['note'], sizing: { id: 120 }, pinning: { left: ['id'] } };
    t.equal((await mock.call('PUT', `${PREFS}/layout`, { token: admin, body: { screen: '/order/index', layout } })).status, 0);
    t.equal((await mock.call('PUT', `${PREFS}/pages`, { token: admin, body: { pins: ['/withDraw/index'], recent: ['/order/index', '/goods/index'] } })).status, 0);
    const read = await mock.call<{ layouts: unknown; pins: string[]; recent: string[] }>('GET', PREFS, { token: admin });
    t.same(read.data, { views: [], layouts: { '/order/index': layout }, pins: ['/withDraw/index'], recent: ['/order/index', '/goods/index'], desktop_notifications: false });
    const twice = await mock.call('PUT', `${PREFS}/pages`, { token: admin, body: { pins: ['/order/index', '/order/index'], recent: [] }, lang: 'en' });
    t.match(twice, { status: 1, error: /listed twice/ });
    const narrow = await mock.call('PUT', `${PREFS}/layout`, { token: admin, body: { screen: '/order/index', layout: { ...layout, sizing: { id: 5 } } } });
    t.equal(narrow.status, 1, 'a width below 40 px is refused');
    const operator = await mock.login('operator');
    const theirs = await mock.call<{ layouts: unknown; pins: string[] }>('GET', PREFS, { token: operator });
    t.same([theirs.data.layouts, theirs.data.pins], [{}, []]);
  }));

t.test('desktop notifications: off until the account turns them on, per account, and a bad body is refused', (t) =>
  withMock(t, async (mock) => {
    const admin = await mock.login('admin');
    const setting = async (token: string) => (await mock.call<{ desktop_notifications: boolean }>('GET', PREFS, { token })).data.desktop_notifications;
    t.equal(await setting(admin), false, 'opt-in: off at first');
    t.equal((await mock.call('PUT', `${PREFS}/notifications`, { token: admin, body: { desktop: true } })).status, 0);
    t.equal(await setting(admin), true);
    t.equal(await setting(await mock.login('admin')), true, 'another session of the account reads the same');
    t.equal(await setting(await mock.login('operator')), false, 'another account keeps its own');
    const bad = await mock.call('PUT', `${PREFS}/notifications`, { token: admin, body: { desktop: 'yes' }, lang: 'en' });
    t.equal(bad.status, 1, 'a value that is not true or false is refused');
    t.equal(await setting(admin), true, 'and changes nothing');
  }));

t.test('MOCK_STATE_FILE keeps views, layouts and pages across a restart; a reset clears them', async (t) => {
  const file = join(mkdtempSync(join(tmpdir(), 'mock-views-')), 'state.json');
  const first = await startMock({ stateFile: file });
  const owner = await first.login('admin');
  const id = (await first.call<{ id: number }>('POST', `${PREFS}/views`, { token: owner, body: view('留存') })).data.id;
  await first.call('PUT', `${PREFS}/pages`, { token: owner, body: { pins: ['/order/index'], recent: [] } });
  await first.close();
  const mock = await startMock({ stateFile: file });
  t.teardown(() => mock.close());
  const admin = await mock.login('admin');
  const read = await mock.call<{ views: { id: number; name: string }[]; pins: string[] }>('GET', PREFS, { token: admin });
  t.same(read.data.views.map((v) => [v.id, v.name]), [[id, '留存']]);
  t.same(read.data.pins, ['/order/index']);
  const next = await mock.call<{ id: number }>('POST', `${PREFS}/views`, { token: admin, body: view('下一个') });
  t.equal(next.data.id, id + 1, 'ids go on after a restart');
  await fetch(`${mock.url}/__mock/reset`, { method: 'POST' });
  const fresh = await mock.login('admin');
  t.same((await mock.call<{ views: unknown[] }>('GET', PREFS, { token: fresh })).data.views, []);
});
