/**
 * The shipping profile's settings over HTTP (docs/shipping.md, "Shipping settings"): the
 * address book (add, edit, make the default, delete, with the deletions a label needs refused), the default carrier,
 * a top-up against the balance confirmed; the label printing the sender address the waybill was bought with; and who
 * may use the shipping desk's calls (the finance role reads orders but neither prints nor sees the profile).
 */
import t from 'tap';
import type { SenderAddress, ShippingProfile } from '../../contract/resources/carriers.ts';
import type { Order } from '../../contract/resources/orders.ts';
import { plainOrdersToShip, setAccount, stateFileWith } from '../helpers/shippingState.ts';
import { FIXED_DAY, startMock } from './helpers.ts';

const picked: number[] = [];
const stateFile = await stateFileWith({ anchorDate: FIXED_DAY }, (s) => {
  picked.push(...plainOrdersToShip(s).filter((o) => o.merchant_id !== 2).slice(0, 3).map((o) => o.id));
  setAccount(s, 0, 'SF', 40);
  setAccount(s, 0, 'EMS', 40);
});
const mock = await startMock({ stateFile });
t.teardown(() => mock.close());
const admin = await mock.login('admin');
const finance = await mock.login('finance', 'seller');

const profile = async (token = admin) => (await mock.call<ShippingProfile>('GET', '/api/v2/seller/shipping/profile', { token })).data;
const WAREHOUSE = { name: '仓库老周', mobile: '13900001111', province: '浙江省', city: '杭州市', district: '余杭区', detail: '仓前街道文一西路998号3号仓' };

t.test('the address book: add, edit, make the default; the default and an address in use are kept', async (t) => {
  const added = await mock.call<SenderAddress>('POST', '/api/v2/seller/shipping/senders', { token: admin, body: WAREHOUSE });
  t.equal(added.status, 0, added.error ?? 'added');
  t.equal(added.data.address, '浙江省杭州市余杭区仓前街道文一西路998号3号仓', 'the full line made from the parts');
  t.equal(added.data.is_default, false, 'not the default unless asked');
  const bad = await mock.call('POST', '/api/v2/seller/shipping/senders', { token: admin, lang: 'en', body: { ...WAREHOUSE, mobile: '123' } });
  t.equal(bad.status, 1, 'a mistyped phone is refused');
  t.match(bad.error, /a 400\/800, landline or mobile number/);

  const edited = await mock.call<SenderAddress>('PUT', `/api/v2/seller/shipping/senders/${added.data.id}`, { token: admin, body: { ...WAREHOUSE, name: '仓库小周', is_default: true } });
  t.equal(edited.status, 0, edited.error ?? 'edited');
  const book = (await profile()).senders;
  t.same(book.filter((s) => s.is_default).map((s) => s.id), [added.data.id], 'one default: the address made it');
  t.equal(book.find((s) => s.id === added.data.id)?.name, '仓库小周');

  const keepDefault = await mock.call('DELETE', `/api/v2/seller/shipping/senders/${added.data.id}`, { token: admin });
  t.equal(keepDefault.error, '默认发货地址不能删除，请先把另一个地址设为默认');
  const other = book.find((s) => !s.is_default)!;
  const bought = await mock.call('POST', '/api/v2/seller/waybills', { token: admin, body: { order_id: picked[0], carrier: 'SF', sender_id: other.id } });
  t.equal(bought.status, 0, 'a waybill bought with the other address');
  const inUse = await mock.call('DELETE', `/api/v2/seller/shipping/senders/${other.id}`, { token: admin, lang: 'en' });
  t.equal(inUse.error, 'This address is the sender of 1 e-waybills of orders not yet shipped: ship them or cancel their waybills before deleting it');
  t.ok((await profile()).senders.some((s) => s.id === other.id), 'still in the book');
});

t.test("the label prints the sender the waybill was bought with; an order without one, the book's default", async (t) => {
  const book = (await profile()).senders;
  const chosen = book.find((s) => !s.is_default)!;
  const fallback = book.find((s) => s.is_default)!;
  const bought = await mock.call<{ print_data: { sender: { address: string } } }>('POST', '/api/v2/seller/waybills', {
    token: admin,
    body: { order_id: picked[1], carrier: 'EMS', sender_id: chosen.id },
  });
  t.equal(bought.data.print_data.sender.address, chosen.address, "the carrier's print data");
  const sheet = await mock.call<{ list: { order: Order; sender: { name: string; address: string } }[] }>('GET', `/api/v2/seller/orders/print_sheet?ids=${picked[1]},${picked[2]}`, { token: admin });
  t.equal(sheet.status, 0, sheet.error ?? 'the sheet');
  t.same(sheet.data.list[0].sender, { name: chosen.name, mobile: chosen.mobile, address: chosen.address }, 'the chosen sender, not the shop');
  t.equal(sheet.data.list[1].order.waybill, null);
  t.same(sheet.data.list[1].sender, { name: fallback.name, mobile: fallback.mobile, address: fallback.address }, 'no waybill: the default address');
});

t.test('the default carrier is one the caller holds an account with', async (t) => {
  const set = await mock.call<ShippingProfile>('PUT', '/api/v2/seller/shipping/default_carrier', { token: admin, body: { carrier: 'EMS' } });
  t.equal(set.status, 0, set.error ?? 'set');
  t.equal(set.data.default_carrier, 'EMS');
  const held = new Set((await profile()).accounts.map((a) => a.carrier));
  const missing = ['SF', 'ZTO', 'YTO', 'STO', 'YD', 'JD', 'EMS'].find((c) => !held.has(c as never));
  if (missing) {
    const refused = await mock.call('PUT', '/api/v2/seller/shipping/default_carrier', { token: admin, body: { carrier: missing } });
    t.match(refused.error, /^未开通.+电子面单账户$/);
  }
  t.equal((await profile()).default_carrier, 'EMS');
});

t.test('a top-up adds exactly the count confirmed, against the balance the confirmation showed', async (t) => {
  const before = (await profile()).accounts.find((a) => a.carrier === 'SF')!;
  const topped = await mock.call<{ balance: number }>('POST', '/api/v2/seller/shipping/top_up', { token: admin, body: { carrier: 'SF', count: 500, balance_before: before.balance } });
  t.equal(topped.status, 0, topped.error ?? 'topped up');
  t.equal(topped.data.balance, before.balance + 500);
  const stale = await mock.call('POST', '/api/v2/seller/shipping/top_up', { token: admin, lang: 'en', body: { carrier: 'SF', count: 500, balance_before: before.balance } });
  t.equal(stale.error, `The SF Express waybill balance is now ${before.balance + 500} (it was ${before.balance} when confirmed): check it and top up again`);
  const tooMany = await mock.call('POST', '/api/v2/seller/shipping/top_up', { token: admin, body: { carrier: 'SF', count: 10_001, balance_before: before.balance + 500 } });
  t.equal(tooMany.status, 1, 'more than 10,000 at once is refused');
  t.equal((await profile()).accounts.find((a) => a.carrier === 'SF')!.balance, before.balance + 500, 'the refused top-ups added nothing');
});

t.test('the finance role reads orders but is refused the print calls and the shipping profile, zh and en', async (t) => {
  const orders = await mock.call<{ list: Order[] }>('GET', '/api/v2/seller/orders?page=1&limit=5', { token: finance });
  t.equal(orders.status, 0, 'finance reads the orders');
  for (const lang of ['zh-CN', 'en'] as const) {
    const words = lang === 'en' ? 'Permission denied' : '无权限';
    t.equal((await mock.call('GET', `/api/v2/seller/orders/print_sheet?ids=${picked[2]}`, { token: finance, lang })).error, words, 'print_sheet');
    t.equal((await mock.call('POST', '/api/v2/seller/orders/prints', { token: finance, lang, body: { kind: 'labels', ids: [picked[2]] } })).error, words, 'prints');
    t.equal((await mock.call('GET', '/api/v2/seller/shipping/profile', { token: finance, lang })).error, words, 'the shipping profile');
  }
  const sheet = await mock.call<{ list: unknown[] }>('GET', `/api/v2/seller/orders/print_sheet?ids=${picked[2]}`, { token: admin });
  t.equal(sheet.status, 0, 'the shipping desk prints');
});
