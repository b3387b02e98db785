/** The infoLists resources through real calls: validation, state rules, refusals with reasons, operation records. */
import t from 'tap';
import { type Mock, startMock } from './helpers.ts';

let mock: Mock;
let admin: string;
t.before(async () => {
  mock = await startMock();
  admin = await mock.login('admin');
});
t.teardown(() => mock.close());

type List<T> = { list: T[]; total: number; counts?: Record<string, number> };
const as = <T = unknown>(method: string, path: string, body?: unknown, lang?: string) => mock.call<T>(method, path, { body, token: admin, lang });

const banner = {
  title: '<img src=x onerror=alert(1)>', picture: '/api/v2/common/files/seed/goods/1.svg', link_type: 'url', link: 'https://m.example.com/a',
  position: 'home_top', start_at: '2026-12-01 00:00:00', end_at: '2026-12-31 23:59:59',
};

t.test('every route has seeded rows', async (t) => {
  const paths = [
    'banner', 'activity_banner', 'app_icon', 'poster', 'recommend_slot', 'log/login', 'log/system', 'log/operation', 'custom_class', 'model_class',
    'informationclass', 'freight_template', 'feedback', 'account_cancellation', 'staff/manager', 'staff/operator', 'mini_course', 'rain_session',
    'rain_campaign', 'bargain', 'special_topic', 'live_room', 'poverty_project', 'full_return_zone', 'full_return_goods', 'operation_centre', 'address',
  ];
  for (const p of paths) {
    const answer = await as<List<unknown>>('GET', `/api/v2/seller/${p}?limit=5`);
    t.equal(answer.status, 0, p);
    t.ok(answer.data.total > 0, `${p} has rows`);
  }
});

t.test('banners: slots stay apart, the window must be in order, the title is kept as typed, the switch works', async (t) => {
  const refused = await as('POST', '/api/v2/seller/banner', { ...banner, end_at: '2026-11-30 00:00:00' });
  t.equal(refused.error, 'end_at 必须晚于开始时间');
  t.equal((await as('POST', '/api/v2/seller/banner', { ...banner, end_at: '2026-11-30 00:00:00' }, 'en')).error, 'end_at must be after the start');
  t.equal((await as('POST', '/api/v2/seller/banner', { ...banner, position: 'invite' })).error?.startsWith('position 只能是以下值之一'), true, 'a poster position is not a carousel one');
  t.equal((await as('POST', '/api/v2/seller/banner', { ...banner, link: '' })).error, 'link 为必填项');
  const created = await as<{ id: number; title: string; enabled: boolean }>('POST', '/api/v2/seller/banner', banner);
  t.equal(created.status, 0);
  t.equal(created.data.title, banner.title, 'the text is stored as given; showing it safely is the console’s job');
  t.equal((await as('GET', `/api/v2/seller/poster/${created.data.id}`)).error, `海报 ${created.data.id} 不存在`, 'another slot cannot see it');
  t.equal((await as('PUT', `/api/v2/seller/banner/${created.data.id}`, { end_at: '2026-11-01 00:00:00' })).error, 'end_at 必须晚于开始时间', 'an edit keeps the window in order');
  const off = await as<{ enabled: boolean }>('PUT', `/api/v2/seller/banner/${created.data.id}/disable`, {});
  t.equal(off.data.enabled, false);
  t.match((await as('PUT', `/api/v2/seller/banner/${created.data.id}/disable`, {})).error, /不能停用/);
  // what went through is in the operation log, read on the operation records; the refused edit is not
  const records = await as<List<{ account: string; call_text: string; kind: string; record: string }>>('GET', `/api/v2/seller/log/operation?resource=bannerSlides&record_key=${created.data.id}`);
  t.same(records.data.list.map((r) => [r.account, r.call_text, r.kind]), [['admin', '停用', 'update'], ['admin', '新建', 'create']]);
  t.match(records.data.list[0].record, `轮播图 #${created.data.id}`);
});

t.test('logs are read only; the login log filters by result, action and time', async (t) => {
  t.equal((await as('POST', '/api/v2/seller/log/operation', { operator: 'x' })).http, 404);
  t.equal((await as('DELETE', '/api/v2/seller/log/login/1')).http, 404);
  const failed = await as<List<{ result: string; action: string }>>('GET', '/api/v2/seller/log/login?result=failure&action=login&limit=100');
  t.ok(failed.data.total > 0 && failed.data.list.every((r) => r.result === 'failure' && r.action === 'login'));
  const ranged = await as<List<{ created_at: string }>>('GET', '/api/v2/seller/log/login?start_time=2026-11-15 00:00:00&end_time=2026-11-16 23:59:59&limit=100');
  t.ok(ranged.data.list.every((r) => r.created_at >= '2026-11-15' && r.created_at < '2026-11-17'));
  const operator = await mock.login('operator');
  t.equal((await mock.call('GET', '/api/v2/seller/log/system', { token: operator })).error, '无权限', 'the operator does not hold the system log label');
});

t.test('classes: two levels, refused while they hold records, with the reason', async (t) => {
  const tree = await as<List<{ id: number; parent_id: number; record_count: number; name: string }>>('GET', '/api/v2/seller/custom_class?limit=100');
  const withGoods = tree.data.list.find((c) => c.parent_id !== 0 && c.record_count > 0);
  const top = tree.data.list.find((c) => c.parent_id === 0);
  if (!withGoods || !top) throw new Error('seed');
  t.equal((await as('DELETE', `/api/v2/seller/custom_class/${withGoods.id}`)).error, `该分类下还有 ${withGoods.record_count} 条商品，不能删除`);
  t.equal((await as('DELETE', `/api/v2/seller/custom_class/${top.id}`)).error, '该分类下还有子分类，不能删除');
  const models = await as<List<{ id: number }>>('GET', '/api/v2/seller/model_class?limit=100');
  t.notOk(models.data.list.some((m) => tree.data.list.some((c) => c.id === m.id)), 'custom and model classes are apart');
  t.equal((await as('POST', '/api/v2/seller/custom_class', { name: '三级', parent_id: withGoods.id })).error, '分类最多两级');
  const leaf = await as<{ id: number }>('POST', '/api/v2/seller/custom_class', { name: '临时', parent_id: top.id });
  t.equal((await as('DELETE', `/api/v2/seller/custom_class/${leaf.data.id}`)).status, 0);
});

t.test('information classes: the same rows as the menu options; one with news cannot be deleted', async (t) => {
  const classes = await as<List<{ id: number; type: string; record_count: number }>>('GET', '/api/v2/seller/informationclass?type=news&limit=50');
  const menu = await as<{ id: number }[]>('GET', '/api/v2/seller/informationclass/menu_option?type=news');
  t.same(classes.data.list.map((c) => c.id).sort(), menu.data.map((c) => c.id).sort());
  const busy = classes.data.list.find((c) => c.record_count > 0);
  if (!busy) throw new Error('the seed files news under a class');
  t.equal((await as('DELETE', `/api/v2/seller/informationclass/${busy.id}`, undefined, 'en')).error, `The class still has ${busy.record_count} news or case items and cannot be deleted`);
  const created = await as<{ id: number; record_count: number }>('POST', '/api/v2/seller/informationclass', { type: 'notice', name: '停机公告' });
  t.equal(created.data.record_count, 0);
  t.ok((await as<{ id: number }[]>('GET', '/api/v2/seller/informationclass/menu_option?type=notice')).data.some((c) => c.id === created.data.id));
  t.equal((await as('DELETE', `/api/v2/seller/informationclass/${created.data.id}`)).status, 0);
});

t.test('freight: fees validated, provinces from the area tree, one default', async (t) => {
  const body = { name: '测试模板', charge_by: 'weight', first_unit: 1, first_fee: '10.00', extra_unit: 1, extra_fee: '4.00' };
  t.equal((await as('POST', '/api/v2/seller/freight_template', { ...body, first_unit: 0 })).error, 'first_unit 不能小于 1');
  t.equal((await as('POST', '/api/v2/seller/freight_template', { ...body, extra_fee: '-1.00' })).error, 'extra_fee 不能为负数');
  const rule = { codes: ['65', '54'], names: '', first_unit: 1, first_fee: '20.00', extra_unit: 1, extra_fee: '10.00', free_over: null };
  t.equal((await as('POST', '/api/v2/seller/freight_template', { ...body, regions: [rule, { ...rule, codes: ['65'] }] })).error, '新疆维吾尔自治区 出现在多条地区规则中');
  t.equal((await as('POST', '/api/v2/seller/freight_template', { ...body, regions: [{ ...rule, codes: ['99'] }] })).error, '省份编码 99 不存在');
  const created = await as<{ id: number; is_default: boolean; regions: { names: string }[] }>('POST', '/api/v2/seller/freight_template', { ...body, regions: [rule] });
  t.equal(created.data.regions[0].names, '新疆维吾尔自治区、西藏自治区');
  t.equal(created.data.is_default, false);
  await as('PUT', `/api/v2/seller/freight_template/${created.data.id}/set_default`, {});
  const all = await as<List<{ id: number; is_default: boolean }>>('GET', '/api/v2/seller/freight_template?limit=50');
  t.same(all.data.list.filter((r) => r.is_default).map((r) => r.id), [created.data.id], 'exactly one default');
  t.equal((await as('DELETE', `/api/v2/seller/freight_template/${created.data.id}`)).error, '默认模板为「是」，不能删除', 'the default template stays');
});

t.test('feedback and cancellation: pending → approved or rejected with a reason; money blocks a cancellation', async (t) => {
  const pending = await as<List<{ id: number; balance: string }>>('GET', '/api/v2/seller/account_cancellation?status=pending&limit=50');
  const rich = pending.data.list.find((r) => r.balance !== '0.00');
  const broke = pending.data.list.find((r) => r.balance === '0.00');
  if (!rich || !broke) throw new Error('the seed has pending cancellations with and without money');
  t.equal((await as('PUT', `/api/v2/seller/account_cancellation/${rich.id}/approve`, {})).error, `账户还有余额 ${rich.balance}，请先提现或退款后再注销`);
  t.equal((await as<{ status: string }>('PUT', `/api/v2/seller/account_cancellation/${broke.id}/approve`, {})).data.status, 'approved');
  const feedback = await as<List<{ id: number }>>('GET', '/api/v2/seller/feedback?status=pending&limit=1');
  const id = feedback.data.list[0].id;
  t.equal((await as('PUT', `/api/v2/seller/feedback/${id}/reject`, { reason: 'x' })).error, 'reason 长度不能少于 2 个字符');
  const rejected = await as<{ status: string; reason: string; handled_by: string }>('PUT', `/api/v2/seller/feedback/${id}/reject`, { reason: '重复反馈' });
  t.same([rejected.data.status, rejected.data.reason, rejected.data.handled_by], ['rejected', '重复反馈', '超级管理员']);
  t.match((await as('PUT', `/api/v2/seller/feedback/${id}/approve`, {})).error, /不能通过/);
});

t.test('campaign rules: bargain floor, red-packet amounts, full-return zones with goods', async (t) => {
  const goods = await as<List<{ id: number; price: string }>>('GET', '/api/v2/seller/goods?state=on_sale&limit=1');
  const g = goods.data.list[0];
  const bargain = { goods_id: g.id, floor_price: g.price, helpers_needed: 5, valid_hours: 24, stock: 10, start_at: '2026-12-01 00:00:00', end_at: '2026-12-08 00:00:00' };
  t.equal((await as('POST', '/api/v2/seller/bargain', bargain)).error, `floor_price 必须低于原价 ${g.price}`);
  const rain = { name: '测试场', start_at: '2026-12-01 10:00:00', end_at: '2026-12-01 10:10:00', total_amount: '1.00', packets: 100, min_amount: '0.10', max_amount: '1.00' };
  t.match((await as('POST', '/api/v2/seller/rain_session', rain)).error, /^max_amount/);
  const zones = await as<List<{ id: number; goods_count: number }>>('GET', '/api/v2/seller/full_return_zone?limit=10');
  const full = zones.data.list.find((z) => z.goods_count > 0);
  if (!full) throw new Error('the seed files goods under a zone');
  t.equal((await as('DELETE', `/api/v2/seller/full_return_zone/${full.id}`)).error, `该专区还有 ${full.goods_count} 个商品，不能删除`);
});
