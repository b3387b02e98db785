/**
 * Two people, one record (README.md "Two people, one record", docs/concurrency.md): the marketing settings saved through
 * their own PUT calls send the version of their config key and are refused on an older one like `configSave`; a class
 * tree's reorder sends the version of each row it renumbers.
 */
import t from 'tap';
import { RESOURCES } from '../../contract/index.ts';
import { SETTING_KEY } from '../../contract/settings.ts';
import { CONFIG_VERSIONS } from '../../contract/version.ts';
import { startMock } from './helpers.ts';

const mock = await startMock();
t.teardown(() => mock.close());
const first = await mock.login('admin');
const second = await mock.login('admin');
const as = <T = Record<string, unknown>>(token: string, method: string, path: string, body?: unknown, lang?: string) => mock.call<T>(method, path, { token, body, lang });

const read = async (key: string) => {
  const data = (await as(first, 'POST', '/api/v2/common/config', { keys: [key], with_versions: true })).data;
  return { value: data[key], version: (data[CONFIG_VERSIONS] as Record<string, number>)[key] };
};

const calls = [
  { key: SETTING_KEY.groupBuy, path: '/api/v2/seller/groupbuy/setting', setting: { enabled: true, valid_hours: 24, auto_fill: false, unpaid_close_minutes: 15, rules: '甲' } },
  { key: SETTING_KEY.seckill, path: '/api/v2/seller/seckill/setting', setting: { enabled: true, sessions: ['10:00', '20:00'], session_minutes: 60, limit_per_member: 2, unpaid_close_minutes: 10, rules: '甲' } },
];

for (const { key, path, setting } of calls) {
  t.test(`${path}: saved on the version read, refused on an older one in zh and en, nothing changed`, async (t) => {
    const before = await read(key);
    const saved = await as(first, 'PUT', path, { ...setting, version: before.version });
    t.match(saved, { http: 200, status: 0 });
    t.notOk('version' in (saved.data ?? {}), 'the version is not stored with the setting');
    const now = await read(key);
    t.equal(now.version, before.version + 1, 'the save raises the key version by one');
    t.same(now.value, setting);

    const stale = await as(second, 'PUT', path, { ...setting, rules: '乙', version: before.version });
    t.match(stale, { http: 409, status: 1, error: /^该设置已被 超级管理员 于 \d{4}-\d{2}-\d{2} [\d:]+ 修改，你的修改未保存/, data: { current: setting, version: now.version } });
    const staleEn = await as(second, 'PUT', path, { ...setting, rules: '乙', version: before.version }, 'en');
    t.match(staleEn, { http: 409, error: /^These settings were changed by 超级管理员 at [\d: -]+; your change was not saved/ });
    t.same(await read(key), now, 'the refused saves changed nothing');

    const again = await as(second, 'PUT', path, { ...setting, rules: '乙', version: now.version });
    t.equal(again.status, 0, 'sent on the version now, it is taken');
    t.same(await read(key), { value: { ...setting, rules: '乙' }, version: now.version + 1 });
  });
}

t.test('a class reorder sent on an older version of a row is refused, and that row keeps its sort', async (t) => {
  const classes = RESOURCES.productClass.path;
  type Row = { id: number; parent_id: number; sort: number; version: number };
  const list = (await as<{ list: Row[] }>(first, 'GET', `${classes}?limit=500&sort=sort`)).data.list;
  const [a, b] = list.filter((r) => r.parent_id === 0);
  const moved = await as<Row>(first, 'PUT', `${classes}/${a.id}`, { sort: b.sort, version: a.version });
  t.match(moved, { status: 0, data: { sort: b.sort, version: a.version + 1 } });
  const stale = await as(second, 'PUT', `${classes}/${a.id}`, { sort: 7, version: a.version });
  t.match(stale, { http: 409, status: 1, error: /^商品分类已被 超级管理员 于 [\d: -]+ 修改，你的修改未保存/, data: { version: a.version + 1 } });
  t.equal((await as<Row>(first, 'GET', `${classes}/${a.id}`)).data.sort, b.sort, 'the refused reorder changed nothing');
});
