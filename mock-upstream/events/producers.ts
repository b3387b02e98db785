/**
 * What happens in the shops and the apps while a demo runs (docs/events.md, "Live mode"): a buyer pays an order, asks
 * for a refund, a member asks to withdraw, a shop applies to join, a merchant submits goods, a sale takes the stock
 * low. Each writes what the seed would have written for it (the same numbers, times and sums: tests/mock/invariants
 * hold after any number of them) and hands its changes to derive.ts, which publishes the events.
 */
import type { UpstreamEventKind } from '../../contract/events.ts';
import { LOW_STOCK, skuSummary, type Goods } from '../../contract/resources/goods.ts';
import type { Merchant } from '../../contract/resources/merchants.ts';
import { DEFAULT_MONEY_SETTINGS } from '../../contract/resources/money/settings.ts';
import type { Order } from '../../contract/resources/orders.ts';
import { paidForLinesCents } from '../data/afterSales.ts';
import { file } from '../data/files.ts';
import { merchantOwner, seedShippingOwner } from '../data/shipping/index.ts';
import { insertMemberWithdrawal } from '../data/money/memberWithdrawal.ts';
import { skuCode } from '../data/skus.ts';
import { SHOP_SUFFIX, SHOP_WORDS } from '../data/words.ts';
import { goodsState } from '../resources/goods.ts';
import { postLedger } from '../resources/members.ts';
import { cents, money, type Random } from '../random.ts';
import type { MockState } from '../state.ts';
import { formatTime } from '../time.ts';
import { publishEventsOf, type RecordChange } from './derive.ts';

const MINUTE = 60_000;

/** What a producer is given: the state, its draws, and the upstream's now (ms) that its records are dated. */
export interface Scene {
  state: MockState;
  rnd: Random;
  nowMs: number;
}

type Producer = (scene: Scene) => RecordChange[] | undefined;

const copy = <T>(row: T) => structuredClone(row) as unknown as Record<string, unknown>;
const asRecord = (row: unknown) => row as Record<string, unknown>;

/** Goods a buyer can order now: approved, on sale, listed by a joined shop, with its first SKU in stock. */
function orderable(state: MockState, listedBy: string): Goods[] {
  return state.goods
    .where('state', 'on_sale')
    .filter((g) => g.audit_state === 'approved' && !g.deleted && g.created_at <= listedBy && (g.skus[0]?.stock ?? 0) > 0 && state.merchants.get(g.merchant_id)?.status === 'approved');
}

/** A paid order of `quantity` of the goods' first SKU, and the goods' sales and stock after it. */
function payOrder(scene: Scene, g: Goods, quantity: number): RecordChange[] | undefined {
  const { state, rnd, nowMs } = scene;
  const created = formatTime(nowMs - rnd.int(1, 10) * MINUTE);
  const paid = formatTime(nowMs);
  const members = state.members.all();
  const member = Array.from({ length: 20 }, () => rnd.pick(members)).find((m) => m.status === 'normal' && m.created_at <= created);
  // the delivery address of an order placed before: a real province, city and district
  const shipTo = rnd.pick(state.orders.all());
  if (!member || !shipTo) return undefined;
  const merchant = state.merchants.get(g.merchant_id) as Merchant;
  const sku = g.skus[0];
  const goodsCents = cents(sku.price) * quantity;
  const freight = goodsCents >= 9900 ? 0 : 600;
  const id = state.orders.nextId;
  const order: Omit<Order, 'id'> = {
    order_no: `${created.replace(/\D/g, '').slice(2, 12)}${String(id).padStart(6, '0')}`, type: 'normal', status: 'to_ship',
    merchant_id: g.merchant_id, merchant_name: merchant.name, member_id: member.id, buyer_name: member.name, buyer_mobile: member.mobile,
    receiver_name: member.name, receiver_mobile: member.mobile, receiver_address: shipTo.receiver_address, receiver_province: shipTo.receiver_province,
    receiver_city: shipTo.receiver_city, receiver_district: shipTo.receiver_district, receiver_detail: shipTo.receiver_detail,
    items: [{ goods_id: g.id, name: g.name, picture: g.picture, price: sku.price, quantity, amount: money(goodsCents), sku_spec: sku.spec, sku_code: skuCode(g.id, sku.id) }],
    item_count: quantity, goods_amount: money(goodsCents), freight: money(freight), discount: '0.00', total: money(goodsCents + freight),
    // not the balance: that payment would be a ledger entry of its own
    pay_method: rnd.weighted([['wechat', 60], ['alipay', 32], ['bank_card', 8]] as const), courier: null, tracking_no: null, verify_code: null,
    waybill: null,
    buyer_note: rnd.chance(0.15) ? '请尽快发货' : '', seller_remark: '', close_note: '', created_at: created, paid_at: paid, shipped_at: null, completed_at: null, type_info: {},
  };
  const row = state.orders.insert(order);
  const before = copy(g);
  const skus = g.skus.map((s, i) => (i === 0 ? { ...s, stock: s.stock - quantity } : s));
  const summary = skuSummary(skus);
  // a sale is no edit of the goods: its updated_at (the time of its last edit, docs/demo-data.md) stays
  state.goods.update(g, { skus, ...summary, sales: g.sales + quantity, state: goodsState({ ...g, stock: summary.stock }) });
  return [
    { resource: 'orders', before: undefined, after: asRecord(row) },
    { resource: 'goods', before, after: asRecord(g) },
  ];
}

const orderPaid: Producer = (scene) => {
  const shelf = orderable(scene.state, formatTime(scene.nowMs - 10 * MINUTE));
  if (shelf.length === 0) return undefined;
  const g = scene.rnd.pick(shelf);
  return payOrder(scene, g, Math.min(g.skus[0].stock, scene.rnd.weighted([[1, 80], [2, 20]] as const)));
};

/** The sale that takes a goods' stock under LOW_STOCK: of the goods nearest to it, so the order stays small. */
const stockLow: Producer = (scene) => {
  const near = orderable(scene.state, formatTime(scene.nowMs - 10 * MINUTE))
    .filter((g) => g.stock >= LOW_STOCK && g.skus[0].stock >= g.stock - LOW_STOCK + 1)
    .sort((a, b) => a.stock - b.stock || a.id - b.id);
  const g = near[0];
  return g ? payOrder(scene, g, g.stock - LOW_STOCK + 1) : undefined;
};

const REFUND_REASONS = { refund_only: ['未收到货', '拍错了/不想要了', '快递一直未更新'], return_refund: ['质量问题', '与描述不符', '收到商品破损'] };

/** A buyer asks for a refund on a paid order not yet under an after-sale: the order waits for it as refunding. */
const afterSaleRequested: Producer = ({ state, rnd, nowMs }) => {
  const served = new Set(state.afterSales.all().map((a) => a.order_id));
  const open = [...state.orders.where('status', 'to_ship'), ...state.orders.where('status', 'shipped')].filter((o) => o.type !== 'store' && !served.has(o.id));
  if (open.length === 0) return undefined;
  const order = rnd.pick(open);
  const before = copy(order);
  const type = order.shipped_at === null ? 'refund_only' : rnd.weighted([['refund_only', 30], ['return_refund', 70]] as const);
  const refundable = paidForLinesCents(order, [0]);
  const applied = formatTime(nowMs);
  const id = state.afterSales.nextId;
  const item = order.items[0];
  const sale = state.afterSales.insert({
    after_sale_no: `SH${applied.replace(/\D/g, '').slice(2, 12)}${String(id).padStart(5, '0')}`, order_id: order.id, order_no: order.order_no, type, status: 'applied',
    in_store: false, merchant_id: order.merchant_id, merchant_name: order.merchant_name, member_id: order.member_id, buyer_name: order.buyer_name,
    buyer_mobile: order.buyer_mobile, goods_name: item.name, goods_picture: item.picture, quantity: item.quantity, order_total: order.total,
    refundable: money(refundable), apply_amount: money(refundable), refund_amount: money(refundable), apply_reason: rnd.pick(REFUND_REASONS[type]),
    description: '', pictures: type === 'refund_only' ? [] : [file('goods', `evidence-${id}-1`)], return_courier: null, return_tracking_no: null,
    reject_reason: '', created_at: applied, updated_at: applied, refunded_at: null,
  });
  state.orders.update(order, { status: 'refunding' });
  return [
    { resource: 'afterSales', before: undefined, after: asRecord(sale) },
    { resource: 'orders', before, after: asRecord(order) },
  ];
};

/** A member asks to withdraw part of the balance: the amount leaves the balance at once (a `withdraw` ledger entry). */
const withdrawalRequested: Producer = ({ state, rnd, nowMs }) => {
  const { withdraw_fee_percent: feePercent, withdraw_min: min } = DEFAULT_MONEY_SETTINGS.money_property_setting;
  const created = formatTime(nowMs);
  const waiting = new Set(state.withdrawals.where('status', 'in_review').map((w) => w.member_id));
  const members = state.members.all();
  const member = Array.from({ length: 50 }, () => rnd.pick(members)).find(
    (m) => m.status === 'normal' && m.created_at <= created && cents(m.balance) >= Math.max(cents(min), 1000) && !waiting.has(m.id),
  );
  if (!member) return undefined;
  const amount = Math.min(Math.floor(cents(member.balance) / 1000) * 1000, rnd.int(10, 300) * 1000);
  const fee = Math.round((amount * feePercent) / 100);
  const method = rnd.weighted([['bank', 50], ['alipay', 30], ['wechat', 20]] as const);
  const row = insertMemberWithdrawal(state, rnd, { member, amountCents: amount, feeCents: fee, method, status: 'in_review', created, reviewed: null, paid: null });
  postLedger(state, member, { type: 'withdraw', amountCents: -amount, remark: `提现申请 ${row.withdraw_no}`, at: created });
  return [{ resource: 'withdrawals', before: undefined, after: asRecord(row) }];
};

/** A shop in a city where shops are applies to join; its name says its own city, as the seeded shops' do. */
const merchantApplied: Producer = ({ state, rnd, nowMs }) => {
  const joined = state.merchants.where('status', 'approved');
  if (joined.length === 0) return undefined;
  const near = rnd.pick(joined);
  const row = state.merchants.insert({
    name: `${near.city.replace(/市$/, '')}${rnd.pick(SHOP_WORDS)}${rnd.pick(SHOP_SUFFIX)}`, logo: near.logo, owner: near.owner, mobile: `1${rnd.pick(['3', '5', '8'])}${rnd.digits(9)}`,
    category: near.category, province: near.province, city: near.city, district: near.district, address: near.address, licence_pictures: near.licence_pictures,
    status: 'pending', reject_reason: '', open: false, recommend: false, goods_count: 0, created_at: formatTime(nowMs), approved_at: null,
  });
  // every merchant holds waybill accounts and an address book, as the seeded ones do (docs/shipping.md, "Balances")
  seedShippingOwner(state, rnd, merchantOwner(row));
  return [{ resource: 'merchants', before: undefined, after: asRecord(row) }];
};

/** A joined shop lists a new goods (a copy of one of its own, new SKU stock), waiting for review, not yet on the shelf. */
const goodsSubmitted: Producer = ({ state, rnd, nowMs }) => {
  const at = formatTime(nowMs);
  const listed = state.goods.where('audit_state', 'approved').filter((g) => !g.deleted && g.created_at <= at && state.merchants.get(g.merchant_id)?.status === 'approved');
  if (listed.length === 0) return undefined;
  const { id: _id, version: _v, ...like } = structuredClone(rnd.pick(listed)) as Goods & { version?: number };
  const row = state.goods.insert({
    ...like, sales: 0, audit_state: 'pending', reject_reason: '', on_shelf: false, recommend: false, state: 'in_warehouse',
    freight_template_id: null, first_order: null, created_at: at, updated_at: at,
  });
  return [{ resource: 'goods', before: undefined, after: asRecord(row) }];
};

export const PRODUCERS: Record<UpstreamEventKind, Producer> = {
  order_paid: orderPaid,
  after_sale_requested: afterSaleRequested,
  withdrawal_requested: withdrawalRequested,
  goods_submitted: goodsSubmitted,
  merchant_applied: merchantApplied,
  stock_low: stockLow,
};

/**
 * Makes one event of `kind` happen now; false when the data offers nothing to make it from (no open order to refund).
 * The state file is told, as after any write.
 */
export function produce(state: MockState, kind: UpstreamEventKind, rnd: Random, nowMs: number): boolean {
  const changes = PRODUCERS[kind]({ state, rnd, nowMs });
  if (!changes) return false;
  publishEventsOf(state, changes);
  state.changed();
  return true;
}
