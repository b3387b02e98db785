import t from 'tap';
import type { Order } from '../../contract/index.ts';
import { startMock } from './helpers.ts';

const mock = await startMock();
t.teardown(() => mock.close());
const { call, login } = mock;
const admin = await login('admin');
// biome-ignore lint/suspicious/noExplicitAny: these checks read many different shapes; the contract tests check types.
type Loose = any;
const as = (method: string, path: string, body?: unknown, token = admin) => call<Loose>(method, path, { token, body });

t.test('marketing settings are saved by their call and read back through config', async (t) => {
  const cut = { enabled: false, valid_hours: 48, max_helpers: 10, first_cut_percent: 50, daily_limit_per_member: 2, rules: '新规则' };
  t.same((await as('PUT', '/api/v2/seller/cutprice/setting', cut)).data, cut);
  const group = { enabled: true, valid_hours: 12, auto_fill: true, unpaid_close_minutes: 30, rules: '' };
  t.equal((await as('PUT', '/api/v2/seller/groupbuy/setting', group)).status, 0);
  const seckill = { enabled: true, sessions: ['08:00', '12:00'], session_minutes: 60, limit_per_member: 1, unpaid_close_minutes: 5, rules: '' };
  t.equal((await as('PUT', '/api/v2/seller/seckill/setting', seckill)).status, 0);
  const read = await as('POST', '/api/v2/common/config', { keys: ['cutprice_setting', 'groupbuy_setting', 'seckill_setting', 'nope'] });
  t.same(read.data, { cutprice_setting: cut, groupbuy_setting: group, seckill_setting: seckill, nope: null });
  t.equal((await as('PUT', '/api/v2/seller/cutprice/setting', { ...cut, valid_hours: 0 })).error, 'valid_hours 不能小于 1');
  t.equal((await as('PUT', '/api/v2/seller/seckill/setting', { ...seckill, sessions: ['8:00'] })).error, 'sessions.0 格式不正确，应为 时:分，如 09:30');
  t.equal((await as('PUT', '/api/v2/seller/groupbuy/setting', group, await login('merchant', 'seller'))).error, '无权限');
});

t.test('config save takes only the contract\'s settings keys, each validated', async (t) => {
  const read = async () => (await as('POST', '/api/v2/common/config', { keys: ['groupbuy_setting', 'site_name'] })).data;
  const { groupbuy_setting: group, site_name: siteName } = await read();
  t.equal((await as('POST', '/api/v2/seller/config', { values: { groupbuy_setting: { ...group, valid_hours: 36 } } })).status, 0);
  const bad = await as('POST', '/api/v2/seller/config', { values: { groupbuy_setting: { ...group, enabled: 'yes' } } });
  t.equal(bad.error, 'groupbuy_setting: enabled 应为布尔值');
  // a key no settings screen saves is refused by name, in both languages, and the keys sent with it are not saved
  const unknown = { values: { groupbuy_setting: { ...group, valid_hours: 12 }, site_name: 'x' } };
  t.equal((await as('POST', '/api/v2/seller/config', unknown)).error, '未知的配置项：site_name');
  t.equal((await call('POST', '/api/v2/seller/config', { token: admin, body: unknown, lang: 'en' })).error, 'Unknown settings key: site_name');
  t.same(await read(), { groupbuy_setting: { ...group, valid_hours: 36 }, site_name: siteName }, 'a refused save changes nothing');
});

t.test('product classes v3: two levels, create, rename, delete rules', async (t) => {
  const tops = await as('GET', '/api/v3/seller/productClass?parent_id=0&limit=100');
  t.equal(tops.data.total, 8);
  t.equal(tops.data.list[0].name, '食品生鲜', 'sorted by sort');
  const created = await as('POST', '/api/v3/seller/productClass', { parent_id: tops.data.list[0].id, name: '地方特产', sort: 9 });
  t.match(created.data, { name: '地方特产', goods_count: 0, is_show: true });
  t.equal((await as('POST', '/api/v3/seller/productClass', { parent_id: created.data.id, name: '三级' })).error, '分类最多两级');
  t.equal((await as('POST', '/api/v3/seller/productClass', { parent_id: 9999, name: '孤儿' })).error, '上级分类不存在');
  t.equal((await as('POST', '/api/v3/seller/productClass', { name: '' })).error, 'name 为必填项', 'an empty name is a missing one');
  t.equal((await as('PUT', `/api/v3/seller/productClass/${created.data.id}`, { name: '地方名产' })).data.name, '地方名产');
  t.equal((await as('DELETE', `/api/v3/seller/productClass/${tops.data.list[0].id}`)).error, '该分类下还有子分类，不能删除');
  t.equal((await as('DELETE', `/api/v3/seller/productClass/${created.data.id}`)).status, 0);
  t.equal((await as('GET', `/api/v3/seller/productClass?keyword=${encodeURIComponent('水果')}`)).data.list[0].name, '新鲜水果');
});

t.test('information classes: menu options by type, setting changes all rows or none', async (t) => {
  const news = await as('GET', '/api/v2/seller/informationclass/menu_option?type=news');
  t.ok(news.data.length >= 3 && news.data.every((c: { type: string }) => c.type === 'news'));
  t.equal((await as('GET', '/api/v2/seller/informationclass/menu_option?type=blog')).error, 'type 只能是以下值之一：news, case, notice');
  const first = news.data[0];
  const bad = await as('POST', '/api/v2/seller/informationclass/setting', { items: [{ id: first.id, is_menu: !first.is_menu, sort: 1 }, { id: 999, is_menu: true, sort: 2 }] });
  t.equal(bad.error, '资讯分类 999 不存在');
  const after = await as('GET', '/api/v2/seller/informationclass/menu_option?type=news');
  t.equal(after.data[0].is_menu, first.is_menu, 'nothing changed');
  const ok = await as('POST', '/api/v2/seller/informationclass/setting', { items: [{ id: first.id, is_menu: !first.is_menu, sort: 99 }] });
  t.equal(ok.data.find((c: { id: number }) => c.id === first.id).is_menu, !first.is_menu);
});

t.test('areas: the real province, city, district tree', async (t) => {
  const provinces = await as('GET', '/api/v2/seller/area');
  t.equal(provinces.data.length, 31);
  t.same(provinces.data[0], { code: '11', name: '北京市', level: 1, has_children: true });
  const cities = await as('GET', '/api/v2/seller/area?parent_code=33');
  t.ok(cities.data.some((c: { name: string }) => c.name === '杭州市'));
  const districts = await as('GET', '/api/v2/seller/area?parent_code=3301');
  t.ok(districts.data.some((d: { name: string; level: number; has_children: boolean }) => d.name === '西湖区' && d.level === 3 && !d.has_children));
  t.equal((await as('GET', '/api/v2/seller/area?parent_code=99')).error, '地区编码 99 不存在');
  t.equal((await as('GET', '/api/v2/seller/area?parent_code=330106')).error, 'parent_code 格式不正确，应为 2 位或 4 位数字');
});

t.test('first-order offer, contribution credit', async (t) => {
  const goods = (await as('GET', '/api/v2/seller/goods?state=on_sale&limit=1')).data.list[0];
  t.match((await as('PUT', `/api/v2/seller/firstorder/${goods.id}`, { enabled: true, first_price: goods.price, limit_per_user: 1 })).error, /^首单价必须低于售价/);
  const set = await as('PUT', `/api/v2/seller/firstorder/${goods.id}`, { enabled: true, first_price: '0.99', limit_per_user: 1 });
  t.same(set.data.first_order, { enabled: true, first_price: '0.99', limit_per_user: 1 });
  const member = (await as('GET', '/api/v2/seller/members/5')).data;
  const up = await as('PUT', '/api/v9/seller/ContributionCredit/update', { member_id: 5, amount: '10.50', remark: '活动奖励' });
  t.equal(Number(up.data.contribution), Math.round((Number(member.contribution) + 10.5) * 100) / 100);
  const down = await as('PUT', '/api/v9/seller/ContributionCredit/update', { member_id: 5, amount: '-99999999.00', remark: '扣减' });
  t.match(down.error, /^贡献值不足/);
});

t.test('verification import: per-row results, codes checked, orders completed', async (t) => {
  const stores = (await as('GET', '/api/v2/seller/orders?type=store&status=to_ship&limit=3')).data.list as Order[];
  const done = (await as('GET', '/api/v2/seller/orders?type=normal&status=completed&limit=1')).data.list[0] as Order;
  const res = await as('POST', '/api/v8/seller/verification_import', {
    rows: [
      { order_no: stores[0].order_no, verify_code: stores[0].verify_code },
      { order_no: stores[1].order_no, verify_code: stores[1].verify_code === '000000' ? '111111' : '000000' },
      { order_no: stores[0].order_no, verify_code: stores[0].verify_code },
      { order_no: 'NOPE', verify_code: '123456' },
      { order_no: done.order_no, verify_code: '123456' },
    ],
  });
  t.same(res.data, {
    total: 5,
    succeeded: 1,
    failed: [
      { row: 2, order_no: stores[1].order_no, error: '核销码不正确' },
      { row: 3, order_no: stores[0].order_no, error: '与第 1 行重复' },
      { row: 4, order_no: 'NOPE', error: '订单不存在' },
      { row: 5, order_no: done.order_no, error: '订单不是待核销的门店订单' },
    ],
  });
  t.equal((await as('GET', `/api/v2/seller/orders/${stores[0].id}`)).data.status, 'completed');
  t.equal((await as('POST', '/api/v8/seller/verification_import', { rows: [{ order_no: 'A', verify_code: '12' }] })).error, 'rows.0.verify_code 格式不正确，应为 6 位数字');
});

t.test('self-select goods: list, add, refuse duplicates, delete', async (t) => {
  const list = await as('GET', '/api/v8/seller/self_select_goods');
  t.equal(list.data.total, 12);
  const taken = new Set(list.data.list.map((s: { goods_id: number }) => s.goods_id));
  const candidate = (await as('GET', '/api/v2/seller/goods?state=on_sale&limit=50')).data.list.find((g: { id: number }) => !taken.has(g.id));
  const added = await as('POST', '/api/v8/seller/self_select_goods', { goods_id: candidate.id });
  t.match(added.data, { goods_id: candidate.id, name: candidate.name, price: candidate.price });
  t.equal((await as('POST', '/api/v8/seller/self_select_goods', { goods_id: candidate.id })).error, '该商品已在自选列表中');
  const warehouse = (await as('GET', '/api/v2/seller/goods?state=in_warehouse&limit=1')).data.list[0];
  t.equal((await as('POST', '/api/v8/seller/self_select_goods', { goods_id: warehouse.id })).error, '只能添加出售中的商品');
  t.equal((await as('GET', `/api/v8/seller/self_select_goods?keyword=${encodeURIComponent(candidate.name)}`)).data.list[0].goods_id, candidate.id);
  t.equal((await as('DELETE', `/api/v8/seller/self_select_goods/${added.data.id}`)).status, 0);
  t.equal((await as('GET', '/api/v8/seller/self_select_goods')).data.total, 12);
});

t.test('consumer plates count the goods of their classes', async (t) => {
  const plates = await as('GET', '/api/v8/seller/consumerPlate');
  t.equal(plates.data.length, 6);
  for (const p of plates.data as { class_ids: number[]; goods_count: number }[]) {
    let sum = 0;
    for (const id of p.class_ids) sum += (await as('GET', `/api/v2/seller/goods?class_id=${id}&limit=1`)).data.counts.all;
    t.equal(p.goods_count, sum);
  }
});

t.test('logistics: the same tracking number gives the same timeline', async (t) => {
  const a = await as('POST', '/api/v2/common/logistic', { no: 'YT1234567890', company: 'YTO' });
  const b = await as('POST', '/api/v2/common/logistic', { no: 'YT1234567890', company: 'YTO' });
  t.same(a.data, b.data);
  t.equal(a.data.company, '圆通速递');
  t.ok(['in_transit', 'delivering', 'signed'].includes(a.data.state));
  t.ok(a.data.traces.every((x: { time: string }, i: number, l: { time: string }[]) => i === 0 || l[i - 1].time >= x.time), 'newest first');
});

t.test('upload: token, multipart post, file served back; the content must be what the name says', async (t) => {
  const grant = await as('GET', '/api/v2/common/imgkeyqiniu?filename=photo.png');
  t.match(grant.data, { upload_url: '/api/v2/common/upload', cdn_url: '/api/v2/common/files/', key: /^uploads\/\d{8}\/[0-9a-f]{16}\.png$/ });
  const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 7)]);
  const post = async (fields: Record<string, string>, file: Buffer) => {
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    form.append('file', new Blob([new Uint8Array(file)]), 'photo.png');
    const res = await fetch(mock.url + grant.data.upload_url, { method: 'POST', body: form });
    return (await res.json()) as { status: number; data: { key: string; url: string }; error?: string };
  };
  t.equal((await post({ token: 'forged', key: grant.data.key }, png)).error, '上传凭证无效或已过期');
  t.equal((await post({ token: grant.data.token, key: 'other.png' }, png)).error, '上传的 key 与凭证不符');
  t.equal((await post({ token: grant.data.token, key: grant.data.key }, Buffer.from([0, 1, 2, 0]))).error, '文件内容不是 png 格式');
  t.equal((await post({ token: grant.data.token, key: grant.data.key }, Buffer.from('id,name\n1,x\n'))).error, '文件内容不是 png 格式', 'a text file named .png is no picture');
  const ok = await post({ token: grant.data.token, key: grant.data.key }, png);
  t.same([ok.status, ok.data.key], [0, grant.data.key]);
  t.equal((await post({ token: grant.data.token, key: grant.data.key }, png)).error, '上传凭证无效或已过期', 'a token uploads once');
  const served = await fetch(mock.url + grant.data.cdn_url + grant.data.key);
  t.equal(served.headers.get('content-type'), 'image/png');
  t.match(served.headers.get('content-security-policy'), /default-src 'none'/);
  t.same(Buffer.from(await served.arrayBuffer()), png);
  const seeded = await fetch(`${mock.url}/api/v2/common/files/seed/goods/1.png`);
  t.equal(seeded.headers.get('content-type'), 'image/png');
  t.equal(seeded.headers.get('cache-control'), 'public, max-age=86400');
  t.equal(seeded.headers.get('x-content-type-options'), 'nosniff');
  const drawn = Buffer.from(await seeded.arrayBuffer());
  t.same(drawn.subarray(0, 8), Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), 'a PNG');
  const old = await fetch(`${mock.url}/api/v2/common/files/seed/goods/1.svg`);
  t.equal(old.headers.get('content-type'), 'image/png', 'an older state file\'s .svg name is served as a PNG');
  t.same(Buffer.from(await old.arrayBuffer()), drawn, 'the same drawing');
  t.equal((await fetch(`${mock.url}/api/v2/common/files/seed/banner/1.png`)).status, 404, 'an unknown kind');
  t.equal((await fetch(`${mock.url}/api/v2/common/files/nothing.png`)).status, 404);
  t.equal((await as('GET', '/api/v2/common/imgkeyqiniu', undefined, '')).status, 10);
});
