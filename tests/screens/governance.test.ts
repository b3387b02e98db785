/**
 * The governance screens' own rules and descriptions: the password pair (the change-password dialog's rules), an SMS
 * code's state, the service hours and referral rules of the contract with their words, the screens' texts.
 */
import t from 'tap';
import { serviceSetting, DEFAULT_SERVICE_SETTING } from '../../contract/resources/governance/serviceSetting.ts';
import { RESOURCES } from '../../contract/index.ts';
import { BUSINESS_ROUTES } from '../../contract/routes.ts';
import { descriptionOf } from '../../web/src/app/screens/descriptions.ts';
import { en, zh } from '../../web/src/areas/governance/texts.ts';
import { fieldErrors } from '../../web/src/screens/lib/validation.ts';
import { passwordErrors, smsStateOf } from '../../web/src/areas/governance/rules.ts';

const keys = (key: string) => key;

t.test('the password pair follows the change-password rules', async (t) => {
  t.same(passwordErrors({ password: '', password2: '' }, keys), { password: 'password.required', password2: 'password.againRequired' });
  t.same(passwordErrors({ password: '12345', password2: '12345' }, keys), { password: 'password.length' });
  t.same(passwordErrors({ password: 'x'.repeat(21), password2: 'x'.repeat(21) }, keys), { password: 'password.length' });
  t.same(passwordErrors({ password: 'secret1', password2: 'secret2' }, keys), { password2: 'password.mismatch' });
  t.same(passwordErrors({ password: 'x'.repeat(20), password2: 'x'.repeat(20) }, keys), {}, '20 characters is fine');
});

t.test("an SMS code's state: used, else locked by wrong tries, else expired by its time, else valid", async (t) => {
  const entry = { mobile: '13800000001', code: '123456', type: 'reset' as const, created_at: '2026-11-20 10:00:00', expires_at: '2026-11-20 10:05:00', used: false };
  t.equal(smsStateOf(entry, '2026-11-20 10:04:59'), 'valid');
  t.equal(smsStateOf(entry, '2026-11-20 10:05:01'), 'expired');
  t.equal(smsStateOf({ ...entry, used: true }, '2026-11-20 10:01:00'), 'used');
  t.equal(smsStateOf({ ...entry, wrong_tries: 4 }, '2026-11-20 10:01:00'), 'valid', 'four wrong tries leave it working');
  t.equal(smsStateOf({ ...entry, wrong_tries: 5 }, '2026-11-20 10:01:00'), 'locked', 'the fifth kills it');
  t.equal(smsStateOf({ ...entry, wrong_tries: 5 }, '2026-11-20 10:06:00'), 'locked', 'and no time brings it back');
});

t.test('service hours in order, with the words on the closing time', async (t) => {
  const translate = (key: string, params?: Record<string, string | number>) => (key === 'validation.custom' ? String(params?.zh) : key);
  t.same(fieldErrors(serviceSetting, DEFAULT_SERVICE_SETTING, translate), {});
  t.same(fieldErrors(serviceSetting, { ...DEFAULT_SERVICE_SETTING, opens_at: '21:00' }, translate), { closes_at: '须晚于开始时间' });
  t.same(Object.keys(fieldErrors(serviceSetting, { ...DEFAULT_SERVICE_SETTING, hotline: '12345', online_url: 'ftp://x' }, translate)), ['hotline', 'online_url']);
});

t.test('referral rules: rates 0-100 %, amounts ≥ 0, something rewarded', async (t) => {
  const create = RESOURCES.referralRewards.create!;
  const rule = { name: '直推首单', trigger: 'first_order', generation: 1, min_vip_level: 0, rate_percent: 10, amount: '0.00', daily_cap: '0.00' };
  t.ok(create.safeParse(rule).success);
  t.notOk(create.safeParse({ ...rule, rate_percent: 101 }).success);
  t.notOk(create.safeParse({ ...rule, rate_percent: -1 }).success);
  t.notOk(create.safeParse({ ...rule, amount: '-0.01' }).success);
  t.notOk(create.safeParse({ ...rule, rate_percent: 0 }).success, 'neither a rate nor an amount');
  t.ok(create.safeParse({ ...rule, rate_percent: 0, amount: '5.00' }).success);
});

t.test('administrator labels come from the route catalogue', async (t) => {
  const create = RESOURCES.adminUsers.create!;
  const body = { account: 'ops_a', name: '甲', mobile: '13900000001', password: 'secret1', password2: 'secret1', permission: ['news_index'] };
  t.ok(create.safeParse(body).success);
  t.notOk(create.safeParse({ ...body, permission: ['nope'] }).success, 'an unknown label');
  t.notOk(create.safeParse({ ...body, permission: [] }).success, 'at least one');
  t.notOk(create.safeParse({ ...body, account: '1abc' }).success, 'an account starts with a letter');
  t.ok(BUSINESS_ROUTES.some((r) => r.label === 'user_index'));
});

t.test('every governance route is described; the texts have the same keys in zh and en', async (t) => {
  for (const path of ['/authority/index', '/user/index', '/smsConfig/index', '/serviceSetting/index', '/fourModules/index', '/recommendAward/index']) {
    t.ok(descriptionOf(path), path);
  }
  const shape = (o: object): unknown => Object.fromEntries(Object.entries(o).map(([k, v]) => [k, typeof v === 'object' ? shape(v) : typeof v]));
  t.same(shape(en), shape(zh));
});
