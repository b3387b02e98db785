/**
 * The mock's side of the /infoManagement settings: the seeded values are served, a valid save sticks, an invalid one
 * is refused with `{status: 1, error}` naming the field (zh and en) and keeps the old value, and only holders of the
 * route's label may save its key (the finance role its two screens).
 */
import t from 'tap';
import { INFO_SETTINGS } from '../../contract/resources/infoSettings/index.ts';
import { infoSettingsConfig } from '../../mock-upstream/data/infoSettings/index.ts';
import { startMock } from './helpers.ts';

const mock = await startMock();
t.teardown(() => mock.close());
const admin = await mock.login('admin');
const keys = Object.values(INFO_SETTINGS).map((s) => s.key);

const read = async (key: string, token = admin) => {
  const answer = await mock.call<Record<string, Record<string, unknown>>>('POST', '/api/v2/common/config', { token, body: { keys: [key] } });
  return answer.data[key];
};
const save = (key: string, value: unknown, token = admin, lang?: string) =>
  mock.call('POST', '/api/v2/seller/config', { token, lang, body: { values: { [key]: value } } });

t.test('every settings key is seeded with values its schema accepts', async (t) => {
  const answer = await mock.call<Record<string, unknown>>('POST', '/api/v2/common/config', { token: admin, body: { keys } });
  t.equal(answer.status, 0);
  t.same(answer.data, infoSettingsConfig());
  for (const s of Object.values(INFO_SETTINGS)) t.ok(s.schema.safeParse(answer.data[s.key]).success, `${s.key} passes its schema`);
});

t.test('a valid save sticks', async (t) => {
  const before = await read('grow_dividend_setting');
  const changed = { ...before, pool_rate: 7.5, shares: { vip2: 25, vip3: 25, vip4: 50 } };
  t.same(await save('grow_dividend_setting', changed), { http: 200, status: 0, data: null });
  t.same(await read('grow_dividend_setting'), changed);
});

t.test('an invalid save is refused naming the field, in zh and en, and keeps the old value', async (t) => {
  const before = await read('shop_setting');
  const cases: [value: Record<string, unknown>, zh: string, en: string][] = [
    [{ ...before, unpaid_close_minutes: 2 }, 'shop_setting: unpaid_close_minutes 不能小于 5', 'shop_setting: unpaid_close_minutes must be at least 5'],
    [{ ...before, start_time: '23:00' }, 'shop_setting: end_time 必须晚于开始时间', 'shop_setting: end_time must be later than the start'],
    [{ ...before, start_time: '25:00' }, 'shop_setting: start_time 格式不正确，应为 时:分，如 09:30', 'shop_setting: start_time has the wrong format, expected HH:mm, e.g. 09:30'],
    [{ ...before, stock_deduct: 'never' }, 'shop_setting: stock_deduct 只能是以下值之一：on_order, on_pay', 'shop_setting: stock_deduct must be one of: on_order, on_pay'],
    [{ ...before, extra: 1 }, 'shop_setting: 不支持的字段：extra', 'shop_setting: Unknown fields: extra'],
  ];
  for (const [value, zh, en] of cases) {
    t.same(await save('shop_setting', value), { http: 200, status: 1, error: zh });
    t.same(await save('shop_setting', value, admin, 'en'), { http: 200, status: 1, error: en });
  }
  const rate = await save('fund_setting', { ...(await read('fund_setting')), fee_rate: 101 });
  t.same(rate, { http: 200, status: 1, error: 'fund_setting: fee_rate 不能大于 100' });
  const tiers = await read('grow_advance_setting');
  const unordered = { ...tiers, levels: { ...(tiers.levels as object), vip2: { growth: 500, discount: 95 } } };
  t.same((await save('grow_advance_setting', unordered)).error, 'grow_advance_setting: levels.vip2.growth 必须高于下一级');
  const money = await save('bonus_setting', { ...(await read('bonus_setting')), min_payout: '-1.00' });
  t.same(money.error, 'bonus_setting: min_payout 不能为负数');
  t.same(await read('shop_setting'), before, 'nothing of the refused saves was kept');
  t.same(await read('grow_advance_setting'), tiers);
});

t.test('a key is saved only by holders of its route label: not the operator; the finance role its two screens', async (t) => {
  const operator = await mock.login('operator');
  const before = await read('rebate_setting');
  t.same(await save('rebate_setting', { ...before, self_rate: 3 }, operator), { http: 200, status: 1, error: '无权限' });
  t.same(await read('rebate_setting', operator), before, 'reading stays open, the value is unchanged');
  const finance = await mock.login('finance');
  const fund = await read('fund_setting', finance);
  t.equal((await save('fund_setting', { ...fund, withdraw_min: '20.00' }, finance)).status, 0, 'finance saves the fund settings');
  t.equal((await read('fund_setting')).withdraw_min, '20.00');
  t.equal((await save('parameter_setting', await read('parameter_setting'), finance)).status, 0, 'and the parameters');
  t.equal((await save('bonus_setting', await read('bonus_setting'), finance)).error, '无权限', 'but no other settings screen');
  const seller = await mock.login('seller', 'seller');
  t.equal((await save('platform_aptitude', await read('platform_aptitude'), seller)).error, '无权限', 'platform qualifications are the administrators’');
});
