/**
 * Every write says who may make it (docs/contract.md, "Who may write"): a write without a declaration does not compile
 * and does not load, and every label a declaration names is a route label or one the contract grants to roles beside
 * their routes (`GRANTED_LABELS`), so no write names a label nobody can hold.
 */
import t from 'tap';
import { z } from 'zod';
import { accessOf, BUSINESS_ROUTES, checkWritesAuthorised, type Endpoint, endpoint, ENDPOINTS, isActivity } from '../../contract/index.ts';
import { GRANTED_LABELS } from '../../contract/payee.ts';
import { SETTINGS_KEYS, type SettingsKey } from '../../contract/settings.ts';

const labels = new Set([...BUSINESS_ROUTES.map((r) => r.label), ...GRANTED_LABELS.map((g) => g.label)]);
const base = { path: '/api/v2/seller/example', auth: 'token', response: z.null(), summary: { zh: '例', en: 'Example' } } as const;

t.test('a write without a declaration is a type error', async (t) => {
  // @ts-expect-error a POST needs permission, open or permissionByKey
  const undeclared = endpoint({ ...base, method: 'POST' });
  // @ts-expect-error a settings key needs its label
  const keyWithoutLabel: SettingsKey = { schema: z.object({}) };
  const read = endpoint({ ...base, method: 'GET' });
  t.ok(undeclared && keyWithoutLabel && read, 'a read needs none');
});

t.test('a write without a declaration, or with a wrong one, stops the contract from loading', async (t) => {
  t.doesNotThrow(() => checkWritesAuthorised(ENDPOINTS), 'the contract as it is');
  const write = { ...base, method: 'PUT' } as Endpoint;
  t.throws(() => checkWritesAuthorised([write]), /PUT \/api\/v2\/seller\/example: a write without permission, open or permissionByKey/);
  t.throws(() => checkWritesAuthorised([{ ...write, permission: 'goods_list', open: { to: 'signedIn', why: 'x' } }]), /more than one/);
  t.throws(() => checkWritesAuthorised([{ ...write, open: { to: 'public', why: 'x' } }]), /open to public but auth is token/);
  t.throws(() => checkWritesAuthorised([{ ...write, auth: 'public', permission: 'goods_list' }]), /a public write must say open/);
  t.throws(() => checkWritesAuthorised([{ ...write, permission: 'goods_list', notActivity: 'x' }]), /a write is always activity/);
  // @ts-expect-error a write cannot say it is not activity
  t.ok(endpoint({ ...base, method: 'PUT', permission: 'goods_list', notActivity: 'x' }));
});

t.test('which calls are activity: a write always; a read unless its endpoint or its x-activity header says not', async (t) => {
  const get = { method: 'GET' } as const;
  t.equal(isActivity(get, undefined), true);
  t.equal(isActivity(get, 'background'), false);
  t.equal(isActivity(get, 'other'), true);
  t.equal(isActivity({ ...get, notActivity: 'x' }, undefined), false);
  t.equal(isActivity({ method: 'POST' }, 'background'), true);
  t.same(
    ENDPOINTS.filter((e) => e.notActivity !== undefined).map((e) => `${e.method} ${e.path}`),
    ['GET /api/v2/common/inbox', 'GET /api/v2/common/inbox/audience'],
    'the reads nobody asks for by hand: the inbox read and the stream audience',
  );
});

t.test('every label a write names is a route label, every open write says why', async (t) => {
  const writes = ENDPOINTS.filter((e) => e.method !== 'GET');
  for (const e of writes) {
    const access = accessOf(e);
    const id = `${e.method} ${e.path}`;
    if (access.kind === 'labels') t.ok(access.labels.every((l) => labels.has(l)), `${id}: labels`);
    else if (access.kind === 'open') t.ok(access.why.length > 10, `${id}: open to ${access.to}, because ${access.why}`);
    else if (access.kind === 'byKey') t.ok(Object.values(access.labels).every((l) => labels.has(l)), `${id}: a route label per key`);
    else t.fail(`${id}: no declaration`);
  }
  const open = writes.filter((e) => accessOf(e).kind === 'open').map((e) => `${e.method} ${e.path}`);
  t.same(
    open.sort(),
    [
      'DELETE /api/v2/common/preferences/views/{id}',
      'POST /api/v2/admin/login',
      'POST /api/v2/admin/password',
      'POST /api/v2/common/config',
      // the caller's own inbox (docs/events.md)
      'POST /api/v2/common/inbox/read',
      'POST /api/v2/common/inbox/read_all',
      'POST /api/v2/common/logistic',
      'POST /api/v2/common/mobilecode',
      'POST /api/v2/common/preferences/views',
      'POST /api/v2/seller/login',
      'POST /api/v2/seller/password',
      'POST /api/v2/seller/smspassword',
      'PUT /api/v2/common/inbox/mutes',
      'PUT /api/v2/common/preferences/layout',
      'PUT /api/v2/common/preferences/notifications',
      'PUT /api/v2/common/preferences/pages',
      'PUT /api/v2/common/preferences/views/{id}',
    ],
    'the writes open without a label are these, and no more',
  );
});

t.test('the platform-wide settings keys ask for the labels of their own calls', async (t) => {
  const own = (path: string) => ENDPOINTS.find((e) => e.method === 'PUT' && e.path === path)?.permission;
  t.equal(SETTINGS_KEYS.groupbuy_setting.permission, own('/api/v2/seller/groupbuy/setting'));
  t.equal(SETTINGS_KEYS.seckill_setting.permission, own('/api/v2/seller/seckill/setting'));
  t.equal(SETTINGS_KEYS.cutprice_setting.permission, own('/api/v2/seller/cutprice/setting'));
  t.notOk('site_name' in SETTINGS_KEYS, 'a seeded key no screen saves is not a settings key');
});
