/**
 * The marketing resources through real calls: coupon terms refused with the field and the rule, issuing to members
 * (by phone and by level, never above what is left, counts equal the claim records), new-member coupons kept apart,
 * campaign prices and times, lottery probabilities, shipping a prize, reviews, the settings' rules and labels, and
 * the sign-in dashboards against the lists.
 */
import t from 'tap';
import type { Coupon, CouponClaim } from '../../contract/resources/marketing/coupons.ts';
import type { DashboardData } from '../../contract/stats.ts';
import { startMock } from './helpers.ts';

type Page<T> = { list: T[]; total: number; counts?: Record<string, number> };

const mock = await startMock();
const token = await mock.login('admin');
t.teardown(() => mock.close());
const call = <T>(method: string, path: string, body?: unknown, lang?: string) => mock.call<T>(method, path, { token, body, lang });

const COUPON = {
  name: '测试满减券',
  kind: 'amount',
  amount: '20.00',
  threshold: '100.00',
  validity: 'range',
  start_at: '2026-11-01 00:00:00',
  end_at: '2026-12-31 23:59:59',
  total: 10,
  per_limit: 2,
  scope: 'all',
};

t.test('coupon terms are checked with the field and the rule, in both languages', async (t) => {
  const low = await call('POST', '/api/v2/seller/coupons', { ...COUPON, threshold: '10.00' });
  t.equal(low.error, 'threshold 使用门槛不能低于优惠金额');
  const lowEn = await call('POST', '/api/v2/seller/coupons', { ...COUPON, threshold: '10.00' }, 'en');
  t.equal(lowEn.error, 'threshold the threshold must not be below the amount');
  const discount = await call('POST', '/api/v2/seller/coupons', { ...COUPON, kind: 'discount', discount: 9.95 });
  t.match(discount.error, /^discount /, 'a discount takes 0.1 to 9.9 with one decimal');
  const reversed = await call('POST', '/api/v2/seller/coupons', { ...COUPON, start_at: '2026-12-31 23:59:59', end_at: '2026-11-01 00:00:00' });
  t.equal(reversed.error, 'end_at 结束时间必须晚于开始时间');
  const days = await call('POST', '/api/v2/seller/coupons', { ...COUPON, validity: 'days', start_at: null, end_at: null });
  t.match(days.error, /^valid_days /, 'N days after claim needs N');
  const scope = await call('POST', '/api/v2/seller/coupons', { ...COUPON, scope: 'goods', scope_ids: [] });
  t.match(scope.error, /^scope_ids /);
  const unknown = await call('POST', '/api/v2/seller/coupons', { ...COUPON, scope: 'goods', scope_ids: [99999999] });
  t.equal(unknown.error, 'scope_ids 中的 99999999 不存在');
});

t.test('issuing to members: by phone and by level, never above what is left, counts follow the claims', async (t) => {
  const created = await call<Coupon>('POST', '/api/v2/seller/coupons', COUPON);
  t.match(created.data, { audience: 'all', claimed: 0, issued: 0, remaining: 10, status: 'active' });
  const id = created.data.id;
  const members = await call<Page<{ mobile: string; vip_level: number }>>('GET', '/api/v2/seller/members?limit=3&status=normal');
  const mobiles = members.data.list.map((m) => m.mobile);

  const unknown = await call('PUT', `/api/v2/seller/coupons/${id}/issue`, { target: 'mobiles', mobiles: '13000000000' });
  t.equal(unknown.error, 'mobiles 中的手机号未注册：13000000000');
  const overLimit = await call('PUT', `/api/v2/seller/coupons/${id}/issue`, { target: 'mobiles', mobiles: mobiles[0], per_member: 3 });
  t.equal(overLimit.error, 'per_member 不能超过每人限领 2 张');
  const issued = await call<Coupon>('PUT', `/api/v2/seller/coupons/${id}/issue`, { target: 'mobiles', mobiles: mobiles.join('\n'), per_member: 2 });
  t.match(issued.data, { claimed: 6, issued: 6, remaining: 4 });
  const tooMany = await call('PUT', `/api/v2/seller/coupons/${id}/issue`, { target: 'level', vip_level: 0 }, 'en');
  t.match(tooMany.error, /^\d+ coupons needed, more than the 4 left$/);

  const claims = await call<Page<CouponClaim>>('GET', `/api/v2/seller/coupon_claims?coupon_id=${id}&limit=50`);
  t.equal(claims.data.total, 6, 'one claim record per coupon issued');
  t.same(new Set(claims.data.list.map((c) => c.member_mobile)), new Set(mobiles));
  t.ok(claims.data.list.every((c) => c.source === 'issue' && c.status === 'unused'));

  const refusedDelete = await call('DELETE', `/api/v2/seller/coupons/${id}`);
  t.match(refusedDelete.error, /已有 6 张被领取/);
  const below = await call('PUT', `/api/v2/seller/coupons/${id}`, { total: 5 });
  t.equal(below.error, 'total 不能少于已领取的 6 张');
  const stopped = await call<Coupon>('PUT', `/api/v2/seller/coupons/${id}/stop`, {});
  t.equal(stopped.data.status, 'stopped');
  const notActive = await call('PUT', `/api/v2/seller/coupons/${id}/issue`, { target: 'mobiles', mobiles: mobiles[0] });
  t.equal(notActive.status, 1, 'a stopped coupon is not issued');
});

t.test('new-member coupons are their own list and label', async (t) => {
  const created = await call<Coupon>('POST', '/api/v2/seller/new_coupons', { ...COUPON, new_member_days: 7 });
  t.match(created.data, { audience: 'new_member', new_member_days: 7 });
  const general = await call<Page<Coupon>>('GET', '/api/v2/seller/coupons?limit=500');
  t.notOk(general.data.list.some((c) => c.id === created.data.id), 'not among the general coupons');
  t.equal((await call('GET', `/api/v2/seller/coupons/${created.data.id}`)).status, 1, 'not readable as a general coupon');
  const operator = await mock.login('operator');
  const perms = await mock.call<Page<Coupon>>('GET', '/api/v2/seller/new_coupons', { token: operator });
  t.ok(perms.status === 0 || perms.error === '无权限', 'the label decides');
});

t.test('group buy and flash sale: goods on sale, a price below the goods price, times in order', async (t) => {
  const goods = await call<Page<{ id: number; price: string }>>('GET', '/api/v2/seller/goods?limit=1&state=on_sale');
  const g = goods.data.list[0];
  const base = { goods_id: g.id, group_size: 3, start_at: '2026-11-21 00:00:00', end_at: '2026-11-28 00:00:00', stock: 50 };
  const dear = await call('POST', '/api/v2/seller/groupbuy/activities', { ...base, group_price: g.price });
  t.equal(dear.error, `group_price 必须低于商品原价 ${g.price}`);
  const reversed = await call('POST', '/api/v2/seller/groupbuy/activities', { ...base, group_price: '0.01', end_at: '2026-11-20 00:00:00' });
  t.equal(reversed.error, 'end_at 结束时间必须晚于开始时间');
  const ok = await call<{ status: string; goods_name: string }>('POST', '/api/v2/seller/groupbuy/activities', { ...base, group_price: '0.01' });
  t.equal(ok.status, 0);
  t.ok(ok.data.goods_name.length > 0, 'the goods are joined');
  const sale = await call('POST', '/api/v2/seller/seckill/activities', { goods_id: g.id, sale_price: '0.01', session: '25:00', limit_per_member: 1, start_at: base.start_at, end_at: base.end_at, stock: 5 });
  t.match(sale.error, /^session /);
});

t.test('lottery: probabilities must add up to 100 %', async (t) => {
  const body = {
    name: '测试抽奖', currency: 'points', draw_cost: 10, daily_limit: 3, start_at: '2026-11-21 00:00:00', end_at: '2026-11-30 00:00:00',
    prizes: [
      { name: '耳机', kind: 'physical', probability: 10.5, stock: 5 },
      { name: '谢谢参与', kind: 'none', probability: 80, stock: 0 },
    ],
  };
  const refused = await call('POST', '/api/v2/seller/lottery/activities', body);
  t.equal(refused.error, 'prizes 奖品概率合计须为 100%，当前为 90.5%');
  const refusedEn = await call('POST', '/api/v2/seller/lottery/activities', body, 'en');
  t.equal(refusedEn.error, "prizes the prizes' probabilities must add up to 100%, they add up to 90.5%");
  body.prizes[1].probability = 89.5;
  const saved = await call<{ id: number; status: string }>('POST', '/api/v2/seller/lottery/activities', body);
  t.equal(saved.data.status, 'draft');
  const edit = await call('PUT', `/api/v2/seller/lottery/activities/${saved.data.id}`, { prizes: [{ name: 'x', kind: 'none', probability: 50, stock: 0 }, { name: 'y', kind: 'points', probability: 40, stock: 1, points: 5 }] });
  t.match(edit.error, /^prizes .*90%/, 'an edit is checked too');
});

t.test('a physical prize ships once; points and D-score draws are apart', async (t) => {
  const toShip = await call<Page<{ id: number; currency: string }>>('GET', '/api/v2/seller/lottery/draws?delivery_state=to_ship&limit=1');
  t.ok(toShip.data.total > 0);
  const id = toShip.data.list[0].id;
  const bad = await call('PUT', `/api/v2/seller/lottery/draws/${id}/ship`, { courier: '顺丰速运', tracking_no: '12' });
  t.match(bad.error, /^tracking_no /);
  const shipped = await call<{ delivery_state: string; tracking_no: string }>('PUT', `/api/v2/seller/lottery/draws/${id}/ship`, { courier: '顺丰速运', tracking_no: 'SF1234567890' });
  t.match(shipped.data, { delivery_state: 'shipped', tracking_no: 'SF1234567890' });
  t.equal((await call('PUT', `/api/v2/seller/lottery/draws/${id}/ship`, { courier: '顺丰速运', tracking_no: 'SF1234567890' })).status, 1, 'not twice');
  const ds = await call<Page<{ currency: string }>>('GET', '/api/v2/seller/lottery/dscore_draws?limit=100');
  t.ok(ds.data.total > 0 && ds.data.list.every((d) => d.currency === 'd_score'));
});

t.test('reviews: a moments share approved pays its points through the ledger; a check-in rejected keeps its reason', async (t) => {
  const pending = await call<Page<{ id: number; member_id: number; reward_points: number }>>('GET', '/api/v2/seller/pyq/rewards?status=pending&limit=1');
  const share = pending.data.list[0];
  const before = await call<{ points: number }>('GET', `/api/v2/seller/members/${share.member_id}`);
  await call('PUT', `/api/v2/seller/pyq/rewards/${share.id}/approve`, {});
  const after = await call<{ points: number }>('GET', `/api/v2/seller/members/${share.member_id}`);
  t.equal(after.data.points, before.data.points + share.reward_points);
  const check = await call<Page<{ id: number; kind: string }>>('GET', '/api/v2/seller/signin/punch_checks?status=pending&limit=1');
  t.equal(check.data.list[0].kind, 'daily');
  const rejected = await call<{ status: string; reason: string }>('PUT', `/api/v2/seller/signin/punch_checks/${check.data.list[0].id}/reject`, { reason: '照片模糊' });
  t.match(rejected.data, { status: 'rejected', reason: '照片模糊' });
});

t.test('settings: times in order, and only the route label saves', async (t) => {
  const value = { enabled: true, min_order_amount: '10.00', reward_points: 5, streak_bonus_points: 0, window_start: '22:00', window_end: '06:00', rules: '' };
  const refused = await call('POST', '/api/v2/seller/config', { values: { consume_clock_setting: value } });
  t.equal(refused.error, 'consume_clock_setting: window_end 结束时间必须晚于开始时间');
  const saved = await call('POST', '/api/v2/seller/config', { values: { consume_clock_setting: { ...value, window_start: '06:00', window_end: '22:00' } } });
  t.equal(saved.status, 0);
  const groupBuy = await call('PUT', '/api/v2/seller/groupbuy/setting', { enabled: true, valid_hours: 0, auto_fill: false, unpaid_close_minutes: 15, rules: '' });
  t.equal(groupBuy.error, 'valid_hours 不能小于 1');
});

t.test('sign-in dashboards count what the lists show for the same dates', async (t) => {
  const q = 'start_time=2026-11-01%2000:00:00&end_time=2026-11-20%2023:59:59';
  const stats = await call<DashboardData>('GET', `/api/v2/seller/stats/signin?${q}`);
  const list = await call<Page<unknown>>('GET', `/api/v2/seller/signin/check_ins?${q}&limit=1`);
  t.equal(stats.data.kpis.find((k) => k.key === 'check_ins')?.value, String(list.data.total));
  const orders = await call<DashboardData>('GET', `/api/v2/seller/stats/signin_orders?${q}`);
  const platform = await call<Page<unknown>>('GET', `/api/v2/seller/signin/orders?${q}&limit=1`);
  const store = await call<Page<unknown>>('GET', `/api/v2/seller/signin/store_orders?${q}&limit=1`);
  t.equal(orders.data.kpis.find((k) => k.key === 'signin_orders')?.value, String(platform.data.total + store.data.total));
  const stores = await call<DashboardData>('GET', `/api/v2/seller/stats/store_signin?${q}`);
  t.ok(stores.data.rankings[0].rows.length > 0, 'stores are ranked');
  t.equal((await call<DashboardData>('GET', '/api/v2/seller/stats/signin_performance')).data.trend.points.length, 7, 'seven days by default');
  const bad = await call('GET', '/api/v2/seller/stats/signin?start_time=2026-11-20%2000:00:00');
  t.equal(bad.status, 1);
});
