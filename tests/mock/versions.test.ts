/**
 * Two people, one record (README.md "Two people, one record"): an edit made on an older version is refused with HTTP
 * 409, who changed the record and when, and the record as it is now, and changes nothing; settings keys likewise.
 */
import t from 'tap';
import { RESOURCES } from '../../contract/index.ts';
import { CONFIG_VERSIONS } from '../../contract/version.ts';
import { startMock } from './helpers.ts';

type Row = Record<string, unknown> & { id: number; version: number };

const mock = await startMock();
t.teardown(() => mock.close());
const admin = await mock.login('admin');
const finance = await mock.login('finance');
const as = <T = Row>(token: string, method: string, path: string, body?: unknown, lang?: string) => mock.call<T>(method, path, { token, body, lang });

const storesPath = RESOURCES.offlineStores.path;
const firstStore = async () => (await as<{ list: Row[] }>(admin, 'GET', `${storesPath}?limit=1`)).data.list[0];

t.test('every record served carries its version, and a write raises it by one', async (t) => {
  const store = await firstStore();
  t.equal(store.version, 1, 'a seeded record starts at 1');
  const saved = await as(admin, 'PUT', `${storesPath}/${store.id}`, { open_time: '08:00', version: 1 });
  t.match(saved, { http: 200, status: 0, data: { open_time: '08:00', version: 2 } });
  t.equal((await as(admin, 'GET', `${storesPath}/${store.id}`)).data.version, 2, 'the record read again says so');
});

t.test('an edit started from an older version: 409, who and when in zh and en, the record now, nothing changed', async (t) => {
  const store = await firstStore();
  const first = await as(admin, 'PUT', `${storesPath}/${store.id}`, { close_time: '21:00', version: store.version });
  t.equal(first.status, 0, 'the first operator saves');
  const now = (await as(admin, 'GET', `${storesPath}/${store.id}`)).data;

  const stale = await as<{ current: Row; version: number }>(finance, 'PUT', `${storesPath}/${store.id}`, { close_time: '23:00', version: store.version });
  t.equal(stale.http, 409);
  t.equal(stale.status, 1);
  t.match(stale.error, /^线下门店已被 超级管理员 于 \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} 修改，你的修改未保存/);
  t.same(stale.data, { current: now, version: now.version }, 'the record as it is now comes with the refusal');
  const en = await as(finance, 'PUT', `${storesPath}/${store.id}`, { close_time: '23:00', version: store.version }, 'en');
  t.match(en.error, /^This record \(Offline stores\) was changed by 超级管理员 at [\d: -]+; your change was not saved/);
  t.same((await as(admin, 'GET', `${storesPath}/${store.id}`)).data, now, 'the refused edit changed nothing');

  const reapplied = await as(finance, 'PUT', `${storesPath}/${store.id}`, { close_time: '23:00', version: now.version });
  t.match(reapplied, { status: 0, data: { close_time: '23:00', version: now.version + 1 } }, 'sent again on the version now, it is taken');
  const third = await as(admin, 'PUT', `${storesPath}/${store.id}`, { close_time: '20:00', version: now.version });
  t.match(third.error, /已被 财务王芳 于/, 'the refusal names the operator who wrote last');
});

t.test('an action raises the version: an edit started before it is refused', async (t) => {
  const [withdrawal] = (await as<{ list: Row[] }>(admin, 'GET', `${RESOURCES.withdrawals.path}?status=in_review&limit=1`)).data.list;
  const approved = await as(admin, 'PUT', `${RESOURCES.withdrawals.path}/${withdrawal.id}/approve`, {});
  t.equal(approved.data.version, withdrawal.version + 1);
});

t.test('administrator accounts (their own handlers) are versioned too', async (t) => {
  const list = (await as<{ list: Row[] }>(admin, 'GET', '/api/v2/admin/users?limit=50')).data.list;
  const user = list.find((u) => u.account === 'operator') as Row;
  const renamed = await as(admin, 'PUT', `/api/v2/admin/users/${user.id}`, { name: '运营小李一', version: user.version });
  t.match(renamed, { status: 0, data: { name: '运营小李一', version: user.version + 1 } });
  // another administrator's session (only administrators edit accounts)
  const other = await mock.login('admin');
  const stale = await as<{ current: Row }>(other, 'PUT', `/api/v2/admin/users/${user.id}`, { name: '运营小李二', version: user.version }, 'en');
  t.match(stale, { http: 409, status: 1, error: /^This record \(Administrators\) was changed by 超级管理员 at /, data: { current: { name: '运营小李一' } } });
  t.equal((await as(admin, 'GET', `/api/v2/admin/users/${user.id}`)).data.name, '运营小李一', 'the refused edit changed nothing');
});

t.test('settings: read with their versions, saved on the version read, refused on an older one', async (t) => {
  // a key both the administrator and the finance account may save (docs/contract.md, "Who may write": each key its own label)
  const key = 'service_setting';
  const read = async () => (await as<Record<string, unknown>>(admin, 'POST', '/api/v2/common/config', { keys: [key], with_versions: true })).data;
  const before = await read();
  t.same(before[CONFIG_VERSIONS], { [key]: 0 }, 'a key never saved is at version 0');
  t.notOk(CONFIG_VERSIONS in (await as<Record<string, unknown>>(admin, 'POST', '/api/v2/common/config', { keys: [key] })).data, 'only asked for, the versions come');
  const first = { ...(before[key] as object), opens_at: '08:30' };
  const second = { ...(before[key] as object), opens_at: '08:45' };

  t.equal((await as(admin, 'POST', '/api/v2/seller/config', { values: { [key]: first }, versions: { [key]: 0 } })).status, 0);
  t.same((await read())[CONFIG_VERSIONS], { [key]: 1 }, 'a save raises it');

  const stale = await as(finance, 'POST', '/api/v2/seller/config', { values: { [key]: second }, versions: { [key]: 0 } });
  t.match(stale, { http: 409, status: 1, error: /^该设置已被 超级管理员 于 [\d: -]+ 修改，你的修改未保存/, data: { current: first, version: 1 } });
  const staleEn = await as(finance, 'POST', '/api/v2/seller/config', { values: { [key]: second }, versions: { [key]: 0 } }, 'en');
  t.match(staleEn.error, /^These settings were changed by 超级管理员 at [\d: -]+; your change was not saved/);
  t.same((await read())[key], first, 'the refused save changed nothing');
  t.equal((await as(finance, 'POST', '/api/v2/seller/config', { values: { [key]: second }, versions: { [key]: 1 } })).status, 0, 'on the version now it is taken');
});

t.test('the OpenAPI document shows the version of a record and the 409 of an edit', async (t) => {
  type Schema = { $ref?: string; properties: Record<string, unknown>; required?: string[] };
  const doc = (await (await fetch(`${mock.url}/__mock/openapi.json`)).json()) as {
    paths: Record<string, Record<string, { responses: Record<string, { $ref?: string; content: { 'application/json': { schema: { properties: { data: Schema } } } } }> }>>;
    components: { schemas: Record<string, Schema> };
  };
  const one = doc.paths[`${storesPath}/{id}`];
  const data = one.get.responses['200'].content['application/json'].schema.properties.data;
  // a record several calls answer is a component of the document
  const record = data.$ref ? doc.components.schemas[data.$ref.replace('#/components/schemas/', '')] : data;
  t.ok(record.properties.version && record.required?.includes('version'), 'a record carries its version');
  t.equal(one.put.responses['409']?.$ref, '#/components/responses/StaleVersion', 'an edit may be refused with 409');
  t.equal(doc.paths['/api/v2/seller/config'].post.responses['409']?.$ref, '#/components/responses/StaleVersion', 'a settings save too');
});
