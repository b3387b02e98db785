/**
 * Seeded demo data: the same seed and anchor date give the same data. Faker (zh_CN) fills pools of names and
 * companies; a fast seeded PRNG draws the bulk rows from them, so the large scale starts in seconds.
 */
import { base, en, Faker, zh_CN } from '@faker-js/faker';
import type { Goods } from '../../contract/resources/goods.ts';
import { LOW_STOCK, skuSummary } from '../../contract/resources/goods.ts';
import type { LedgerEntry, Member } from '../../contract/resources/members.ts';
import type { Merchant } from '../../contract/resources/merchants.ts';
import type { Order } from '../../contract/resources/orders.ts';
import { demoAccounts } from '../accounts.ts';
import { allDistricts, fullAddress } from '../areas.ts';
import type { MockOptions, SeedSize } from '../options.ts';
import { cents, money, Random } from '../random.ts';
import type { MockState } from '../state.ts';
import { dataEndMs, formatTime } from '../time.ts';
import { CLASS_TREE, INFO_CLASSES, NICK_WORDS, PLATES, ROADS, SHOP_SUFFIX, SHOP_WORDS, SPECS } from './words.ts';
import { goodsState } from '../resources/goods.ts';
import { seedAfterSales } from './afterSales.ts';
import { file, goodsPictures } from './files.ts';
import type { GoodsDrawing } from '../drawings.ts';
import { byNow, listBeforeSold, registerBeforeActivity, registeredBy, runningBalances, salesFromOrders, unpaidCloseMinutes, unpaidSince, waitingSince } from './causes.ts';
import { logSeededChanges } from './goodsLog.ts';
import { keepNewMembersCouponsNew } from './marketing/coupons.ts';
import { seedGoodsRequests } from './goodsRequests.ts';
import { shipment } from './shipments.ts';
import { seedSkus, skuCode } from './skus.ts';
import { seedVariants } from './variants.ts';
import { seedContent } from './content/index.ts';
import { seedGovernance } from './governance/index.ts';
import { seedInfoLists } from './infoLists/index.ts';
import { seedInfoSettings } from './infoSettings/index.ts';
import { seedMarketing } from './marketing/index.ts';
import { seedMembers } from './members/index.ts';
import { insertMemberWithdrawal } from './money/memberWithdrawal.ts';
import { seedMoney } from './money/index.ts';
import { seedShipping } from './shipping/index.ts';
import { seedStores } from './stores/index.ts';
import { emptyPreferences } from '../preferencesStore.ts';
import { defaultConfig } from './defaultConfig.ts';

const SIZES: Record<MockOptions['scale'], SeedSize> = {
  demo: { merchants: 40, goods: 600, members: 2000, orders: 3000 },
  large: { merchants: 400, goods: 5000, members: 50_000, orders: 100_000 },
};

const DAY = 86_400_000;

export function seedState(state: MockState, options: Pick<MockOptions, 'seed' | 'scale' | 'anchorDate' | 'anchorTime' | 'size'>): void {
  const size = { ...SIZES[options.scale], ...options.size };
  const rnd = new Random(options.seed);
  const faker = new Faker({ locale: [zh_CN, en, base] });
  faker.seed(options.seed);
  const names = Array.from({ length: 3000 }, () => faker.person.fullName());
  const districts = allDistricts();
  const end = dataEndMs(options.anchorDate, options.anchorTime);
  /** A time within the last `days` days, skewed towards recent ones. */
  const recent = (days: number) => end - Math.floor(rnd.next() ** 1.6 * days * DAY);
  const mobile = () => `1${rnd.pick(['3', '5', '7', '8', '9'])}${rnd.digits(9)}`;
  const place = () => rnd.pick(districts);
  const street = () => `${rnd.pick(ROADS)}${rnd.int(1, 999)}号${rnd.int(1, 30)}栋${rnd.int(1, 30)}0${rnd.int(1, 9)}室`;

  for (const t of Object.values(state.tables())) t.clear();
  state.accounts = demoAccounts();
  state.sessions.clear();
  state.endedSessions.clear();
  state.writes.clear();
  state.sms = [];
  state.files.clear();
  state.preferences = emptyPreferences();

  // Product classes: two levels.
  const leafClasses: { id: number; name: string; category: (typeof CLASS_TREE)[number]['category']; drawing: GoodsDrawing; goods: [string, number][] }[] = [];
  CLASS_TREE.forEach((top, i) => {
    const parent = state.productClass.insert({
      parent_id: 0, name: top.name, icon: '', sort: i + 1, is_show: true, goods_count: 0, created_at: formatTime(end - 400 * DAY),
    });
    state.productClass.update(parent, { icon: file('class', parent.id) });
    top.children.forEach((child, j) => {
      const c = state.productClass.insert({
        parent_id: parent.id, name: child.name, icon: '', sort: j + 1, is_show: true, goods_count: 0, created_at: formatTime(end - 400 * DAY),
      });
      state.productClass.update(c, { icon: file('class', c.id) });
      leafClasses.push({ id: c.id, name: child.name, category: top.category, drawing: child.drawing, goods: child.goods });
    });
  });

  // Merchants: 1 is the platform's own shop, 2 the demo merchant's.
  const merchants: Merchant[] = [];
  for (let i = 1; i <= size.merchants; i++) {
    const p = place();
    const top = rnd.pick(CLASS_TREE);
    const status = i <= 2 ? 'approved' : rnd.weighted([['approved', 80], ['pending', 14], ['rejected', 6]] as const);
    const name = i === 1 ? '平台自营旗舰店' : i === 2 ? '鸿福优选生活馆' : `${p.city.replace(/市$/, '')}${rnd.pick(SHOP_WORDS)}${rnd.pick(SHOP_SUFFIX)}`;
    merchants.push(
      state.merchants.insert({
        id: i, name, logo: file('logo', i), owner: rnd.pick(names), mobile: i === 2 ? '13800000002' : mobile(),
        category: top.category, province: p.province, city: p.city, district: p.district, address: street(),
        licence_pictures: [file('licence', `${i}-1`), file('licence', `${i}-2`)], status,
        reject_reason: status === 'rejected' ? '营业执照照片模糊，请重新上传' : '', open: status === 'approved' && rnd.chance(0.9),
        recommend: status === 'approved' && rnd.chance(0.2), goods_count: 0, created_at: formatTime(waitingSince(recent(720), end, status === 'pending')),
      }),
    );
  }
  const sellingMerchants = merchants.filter((m) => m.status === 'approved');

  // Goods.
  const goodsByMerchant = new Map<number, Goods[]>();
  for (let i = 1; i <= size.goods; i++) {
    const cls = rnd.pick(leafClasses);
    const [base, yuan] = rnd.pick(cls.goods);
    const merchant = i <= 30 ? sellingMerchants[i % 2] : rnd.pick(sellingMerchants);
    const price = Math.round(yuan * (0.8 + rnd.next() * 0.5) * 10) * 10 - 10;
    const audit = rnd.weighted([['approved', 88], ['pending', 8], ['rejected', 4]] as const);
    const deleted = rnd.chance(0.03);
    const onShelf = audit === 'approved' && !deleted && rnd.chance(0.82);
    const stock = rnd.chance(0.06) ? 0 : rnd.chance(0.08) ? rnd.int(1, LOW_STOCK) : rnd.int(20, 3000);
    // a goods waiting for audit was submitted lately (causes.ts)
    const created = formatTime(waitingSince(recent(365), end, audit === 'pending'));
    const spec = rnd.pick(SPECS[cls.category]);
    const g = {
      id: i, name: `${base}${spec ? ` ${spec}` : ''}`, ...goodsPictures(cls.drawing, i),
      merchant_id: merchant.id, merchant_name: merchant.name, class_id: cls.id, class_name: cls.name,
      zone: rnd.weighted([['normal', 60], ['promotion', 8], ['welfare', 4], ['gogo', 4], ['wholesale', 5], ['instalment', 5], ['poverty', 4], ['live', 5], ['new_people', 5]] as const),
      price: money(price), market_price: money(Math.round(price * (1.1 + rnd.next() * 0.5))), stock, specs: [], skus: [], freight_template_id: null,
      // drawn to keep the seed's sequence of draws; salesFromOrders then sets what the orders sold
      sales: rnd.int(0, 5000),
      sort: rnd.int(0, 100), on_shelf: onShelf, recommend: rnd.chance(0.1), deleted, state: 'on_sale' as Goods['state'],
      audit_state: audit, reject_reason: audit === 'rejected' ? '商品图片与描述不符' : '', first_order: null, zone_info: {},
      description: `<p>${base}，${cls.name}精选好物，品质保证，支持七天无理由退换。</p>`, created_at: created, updated_at: created,
    } satisfies Goods;
    // the SKUs carry the drawn price, market price and stock; the goods show them as the engine derives them
    Object.assign(g, seedSkus(i, cls.category, { priceCents: price, marketCents: cents(g.market_price), stock }));
    Object.assign(g, skuSummary(g.skus));
    g.state = goodsState(g);
    const row = state.goods.insert(g);
    if (row.state === 'on_sale') goodsByMerchant.set(merchant.id, [...(goodsByMerchant.get(merchant.id) ?? []), row]);
  }
  const orderingMerchants = [...goodsByMerchant.keys()];

  // Members, each with a ledger whose sum is the balance.
  const members: Member[] = [];
  let flow = 1;
  for (let i = 1; i <= size.members; i++) {
    const name = rnd.pick(names);
    const p = place();
    const created = recent(900);
    const referrer = i > 20 && rnd.chance(0.6) ? members[rnd.int(0, members.length - 1)] : undefined;
    const m = state.members.insert({
      id: i, nickname: `${rnd.pick(NICK_WORDS)}${rnd.pick(NICK_WORDS)}${rnd.int(1, 99)}`, name, mobile: mobile(), avatar: file('avatar', `m${i}`),
      vip_level: rnd.weighted([[0, 40], [1, 30], [2, 16], [3, 9], [4, 5]] as const), referrer_id: referrer?.id ?? null,
      referrer_name: referrer?.name ?? '', balance: '0.00', points: rnd.int(0, 20000), contribution: money(rnd.int(0, 500000)), growth: 0,
      status: rnd.chance(0.03) ? 'frozen' : 'normal', province: p.province, city: p.city, created_at: formatTime(created),
    });
    members.push(m);
    let balance = 0;
    let t = created;
    for (let k = rnd.int(1, 4); k > 0; k--) {
      t += rnd.int(1, 30) * DAY / 3;
      if (t > end) break;
      const type = balance > 5000 ? rnd.weighted([['consume', 50], ['recharge', 25], ['reward', 15], ['withdraw', 10]] as const) : rnd.weighted([['recharge', 70], ['reward', 30]] as const);
      const amount = type === 'recharge' ? rnd.pick([5000, 10000, 20000, 50000]) : type === 'reward' ? rnd.int(100, 3000) : -rnd.int(100, balance);
      balance += amount;
      const entry = (type: LedgerEntry['type'], cents: number, at: number, remark = '') => {
        state.ledger.insert({
          id: flow, flow_no: `LS${formatTime(at).replace(/\D/g, '').slice(0, 10)}${String(flow).padStart(7, '0')}`, member_id: m.id, member_name: name, member_mobile: m.mobile, asset: 'balance', type,
          direction: cents < 0 ? 'out' : 'in', amount: money(cents), balance_after: money(balance), order_no: '', remark, created_at: formatTime(at),
        } satisfies LedgerEntry);
        flow++;
      };
      entry(type, amount, t);
      if (type === 'withdraw') {
        // The amount left the balance on applying; a rejection gives it back.
        // a finance desk decides within days: only the last week's applications still wait
        const fresh = end - t < 7 * DAY;
        const status = rnd.weighted(
          fresh ? ([['in_review', 60], ['approved', 20], ['paid', 12], ['failed', 4], ['rejected', 4]] as const)
            : ([['paid', 86], ['rejected', 10], ['failed', 4]] as const),
        );
        const reviewed = status === 'in_review' ? null : Math.min(end, t + rnd.int(1, 20) * 3600_000);
        const fee = Math.round(-amount * 0.006);
        const method = rnd.weighted([['bank', 50], ['alipay', 30], ['wechat', 20]] as const);
        insertMemberWithdrawal(state, rnd, {
          member: m, amountCents: -amount, feeCents: fee, method, status, created: formatTime(t),
          reviewed: reviewed === null ? null : formatTime(reviewed), paid: status === 'paid' && reviewed !== null ? formatTime(reviewed) : null,
        });
        if (status === 'rejected' && reviewed !== null) {
          balance -= amount;
          entry('refund', -amount, reviewed, '提现驳回退回');
        }
      }
    }
    state.members.update(m, { balance: money(balance) });
  }

  // Orders: 1-3 items of one merchant's goods; later orders are more often still open.
  const buyerBy = registeredBy(members);
  const closing = defaultConfig();
  for (let i = 1; i <= size.orders; i++) {
    const merchantId = i <= 200 ? (i % 3 === 0 ? 2 : rnd.pick(orderingMerchants)) : rnd.pick(orderingMerchants);
    const shelf = goodsByMerchant.get(merchantId) ?? goodsByMerchant.get(orderingMerchants[0])!;
    const drawn = members[rnd.int(0, members.length - 1)];
    const items = Array.from({ length: rnd.weighted([[1, 70], [2, 22], [3, 8]] as const) }, () => {
      const g = rnd.pick(shelf);
      const quantity = rnd.weighted([[1, 75], [2, 18], [3, 7]] as const);
      const price = Math.round(Number(g.price) * 100);
      // the line's SKU is the goods' first, the one sold at the goods' price (picked without a draw: the seed stays the same)
      const sku = g.skus[0];
      return { goods_id: g.id, name: g.name, picture: g.picture, price: g.price, quantity, amount: money(price * quantity), sku_spec: sku.spec, sku_code: skuCode(g.id, sku.id) };
    });
    const goodsCents = items.reduce((s, it) => s + Math.round(Number(it.amount) * 100), 0);
    const freight = goodsCents >= 9900 ? 0 : rnd.pick([0, 600, 800, 1000, 1200]);
    const discount = rnd.chance(0.35) ? Math.min(Math.floor(goodsCents * 0.2), rnd.pick([500, 1000, 2000, 3000, 5000])) : 0;
    let placed = recent(120);
    // the buyer had registered when placing the order
    const member = buyerBy(formatTime(placed), drawn) ?? drawn;
    const ageDays = (end - placed) / DAY;
    const drawnStatus: Order['status'] =
      ageDays < 1 ? rnd.weighted([['to_pay', 30], ['to_ship', 50], ['shipped', 15], ['closed', 5]] as const)
      : ageDays < 7 ? rnd.weighted([['to_pay', 5], ['to_ship', 25], ['shipped', 45], ['completed', 15], ['closed', 6], ['refunding', 4]] as const)
      : rnd.weighted([['completed', 82], ['closed', 12], ['refunding', 3], ['shipped', 3]] as const);
    const type = rnd.weighted([['normal', 60], ['group', 8], ['seckill', 6], ['promotion', 6], ['instalment', 5], ['shegou', 4], ['gratis', 3], ['store', 8]] as const);
    // an in-store order is collected with its code, never shipped (docs/screens.md, "Order actions by type and state")
    const status = type === 'store' && drawnStatus === 'shipped' ? 'to_ship' : drawnStatus;
    // an order still unpaid was placed within the minutes after which it would have closed (causes.ts)
    if (status === 'to_pay') placed = unpaidSince(placed, end, unpaidCloseMinutes(closing, type));
    const paid = status === 'to_pay' || status === 'closed' ? null : byNow(placed, placed + rnd.int(1, 30) * 60_000, end);
    // shipping and receipt happened by the data's end (causes.ts)
    const shipped = paid && ['shipped', 'completed'].includes(status) && type !== 'store' ? byNow(paid, paid + rnd.int(2, 48) * 3600_000, end) : null;
    const completed = paid && status === 'completed' ? byNow(shipped ?? paid, (shipped ?? paid) + rnd.int(1, 7) * DAY, end) : null;
    const p = place();
    const detail = street();
    const merchant = state.merchants.get(merchantId)!;
    state.orders.insert({
      id: i, order_no: `${formatTime(placed).replace(/\D/g, '').slice(2, 12)}${String(i).padStart(6, '0')}`, type, status,
      merchant_id: merchantId, merchant_name: merchant.name, member_id: member.id, buyer_name: member.name, buyer_mobile: member.mobile,
      receiver_name: member.name, receiver_mobile: member.mobile, receiver_address: fullAddress(p, detail),
      receiver_province: p.province, receiver_city: p.city, receiver_district: p.district, receiver_detail: detail,
      items, item_count: items.reduce((s, it) => s + it.quantity, 0), goods_amount: money(goodsCents), freight: money(freight),
      discount: money(discount), total: money(goodsCents + freight - discount),
      pay_method: paid ? rnd.weighted([['wechat', 55], ['alipay', 30], ['balance', 10], ['bank_card', 5]] as const) : null,
      ...(shipped ? shipment(rnd) : { courier: null, tracking_no: null }),
      waybill: null,
      verify_code: type === 'store' ? rnd.digits(6) : null,
      buyer_note: rnd.chance(0.15) ? rnd.pick(['请尽快发货', '周末送货', '不要放快递柜', '送人的，不要放价格单']) : '',
      seller_remark: '', close_note: status === 'closed' ? '买家超时未付款，系统自动关闭' : '',
      created_at: formatTime(placed), paid_at: paid ? formatTime(paid) : null, shipped_at: shipped ? formatTime(shipped) : null,
      completed_at: completed ? formatTime(completed) : null, type_info: {},
    });
  }

  listBeforeSold(state);
  salesFromOrders(state);
  seedVariants(state, options.seed, end);
  seedAfterSales(state, options.seed, end);
  seedGoodsRequests(state, options.seed, end);

  // Self-select goods, information classes, consumer plates, settings.
  const onSale = state.goods.where('state', 'on_sale');
  for (let i = 0; i < 12 && i < onSale.length; i++) {
    const g = onSale[(i * 3) % onSale.length];
    state.selfSelect.insert({ goods_id: g.id, name: g.name, sort: i, created_at: formatTime(recent(60)) });
  }
  state.infoClasses = INFO_CLASSES.map((c, i) => ({ id: i + 1, ...c, is_menu: i % 3 !== 2, sort: i + 1 }));
  const tops = state.productClass.where('parent_id', 0);
  state.plates = PLATES.map((name, i) => ({
    id: i + 1, name, icon: file('plate', i + 1), sort: i + 1,
    class_ids: state.productClass.where('parent_id', tops[i % tops.length].id).map((c) => c.id),
  }));
  state.config = defaultConfig();
  state.configVersions = {};
  seedMoney(state, options.seed, end);
  seedShipping(state, options.seed);
  seedMembers(state, options.seed, end);
  seedStores(state, options.seed, end);
  // members registered before what the areas seeded so far, so that new members' coupons go to members new then
  registerBeforeActivity(state);
  seedMarketing(state, options.seed, end);
  seedInfoSettings(state, options.seed, end);
  seedInfoLists(state, options.seed, end);
  seedContent(state, options.seed, end);
  seedGovernance(state, options.seed, end);
  // what the seeders drew apart is brought into one story (causes.ts), then the goods' last changes are logged
  registerBeforeActivity(state);
  keepNewMembersCouponsNew(state);
  runningBalances(state);
  logSeededChanges(state);
}
