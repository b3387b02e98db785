/**
 * The mock's carrier service (docs/shipping.md) over HTTP: each carrier's waybill numbers in its own format, a balance
 * that runs down with each waybill and comes back on a cancel, each refusal in the carrier's words in zh and en, one
 * waybill per order however often it is asked for, the order rules, and a merchant kept to its own orders.
 */
import t from 'tap';
import type { Order } from '../../contract/resources/orders.ts';
import { plainOrdersToShip, SERVED_EVERYWHERE, setAccount, stateFileWith } from '../helpers/shippingState.ts';
import { FIXED_DAY, startMock } from './helpers.ts';

const CARRIERS = ['SF', 'ZTO', 'YTO', 'STO', 'YD', 'JD', 'EMS'] as const;
/** The numbers as the carriers print them (docs/shipping.md, "Carriers"). */
const FORMAT: Record<(typeof CARRIERS)[number], RegExp> = {
  SF: /^SF\d{13}$/,
  ZTO: /^75\d{12}$/,
  YTO: /^YT\d{13}$/,
  STO: /^77\d{11}$/,
  YD: /^43\d{13}$/,
  JD: /^JDVA\d{11}$/,
  EMS: /^11\d{11}$/,
};

const picked: Record<string, number> = {};
let otherShop = 0;
const stateFile = await stateFileWith({ anchorDate: FIXED_DAY }, (s) => {
  const plain = plainOrdersToShip(s);
  const platformOrders = plain.filter((o) => o.merchant_id !== 2);
  for (const [i, c] of CARRIERS.entries()) picked[c] = platformOrders[i].id;
  picked.again = platformOrders[7].id;
  picked.cancel = platformOrders[8].id;
  picked.tibet = platformOrders[9].id;
  Object.assign(platformOrders[10], { receiver_mobile: '12345678901' });
  picked.phone = platformOrders[10].id;
  Object.assign(platformOrders[11], { type: 'group', type_info: { group_state: 'forming', group_size: 3, group_members: ['王五'] } });
  picked.forming = platformOrders[11].id;
  picked.ship = platformOrders[12].id;
  otherShop = platformOrders[13].id;
  // the demo merchant's orders to ship, made plain ones (whatever type the seed drew)
  const own = (s.tables.orders.rows as unknown as Order[]).filter((o) => o.merchant_id === 2 && o.status === 'to_ship' && SERVED_EVERYWHERE(o));
  own.slice(0, 4).forEach((o, i) => {
    Object.assign(o, { type: 'normal', type_info: {}, verify_code: null });
    picked[`own${i}`] = o.id;
  });
  for (const c of CARRIERS) setAccount(s, 0, c, 50);
  setAccount(s, 2, 'YTO', 3);
});
const mock = await startMock({ stateFile });
t.teardown(() => mock.close());
const admin = await mock.login('admin');
const merchant = await mock.login('merchant', 'seller');

interface Receipt { waybill_no: string; carrier: string; sorting_code: string; balance: number; reused: boolean; print_data: { receiver: { address: string }; goods_summary: string } }
const buy = (token: string, order_id: number, carrier: string, lang = 'zh-CN') => mock.call<Receipt>('POST', '/api/v2/seller/waybills', { token, lang, body: { order_id, carrier } });
const balanceOf = async (token: string, carrier: string) => {
  const profile = await mock.call<{ accounts: { carrier: string; balance: number; used: number }[] }>('GET', '/api/v2/seller/shipping/profile', { token });
  return profile.data.accounts.find((a) => a.carrier === carrier);
};
const order = async (id: number) => (await mock.call<Order>('GET', `/api/v2/seller/orders/${id}`, { token: admin })).data;

t.test('each carrier numbers its waybills in its own format, with a sorting code and the print data', async (t) => {
  for (const c of CARRIERS) {
    const answer = await buy(admin, picked[c], c);
    t.equal(answer.status, 0, `${c}: ${answer.error ?? 'bought'}`);
    t.match(answer.data.waybill_no, FORMAT[c], `${c} number ${answer.data.waybill_no}`);
    t.ok(answer.data.sorting_code.length > 3, 'a sorting code');
    const o = await order(picked[c]);
    t.equal(o.waybill?.waybill_no, answer.data.waybill_no, 'recorded on the order');
    t.equal(o.status, 'to_ship', 'getting a waybill does not ship the order');
    t.equal(answer.data.print_data.receiver.address, o.receiver_address, "the label's receiver is the order's");
    t.match(answer.data.print_data.goods_summary, o.items[0].name);
  }
});

t.test('one waybill per order: asking again answers the same one and takes no balance', async (t) => {
  const before = (await balanceOf(admin, 'SF'))!;
  const first = await buy(admin, picked.again, 'SF');
  const second = await buy(admin, picked.again, 'SF');
  t.equal(second.data.waybill_no, first.data.waybill_no);
  t.equal(second.data.reused, true);
  t.equal((await balanceOf(admin, 'SF'))!.balance, before.balance - 1, 'one waybill taken from the balance');
  const other = await buy(admin, picked.again, 'ZTO', 'en');
  t.equal(other.status, 1);
  t.match(other.error, `already has a SF Express e-waybill ${first.data.waybill_no}`);
});

t.test('a cancel gives the balance back and the order no waybill; a new one has a new number', async (t) => {
  const start = (await balanceOf(admin, 'EMS'))!.balance;
  const first = await buy(admin, picked.cancel, 'EMS');
  t.equal((await balanceOf(admin, 'EMS'))!.balance, start - 1);
  const cancel = await mock.call<{ balance: number }>('POST', '/api/v2/seller/waybills/cancel', { token: admin, body: { order_id: picked.cancel, reason: '买家改了地址' } });
  t.equal(cancel.status, 0, cancel.error ?? "cancelled");
  t.equal(cancel.data.balance, start);
  t.equal((await balanceOf(admin, 'EMS'))!.balance, start);
  t.equal((await order(picked.cancel)).waybill, null);
  const again = await buy(admin, picked.cancel, 'EMS');
  t.not(again.data.waybill_no, first.data.waybill_no);
  t.equal((await balanceOf(admin, 'EMS'))!.used, 2, 'the two waybills of the EMS test, the cancelled one not counted');
});

t.test('refusals in the carrier’s words, zh and en, and nothing bought', async (t) => {
  const edit = await mock.call('PUT', `/api/v2/seller/orders/${picked.tibet}`, { token: admin, body: { receiver_address: '西藏自治区拉萨市城关区北京中路1号' } });
  t.equal(edit.status, 0, edit.error ?? "edited");
  const before = (await balanceOf(admin, 'ZTO'))!.balance;
  const zh = await buy(admin, picked.tibet, 'ZTO');
  t.equal(zh.error, '中通快递：收件地址（西藏自治区）超出服务范围，不能收派');
  const en = await buy(admin, picked.tibet, 'ZTO', 'en');
  t.equal(en.error, 'ZTO Express: the receiver’s address (西藏自治区) is outside the service area');
  t.equal((await balanceOf(admin, 'ZTO'))!.balance, before, 'a refusal takes nothing');
  t.equal((await order(picked.tibet)).waybill, null);
  t.equal((await buy(admin, picked.tibet, 'SF')).status, 0, 'SF delivers there');

  t.equal((await buy(admin, picked.phone, 'SF')).error, '顺丰速运：收件人电话 12345678901 无效，请修改收件人电话');
  t.equal((await buy(admin, picked.phone, 'SF', 'en')).error, 'SF Express: the receiver’s phone 12345678901 is invalid: edit the receiver’s phone');

  t.equal((await buy(admin, picked.forming, 'SF')).error, '拼团中，成团后才能发货（不再等待成团可关闭并退款）', 'the order rules hold');
});

t.test("a merchant's balance runs out, refused in the carrier's words; another shop's order is not found", async (t) => {
  for (let i = 0; i < 3; i++) {
    const answer = await buy(merchant, picked[`own${i}`], 'YTO');
    t.equal(answer.status, 0, answer.error ?? `order ${picked[`own${i}`]}`);
  }
  t.equal((await balanceOf(merchant, 'YTO'))!.balance, 0);
  t.equal((await buy(merchant, picked.own3, 'YTO')).error, '圆通速递：电子面单余额不足（剩余 0 单），请充值后再试');
  t.equal((await buy(merchant, picked.own3, 'YTO', 'en')).error, 'YTO Express: the e-waybill balance is used up (0 left): top it up and try again');
  t.equal((await buy(merchant, otherShop, 'SF')).error, '订单不存在');
  t.equal((await order(otherShop)).waybill, null);
});

t.test('shipping with a waybill: the order shipped with its number, once', async (t) => {
  const ship = await mock.call<Order>('PUT', `/api/v2/seller/orders/${picked.ship}/ship_with_waybill`, { token: admin, body: { carrier: 'JD' } });
  t.equal(ship.status, 0, ship.error ?? "shipped");
  t.equal(ship.data.status, 'shipped');
  t.equal(ship.data.courier, 'JD');
  t.match(ship.data.tracking_no, FORMAT.JD);
  t.equal(ship.data.tracking_no, ship.data.waybill?.waybill_no);
  const again = await mock.call('PUT', `/api/v2/seller/orders/${picked.ship}/ship_with_waybill`, { token: admin, body: { carrier: 'JD' } });
  t.equal(again.status, 1, 'a shipped order is not shipped again');
  t.equal((await mock.call('POST', '/api/v2/seller/waybills/cancel', { token: admin, lang: 'en', body: { order_id: picked.ship, reason: '不要了' } })).error, 'The order has shipped: its e-waybill cannot be cancelled');
});
