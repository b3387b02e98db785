/**
 * Every settings screen's config key is checked on save like its own call: the seeded values save back unchanged,
 * a value out of shape is refused naming the key, and only the screen's label may save it.
 */
import t from 'tap';
import { SERVICE_OFFICER_SETTING_KEY } from '../../contract/resources/members/serviceOfficers.ts';
import { MONEY_SETTING_KEY } from '../../contract/resources/money/settings.ts';
import { SCREEN_SETTING_KEY } from '../../contract/resources/screenSettings.ts';
import { STORES_SETTING_KEY } from '../../contract/resources/stores/guides.ts';
import { startMock } from './helpers.ts';

const KEYS = [...Object.values(SCREEN_SETTING_KEY), ...Object.values(MONEY_SETTING_KEY), SERVICE_OFFICER_SETTING_KEY, ...Object.values(STORES_SETTING_KEY)];

const mock = await startMock();
t.teardown(() => mock.close());
const admin = await mock.login('admin');
const operator = await mock.login('operator');

t.test('seeded values save back; a value out of shape is refused; another role may not save', async (t) => {
  const read = await mock.call<Record<string, unknown>>('POST', '/api/v2/common/config', { token: admin, body: { keys: KEYS } });
  for (const key of KEYS) {
    const seeded = read.data[key];
    t.ok(seeded && typeof seeded === 'object', `${key}: seeded`);
    const saved = await mock.call('POST', '/api/v2/seller/config', { token: admin, body: { values: { [key]: seeded } } });
    t.equal(saved.status, 0, `${key}: the seeded values save back`);
    const bad = await mock.call('POST', '/api/v2/seller/config', { token: admin, body: { values: { [key]: { ...(seeded as object), nonsense: 1, ...Object.fromEntries(Object.keys(seeded as object).slice(0, 1).map((k) => [k, { wrong: true }])) } } } });
    t.equal(bad.status, 1, `${key}: a wrong value is refused`);
    t.match(bad.error, new RegExp(`^${key}: `), `${key}: the error names the key`);
    const other = await mock.call('POST', '/api/v2/seller/config', { token: operator, body: { values: { [key]: seeded } } });
    t.equal(other.error, '无权限', `${key}: the operator may not save it`);
  }
  const after = await mock.call<Record<string, unknown>>('POST', '/api/v2/common/config', { token: admin, body: { keys: KEYS } });
  t.same(after.data, read.data, 'refused saves kept the old values');
});
