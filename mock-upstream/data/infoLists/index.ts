/**
 * Seeded demo data of the infoLists screens (after the core tables: members, merchants, goods, orders). Everything
 * draws from its own PRNG, so the other areas' seeded data stays unchanged.
 */
import { BANNER_SLOTS, type BannerSlot, LINK_TYPE } from '../../../contract/resources/infoLists/banners.ts';
import type { LogEntry } from '../../../contract/resources/infoLists/logs.ts';
import { areaChildren } from '../../areas.ts';
import { cents, money, Random } from '../../random.ts';
import type { MockState } from '../../state.ts';
import { dayEndMs, dayStartMs, formatTime } from '../../time.ts';
import { byNow, madeBy, waitingSince } from '../causes.ts';
import { file } from '../files.ts';
import { chargedGoods } from '../../resources/infoLists/freight.ts';
import {
  AGENTS, BANNER_TITLES, CANCEL_NOTES, COURSES, CUSTOM_CLASSES, FEEDBACK_TEXTS, GIVEN, LIVE_TITLES, MODEL_CLASSES, PAGES,
  POVERTY, SURNAMES, TOPICS,
} from './words.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Keeps this area's draws apart from the other areas' PRNGs. */
const SEED_OFFSET = 7_301;

export function seedInfoLists(state: MockState, seed: number, endMs: number): void {
  const rnd = new Random(seed + SEED_OFFSET);
  const at = (ms: number) => formatTime(Math.floor(ms / 1000) * 1000);
  const past = (days: number) => at(endMs - rnd.int(1, days * 24 * 60) * 60_000);
  const person = () => `${rnd.pick(SURNAMES)}${rnd.pick(GIVEN)}`;
  const phone = () => `1${rnd.pick(['3', '5', '7', '8', '9'])}${rnd.digits(9)}`;
  const ip = () => `${rnd.pick(['113.87', '119.123', '36.110', '222.71', '58.246'])}.${rnd.int(1, 254)}.${rnd.int(1, 254)}`;
  const onSale = state.goods.where('state', 'on_sale').sort((a, b) => a.id - b.id);
  const goodsPick = () => onSale[rnd.int(0, onSale.length - 1)];
  const provinces = areaChildren() ?? [];
  const t = state.infoLists;

  // banners and icons: windows that ended, run now and start later
  for (const slot of Object.keys(BANNER_SLOTS) as BannerSlot[]) {
    const positions = Object.keys(BANNER_SLOTS[slot].positions);
    BANNER_TITLES[slot].forEach((title, i) => {
      const g = goodsPick();
      const linkType = slot === 'icon' ? 'page' : rnd.pick(LINK_TYPE.values);
      const start = dayStartMs(endMs + rnd.int(-60, 10) * DAY);
      t.banners.insert({
        slot, title, picture: g.picture, link_type: linkType,
        link: linkType === 'goods' ? String(g.id) : linkType === 'class' ? String(g.class_id) : linkType === 'url' ? 'https://m.example.com/act/spring' : linkType === 'page' ? rnd.pick(PAGES) : '',
        position: positions[i % positions.length], sort: i + 1, start_at: at(start), end_at: at(dayEndMs(start + rnd.int(7, 90) * DAY)),
        enabled: rnd.chance(0.8), clicks: rnd.int(0, 20_000), created_at: at(madeBy(start - rnd.int(1, 10) * DAY, endMs, i)),
      });
    });
  }

  // the login log: the demo accounts' logins (what they changed is in the operation log: data/goodsLog.ts, oplog/)
  const accounts = state.accounts.map((a) => [a.account, a.name] as const);
  const logs: Omit<LogEntry, 'id'>[] = [];
  for (let i = 0; i < 240; i++) {
    const [account, name] = rnd.pick(accounts);
    const ok = rnd.chance(0.88);
    logs.push({
      category: 'login', operator: ok ? account : rnd.pick([account, 'admin1', 'test']), operator_name: ok ? name : '', action: ok ? rnd.weighted([['login', 8], ['logout', 3], ['password', 1]] as const) : 'login',
      target: account === 'seller' || account === 'merchant' ? '商家后台' : '管理后台', detail: ok ? '' : rnd.pick(['账号或密码错误', '验证码错误', '账号已停用']),
      ip: ip(), result: ok ? 'success' : 'failure', level: ok ? 'info' : 'warn', agent: rnd.pick(AGENTS), duration_ms: rnd.int(40, 400), created_at: past(30),
    });
  }
  for (const entry of logs.sort((a, b) => (a.created_at < b.created_at ? -1 : 1))) t.logs.insert(entry);

  // class trees: custom classes with goods filed under them, model classes with their attributes
  let icon = 0;
  const group = (kind: 'custom' | 'model', parent: number, name: string, sort: number, attributes: string, records: number) =>
    t.goodsGroups.insert({
      kind, parent_id: parent, name, icon: file('plate', (icon++ % 6) + 1), attributes, sort, is_show: rnd.chance(0.9), record_count: records, created_at: past(200),
    }).id;
  CUSTOM_CLASSES.forEach(([top, children], i) => {
    const parent = group('custom', 0, top, i + 1, '', 0);
    children.forEach((c, j) => {
      // the last child of each is empty, so a demo can delete it
      group('custom', parent, c, j + 1, '', j === children.length - 1 ? 0 : rnd.int(3, 60));
    });
  });
  MODEL_CLASSES.forEach(([top, children], i) => {
    const parent = group('model', 0, top, i + 1, '', 0);
    children.forEach(([c, attrs], j) => {
      group('model', parent, c, j + 1, attrs, j === 0 ? 0 : rnd.int(5, 120));
    });
  });

  // freight templates
  const classes = new Map(state.productClass.all().map((c) => [c.id, c]));
  const TOP_CLASS_OF = (id: number) => {
    const c = classes.get(id);
    return c && c.parent_id !== 0 ? classes.get(c.parent_id)?.name : c?.name;
  };
  const provinceCodes = (names: string[]) => provinces.filter((p) => names.some((n) => p.name.startsWith(n))).map((p) => p.code);
  const region = (names: string[], first: number, extra: number, freeOver: string | null) => {
    const codes = provinceCodes(names);
    return { codes, names: provinces.filter((p) => codes.includes(p.code)).map((p) => p.name).join('、'), first_unit: 1, first_fee: money(first), extra_unit: 1, extra_fee: money(extra), free_over: freeOver };
  };
  const remote = () => region(['新疆', '西藏', '青海'], 2000, 1000, null);
  const templates = [
    { name: '全国包邮（偏远除外）', charge_by: 'piece', first: 0, extra: 0, free: null, regions: [remote()] },
    { name: '标准快递 按件', charge_by: 'piece', first: 800, extra: 300, free: '99.00', regions: [remote(), region(['内蒙古', '宁夏', '甘肃'], 1200, 500, '199.00')] },
    { name: '生鲜冷链 按重量', charge_by: 'weight', first: 1800, extra: 600, free: '199.00', regions: [remote(), region(['海南'], 2500, 800, null)] },
    { name: '大件家电 按重量', charge_by: 'weight', first: 3000, extra: 500, free: null, regions: [] },
    { name: '同城配送', charge_by: 'piece', first: 500, extra: 200, free: '59.00', regions: [] },
  ] as const;
  const templateIds = templates.map((tpl, i) => {
    const created = past(300);
    return t.freightTemplates.insert({
      name: tpl.name, charge_by: tpl.charge_by, first_unit: 1, first_fee: money(tpl.first), extra_unit: 1, extra_fee: money(tpl.extra), free_over: tpl.free,
      regions: [...tpl.regions], is_default: i === 1, goods_count: 0, created_at: created, updated_at: created,
    }).id;
  });
  // goods pick the template that fits what they are (by class, and by id among the ordinary ones: no draw), and each
  // template counts the goods it charges
  const [freeShipping, byPiece, coldChain, bulky] = templateIds;
  for (const g of state.goods.all()) {
    const top = TOP_CLASS_OF(g.class_id);
    const template = g.class_name === '新鲜水果' ? coldChain : top === '家用电器' ? bulky : g.id % 7 === 0 ? null : g.id % 3 === 0 ? byPiece : freeShipping;
    if (template !== null) state.goods.update(g, { freight_template_id: template });
  }
  for (const tpl of t.freightTemplates.all()) t.freightTemplates.update(tpl, { goods_count: chargedGoods(state, tpl.id) });

  // feedback and account cancellations from real members
  const members = state.members.all();
  const handlers = ['运营小李', '超级管理员'];
  for (let i = 0; i < 48; i++) {
    const m = members[rnd.int(0, members.length - 1)];
    const [type, content] = rnd.pick(FEEDBACK_TEXTS);
    const status = rnd.weighted([['pending', 4], ['approved', 4], ['rejected', 2]] as const);
    const created = endMs - rnd.int(1, 60 * 24 * 45) * 60_000;
    t.feedback.insert({
      member_id: m.id, member_name: m.name, member_mobile: m.mobile, type: type as 'bug', content, picture: rnd.chance(0.3) ? goodsPick().picture : null,
      contact: rnd.chance(0.5) ? m.mobile : `微信 ${m.nickname}`, app_version: rnd.pick(['3.2.0', '3.2.1', '3.3.0']), status,
      reason: status === 'rejected' ? rnd.pick(['重复反馈，已合并处理', '信息不足，无法核实']) : '', handled_by: status === 'pending' ? '' : rnd.pick(handlers),
      created_at: at(waitingSince(created, endMs, status === 'pending')), handled_at: status === 'pending' ? null : at(byNow(created, created + rnd.int(1, 48) * HOUR, endMs)),
    });
  }
  for (let i = 0; i < 24; i++) {
    const m = members[rnd.int(0, members.length - 1)];
    const status = rnd.weighted([['pending', 5], ['approved', 3], ['rejected', 2]] as const);
    const created = endMs - rnd.int(1, 60 * 24 * 60) * 60_000;
    t.cancellations.insert({
      member_id: m.id, member_name: m.name, member_mobile: m.mobile, reason_type: rnd.pick(['unused', 'duplicate', 'privacy', 'experience', 'other'] as const),
      note: rnd.pick(CANCEL_NOTES), balance: m.balance, points: m.points, status,
      reason: status === 'rejected' ? '账户还有未完成的订单，请完成后再申请' : '', handled_by: status === 'pending' ? '' : rnd.pick(handlers),
      created_at: at(waitingSince(created, endMs, status === 'pending')), handled_at: status === 'pending' ? null : at(byNow(created, created + rnd.int(1, 72) * HOUR, endMs)),
    });
  }

  // managers and operators
  const provinceName = () => rnd.pick(provinces).name;
  for (let i = 0; i < 12; i++) {
    const duty = i === 0 ? 'director' : i < 5 ? 'province' : 'city';
    t.staff.insert({
      role: 'manager', name: person(), mobile: phone(), duty, region: duty === 'director' ? '全国' : provinceName(), workload: rnd.int(3, 40),
      monthly_sales: money(rnd.int(50_000, 5_000_000) * 100), status: rnd.chance(0.9) ? 'active' : 'disabled', remark: '', joined_at: past(900),
    });
  }
  for (let i = 0; i < 16; i++) {
    t.staff.insert({
      role: 'operator', name: person(), mobile: phone(), duty: rnd.pick(['content', 'campaign', 'service', 'merchant']), region: rnd.chance(0.5) ? '全国' : provinceName(),
      workload: rnd.int(0, 400), monthly_sales: '0.00', status: rnd.chance(0.88) ? 'active' : 'disabled', remark: '', joined_at: past(700),
    });
  }

  // mini classes
  COURSES.forEach(([title, topic, role], i) => {
    const lessons = rnd.int(3, 20);
    t.courses.insert({
      title, cover: file('plate', (i % 6) + 1), lecturer: `${person()}（${role}）`.slice(0, 20), topic: topic as 'product', lessons, minutes: lessons * rnd.int(8, 25),
      price: rnd.chance(0.6) ? '0.00' : money(rnd.int(9, 199) * 100), sort: i + 1, status: rnd.weighted([['published', 7], ['draft', 2], ['offline', 1]] as const),
      learners: rnd.int(0, 8000), created_at: past(300),
    });
  });

  // red-packet rain: classic sessions and the new daily rounds
  for (let i = 0; i < 8; i++) {
    const start = endMs + rnd.int(-40, 15) * DAY + rnd.int(9, 21) * HOUR;
    const packets = rnd.int(5, 50) * 100;
    const minCents = rnd.int(1, 5) * 10;
    const total = packets * (minCents + rnd.int(20, 200));
    const claimed = start < endMs ? rnd.int(Math.floor(packets / 2), packets) : 0;
    t.rainSessions.insert({
      name: `${rnd.pick(['整点', '周末', '会员日', '开学季', '年货节'])}红包雨 第${i + 1}场`, start_at: at(start), end_at: at(start + rnd.int(5, 30) * 60_000),
      total_amount: money(total), packets, min_amount: money(minCents), max_amount: money(minCents * rnd.int(10, 50)), enabled: rnd.chance(0.85),
      claimed_packets: claimed, claimed_amount: money(Math.floor((total * claimed) / packets)), created_at: at(madeBy(start - rnd.int(2, 10) * DAY, endMs, i)),
    });
  }
  const campaignNames = ['天天红包雨', 'VIP专属红包雨', '新人红包雨', '周末狂欢红包雨', '店庆红包雨'];
  campaignNames.forEach((name, i) => {
    const start = dayStartMs(endMs + rnd.int(-30, 10) * DAY);
    t.rainCampaigns.insert({
      name, start_at: at(start), end_at: at(dayEndMs(start + rnd.int(7, 60) * DAY)), rounds: rnd.pick(['10:00,20:00', '12:00', '09:00,12:00,21:00']), round_seconds: rnd.pick([30, 60, 90]),
      daily_pool: money(rnd.int(5, 50) * 10_000), win_percent: rnd.int(20, 80), audience: i === 1 ? 'vip' : i === 2 ? 'new' : 'all', daily_limit: rnd.int(1, 5),
      enabled: rnd.chance(0.8), participants: start < endMs ? rnd.int(100, 50_000) : 0, paid_out: money(start < endMs ? rnd.int(1000, 200_000) * 100 : 0),
      created_at: at(madeBy(start - 3 * DAY, endMs, i)),
    });
  });

  // bargains, special topics
  for (let i = 0; i < 10; i++) {
    const g = goodsPick();
    const priceCents = cents(g.price);
    const start = dayStartMs(endMs + rnd.int(-30, 7) * DAY);
    const started = start < endMs ? rnd.int(10, 2000) : 0;
    t.bargains.insert({
      goods_id: g.id, goods_name: g.name, picture: g.picture, price: g.price, floor_price: money(Math.floor(priceCents * rnd.int(0, 30) / 100)),
      helpers_needed: rnd.int(3, 30), valid_hours: rnd.pick([12, 24, 48]), stock: rnd.int(20, 500), start_at: at(start), end_at: at(dayEndMs(start + rnd.int(7, 30) * DAY)),
      enabled: rnd.chance(0.8), started, succeeded: Math.floor(started * rnd.int(5, 40) / 100), created_at: at(madeBy(start - DAY, endMs, i)),
    });
  }
  TOPICS.forEach(([title, subtitle], i) => {
    const ids = Array.from({ length: rnd.int(4, 12) }, () => goodsPick().id).filter((id, j, all) => all.indexOf(id) === j);
    const start = dayStartMs(endMs + rnd.int(-60, 20) * DAY);
    t.specialTopics.insert({
      title, subtitle, cover: file('plate', (i % 6) + 1), goods_ids: ids, goods_count: ids.length, start_at: at(start), end_at: at(dayEndMs(start + rnd.int(5, 30) * DAY)),
      sort: i + 1, enabled: rnd.chance(0.85), views: rnd.int(0, 90_000), created_at: at(madeBy(start - 5 * DAY, endMs, i)),
    });
  });

  // live rooms of real shops
  const merchants = state.merchants.all();
  for (let i = 0; i < 20; i++) {
    const shop = merchants[rnd.int(0, merchants.length - 1)];
    const status = rnd.weighted([['ended', 10], ['live', 3], ['upcoming', 5], ['banned', 1]] as const);
    const start = status === 'upcoming' ? endMs + rnd.int(1, 96) * HOUR : endMs - rnd.int(0, 30 * 24) * HOUR;
    const viewers = status === 'upcoming' ? 0 : rnd.int(50, 30_000);
    t.liveRooms.insert({
      title: rnd.pick(LIVE_TITLES), cover: file('logo', shop.id), merchant_id: shop.id, merchant_name: shop.name, anchor: person(), status, start_at: at(start),
      end_at: status === 'ended' || status === 'banned' ? at(start + rnd.int(1, 4) * HOUR) : null, viewers, likes: viewers * rnd.int(1, 8),
      goods_count: rnd.int(3, 40), sales: money(viewers * rnd.int(50, 900)), recommend: status !== 'banned' && status !== 'ended' && rnd.chance(0.4),
      reason: status === 'banned' ? '直播内容含违规宣传用语' : '',
    });
  }

  // poverty relief
  for (const [name, county, product] of POVERTY) {
    t.povertyProjects.insert({
      name, county, product, households: rnd.int(30, 3000), contact: person(), mobile: phone(), goods_count: rnd.int(1, 30), sales: money(rnd.int(10_000, 8_000_000) * 100),
      status: rnd.weighted([['ongoing', 6], ['finished', 3], ['paused', 1]] as const), started_at: past(900),
    });
  }

  // full-return zone and goods
  const zones = [['100%全返专区', 100, 365], ['50%返还专区', 50, 180], ['新人返现区', 20, 30], ['会员全返区', 80, 300]] as const;
  const zoneIds = zones.map(([name, percent, days], i) =>
    t.returnZones.insert({ name, return_percent: percent, return_days: days, sort: i + 1, enabled: i !== 3, goods_count: 0, created_at: past(400) }).id,
  );
  const used = new Set<number>();
  for (let i = 0; i < 20; i++) {
    const g = goodsPick();
    if (used.has(g.id)) continue;
    used.add(g.id);
    const zi = i % 3;
    const sold = rnd.int(0, 800);
    t.returnGoods.insert({
      goods_id: g.id, zone_id: zoneIds[zi], return_percent: rnd.chance(0.3) ? rnd.int(10, 100) : 0, limit_per_member: rnd.int(1, 5), sort: i + 1,
      goods_name: g.name, picture: g.picture, price: g.price, zone_name: zones[zi][0], sold,
      returned_amount: money(Math.floor(cents(g.price) * sold * zones[zi][1] / 100 / 4)), enabled: rnd.chance(0.9),
    });
  }

  // operation centres
  for (let i = 0; i < 15; i++) {
    const p = rnd.pick(provinces);
    const level = i < 4 ? 'province' : i < 10 ? 'city' : 'district';
    const cities = areaChildren(p.code) ?? [];
    const city = cities.length > 0 ? rnd.pick(cities).name : p.name;
    const region = level === 'province' ? p.name : `${p.name}${city === '市辖区' ? '' : city}`;
    t.operationCentres.insert({
      name: `${region.replace(/(省|市|自治区|壮族|回族|维吾尔)/g, '').slice(0, 8)}${level === 'district' ? '服务站' : '运营中心'}`, level, region, leader: person(), mobile: phone(),
      commission_percent: level === 'province' ? 5 : level === 'city' ? 3 : 2, members: rnd.int(100, 20_000), merchants: rnd.int(2, 300),
      monthly_sales: money(rnd.int(10_000, 3_000_000) * 100), status: rnd.chance(0.87) ? 'operating' : 'suspended', created_at: past(1000),
    });
  }

  // the platform's addresses
  const addresses = [
    ['ship', '浙江省', '杭州市', '余杭区', '仓前街道文一西路1188号 自营仓'],
    ['ship', '广东省', '广州市', '白云区', '太和镇物流园B区3号库'],
    ['return', '浙江省', '杭州市', '余杭区', '仓前街道文一西路1188号 退货组'],
    ['return', '四川省', '成都市', '双流区', '西航港大道88号 西南退货仓'],
    ['pickup', '上海市', '上海市', '浦东新区', '张江路368号 1楼自提点'],
  ] as const;
  addresses.forEach(([use, province, city, district, detail], i) => {
    t.addresses.insert({ use, contact: person(), mobile: phone(), province, city, district, detail, is_default: i === 0 || i === 2 || i === 4, created_at: past(500) });
  });
}

/** Default config keys of the infoLists settings screens (none: these screens are lists). */
export function infoListsConfig(): Record<string, unknown> {
  return {};
}
